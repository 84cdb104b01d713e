import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../test/accounts';
import { databaseSnapshot } from '../test/snapshot';
import { createTestApp, type TestApp } from '../test/test-app';
import { walkingLimits } from '../test/security/callers';
import { expectSafeAnswer, runsPerRoute } from '../test/security/hostile-answers';
import {
  hostileSegment,
  malformedBodies,
  notEmail,
  notString,
  notText,
  strangeText,
  toJsonText,
} from '../test/security/hostile-values';

/** The identity routes better-auth answers behind /api/auth/*, with the bodies they take. */
describe('hostile input to the identity routes', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ ...walkingLimits, SIGN_IN_FAILURE_LIMIT: '100000' });
    owner = await signUp(t.app);
  });
  afterAll(() => t.close());

  const send = async (url: string, payload: string, contentType: string, headers = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload });

  const cases = (valid: Record<string, unknown>, fields: Record<string, fc.Arbitrary<unknown>>) =>
    fc.oneof(
      fc
        .constantFrom(...Object.keys(fields))
        .chain((name) => fields[name]!.map((value) => ({ ...valid, [name]: value })))
        .map((body) => ({ text: toJsonText(body), contentType: 'application/json' })),
      malformedBodies(valid).map((body) => ({ text: body.text, contentType: body.contentType })),
    );

  const walk = async (
    url: string,
    valid: Record<string, unknown>,
    fields: Record<string, fc.Arbitrary<unknown>>,
    headers = {},
  ) =>
    fc.assert(
      fc.asyncProperty(cases(valid, fields), async (body) => {
        const before = await databaseSnapshot(t.app);
        const res = await send(url, body.text, body.contentType, headers);
        expectSafeAnswer(res, true);
        expect(await databaseSnapshot(t.app)).toEqual(before);
      }),
      { numRuns: runsPerRoute },
    );

  it('sign-up refuses what is not an email, a password and a name, and creates no account', () =>
    walk(
      '/api/auth/sign-up/email',
      { email: 'fresh.signup@example.com', password: 'correct horse battery', name: 'Fresh' },
      {
        email: notEmail,
        password: fc.oneof(notText(128), fc.string({ maxLength: 7 })),
        name: fc.oneof(notString, fc.constantFrom('a\u0000b')),
      },
    ));

  it('sign-in refuses malformed credentials', async () =>
    walk(
      '/api/auth/sign-in/email',
      { email: owner.email, password: owner.password },
      { email: notEmail, password: fc.oneof(notString, fc.constant('')) },
    ));

  it('update-user refuses a name that is not text', async () =>
    walk(
      '/api/auth/update-user',
      { name: 'Renamed' },
      { name: fc.oneof(notString, fc.constant('a\u0000b')) },
      bearer(owner.token),
    ));

  it('accepts strange but well-formed names as plain text', async () => {
    await fc.assert(
      fc.asyncProperty(strangeText, async (name) => {
        const res = await send(
          '/api/auth/update-user',
          toJsonText({ name }),
          'application/json',
          bearer(owner.token),
        );
        expectSafeAnswer(res, name.includes('\u0000'));
      }),
      { numRuns: runsPerRoute },
    );
  });

  it('never redirects a reset or verification link to another site', async () => {
    const target = fc.oneof(
      hostileSegment,
      fc.webUrl(),
      fc.constantFrom('https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)'),
    );
    await fc.assert(
      fc.asyncProperty(hostileSegment, target, fc.boolean(), async (token, callback, reset) => {
        const query = `callbackURL=${encodeURIComponent(callback)}`;
        const url = reset
          ? `/api/auth/reset-password/${token}?${query}`
          : `/api/auth/verify-email?token=${token}&${query}`;
        const res = await t.app.inject({ method: 'GET', url });
        const context = `${url} → ${res.statusCode} ${res.headers.location ?? res.body.slice(0, 200)}`;
        expect(res.statusCode, context).toBeLessThan(500);
        if (res.statusCode >= 300 && res.statusCode < 400) {
          const location = new URL(String(res.headers.location), t.app.config.publicUrl);
          expect(location.origin, context).toBe(new URL(t.app.config.publicUrl).origin);
        } else {
          expectSafeAnswer(res, true);
        }
      }),
      { numRuns: runsPerRoute },
    );
  });
});
