import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@partsmith/contract';
import { RequireAuth } from '../../../app/guards/require-auth';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { ApiServer, sessionOf } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { anOrder } from '../../../test/orders';
import { MyOrdersPage } from './my-orders-page';

const EMAIL = 'buyer@partsmith.test';
const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

let orders: Order[];
beforeEach(() => {
  orders = [anOrder()];
  localStorage.setItem(ACCESS_TOKEN_KEY, 'token-1');
  api.routes['GET /api/auth/get-session'] = () => ({ body: sessionOf(EMAIL) });
  api.routes['GET /api/order'] = () => ({ body: orders });
  api.routes['POST /api/auth/sign-out'] = () => ({ body: { success: true } });
});

// The page sits behind the login guard, as in the app, with the home and login pages to land on.
const renderPage = () =>
  renderApp({
    at: '/dashboard/myOrders',
    routes: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/login', element: <h1>Login</h1> },
      { element: <RequireAuth />, children: [{ path: '/dashboard/myOrders', element: <MyOrdersPage /> }] },
    ],
  });

describe('MyOrdersPage', () => {
  it("lists the signed-in buyer's own orders", async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Pay for Ventilated Brake Disc' })).toBeTruthy();
    expect(api.made('GET', '/api/order')[0]?.query.get('email')).toBe(EMAIL);
  });

  it('deletes an unpaid order after confirmation, with a toast, and refreshes the list', async () => {
    const user = userEvent.setup();
    api.routes['DELETE /api/order/:id'] = () => {
      orders = [];
      return { body: { deletedCount: 1 } };
    };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete order for Ventilated Brake Disc' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(
      'Once you delete the order, the order will disapear from the website.',
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted: Ventilated Brake Disc')).toBeTruthy();
    expect(await screen.findByText('You have no orders yet')).toBeTruthy();
    expect((dialog as HTMLDialogElement).open).toBe(false);
    // The row (and its Delete button) is gone: focus lands on the page heading, not on nothing.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My Orders' })),
    );
    expect(api.made('DELETE', `/api/order/${anOrder()._id}`)).toHaveLength(1);
  });

  it('cancels a delete without asking the server', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete order for Ventilated Brake Disc' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement).open).toBe(false);
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
  });

  it('offers the catalogue when there are no orders', async () => {
    orders = [];
    renderPage();
    expect(await screen.findByText('You have no orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse parts' }).getAttribute('href')).toBe('/parts');
  });

  it.each([401, 403])('signs the user out and goes home when the list answers %i', async (status) => {
    api.routes['GET /api/order'] = () => ({
      status,
      body: { error: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', message: 'Not allowed.' },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull());
    await waitFor(() => expect(api.made('POST', '/api/auth/sign-out')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
  });
});
