import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';
import {
  assertCanDeleteOrder,
  assertCanListOrders,
  assertCanPay,
  assertCanPlaceOrders,
  assertCanReturn,
  assertCanSeeOrder,
  assertCanShip,
  assertPayable,
} from './policy';

const buyer: RequestUser = {
  id: 'u-buyer',
  email: 'buyer@example.com',
  name: 'Blake Buyer',
  isAdmin: false,
  verifyEmailToBeAdmin: false,
};
const admin: RequestUser = { ...buyer, id: 'u-admin', email: 'admin@example.com', isAdmin: true };
/** Someone who signed up later with the address the buyer used: the same email, another account. */
const sameEmailOtherAccount: RequestUser = { ...buyer, id: 'u-newcomer' };

const future = new Date(Date.now() + 3_600_000).toISOString();
const order = (overrides: Partial<OrderRow> = {}): OrderRow => ({
  id: 'o1',
  user_id: buyer.id,
  email: buyer.email,
  name: buyer.name,
  address: '1 Main St',
  phone: '555-0100',
  part_id: 'p1',
  item_name: 'Brake pad',
  quantity: 10,
  unit_price_cents: 500,
  price_cents: 5000,
  paid: 0,
  status: 'Pending',
  transaction_id: null,
  payment_intent_id: null,
  created_at: new Date().toISOString(),
  paid_at: null,
  shipped_at: null,
  hold_until: future,
  stock_released: 0,
  needs_attention: 0,
  invoice_number: null,
  part_number: 'PS-1',
  carrier: null,
  tracking_number: null,
  checkout_id: null,
  po_reference: null,
  refund_held_cents: 0,
  refunded_cents: 0,
  cancelled_at: null,
  returned_quantity: 0,
  country: 'US',
  us_state: null,
  shipping_cents: 0,
  shipping_tax_cents: 0,
  tax_cents: 0,
  reverse_charge: 0,
  gross_prices: 0,
  charge_cents: null,
  ...overrides,
});

describe('the orders policy', () => {
  it('decides ownership by account id, not by email', () => {
    expect(() => assertCanSeeOrder(order(), buyer)).not.toThrow();
    // Someone else's order is one that is not there (issue 31): the words of findOrderRow's 404.
    expect(() => assertCanSeeOrder(order(), sameEmailOtherAccount)).toThrow(notFound('order'));
    expect(() => assertCanPay(order(), sameEmailOtherAccount)).toThrow(notFound('order'));
    expect(() => assertCanDeleteOrder(order(), sameEmailOtherAccount)).toThrow(notFound('order'));
    expect(() => assertCanSeeOrder(order({ user_id: null }), buyer)).toThrow(notFound('order'));
    for (const assert of [assertCanSeeOrder, assertCanPay, assertCanDeleteOrder]) {
      expect(() => assert(order(), sameEmailOtherAccount)).toThrow(
        expect.objectContaining({ code: 'NOT_FOUND', message: 'No order was found.' }),
      );
    }
  });

  it('lets admins see and delete any order but neither place nor pay one', () => {
    expect(() => assertCanSeeOrder(order(), admin)).not.toThrow();
    expect(() => assertCanDeleteOrder(order(), admin)).not.toThrow();
    expect(() => assertCanPay(order(), admin)).toThrow('Only the buyer can pay for an order.');
    expect(() => assertCanPlaceOrders(admin)).toThrow('Admins manage orders; they cannot place them.');
    expect(() => assertCanPlaceOrders(buyer)).not.toThrow();
  });

  it('lets a buyer list only their own orders, and an admin any list', () => {
    expect(() => assertCanListOrders(buyer.email, buyer)).not.toThrow();
    expect(() => assertCanListOrders('other@example.com', buyer)).toThrow(
      'You can only list your own orders.',
    );
    expect(() => assertCanListOrders(undefined, buyer)).toThrow('You can only list your own orders.');
    expect(() => assertCanListOrders(undefined, admin)).not.toThrow();
    expect(() => assertCanListOrders(buyer.email, admin)).not.toThrow();
  });

  it('keeps paid orders from deletion and payment, expired ones from payment, unpaid ones from shipping', () => {
    const paid = order({ paid: 1, transaction_id: 'pi_1' });
    expect(() => assertCanDeleteOrder(paid, buyer)).toThrow('A paid order cannot be deleted.');
    expect(() => assertPayable(paid)).toThrow('This order is already paid.');
    expect(() => assertPayable(order({ stock_released: 1 }))).toThrow(/This order expired/);
    expect(() => assertPayable(order({ hold_until: new Date(Date.now() - 1000).toISOString() }))).toThrow(
      /This order expired/,
    );
    expect(() => assertPayable(order())).not.toThrow();
    expect(() => assertCanShip(order())).toThrow('Only a paid order can be shipped.');
    expect(() => assertCanShip(paid)).not.toThrow();
  });

  it('lets only the buyer return a shipped order, up to the end of the window', () => {
    const shippedAt = '2026-11-01T12:00:00.000Z';
    const shipped = order({ paid: 1, status: 'Shipped', shipped_at: shippedAt });
    expect(() => assertCanReturn(shipped, buyer, 30, '2026-12-01T12:00:00.000Z')).not.toThrow();
    expect(() => assertCanReturn(shipped, buyer, 30, '2026-12-01T12:00:00.001Z')).toThrow(
      'This order can no longer be returned: returns are accepted within 30 days of shipping, and it shipped on 2026-11-01.',
    );
    expect(() => assertCanReturn(shipped, sameEmailOtherAccount, 30, shippedAt)).toThrow(notFound('order'));
    expect(() => assertCanReturn(shipped, admin, 30, shippedAt)).toThrow(
      'Only the buyer can return an order.',
    );
    expect(() => assertCanReturn(order({ paid: 1 }), buyer, 30)).toThrow(
      'Only a shipped order can be returned: cancel it instead if it has not shipped yet.',
    );
  });
});
