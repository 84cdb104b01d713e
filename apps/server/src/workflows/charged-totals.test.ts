import fc from 'fast-check';
import { formatDollars } from '@partsmith/contract/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, injectAs, signUp, signUpAdmin, type TestAccount } from '../test/accounts';
import { setBreaks } from '../test/basket';
import { insertPart } from '../test/fixtures';
import { testCard } from '../test/orders';
import { pdfText } from '../test/pdf-text';
import { createTestApp, type TestApp } from '../test/test-app';
import { checkoutInvoiceFacts, invoiceFactsOf } from '../modules/invoices/service';

/** Dollars with cents, as an admin types them. */
const dollars = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
const percent = fc.integer({ min: 0, max: 27_000 }).map((milli) => milli / 1000);

const rates = fc.record({
  shipping: fc.record({
    heavyCategories: fc.constantFrom([], ['Brakes'], ['Brakes', 'Suspension']),
    defaultRate: fc.record({ flat: dollars(50), freeAbove: fc.option(dollars(500)), heavyUnit: dollars(10) }),
    rates: fc.constant([]),
  }),
  tax: fc.record({
    prices: fc.constantFrom('net' as const, 'gross' as const),
    rates: fc
      .tuple(percent, percent, fc.boolean())
      .map(([goods, shipping, reverseCharge]) => [
        { country: 'DE', state: null, goods, shipping, reverseCharge },
      ]),
  }),
});

const line = fc.record({
  priceCents: fc.integer({ min: 1, max: 250_00 }),
  category: fc.constantFrom('Brakes', 'Filters', 'Suspension'),
  quantity: fc.integer({ min: 1, max: 40 }),
  /** Price breaks: at 5 and at 20 units, each cheaper. */
  breaks: fc.boolean(),
});

/**
 * THE TOTALS PROPERTY (issue 35): for generated baskets of many lines with price breaks, shipping and
 * tax (net and gross, with and without a reverse charge), what the payment charged equals the invoice's
 * total equals the sum of its lines, to the cent; and a single order's too. Runs on both engines.
 */
describe('charged amount = invoice total = sum of the invoice lines', () => {
  let t: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT: '10000',
      ORDER_RATE_LIMIT: '10000',
      MAX_UNPAID_ORDERS: '100',
    });
    admin = await signUpAdmin(t.app);
  });
  afterAll(() => t.close());

  const chargedCents = async (clientSecret: string) =>
    (
      await t.app.db
        .selectFrom('payment_intent')
        .select('amount_cents')
        .where('client_secret', '=', clientSecret)
        .executeTakeFirstOrThrow()
    ).amount_cents;

  /** Starts the payment at `url`, charges the test card and marks `paidPath` paid, as the payment page does. */
  const pay = async (buyer: TestAccount, url: string, body: object, paidPath: string) => {
    const intent = await injectAs(t.app, buyer).post(url, body);
    expect(intent.statusCode, intent.body).toBe(200);
    const clientSecret = intent.json().clientSecret as string;
    const confirm = await injectAs(t.app, buyer).post('/api/payments/test/confirm', {
      clientSecret,
      card: testCard(),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const transactionId = confirm.json().paymentIntent.id as string;
    const marked = await injectAs(t.app, buyer).patch(paidPath, { transactionId });
    expect(marked.statusCode, marked.body).toBe(200);
    return chargedCents(clientSecret);
  };

  it('holds for generated baskets, rates and buyers', async () => {
    await fc.assert(
      fc.asyncProperty(
        rates,
        fc.array(line, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        async (settings, lines, business) => {
          const as = injectAs(t.app, admin);
          expect((await as.put('/api/settings/shipping', settings.shipping)).statusCode).toBe(200);
          expect((await as.put('/api/settings/tax', settings.tax)).statusCode).toBe(200);
          const buyer = await signUp(t.app);
          if (business) {
            await injectAs(t.app, buyer).put(`/api/profile/${buyer.email}`, {
              location: 'Köln',
              number: '+49 221 123456',
              linkedIn: 'linkedin.com/in/buyer',
              taxId: 'DE999999999',
            });
          }
          const partIds: string[] = [];
          for (const entry of lines) {
            const part = await insertPart(t.app, {
              price_cents: entry.priceCents,
              category: entry.category,
              available_quantity: 1000,
              min_order_quantity: 1,
            });
            if (entry.breaks) {
              await setBreaks(t.app, part.id, [
                [5, Math.max(1, Math.floor(entry.priceCents * 0.9))],
                [20, Math.max(1, Math.floor(entry.priceCents * 0.75))],
              ]);
            }
            partIds.push(part.id);
          }
          const shipTo = { address: '3 Domplatz, Köln', number: '+49 221 123456', country: 'DE' };

          // A checkout of every line.
          await injectAs(t.app, buyer).put('/api/basket', {
            lines: lines.map((entry, index) => ({ partId: partIds[index]!, quantity: entry.quantity })),
          });
          const quote = (await injectAs(t.app, buyer).get('/api/charges/quote?country=DE')).json();
          const placed = await injectAs(t.app, buyer).post('/api/checkout', shipTo);
          expect(placed.statusCode, placed.body).toBe(201);
          const checkoutId = placed.json()._id as string;
          expect(placed.json().total).toBe(quote.total);
          const charged = await pay(
            buyer,
            `/api/checkout/${checkoutId}/payment-intent`,
            {},
            `/api/checkout/${checkoutId}`,
          );
          const checkout = await t.app.db
            .selectFrom('checkout')
            .selectAll()
            .where('id', '=', checkoutId)
            .executeTakeFirstOrThrow();
          const rows = await t.app.db
            .selectFrom('orders')
            .selectAll()
            .where('checkout_id', '=', checkoutId)
            .execute();
          const facts = checkoutInvoiceFacts(checkout, rows, ['Seller']);
          expect(charged).toBe(Math.round(quote.total * 100));
          expect(facts.totalCents).toBe(charged);
          expect(facts.lines.reduce((sum, each) => sum + each.totalCents, 0)).toBe(charged);
          for (const each of facts.lines) expect(each.netCents! + each.taxCents!).toBe(each.totalCents);
          if (business && settings.tax.rates[0]!.reverseCharge) {
            expect(facts.lines.every((each) => each.taxCents === 0)).toBe(true);
          }
          const pdf = await pdfText(
            (
              await t.app.inject({
                method: 'GET',
                url: `/api/checkout/${checkoutId}/invoice`,
                headers: bearer(buyer.token),
              })
            ).rawPayload,
          );
          expect(pdf).toContain(formatDollars(charged / 100));

          // A single order of the first line.
          const single = await injectAs(t.app, buyer).post('/api/order', {
            partId: partIds[0],
            quantity: lines[0]!.quantity,
            ...shipTo,
          });
          expect(single.statusCode, single.body).toBe(200);
          const orderId = single.json().insertedId as string;
          const order = (await injectAs(t.app, buyer).get(`/api/order/${orderId}`)).json();
          const singleCharged = await pay(
            buyer,
            '/api/create-payment-intent',
            { orderId },
            `/api/order/${orderId}`,
          );
          expect(singleCharged).toBe(Math.round(order.total * 100));
          const row = await t.app.db
            .selectFrom('orders')
            .selectAll()
            .where('id', '=', orderId)
            .executeTakeFirstOrThrow();
          const invoice = await invoiceFactsOf(t.app.db, row, ['Seller']);
          expect(invoice.totalCents).toBe(singleCharged);
          expect(invoice.lines.reduce((sum, each) => sum + each.totalCents, 0)).toBe(singleCharged);
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);
});
