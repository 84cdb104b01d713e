import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Part } from '@partsmith/contract/parts';
import { ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { PartPage } from './part-page';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const part: Part = {
  _id: '7d0c3a52-4b8e-4d7e-9a5c-1f2e3d4c5b6a',
  name: 'Ventilated Brake Disc',
  minOrderQuantity: 10,
  availableQuantity: 40,
  price: 42.5,
  description: 'Vented front brake disc.',
  img: '/images/disc.webp',
  thumbnail: '/images/disc-thumb.webp',
  partNumber: 'PS-BD-2210',
  category: 'Brakes',
  oemNumbers: ['43512-12690'],
  priceBreaks: [{ minQuantity: 100, price: 39 }],
  interchange: [],
  gtin: null,
  supersedes: [],
  replacedBy: null,
};

const renderPage = (id: string) =>
  renderApp({ at: `/parts/${id}`, routes: [{ path: '/parts/:id', element: <PartPage /> }] });

describe('PartPage', () => {
  it('shows the part, its price breaks and fitment, and links Purchase Now to the purchase page', async () => {
    api.routes['GET /api/part/:id'] = () => ({ body: part });
    api.routes['GET /api/part/:id/fitment'] = () => ({ body: [], headers: { 'X-Total-Count': '0' } });
    renderPage(part._id);
    expect(await screen.findByRole('heading', { level: 1, name: part.name })).toBeTruthy();
    expect(screen.getByText('PS-BD-2210')).toBeTruthy();
    expect(screen.getByText('43512-12690')).toBeTruthy();
    expect(screen.getAllByText('$42.50').length).toBeGreaterThan(0);
    expect(screen.getAllByText('$39.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Vented front brake disc.')).toBeTruthy();
    expect(await screen.findByText(/sold as a universal or workshop part/)).toBeTruthy();
    const purchase = screen.getByRole('link', { name: 'Purchase Now' });
    expect(purchase.getAttribute('href')).toBe(`/purchase/${part._id}`);
  });

  it('says so when the part is not in the catalogue', async () => {
    api.routes['GET /api/part/:id'] = () => ({
      status: 404,
      body: { error: 'NOT_FOUND', message: 'No such part.' },
    });
    renderPage(part._id);
    expect(await screen.findByRole('heading', { name: 'This part is not in the catalogue' })).toBeTruthy();
  });
});
