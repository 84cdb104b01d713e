import { maxBasketLines } from '@partsmith/contract/basket';
import { maxUnits } from '@partsmith/contract/common';
import { formatCount } from '@partsmith/contract/format';
import { discontinuedMessage } from '@partsmith/contract/order-rules';
import type { Kysely, Transaction } from 'kysely';
import { ownerTransaction } from '../../db/owner-transaction';
import type { Tables } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/app-error';
import { now } from '../../lib/ids';
import type { RequestUser } from '../../lib/request-user';
import { assertCanKeepBasket } from './policy';

/** A line as stored: the part's number and name as when last added (shown if the part goes). */
export interface StoredLine {
  partId: string;
  quantity: number;
  partNumber: string;
  name: string;
  addedAt: string;
}

export type NewLine = Omit<StoredLine, 'addedAt'>;

/** The caller's basket lines, oldest added first (one range of the primary key). */
export async function readBasket(db: Kysely<Tables>, user: RequestUser): Promise<StoredLine[]> {
  assertCanKeepBasket(user);
  const rows = await db
    .selectFrom('basket_line')
    .select(['part_id', 'quantity', 'part_number', 'name', 'added_at'])
    .where('user_id', '=', user.id)
    .execute();
  return rows
    .map((row) => ({
      partId: row.part_id,
      quantity: row.quantity,
      partNumber: row.part_number,
      name: row.name,
      addedAt: row.added_at,
    }))
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt) || a.partId.localeCompare(b.partId));
}

/** The same part twice in one write adds up. */
function summed(lines: readonly NewLine[]): NewLine[] {
  const byPart = new Map<string, NewLine>();
  for (const line of lines) {
    const known = byPart.get(line.partId);
    byPart.set(line.partId, known ? { ...line, quantity: known.quantity + line.quantity } : { ...line });
  }
  return [...byPart.values()];
}

const tooManyUnits = () =>
  invalid(`A basket line holds at most ${formatCount(maxUnits)} units; this would make more.`);

/**
 * 409 when a line names a discontinued part (one another part replaces), naming its successor: a basket
 * never takes a part that can no longer be ordered. Read in the write's transaction, one query.
 */
async function assertCurrentParts(trx: Transaction<Tables>, partIds: string[]): Promise<void> {
  const discontinued = await trx
    .selectFrom('part as p')
    .innerJoin('part as s', 's.id', 'p.replaced_by')
    .select(['p.part_number', 'p.name', 's.part_number as successor_number', 's.name as successor_name'])
    .where('p.id', 'in', partIds)
    .orderBy('p.part_number')
    .executeTakeFirst();
  if (!discontinued) return;
  throw conflict(
    discontinuedMessage(
      { partNumber: discontinued.part_number, name: discontinued.name },
      { partNumber: discontinued.successor_number, name: discontinued.successor_name },
    ),
  );
}

/**
 * Adds `lines` to the buyer's basket (after emptying it, with `replace`), in one transaction: a part
 * already there gets the quantity added (`on conflict … do update`, exact under concurrent adds), a new
 * part a line at the end. Refused whole when the basket would hold more than `maxBasketLines` lines
 * (409), a line more than `maxUnits` units (400), or a line names a discontinued part (409). Answers
 * the lines as sent, summed, with the time each was added: with `replace`, the whole basket.
 */
export async function addToBasket(
  db: Kysely<Tables>,
  user: RequestUser,
  lines: readonly NewLine[],
  { replace = false, mergeId }: { replace?: boolean; mergeId?: string } = {},
): Promise<StoredLine[]> {
  assertCanKeepBasket(user);
  // One millisecond apart, so the lines keep the order they were sent in.
  const at = Date.parse(now());
  const rows = summed(lines).map((line, index) => ({ ...line, addedAt: new Date(at + index).toISOString() }));
  if (rows.some((line) => line.quantity > maxUnits)) throw tooManyUnits();
  await ownerTransaction(db, `basket:${user.id}`, async (trx) => {
    if (mergeId !== undefined && !(await firstMerge(trx, user, mergeId, at))) return;
    if (replace) await trx.deleteFrom('basket_line').where('user_id', '=', user.id).execute();
    if (rows.length === 0) return;
    await assertCurrentParts(
      trx,
      rows.map((line) => line.partId),
    );
    const written = await trx
      .insertInto('basket_line')
      .values(
        rows.map((line) => ({
          user_id: user.id,
          part_id: line.partId,
          quantity: line.quantity,
          added_at: line.addedAt,
          part_number: line.partNumber,
          name: line.name,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'part_id'])
          .doUpdateSet((eb) => ({
            quantity: eb('basket_line.quantity', '+', eb.ref('excluded.quantity')),
            part_number: eb.ref('excluded.part_number'),
            name: eb.ref('excluded.name'),
          }))
          .where((eb) => eb(eb('basket_line.quantity', '+', eb.ref('excluded.quantity')), '<=', maxUnits)),
      )
      .returning('part_id')
      .execute();
    if (written.length < rows.length) throw tooManyUnits();
    // A replaced basket holds exactly the lines just written (one a part): nothing to count.
    const count = replace ? rows.length : await basketLineCount(trx, user);
    if (count > maxBasketLines) {
      throw conflict(
        `A basket holds at most ${maxBasketLines} lines; this would make it ${formatCount(count)}. ` +
          'Order or remove some lines first (or save them as a list).',
      );
    }
  });
  return rows;
}

/** How long a merged basket's id is kept: longer than any reload or retry of its merge. */
const mergeIdKeptMs = 24 * 60 * 60 * 1000;

/**
 * Records a visitor basket's merge under its id; false when that id was merged already (the lines are
 * then in the basket and must not be added again). Drops the buyer's merge ids older than a day.
 */
async function firstMerge(
  trx: Transaction<Tables>,
  user: RequestUser,
  mergeId: string,
  at: number,
): Promise<boolean> {
  await trx
    .deleteFrom('basket_merge')
    .where('user_id', '=', user.id)
    .where('merged_at', '<', new Date(at - mergeIdKeptMs).toISOString())
    .execute();
  const recorded = await trx
    .insertInto('basket_merge')
    .values({ user_id: user.id, merge_id: mergeId, merged_at: new Date(at).toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'merge_id']).doNothing())
    .returning('merge_id')
    .execute();
  return recorded.length === 1;
}

async function basketLineCount(trx: Transaction<Tables>, user: RequestUser): Promise<number> {
  const counted = await trx
    .selectFrom('basket_line')
    .select((eb) => eb.fn.countAll<number>().as('lines'))
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return Number(counted.lines);
}

const notInBasket = () => notFound('line', 'This part is not in your basket.');

/** Sets the quantity of the buyer's line of `partId` (404 when there is none). */
export async function setBasketQuantity(
  db: Kysely<Tables>,
  user: RequestUser,
  partId: string,
  quantity: number,
): Promise<void> {
  assertCanKeepBasket(user);
  const result = await db
    .updateTable('basket_line')
    .set({ quantity })
    .where('user_id', '=', user.id)
    .where('part_id', '=', partId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notInBasket();
}

/** Takes the buyer's line of `partId` out (404 when there is none). */
export async function removeFromBasket(db: Kysely<Tables>, user: RequestUser, partId: string): Promise<void> {
  assertCanKeepBasket(user);
  const result = await db
    .deleteFrom('basket_line')
    .where('user_id', '=', user.id)
    .where('part_id', '=', partId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notInBasket();
}

/** Empties the buyer's basket. */
export async function emptyBasket(db: Kysely<Tables>, user: RequestUser): Promise<void> {
  assertCanKeepBasket(user);
  await db.deleteFrom('basket_line').where('user_id', '=', user.id).execute();
}
