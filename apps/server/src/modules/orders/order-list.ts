import type { Order, OrderListQuery } from '@partsmith/contract/orders';
import { pageOffset } from '@partsmith/contract/paging';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Tables } from '../../db/schema';
import { snapshotStamp } from './order-clock';
import type { OrderCaches, OrderKey, PageAnchors } from './order-caches';
import { conditionColumns } from './order-conditions';
import { toOrder } from './order-row';

type OrderFilter = Pick<OrderListQuery, 'email' | 'condition' | 'q' | 'checkout' | 'po'>;
type OrderPageQuery = OrderFilter & Pick<OrderListQuery, 'page' | 'limit' | 'until'>;

/** Above every character, so `[q, q + top)` is every string starting with `q`. */
const top = '\u{10FFFF}';
/** Later than any timestamp the store writes (ISO strings compare as text). */
const latest = '9999-12-31T23:59:59.999Z';
/** Rows between two page anchors: a deep page skips fewer than this many index entries. */
export const anchorStride = 500;

function filteredOrders(db: Kysely<Tables>, { email, condition, q, checkout, po }: OrderFilter) {
  let query = db.selectFrom('orders');
  if (email) query = query.where('email', '=', email);
  // A checkout's lines and a PO reference's orders each read their own partial index (0015).
  if (checkout) query = query.where('checkout_id', '=', checkout);
  if (po) query = query.where('po_reference', '=', po);
  if (condition) {
    const { paid, status } = conditionColumns[condition];
    query = query.where('paid', '=', paid).where('status', '=', status);
  }
  if (q) {
    // Prefix ranges, so each side reads its index (emails are stored lower-case).
    const itemName = sql<string>`lower(item_name)`;
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('email', '>=', q), eb('email', '<', q + top)]),
        eb.and([eb(itemName, '>=', q), eb(itemName, '<', q + top)]),
      ]),
    );
  }
  return query;
}

type Filtered = ReturnType<typeof filteredOrders>;

/**
 * Rows at or below `key` in list order (newest first, then id). Written with a plain bound on
 * created_at, not a row-value comparison, so that with another bound on created_at both engines
 * read a two-sided range of the index.
 */
const atOrBelow = (key: OrderKey) => (eb: ExpressionBuilder<Tables, 'orders'>) =>
  eb.and([
    eb('created_at', '<=', key.created_at),
    eb.or([eb('created_at', '<', key.created_at), eb('id', '<=', key.id)]),
  ]);
const above = (key: OrderKey) => (eb: ExpressionBuilder<Tables, 'orders'>) =>
  eb.and([
    eb('created_at', '>=', key.created_at),
    eb.or([eb('created_at', '>', key.created_at), eb('id', '>', key.id)]),
  ]);

async function countOf(query: Filtered): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The key of the row `offset` rows into `query` in list order, if there is one. */
function keyAt(query: Filtered, offset: number): Promise<OrderKey | undefined> {
  return query
    .select(['created_at', 'id'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
}

/** Finds anchors down to `anchors[index]`, each from the one before (one short index walk apiece). */
function extendAnchors(db: Kysely<Tables>, filter: OrderFilter, frame: PageAnchors, index: number) {
  const extended = frame.extending.then(async () => {
    while (frame.head && frame.anchors.length <= index) {
      const from = frame.anchors.at(-1) ?? frame.head;
      const next = await keyAt(filteredOrders(db, filter).where(atOrBelow(from)), anchorStride);
      if (!next) return;
      frame.anchors.push(next);
    }
  });
  frame.extending = extended.catch(() => undefined);
  return extended;
}

/**
 * Where the page starting at `offset` of the snapshot begins: the nearest anchor above it and how far
 * below that anchor, or null to read it by offset from the top (a shallow page, or rows changed).
 */
async function nearestAnchor(
  db: Kysely<Tables>,
  caches: OrderCaches,
  filter: OrderFilter,
  offset: number,
  until: string,
): Promise<{ anchor: OrderKey; skip: number } | null> {
  if (offset < anchorStride) return null;
  const frame = await caches.anchors.get(JSON.stringify(filter), async () => ({
    head: (await keyAt(filteredOrders(db, filter), 0)) ?? null,
    anchors: [],
    extending: Promise.resolve(),
  }));
  if (!frame.head) return null;
  const head = frame.head;
  // Orders placed since the anchors were found sit above them; orders in the anchors' frame but after
  // this snapshot's `until` are left out of it. Both are a short walk at the top of the index.
  const [newer, later] = await Promise.all([
    countOf(filteredOrders(db, filter).where(above(head)).where('created_at', '<', until)),
    countOf(filteredOrders(db, filter).where(atOrBelow(head)).where('created_at', '>=', until)),
  ]);
  const position = offset - newer + later;
  const index = Math.floor(position / anchorStride) - 1;
  if (index < 0) return null;
  await extendAnchors(db, filter, frame, index);
  const anchor = frame.anchors[index];
  const anchorPosition = (index + 1) * anchorStride;
  if (!anchor || anchorPosition < later) return null;
  return { anchor, skip: position - anchorPosition };
}

export function cachedTotal(db: Kysely<Tables>, caches: OrderCaches, filter: OrderFilter): Promise<number> {
  return caches.totals.get(JSON.stringify(filter), () => countOf(filteredOrders(db, filter)));
}

/**
 * Orders of the filter placed at or after `until` (a first page is read as of now, so it needs none).
 * The upper bound makes the range two-sided, so SQLite reads it from the top of orders_created_idx
 * instead of skip-scanning another index.
 */
function countNewer(db: Kysely<Tables>, filter: OrderFilter, until: string): Promise<number> {
  return countOf(
    filteredOrders(db, filter).where('created_at', '>=', until).where('created_at', '<=', latest),
  );
}

export interface OrderPage {
  items: Order[];
  total: number;
  /** The snapshot this page was read at; the Link headers carry it. */
  until: string;
}

/**
 * One page of orders, newest first (id breaks ties), read as of `until` (now on a first page), in the
 * filter's index: a deep page starts from a cached anchor row (keyset) and skips fewer than
 * `anchorStride` index entries, then only the page's rows are read whole. A buyer's total is counted
 * exactly; an admin list's total comes from a count kept for a few seconds per filter, less the orders
 * placed after `until`.
 */
export async function listOrderPage(
  db: Kysely<Tables>,
  caches: OrderCaches,
  query: OrderPageQuery,
): Promise<OrderPage> {
  const until = query.until ?? (await snapshotStamp());
  const filter: OrderFilter = {
    email: query.email,
    condition: query.condition,
    q: query.q,
    checkout: query.checkout,
    po: query.po,
  };
  const snapshot = filteredOrders(db, filter).where('created_at', '<', until);
  const total = filter.email
    ? await countOf(snapshot)
    : Math.max(
        0,
        (await cachedTotal(db, caches, filter)) - (query.until ? await countNewer(db, filter, until) : 0),
      );
  const offset = pageOffset(query);
  if (offset >= total) return { items: [], total, until };

  // A buyer's list is short: one read in the buyer's index, rows and all.
  if (filter.email) {
    const rows = await snapshot
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset(offset)
      .execute();
    return { items: rows.map(toOrder), total, until };
  }
  // The admin lists can be a million rows deep.
  const start = await nearestAnchor(db, caches, filter, offset, until);
  // Below an anchor every row is in the snapshot already; a second upper bound on created_at would
  // leave SQLite to pick one of the two and perhaps walk from the top.
  const pageIds = (start ? filteredOrders(db, filter).where(atOrBelow(start.anchor)) : snapshot)
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(start ? start.skip : offset);
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', 'in', pageIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { items: rows.map(toOrder), total, until };
}
