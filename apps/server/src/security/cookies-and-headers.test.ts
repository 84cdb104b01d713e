import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const signUpAt = (t: TestApp, host: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { host },
    payload: {
      email: `cookie.${Date.now()}@example.com`,
      password: 'correct horse battery',
      name: 'Cookie Jar',
    },
  });

/** A Set-Cookie line's attributes, lower-cased, as `name` or `name=value`. */
const attributesOf = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase());

describe.each([
  { scheme: 'http', publicUrl: 'http://localhost:3000', cookie: 'partsmith.session_token', secure: false },
  {
    scheme: 'https',
    publicUrl: 'https://shop.example.com',
    cookie: '__Secure-partsmith.session_token',
    secure: true,
  },
])('identity cookies under an $scheme PUBLIC_URL', ({ publicUrl, cookie, secure }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: publicUrl, AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it(`are HttpOnly and SameSite${secure ? ', and Secure' : ''}`, async () => {
    const res = await signUpAt(t, new URL(publicUrl).host);
    expect(res.statusCode).toBe(200);
    const lines = [res.headers['set-cookie'] ?? []].flat();
    expect(lines.map((line) => line.split('=')[0])).toContain(cookie);
    for (const line of lines) {
      const attributes = attributesOf(line);
      expect(attributes, line).toContain('httponly');
      expect(attributes, line).toContain('samesite=lax');
      expect(attributes.includes('secure'), line).toBe(secure);
    }
  });

  it(`${secure ? 'send' : 'do not send'} HSTS, and keep the other headers on every kind of answer`, async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/part' }),
      t.app.inject({ method: 'GET', url: '/api/order' }),
      t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'x@example.com', password: 'wrong-guess' },
      }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404, 401]);
    for (const res of answers) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      if (secure) expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      else expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
