import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@partsmith/contract/orders';
import type { Refund } from '@partsmith/contract/refunds';
import { ApiServer } from '../../../test/api-server';
import { anOrder } from '../../../test/orders';
import { renderApp } from '../../../test/render-app';
import { ManageOrdersPage } from '../routes/manage-orders-page';
import { MyOrdersTable } from './my-orders-table';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const paid = anOrder({
  _id: '22222222-2222-4222-8222-222222222222',
  itemName: 'Spark Plug',
  price: 80,
  paid: true,
  transactionId: 'pi_test_1',
  invoiceNumber: 7,
});
const refund: Refund = {
  _id: '44444444-4444-4444-8444-444444444444',
  orderId: paid._id,
  checkoutId: null,
  amount: 80,
  reason: 'Out of stock',
  cancel: true,
  state: 'succeeded',
  failure: null,
  creditNote: 'CN-000003',
  createdAt: '2026-11-27T10:00:00.000Z',
  succeededAt: '2026-11-27T10:00:01.000Z',
};

let orders: Order[];
beforeEach(() => {
  orders = [paid];
  api.routes['GET /api/order'] = () => ({ body: orders });
  api.routes['GET /api/refund'] = () => ({ body: [refund], headers: { 'x-total-count': '1' } });
  api.routes['POST /api/order/:id/refund'] = ({ params }) => {
    orders = orders.map((order) =>
      order._id === params.id ? { ...order, cancelled: true, refunded: order.price } : order,
    );
    return { body: { refundId: refund._id, state: 'succeeded', amount: 80 } };
  };
});

describe('refunds in Manage All Orders', () => {
  it('cancels and refunds a paid order after the admin confirms amount and reason', async () => {
    const user = userEvent.setup();
    renderApp({ at: '/', routes: [{ path: '/', element: <ManageOrdersPage /> }] });
    await user.click(await screen.findByRole('button', { name: 'Refund or cancel Spark Plug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Spark Plug' });
    expect((within(dialog).getByLabelText('Amount ($)') as HTMLInputElement).value).toBe('80');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Out of stock');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(api.requests.some((request) => request.path.endsWith('/refund'))).toBe(true));
    const sent = api.requests.find((request) => request.path === `/api/order/${paid._id}/refund`)!;
    expect(sent.body).toEqual({ amount: 80, reason: 'Out of stock', cancel: true });
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund or cancel Spark Plug' })).toBeNull();
  });

  it('shows a refused refund under the form', async () => {
    api.routes['POST /api/order/:id/refund'] = () => ({
      status: 409,
      body: { error: 'CONFLICT', message: 'That is more than is left to refund.' },
    });
    const user = userEvent.setup();
    renderApp({ at: '/', routes: [{ path: '/', element: <ManageOrdersPage /> }] });
    await user.click(await screen.findByRole('button', { name: 'Refund or cancel Spark Plug' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Spark Plug' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(/That is more than is left to refund/)).toBeTruthy();
  });
});

describe('refunds in My Orders', () => {
  it('shows Cancelled, the amount refunded and the credit note', async () => {
    const cancelled = { ...paid, cancelled: true, refunded: 80 };
    renderApp({
      at: '/',
      routes: [{ path: '/', element: <MyOrdersTable orders={[cancelled]} onDelete={() => undefined} /> }],
    });
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('Refunded $80.00')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Credit note CN-000003 (PDF)' })).toBeTruthy();
  });
});
