import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { countCache, type CountCache } from '../../lib/count-cache';

/** How long an admin list's total may lag behind another instance's writes. */
export const orderTotalMaxAgeMs = 5000;
const totalsByDatabase = new WeakMap<Kysely<Tables>, CountCache>();

/** The cached totals of the admin order lists; every write to orders on this instance invalidates them. */
export function orderTotals(db: Kysely<Tables>): CountCache {
  let totals = totalsByDatabase.get(db);
  if (!totals) totalsByDatabase.set(db, (totals = countCache(orderTotalMaxAgeMs)));
  return totals;
}
