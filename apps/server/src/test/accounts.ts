import type { FastifyInstance } from 'fastify';
import { grantAdmin } from '../modules/users/roles';
import type { InjectRequest, Injector } from './http-client';

export interface TestAccount {
  email: string;
  name: string;
  password: string;
  /** The identity session cookie, as a Cookie header value. */
  cookie: string;
  /** The spec's access token, as issued by PUT /api/user/{email}. */
  token: string;
}

let counter = 0;

export function cookieHeader(response: { cookies: Array<{ name: string; value: string }> }): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Requests as `account` (its access token on each; anonymous without one): the one way API tests call
 * the app as someone, e.g. `injectAs(t.app, admin).put(url, body)`.
 */
export function injectAs(app: Injector, account?: Pick<TestAccount, 'token'>) {
  const send = (method: InjectRequest['method'], url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: account ? bearer(account.token) : {},
      ...(payload ? { payload } : {}),
    });
  return {
    get: (url: string) => send('GET', url),
    delete: (url: string) => send('DELETE', url),
    post: (url: string, payload?: object) => send('POST', url, payload),
    put: (url: string, payload?: object) => send('PUT', url, payload),
    patch: (url: string, payload?: object) => send('PATCH', url, payload),
  };
}

/** Signs up through the real identity endpoints and fetches the access token as the web app does. */
export async function signUp(app: Injector, name = 'Test Buyer'): Promise<TestAccount> {
  counter += 1;
  const email = `buyer${counter}.${process.pid}@example.com`;
  const password = 'correct horse battery';
  const signUpResponse = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name },
  });
  if (signUpResponse.statusCode !== 200) throw new Error(`sign-up failed: ${signUpResponse.body}`);
  const cookie = cookieHeader(signUpResponse);
  const tokenResponse = await app.inject({
    method: 'PUT',
    url: `/api/user/${email}`,
    headers: { cookie },
    payload: { email },
  });
  if (tokenResponse.statusCode !== 200) throw new Error(`token failed: ${tokenResponse.body}`);
  return { email, name, password, cookie, token: tokenResponse.json().token };
}

export async function signUpAdmin(app: FastifyInstance): Promise<TestAccount> {
  const account = await signUp(app, 'Test Admin');
  await grantAdmin(app, account.email);
  return account;
}

/** An account that signed out: its access token and identity cookie name a session that is gone. */
export async function signedOutAccount(app: FastifyInstance): Promise<TestAccount> {
  const account = await signUp(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: { cookie: account.cookie },
  });
  if (res.statusCode !== 200) throw new Error(`sign-out failed: ${res.body}`);
  return account;
}

/** An account whose session is still stored but past its expiry date. */
export async function expiredAccount(app: FastifyInstance): Promise<TestAccount> {
  const account = await signUp(app);
  const { internalAdapter } = await app.auth.$context;
  await internalAdapter.updateSession(account.token, { expiresAt: new Date(Date.now() - 60_000) });
  return account;
}
