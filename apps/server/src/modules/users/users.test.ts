import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount, injectAs } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { revokeAdmin } from './roles';

describe('access tokens and roles', () => {
  let t: TestApp;
  let buyer: TestAccount;
  let otherBuyer: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ADMIN_EMAILS: 'boss@example.com' });
    buyer = await signUp(t.app, 'Blake Buyer');
    otherBuyer = await signUp(t.app);
    admin = await signUpAdmin(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  describe('PUT /api/user/{email}', () => {
    it('gives no token without an identity session', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${buyer.email}`,
        payload: { email: buyer.email },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('UNAUTHORIZED');
    });

    it('gives no token for another email than the session’s', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${otherBuyer.email}`,
        headers: { cookie: buyer.cookie },
        payload: { email: otherBuyer.email },
      });
      expect(res.statusCode).toBe(403);
    });

    it('does not accept a bearer token in place of the session', async () => {
      const res = await injectAs(t.app, buyer).put(`/api/user/${buyer.email}`);
      expect(res.statusCode).toBe(401);
    });

    it('ignores a role sent in the body: no self-promotion', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${buyer.email}`,
        headers: { cookie: buyer.cookie },
        payload: { email: buyer.email, role: 'admin', admin: true },
      });
      expect(res.statusCode).toBe(200);
      expect((await get(`/api/admin/${buyer.email}`, res.json().token)).json()).toEqual({ admin: false });
    });

    it('refuses a body email that differs from the path', async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${buyer.email}`,
        headers: { cookie: buyer.cookie },
        payload: { email: otherBuyer.email },
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('bearer tokens', () => {
    it.each([
      ['no token', undefined],
      ['a made-up token', 'made-up-token'],
      ['a forged signed token', 'abc.def'],
    ])('answers 401 to %s', async (_label, token) => {
      const res = await get(`/api/admin/${buyer.email}`, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'UNAUTHORIZED', message: expect.any(String) });
    });

    it('answers 401 to an expired token', async () => {
      const victim = await signUp(t.app);
      await t.app.db
        .updateTable('session' as never)
        .set({
          expiresAt: t.app.database.engine === 'postgres' ? new Date(0) : new Date(0).toISOString(),
        } as never)
        .execute();
      expect((await get(`/api/admin/${victim.email}`, victim.token)).statusCode).toBe(401);
      // Everyone's session expired above; sign the shared accounts in again.
      buyer = await signUp(t.app, 'Blake Buyer');
      otherBuyer = await signUp(t.app);
      admin = await signUpAdmin(t.app);
    });

    it('answers 401 once the user has signed out (the token is revoked)', async () => {
      const leaving = await signUp(t.app);
      expect((await get(`/api/admin/${leaving.email}`, leaving.token)).statusCode).toBe(200);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: leaving.cookie, origin: t.app.config.publicUrl },
      });
      expect(out.statusCode).toBe(200);
      expect((await get(`/api/admin/${leaving.email}`, leaving.token)).statusCode).toBe(401);
    });
  });

  describe('GET /api/admin/{email}', () => {
    it('tells a buyer about themselves', async () => {
      expect((await get(`/api/admin/${buyer.email}`, buyer.token)).json()).toEqual({ admin: false });
      expect((await get(`/api/admin/${buyer.email.toUpperCase()}`, buyer.token)).json()).toEqual({
        admin: false,
      });
    });

    it('refuses to tell a buyer about someone else', async () => {
      expect((await get(`/api/admin/${admin.email}`, buyer.token)).statusCode).toBe(403);
    });

    it('tells an admin about anyone', async () => {
      expect((await get(`/api/admin/${admin.email}`, admin.token)).json()).toEqual({ admin: true });
      expect((await get(`/api/admin/${buyer.email}`, admin.token)).json()).toEqual({ admin: false });
    });

    it('treats ADMIN_EMAILS as admins', async () => {
      // An address alone is not an account: it becomes an admin once signed up and verified (email-roles.test.ts).
      expect((await get('/api/admin/boss@example.com', admin.token)).json()).toEqual({ admin: false });
    });

    it('answers 400 for a malformed email', async () => {
      expect((await get('/api/admin/not-an-email', buyer.token)).statusCode).toBe(400);
    });
  });

  describe('GET /api/user', () => {
    it('is refused to anonymous callers and buyers', async () => {
      expect((await get('/api/user')).statusCode).toBe(401);
      expect((await get('/api/user', buyer.token)).statusCode).toBe(403);
    });

    it('lists accounts with email, role and _id for an admin', async () => {
      const res = await get('/api/user', admin.token);
      expect(res.statusCode).toBe(200);
      const users = res.json();
      expect(users).toContainEqual({
        _id: expect.any(String),
        email: buyer.email,
        name: 'Blake Buyer',
        role: 'buyer',
      });
      expect(users).toContainEqual(expect.objectContaining({ email: admin.email, role: 'admin' }));
    });
  });

  describe('PUT /api/user/admin/{email}', () => {
    const promote = (email: string, token?: string) =>
      t.app.inject({ method: 'PUT', url: `/api/user/admin/${email}`, headers: token ? bearer(token) : {} });

    it('refuses anonymous callers and buyers, including promoting themselves', async () => {
      expect((await promote(buyer.email)).statusCode).toBe(401);
      const self = await promote(buyer.email, buyer.token);
      expect(self.statusCode).toBe(403);
      expect(self.json()).toEqual({ error: 'FORBIDDEN', message: 'Only an admin can do that.' });
      expect((await get(`/api/admin/${buyer.email}`, buyer.token)).json()).toEqual({ admin: false });
    });

    it('lets an admin promote a buyer once', async () => {
      const target = await signUp(t.app);
      expect((await promote(target.email, admin.token)).json()).toEqual({ modifiedCount: 1 });
      expect((await promote(target.email, admin.token)).json()).toEqual({ modifiedCount: 0 });
      expect((await get(`/api/admin/${target.email}`, target.token)).json()).toEqual({ admin: true });
    });

    it('gives a promoted buyer admin access on their current token, and takes it back at once', async () => {
      const target = await signUp(t.app);
      const listUsers = () => get('/api/user', target.token);
      expect((await listUsers()).statusCode).toBe(403);
      await promote(target.email, admin.token);
      expect((await listUsers()).statusCode).toBe(200);
      await revokeAdmin(t.app, target.email);
      expect((await listUsers()).statusCode).toBe(403);
    });

    it('answers 404 for an email with no account', async () => {
      expect((await promote('nobody@example.com', admin.token)).statusCode).toBe(404);
    });
  });

  it('publishes only public settings', async () => {
    const res = await get('/api/settings');
    expect(res.json()).toEqual({
      googleSignIn: false,
      emailVerificationRequired: false,
      payments: { provider: 'test' },
      storeCountry: 'US',
    });
  });
});
