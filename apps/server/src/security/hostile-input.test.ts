import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderInput } from '../test/orders';
import { databaseSnapshot } from '../test/snapshot';
import { accessMatrix, covers, isApiRoute } from '../test/security/access-matrix';
import { walkingSuite } from '../test/security/callers';
import { expectSafeAnswer, runsPerRoute, testedApart } from '../test/security/hostile-answers';
import { hostileCases } from '../test/security/hostile-cases';
import { hostileRoutes } from '../test/security/hostile-routes';

describe('hostile input', () => {
  const suite = walkingSuite();

  it('has a plan for every API route that reads parameters, a query or a body', () => {
    const planned = [...hostileRoutes.map((spec) => spec.route), ...testedApart];
    const needed = suite.app.registeredRoutes
      .filter((route) => isApiRoute(route.method, route.url) && !route.url.startsWith('/api/docs'))
      .filter(
        (route) =>
          route.method !== 'GET' || route.url.includes(':') || route.url.includes('*') || route.hasQuery,
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(needed.filter((route) => !planned.some((plan) => covers(plan, route)))).toEqual([]);
  });

  it('refuses text holding U+0000 on both engines (PostgreSQL text cannot store it)', async () => {
    const as = suite.identities.ownResource;
    const before = await databaseSnapshot(suite.app);
    const answers = await Promise.all([
      suite.app.inject({
        method: 'POST',
        url: '/api/review',
        headers: as,
        payload: { ratings: 5, description: 'a\u0000b' },
      }),
      suite.app.inject({
        method: 'POST',
        url: '/api/order',
        headers: as,
        payload: { ...orderInput(suite.context.partId, 1), address: '\u0000' },
      }),
    ]);
    for (const res of answers) {
      expect(res.json()).toEqual({
        error: 'INVALID',
        message: 'Text cannot contain the NUL character (\\u0000).',
      });
    }
    expect(await databaseSnapshot(suite.app)).toEqual(before);
  });

  it('lets an email of up to 254 characters reach the route, and refuses longer paths as JSON', async () => {
    const email = `${'x'.repeat(242)}@example.com`;
    const as = suite.identities.ownResource;
    const long = await suite.app.inject({ method: 'GET', url: `/api/admin/${email}`, headers: as });
    expect(long.json()).toEqual({ error: 'FORBIDDEN', message: 'You can only check your own role.' });
    const tooLong = await suite.app.inject({
      method: 'GET',
      url: `/api/admin/x${'x'.repeat(330)}`,
      headers: as,
    });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ error: 'URI_TOO_LONG', message: 'A part of this address is too long.' });
  });

  it.each(hostileRoutes)('$route answers 4xx JSON and changes nothing', async (spec) => {
    const row = accessMatrix.find((candidate) => candidate.route === spec.route);
    if (!row) throw new Error(`${spec.route} has no row in the access matrix`);
    const { undo: _undo, ...base } = await row.request(suite.context);
    const headers = { ...base.headers, ...suite.identities[spec.caller] };
    await fc.assert(
      fc.asyncProperty(hostileCases(spec, base), async (hostile) => {
        const before = await databaseSnapshot(suite.app);
        const res = await suite.app.inject({
          method: base.method,
          url: hostile.url,
          headers: hostile.contentType ? { ...headers, 'content-type': hostile.contentType } : headers,
          ...(hostile.payload === undefined ? {} : { payload: hostile.payload }),
        });
        expectSafeAnswer(res, !hostile.mayBeAccepted);
        if (res.statusCode >= 400) expect(await databaseSnapshot(suite.app)).toEqual(before);
      }),
      { numRuns: runsPerRoute },
    );
  });
});
