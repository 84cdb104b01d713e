import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Enough to find what breaks, few enough for a fast suite on two cores. */
export const runsPerRoute = 60;

/** Routes whose hostile input has tests of their own (hostile-identity, hostile-uploads). */
export const testedApart = [
  'POST /api/images',
  // Multipart CSV uploads: hostile files and switches are in modules/catalogue-csv/*.test.ts.
  'POST /api/part/import',
  'POST /api/vehicle/import',
  // Hostile ACES files (entities, billion laughs, deep nesting, endless text, 1 GB): modules/parts/aces.
  'POST /api/fitment/import/aces',
  'GET /api/auth/*',
  'POST /api/auth/*',
  'POST /api/payments/stripe/webhook',
  // Reads no parameter, query or body: nothing to send it but the caller (the access matrix).
  'DELETE /api/basket',
];

/** An answer to hostile input: JSON, never a 5xx, `{error, message}` whenever it refuses. */
export function expectSafeAnswer(res: LightMyRequestResponse, mustRefuse: boolean) {
  const context = `${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, context).toBeLessThan(500);
  if (mustRefuse) expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
  if (res.statusCode === 204 || res.statusCode === 304) return;
  expect(res.headers['content-type'], context).toMatch(/^application\/json/);
  if (res.statusCode >= 400) {
    expect(res.json(), context).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  }
}
