import { describe, expect, it } from 'vitest';
import { accessMatrix, callers, covers, isApiRoute, type Caller } from '../test/security/access-matrix';
import { walkingSuite } from '../test/security/callers';

describe('the access matrix', () => {
  const suite = walkingSuite();

  it('has one row for every API route and one route for every row', () => {
    const registered = suite.app.registeredRoutes
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
      const { undo, ...request } = await row.request(suite.context);
      const res = await suite.app.inject({
        ...request,
        headers: { ...request.headers, ...suite.identities[caller] },
      });
      statuses[caller] = res.statusCode;
      // Whatever it says, an answer to a request with credentials is kept by no cache (issue 31, finding 6).
      if (caller !== 'anonymous') {
        expect(res.headers['cache-control'], `${caller}: ${row.route}`).toMatch(
          /^(?=.*\bprivate\b)(?=.*\bno-store\b)/,
        );
      }
      if (res.statusCode >= 400) {
        expect(res.headers['content-type'], `${caller}: ${res.body}`).toMatch(/^application\/json/);
        expect(res.json().message, `${caller}: ${res.body}`).toEqual(expect.any(String));
      }
      if (res.statusCode < 300) await undo?.();
    }
    expect(statuses).toEqual(row.expected);
  });
});
