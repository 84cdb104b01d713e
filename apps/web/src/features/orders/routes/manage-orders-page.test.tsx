import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@partsmith/contract/orders';
import { ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { anOrder } from '../../../test/orders';
import { ManageOrdersPage } from './manage-orders-page';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const unpaid = anOrder({ _id: '11111111-1111-4111-8111-111111111111', itemName: 'Brake Disc' });
const pending = anOrder({
  _id: '22222222-2222-4222-8222-222222222222',
  itemName: 'Spark Plug',
  email: 'casey@example.com',
  paid: true,
  transactionId: 'pi_test_1',
});
const shipped = anOrder({
  _id: '33333333-3333-4333-8333-333333333333',
  itemName: 'Oil Filter',
  paid: true,
  status: 'Shipped',
  transactionId: 'pi_test_2',
});

let orders: Order[];
beforeEach(() => {
  orders = [unpaid, pending, shipped];
  api.routes['GET /api/order'] = () => ({ body: orders });
  api.routes['GET /api/order/:id'] = ({ params }) => ({
    body: orders.find((order) => order._id === params.id),
  });
  api.routes['PUT /api/order/:id'] = ({ params }) => {
    orders = orders.map((order) => (order._id === params.id ? { ...order, status: 'Shipped' } : order));
    return { body: { modifiedCount: 1 } };
  };
});

const renderPage = () => renderApp({ at: '/', routes: [{ path: '/', element: <ManageOrdersPage /> }] });
const rowOf = (itemName: string) =>
  screen.getAllByRole('row').find((row) => row.textContent?.includes(itemName)) as HTMLElement;

describe('ManageOrdersPage', () => {
  it('shows each order with its condition and the control that fits it', async () => {
    renderPage();
    await screen.findByText('casey@example.com');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'User Email',
      'Item Name',
      'Condition',
      'Control',
    ]);
    expect(within(rowOf('Brake Disc')).getByText('Unpaid')).toBeTruthy();
    expect(
      within(rowOf('Brake Disc')).getByRole('button', { name: 'Delete order for Brake Disc' }),
    ).toBeTruthy();
    expect(within(rowOf('Spark Plug')).getByText('Pending')).toBeTruthy();
    expect(within(rowOf('Spark Plug')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(rowOf('Oil Filter')).getByText('Shipped')).toBeTruthy();
    expect(within(rowOf('Oil Filter')).getByText('Nothing to do')).toBeTruthy();
    // A shipped order is refunded (issue 35), never shipped or deleted again.
    expect(within(rowOf('Oil Filter')).queryByRole('button', { name: /Update Status|Delete/ })).toBeNull();
  });

  it('shows Expired orders with Delete, and paid orders that need attention (audit finding 5)', async () => {
    orders = [
      anOrder({ _id: '44444444-4444-4444-8444-444444444444', itemName: 'Wiper Blade', expired: true }),
      anOrder({
        _id: '55555555-5555-4555-8555-555555555555',
        itemName: 'Fuel Pump',
        paid: true,
        transactionId: 'pi_test_3',
        needsAttention: true,
      }),
    ];
    renderPage();
    await screen.findByText('Wiper Blade');
    expect(within(rowOf('Wiper Blade')).getByText('Expired')).toBeTruthy();
    expect(within(rowOf('Wiper Blade')).queryByText('Unpaid')).toBeNull();
    expect(
      within(rowOf('Wiper Blade')).getByRole('button', { name: 'Delete order for Wiper Blade' }),
    ).toBeTruthy();
    expect(within(rowOf('Fuel Pump')).getByText('Needs attention')).toBeTruthy();
    expect(within(rowOf('Fuel Pump')).getByText('Pending')).toBeTruthy();
  });

  it('re-reads the order, ships it because it is paid, and refreshes the list', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Update Status of Spark Plug' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Update Status to Shipped' }),
    );
    await waitFor(() => expect(within(rowOf('Spark Plug')).getByText('Shipped')).toBeTruthy());
    const calls = api.requests.map((request) => `${request.method} ${request.path}`);
    expect(calls).toEqual([
      'GET /api/order',
      `GET /api/order/${pending._id}`,
      `PUT /api/order/${pending._id}`,
      'GET /api/order',
    ]);
    expect(api.made('PUT', `/api/order/${pending._id}`)[0]?.body).toEqual({ status: 'Shipped' });
  });

  it('ships with the carrier and tracking number typed in the Update Status dialog', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Update Status of Spark Plug' }));
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Carrier'));
    await user.type(within(dialog).getByLabelText('Carrier'), 'UPS');
    await user.type(within(dialog).getByLabelText('Tracking number'), '1Z999AA10123456784');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status to Shipped' }));
    expect(await screen.findByText('Shipped: Spark Plug')).toBeTruthy();
    expect(api.made('PUT', `/api/order/${pending._id}`)[0]?.body).toEqual({
      status: 'Shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
  });

  it('refuses a tracking number the server would refuse, sending nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Update Status of Spark Plug' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Tracking number'), 'AB/12');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status to Shipped' }));
    expect(within(dialog).getByText('Tracking number may hold letters, digits, spaces and -')).toBeTruthy();
    expect(api.made('PUT', `/api/order/${pending._id}`)).toHaveLength(0);
  });

  it('does not ship an order that the re-read finds unpaid', async () => {
    const user = userEvent.setup();
    api.routes['GET /api/order/:id'] = () => ({ body: { ...pending, paid: false } });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Update Status of Spark Plug' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Update Status to Shipped' }),
    );
    expect(await screen.findByText(/is not paid yet/)).toBeTruthy();
    expect(api.made('PUT', `/api/order/${pending._id}`)).toHaveLength(0);
  });

  it("deletes an unpaid order after confirmation with 'Successfully deleted: {item name}'", async () => {
    const user = userEvent.setup();
    api.routes['DELETE /api/order/:id'] = ({ params }) => {
      orders = orders.filter((order) => order._id !== params.id);
      return { body: { deletedCount: 1 } };
    };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete order for Brake Disc' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted: Brake Disc')).toBeTruthy();
    // The condition filter offers 'Unpaid' too: only the table's rows count.
    await waitFor(() => expect(screen.queryByRole('table')?.textContent ?? '').not.toContain('Unpaid'));
  });

  it('says when there are no orders, and shows a failed load', async () => {
    orders = [];
    const view = renderPage();
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    view.unmount();
    api.routes['GET /api/order'] = () => ({
      status: 403,
      body: { error: 'FORBIDDEN', message: 'Only an admin can do that.' },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Only an admin can do that.');
  });
});

describe('ManageOrdersPage paging and filters', () => {
  const many = Array.from({ length: 60 }, (_, i) =>
    anOrder({
      _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      itemName: `Part ${i + 1}`,
    }),
  );
  beforeEach(() => {
    api.routes['GET /api/order'] = ({ query }) => {
      const page = Number(query.get('page'));
      const limit = Number(query.get('limit'));
      return {
        body: many.slice((page - 1) * limit, page * limit),
        headers: { 'X-Total-Count': '1000000' },
      };
    };
  });

  it('reads the page and the filters from the URL, and shows the count and row numbers', async () => {
    renderApp({
      at: '/?page=2&condition=unpaid&q=casey',
      routes: [{ path: '/', element: <ManageOrdersPage /> }],
    });
    expect(await screen.findByText('25–48 of 1,000,000 orders')).toBeTruthy();
    const request = api.made('GET', '/api/order')[0]!.query;
    expect(Object.fromEntries(request)).toEqual({ condition: 'unpaid', q: 'casey', page: '2', limit: '24' });
    expect(within(rowOf('Part 25')).getByRole('rowheader').textContent).toBe('25');
    expect((screen.getByRole('combobox', { name: 'Condition' }) as HTMLSelectElement).value).toBe('unpaid');
    expect((screen.getByRole('searchbox', { name: 'Search orders' }) as HTMLInputElement).value).toBe(
      'casey',
    );
  });

  it('puts a chosen condition and a search in the URL, back on page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ at: '/?page=3', routes: [{ path: '/', element: <ManageOrdersPage /> }] });
    await screen.findByText('49–72 of 1,000,000 orders');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'Unpaid');
    await waitFor(() => expect(router.state.location.search).toBe('?condition=unpaid'));
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'casey@example.com{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?condition=unpaid&q=casey%40example.com'));
    await waitFor(() =>
      expect(api.made('GET', '/api/order').at(-1)?.query.get('q')).toBe('casey@example.com'),
    );
    await user.click(await screen.findByRole('link', { name: 'Next page' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?condition=unpaid&q=casey%40example.com&page=2'),
    );
  });

  it('filters by PO reference and by checkout, and ships a whole checkout with one carrier and tracking number', async () => {
    const checkoutId = '44444444-4444-4444-8444-444444444444';
    const lines = [pending, shipped].map((order, index) => ({
      ...order,
      _id: `5555555${index}-5555-4555-8555-555555555555`,
      status: 'Pending' as const,
      checkoutId,
      poReference: 'PO-7781',
    }));
    orders = [unpaid, ...lines];
    api.routes['GET /api/order'] = ({ query }) => ({
      body: orders.filter(
        (order) =>
          (!query.get('po') || order.poReference === query.get('po')) &&
          (!query.get('checkout') || order.checkoutId === query.get('checkout')),
      ),
    });
    api.routes['PUT /api/checkout/:id/ship'] = () => {
      orders = orders.map((order) =>
        order.checkoutId === checkoutId ? { ...order, status: 'Shipped' } : order,
      );
      return { body: { modifiedCount: 2 } };
    };
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('PO reference'), 'PO-7781{enter}');
    await waitFor(() => expect(screen.queryByText('Brake Disc')).toBeNull());
    expect(api.requests.at(-1)?.query.get('po')).toBe('PO-7781');

    await user.click(screen.getAllByRole('button', { name: 'Show the lines of checkout 44444444' })[0]!);
    const bar = await screen.findByRole('region', { name: 'Checkout 44444444' });
    await waitFor(() => expect(api.requests.at(-1)?.query.get('checkout')).toBe(checkoutId));
    await user.click(within(bar).getByRole('button', { name: 'Ship whole checkout' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Carrier'), 'DHL');
    await user.type(within(dialog).getByLabelText('Tracking number'), 'JD0146');
    await user.click(within(dialog).getByRole('button', { name: 'Update Status to Shipped' }));
    expect(await screen.findByText('Shipped: checkout 44444444, 2 lines')).toBeTruthy();
    expect(api.requests.find((request) => request.path === `/api/checkout/${checkoutId}/ship`)?.body).toEqual(
      {
        carrier: 'DHL',
        trackingNumber: 'JD0146',
      },
    );
    await waitFor(() => expect(screen.getAllByText('Shipped').length).toBeGreaterThanOrEqual(2));
  });
});
