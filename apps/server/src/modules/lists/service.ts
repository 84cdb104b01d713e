import { maxLists } from '@partsmith/contract/basket';
import type { SavedListSummary } from '@partsmith/contract/lists';
import type { Kysely, Transaction } from 'kysely';
import { ownerTransaction } from '../../db/owner-transaction';
import type { SavedListTable, Tables } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { newId, now } from '../../lib/ids';
import type { RequestUser } from '../../lib/request-user';
import { assertCanKeepLists, assertOwnsList } from './policy';

/** A list's line to store: the part's number and name as when saved (shown if the part goes). */
export interface ListLine {
  partId: string;
  quantity: number;
  partNumber: string;
  name: string;
}

export type ListRow = SavedListTable;

/** The same part twice adds up; otherwise the lines keep their order. */
function summed(lines: readonly ListLine[]): ListLine[] {
  const byPart = new Map<string, ListLine>();
  for (const line of lines) {
    const known = byPart.get(line.partId);
    byPart.set(line.partId, known ? { ...known, quantity: known.quantity + line.quantity } : { ...line });
  }
  return [...byPart.values()];
}

async function writeLines(trx: Transaction<Tables>, listId: string, lines: readonly ListLine[]) {
  await trx.deleteFrom('saved_list_line').where('list_id', '=', listId).execute();
  const rows = summed(lines);
  if (rows.length === 0) return;
  await trx
    .insertInto('saved_list_line')
    .values(
      rows.map((line, position) => ({
        list_id: listId,
        part_id: line.partId,
        position,
        // The contract caps one line at maxUnits; lines summed past it are kept at the cap.
        quantity: Math.min(line.quantity, 10_000_000),
        part_number: line.partNumber,
        name: line.name,
      })),
    )
    .execute();
}

/** The buyer's lists, newest first, with their line counts (at most `maxLists`, one index range). */
export async function listSummaries(db: Kysely<Tables>, user: RequestUser): Promise<SavedListSummary[]> {
  assertCanKeepLists(user);
  const rows = await db
    .selectFrom('saved_list as l')
    .select((eb) => [
      'l.id',
      'l.name',
      'l.created_at',
      'l.updated_at',
      eb
        .selectFrom('saved_list_line as x')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('x.list_id', '=', 'l.id')
        .as('line_count'),
    ])
    .where('l.user_id', '=', user.id)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    lineCount: Number(row.line_count ?? 0),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

/** The buyer's own list (404 for anyone else's, or none). */
export async function findList(db: Kysely<Tables>, user: RequestUser, id: string): Promise<ListRow> {
  assertCanKeepLists(user);
  const list = await db.selectFrom('saved_list').selectAll().where('id', '=', id).executeTakeFirst();
  assertOwnsList(list, user);
  return list!;
}

/** A list's lines in the order saved. */
export async function readListLines(
  db: Kysely<Tables>,
  list: ListRow,
): Promise<(ListLine & { addedAt: string })[]> {
  const rows = await db
    .selectFrom('saved_list_line')
    .select(['part_id', 'quantity', 'part_number', 'name', 'position'])
    .where('list_id', '=', list.id)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    partId: row.part_id,
    quantity: row.quantity,
    partNumber: row.part_number,
    name: row.name,
    addedAt: list.updated_at,
  }));
}

/** Saves a new list; refused (409) when the buyer already keeps `maxLists`. */
export async function createList(
  db: Kysely<Tables>,
  user: RequestUser,
  name: string,
  lines: readonly ListLine[],
): Promise<string> {
  assertCanKeepLists(user);
  const id = newId();
  await ownerTransaction(db, `lists:${user.id}`, async (trx) => {
    const counted = await trx
      .selectFrom('saved_list')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (Number(counted.n) >= maxLists) {
      throw conflict(`You can keep at most ${maxLists} lists. Delete one you no longer need first.`);
    }
    const at = now();
    await trx
      .insertInto('saved_list')
      .values({ id, user_id: user.id, name, created_at: at, updated_at: at })
      .execute();
    await writeLines(trx, id, lines);
  });
  return id;
}

/** Renames the buyer's list and/or replaces its lines. */
export async function updateList(
  db: Kysely<Tables>,
  user: RequestUser,
  id: string,
  change: { name?: string; lines?: readonly ListLine[] },
): Promise<void> {
  await findList(db, user, id);
  await ownerTransaction(db, `lists:${user.id}`, async (trx) => {
    const updated = await trx
      .updateTable('saved_list')
      .set({ updated_at: now(), ...(change.name === undefined ? {} : { name: change.name }) })
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    assertOwnsList(Number(updated.numUpdatedRows) > 0 ? { user_id: user.id } : undefined, user);
    if (change.lines) await writeLines(trx, id, change.lines);
  });
}

/** Deletes the buyer's list (its lines go with it). */
export async function deleteList(db: Kysely<Tables>, user: RequestUser, id: string): Promise<number> {
  assertCanKeepLists(user);
  const result = await db
    .deleteFrom('saved_list')
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  assertOwnsList(Number(result.numDeletedRows) > 0 ? { user_id: user.id } : undefined, user);
  return 1;
}
