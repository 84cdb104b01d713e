import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Checkout } from '@partsmith/contract/checkout';
import type { Order } from '@partsmith/contract/orders';
import { ApiServer } from '../../../test/api-server';
import { anOrder } from '../../../test/orders';
import { renderApp } from '../../../test/render-app';
import { CheckoutPaymentPage } from '../routes/checkout-payment-page';
import { PaymentPage } from '../routes/payment-page';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const ORDER_ID = '2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f';
const CHECKOUT_ID = '3a2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d';

let order: Order;
let checkout: Checkout;

/** The two pages the shell frames: what each loads, starts, records, and how its summary greets. */
const pages = [
  {
    page: 'the single order payment page',
    at: `/dashboard/payment/${ORDER_ID}`,
    path: '/dashboard/payment/:id',
    element: <PaymentPage />,
    load: 'GET /api/order/:id',
    loadPath: `/api/order/${ORDER_ID}`,
    start: 'POST /api/create-payment-intent',
    summary: 'Your order',
    greeting: 'Paying for Ventilated Brake Disc!',
    loadFailure: 'load the order',
  },
  {
    page: 'the checkout payment page',
    at: `/checkout/${CHECKOUT_ID}/payment`,
    path: '/checkout/:id/payment',
    element: <CheckoutPaymentPage />,
    load: 'GET /api/checkout/:id',
    loadPath: `/api/checkout/${CHECKOUT_ID}`,
    start: 'POST /api/checkout/:id/payment-intent',
    summary: 'Your checkout',
    greeting: 'Paying for 1 line!',
    loadFailure: 'load the checkout',
  },
] as const;

beforeEach(() => {
  order = anOrder({ _id: ORDER_ID, partId: null });
  checkout = {
    _id: CHECKOUT_ID,
    orders: [ORDER_ID],
    total: 425,
    poReference: null,
    note: null,
    address: order.address,
    number: order.number,
    paid: false,
    transactionId: null,
    createdAt: order.createdAt,
    holdUntil: order.holdUntil,
    expired: false,
    refunded: 0,
    cancelled: false,
    country: 'US',
    shipping: 0,
    tax: 0,
    lines: [{ ...order, checkoutId: CHECKOUT_ID }],
  };
  api.routes['GET /api/settings'] = () => ({
    body: { googleSignIn: false, emailVerificationRequired: false, payments: { provider: 'test' } },
  });
  api.routes['GET /api/order/:id'] = () => ({ body: order });
  api.routes['GET /api/checkout/:id'] = () => ({ body: checkout });
  api.routes['POST /api/create-payment-intent'] = () => ({ body: { clientSecret: 'pi_test_9_secret_z' } });
  api.routes['POST /api/checkout/:id/payment-intent'] = () => ({
    body: { clientSecret: 'pi_test_9_secret_z' },
  });
  api.routes['POST /api/payments/test/confirm'] = () => ({
    body: { paymentIntent: { id: 'pi_test_9', status: 'succeeded' } },
  });
  // Recording the payment makes the subject read as paid when it is loaded again.
  api.routes['PATCH /api/order/:id'] = () => {
    order = { ...order, paid: true, transactionId: 'pi_test_9' };
    return { body: { modifiedCount: 1 } };
  };
  api.routes['PATCH /api/checkout/:id'] = () => {
    checkout = { ...checkout, paid: true, transactionId: 'pi_test_9' };
    return { body: { modifiedCount: 1 } };
  };
});

describe.each(pages)('the payment shell on $page', (page) => {
  const renderPage = () => renderApp({ at: page.at, routes: [{ path: page.path, element: page.element }] });

  it('shows the summary beside the card payment, and keeps the congratulation once the subject reads as paid', async () => {
    const user = userEvent.setup();
    renderPage();
    const summary = await screen.findByRole('region', { name: page.summary });
    expect(summary.textContent).toContain(page.greeting);
    expect(screen.getByRole('region', { name: 'Card payment' })).toBeTruthy();
    const pay = (await screen.findByRole('button', { name: 'Pay' })) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1240');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(pay);
    expect(await screen.findByText('Congrats! you have completed your payment')).toBeTruthy();
    expect(api.made('PATCH', page.loadPath)[0]?.body).toEqual({ transactionId: 'pi_test_9' });
    // The refreshed subject is paid now; the congratulation stays.
    await waitFor(() => expect(api.made('GET', page.loadPath).length).toBeGreaterThan(1));
    expect(screen.getByText('Congrats! you have completed your payment')).toBeTruthy();
  });

  it('says when what is paid could not be loaded, and loads it again on Retry', async () => {
    let fail = true;
    const answer = api.routes[page.load]!;
    api.routes[page.load] = (request) =>
      fail ? { status: 500, body: { error: 'INTERNAL', message: 'Something went wrong.' } } : answer(request);
    const user = userEvent.setup();
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(page.loadFailure);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: page.summary })).toBeTruthy();
  });

  it('says when the payment settings could not be loaded', async () => {
    api.routes['GET /api/settings'] = () => ({
      status: 500,
      body: { error: 'INTERNAL', message: 'Something went wrong.' },
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('load the payment settings');
    expect(screen.queryByRole('region', { name: 'Card payment' })).toBeNull();
  });

  it('says when the payment could not start, with no card form', async () => {
    api.routes[page.start] = () => ({
      status: 503,
      body: { error: 'UNAVAILABLE', message: 'The store is busy. Try again in a moment.' },
    });
    renderPage();
    expect(await screen.findByText('The payment could not start')).toBeTruthy();
    expect(screen.getByText(/The store is busy/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});
