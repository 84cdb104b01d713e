import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewCard } from './review-card';

describe('ReviewCard', () => {
  it('shows what a buyer wrote as plain text, markup included', () => {
    const description = '<img src=x onerror=alert(1)> <b>bold?</b>';
    const { container } = render(
      <ReviewCard
        review={{
          _id: '7d0c3a52-4b8e-4d7e-9a5c-1f2e3d4c5b6a',
          ratings: 4,
          description,
          name: '<script>Mallory</script>',
          createdAt: '2026-03-01T10:00:00.000Z',
        }}
      />,
    );
    expect(screen.getByText(description)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '<script>Mallory</script>' })).toBeTruthy();
    expect(container.querySelector('blockquote img, blockquote b, script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
  });
});
