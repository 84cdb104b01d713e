import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@partsmith/contract/orders';
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
  it('downloads the invoice of a paid order with the sign-in token', async () => {
    const user = userEvent.setup();
    orders = [anOrder({ paid: true, transactionId: 'pi_test_1', invoiceNumber: 7 })];
    api.routes['GET /api/order/:id/invoice'] = () => ({
      body: '%PDF-1.7',
      headers: { 'Content-Type': 'application/pdf' },
    });
    const saved: { name: string; type: string }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', type: blob.type });
      return 'blob:invoice';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved[0]!.name = this.download;
    });
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Invoice INV-000007 for Ventilated Brake Disc (PDF)' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(saved).toEqual([{ name: 'INV-000007.pdf', type: 'application/pdf' }]);
    expect(api.made('GET', `/api/order/${orders[0]!._id}/invoice`)[0]?.headers.authorization).toBe(
      'Bearer token-1',
    );
    click.mockRestore();
    vi.unstubAllGlobals();
  });

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

  it('pages through the server: the page in the URL, the count, and row numbers that go on', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 60 }, (_, i) =>
      anOrder({ _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, itemName: `Part ${i + 1}` }),
    );
    api.routes['GET /api/order'] = ({ query }) => {
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      return { body: many.slice((page - 1) * limit, page * limit), headers: { 'X-Total-Count': '60' } };
    };
    const { router } = renderApp({
      at: '/dashboard/myOrders?page=2',
      routes: [
        { path: '/', element: <h1>Home</h1> },
        { element: <RequireAuth />, children: [{ path: '/dashboard/myOrders', element: <MyOrdersPage /> }] },
      ],
    });
    expect(await screen.findByText('25–48 of 60 orders')).toBeTruthy();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)[0]).toBe('25');
    expect(api.made('GET', '/api/order')[0]?.query.get('page')).toBe('2');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('49–60 of 60 orders')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getAllByRole('rowheader')).toHaveLength(12);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });
});
