import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

function RatingField({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <StarRating name="ratings" label="Your rating" value={value} onChange={setValue} />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('StarRating', () => {
  it('names a read-only rating for screen readers', () => {
    render(<StarRating value={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
  });

  it('clamps out-of-range values', () => {
    render(<StarRating value={9} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
  });

  it('lets the visitor pick a rating with the pointer', async () => {
    const user = userEvent.setup();
    render(<RatingField />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByText('4')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('can be operated with the keyboard', async () => {
    const user = userEvent.setup();
    render(<RatingField initial={2} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '2 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('3')).toBeTruthy();
    await user.keyboard(' ');
    expect((screen.getByRole('radio', { name: '3 stars' }) as HTMLInputElement).checked).toBe(true);
  });
});
