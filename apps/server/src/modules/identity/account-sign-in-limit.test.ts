import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createContext } from '../../start';
import { signUp, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { FastifyInstance } from 'fastify';
import type { MemoryCounterStore } from '../../lib/counter-store';

let address = 0;
/** A sign-in from an address no earlier attempt used, as a botnet spreads its guesses. */
const signIn = (app: FastifyInstance, email: string, password: string, url = '/api/auth/sign-in/email') => {
  address += 1;
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    payload: { email, password },
  });
};
const guess = (app: FastifyInstance, account: TestAccount, url?: string) =>
  signIn(app, account.email, 'wrong-guess-123', url);

describe('failed sign-ins per account', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((t) => t.close())));
  const start = async (env: Record<string, string> = {}) => {
    const t = await createTestApp({ SIGN_IN_FAILURE_LIMIT: '3', AUTH_RATE_LIMIT: '1000', ...env });
    apps.push(t);
    return t.app;
  };

  it('lock the account after a few failures from different addresses, with a message for the login form', async () => {
    const app = await start();
    const [victim, bystander] = [await signUp(app), await signUp(app)];
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await guess(app, victim)).statusCode);
    expect(statuses).toEqual([401, 401, 401]);

    const locked = await signIn(app, victim.email.toUpperCase(), victim.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'RATE_LIMITED',
      message:
        'Too many failed sign-ins for this account. Please wait 15 minutes and try again, or reset your password.',
    });
    expect((await signIn(app, bystander.email, bystander.password)).statusCode).toBe(200);
  });

  it('count unknown accounts alike, so the answer tells nothing about who has an account', async () => {
    const app = await start();
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await signIn(app, 'nobody@example.com', 'x-guess-123')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('start again from zero after a successful sign-in', async () => {
    const app = await start();
    const buyer = await signUp(app);
    const statuses = [];
    for (let i = 0; i < 2; i += 1) statuses.push((await guess(app, buyer)).statusCode);
    statuses.push((await signIn(app, buyer.email, buyer.password)).statusCode);
    for (let i = 0; i < 3; i += 1) statuses.push((await guess(app, buyer)).statusCode);
    expect(statuses).toEqual([401, 401, 200, 401, 401, 401]);
  });

  it('let no more guesses through than the limit when they arrive all at once', async () => {
    const app = await start();
    const buyer = await signUp(app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => guess(app, buyer)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(401), ...Array(9).fill(429)]);
  });

  it('cannot be dodged by a differently written path', async () => {
    const app = await start();
    const buyer = await signUp(app);
    for (let i = 0; i < 3; i += 1) await guess(app, buyer);
    for (const url of [
      '/api/auth/sign-in/email/',
      '/api/auth/sign-in/email?x=1',
      '/api/auth/sign-in/%65mail',
    ]) {
      expect((await guess(app, buyer, url)).statusCode, url).not.toBe(401);
    }
  });

  it(
    'count every encoding better-auth reads: a BOM, mixed-case content types, a form (audit finding 4)',
    { timeout: 60_000 },
    async () => {
      const app = await start();
      const bodies = (email: string): Array<{ type: string; payload: string }> => [
        {
          type: 'application/json',
          payload: `\uFEFF${JSON.stringify({ email, password: 'wrong-guess-123' })}`,
        },
        {
          type: 'Application/x-www-form-urlencoded',
          payload: new URLSearchParams({ email, password: 'wrong-guess-123' }).toString(),
        },
        {
          type: 'APPLICATION/JSON; charset=utf-8',
          payload: JSON.stringify({ email, password: 'wrong-guess-123' }),
        },
        {
          type: 'application/x-www-form-urlencoded;charset=UTF-8',
          payload: new URLSearchParams({
            email: email.toUpperCase(),
            password: 'wrong-guess-123',
          }).toString(),
        },
      ];
      for (const index of [0, 1, 2, 3]) {
        const victim = await signUp(app);
        const statuses = [];
        for (let i = 0; i < 8; i += 1) {
          address += 1;
          const { type, payload } = bodies(victim.email)[(index + i) % 4]!;
          const res = await app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            remoteAddress: `10.9.${(address >> 8) & 255}.${address & 255}`,
            headers: { 'content-type': type },
            payload,
          });
          statuses.push(res.statusCode);
        }
        expect(statuses, `starting with ${bodies('x')[index]!.type}`).toEqual([
          401, 401, 401, 429, 429, 429, 429, 429,
        ]);
      }
    },
  );

  it('check the shape of sign-up bodies in every encoding better-auth reads (audit finding 4)', async () => {
    const app = await start();
    const email = 'shape.check@example.com';
    for (const [type, payload] of [
      [
        'application/json',
        `\uFEFF${JSON.stringify({ email, password: 'correct horse battery', name: 'x'.repeat(101) })}`,
      ],
      [
        'Application/x-www-form-urlencoded',
        new URLSearchParams({ email, password: 'correct horse battery', name: 'x'.repeat(101) }).toString(),
      ],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, type).toBe(400);
      expect(res.json(), type).toMatchObject({ error: 'INVALID', message: 'Name is too long' });
    }
    const made = await app.db.selectFrom('user').select('id').where('email', '=', email).execute();
    expect(made).toEqual([]);
  });

  it('keep no count for made-up 60 KB emails, nor for anything better-auth refuses before the password (audit finding 3)', async () => {
    const app = await start();
    const store = app.counters as MemoryCounterStore;
    const before = store.size();
    for (let i = 0; i < 200; i += 1) {
      const res = await signIn(app, `${'a'.repeat(60 * 1024)}${i}@example.com`, 'wrong-guess-123');
      expect(res.statusCode).toBe(413);
    }
    // Within the body limit, an email over 254 characters is refused before anything is counted.
    expect((await signIn(app, `${'b'.repeat(300)}@example.com`, 'wrong-guess-123')).json()).toEqual({
      error: 'INVALID',
      message: 'Email is too long',
    });
    for (const payload of [
      { email: 'not-an-email', password: 'x' },
      { email: 'ok@example.com' },
      { email: 'ok@example.com', password: 5 },
    ]) {
      address += 1;
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: `10.8.${(address >> 8) & 255}.${address & 255}`,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(store.size()).toBe(before);
  });

  it.runIf(process.env.REDIS_URL)('share the count between instances through Redis', async () => {
    const first = await start({ REDIS_URL: process.env.REDIS_URL! });
    const second = await buildApp(createContext(first.config, first.database, pino({ level: 'silent' })));
    const buyer = await signUp(first);
    const statuses = [
      (await guess(first, buyer)).statusCode,
      (await guess(second, buyer)).statusCode,
      (await guess(first, buyer)).statusCode,
      (await signIn(second, buyer.email, buyer.password)).statusCode,
      (await signIn(first, buyer.email, buyer.password)).statusCode,
    ];
    await second.close();
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
