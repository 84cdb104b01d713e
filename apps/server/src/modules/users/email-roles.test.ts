import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAdmin, type TestAccount, injectAs } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { grantAdmin } from './roles';

/** Signs up a chosen email through the real endpoints (unverified, as every new account). */
async function signUpAs(t: TestApp, email: string): Promise<TestAccount> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password: 'correct horse battery', name: 'Claimant' },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const token = (await t.app.inject({ method: 'PUT', url: `/api/user/${email}`, headers: { cookie } })).json()
    .token as string;
  return { email, name: 'Claimant', password: 'correct horse battery', cookie, token };
}

async function verify(t: TestApp, email: string) {
  const { internalAdapter } = await t.app.auth.$context;
  const user = await internalAdapter.findUserByEmail(email);
  await internalAdapter.updateUser(user!.user.id, { emailVerified: true });
}

describe('roles that come from an email address (audit finding 2)', () => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000', ADMIN_EMAILS: 'boss@example.com' });
    admin = await signUpAdmin(t.app);
  });
  afterAll(() => t.close());

  const adminCheck = async (account: TestAccount) =>
    (await injectAs(t.app, account).get(`/api/admin/${account.email}`)).json();
  const listUsers = (account: TestAccount) => injectAs(t.app, account).get('/api/user');
  const roleInList = async (email: string) =>
    ((await listUsers(admin)).json() as Array<{ email: string; role: string }>).find((u) => u.email === email)
      ?.role;

  it('an ADMIN_EMAILS address signed up by whoever comes first is a buyer told to verify, until verified', async () => {
    const claimant = await signUpAs(t, 'boss@example.com');
    expect(await adminCheck(claimant)).toEqual({ admin: false, verifyEmailToBeAdmin: true });
    expect((await listUsers(claimant)).statusCode).toBe(403);
    expect(await roleInList('boss@example.com')).toBe('buyer');

    await verify(t, 'boss@example.com');
    expect(await adminCheck(claimant)).toEqual({ admin: true });
    expect((await listUsers(claimant)).statusCode).toBe(200);
    expect(await roleInList('boss@example.com')).toBe('admin');
  });

  it('an address granted with `npm run admin -- grant` before sign-up waits for verification too', async () => {
    await grantAdmin(t.app, 'future.admin@example.com');
    const claimant = await signUpAs(t, 'future.admin@example.com');
    expect(await adminCheck(claimant)).toEqual({ admin: false, verifyEmailToBeAdmin: true });
    expect((await injectAs(t.app, admin).get(`/api/admin/${claimant.email}`)).json()).toEqual({
      admin: false,
    });
    await verify(t, 'future.admin@example.com');
    expect(await adminCheck(claimant)).toEqual({ admin: true });
  });

  it('a role an admin grants to an existing account works at once, verified or not', async () => {
    const buyer = await signUp(t.app);
    expect(await adminCheck(buyer)).toEqual({ admin: false });
    const made = await injectAs(t.app, admin).put(`/api/user/admin/${buyer.email}`);
    expect(made.json()).toEqual({ modifiedCount: 1 });
    expect(await adminCheck(buyer)).toEqual({ admin: true });
    expect((await listUsers(buyer)).statusCode).toBe(200);
  });
});
