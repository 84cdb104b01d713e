import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { accessMatrix, callers, covers, isApiRoute, type Caller, type MatrixContext } from './access-matrix';
import { prepareCallers, walkingLimits } from './callers';

describe('the access matrix', () => {
  let t: TestApp;
  let context: MatrixContext;
  let identities: Record<Caller, Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp(walkingLimits);
    ({ context, identities } = await prepareCallers(t));
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
