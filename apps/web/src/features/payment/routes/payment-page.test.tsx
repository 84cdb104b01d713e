import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@partsmith/contract/orders';
import { ApiServer } from '../../../test/api-server';
import { anOrder } from '../../../test/orders';
import { renderApp } from '../../../test/render-app';
import { PaymentPage } from './payment-page';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const ORDER_ID = '2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f';
let order: Order;
beforeEach(() => {
  order = anOrder({
    _id: ORDER_ID,
    partId: null,
    name: 'Blake Buyer',
    itemName: 'Ventilated Brake Disc',
    price: 425,
  });
  api.routes['GET /api/settings'] = () => ({
    body: { googleSignIn: false, emailVerificationRequired: false, payments: { provider: 'test' } },
  });
  api.routes['GET /api/order/:id'] = () => ({ body: order });
  api.routes['POST /api/create-payment-intent'] = () => ({ body: { clientSecret: 'pi_test_9_secret_z' } });
  api.routes['POST /api/payments/test/confirm'] = () => ({
    body: { paymentIntent: { id: 'pi_test_9', status: 'succeeded' } },
  });
  api.routes['PATCH /api/order/:id'] = ({ body }) => {
    order = { ...order, paid: true, transactionId: (body as { transactionId: string }).transactionId };
    return { body: { modifiedCount: 1 } };
  };
});

const renderPage = () =>
  renderApp({
    at: `/dashboard/payment/${ORDER_ID}`,
    routes: [{ path: '/dashboard/payment/:id', element: <PaymentPage /> }],
  });

async function payWith(number: string) {
  const user = userEvent.setup();
  const pay = (await screen.findByRole('button', { name: 'Pay' })) as HTMLButtonElement;
  await waitFor(() => expect(pay.disabled).toBe(false));
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1240');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(pay);
}

describe('PaymentPage', () => {
  it('greets the buyer with the item and the total, and starts the payment for this order', async () => {
    renderPage();
    expect(await screen.findByText('Hello, Blake Buyer')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paying for Ventilated Brake Disc!' })).toBeTruthy();
    expect(screen.getByText('Please pay:').textContent).toBe('Please pay: $425.00');
    const pay = (await screen.findByRole('button', { name: 'Pay' })) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    expect(api.made('POST', '/api/create-payment-intent')[0]?.body).toEqual({ orderId: ORDER_ID });
  });

  it('records the payment and congratulates with the transaction id', async () => {
    renderPage();
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByText('Congrats! you have completed your payment')).toBeTruthy();
    expect(screen.getByText('pi_test_9')).toBeTruthy();
    expect(api.made('PATCH', `/api/order/${ORDER_ID}`)[0]?.body).toEqual({ transactionId: 'pi_test_9' });
    expect(api.made('POST', '/api/payments/test/confirm')[0]?.body).toMatchObject({
      clientSecret: 'pi_test_9_secret_z',
      billingName: 'Blake Buyer',
      billingEmail: 'buyer@partsmith.test',
    });
  });

  it('leaves the order unpaid when the card is declined', async () => {
    api.routes['POST /api/payments/test/confirm'] = () => ({
      status: 402,
      body: { error: 'CARD_DECLINED', message: 'Your card was declined.' },
    });
    renderPage();
    await payWith('4000 0000 0000 0002');
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(api.made('PATCH', `/api/order/${ORDER_ID}`)).toHaveLength(0);
  });

  it('shows a paid order as paid, with no card form', async () => {
    order = { ...order, paid: true, transactionId: 'pi_test_old' };
    renderPage();
    expect(await screen.findByText('This order is already paid.')).toBeTruthy();
    expect(screen.getByText('pi_test_old')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(api.made('POST', '/api/create-payment-intent')).toHaveLength(0);
  });

  it('says so when the server finds the order paid already (409)', async () => {
    api.routes['POST /api/create-payment-intent'] = () => ({
      status: 409,
      body: { error: 'CONFLICT', message: 'This order is already paid.' },
    });
    renderPage();
    expect(await screen.findByText('This order is already paid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});
