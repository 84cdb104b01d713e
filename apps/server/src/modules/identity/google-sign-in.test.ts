import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader } from '../../test/accounts';
import { startOidcProvider } from '../../test/oidc-provider';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Merges Set-Cookie answers into one Cookie header, later values winning. */
function mergeCookies(...headers: string[]): string {
  const jar = new Map<string, string>();
  for (const header of headers) {
    for (const pair of header.split('; ').filter(Boolean)) {
      const [name, ...value] = pair.split('=');
      jar.set(name!, value.join('='));
    }
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe('Google sign-in through OpenID Connect', () => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider();
    t = await createTestApp({
      GOOGLE_CLIENT_ID: 'partsmith-test-client',
      GOOGLE_CLIENT_SECRET: 'partsmith-test-secret',
      GOOGLE_DISCOVERY_URL: provider.discoveryUrl,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  async function signInWithGoogle(email: string, name: string) {
    provider.signInAs({ email, name });
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/login?completed=1' },
    });
    expect(start.statusCode).toBe(200);
    const authorizeUrl = new URL(start.json().url);
    expect(authorizeUrl.origin).toBe(new URL(provider.issuer).origin);

    // The browser visits the provider, which sends it back to our callback with a code.
    const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location')!);
    expect(callback.pathname).toBe('/api/auth/callback/google');

    const finish = await t.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { cookie: cookieHeader(start) },
    });
    expect(finish.statusCode).toBe(302);
    expect(finish.headers.location).toContain('/login?completed=1');
    return mergeCookies(cookieHeader(start), cookieHeader(finish));
  }

  it('advertises Google sign-in when configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().googleSignIn).toBe(true);
  });

  it('signs a new person in with the email from the provider and issues their token', async () => {
    const cookie = await signInWithGoogle('driver@example.com', 'Google Driver');
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ email: 'driver@example.com', name: 'Google Driver' });

    const token = await t.app.inject({
      method: 'PUT',
      url: '/api/user/driver@example.com',
      headers: { cookie },
    });
    expect(token.statusCode).toBe(200);
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/driver@example.com',
      headers: { authorization: `Bearer ${token.json().token}` },
    });
    expect(admin.json()).toEqual({ admin: false });
  });

  it('gives the Google session no token for another email', async () => {
    const cookie = await signInWithGoogle('second@example.com', 'Second Driver');
    const token = await t.app.inject({
      method: 'PUT',
      url: '/api/user/driver@example.com',
      headers: { cookie },
    });
    expect(token.statusCode).toBe(403);
  });
});
