import { randomBytes, randomUUID } from 'node:crypto';
import { maxOrderCents } from '@partsmith/contract/money';
import { hashPassword } from '../../modules/identity/password-hashing';
import { sql } from 'kysely';
import type { Database } from '../database';
import type { NewOrder, NewReview } from '../schema';
import { numberUninvoicedPaidOrders } from '../../modules/invoices/invoice-numbers';
import { rebuildSalesLedger } from '../../modules/stats/sales-ledger';
import { generatedEmailDomain } from './catalogue';

export interface OrderDataOptions {
  buyers: number;
  orders: number;
  reviews: number;
  /** The password every generated buyer signs in with; a random one when left out. */
  password?: string;
  /** Progress lines (the CLI prints them). */
  log?: (line: string) => void;
}

export interface OrderDataSummary {
  buyers: number;
  orders: number;
  paid: number;
  shipped: number;
  reviews: number;
  password: string;
  /** The buyer holding the most orders (about one in 1,400), for trying a long My Orders. */
  busiestBuyer: { email: string; orders: number };
  /** A few other buyers' emails. */
  sampleEmails: string[];
  seconds: number;
}

/** Rows per INSERT: under SQLite's 32,766 and PostgreSQL's 65,535 parameters for the widest table. */
const batchSize = 1000;
/** Orders and reviews spread over the last three years, oldest first. */
const spanMs = 3 * 365 * 24 * 3600 * 1000;

const firstNames = [
  'Ana',
  'Bruno',
  'Chen',
  'Dana',
  'Emeka',
  'Farah',
  'Goran',
  'Hana',
  'Ivan',
  'Joana',
  'Kofi',
  'Lena',
  'Marco',
  'Nadia',
  'Omar',
  'Priya',
  'Rui',
  'Sofia',
  'Tomas',
  'Yara',
];
const lastNames = [
  'Silva',
  'Okafor',
  'Novak',
  'Haddad',
  'Ferreira',
  'Kowalski',
  'Mensah',
  'Ito',
  'Larsen',
  'Costa',
  'Moreau',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Walsh',
];
const streets = [
  'Workshop Lane',
  'Garage Road',
  'Harbour Street',
  'Mill Avenue',
  'Station Road',
  'Depot Way',
];
const cities = ['Porto', 'Leeds', 'Lyon', 'Gdansk', 'Accra', 'Osaka', 'Aarhus', 'Turin'];
const reviewTexts = [
  'Parts arrived well packed and fitted first time.',
  'Good prices for the quality; the brake pads are quiet.',
  'Delivery took a little longer than expected, but the parts are right.',
  'Our fleet has run on these filters for a year without trouble.',
  'Clear descriptions, correct fitment, will order again.',
  'Support answered quickly when I asked about minimum orders.',
];

/**
 * A UUID (version 7) that starts with its row's time: rows generated oldest first then append to the
 * primary-key index instead of landing at random places in it, which keeps a million inserts fast.
 */
function timeOrderedUuid(ms: number): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A small seeded generator, so two runs with the same sizes build the same shape of data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertInBatches<T>(
  count: number,
  row: (index: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += batchSize) {
    const rows: T[] = [];
    for (let index = start; index < Math.min(count, start + batchSize); index += 1) rows.push(row(index));
    await insert(rows);
  }
}

/**
 * Fills the database with buyers who can sign in (better-auth accounts sharing one password hash, made
 * once), their orders for real parts at the parts' prices (about 70 % paid with a transaction id, most
 * of the older paid ones shipped) and reviews, in batched multi-row inserts on either engine.
 */
export async function generateOrderData(
  database: Database,
  options: OrderDataOptions,
): Promise<OrderDataSummary> {
  if (options.buyers < 1 && (options.orders > 0 || options.reviews > 0)) {
    throw new Error('Orders and reviews need at least one buyer.');
  }
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const { db, engine } = database;
  const postgres = engine === 'postgres';
  const password = options.password ?? randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const runTag = randomBytes(3).toString('hex');
  const next = random(options.buyers * 31 + options.orders * 7 + options.reviews);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;

  // SQLite's default page cache (2 MB) thrashes once the order indexes outgrow it; this connection is
  // the generator's own, so a large one is only for this run.
  if (!postgres) await sql`pragma cache_size = -262144`.execute(db);

  const parts = await db
    .selectFrom('part')
    .select(['id', 'name', 'price_cents', 'min_order_quantity'])
    .execute();
  if (parts.length === 0) {
    throw new Error('The catalogue is empty: seed it (npm run db:seed) or generate parts (--parts N) first.');
  }

  // Buyers: a user row and a password credential each.
  const buyers = Array.from({ length: options.buyers }, (_, index) => ({
    id: `gen-${runTag}-${index + 1}`,
    // The generated domain marks these orders as generated: the catalogue generator may still run.
    email: `buyer${index + 1}.${runTag}@${generatedEmailDomain}`,
    name: `${pick(firstNames)} ${pick(lastNames)}`,
  }));
  const authDb = db.withTables<{
    account: {
      id: string;
      accountId: string;
      providerId: string;
      userId: string;
      password: string;
      createdAt: unknown;
      updatedAt: unknown;
    };
  }>();
  const userCreated = new Date(Date.now() - spanMs).toISOString();
  await db.transaction().execute(async (trx) => {
    await insertInBatches(
      buyers.length,
      (index) => {
        const buyer = buyers[index]!;
        return {
          id: buyer.id,
          name: buyer.name,
          email: buyer.email,
          emailVerified: postgres ? true : 1,
          image: null,
          createdAt: userCreated,
          updatedAt: userCreated,
        };
      },
      (rows) => trx.insertInto('user').values(rows).execute(),
    );
  });
  await authDb.transaction().execute(async (trx) => {
    await insertInBatches(
      buyers.length,
      (index) => ({
        id: `${buyers[index]!.id}-credential`,
        accountId: buyers[index]!.id,
        providerId: 'credential',
        userId: buyers[index]!.id,
        password: passwordHash,
        createdAt: userCreated,
        updatedAt: userCreated,
      }),
      (rows) => trx.insertInto('account').values(rows).execute(),
    );
  });
  log(`${buyers.length.toLocaleString('en-US')} buyers in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  // Orders, oldest first; one in 1,400 belongs to the first buyer, the rest spread evenly.
  const firstAt = Date.now() - spanMs;
  let paid = 0;
  let shipped = 0;
  let busiest = 0;
  const orderRow = (index: number): NewOrder => {
    const buyer = buyers[index % 1400 === 0 ? 0 : Math.floor(next() * buyers.length)]!;
    if (buyer === buyers[0]) busiest += 1;
    const part = pick(parts);
    let quantity = Math.max(part.min_order_quantity, 1 + Math.floor(next() * 20));
    if (part.price_cents * quantity > maxOrderCents)
      quantity = Math.max(1, Math.floor(maxOrderCents / part.price_cents));
    const createdMs = firstAt + Math.floor(((index + next()) * spanMs) / Math.max(1, options.orders));
    const age = 1 - index / Math.max(1, options.orders);
    const isPaid = next() < 0.7;
    const isShipped = isPaid && next() < 0.3 + 0.65 * age;
    if (isPaid) paid += 1;
    if (isShipped) shipped += 1;
    const transactionId = isPaid ? `pi_gen_${runTag}_${String(index + 1).padStart(9, '0')}` : null;
    return {
      id: timeOrderedUuid(createdMs),
      user_id: buyer.id,
      email: buyer.email,
      name: buyer.name,
      address: `${1 + Math.floor(next() * 200)} ${pick(streets)}, ${pick(cities)}`,
      phone: `+351 9${String(Math.floor(next() * 1e8)).padStart(8, '0')}`,
      part_id: part.id,
      item_name: part.name,
      quantity,
      unit_price_cents: part.price_cents,
      price_cents: part.price_cents * quantity,
      paid: isPaid ? 1 : 0,
      status: isShipped ? 'Shipped' : 'Pending',
      transaction_id: transactionId,
      payment_intent_id: transactionId,
      created_at: new Date(createdMs).toISOString(),
      paid_at: isPaid ? new Date(createdMs + 600_000).toISOString() : null,
      shipped_at: isShipped ? new Date(createdMs + 2 * 86_400_000).toISOString() : null,
    };
  };
  const chunk = 50_000;
  for (let start = 0; start < options.orders; start += chunk) {
    const count = Math.min(chunk, options.orders - start);
    await db.transaction().execute((trx) =>
      insertInBatches(
        count,
        (offset) => orderRow(start + offset),
        (rows) => trx.insertInto('orders').values(rows).execute(),
      ),
    );
    log(
      `${(start + count).toLocaleString('en-US')} orders (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }

  // The dashboard's aggregates of the paid orders, as markOrderPaid would have kept them.
  await rebuildSalesLedger(db);
  log(`sales aggregates (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  // Each paid order has its invoice, numbered as payments would have numbered it.
  await numberUninvoicedPaidOrders(db);
  log(`invoice numbers (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  const reviewRow = (index: number): NewReview => {
    const buyer = pick(buyers);
    return {
      id: randomUUID(),
      user_id: buyer.id,
      author_name: buyer.name,
      ratings: next() < 0.7 ? 5 : next() < 0.6 ? 4 : 1 + Math.floor(next() * 3),
      description: pick(reviewTexts),
      created_at: new Date(
        firstAt + Math.floor(((index + next()) * spanMs) / Math.max(1, options.reviews)),
      ).toISOString(),
    };
  };
  await db
    .transaction()
    .execute((trx) =>
      insertInBatches(options.reviews, reviewRow, (rows) => trx.insertInto('review').values(rows).execute()),
    );
  log(`${options.reviews.toLocaleString('en-US')} reviews (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // Fresh planner statistics (and, on PostgreSQL, the visibility map index-only scans need).
  await (postgres ? sql`vacuum analyze` : sql`analyze`).execute(db);

  return {
    buyers: buyers.length,
    orders: options.orders,
    paid,
    shipped,
    reviews: options.reviews,
    password,
    busiestBuyer: { email: buyers[0]?.email ?? '', orders: busiest },
    sampleEmails: buyers.slice(1, 4).map((buyer) => buyer.email),
    seconds: (Date.now() - started) / 1000,
  };
}
