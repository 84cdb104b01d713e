import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { bearer, signUp } from '../test/accounts';
import { httpInjector } from '../test/http-client';
import { readLedger } from '../test/order-stream';
import { placeOrder } from '../test/orders';
import { addPart } from '../test/process-database';
import { startS3Api } from '../test/s3-api';
import { startServer } from '../test/server-process';
import { startSmtpCapture } from '../test/smtp-capture';
import { freshPostgresUrl } from '../test/test-app';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** The environment block and the start line of docs/deploy.md, exactly as an operator copies them. */
function deployRecipe() {
  const doc = fs.readFileSync(path.join(repoRoot, 'docs/deploy.md'), 'utf8');
  const blocks = [...doc.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, lang, body]) => ({
    lang,
    body: body!,
  }));
  const envBlocks = blocks.filter((block) => block.lang === 'dotenv');
  expect(envBlocks).toHaveLength(1);
  const startLines = blocks
    .filter((block) => block.lang === 'sh')
    .flatMap((block) => block.body.split('\n'))
    .filter((line) => /\bnpm start\b/.test(line));
  expect(startLines).toHaveLength(1);
  const start = startLines[0]!.match(/^((?:\w+=\S+ )*)npm start$/);
  if (!start) throw new Error(`Unexpected start line in docs/deploy.md: ${startLines[0]}`);
  return { env: parseDotenv(envBlocks[0]!.body), startLine: startLines[0]! };
}

describe(
  'two instances on one PostgreSQL and Redis, started as docs/deploy.md says',
  { timeout: 180_000 },
  () => {
    const cleanups: Array<() => Promise<unknown>> = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('share sign-ins and stock: no oversell, every order visible from both', async () => {
      const redisUrl = process.env.REDIS_URL;
      if (!redisUrl) throw new Error('The scale-out test needs REDIS_URL (CI sets redis://127.0.0.1:6379).');
      const recipe = deployRecipe();
      // `npm start` runs the server bundle (package.json); the test runs the same bundle, built for this run.
      const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
      expect(rootPackage.scripts.start).toMatch(
        /^([A-Z_]+=\S+ )*node (--[\w-]+=\w+ )*apps\/server\/dist\/main\.js$/,
      );

      const postgres = await freshPostgresUrl();
      cleanups.push(postgres.drop);
      const [s3, smtp] = await Promise.all([startS3Api(), startSmtpCapture()]);
      cleanups.push(s3.close, smtp.close);
      // Only addresses and credentials are replaced by local ones; every one must be named by the page.
      const local: Record<string, string> = {
        DATABASE_URL: postgres.url,
        REDIS_URL: redisUrl,
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        S3_ENDPOINT: s3.url,
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        SMTP_URL: smtp.url,
        ADMIN_EMAILS: `owner.${process.pid}@example.com`,
      };
      expect(Object.keys(recipe.env)).toEqual(expect.arrayContaining(Object.keys(local)));
      const env = { ...recipe.env, ...local };

      // Both start at once on an empty schema: the migrations must run once, not race.
      const [one, two] = await Promise.all([startServer(env), startServer(env)]);
      cleanups.push(() => Promise.all([one.stop(), two.stop()]));
      const [a, b] = [httpInjector(one.url), httpInjector(two.url)];

      const direct = openDatabase(postgres.url);
      cleanups.push(() => direct.close());
      const stock = 60;
      const partId = await addPart(direct, { available_quantity: stock, min_order_quantity: 2 });

      // Signed up on one instance; its token and its identity session work on the other.
      const buyers = [await signUp(a), await signUp(a), await signUp(b), await signUp(b)];
      const onB = await b.inject({
        method: 'GET',
        url: `/api/order?email=${buyers[0]!.email}`,
        headers: bearer(buyers[0]!.token),
      });
      expect(onB.statusCode).toBe(200);
      const tokenFromB = await b.inject({
        method: 'PUT',
        url: `/api/user/${buyers[0]!.email}`,
        headers: { cookie: buyers[0]!.cookie },
        payload: { email: buyers[0]!.email },
      });
      expect(tokenFromB.statusCode).toBe(200);

      // Guessing one account's password on both instances in turn: the failures add up across them (Redis),
      // so the refusal comes after 5 (SIGN_IN_FAILURE_LIMIT) in all, when each instance has seen only 3.
      const guesses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const guess = await (attempt % 2 ? b : a).inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: buyers[3]!.email, password: `wrong guess ${attempt}` },
        });
        guesses.push(guess.statusCode);
      }
      expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);

      // 48 orders of 2 units for 60 in stock, all at once, alternating between the instances.
      const attempts = buyers.flatMap((buyer) =>
        Array.from({ length: 12 }, (_, i) => placeOrder(i % 2 ? b : a, buyer, partId, 2)),
      );
      const answers = await Promise.all(attempts);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(stock / 2);
      expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
      const acknowledged = answers
        .filter((answer) => answer.statusCode === 200)
        .map((answer) => answer.json().insertedId);

      for (const instance of [a, b]) {
        const ledger = await readLedger(instance, buyers, partId);
        expect([...ledger.ids].sort()).toEqual([...acknowledged].sort());
        expect(ledger.stock).toBe(0);
        expect(ledger.ordered).toBe(stock);
      }
      const row = await direct.db
        .selectFrom('part')
        .select('available_quantity')
        .where('id', '=', partId)
        .executeTakeFirstOrThrow();
      expect(row.available_quantity).toBe(0);

      // One buyer's orders on both instances at once, stock for all: no more than MAX_UNPAID_ORDERS (10
      // by default) are accepted, however the two instances interleave them.
      const plenty = await addPart(direct, { available_quantity: 1000, min_order_quantity: 1 });
      const eager = await signUp(b);
      const burst = await Promise.all(
        Array.from({ length: 16 }, (_, i) => placeOrder(i % 2 ? b : a, eager, plenty, 1)),
      );
      expect(burst.map((answer) => answer.statusCode).sort()).toEqual([
        ...Array<number>(10).fill(200),
        ...Array<number>(6).fill(409),
      ]);

      console.info(
        `Scale-out: 2 instances, ${attempts.length} concurrent orders for ${stock / 2} possible, ` +
          `${acknowledged.length} accepted, ${statuses.length - acknowledged.length} refused 409, stock 0, ` +
          `orders identical on both; sign-in guesses ${guesses.join(',')}; started with: ${recipe.startLine}`,
      );
    });
  },
);
