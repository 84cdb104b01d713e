import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Part } from '@partsmith/contract';
import { PartCard } from './part-card';

const part: Part = {
  _id: '7d0c3a52-4b8e-4d7e-9a5c-1f2e3d4c5b6a',
  name: 'Brake Disc',
  minOrderQuantity: 10,
  availableQuantity: 250,
  price: 42.5,
  description: 'Vented front brake disc.',
  img: '/images/brake-disc.webp',
  thumbnail: '/images/brake-disc-thumb.webp',
  partNumber: 'PS-BD-2210',
  category: 'Brakes',
  oemNumbers: ['43512-12690'],
};

function renderCard(props: Partial<Parameters<typeof PartCard>[0]> = {}) {
  const router = createMemoryRouter([{ path: '/', element: <PartCard part={part} {...props} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('PartCard', () => {
  it('shows the part and links Purchase Now to its purchase page', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Brake Disc' })).toBeTruthy();
    const paragraph = (text: string) => (_: string, element: Element | null) =>
      element?.tagName === 'P' && element.textContent === text;
    expect(screen.getByText(paragraph('Min order: 10 units'))).toBeTruthy();
    expect(screen.getByText(paragraph('Available: 250 units'))).toBeTruthy();
    expect(screen.getByText('$42.50')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Purchase Now' });
    expect(link.getAttribute('href')).toBe(`/purchase/${part._id}`);
  });

  it('offers the thumbnail and the large image with explicit dimensions', () => {
    renderCard();
    const image = screen.getByRole('img', { name: 'Brake Disc' });
    expect(image.getAttribute('srcset')).toBe(`${part.thumbnail} 400w, ${part.img} 1200w`);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '300']);
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('hides Purchase Now when asked (admins)', () => {
    renderCard({ showPurchase: false });
    expect(screen.queryByRole('link', { name: 'Purchase Now' })).toBeNull();
  });
});
