import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createContext } from '../../start';
import { signUp, type TestAccount } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { FastifyInstance } from 'fastify';

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
