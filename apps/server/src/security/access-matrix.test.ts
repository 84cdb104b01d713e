import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  expiredAccount,
  signedOutAccount,
  signUp,
  signUpAdmin,
  type TestAccount,
} from '../test/accounts';
import { insertPart } from '../test/fixtures';
import { uploadPicture } from '../test/images';
import { createTestApp, type TestApp } from '../test/test-app';
import { accessMatrix, callers, type Caller, type MatrixContext } from './access-matrix';

/** Whether a row of the table stands for a registered route (`GET /api/docs*` stands for many). */
function covers(row: string, route: string): boolean {
  return row.endsWith('*') ? route.startsWith(row.slice(0, -1)) : row === route;
}

/** The rule for what is not an API route: HEAD twins of GET routes, and everything outside /api. */
const isApiRoute = (method: string, url: string) => method !== 'HEAD' && url.startsWith('/api/');

describe('the access matrix', () => {
  let t: TestApp;
  let context: MatrixContext;
  const identities = {} as Record<Caller, Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ORDER_RATE_LIMIT: '1000', UPLOAD_RATE_LIMIT: '1000' });
    const [owner, other, admin, signedOut, expired] = [
      await signUp(t.app, 'Owen Owner'),
      await signUp(t.app, 'Olga Other'),
      await signUpAdmin(t.app),
      await signedOutAccount(t.app),
      await expiredAccount(t.app),
    ];
    const as = (account: TestAccount) => ({ ...bearer(account.token), cookie: account.cookie });
    Object.assign(identities, {
      anonymous: {},
      badToken: { ...bearer('made-up-token-0123456789'), cookie: 'partsmith.session_token=made-up' },
      revokedToken: as(signedOut),
      expiredToken: as(expired),
      ownResource: as(owner),
      othersResource: as(other),
      admin: as(admin),
    });
    const part = await insertPart(t.app, { min_order_quantity: 1, available_quantity: 1_000_000 });
    context = { app: t.app, owner, partId: part.id, img: await uploadPicture(t.app, admin) };
  });
  afterAll(() => t.close());

  it('has one row for every API route and one route for every row', () => {
    const registered = t.app.registeredRoutes
      .filter((route) => isApiRoute(route.method, route.url))
      .map((route) => `${route.method} ${route.url}`);
    const rows = accessMatrix.map((row) => row.route);
    expect(registered.filter((route) => !rows.some((row) => covers(row, route)))).toEqual([]);
    expect(rows.filter((row) => !registered.some((route) => covers(row, route)))).toEqual([]);
    expect(new Set(rows).size).toBe(rows.length);
  });

  it.each(accessMatrix)('$route', async (row) => {
    const statuses = {} as Record<Caller, number>;
    for (const caller of callers) {
      const { undo, ...request } = await row.request(context);
      const res = await t.app.inject({
        ...request,
        headers: { ...request.headers, ...identities[caller] },
      });
      statuses[caller] = res.statusCode;
      if (res.statusCode >= 400) {
        expect(res.headers['content-type'], `${caller}: ${res.body}`).toMatch(/^application\/json/);
        expect(res.json().message, `${caller}: ${res.body}`).toEqual(expect.any(String));
      }
      if (res.statusCode < 300) await undo?.();
    }
    expect(statuses).toEqual(row.expected);
  });
});
