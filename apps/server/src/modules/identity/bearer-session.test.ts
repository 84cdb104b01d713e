import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

const dayMs = 86_400_000;

describe('bearer sessions', () => {
  let t: TestApp;
  let buyer: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    buyer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const sessionExpiry = async (token: string) => {
    const row = await t.app.db
      .selectFrom('session' as never)
      .select('expiresAt' as never)
      .where('token' as never, '=', token as never)
      .executeTakeFirstOrThrow();
    return new Date((row as { expiresAt: string | Date }).expiresAt).getTime();
  };
  const setSessionExpiry = (token: string, at: Date) =>
    t.app.db
      .updateTable('session' as never)
      .set({ expiresAt: t.app.database.engine === 'postgres' ? at : at.toISOString() } as never)
      .where('token' as never, '=', token as never)
      .execute();
  const whoAmI = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/${buyer.email}`, headers: bearer(token) });

  it('accepts the token of a live session', async () => {
    expect((await whoAmI(buyer.token)).statusCode).toBe(200);
  });

  it('still slides a session that is due for its refresh (better-auth’s updateAge)', async () => {
    await setSessionExpiry(buyer.token, new Date(Date.now() + dayMs));
    expect((await whoAmI(buyer.token)).statusCode).toBe(200);
    expect(await sessionExpiry(buyer.token)).toBeGreaterThan(Date.now() + 6 * dayMs);
  });

  it('refuses the token the moment its session has expired', async () => {
    const leaving = await signUp(t.app);
    expect((await whoAmI(leaving.token)).statusCode).toBe(403); // signed in, asking about someone else
    await setSessionExpiry(leaving.token, new Date(Date.now() - 1000));
    expect((await whoAmI(leaving.token)).statusCode).toBe(401);
  });

  it('refuses a token whose session row is gone, as another instance’s sign-out leaves it', async () => {
    const leaving = await signUp(t.app);
    await t.app.db
      .deleteFrom('session' as never)
      .where('token' as never, '=', leaving.token as never)
      .execute();
    expect((await whoAmI(leaving.token)).statusCode).toBe(401);
  });

  it.each([
    ['a tab instead of a space', (token: string) => `Bearer\t${token}`],
    ['a percent-encoded token', (token: string) => `Bearer ${encodeURIComponent(`${token}%`)}`],
    ['a signed token with a made-up signature', (token: string) => `Bearer ${token}.made-up`],
  ])('leaves %s to better-auth, which refuses it', async (_label, header) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/${buyer.email}`,
      headers: { authorization: header(buyer.token) },
    });
    expect(res.statusCode).toBe(401);
  });
});
