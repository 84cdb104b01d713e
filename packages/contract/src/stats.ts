/**
 * The admin's sales dashboard (issue 16). Every figure counts PAID orders by the UTC day they were paid
 * (`paidAt`, so a day runs 00:00–24:00 UTC whatever the admin's time zone); `from` and `to` are such
 * days, both included. Admin only.
 *
 * - `GET /api/stats/sales?from=&to=&interval=day|week|month` → `SalesStats`: revenue (dollars) and paid
 *   orders per bucket, every bucket of the range listed (empty ones with 0). A week starts on Monday, a
 *   month on its 1st; a bucket's `start` is that day, and it only sums the days of the range.
 * - `GET /api/stats/top-parts?from=&to=&limit=` → `TopParts`: the parts that sold most, by revenue and
 *   by units (`limit` 1–50, default 10).
 * - `GET /api/stats/low-stock?page=&limit=` → `LowStockPart[]`, paged (`X-Total-Count`, `Link`): parts
 *   whose available quantity is under their own `lowStockThreshold` (when not set, their minimum order),
 *   the furthest under first.
 * - `GET /api/stats/low-stock/{id}` → `PartStockAlert`: one part's threshold (for the edit form).
 * - `GET /api/stats/order-counts` → `OrderCounts`: orders per condition of Manage All Orders.
 */
import { z } from 'zod';
import { Id } from './common';
import { PageQuery } from './paging';

/** The longest range, in days, each interval may ask for (so a day chart has at most ~3 years of bars). */
export const maxStatsDays = { day: 1096, week: 3653, month: 3653 } as const;

export const statsIntervals = ['day', 'week', 'month'] as const;
export const StatsInterval = z.enum(statsIntervals, {
  message: `interval must be one of ${statsIntervals.join(', ')}`,
});
export type StatsInterval = z.infer<typeof StatsInterval>;

const dayMs = 86_400_000;

/** A UTC day as `YYYY-MM-DD`. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Days from `from` to `to` (both `YYYY-MM-DD`), both included. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

const StatsDay = (field: string) =>
  z
    .string({ message: `${field} is required (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a day written YYYY-MM-DD`)
    .refine((value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return Number.isFinite(time) && utcDay(new Date(time)) === value;
    }, `${field} is not a real day`);

const rangeFields = { from: StatsDay('from'), to: StatsDay('to') };
const fromBeforeTo = { message: 'from must be on or before to', path: ['from'] };

export const SalesStatsQuery = z
  .object({ ...rangeFields, interval: StatsInterval.default('day') })
  .refine((range) => range.from <= range.to, fromBeforeTo)
  .refine((range) => daysInRange(range.from, range.to) <= maxStatsDays[range.interval], {
    message: 'The range is too long: at most 3 years by day, 10 years by week or month',
    path: ['to'],
  });
export type SalesStatsQuery = z.infer<typeof SalesStatsQuery>;

export const TopPartsQuery = z
  .object({
    ...rangeFields,
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(50, 'limit must be at most 50')
      .default(10),
  })
  .refine((range) => range.from <= range.to, fromBeforeTo)
  .refine((range) => daysInRange(range.from, range.to) <= maxStatsDays.month, {
    message: 'The range is too long: at most 10 years',
    path: ['to'],
  });
export type TopPartsQuery = z.infer<typeof TopPartsQuery>;

export const SalesBucket = z.object({
  /** The bucket's first day (`YYYY-MM-DD`, UTC). */
  start: z.string(),
  /** Dollars. */
  revenue: z.number(),
  paidOrders: z.number().int(),
});
export type SalesBucket = z.infer<typeof SalesBucket>;

export const SalesStats = z.object({
  from: z.string(),
  to: z.string(),
  interval: StatsInterval,
  buckets: z.array(SalesBucket),
  total: z.object({ revenue: z.number(), paidOrders: z.number().int() }),
});
export type SalesStats = z.infer<typeof SalesStats>;

export const TopPart = z.object({
  /** The part sold; it may have been deleted since (then `name` is the name it was sold under). */
  partId: z.string(),
  name: z.string(),
  partNumber: z.string().nullable(),
  revenue: z.number(),
  units: z.number().int(),
  paidOrders: z.number().int(),
});
export type TopPart = z.infer<typeof TopPart>;

export const TopParts = z.object({
  from: z.string(),
  to: z.string(),
  byRevenue: z.array(TopPart),
  byUnits: z.array(TopPart),
});
export type TopParts = z.infer<typeof TopParts>;

export const LowStockQuery = PageQuery;

export const LowStockPart = z.object({
  _id: Id,
  name: z.string(),
  partNumber: z.string(),
  availableQuantity: z.number().int(),
  minOrderQuantity: z.number().int(),
  /** The part's own threshold, or null when it uses its minimum order. */
  lowStockThreshold: z.number().int().nullable(),
  /** The threshold in force: `lowStockThreshold ?? minOrderQuantity`. */
  threshold: z.number().int(),
});
export type LowStockPart = z.infer<typeof LowStockPart>;
export const LowStockList = z.array(LowStockPart);

/** `GET /api/stats/low-stock/{id}`: one part's threshold and whether it is under it (the edit form). */
export const PartStockAlert = LowStockPart.extend({ low: z.boolean() });
export type PartStockAlert = z.infer<typeof PartStockAlert>;

const orderCount = z.number().int();
/** One count per condition of `orderConditions`. */
export const OrderCounts = z.object({
  unpaid: orderCount,
  pending: orderCount,
  shipped: orderCount,
  expired: orderCount,
});
export type OrderCounts = z.infer<typeof OrderCounts>;
