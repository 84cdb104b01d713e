import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { ApiServer, sessionOf } from '../../../test/api-server';
import { aBasket, aLinePart } from '../../../test/basket';
import { renderApp } from '../../../test/render-app';
import { CheckoutPage } from './checkout-page';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const disc = aLinePart();
const CHECKOUT_ID = '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c';

beforeEach(() => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
  api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf('buyer@example.com', 'Blake Buyer') });
  api.routes['GET /api/admin/:email'] = () => ({ body: { admin: false } });
  api.routes['GET /api/basket'] = () => ({ body: aBasket([{ part: disc, quantity: 20 }]) });
});

const renderPage = () =>
  renderApp({
    at: '/checkout',
    routes: [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/checkout/:id/payment', element: <p>payment page</p> },
    ],
  });

async function fillAndPlace(po = 'PO 4471') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Address'), '12 Depot Road');
  await user.type(screen.getByLabelText('Number'), '+1 614 555 0123');
  await user.type(screen.getByLabelText('PO reference (optional)'), po);
  await user.click(screen.getByRole('button', { name: 'Place order and pay' }));
}

describe('CheckoutPage', () => {
  it('places the basket with the address, number and PO reference, then opens its payment page', async () => {
    api.routes['POST /api/checkout'] = () => ({
      status: 201,
      body: { _id: CHECKOUT_ID, orders: ['6f5e4d3c-2b1a-4098-8f7e-6d5c4b3a2f1e'], total: 850 },
    });
    renderPage();
    await fillAndPlace();
    expect(await screen.findByText('payment page')).toBeTruthy();
    expect(api.requests.find((request) => request.path === '/api/checkout')?.body).toEqual({
      address: '12 Depot Road',
      number: '+1 614 555 0123',
      poReference: 'PO 4471',
    });
  });

  it("shows the order form's messages, and each refused line's problem on a 409", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Place order and pay' }));
    expect(await screen.findByText('Address is required')).toBeTruthy();
    api.routes['POST /api/checkout'] = () => ({
      status: 409,
      body: {
        error: 'CONFLICT',
        message:
          'Some lines cannot be ordered as they are: nothing was placed. Fix them and check out again.',
        lines: [
          {
            partId: disc.id,
            problem: { code: 'over-stock', message: 'Only 12 units of Ventilated Brake Disc are available.' },
          },
        ],
      },
    });
    await fillAndPlace();
    const lines = screen.getByRole('list', { name: 'Lines to order' });
    expect(
      await within(lines).findByText('Only 12 units of Ventilated Brake Disc are available.'),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/nothing was placed/);
  });

  it('refuses a PO reference the server would refuse, with its message', async () => {
    renderPage();
    await fillAndPlace('<script>');
    expect(
      await screen.findByText('The PO reference may hold letters, digits, spaces and . / # _ -'),
    ).toBeTruthy();
    expect(api.requests.some((request) => request.path === '/api/checkout')).toBe(false);
  });
});
