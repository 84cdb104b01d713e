import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { cookieHeader } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { currentHashPrefix, verifyPassword } from '../../modules/identity/password-hashing';
import { demoAccounts, seedDemoAccounts } from './demo-accounts';

describe('demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('can sign in with the credentials the README lists, the admin being an admin', async () => {
    expect(await seedDemoAccounts(t.app)).toBe(2);
    expect(await seedDemoAccounts(t.app)).toBe(0);
    for (const account of demoAccounts) {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: account.email, password: account.password },
      });
      expect(signIn.statusCode).toBe(200);
      const cookie = cookieHeader(signIn);
      const token = (
        await t.app.inject({ method: 'PUT', url: `/api/user/${account.email}`, headers: { cookie } })
      ).json().token;
      const check = await t.app.inject({
        method: 'GET',
        url: `/api/admin/${account.email}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(check.json()).toEqual({ admin: account.admin });
    }
  });

  it("store each listed password's own hash, with today's hashing parameters", async () => {
    for (const account of demoAccounts) {
      expect(account.passwordHash.startsWith(currentHashPrefix)).toBe(true);
      expect(await verifyPassword({ hash: account.passwordHash, password: account.password })).toBe(true);
      expect(await verifyPassword({ hash: account.passwordHash, password: `${account.password}!` })).toBe(
        false,
      );
    }
  });

  it('are off in production unless asked for explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).seedDemoAccounts).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test', SEED_DEMO_ACCOUNTS: 'true' }).seedDemoAccounts,
    ).toBe(true);
    expect(loadConfig({}).seedDemoAccounts).toBe(true);
  });
});
