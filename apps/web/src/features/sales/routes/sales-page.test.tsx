import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LowStockPart, SalesStats, TopParts } from '@partsmith/contract/stats';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { SalesPage } from './sales-page';

// happy-dom has no canvas to draw on: the third-party chart is a stand-in that shows its label and data.
vi.mock('react-chartjs-2', () => ({
  Bar: (props: { 'aria-label': string; data: { datasets: Array<{ data: number[] }> } }) => (
    <p role="img" aria-label={props['aria-label']}>
      {props.data.datasets[0]!.data.join(' ')}
    </p>
  ),
}));

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const sales = (from: string, to: string, interval: string, paid = true): SalesStats => ({
  from,
  to,
  interval: interval as SalesStats['interval'],
  buckets: [
    { start: from, revenue: 0, paidOrders: 0 },
    { start: to, revenue: paid ? 1234.5 : 0, paidOrders: paid ? 3 : 0 },
  ],
  total: { revenue: paid ? 1234.5 : 0, paidOrders: paid ? 3 : 0 },
});
const top: TopParts = {
  from: daysAgo(29),
  to: today,
  byRevenue: [
    { partId: 'p1', name: 'Brake Disc', partNumber: 'PS-BD-1', revenue: 1000, units: 20, paidOrders: 2 },
    { partId: 'p2', name: 'Oil Filter', partNumber: null, revenue: 234.5, units: 50, paidOrders: 1 },
  ],
  byUnits: [
    { partId: 'p2', name: 'Oil Filter', partNumber: null, revenue: 234.5, units: 50, paidOrders: 1 },
    { partId: 'p1', name: 'Brake Disc', partNumber: 'PS-BD-1', revenue: 1000, units: 20, paidOrders: 2 },
  ],
};
const low: LowStockPart[] = [
  {
    _id: '5a1e0c4e-0000-4000-8000-000000000009',
    name: 'Timing belt kit',
    partNumber: 'PS-TB-7',
    availableQuantity: 3,
    minOrderQuantity: 5,
    lowStockThreshold: null,
    threshold: 5,
  },
];

beforeEach(() => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'admin-token');
  api.routes['GET /api/stats/sales'] = ({ query }) => ({
    body: sales(query.get('from')!, query.get('to')!, query.get('interval')!),
  });
  api.routes['GET /api/stats/top-parts'] = () => ({ body: top });
  api.routes['GET /api/stats/low-stock'] = () => ({ body: low, headers: { 'x-total-count': '1' } });
  api.routes['GET /api/stats/order-counts'] = () => ({
    body: { unpaid: 12, pending: 4, shipped: 1500, expired: 2 },
  });
});

const renderPage = () => renderApp({ at: '/', routes: [{ path: '/', element: <SalesPage /> }] });

describe('SalesPage', () => {
  it('shows the last 30 days by day, the top parts, the orders by condition and the low-stock parts', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Sales', level: 2 })).toBeTruthy();
    expect((await screen.findAllByText('$1,234.50')).length).toBeGreaterThan(0);
    const asked = api.made('GET', '/api/stats/sales')[0]!.query;
    expect([asked.get('from'), asked.get('to'), asked.get('interval')]).toEqual([daysAgo(29), today, 'day']);

    const counts = screen.getByRole('list', { name: 'Orders by condition' });
    const shipped = within(counts).getByRole('link', { name: /Shipped/ });
    expect(shipped.getAttribute('href')).toBe('/dashboard/manageOrders?condition=shipped');
    await waitFor(() => expect(shipped.textContent).toContain('1,500'));

    const byUnits = await screen.findByRole('region', { name: 'By units' });
    expect(within(byUnits).getAllByRole('row')[1]!.textContent).toContain('Oil Filter');

    const revenueChart = // The charts come in their own chunk (chart.js), which takes a while to load the first time.
      await screen.findByRole('img', { name: /^Revenue per day, 2 bars/ }, { timeout: 10_000 });
    expect(revenueChart.textContent).toBe('0 1234.5');
    expect(screen.getByRole('img', { name: /^Paid orders per day/ }).textContent).toBe('0 3');

    const edit = await screen.findByRole('link', { name: 'Edit Timing belt kit' });
    expect(edit.getAttribute('href')).toBe('/dashboard/manageProducts?q=PS-TB-7');
    expect(
      within(screen.getByRole('region', { name: 'Low-stock parts' })).getByText('minimum order'),
    ).toBeTruthy();
  });

  it('asks by month for the last 12 months, and checks a custom range before asking', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findAllByText('$1,234.50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Range' }), '12m');
    await waitFor(() =>
      expect(api.made('GET', '/api/stats/sales').at(-1)!.query.get('interval')).toBe('month'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Range' }), 'custom');
    const asked = api.made('GET', '/api/stats/sales').length;
    const from = screen.getByLabelText('From (UTC)');
    await user.clear(from);
    await user.type(from, '2999-01-01');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The first day must be on or before the last.',
    );
    expect(api.made('GET', '/api/stats/sales')).toHaveLength(asked);
  });

  it('says when nothing sold and no part is low, and shows a failed load with Retry', async () => {
    api.routes['GET /api/stats/sales'] = ({ query }) => ({
      body: sales(query.get('from')!, query.get('to')!, 'day', false),
    });
    api.routes['GET /api/stats/top-parts'] = () => ({ body: { ...top, byRevenue: [], byUnits: [] } });
    api.routes['GET /api/stats/low-stock'] = () => ({
      status: 403,
      body: { error: 'FORBIDDEN', message: 'Only an admin can do that.' },
    });
    renderPage();
    expect(await screen.findByText('No sales in this range')).toBeTruthy();
    expect(await screen.findByText('No parts sold in this range')).toBeTruthy();
    expect(await screen.findByText('Only an admin can do that.')).toBeTruthy();
    api.routes['GET /api/stats/low-stock'] = () => ({ body: [], headers: { 'x-total-count': '0' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No part is low on stock')).toBeTruthy();
  });
});
