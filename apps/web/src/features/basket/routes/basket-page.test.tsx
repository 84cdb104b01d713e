import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { VISITOR_BASKET_KEY } from '../../../lib/basket/visitor-basket';
import { ApiServer, sessionOf } from '../../../test/api-server';
import { aBasket, aLinePart } from '../../../test/basket';
import { renderApp } from '../../../test/render-app';
import { BasketPage } from './basket-page';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => {
  api.reset();
  localStorage.clear();
});

const disc = aLinePart();
const filter = aLinePart({
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  partNumber: 'PS-OF-0112',
  name: 'Oil Filter',
  minOrderQuantity: 100,
  availableQuantity: 500,
  priceCents: 450,
  breaks: [],
});

function signInBuyer() {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
  api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf('buyer@example.com', 'Blake Buyer') });
  api.routes['GET /api/admin/:email'] = () => ({ body: { admin: false } });
}

const renderPage = () => renderApp({ at: '/basket', routes: [{ path: '/basket', element: <BasketPage /> }] });

describe('BasketPage', () => {
  it("shows each line's prices, the break reached, what the next break saves, and its problems", async () => {
    signInBuyer();
    api.routes['GET /api/basket'] = () => ({
      body: aBasket([
        { part: disc, quantity: 60 },
        { part: filter, quantity: 80 },
      ]),
    });
    renderPage();
    const discLine = (await screen.findByRole('heading', { name: 'Ventilated Brake Disc' })).closest('li')!;
    expect(within(discLine).getByText('PS-BD-2300')).toBeTruthy();
    expect(within(discLine).getByText('$2,400.00')).toBeTruthy();
    expect(within(discLine).getByText('Break price from 50 units (list price $42.50)')).toBeTruthy();
    expect(within(discLine).getByText('Order 100 and pay $0.80 less per unit')).toBeTruthy();
    const filterLine = screen.getByRole('heading', { name: 'Oil Filter' }).closest('li')!;
    const problems = within(filterLine).getByRole('list', { name: 'Problems with Oil Filter' });
    expect(within(problems).getByText('The minimum order for Oil Filter is 100 units.')).toBeTruthy();
    // A line that cannot be ordered keeps the basket from checkout.
    expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Total, 2 lines').nextSibling?.textContent).toBe('$2,760.00');
  });

  it('changes a quantity and removes a line on the server', async () => {
    signInBuyer();
    let basket = aBasket([{ part: disc, quantity: 60 }]);
    api.routes['GET /api/basket'] = () => ({ body: basket });
    api.routes['PATCH /api/basket/lines/:partId'] = ({ body }) => {
      basket = aBasket([{ part: disc, quantity: (body as { quantity: number }).quantity }]);
      return { body: basket };
    };
    api.routes['DELETE /api/basket/lines/:partId'] = () => ({ body: aBasket([]) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Order 100' }));
    await screen.findByText('Total, 1 line');
    await waitFor(() => expect(screen.getByText('Total, 1 line').nextSibling?.textContent).toBe('$3,920.00'));
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({ quantity: 100 });
    expect((screen.getByRole('link', { name: 'Checkout' }) as HTMLAnchorElement).getAttribute('href')).toBe(
      '/checkout',
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Your basket is empty')).toBeTruthy();
  });

  it('empties the basket only once the buyer confirms, from the keyboard, and says why it could not', async () => {
    signInBuyer();
    let basket = aBasket([
      { part: disc, quantity: 60 },
      { part: filter, quantity: 100 },
    ]);
    let refuse = true;
    api.routes['GET /api/basket'] = () => ({ body: basket });
    api.routes['DELETE /api/basket'] = () => {
      if (refuse)
        return { status: 503, body: { error: 'UNAVAILABLE', message: 'The database is unreachable.' } };
      basket = aBasket([]);
      return { body: basket };
    };
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Empty basket' }));
    const dialog = screen.getByRole('dialog', { name: 'Empty your basket?' });
    expect(dialog.textContent).toContain('All 2 lines go out of your basket.');
    // The safe choice has focus: Enter keeps the basket and asks the server nothing.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep my basket' }));
    await user.keyboard('{Enter}');
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByText('Total, 2 lines')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Empty basket' }));
    await user.click(within(dialog).getByRole('button', { name: 'Empty basket' }));
    expect(
      await within(dialog).findByText("We couldn't empty your basket. The database is unreachable."),
    ).toBeTruthy();
    expect((dialog as HTMLDialogElement).open).toBe(true);

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Empty basket' }));
    expect(await screen.findByText('Your basket is empty')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Basket' })));
  });

  it("flags a discontinued part's line and replaces it with its successor at its minimum order", async () => {
    signInBuyer();
    const successor = aLinePart({
      id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
      partNumber: 'PS-BD-2310',
      name: 'Ventilated Brake Disc, coated',
      minOrderQuantity: 20,
    });
    const old = aLinePart({
      successor: {
        partId: successor.id,
        partNumber: successor.partNumber,
        name: successor.name,
        minOrderQuantity: 20,
      },
    });
    let basket = aBasket([
      { part: filter, quantity: 100 },
      { part: old, quantity: 12 },
    ]);
    api.routes['GET /api/basket'] = () => ({ body: basket });
    api.routes['POST /api/basket/lines'] = ({ body }) => {
      const { quantity } = body as { quantity: number };
      basket = aBasket([
        { part: filter, quantity: 100 },
        { part: old, quantity: 12 },
        { part: successor, quantity },
      ]);
      return { body: basket };
    };
    api.routes['DELETE /api/basket/lines/:partId'] = () => {
      basket = aBasket([
        { part: filter, quantity: 100 },
        { part: successor, quantity: 20 },
      ]);
      return { body: basket };
    };
    const user = userEvent.setup();
    renderPage();
    const line = (await screen.findByRole('heading', { name: 'Ventilated Brake Disc' })).closest('li')!;
    const problems = within(line).getByRole('list', { name: 'Problems with Ventilated Brake Disc' });
    expect(
      within(problems).getByText(
        'PS-BD-2300 Ventilated Brake Disc is discontinued: it is replaced by PS-BD-2310 Ventilated Brake Disc, coated. Order that part instead.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(line).getByRole('button', { name: 'Use PS-BD-2310 instead' }));
    expect(await screen.findByRole('heading', { name: 'Ventilated Brake Disc, coated' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ventilated Brake Disc' })).toBeNull());
    // The successor's minimum (20) is more than the line's 12 units.
    expect(api.requests.find((request) => request.path === '/api/basket/lines')?.body).toEqual({
      partId: successor.id,
      quantity: 20,
    });
    expect(api.requests.find((request) => request.method === 'DELETE')?.path).toBe(
      `/api/basket/lines/${old.id}`,
    );
    expect((screen.getByRole('link', { name: 'Checkout' }) as HTMLAnchorElement).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  it("prices a visitor's browser basket on the server and edits it in the browser", async () => {
    localStorage.setItem(VISITOR_BASKET_KEY, JSON.stringify([{ partId: disc.id, quantity: 20 }]));
    api.routes['POST /api/basket/price'] = ({ body }) => {
      const [line] = (body as { lines: { quantity: number }[] }).lines;
      return { body: aBasket(line ? [{ part: disc, quantity: line.quantity }] : []) };
    };
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Sign in to check out' })).toBeTruthy();
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '50');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(VISITOR_BASKET_KEY) ?? '[]')).toEqual([
        { partId: disc.id, quantity: 50 },
      ]),
    );
    await waitFor(() => expect(screen.getByText('Total, 1 line').nextSibling?.textContent).toBe('$2,000.00'));
  });

  it('says so when the basket is empty, and shows a failed load with a way to retry', async () => {
    renderPage();
    expect(await screen.findByText('Your basket is empty')).toBeTruthy();
    signInBuyer();
    api.routes['GET /api/basket'] = () => ({
      status: 503,
      body: { error: 'UNAVAILABLE', message: 'The database is unreachable.' },
    });
    renderPage();
    expect(
      await screen.findByText("We couldn't load your basket. The database is unreachable."),
    ).toBeTruthy();
  });
});
