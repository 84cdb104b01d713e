import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { bearer, expiredAccount, signedOutAccount, signUp, signUpAdmin, type TestAccount } from '../accounts';
import { insertPart } from '../fixtures';
import { uploadPicture } from '../images';
import { createTestApp, type TestApp } from '../test-app';
import type { Caller, MatrixContext } from './access-matrix';

/** The test app's settings for walking many requests: limits high enough not to get in the way. */
export const walkingLimits = {
  AUTH_RATE_LIMIT: '1000',
  ORDER_RATE_LIMIT: '100000',
  UPLOAD_RATE_LIMIT: '100000',
  REVIEW_RATE_LIMIT: '100000',
  INVOICE_RATE_LIMIT: '100000',
  MAX_UNPAID_ORDERS: '100000',
  BASKET_RATE_LIMIT: '100000',
};

/**
 * The accounts behind each column of the access matrix (as request headers: access token and identity
 * cookie) and the resources its requests name.
 */
export async function prepareCallers(t: TestApp) {
  const [owner, other, admin, signedOut, expired] = [
    await signUp(t.app, 'Owen Owner'),
    await signUp(t.app, 'Olga Other'),
    await signUpAdmin(t.app),
    await signedOutAccount(t.app),
    await expiredAccount(t.app),
  ];
  const as = (account: TestAccount) => ({ ...bearer(account.token), cookie: account.cookie });
  const identities: Record<Caller, Record<string, string>> = {
    anonymous: {},
    badToken: { ...bearer('made-up-token-0123456789'), cookie: 'partsmith.session_token=made-up' },
    revokedToken: as(signedOut),
    expiredToken: as(expired),
    ownResource: as(owner),
    othersResource: as(other),
    admin: as(admin),
  };
  const part = await insertPart(t.app, { min_order_quantity: 1, available_quantity: 1_000_000 });
  const context: MatrixContext = {
    app: t.app,
    owner,
    partId: part.id,
    img: await uploadPicture(t.app, admin),
  };
  return { identities, context };
}

export interface WalkingSuite {
  app: FastifyInstance;
  context: MatrixContext;
  identities: Record<Caller, Record<string, string>>;
}

/**
 * The test app and callers a security suite walks: made before the file's tests (read the fields inside
 * tests, not at collection time) and closed after them.
 */
export function walkingSuite(): WalkingSuite {
  const suite = {} as WalkingSuite;
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(walkingLimits);
    Object.assign(suite, { app: t.app }, await prepareCallers(t));
  });
  afterAll(() => t?.close());
  return suite;
}
