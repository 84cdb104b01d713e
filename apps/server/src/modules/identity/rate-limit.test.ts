import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('sign-in brute force', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '5' });
  });
  afterAll(() => t.close());

  it('is answered 429 once an address exceeds the limit, even with a forged forwarding header', async () => {
    // A new account each time, so the per-account limit (account-sign-in-limit.test.ts) stays out of it.
    const attempt = (forged: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'x-forwarded-for': forged, 'x-partsmith-client-ip': forged },
        payload: { email: `victim.${forged}@example.com`, password: 'guess-guess' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await attempt(`10.0.0.${i}`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('behind a trusted load balancer counts the address it saw, not one the client wrote', async () => {
    const behindProxy = await createTestApp({ AUTH_RATE_LIMIT: '5', TRUST_PROXY: 'loopback' });
    try {
      // The client prepends a new made-up address each time; the proxy appends the one it saw.
      const attempt = (i: number) =>
        behindProxy.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { 'x-forwarded-for': `10.9.0.${i}, 203.0.113.7` },
          payload: { email: `proxied.${i}@example.com`, password: 'guess-guess' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await attempt(i)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);

      const otherClient = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'x-forwarded-for': '198.51.100.4' },
        payload: { email: 'someone.else@example.com', password: 'guess-guess' },
      });
      expect(otherClient.statusCode).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });
});
