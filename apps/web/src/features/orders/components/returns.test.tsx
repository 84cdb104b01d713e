import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderReturn } from '@partsmith/contract/returns';
import { ApiServer } from '../../../test/api-server';
import { anOrder } from '../../../test/orders';
import { renderApp } from '../../../test/render-app';
import { ReturnsPage } from '../routes/returns-page';
import { MyOrdersTable } from './my-orders-table';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const shipped = anOrder({
  _id: '22222222-2222-4222-8222-222222222222',
  itemName: 'Brake Caliper',
  quantity: 3,
  unitPrice: 40,
  price: 120,
  paid: true,
  status: 'Shipped',
  transactionId: 'pi_test_1',
  shippedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  returned: 0,
});

const asked: OrderReturn = {
  _id: '55555555-5555-4555-8555-555555555555',
  orderId: shipped._id,
  partId: shipped.partId,
  itemName: 'Brake Caliper',
  email: 'buyer@partsmith.test',
  quantity: 2,
  reason: 'does_not_fit',
  note: 'Holes do not line up',
  state: 'requested',
  message: null,
  resaleable: false,
  refundId: null,
  refundState: null,
  refund: null,
  fee: null,
  checkFitment: { part: 'Brake Caliper', vehicle: '2016 Mazda MX-5 2.0 L' },
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

let returns: OrderReturn[];
beforeEach(() => {
  returns = [];
  api.routes['GET /api/return/policy'] = () => ({
    body: { windowDays: 30, sendBackDays: 21, restockingFeePercent: 15 },
  });
  api.routes['GET /api/return'] = () => ({
    body: returns,
    headers: { 'x-total-count': String(returns.length) },
  });
});

describe('returns on My Orders', () => {
  it('asks for a return with checked quantity and reason, then shows its state', async () => {
    api.routes['POST /api/order/:id/return'] = () => {
      returns = [asked];
      return { status: 201, body: { _id: asked._id, state: 'requested' } };
    };
    const user = userEvent.setup();
    renderApp({
      at: '/',
      routes: [{ path: '/', element: <MyOrdersTable orders={[shipped]} onDelete={() => undefined} /> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Return Brake Caliper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return Brake Caliper' });
    expect(within(dialog).getByText('(15% restocking fee)')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ask to return' }));
    expect(await within(dialog).findByText('Choose a reason for the return')).toBeTruthy();
    const quantity = within(dialog).getByLabelText('Quantity (units)');
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(within(dialog).getByRole('radio', { name: 'Does not fit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ask to return' }));
    expect(await within(dialog).findByText('You can return at most 3 units of this order.')).toBeTruthy();
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Holes do not line up');
    await user.click(within(dialog).getByRole('button', { name: 'Ask to return' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'POST')).toBe(true));
    const sent = api.requests.find((request) => request.method === 'POST')!;
    expect(sent.path).toBe(`/api/order/${shipped._id}/return`);
    expect(sent.body).toEqual({ quantity: 2, reason: 'does_not_fit', note: 'Holes do not line up' });
    expect(await screen.findByText('Return requested: Brake Caliper. We will answer by mail.')).toBeTruthy();
    expect(await screen.findByText('Requested')).toBeTruthy();
  });

  it('offers no Return once the window has closed, and shows a refused return with its reason', async () => {
    returns = [{ ...asked, state: 'refused', message: 'Opened and fitted.' }];
    const late = { ...shipped, shippedAt: new Date(Date.now() - 40 * 86_400_000).toISOString() };
    renderApp({
      at: '/',
      routes: [{ path: '/', element: <MyOrdersTable orders={[late]} onDelete={() => undefined} /> }],
    });
    expect(await screen.findByText('Reason: Opened and fitted.')).toBeTruthy();
    expect(screen.getByText('Refused')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return Brake Caliper' })).toBeNull();
  });

  it('shows a lapsed return with what it means, and offers Return again for its units', async () => {
    returns = [{ ...asked, state: 'lapsed', message: 'Use the prepaid label.' }];
    renderApp({
      at: '/',
      routes: [{ path: '/', element: <MyOrdersTable orders={[shipped]} onDelete={() => undefined} /> }],
    });
    expect(await screen.findByText('Lapsed: not sent back in time')).toBeTruthy();
    expect(
      await screen.findByText(
        'We did not receive it within 21 days of approval, so this return lapsed and no refund is due. If it reaches us after all, we still refund it.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Return Brake Caliper' })).toBeTruthy();
  });
});

describe('the admin Returns page', () => {
  it('lists returns with the fitment flag, filters by state and approves with instructions', async () => {
    returns = [asked];
    api.routes['PUT /api/return/:id'] = ({ body }) => {
      returns = [{ ...asked, state: 'approved', message: (body as { message: string }).message }];
      return { body: returns[0] };
    };
    const user = userEvent.setup();
    renderApp({ at: '/', routes: [{ path: '/', element: <ReturnsPage /> }] });
    expect(await screen.findByText('Check fitment: Brake Caliper on 2016 Mazda MX-5 2.0 L')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('State'), 'requested');
    await waitFor(() =>
      expect(api.requests.some((request) => request.query.get('state') === 'requested')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Approve the return of Brake Caliper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the return of Brake Caliper' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(/Give the buyer return instructions/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Return instructions'), 'Use the prepaid label.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(api.requests.find((request) => request.method === 'PUT')!.body).toEqual({
      state: 'approved',
      message: 'Use the prepaid label.',
    });
    expect(await screen.findByText('Return approved: Brake Caliper')).toBeTruthy();
  });

  it('shows a lapsed return and still lets the admin mark its late goods received', async () => {
    returns = [{ ...asked, state: 'lapsed', message: 'Use the prepaid label.' }];
    api.routes['PUT /api/return/:id'] = () => {
      returns = [{ ...asked, state: 'received', refund: 80, fee: 0, refundState: 'succeeded' }];
      return { body: returns[0] };
    };
    const user = userEvent.setup();
    renderApp({ at: '/', routes: [{ path: '/', element: <ReturnsPage /> }] });
    expect(
      await screen.findByText(
        'Not received in time: its units may be asked back again. Late goods can still be received.',
      ),
    ).toBeTruthy();
    // The state in its row, and as a filter of the list.
    expect(screen.getAllByText('Lapsed: not sent back in time')).toHaveLength(2);
    expect(screen.getByRole('option', { name: 'Lapsed: not sent back in time' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark the return of Brake Caliper received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark received: Brake Caliper' });
    expect(dialog).toBeTruthy();
  });

  it('says so when there are no returns', async () => {
    renderApp({ at: '/', routes: [{ path: '/', element: <ReturnsPage /> }] });
    expect(await screen.findByText('No returns yet')).toBeTruthy();
  });
});
