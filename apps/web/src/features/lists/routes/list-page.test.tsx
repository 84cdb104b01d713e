import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SavedList } from '@partsmith/contract/lists';
import { ApiServer } from '../../../test/api-server';
import { aBasket, aLinePart } from '../../../test/basket';
import { renderApp } from '../../../test/render-app';
import { ListPage } from './list-page';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const LIST_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const disc = aLinePart();
const pads = aLinePart({
  id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  partNumber: 'PS-BP-1042',
  name: 'Brake Pad Set',
});

function listOf(lines: { part: typeof disc; quantity: number }[], name = 'Monthly brake restock'): SavedList {
  const basket = aBasket(lines);
  return {
    _id: LIST_ID,
    name,
    lineCount: basket.lineCount,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    lines: basket.lines,
    total: basket.total,
    skippedPartIds: [],
  };
}

let list: SavedList;
beforeEach(() => {
  list = listOf([
    { part: disc, quantity: 10 },
    { part: pads, quantity: 20 },
  ]);
  api.routes['GET /api/lists/:id'] = () => ({ body: list });
  api.routes['PUT /api/lists/:id'] = ({ body }) => {
    const change = body as { name?: string; lines?: { partId: string; quantity: number }[] };
    const lines = (change.lines ?? list.lines).map((line) => ({
      part: line.partId === disc.id ? disc : pads,
      quantity: line.quantity,
    }));
    list = listOf(lines, change.name ?? list.name);
    return { body: list };
  };
  api.routes['POST /api/lists/:id/to-basket'] = () => ({
    body: aBasket([
      { part: disc, quantity: 10 },
      { part: pads, quantity: 20 },
    ]),
  });
});

const renderPage = () =>
  renderApp({
    at: `/lists/${LIST_ID}`,
    routes: [
      { path: '/lists/:id', element: <ListPage /> },
      { path: '/basket', element: <p>basket page</p> },
    ],
  });

describe('ListPage', () => {
  it("shows the list's lines with today's prices, and adds the whole list to the basket in one action", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Monthly brake restock', level: 1 })).toBeTruthy();
    const lines = screen.getByRole('list', { name: 'Lines' });
    expect(within(lines).getByRole('heading', { name: 'Ventilated Brake Disc' })).toBeTruthy();
    expect(within(lines).getByText('$425.00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add all of Monthly brake restock to basket' }));
    expect(await screen.findByText('basket page')).toBeTruthy();
    expect(api.requests.filter((request) => request.path.endsWith('/to-basket'))).toHaveLength(1);
  });

  it('renames the list and removes a line', async () => {
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByLabelText('List name');
    await user.clear(name);
    await user.type(name, 'Weekly pads');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('heading', { name: 'Weekly pads', level: 1 })).toBeTruthy();
    const pad = screen.getByRole('heading', { name: 'Brake Pad Set' }).closest('li')!;
    await user.click(within(pad).getByRole('button', { name: 'Remove' }));
    await screen.findByText('$425.00', { selector: 'span' });
    expect(screen.queryByRole('heading', { name: 'Brake Pad Set' })).toBeNull();
    expect(api.requests.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({
      lines: [{ partId: disc.id, quantity: 10 }],
    });
  });

  it("flags a discontinued part's line and replaces it in place with its successor at the same quantity", async () => {
    const successor = aLinePart({
      id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
      partNumber: 'PS-BD-2310',
      name: 'Ventilated Brake Disc, coated',
      minOrderQuantity: 5,
    });
    const old = aLinePart({
      successor: {
        partId: successor.id,
        partNumber: 'PS-BD-2310',
        name: successor.name,
        minOrderQuantity: 5,
      },
    });
    list = listOf([
      { part: old, quantity: 10 },
      { part: pads, quantity: 20 },
    ]);
    api.routes['PUT /api/lists/:id'] = ({ body }) => {
      const change = body as { lines: { partId: string; quantity: number }[] };
      list = listOf(
        change.lines.map((line) => ({
          part: line.partId === successor.id ? successor : pads,
          quantity: line.quantity,
        })),
      );
      return { body: list };
    };
    const user = userEvent.setup();
    renderPage();
    const line = (await screen.findByRole('heading', { name: 'Ventilated Brake Disc' })).closest('li')!;
    expect(
      within(line).getByText(
        'PS-BD-2300 Ventilated Brake Disc is discontinued: it is replaced by PS-BD-2310 Ventilated Brake Disc, coated. Order that part instead.',
      ),
    ).toBeTruthy();
    await user.click(within(line).getByRole('button', { name: 'Use PS-BD-2310 instead' }));
    expect(await screen.findByRole('heading', { name: 'Ventilated Brake Disc, coated' })).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({
      lines: [
        { partId: successor.id, quantity: 10 },
        { partId: pads.id, quantity: 20 },
      ],
    });
  });
});
