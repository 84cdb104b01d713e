import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { TestCardForm } from './test-card-form';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());

const billing = { name: 'Blake Buyer', email: 'buyer@partsmith.test' };
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

/** `null`: the payment intent is still being created. */
function renderForm(clientSecret: string | null = 'pi_test_1_secret_x') {
  const paid: string[] = [];
  const onPaid = (id: string) => {
    paid.push(id);
    return Promise.resolve();
  };
  const element = <TestCardForm clientSecret={clientSecret ?? undefined} billing={billing} onPaid={onPaid} />;
  return { ...renderApp({ at: '/', routes: [{ path: '/', element }] }), paid };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function typeCard(
  user: ReturnType<typeof userEvent.setup>,
  number: string,
  expiry: string,
  cvc = '123',
) {
  await user.type(field('Card number'), number);
  await user.type(field('Expiry (MM/YY)'), expiry);
  await user.type(field('CVC'), cvc);
}

describe('TestCardForm', () => {
  it('says it is test mode, with the test card to use, and prefills the billing details read-only', () => {
    renderForm();
    expect(screen.getByText('Test mode — no real charge')).toBeTruthy();
    expect(screen.getByText('Use 4242 4242 4242 4242 with any future date')).toBeTruthy();
    expect([field('Billing name').value, field('Billing name').readOnly]).toEqual(['Blake Buyer', true]);
    expect([field('Billing email').value, field('Billing email').readOnly]).toEqual([billing.email, true]);
    expect(field('Card number').getAttribute('inputmode')).toBe('numeric');
    expect(field('Card number').getAttribute('autocomplete')).toBe('cc-number');
  });

  it('groups the card number and adds the slash of the expiry as they are typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Card number'), '4242424242424242');
    await user.type(field('Expiry (MM/YY)'), '1230');
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(field('Expiry (MM/YY)').value).toBe('12/30');
  });

  it('refuses a number that fails the Luhn check and a past expiry, without calling the server', async () => {
    const user = userEvent.setup();
    renderForm();
    await typeCard(user, '4242424242424241', '0120', '12');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
    expect(screen.getByText('Your card has expired.')).toBeTruthy();
    expect(screen.getByText('Enter the 3 or 4 digit security code.')).toBeTruthy();
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toHaveLength(0);
  });

  it('checks a field as soon as it is left', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Expiry (MM/YY)'), '1399');
    await user.tab();
    expect(await screen.findByText('The expiry month must be from 01 to 12.')).toBeTruthy();
  });

  it('charges a valid card with the billing details and hands over the transaction id', async () => {
    const user = userEvent.setup();
    api.routes['POST /api/payments/test/confirm'] = () => ({
      body: { paymentIntent: { id: 'pi_test_1', status: 'succeeded' } },
    });
    const { paid } = renderForm();
    await typeCard(user, '4242 4242 4242 4242', `12${nextYear}`);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(paid).toEqual(['pi_test_1']));
    expect(api.made('POST', '/api/payments/test/confirm')[0]?.body).toEqual({
      clientSecret: 'pi_test_1_secret_x',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2000 + Number(nextYear), cvc: '123' },
      billingName: 'Blake Buyer',
      billingEmail: billing.email,
    });
  });

  it("shows a declined card's message in red under the form", async () => {
    const user = userEvent.setup();
    api.routes['POST /api/payments/test/confirm'] = () => ({
      status: 402,
      body: { error: 'CARD_DECLINED', message: 'Your card was declined.' },
    });
    const { paid } = renderForm();
    await typeCard(user, '4000000000000002', `12${nextYear}`);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your card was declined.');
    expect(alert.className).toContain('text-error');
    expect(paid).toEqual([]);

    // The message was about that card: it goes once the card details change.
    await user.type(field('CVC'), '4');
    expect(screen.queryByText('Your card was declined.')).toBeNull();
  });

  it('keeps Pay off until the payment is ready', () => {
    renderForm(null);
    expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Preparing your payment…')).toBeTruthy();
  });
});
