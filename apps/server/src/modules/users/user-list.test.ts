import type { User } from '@partsmith/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpAdmin, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/user: paged, searched by email, filtered by role', () => {
  let t: TestApp;
  let admin: TestAccount;
  const buyers: TestAccount[] = [];

  const list = (query: string, account: TestAccount | null = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/user${query}`,
      headers: account ? bearer(account.token) : {},
    });

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    admin = await signUpAdmin(t.app);
    for (let i = 0; i < 6; i += 1) buyers.push(await signUp(t.app, `Buyer ${i}`));
  });
  afterAll(() => t.close());

  it('pages every account by email with X-Total-Count and Link', async () => {
    const everyone = [admin, ...buyers].map((a) => a.email).sort();
    const first = await list('?limit=4');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('7');
    expect((first.json() as User[]).map((u) => u.email)).toEqual(everyone.slice(0, 4));
    expect(first.headers.link).toBe('</api/user?limit=4&page=2>; rel="next"');
    const second = await list('?limit=4&page=2');
    expect((second.json() as User[]).map((u) => u.email)).toEqual(everyone.slice(4));
    expect(second.headers.link).toBe('</api/user?limit=4&page=1>; rel="prev"');
    expect((await list('?page=9')).json()).toEqual([]);
  });

  it('finds accounts by the start of their email, any case, and lists only admins with role=admin', async () => {
    const target = buyers[3]!;
    const prefix = target.email.slice(0, target.email.indexOf('@') - 2).toUpperCase();
    const found = await list(`?q=${encodeURIComponent(` ${prefix}`)}`);
    expect((found.json() as User[]).map((u) => u.email)).toContain(target.email);
    expect((found.json() as User[]).every((u) => u.email.startsWith(prefix.toLowerCase()))).toBe(true);
    expect((await list(`?q=${encodeURIComponent(target.email)}`)).json()).toEqual([
      { _id: expect.any(String), email: target.email, name: 'Buyer 3', role: 'buyer' },
    ]);
    expect((await list('?q=nobody')).headers['x-total-count']).toBe('0');

    const admins = await list('?role=admin');
    expect((admins.json() as User[]).map((u) => [u.email, u.role])).toEqual([[admin.email, 'admin']]);
    expect(admins.headers['x-total-count']).toBe('1');
  });

  it.each(['?limit=0', '?limit=101', '?page=0', '?role=buyer', `?q=${'x'.repeat(255)}`])(
    'refuses %s with a 400',
    async (query) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    },
  );

  it('is for admins only', async () => {
    expect((await list('?q=buyer', buyers[0]!)).statusCode).toBe(403);
    expect((await list('?page=2', buyers[0]!)).statusCode).toBe(403);
    expect((await list('', null)).statusCode).toBe(401);
  });
});
