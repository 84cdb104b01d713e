import { basketOf } from '@partsmith/contract/basket';
import type { SavedList } from '@partsmith/contract/lists';
import type { Deps } from '../deps';
import type { RequestUser } from '../lib/request-user';
import { findList, readListLines } from '../modules/lists/service';
import { priceKeptLines } from './price-lines';

/** One of the buyer's lists, its lines priced and checked with today's prices and stock (the basket's rule). */
export async function viewList(
  { db }: Pick<Deps, 'db'>,
  user: RequestUser,
  id: string,
  skippedPartIds: string[] = [],
): Promise<SavedList> {
  const list = await findList(db, user, id);
  const lines = await readListLines(db, list);
  const priced = await priceKeptLines(db, lines);
  return {
    _id: list.id,
    name: list.name,
    lineCount: lines.length,
    createdAt: list.created_at,
    updatedAt: list.updated_at,
    lines: priced,
    total: basketOf(priced).total,
    skippedPartIds,
  };
}
