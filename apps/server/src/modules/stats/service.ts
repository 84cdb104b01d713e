import { centsToDollars } from '@partsmith/contract/money';
import { pageOffset, type PageQuery } from '@partsmith/contract/paging';
import {
  daysInRange,
  utcDay,
  type LowStockPart,
  type PartStockAlert,
  type SalesBucket,
  type SalesStats,
  type SalesStatsQuery,
  type StatsInterval,
  type TopPart,
  type TopParts,
  type TopPartsQuery,
} from '@partsmith/contract/stats';
import type { Kysely } from 'kysely';
import type { PartRow, Tables } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { prepareJson, type PreparedJson } from '../../lib/prepared-json';
import type { LowStockPage } from './stats-caches';
import { stockMargin } from '../../db/part-stock';

const dayMs = 86_400_000;

/** The first day of the bucket `day` falls in: itself, the Monday of its week, the 1st of its month. */
export function bucketStart(day: string, interval: StatsInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return utcDay(new Date(date.getTime() - sinceMonday * dayMs));
}

/** Revenue and paid orders per bucket of the range, empty buckets included, from `sales_day`. */
export function salesStats(
  { db, caches }: Pick<Deps, 'db' | 'caches'>,
  query: SalesStatsQuery,
): Promise<PreparedJson> {
  const key = `sales:${query.from}:${query.to}:${query.interval}`;
  return caches.sales.get(key, async (): Promise<PreparedJson> => {
    const rows = await db
      .selectFrom('sales_day')
      .select(['day', 'revenue_cents', 'paid_orders'])
      .where('day', '>=', query.from)
      .where('day', '<=', query.to)
      .execute();
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const buckets = new Map<string, { cents: number; paidOrders: number }>();
    const first = Date.parse(`${query.from}T00:00:00Z`);
    for (let index = 0; index < daysInRange(query.from, query.to); index += 1) {
      const day = utcDay(new Date(first + index * dayMs));
      const start = bucketStart(day, query.interval);
      const bucket = buckets.get(start) ?? { cents: 0, paidOrders: 0 };
      const sold = byDay.get(day);
      if (sold) {
        bucket.cents += Number(sold.revenue_cents);
        bucket.paidOrders += Number(sold.paid_orders);
      }
      buckets.set(start, bucket);
    }
    const answer: SalesBucket[] = [...buckets].map(([start, bucket]) => ({
      start,
      revenue: centsToDollars(bucket.cents),
      paidOrders: bucket.paidOrders,
    }));
    const totalCents = [...buckets.values()].reduce((sum, bucket) => sum + bucket.cents, 0);
    const stats: SalesStats = {
      from: query.from,
      to: query.to,
      interval: query.interval,
      buckets: answer,
      total: {
        revenue: centsToDollars(totalCents),
        paidOrders: answer.reduce((sum, bucket) => sum + bucket.paidOrders, 0),
      },
    };
    return prepareJson(stats);
  });
}

/** The best-selling parts of the range by revenue and by units, from `part_sales_day`. */
export function topParts(
  { db, caches }: Pick<Deps, 'db' | 'caches'>,
  query: TopPartsQuery,
): Promise<PreparedJson> {
  const key = `top:${query.from}:${query.to}:${query.limit}`;
  return caches.sales.get(key, async (): Promise<PreparedJson> => {
    const ranked = (order: 'revenue' | 'units') =>
      db
        .selectFrom('part_sales_day')
        .select((eb) => [
          'part_id',
          eb.fn.max('item_name').as('item_name'),
          eb.fn.sum<number | string>('units').as('units'),
          eb.fn.sum<number | string>('revenue_cents').as('revenue'),
          eb.fn.sum<number | string>('paid_orders').as('paid_orders'),
        ])
        .where('day', '>=', query.from)
        .where('day', '<=', query.to)
        .groupBy('part_id')
        .orderBy(order, 'desc')
        .orderBy('part_id')
        .limit(query.limit)
        .execute();
    const [byRevenue, byUnits] = [await ranked('revenue'), await ranked('units')];
    const ids = [...new Set([...byRevenue, ...byUnits].map((row) => row.part_id))];
    const parts = ids.length
      ? await db.selectFrom('part').select(['id', 'name', 'part_number']).where('id', 'in', ids).execute()
      : [];
    const current = new Map(parts.map((part) => [part.id, part]));
    const toTopPart = (row: (typeof byRevenue)[number]): TopPart => ({
      partId: row.part_id,
      name: current.get(row.part_id)?.name ?? row.item_name,
      partNumber: current.get(row.part_id)?.part_number ?? null,
      revenue: centsToDollars(Number(row.revenue)),
      units: Number(row.units),
      paidOrders: Number(row.paid_orders),
    });
    const top: TopParts = {
      from: query.from,
      to: query.to,
      byRevenue: byRevenue.map(toTopPart),
      byUnits: byUnits.map(toTopPart),
    };
    return prepareJson(top);
  });
}

type LowStockRow = Pick<
  PartRow,
  'id' | 'name' | 'part_number' | 'available_quantity' | 'min_order_quantity'
> & {
  low_stock_threshold: number | null;
};

const lowStockColumns = [
  'id',
  'name',
  'part_number',
  'available_quantity',
  'min_order_quantity',
  'low_stock_threshold',
] as const;

function toLowStockPart(row: LowStockRow): LowStockPart {
  return {
    _id: row.id,
    name: row.name,
    partNumber: row.part_number,
    availableQuantity: row.available_quantity,
    minOrderQuantity: row.min_order_quantity,
    lowStockThreshold: row.low_stock_threshold,
    threshold: row.low_stock_threshold ?? row.min_order_quantity,
  };
}

/** Parts under their low-stock threshold, furthest under first, one page (part_low_stock_idx); kept a while. */
export function lowStockPage(
  { db, caches }: Pick<Deps, 'db' | 'caches'>,
  page: PageQuery,
): Promise<LowStockPage> {
  return caches.lowStock.get(`${page.page}:${page.limit}`, () => readLowStockPage(db, page));
}

async function readLowStockPage(db: Kysely<Tables>, page: PageQuery): Promise<LowStockPage> {
  // Both conditions say the same; each engine's index serves one of them (migration 0012).
  const low = db.selectFrom('part').where('low_stock', '=', 1).where(stockMargin, '<', 0);
  const [rows, count] = await Promise.all([
    low
      .select(lowStockColumns)
      .orderBy(stockMargin)
      .orderBy('id')
      .limit(page.limit)
      .offset(pageOffset(page))
      .execute(),
    low.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.count),
    items: rows.map(toLowStockPart),
  };
}

/** One part's threshold and whether it is under it. */
export async function partStockAlert({ db }: Pick<Deps, 'db'>, id: string): Promise<PartStockAlert> {
  const row = await db.selectFrom('part').select(lowStockColumns).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('part');
  const part = toLowStockPart(row);
  return { ...part, low: part.availableQuantity < part.threshold };
}
