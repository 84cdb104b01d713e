import type { LineProblem } from '@partsmith/contract/basket';
import { lineProblems } from '@partsmith/contract/basket';
import { quantityPrice } from '@partsmith/contract/pricing';
import type { CreateCheckout } from '@partsmith/contract/checkout';
import { sql, type Kysely, type Transaction } from 'kysely';
import { groupedTransaction } from '../../../db/grouped-transaction';
import { isPostgres } from '../../../db/unnest-insert';
import { priceBreakCentsOf, priceBreaksColumn } from '../../../db/price-breaks';
import type { Tables } from '../../../db/schema';
import { type SuccessorColumns, successorColumns, successorJoin, successorOf } from '../../../db/successor';
import { conflict, invalid } from '../../../lib/app-error';
import { newId, now } from '../../../lib/ids';
import type { RequestUser } from '../../../lib/request-user';
import { orderStamp } from '../order-clock';
import { openOrderCount } from '../placing/order-placer';
import { unpaidLimitMessage } from '../placing/rules';

export interface CheckoutLineInput {
  partId: string;
  quantity: number;
  /** The part's number and name as the basket knew them, for a line whose part is gone. */
  partNumber: string;
  name: string;
}

/** A line's shipping and tax columns, at the price it is placed at (ADR 0034). */
export type LineCharger = (
  lines: { partId: string; quantity: number; priceCents: number }[],
) => { charge_cents: number }[];

export type CheckoutOutcome =
  | { placed: true; id: string; orders: string[]; totalCents: number; lowStockParts: string[] }
  | { placed: false; lines: { partId: string; problem: LineProblem }[] };

/** A line's part as locked, with its direct successor when it is discontinued (rule 2). */
interface LockedPart extends SuccessorColumns {
  id: string;
  name: string;
  part_number: string;
  price_cents: number;
  min_order_quantity: number;
  available_quantity: number;
  low_stock_warned: number;
  threshold: number;
  breaks: string | null;
}

/**
 * Places every line of a checkout at once, or none (issue 33): one transaction takes the buyer's lock
 * and the lines' part rows (PostgreSQL: advisory lock, then `for no key update` in id order, as
 * `place_orders` does, so checkouts and single orders never wait for each other in a cycle; SQLite:
 * one writer), checks every line by the order rule (placing/rules.ts: rule 1 for the checkout as one
 * open order; rules 2-5 per line, with the contract's `lineProblems`, the same sentences: a
 * discontinued part's line is refused naming its successor, ADR 0040), and only
 * if every line passes takes the stock and writes one order per line, sharing the checkout's id, PO
 * reference and hold. A refused checkout changes nothing (its transaction rolls back) and names each
 * line's problem.
 */
export async function placeCheckout(
  deps: { db: Kysely<Tables>; maxUnpaidOrders: number; holdMs: number },
  buyer: RequestUser,
  input: CreateCheckout,
  basket: {
    /** The lines to place, read inside the transaction, after the buyer's lock. */
    read: (trx: Transaction<Tables>) => Promise<CheckoutLineInput[]>;
    /** Empties what was placed, in the same transaction: a basket is checked out once. */
    empty: (trx: Transaction<Tables>) => Promise<void>;
  },
  /**
   * The shipping and tax of the lines (ADR 0034): the facts it needs are read in the same transaction,
   * before the parts are locked, and answer each line's charge columns at the price it is placed at.
   */
  charger?: (trx: Transaction<Tables>, partIds: readonly string[]) => Promise<LineCharger>,
): Promise<CheckoutOutcome> {
  const at = orderStamp();
  const holdUntil = new Date(Date.parse(at) + deps.holdMs).toISOString();
  const postgres = isPostgres(deps.db);
  try {
    return await groupedTransaction(deps.db, async (trx) => {
      if (postgres) {
        await sql`select pg_advisory_xact_lock(hashtext(${`orders:${buyer.email}`}))`.execute(trx);
      }
      const lines = await basket.read(trx);
      if (lines.length === 0) throw invalid('Your basket is empty: add parts to it before checking out.');
      if ((await openOrderCount(trx, buyer.email, at)) >= deps.maxUnpaidOrders) {
        throw conflict(unpaidLimitMessage(deps.maxUnpaidOrders));
      }
      const charge = charger
        ? await charger(
            trx,
            lines.map((line) => line.partId),
          )
        : null;
      // What does not need the parts' rows is written before they are locked, so that the locks
      // (PostgreSQL) are held for three statements and the commit; a refused checkout rolls it back.
      const id = newId();
      await trx
        .insertInto('checkout')
        .values({
          id,
          user_id: buyer.id,
          email: buyer.email,
          name: buyer.name,
          address: input.address,
          phone: input.number,
          po_reference: input.poReference ?? null,
          note: input.note ?? null,
          created_at: at,
          hold_until: holdUntil,
        })
        .execute();
      await basket.empty(trx);
      if (postgres) {
        // Single orders count only near the cap (place-orders.sql): the tally must know this one too.
        await sql`insert into open_order_tally (email, orders) values (${buyer.email}, 1)
          on conflict (email) do update set orders = open_order_tally.orders + 1`.execute(trx);
      }
      const parts = await lockParts(
        trx,
        lines.map((line) => line.partId),
        postgres,
      );
      const { priced, refused } = checkLines(lines, parts);
      if (refused.length > 0) throw new Refusal(refused);

      const placed = priced.map((entry) => ({ ...entry, orderId: newId() }));
      const lowStockParts = await takeStock(trx, placed);
      const charges = charge?.(
        placed.map(({ line, part, price }) => ({
          partId: part.id,
          quantity: line.quantity,
          priceCents: price.totalCents,
        })),
      );
      await trx
        .insertInto('orders')
        .values(
          placed.map(({ line, part, price, orderId }, index) => ({
            ...charges?.[index],
            id: orderId,
            user_id: buyer.id,
            email: buyer.email,
            name: buyer.name,
            address: input.address,
            phone: input.number,
            part_id: part.id,
            item_name: part.name,
            part_number: part.part_number,
            quantity: line.quantity,
            unit_price_cents: price.unitPriceCents,
            price_cents: price.totalCents,
            created_at: at,
            hold_until: holdUntil,
            checkout_id: id,
            po_reference: input.poReference ?? null,
          })),
        )
        .execute();
      return {
        placed: true as const,
        id,
        orders: placed.map((entry) => entry.orderId),
        totalCents: charges
          ? charges.reduce((sum, entry) => sum + entry.charge_cents, 0)
          : placed.reduce((sum, entry) => sum + entry.price.totalCents, 0),
        lowStockParts,
      };
    });
  } catch (error) {
    if (error instanceof Refusal) return { placed: false, lines: error.lines };
    throw error;
  }
}

/** A refused checkout, thrown to roll back what was written before its lines were checked. */
class Refusal extends Error {
  constructor(readonly lines: { partId: string; problem: LineProblem }[]) {
    super('checkout refused');
  }
}

/**
 * Prices every line against its part as locked and checks it by the order rule (the contract's
 * `lineProblems`): the priced lines, and each refused line with its problem.
 */
function checkLines(lines: readonly CheckoutLineInput[], parts: ReadonlyMap<string, LockedPart>) {
  const refused: { partId: string; problem: LineProblem }[] = [];
  const priced: { line: CheckoutLineInput; part: LockedPart; price: ReturnType<typeof quantityPrice> }[] = [];
  for (const line of lines) {
    const part = parts.get(line.partId);
    if (!part) {
      refused.push({
        partId: line.partId,
        problem: {
          code: 'part-gone',
          message: `${line.partNumber} ${line.name} is no longer in the catalogue.`,
        },
      });
      continue;
    }
    const breaks = priceBreakCentsOf(part.breaks);
    const price = quantityPrice(line.quantity, part.price_cents, breaks);
    const [problem] = lineProblems(
      line.quantity,
      {
        id: part.id,
        partNumber: part.part_number,
        name: part.name,
        minOrderQuantity: part.min_order_quantity,
        availableQuantity: part.available_quantity,
        priceCents: part.price_cents,
        breaks,
        thumbnail: '',
        img: '',
        successor: successorOf(part),
      },
      price.totalCents,
    );
    if (problem) refused.push({ partId: line.partId, problem });
    priced.push({ line, part, price });
  }
  return { priced, refused };
}

/** The lines' parts, locked for the transaction on PostgreSQL (in id order), by id. */
async function lockParts(
  trx: Transaction<Tables>,
  ids: readonly string[],
  postgres: boolean,
): Promise<Map<string, LockedPart>> {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return new Map();
  // Only the lines' own rows are locked: a successor is read to be named, not taken from.
  const lock = postgres ? sql`for no key update of p` : sql``;
  const { rows } = await sql<LockedPart>`
    select p.id, p.name, p.part_number, p.price_cents, p.min_order_quantity, p.available_quantity,
      p.low_stock_warned, coalesce(p.low_stock_threshold, p.min_order_quantity) as threshold,
      ${priceBreaksColumn} as breaks, ${successorColumns}
    from part p ${successorJoin}
    where p.id in (${sql.join(unique)}) order by p.id ${lock}`.execute(trx);
  return new Map(rows.map((row) => [row.id, { ...row, available_quantity: Number(row.available_quantity) }]));
}

/**
 * Takes every line's units in one statement (a `case` per part, both engines) and answers the parts
 * that went under their low-stock threshold. The rows are locked (or SQLite's one writer holds them)
 * since they were checked, so every part is taken; the `>=` guard and the count make sure of it.
 */
async function takeStock(
  trx: Transaction<Tables>,
  placed: readonly { line: CheckoutLineInput; part: LockedPart }[],
): Promise<string[]> {
  const units = new Map<string, { part: LockedPart; quantity: number }>();
  for (const { line, part } of placed) {
    const entry = units.get(part.id) ?? { part, quantity: 0 };
    entry.quantity += line.quantity;
    units.set(part.id, entry);
  }
  const taking = sql<number>`case id ${sql.join(
    [...units.values()].map(({ part, quantity }) => sql`when ${part.id} then cast(${quantity} as integer)`),
    sql` `,
  )} end`;
  const taken = await trx
    .updateTable('part')
    .set({ available_quantity: sql`available_quantity - ${taking}`, updated_at: now() })
    .where('id', 'in', [...units.keys()])
    .where('available_quantity', '>=', taking)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== units.size) throw conflict('Not enough stock any more.');
  const lowStockParts: string[] = [];
  for (const { part, quantity } of units.values()) {
    part.available_quantity -= quantity;
    if (part.available_quantity - part.threshold < 0 && Number(part.low_stock_warned) === 0) {
      lowStockParts.push(part.id);
    }
  }
  return lowStockParts;
}
