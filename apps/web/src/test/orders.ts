import type { Order } from '@partsmith/contract/orders';

/** An order as the API answers it, for tests; `overrides` set what the test is about. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f',
    name: 'Blake Buyer',
    email: 'buyer@partsmith.test',
    address: '12 Harbour Road',
    number: '+8801712345678',
    partId: '7d0c3a52-4b8e-4d7e-9a5c-1f2e3d4c5b6a',
    itemName: 'Ventilated Brake Disc',
    quantity: 10,
    unitPrice: 42.5,
    price: 425,
    paid: false,
    status: 'Pending',
    transactionId: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    holdUntil: '2026-01-12T10:00:00.000Z',
    expired: false,
    needsAttention: false,
    invoiceNumber: null,
    carrier: null,
    trackingNumber: null,
    checkoutId: null,
    poReference: null,
    refunded: 0,
    refundPending: false,
    cancelled: false,
    country: 'US',
    state: null,
    shipping: 0,
    tax: 0,
    reverseCharge: false,
    grossPrices: false,
    ...overrides,
  };
}
