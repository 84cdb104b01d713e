import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Order } from '@partsmith/contract/orders';
import { anOrder } from '../../../test/orders';
import { MyOrdersTable } from './my-orders-table';

const unpaid = anOrder({ _id: '11111111-1111-4111-8111-111111111111', itemName: 'Brake Disc' });
const paid = anOrder({
  _id: '22222222-2222-4222-8222-222222222222',
  itemName: 'Spark Plug',
  quantity: 1200,
  price: 6540,
  paid: true,
  status: 'Shipped',
  transactionId: 'pi_test_123',
});

const checkoutLine = anOrder({
  _id: '33333333-3333-4333-8333-333333333333',
  itemName: 'Oil Filter',
  checkoutId: '44444444-4444-4444-8444-444444444444',
  poReference: 'PO-7781',
});

function renderTable(onDelete: (order: Order) => void = () => undefined, orders = [unpaid, paid]) {
  const router = createMemoryRouter([
    { path: '/', element: <MyOrdersTable orders={orders} onDelete={onDelete} /> },
  ]);
  return renderRouter(router);
}

/** "Add to basket" asks who is signed in: nobody here, so it keeps a visitor's basket. */
function renderRouter(router: ReturnType<typeof createMemoryRouter>) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('MyOrdersTable', () => {
  it("has the spec's columns", () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Name',
      'Item Name',
      'Quantity (units)',
      'Price ($)',
      'Payment',
      'Delete A Order',
    ]);
    expect(screen.getByRole('region', { name: 'My orders' }).tabIndex).toBe(0);
  });

  it('offers Pay and Delete on an unpaid order', async () => {
    const user = userEvent.setup();
    const chosen: Order[] = [];
    renderTable((order) => chosen.push(order));
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('rowheader').textContent).toBe('1');
    expect(within(row).getByRole('link', { name: 'Pay for Brake Disc' }).getAttribute('href')).toBe(
      `/dashboard/payment/${unpaid._id}`,
    );
    expect(within(row).queryByText('Paid')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Delete order for Brake Disc' }));
    expect(chosen).toEqual([unpaid]);
  });

  it('shows Paid, the status and the transaction id on a paid order, and no Pay or Delete', () => {
    renderTable();
    const row = screen.getAllByRole('row')[2] as HTMLElement;
    expect(row.textContent).toContain('1,200');
    expect(row.textContent).toContain('$6,540.00');
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByText('Shipped')).toBeTruthy();
    expect(within(row).getByText('pi_test_123')).toBeTruthy();
    expect(within(row).queryByRole('link', { name: /Pay/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('shows an expired order as Expired, with Delete and no Pay link (audit finding 5)', async () => {
    const user = userEvent.setup();
    const expired = anOrder({
      _id: '33333333-3333-4333-8333-333333333333',
      itemName: 'Oil Filter',
      expired: true,
    });
    const chosen: Order[] = [];
    const router = createMemoryRouter([
      { path: '/', element: <MyOrdersTable orders={[expired]} onDelete={(order) => chosen.push(order)} /> },
    ]);
    renderRouter(router);
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('Expired')).toBeTruthy();
    expect(within(row).queryByRole('link', { name: 'Pay' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Delete order for Oil Filter' }));
    expect(chosen).toEqual([expired]);
  });

  it('offers Order again with the same quantity on every order, and says when the part is gone', () => {
    const gone = anOrder({ _id: '44444444-4444-4444-8444-444444444444', itemName: 'Old Pump', partId: null });
    const router = createMemoryRouter([
      { path: '/', element: <MyOrdersTable orders={[unpaid, paid, gone]} onDelete={() => undefined} /> },
    ]);
    renderRouter(router);
    const [, first, second, third] = screen.getAllByRole('row') as HTMLElement[];
    for (const [row, order] of [
      [first, unpaid],
      [second, paid],
    ] as const) {
      const link = within(row!).getByRole('link', { name: /^Order again/ });
      expect(link.textContent).toBe('Order again');
      expect(link.getAttribute('href')).toBe(`/purchase/${order.partId}?quantity=${order.quantity}`);
    }
    expect(within(third!).queryByRole('link', { name: /^Order again/ })).toBeNull();
    expect(within(third!).getByText('No longer sold, cannot order again')).toBeTruthy();
  });

  it('shows the carrier and tracking number of a shipped order, linked for a known carrier', () => {
    const shipped = [
      anOrder({
        _id: '55555555-5555-4555-8555-555555555555',
        itemName: 'Fuel Pump',
        paid: true,
        status: 'Shipped',
        transactionId: 'pi_1',
        carrier: 'FedEx',
        trackingNumber: '7489 1234',
      }),
      anOrder({
        _id: '66666666-6666-4666-8666-666666666666',
        itemName: 'Oil Pan',
        paid: true,
        status: 'Shipped',
        transactionId: 'pi_2',
        carrier: 'Porto Couriers',
        trackingNumber: 'PC-7',
      }),
    ];
    const router = createMemoryRouter([
      { path: '/', element: <MyOrdersTable orders={shipped} onDelete={() => undefined} /> },
    ]);
    renderRouter(router);
    const [, fedex, local] = screen.getAllByRole('row') as HTMLElement[];
    expect(fedex!.textContent).toContain('Carrier: FedEx · Tracking number: 7489 1234');
    expect(
      within(fedex!)
        .getByRole('link', { name: 'Track 7489 1234 with FedEx (opens a new tab)' })
        .getAttribute('href'),
    ).toBe('https://www.fedex.com/fedextrack/?trknbr=7489%201234');
    expect(local!.textContent).toContain('Carrier: Porto Couriers · Tracking number: PC-7');
    expect(within(local!).queryByRole('link', { name: /^Track/ })).toBeNull();
  });

  it("shows a checkout line's checkout and PO reference, and pays it with the whole checkout", () => {
    renderTable(undefined, [checkoutLine]);
    expect(screen.getByText('Checkout 44444444')).toBeTruthy();
    expect(screen.getByText('PO-7781')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay the checkout of Oil Filter' }).getAttribute('href')).toBe(
      '/checkout/44444444-4444-4444-8444-444444444444/payment',
    );
  });
});
