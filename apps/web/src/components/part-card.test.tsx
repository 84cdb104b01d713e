import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Part } from '@partsmith/contract/parts';
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
  priceBreaks: [],
  interchange: [],
  gtin: null,
  supersedes: [],
  replacedBy: null,
};

const corolla = {
  _id: '5a1e0c4e-0000-4000-8000-000000000018',
  make: 'Toyota',
  model: 'Corolla',
  year: 2018,
  engine: '1.8 L 2ZR-FE',
};

function renderCard(props: Partial<Parameters<typeof PartCard>[0]> = {}) {
  const router = createMemoryRouter([{ path: '/', element: <PartCard part={part} {...props} /> }]);
  // The fit badge asks the server only when the card does not know; a client must be there all the same.
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
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

  it('links the name to the part page', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Brake Disc' });
    expect(link.getAttribute('href')).toBe(`/parts/${part._id}`);
  });

  it('offers the thumbnail and the large image with explicit dimensions', () => {
    renderCard();
    const image = screen.getByRole('img', { name: 'Brake Disc' });
    expect(image.getAttribute('srcset')).toBe(`${part.thumbnail} 400w, ${part.img} 1200w`);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['400', '300']);
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('offers the medium size too when the store made the picture', () => {
    const stored = { ...part, img: '/images/0a1b2c-large.webp', thumbnail: '/images/0a1b2c-thumbnail.webp' };
    renderCard({ part: stored });
    const image = screen.getByRole('img', { name: 'Brake Disc' });
    expect(image.getAttribute('srcset')).toBe(
      '/images/0a1b2c-thumbnail.webp 400w, /images/0a1b2c-medium.webp 800w, /images/0a1b2c-large.webp 1200w',
    );
  });

  it('shows the part number and category under the name', () => {
    renderCard();
    expect(screen.getByText('PS-BD-2210').closest('p')?.textContent).toBe('PS-BD-2210 · , Brakes');
  });

  it('says the part fits the chosen vehicle when the list knows it does', () => {
    renderCard({ vehicle: corolla, fits: true });
    expect(screen.getByText('Fits your 2018 Toyota Corolla')).toBeTruthy();
    expect(screen.queryByText(/Does not fit/)).toBeNull();
  });

  it('says when it does not fit, and holds its place while the answer is on its way', () => {
    renderCard({ vehicle: corolla, fits: false });
    expect(screen.getByText('Does not fit your 2018 Toyota Corolla')).toBeTruthy();
    cleanup();
    renderCard({ vehicle: corolla, askFit: false });
    expect(screen.getByText('Checking fit for your 2018 Toyota Corolla…')).toBeTruthy();
  });

  it('says nothing of fit when no vehicle is chosen', () => {
    renderCard();
    expect(screen.queryByText(/fit/i)).toBeNull();
  });

  it('hides Purchase Now when asked (admins)', () => {
    renderCard({ showPurchase: false });
    expect(screen.queryByRole('link', { name: 'Purchase Now' })).toBeNull();
  });

  it('leads a discontinued part to its replacement and offers no Add to basket for it', () => {
    const successorId = '7d0c3a52-4b8e-4d7e-9a5c-1f2e3d4c5b6b';
    renderCard({ part: { ...part, replacedBy: successorId } });
    expect(screen.getByText('Discontinued: replaced by a newer part')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Order the replacement' });
    expect(link.getAttribute('href')).toBe(`/purchase/${successorId}`);
    expect(screen.queryByRole('link', { name: 'Purchase Now' })).toBeNull();
    expect(screen.queryByRole('button', { name: /basket/i })).toBeNull();
  });

  it('offers Add to basket on a current part', () => {
    renderCard();
    expect(screen.getByRole('button', { name: /basket/i })).toBeTruthy();
  });
});
