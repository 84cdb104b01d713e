import fc from 'fast-check';
import { returnStates } from '@partsmith/contract/returns';
import { testCard } from '../orders';
import {
  notEmail,
  notLimit,
  notNumber,
  notPage,
  notString,
  notText,
  notUuid,
  notWholeFrom,
  strangeText,
  tooLong,
  toJsonText,
} from './hostile-values';

/** Query values that are not a day written YYYY-MM-DD (or not a real one). */
const notDay = fc.oneof(
  fc.constantFrom('2026-02-30', '2026-13-01', 'yesterday', '2026-1-1', ' 2026-01-01', '', '20260101'),
  fc.string().filter((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value)),
);
/** Query values that are not a return's state. */
const notReturnState = fc.oneof(
  fc.constantFrom('Requested', 'open', '', 'received ', 'approved,refused'),
  fc.string().filter((value) => !(returnStates as readonly string[]).includes(value)),
);
/** Query values that are not an order condition. */
const notCondition = fc.oneof(
  fc.constantFrom('Unpaid', 'paid', '', 'expired ', 'unpaid,shipped'),
  fc.string().filter((value) => !['unpaid', 'pending', 'shipped', 'expired'].includes(value)),
);

/**
 * The hostile-input plan of every API route that takes path parameters, a query or a body. The valid
 * request each starts from is the access matrix's (same route key), sent by the caller it lets in.
 */
export interface HostileRoute {
  route: string;
  caller: 'ownResource' | 'admin' | 'anonymous';
  /** For each body field, values that make the body invalid. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** Body fields where strange but well-formed text may be accepted (stored as sent). */
  textFields?: string[];
  /** The route takes a missing or null body as valid. */
  acceptsNull?: boolean;
  /** Fields the valid body has that may also be left out. */
  optionalFields?: string[];
  /** For each query parameter, values that make it invalid. */
  query?: Record<string, fc.Arbitrary<string>>;
}

const notPhone = fc.oneof(
  notText(30),
  fc.constantFrom('abc', '+', '12', '+1 (555) CALL-NOW', '0'.repeat(40), '++351 912'),
);
const notPrice = fc.oneof(
  notNumber,
  fc.constantFrom(0, -0.01, -5, 0.001, 12.345, 1_000_000.01, 1e300),
  fc.double({ max: 0, noNaN: true }),
);
/** Values that are not a two-letter country code. */
const notCountry = fc.oneof(
  fc.constantFrom('USA', 'U', '1A', '', ' ', 'U S', 'ÜS'),
  fc.string().filter((value) => !/^\s*[a-zA-Z]{2}\s*$/.test(value)),
);
/** Values that are not a tax rate in percent with at most three decimals. */
const notPercent = fc.oneof(notNumber, fc.constantFrom(-1, 100.001, 7.0001, 1e300));
/** Not an amount of dollars of 0 or more in cents (0 is a valid charge here). */
const notDollars = fc.oneof(
  notNumber,
  fc.constantFrom(-0.01, -5, 0.001, 12.345, 1e300),
  fc.double({ max: -0.01, noNaN: true }),
);
/** Anything but a list (or an object, for a rate). */
const notList = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string(),
  fc.dictionary(fc.string(), fc.integer(), { maxKeys: 3 }),
);
/** Shipping rates with one field out of bounds. */
const notRate = fc.oneof(
  notDollars.map((flat) => ({ flat, freeAbove: null, heavyUnit: 0 })),
  fc.constantFrom(-1, 0.001, 'free', 1e300).map((freeAbove) => ({ flat: 1, freeAbove, heavyUnit: 0 })),
  fc.constantFrom(-1, 0.001, null, 1e300).map((heavyUnit) => ({ flat: 1, freeAbove: null, heavyUnit })),
);
const notStockCount = fc.oneof(notNumber, fc.constantFrom(-1, 0.5, 10_000_001, 2 ** 53 + 2));
const partFields = {
  name: notText(120),
  minOrderQuantity: fc.oneof(notWholeFrom(1), fc.constant(10_000_001)),
  availableQuantity: fc.oneof(notWholeFrom(1), fc.constant(10_000_001)),
  price: notPrice,
  description: notText(2000),
  img: fc.oneof(notText(500), fc.constantFrom('/images/none-large.webp', 'https://evil.example/x.webp')),
};
const notPartNumber = fc.oneof(
  notText(40),
  fc.constantFrom('-', '#1234', 'A', 'PS_BP_1042', 'ab\u0000cd', 'x'.repeat(41)),
);
const catalogueFields = {
  partNumber: notPartNumber,
  category: notText(60),
  oemNumbers: fc.oneof(
    fc.constantFrom('04465-02220', 42, null, { a: 1 }, ['-bad-'], ['x'], [''], Array(31).fill('AB12')),
    fc.array(notPartNumber, { minLength: 1, maxLength: 3 }),
  ),
  fitment: fc.oneof(
    fc.constantFrom('x', null, [{}], [{ vehicleId: 'nope' }], [{ vehicleId: 42 }]),
    fc.uuid().map((vehicleId) => [{ vehicleId }]),
    fc.uuid().map((vehicleId) => [{ vehicleId, note: 'n'.repeat(121) }]),
    fc.uuid().map((vehicleId) => [{ vehicleId }, { vehicleId }]),
  ),
};
/** Query values that are not a page number, a page size or a vehicle id. */
const notPageNumber = fc.constantFrom('0', '-1', '1.5', 'abc', '1000001', '1e999', '', ' ');
const notPageSize = fc.constantFrom('0', '101', '-5', '2.5', 'all', '', '1e3', '99999999999999999999');
/** An id in a query that is no UUID (a vehicle, an order). */
const notVehicleId = notUuid
  .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)))
  .filter((value) => value !== '');
/** Not a trade word: empty, over 60 characters, or holding quotes or FTS operators. */
const notTradeWords = fc.constantFrom('', '   ', 'x'.repeat(61), 'a"b', 'disc*', 'one two three four');
const notYear = fc.constantFrom('abc', '1800', '2101', '20.5', '', '-2018', '1e999');
const notName = fc.constantFrom('', '   ', 'x'.repeat(61));
const card = testCard();
const cardWith = (field: keyof typeof card, values: fc.Arbitrary<unknown>) =>
  values.map((value) => ({ ...card, [field]: value }));

const lineFields = {
  partId: fc.oneof(notUuid, fc.uuid()),
  quantity: fc.oneof(notWholeFrom(1), fc.integer({ min: 10_000_001, max: 2 ** 40 })),
};
/** Values that are not a list of basket lines (or a list of 501). */
const notLines = fc.oneof(
  notString.filter((value) => !Array.isArray(value)),
  fc.constantFrom([{}], [null], [{ partId: 'x', quantity: 1 }], 'lines'),
  fc.record(lineFields).map((line) => [line]),
  fc.uuid().map((partId) => Array.from({ length: 501 }, () => ({ partId, quantity: 1 }))),
);

export const hostileRoutes: HostileRoute[] = [
  { route: 'GET /api/part/:id', caller: 'anonymous' },
  {
    route: 'GET /api/part',
    caller: 'anonymous',
    query: { page: notPageNumber, limit: notPageSize, vehicle: notVehicleId },
  },
  {
    route: 'GET /api/part/:id/fitment',
    caller: 'anonymous',
    query: { page: notPageNumber, limit: notPageSize, vehicle: notVehicleId },
  },
  { route: 'GET /api/vehicle/makes', caller: 'anonymous', query: { year: notYear } },
  { route: 'GET /api/vehicle/models', caller: 'anonymous', query: { make: notName, year: notYear } },
  { route: 'GET /api/vehicle/years', caller: 'anonymous', query: { make: notName, model: notName } },
  { route: 'GET /api/vehicle', caller: 'anonymous', query: { make: notName, model: notName, year: notYear } },
  { route: 'GET /api/vehicle/:id', caller: 'anonymous' },
  { route: 'GET /api/vehicle/vin/:vin', caller: 'anonymous' },
  {
    route: 'GET /api/category',
    caller: 'anonymous',
    query: { q: fc.constant('x'.repeat(201)), vehicle: notVehicleId },
  },
  { route: 'GET /api/synonym', caller: 'admin', query: { page: notPageNumber, limit: notPageSize } },
  {
    route: 'POST /api/synonym',
    caller: 'admin',
    fields: { term: notTradeWords, alternative: notTradeWords },
  },
  {
    route: 'DELETE /api/synonym',
    caller: 'admin',
    query: { term: notTradeWords, alternative: notTradeWords },
  },
  {
    route: 'GET /api/vehicle/parts',
    caller: 'anonymous',
    query: {
      make: notName,
      model: notName,
      year: notYear,
      engine: notVehicleId,
      page: notPageNumber,
      limit: notPageSize,
    },
  },
  { route: 'GET /api/part/import/:jobId', caller: 'admin' },
  { route: 'GET /api/vehicle/import/:jobId', caller: 'admin' },
  { route: 'GET /api/fitment/import/aces/:jobId', caller: 'admin' },
  {
    route: 'POST /api/part',
    caller: 'admin',
    fields: { ...partFields, ...catalogueFields },
    textFields: ['name', 'description'],
  },
  {
    route: 'PUT /api/part/:id',
    caller: 'admin',
    fields: {
      ...partFields,
      ...catalogueFields,
      availableQuantity: notStockCount,
      minOrderQuantity: notStockCount,
      expectedAvailableQuantity: notStockCount,
      restock: fc.oneof(notWholeFrom(1), fc.constant(10_000_001)),
      removeFitment: fc.constantFrom('x', [42], ['nope'], null),
    },
  },
  { route: 'DELETE /api/part/:id', caller: 'admin' },
  {
    route: 'POST /api/review',
    caller: 'ownResource',
    fields: { ratings: fc.oneof(notWholeFrom(1), fc.integer({ min: 6 })), description: notText(1000) },
    textFields: ['description'],
  },
  { route: 'DELETE /api/review/:id', caller: 'admin' },
  {
    route: 'PUT /api/user/:email',
    caller: 'ownResource',
    fields: { email: fc.oneof(notString, fc.constant('someone.else@example.com')) },
    acceptsNull: true,
    optionalFields: ['email'],
  },
  { route: 'GET /api/admin/:email', caller: 'ownResource' },
  { route: 'PUT /api/user/admin/:email', caller: 'admin' },
  { route: 'GET /api/profile/:email', caller: 'ownResource' },
  {
    route: 'PUT /api/profile/:email',
    caller: 'ownResource',
    fields: {
      email: fc.oneof(notString, fc.constant('someone.else@example.com')),
      location: notText(120),
      number: notPhone,
      linkedIn: fc.oneof(
        notText(300),
        fc.constantFrom(
          'javascript:alert(1)',
          'ftp://linkedin.com/in/x',
          'https://linkedin',
          'https://linkedin.com@evil.example/in/x',
          'data:text/html,x',
        ),
      ),
    },
    textFields: ['location'],
  },
  {
    route: 'PUT /api/profile/:email/vehicle',
    caller: 'ownResource',
    fields: {
      // Null clears the vehicle, so no value may reach the server as null (NaN and ±Infinity serialise to it).
      vehicleId: fc.oneof(
        notUuid.filter((value) => toJsonText(value) !== 'null'),
        fc.uuid(),
      ),
    },
  },
  {
    route: 'POST /api/order',
    caller: 'ownResource',
    fields: {
      partId: fc.oneof(notUuid, fc.uuid()),
      quantity: fc.oneof(notWholeFrom(1), fc.integer({ min: 2_000_000, max: 2 ** 40 })),
      address: notText(300),
      number: notPhone,
      price: notNumber,
    },
    textFields: ['address'],
  },
  {
    route: 'GET /api/order',
    caller: 'ownResource',
    query: {
      email: notEmail.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
      page: notPage,
      limit: notLimit,
      condition: fc.oneof(fc.constantFrom('Unpaid', 'paid', '', 'expired ', 'unpaid,shipped'), fc.string()),
      q: tooLong(100),
      until: fc.oneof(fc.constantFrom('yesterday', '2026-13-01T00:00:00Z', '0', ''), fc.string()),
    },
  },
  {
    route: 'GET /api/user',
    caller: 'admin',
    query: {
      page: notPage,
      limit: notLimit,
      q: tooLong(254),
      role: fc.constantFrom('buyer', 'ADMIN', '', 'admin,buyer'),
    },
  },
  { route: 'GET /api/review', caller: 'anonymous', query: { page: notPage, limit: notLimit } },
  {
    route: 'GET /api/order/export.csv',
    caller: 'admin',
    query: { from: notDay, to: notDay, condition: notCondition },
  },
  {
    route: 'GET /api/stats/sales',
    caller: 'admin',
    query: { from: notDay, to: notDay, interval: fc.constantFrom('hour', 'Day', '', 'day,week', 'year') },
  },
  {
    route: 'GET /api/stats/top-parts',
    caller: 'admin',
    query: { from: notDay, to: notDay, limit: fc.oneof(notLimit, fc.constantFrom('51', '100')) },
  },
  { route: 'GET /api/stats/low-stock', caller: 'admin', query: { page: notPage, limit: notLimit } },
  { route: 'GET /api/stats/low-stock/:id', caller: 'admin' },
  { route: 'GET /api/order/:id', caller: 'ownResource' },
  { route: 'GET /api/order/:id/invoice', caller: 'ownResource' },
  { route: 'DELETE /api/order/:id', caller: 'ownResource' },
  {
    route: 'PUT /api/order/:id',
    caller: 'admin',
    fields: {
      status: fc.oneof(
        notString,
        fc.constantFrom('shipped', 'Pending', 'Delivered', 'Shipped '),
        fc.string().filter((s) => s !== 'Shipped'),
      ),
    },
  },
  {
    route: 'PATCH /api/order/:id',
    caller: 'ownResource',
    fields: {
      transactionId: fc.oneof(
        notString,
        fc.constant(''),
        tooLong(255),
        strangeText,
        fc.string({ minLength: 1 }),
      ),
    },
  },
  {
    route: 'POST /api/checkout',
    caller: 'ownResource',
    fields: {
      address: notText(200),
      number: notText(30),
      poReference: fc.oneof(notString, tooLong(40), fc.constantFrom('=cmd|x', '<script>')),
      note: fc.oneof(notString, tooLong(500)),
    },
    textFields: ['address', 'note'],
  },
  { route: 'GET /api/checkout/:id', caller: 'ownResource' },
  { route: 'POST /api/checkout/:id/payment-intent', caller: 'ownResource' },
  {
    route: 'PATCH /api/checkout/:id',
    caller: 'ownResource',
    fields: { transactionId: fc.oneof(notString, fc.constant(''), tooLong(255), strangeText) },
  },
  {
    route: 'PUT /api/checkout/:id/ship',
    caller: 'admin',
    fields: {
      // Blank text counts as not sent (the order's Update Status reads them alike), so only refusals here.
      carrier: fc.constantFrom('<b>DHL</b>', '=1+1', 42, true, 'D'.repeat(41)),
      trackingNumber: fc.constantFrom('<1>', '=1+1', 42, true, '1'.repeat(41)),
    },
  },
  { route: 'GET /api/checkout/:id/invoice', caller: 'ownResource' },
  ...(['POST /api/order/:id/refund', 'POST /api/checkout/:id/refund'] as const).map(
    (route): HostileRoute => ({
      route,
      caller: 'admin',
      fields: {
        amount: fc.oneof(notNumber, fc.constantFrom(0, -0.01, -5, 0.001, 12.345, 1_000_000, 1e300)),
        reason: notText(300),
        cancel: fc.oneof(fc.constantFrom('yes', 1, 0, 'true'), fc.constant(null)),
      },
      textFields: ['reason'],
      optionalFields: ['amount', 'cancel'],
    }),
  ),
  { route: 'POST /api/refund/:id/retry', caller: 'admin' },
  {
    route: 'PUT /api/settings/shipping',
    caller: 'admin',
    fields: {
      heavyCategories: fc.oneof(
        notList,
        fc.constantFrom([''], [42], ['x'.repeat(81)], Array(51).fill('Brakes')),
      ),
      defaultRate: fc.oneof(notList, notRate),
      rates: fc.oneof(
        notList,
        notRate.map((rate) => [{ country: 'US', ...rate }]),
        notCountry.map((country) => [{ country, flat: 1, freeAbove: null, heavyUnit: 0 }]),
        fc.constant([
          { country: 'US', flat: 1, freeAbove: null, heavyUnit: 0 },
          { country: 'us', flat: 2, freeAbove: null, heavyUnit: 0 },
        ]),
      ),
    },
  },
  {
    route: 'PUT /api/settings/tax',
    caller: 'admin',
    fields: {
      prices: fc.oneof(notString, fc.constantFrom('Net', 'gross ', 'both', '')),
      rates: fc.oneof(
        notList,
        notCountry.map((country) => [{ country, state: null, goods: 20, shipping: 20, reverseCharge: true }]),
        notPercent.map((goods) => [{ country: 'DE', state: null, goods, shipping: 19, reverseCharge: true }]),
        fc.constantFrom(
          [{ country: 'DE', state: 'BY', goods: 19, shipping: 19, reverseCharge: true }],
          [{ country: 'DE', state: null, goods: 19, shipping: 19, reverseCharge: 'yes' }],
          [
            { country: 'US', state: 'CA', goods: 7.25, shipping: 0, reverseCharge: false },
            { country: 'US', state: 'ca', goods: 8, shipping: 0, reverseCharge: false },
          ],
        ),
      ),
    },
  },
  {
    route: 'GET /api/charges/quote',
    caller: 'ownResource',
    query: {
      country: notCountry.filter((value) => typeof value === 'string').map(String),
      state: fc.constantFrom('C', 'CAL', '1A', '', ' '),
      quantity: fc.constantFrom('0', '-1', '1.5', 'abc', '1000001', '1e999', ''),
    },
  },
  { route: 'GET /api/credit-note/:id', caller: 'ownResource' },
  {
    route: 'GET /api/refund',
    caller: 'ownResource',
    query: { order: notVehicleId, page: notPageNumber, limit: notPageSize },
  },
  {
    route: 'POST /api/order/:id/return',
    caller: 'ownResource',
    fields: {
      quantity: fc.oneof(notWholeFrom(1), fc.constant(10_000_001)),
      reason: fc.oneof(
        notString,
        fc.constantFrom('', 'Does not fit', 'DOES_NOT_FIT', 'other', ' does_not_fit'),
      ),
      note: fc.oneof(notString, tooLong(1000)),
    },
    textFields: ['note'],
    optionalFields: ['note'],
  },
  {
    route: 'GET /api/return',
    caller: 'ownResource',
    query: { state: notReturnState, order: notVehicleId, page: notPageNumber, limit: notPageSize },
  },
  {
    route: 'PUT /api/return/:id',
    caller: 'admin',
    fields: {
      state: fc.oneof(notString, fc.constantFrom('', 'requested', 'Approved', 'refunded', 'approved ')),
      message: fc.oneof(notString, fc.constant(''), fc.constant('   '), tooLong(1000)),
      resaleable: fc.oneof(fc.constantFrom('yes', 1, 0, 'true'), fc.constant(null)),
    },
  },
  {
    route: 'PUT /api/basket',
    caller: 'ownResource',
    fields: { lines: notLines },
  },
  { route: 'POST /api/basket/merge', caller: 'ownResource', fields: { lines: notLines } },
  { route: 'POST /api/basket/price', caller: 'anonymous', fields: { lines: notLines } },
  { route: 'POST /api/basket/lines', caller: 'ownResource', fields: lineFields },
  {
    route: 'PATCH /api/basket/lines/:partId',
    caller: 'ownResource',
    fields: { quantity: lineFields.quantity },
  },
  { route: 'DELETE /api/basket/lines/:partId', caller: 'ownResource' },
  {
    route: 'POST /api/quick-order/check',
    caller: 'ownResource',
    fields: { text: fc.oneof(notString, tooLong(64 * 1024)) },
    textFields: ['text'],
  },
  {
    route: 'POST /api/lists',
    caller: 'ownResource',
    fields: { name: notText(80), lines: notLines, fromBasket: fc.constantFrom(false, 'yes', 1, null) },
    textFields: ['name'],
  },
  { route: 'GET /api/lists/:id', caller: 'ownResource' },
  {
    route: 'PUT /api/lists/:id',
    caller: 'ownResource',
    fields: { name: notText(80), lines: notLines },
    optionalFields: ['name', 'lines'],
    textFields: ['name'],
  },
  { route: 'DELETE /api/lists/:id', caller: 'ownResource' },
  { route: 'POST /api/lists/:id/to-basket', caller: 'ownResource' },
  {
    route: 'POST /api/garage',
    caller: 'ownResource',
    fields: { vehicleId: fc.oneof(notUuid, fc.uuid()), name: notText(60) },
    optionalFields: ['name'],
    textFields: ['name'],
  },
  {
    route: 'PUT /api/garage/:id',
    caller: 'ownResource',
    fields: { name: notText(60) },
    textFields: ['name'],
  },
  { route: 'DELETE /api/garage/:id', caller: 'ownResource' },
  {
    route: 'POST /api/create-payment-intent',
    caller: 'ownResource',
    fields: {
      orderId: fc.oneof(notUuid, fc.uuid()),
      price: fc.oneof(notNumber, fc.constantFrom(0.01, -1, 1e9)),
    },
  },
  {
    route: 'POST /api/payments/test/confirm',
    caller: 'ownResource',
    fields: {
      clientSecret: fc.oneof(notText(200), strangeText, fc.string({ minLength: 1, maxLength: 200 })),
      card: fc.oneof(
        notString,
        cardWith('number', fc.oneof(notText(23), fc.constantFrom('1234', '42424242424'))),
        cardWith('expMonth', fc.oneof(notWholeFrom(1), fc.integer({ min: 13 }))),
        cardWith('expYear', fc.oneof(notWholeFrom(2000), fc.integer({ min: 2101 }))),
        cardWith('cvc', fc.oneof(notString, fc.constantFrom('12', '12345', 'abc', ''))),
      ),
      billingName: fc.oneof(notString, tooLong(200)),
    },
  },
];
