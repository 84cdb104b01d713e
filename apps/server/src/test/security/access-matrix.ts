import { partCsvColumns } from '@partsmith/contract/catalogue-csv';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { newId, now } from '../../lib/ids';
import { revokeAdmin } from '../../modules/users/roles';
import type { TestAccount } from '../accounts';
import { insertPart, insertReview, insertVehicle } from '../fixtures';
import { pngPicture, uploadRequest } from '../images';
import { multipartFile } from '../multipart';
import { confirmedPaymentId, newOrderId, orderInput, paidOrderId, startPayment, testCard } from '../orders';

/** Who calls. Every request names a resource of `owner`, a buyer, unless the route has none. */
export const callers = [
  'anonymous',
  'badToken',
  'revokedToken',
  'expiredToken',
  'ownResource',
  'othersResource',
  'admin',
] as const;
export type Caller = (typeof callers)[number];
export type Expected = Record<Caller, number>;

export interface MatrixContext {
  app: FastifyInstance;
  /** The buyer whose orders, profile and account the requests name. */
  owner: TestAccount;
  /** A part with plenty of stock and a minimum order of 1. */
  partId: string;
  /** A picture uploaded by an admin, usable as a part's `img`. */
  img: string;
}

export interface MatrixRequest extends InjectOptions {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  /** Undoes what a successful call changed that the rest of the walk relies on. */
  undo?: () => Promise<void>;
}

export interface AccessRow {
  /** `METHOD path` as Fastify registers it; a path ending in `*` covers every route under it. */
  route: string;
  expected: Expected;
  /** A request valid in every way but the caller's identity, on fresh resources. */
  request: (context: MatrixContext) => Promise<MatrixRequest>;
}

const everyone = (status: number): Expected =>
  Object.fromEntries(callers.map((caller) => [caller, status])) as Expected;
const signedIn = (ownResource: number, othersResource: number, admin: number): Expected => ({
  anonymous: 401,
  badToken: 401,
  revokedToken: 401,
  expiredToken: 401,
  ownResource,
  othersResource,
  admin,
});
const adminOnly = signedIn(403, 403, 200);

const validPart = (img: string) => ({
  name: 'Matrix pump',
  minOrderQuantity: 1,
  availableQuantity: 40,
  price: 12.5,
  description: 'A part made for the access matrix.',
  img,
});
let synonymsMade = 0;
/** A pair of trade words no request has used yet (a pair is added once; a second time is a 409). */
const freshSynonym = () => {
  synonymsMade += 1;
  return { term: `matrix term ${synonymsMade}`, alternative: `matrix word ${synonymsMade}` };
};
const freshPartId = async (c: MatrixContext) => (await insertPart(c.app, { min_order_quantity: 1 })).id;

const ownerId = async (c: MatrixContext) =>
  (
    await c.app.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', c.owner.email)
      .executeTakeFirstOrThrow()
  ).id;

/** A fresh part with a line in the owner's basket. */
async function ownerBasketPart(c: MatrixContext): Promise<string> {
  const partId = await freshPartId(c);
  await c.app.db
    .insertInto('basket_line')
    .values({
      user_id: await ownerId(c),
      part_id: partId,
      quantity: 2,
      added_at: now(),
      part_number: 'PS-X',
      name: 'X',
    })
    .execute();
  return partId;
}

const shipTo = { address: '12 Harbour Road, Chattogram', number: '+8801712345678' };

/** A fresh checkout of the owner's, of one line, unpaid. */
async function ownerCheckoutId(c: MatrixContext): Promise<string> {
  await ownerBasketPart(c);
  const res = await c.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { authorization: `Bearer ${c.owner.token}` },
    payload: shipTo,
  });
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.body}`);
  return res.json()._id;
}

/** The id of a succeeded test-card payment of the owner's checkout. */
async function checkoutPaymentId(c: MatrixContext, id: string): Promise<string> {
  const headers = { authorization: `Bearer ${c.owner.token}` };
  const intent = await c.app.inject({ method: 'POST', url: `/api/checkout/${id}/payment-intent`, headers });
  const confirm = await c.app.inject({
    method: 'POST',
    url: '/api/payments/test/confirm',
    headers,
    payload: { clientSecret: intent.json().clientSecret, card: testCard() },
  });
  return confirm.json().paymentIntent.id;
}

/** A fresh checkout of the owner's, paid. */
async function paidCheckoutId(c: MatrixContext): Promise<string> {
  const id = await ownerCheckoutId(c);
  const transactionId = await checkoutPaymentId(c, id);
  await c.app.inject({
    method: 'PATCH',
    url: `/api/checkout/${id}`,
    headers: { authorization: `Bearer ${c.owner.token}` },
    payload: { transactionId },
  });
  return id;
}

/** A fresh saved list of the owner's, of one line. */
async function ownerListId(c: MatrixContext): Promise<string> {
  const id = newId();
  await c.app.db
    .insertInto('saved_list')
    .values({ id, user_id: await ownerId(c), name: 'Matrix list', created_at: now(), updated_at: now() })
    .execute();
  await c.app.db
    .insertInto('saved_list_line')
    .values({ list_id: id, part_id: c.partId, position: 0, quantity: 1, part_number: 'PS-X', name: 'X' })
    .execute();
  return id;
}

/** A fresh vehicle in the owner's garage. */
async function ownerGarageId(c: MatrixContext): Promise<string> {
  const id = newId();
  const vehicle = await insertVehicle(c.app);
  await c.app.db
    .insertInto('garage_vehicle')
    .values({ id, user_id: await ownerId(c), vehicle_id: vehicle.id, name: 'Matrix van', added_at: now() })
    .execute();
  return id;
}

/** Rates an admin may save; saving them again leaves the walk's orders charged as before (nothing). */
const validRates = {
  shipping: {
    heavyCategories: [],
    defaultRate: { flat: 0, freeAbove: null, heavyUnit: 0 },
    rates: [{ country: 'US', flat: 0, freeAbove: 100, heavyUnit: 0 }],
  },
  tax: {
    prices: 'net',
    rates: [{ country: 'US', state: 'CA', goods: 0, shipping: 0, reverseCharge: false }],
  },
};

/**
 * Every API route with the status each kind of caller gets. `othersResource` is a second buyer calling
 * on the owner's resource; where a route names no one's resource, it is a second buyer making the same
 * call. HEAD routes (derived from GET) and routes outside /api (static files, the web app) are not API
 * routes and are left out; web.test.ts covers them.
 */
export const accessMatrix: AccessRow[] = [
  { route: 'GET /api/health', expected: everyone(200), request: async () => get('/api/health') },
  { route: 'GET /api/settings', expected: everyone(200), request: async () => get('/api/settings') },
  // Shipping and tax (issue 35, ADR 0034): admins set the rates; a signed-in caller asks what an order costs.
  ...(['shipping', 'tax'] as const).flatMap((kind): AccessRow[] => [
    {
      route: `GET /api/settings/${kind}`,
      expected: adminOnly,
      request: async () => get(`/api/settings/${kind}`),
    },
    {
      route: `PUT /api/settings/${kind}`,
      expected: adminOnly,
      request: async () => ({ method: 'PUT', url: `/api/settings/${kind}`, payload: validRates[kind] }),
    },
  ]),
  {
    route: 'GET /api/charges/quote',
    expected: signedIn(200, 200, 200),
    request: async (c) => get(`/api/charges/quote?partId=${c.partId}&quantity=1&country=US&state=CA`),
  },
  { route: 'GET /api/docs*', expected: everyone(200), request: async () => get('/api/docs/json') },
  { route: 'GET /api/part', expected: everyone(200), request: async () => get('/api/part') },
  {
    route: 'GET /api/part/:id',
    expected: everyone(200),
    request: async (c) => get(`/api/part/${c.partId}`),
  },
  {
    route: 'GET /api/part/:id/fitment',
    expected: everyone(200),
    request: async (c) => get(`/api/part/${c.partId}/fitment?page=1&limit=10`),
  },
  { route: 'GET /api/category', expected: everyone(200), request: async () => get('/api/category') },
  {
    route: 'GET /api/vehicle/makes',
    expected: everyone(200),
    request: async () => get('/api/vehicle/makes?year=2018'),
  },
  {
    route: 'GET /api/vehicle/models',
    expected: everyone(200),
    request: async () => get('/api/vehicle/models?make=Toyota'),
  },
  {
    route: 'GET /api/vehicle/years',
    expected: everyone(200),
    request: async () => get('/api/vehicle/years?make=Toyota&model=Corolla'),
  },
  {
    route: 'GET /api/vehicle',
    expected: everyone(200),
    request: async () => get('/api/vehicle?make=Toyota&model=Corolla&year=2018'),
  },
  {
    route: 'GET /api/vehicle/:id',
    expected: everyone(200),
    request: async (c) => get(`/api/vehicle/${(await insertVehicle(c.app)).id}`),
  },
  {
    route: 'GET /api/vehicle/vin/:vin',
    expected: everyone(200),
    request: async () => get('/api/vehicle/vin/KM8K2CAB4PU001140'),
  },
  {
    route: 'GET /api/vehicle/parts',
    expected: everyone(200),
    request: async (c) => {
      const vehicle = await insertVehicle(c.app);
      return get(`/api/vehicle/parts?make=Toyota&model=Corolla&year=2018&engine=${vehicle.id}&page=1`);
    },
  },
  { route: 'GET /api/review', expected: everyone(200), request: async () => get('/api/review') },
  {
    route: 'GET /api/auth/*',
    expected: signedIn(200, 200, 200),
    request: async () => get('/api/auth/list-sessions'),
  },
  {
    route: 'POST /api/auth/*',
    expected: signedIn(200, 200, 200),
    request: async () => ({ method: 'POST', url: '/api/auth/update-user', payload: { name: 'Renamed' } }),
  },
  {
    route: 'POST /api/part',
    expected: adminOnly,
    request: async (c) => ({ method: 'POST', url: '/api/part', payload: validPart(c.img) }),
  },
  {
    route: 'PUT /api/part/:id',
    expected: adminOnly,
    request: async (c) => ({
      method: 'PUT',
      url: `/api/part/${await freshPartId(c)}`,
      // insertPart's stock is 500: the admin saw it, and sets 900.
      payload: { availableQuantity: 900, expectedAvailableQuantity: 500 },
    }),
  },
  {
    route: 'DELETE /api/part/:id',
    expected: adminOnly,
    request: async (c) => ({ method: 'DELETE', url: `/api/part/${await freshPartId(c)}` }),
  },
  {
    route: 'POST /api/review',
    expected: signedIn(200, 200, 403),
    request: async () => ({
      method: 'POST',
      url: '/api/review',
      payload: { ratings: 4, description: 'Good parts.' },
    }),
  },
  {
    route: 'DELETE /api/review/:id',
    expected: adminOnly,
    request: async (c) => ({ method: 'DELETE', url: `/api/review/${(await insertReview(c.app)).id}` }),
  },
  {
    // The identity session cookie, not a bearer token, is what this route reads.
    route: 'PUT /api/user/:email',
    expected: signedIn(200, 403, 403),
    request: async (c) => ({
      method: 'PUT',
      url: `/api/user/${c.owner.email}`,
      payload: { email: c.owner.email },
    }),
  },
  {
    route: 'GET /api/admin/:email',
    expected: signedIn(200, 403, 200),
    request: async (c) => get(`/api/admin/${c.owner.email}`),
  },
  { route: 'GET /api/synonym', expected: adminOnly, request: async () => get('/api/synonym?limit=10') },
  {
    route: 'POST /api/synonym',
    expected: adminOnly,
    request: async () => ({ method: 'POST', url: '/api/synonym', payload: freshSynonym() }),
  },
  {
    route: 'DELETE /api/synonym',
    expected: adminOnly,
    request: async (c) => {
      const pair = freshSynonym();
      await c.app.db
        .insertInto('synonym')
        .values([
          { term: pair.term, alternative: pair.alternative },
          { term: pair.alternative, alternative: pair.term },
        ])
        .execute();
      return { method: 'DELETE', url: `/api/synonym?${new URLSearchParams(pair)}` };
    },
  },
  { route: 'GET /api/user', expected: adminOnly, request: async () => get('/api/user') },
  {
    route: 'GET /api/order/export.csv',
    expected: adminOnly,
    request: async () => get('/api/order/export.csv?from=2026-01-01&to=2026-12-31&condition=pending'),
  },
  {
    route: 'GET /api/stats/sales',
    expected: adminOnly,
    request: async () => get('/api/stats/sales?from=2026-01-01&to=2026-01-31&interval=day'),
  },
  {
    route: 'GET /api/stats/top-parts',
    expected: adminOnly,
    request: async () => get('/api/stats/top-parts?from=2026-01-01&to=2026-01-31&limit=5'),
  },
  {
    route: 'GET /api/stats/low-stock',
    expected: adminOnly,
    request: async () => get('/api/stats/low-stock'),
  },
  {
    route: 'GET /api/stats/low-stock/:id',
    expected: adminOnly,
    request: async (c) => get(`/api/stats/low-stock/${c.partId}`),
  },
  {
    route: 'GET /api/stats/order-counts',
    expected: adminOnly,
    request: async () => get('/api/stats/order-counts'),
  },
  {
    // ownResource: a buyer trying to make themselves admin.
    route: 'PUT /api/user/admin/:email',
    expected: adminOnly,
    request: async (c) => ({
      method: 'PUT',
      url: `/api/user/admin/${c.owner.email}`,
      undo: async () => void (await revokeAdmin(c.app, c.owner.email)),
    }),
  },
  {
    route: 'GET /api/profile/:email',
    expected: signedIn(200, 403, 200),
    request: async (c) => get(`/api/profile/${c.owner.email}`),
  },
  {
    route: 'PUT /api/profile/:email',
    expected: signedIn(200, 403, 403),
    request: async (c) => ({
      method: 'PUT',
      url: `/api/profile/${c.owner.email}`,
      payload: { location: 'Porto', number: '+351 912 345 678', linkedIn: 'https://www.linkedin.com/in/x' },
    }),
  },
  {
    route: 'PUT /api/profile/:email/vehicle',
    expected: signedIn(200, 403, 403),
    request: async (c) => ({
      method: 'PUT',
      url: `/api/profile/${c.owner.email}/vehicle`,
      payload: { vehicleId: (await insertVehicle(c.app)).id },
    }),
  },
  {
    route: 'POST /api/order',
    expected: signedIn(200, 200, 403),
    request: async (c) => ({ method: 'POST', url: '/api/order', payload: orderInput(c.partId, 1) }),
  },
  {
    route: 'GET /api/order',
    expected: signedIn(200, 403, 200),
    request: async (c) => get(`/api/order?email=${encodeURIComponent(c.owner.email)}`),
  },
  {
    // Another buyer's order is answered as one that does not exist (issue 31): 404 on every per-order route.
    route: 'GET /api/order/:id',
    expected: signedIn(200, 404, 200),
    request: async (c) => get(`/api/order/${await newOrderId(c.app, c.owner, c.partId)}`),
  },
  {
    // Someone else's invoice is not revealed: 404, like an unpaid order's.
    route: 'GET /api/order/:id/invoice',
    expected: signedIn(200, 404, 200),
    request: async (c) => get(`/api/order/${await paidOrderId(c.app, c.owner, c.partId)}/invoice`),
  },
  {
    route: 'DELETE /api/order/:id',
    expected: signedIn(200, 404, 200),
    request: async (c) => ({
      method: 'DELETE',
      url: `/api/order/${await newOrderId(c.app, c.owner, c.partId)}`,
    }),
  },
  {
    route: 'PUT /api/order/:id',
    expected: adminOnly,
    request: async (c) => ({
      method: 'PUT',
      url: `/api/order/${await paidOrderId(c.app, c.owner, c.partId)}`,
      payload: { status: 'Shipped' },
    }),
  },
  {
    route: 'PATCH /api/order/:id',
    expected: signedIn(200, 404, 403),
    request: async (c) => {
      const orderId = await newOrderId(c.app, c.owner, c.partId);
      const transactionId = await confirmedPaymentId(c.app, c.owner, orderId);
      return { method: 'PATCH', url: `/api/order/${orderId}`, payload: { transactionId } };
    },
  },
  // Checkout (issue 33): from the caller's own basket (another buyer's is empty: 400); admins place none.
  {
    route: 'POST /api/checkout',
    expected: signedIn(201, 400, 403),
    request: async (c) => {
      await ownerBasketPart(c);
      return { method: 'POST', url: '/api/checkout', payload: shipTo };
    },
  },
  {
    route: 'GET /api/checkout/:id',
    expected: signedIn(200, 404, 200),
    request: async (c) => get(`/api/checkout/${await ownerCheckoutId(c)}`),
  },
  {
    route: 'POST /api/checkout/:id/payment-intent',
    expected: signedIn(200, 404, 403),
    request: async (c) => ({
      method: 'POST',
      url: `/api/checkout/${await ownerCheckoutId(c)}/payment-intent`,
    }),
  },
  {
    route: 'PATCH /api/checkout/:id',
    expected: signedIn(200, 404, 403),
    request: async (c) => {
      const id = await ownerCheckoutId(c);
      return {
        method: 'PATCH',
        url: `/api/checkout/${id}`,
        payload: { transactionId: await checkoutPaymentId(c, id) },
      };
    },
  },
  {
    route: 'PUT /api/checkout/:id/ship',
    expected: adminOnly,
    request: async (c) => ({
      method: 'PUT',
      url: `/api/checkout/${await paidCheckoutId(c)}/ship`,
      payload: {},
    }),
  },
  {
    route: 'GET /api/checkout/:id/invoice',
    expected: signedIn(200, 404, 200),
    request: async (c) => get(`/api/checkout/${await paidCheckoutId(c)}/invoice`),
  },
  // Refunds (issue 35): admins refund and cancel; the refunds of an order are its buyer's and admins'.
  {
    route: 'POST /api/order/:id/refund',
    expected: adminOnly,
    request: async (c) => ({
      method: 'POST',
      url: `/api/order/${await paidOrderId(c.app, c.owner, c.partId)}/refund`,
      payload: { amount: 0.5, reason: 'Matrix goodwill', cancel: false },
    }),
  },
  {
    route: 'POST /api/checkout/:id/refund',
    expected: adminOnly,
    request: async (c) => ({
      method: 'POST',
      url: `/api/checkout/${await paidCheckoutId(c)}/refund`,
      payload: { amount: 0.5, reason: 'Matrix goodwill', cancel: false },
    }),
  },
  {
    route: 'POST /api/refund/:id/retry',
    expected: adminOnly,
    request: async (c) => ({ method: 'POST', url: `/api/refund/${await failedRefundId(c)}/retry` }),
  },
  {
    route: 'GET /api/credit-note/:id',
    expected: signedIn(200, 404, 200),
    request: async (c) => get(`/api/credit-note/${await succeededRefundId(c)}`),
  },
  {
    route: 'GET /api/refund',
    expected: signedIn(200, 404, 200),
    request: async (c) =>
      get(`/api/refund?order=${await paidOrderId(c.app, c.owner, c.partId)}&page=1&limit=10`),
  },
  // Returns (issue 35 §2): the buyer asks, admins decide; a buyer lists their own, admins every one.
  {
    route: 'GET /api/return/policy',
    expected: everyone(200),
    request: async () => get('/api/return/policy'),
  },
  {
    route: 'POST /api/order/:id/return',
    expected: signedIn(201, 404, 403),
    request: async (c) => ({
      method: 'POST',
      url: `/api/order/${await shippedOwnerOrderId(c)}/return`,
      payload: { quantity: 1, reason: 'does_not_fit', note: 'Matrix return' },
    }),
  },
  {
    route: 'GET /api/return',
    expected: signedIn(200, 200, 200),
    request: async () => get('/api/return?state=requested&page=1&limit=10'),
  },
  {
    route: 'PUT /api/return/:id',
    expected: adminOnly,
    request: async (c) => ({
      method: 'PUT',
      url: `/api/return/${await ownerReturnId(c)}`,
      payload: { state: 'approved', message: 'Matrix instructions' },
    }),
  },
  // The basket: each caller reaches their own (a second buyer's is theirs, empty); admins keep none.
  { route: 'GET /api/basket', expected: signedIn(200, 200, 403), request: async () => get('/api/basket') },
  ...(['PUT /api/basket', 'POST /api/basket/merge'] as const).map((route): AccessRow => ({
    route,
    expected: signedIn(200, 200, 403),
    request: async (c) => ({
      method: route.split(' ')[0] as 'PUT' | 'POST',
      url: route.split(' ')[1]!,
      payload: { lines: [{ partId: c.partId, quantity: 1 }] },
    }),
  })),
  {
    // A visitor's browser basket is priced for anyone; nothing is stored.
    route: 'POST /api/basket/price',
    expected: everyone(200),
    request: async (c) => ({
      method: 'POST',
      url: '/api/basket/price',
      payload: { lines: [{ partId: c.partId, quantity: 1 }] },
    }),
  },
  {
    route: 'DELETE /api/basket',
    expected: signedIn(200, 200, 403),
    request: async () => ({ method: 'DELETE', url: '/api/basket' }),
  },
  {
    route: 'POST /api/basket/lines',
    expected: signedIn(200, 200, 403),
    request: async (c) => ({
      method: 'POST',
      url: '/api/basket/lines',
      payload: { partId: c.partId, quantity: 1 },
    }),
  },
  {
    // Another buyer's basket has no line of the owner's part: 404.
    route: 'PATCH /api/basket/lines/:partId',
    expected: signedIn(200, 404, 403),
    request: async (c) => ({
      method: 'PATCH',
      url: `/api/basket/lines/${await ownerBasketPart(c)}`,
      payload: { quantity: 3 },
    }),
  },
  {
    route: 'DELETE /api/basket/lines/:partId',
    expected: signedIn(200, 404, 403),
    request: async (c) => ({ method: 'DELETE', url: `/api/basket/lines/${await ownerBasketPart(c)}` }),
  },
  {
    route: 'POST /api/quick-order/check',
    expected: signedIn(200, 200, 403),
    request: async () => ({
      method: 'POST',
      url: '/api/quick-order/check',
      payload: { text: 'PS-BP-1042 40' },
    }),
  },
  { route: 'GET /api/lists', expected: signedIn(200, 200, 403), request: async () => get('/api/lists') },
  {
    route: 'POST /api/lists',
    expected: signedIn(201, 201, 403),
    request: async (c) => ({
      method: 'POST',
      url: '/api/lists',
      payload: { name: 'Monthly restock', lines: [{ partId: c.partId, quantity: 1 }] },
    }),
  },
  {
    // A saved list is private: another buyer learns nothing of it (404).
    route: 'GET /api/lists/:id',
    expected: signedIn(200, 404, 403),
    request: async (c) => get(`/api/lists/${await ownerListId(c)}`),
  },
  {
    route: 'PUT /api/lists/:id',
    expected: signedIn(200, 404, 403),
    request: async (c) => ({
      method: 'PUT',
      url: `/api/lists/${await ownerListId(c)}`,
      payload: { name: 'Renamed', lines: [{ partId: c.partId, quantity: 2 }] },
    }),
  },
  {
    route: 'DELETE /api/lists/:id',
    expected: signedIn(200, 404, 403),
    request: async (c) => ({ method: 'DELETE', url: `/api/lists/${await ownerListId(c)}` }),
  },
  {
    route: 'POST /api/lists/:id/to-basket',
    expected: signedIn(200, 404, 403),
    request: async (c) => ({ method: 'POST', url: `/api/lists/${await ownerListId(c)}/to-basket` }),
  },
  { route: 'GET /api/garage', expected: signedIn(200, 200, 403), request: async () => get('/api/garage') },
  {
    route: 'POST /api/garage',
    expected: signedIn(201, 201, 403),
    request: async (c) => ({
      method: 'POST',
      url: '/api/garage',
      payload: { vehicleId: (await insertVehicle(c.app)).id, name: 'Matrix car' },
    }),
  },
  {
    // A garage is private: another buyer learns nothing of its vehicles (404).
    route: 'PUT /api/garage/:id',
    expected: signedIn(200, 404, 403),
    request: async (c) => ({
      method: 'PUT',
      url: `/api/garage/${await ownerGarageId(c)}`,
      payload: { name: 'Renamed van' },
    }),
  },
  {
    route: 'DELETE /api/garage/:id',
    expected: signedIn(200, 404, 403),
    request: async (c) => ({ method: 'DELETE', url: `/api/garage/${await ownerGarageId(c)}` }),
  },
  {
    route: 'POST /api/create-payment-intent',
    expected: signedIn(200, 404, 403),
    request: async (c) => ({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { orderId: await newOrderId(c.app, c.owner, c.partId) },
    }),
  },
  {
    route: 'POST /api/payments/test/confirm',
    expected: signedIn(200, 404, 403),
    request: async (c) => ({
      method: 'POST',
      url: '/api/payments/test/confirm',
      payload: {
        clientSecret: await startPayment(c.app, c.owner, await newOrderId(c.app, c.owner, c.partId)),
        card: testCard(),
      },
    }),
  },
  {
    // Stripe is not configured in the walked app (it pays with the test processor): no one gets in.
    route: 'POST /api/payments/stripe/webhook',
    expected: everyone(404),
    request: async () => ({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'stripe-signature': 't=1,v1=00', 'content-type': 'application/json' },
      payload: '{"type":"payment_intent.succeeded"}',
    }),
  },
  {
    route: 'POST /api/images',
    expected: adminOnly,
    request: async () => uploadRequest(await pngPicture()),
  },
  ...(['part', 'vehicle'] as const).flatMap((kind): AccessRow[] => [
    {
      route: `GET /api/${kind}/export.csv`,
      expected: adminOnly,
      request: async () => get(`/api/${kind}/export.csv`),
    },
    {
      route: `POST /api/${kind}/import`,
      expected: adminOnly,
      // A dry run (the default) of a one-row file: checked and counted, nothing written.
      request: async (c) => {
        const csv =
          kind === 'part'
            ? `${partCsvColumns.join(',')}\nPS-MX-1,Matrix pump,Cooling,1,40,12.50,Made for the matrix.,,,${c.img}\n`
            : 'make,model,year,engine\nToyota,Corolla,2018,1.8 L matrix\n';
        const body = multipartFile('file', `${kind}.csv`, 'text/csv', Buffer.from(csv));
        return { method: 'POST', url: `/api/${kind}/import`, payload: body.payload, headers: body.headers };
      },
    },
    {
      route: `GET /api/${kind}/import/:jobId`,
      expected: adminOnly,
      request: async (c) => get(`/api/${kind}/import/${await finishedImportJob(c, kind)}`),
    },
  ]),
  {
    route: 'GET /api/fitment/export.xml',
    expected: adminOnly,
    request: async () => get('/api/fitment/export.xml'),
  },
  {
    route: 'POST /api/fitment/import/aces',
    expected: adminOnly,
    // A dry run (the default) of one App: checked and reported, nothing written.
    request: async () => {
      const xml = '<ACES version="4.2"><App action="A" id="1"><Part>PS-MX-1</Part></App></ACES>';
      const body = multipartFile('file', 'fitment.xml', 'application/xml', Buffer.from(xml));
      return {
        method: 'POST',
        url: '/api/fitment/import/aces',
        payload: body.payload,
        headers: body.headers,
      };
    },
  },
  {
    route: 'GET /api/fitment/import/aces/:jobId',
    expected: adminOnly,
    request: async (c) => get(`/api/fitment/import/aces/${await finishedImportJob(c, 'aces')}`),
  },
];

/** A paid order of the owner's, of 3 units, shipped just now (as Update Status leaves it). */
async function shippedOwnerOrderId(c: MatrixContext): Promise<string> {
  const orderId = await paidOrderId(c.app, c.owner, c.partId, { quantity: 3 });
  await c.app.db
    .updateTable('orders')
    .set({ status: 'Shipped', shipped_at: now() })
    .where('id', '=', orderId)
    .execute();
  return orderId;
}

/** A return the owner asked of a shipped order of theirs, still requested. */
async function ownerReturnId(c: MatrixContext): Promise<string> {
  const res = await c.app.inject({
    method: 'POST',
    url: `/api/order/${await shippedOwnerOrderId(c)}/return`,
    headers: { authorization: `Bearer ${c.owner.token}` },
    payload: { quantity: 1, reason: 'wrong_part_sent' },
  });
  if (res.statusCode !== 201) throw new Error(`return failed: ${res.body}`);
  return res.json()._id;
}

/** A refund of a paid order of the owner's, stored as the refund workflow leaves it. */
async function storedRefundId(
  c: MatrixContext,
  state: 'succeeded' | 'failed',
  card?: string,
): Promise<string> {
  const orderId = await paidOrderId(c.app, c.owner, c.partId, card ? { card } : {});
  const order = await c.app.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const id = newId();
  const succeeded = state === 'succeeded';
  await c.app.db
    .insertInto('refund')
    .values({
      id,
      order_id: orderId,
      checkout_id: null,
      payment_intent_id: order.transaction_id!,
      provider: 'test',
      amount_cents: 100,
      reason: 'Matrix',
      cancel: 0,
      state,
      attempt: 1,
      idempotency_key: `refund-${id}-1`,
      provider_refund_id: succeeded ? `re_matrix_${id}` : null,
      failure: succeeded ? null : 'expired_or_canceled_card',
      credit_note_number: succeeded ? 900_000 + Math.floor(Math.random() * 99_999) : null,
      return_id: null,
      created_by: 'matrix',
      created_at: now(),
      updated_at: now(),
      succeeded_at: succeeded ? now() : null,
    })
    .execute();
  return id;
}

/** A succeeded refund, with its credit note. */
const succeededRefundId = (c: MatrixContext) => storedRefundId(c, 'succeeded');

/** A failed refund paid with Stripe's "refund fails" card: retries fail too. */
const failedRefundId = (c: MatrixContext) => storedRefundId(c, 'failed', '4000000000005126');

/** A finished import job of one kind, as the job table keeps it. */
async function finishedImportJob(c: MatrixContext, kind: 'part' | 'vehicle' | 'aces'): Promise<string> {
  const id = newId();
  await c.app.db
    .insertInto('import_job')
    .values({
      id,
      kind: kind === 'part' ? 'parts' : kind === 'vehicle' ? 'vehicles' : 'aces',
      state: 'done',
      processed: 0,
      total: 0,
      report: null,
      created_at: now(),
      updated_at: now(),
    })
    .execute();
  return id;
}

/** Whether a row of the table stands for a registered route (`GET /api/docs*` stands for many). */
export function covers(row: string, route: string): boolean {
  return row.endsWith('*') ? route.startsWith(row.slice(0, -1)) : row === route;
}

/** The rule for what is not an API route: HEAD twins of GET routes, and everything outside /api. */
export const isApiRoute = (method: string, url: string) => method !== 'HEAD' && url.startsWith('/api/');

function get(url: string): MatrixRequest {
  return { method: 'GET', url };
}
