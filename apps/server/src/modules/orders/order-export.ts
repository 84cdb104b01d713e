import { Readable, pipeline } from 'node:stream';
import { centsToDollars } from '@partsmith/contract/money';
import { orderExportColumns, type OrderExportQuery } from '@partsmith/contract/order-export';
import type { OrderCondition } from '@partsmith/contract/orders';
import { stringify } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { chargeOf } from '../../db/order-charge';
import type { OrderRow, Tables } from '../../db/schema';
import { safeCsvCells } from '../../lib/csv-cells';
import type { OrderKey } from './order-caches';
import { conditionColumns } from './order-conditions';
import { isExpired } from './order-row';

const dollars = (cents: number) => centsToDollars(cents).toFixed(2);

/** Rows read per query: memory holds one batch, whatever the number of orders. */
export const exportBatchSize = 1000;

const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function conditionOf(row: OrderRow): OrderCondition {
  if (row.paid === 1) return row.status === 'Shipped' ? 'shipped' : 'pending';
  return isExpired(row) ? 'expired' : 'unpaid';
}
const conditionLabel: Record<OrderCondition, string> = {
  unpaid: 'Unpaid',
  pending: 'Pending',
  shipped: 'Shipped',
  expired: 'Expired',
};

/** One batch after `after`, oldest first, read from orders_created_idx or orders_condition_idx. */
function batchAfter(db: Kysely<Tables>, filter: OrderExportQuery, after: OrderKey | null) {
  let query = db.selectFrom('orders').selectAll();
  if (filter.condition) {
    const { paid, status } = conditionColumns[filter.condition];
    query = query.where('paid', '=', paid).where('status', '=', status);
  }
  if (filter.from) query = query.where('created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where('created_at', '<', `${dayAfter(filter.to)}T00:00:00.000Z`);
  if (after) {
    query = query.where((eb) =>
      eb.and([
        eb('created_at', '>=', after.created_at),
        eb.or([eb('created_at', '>', after.created_at), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('created_at').orderBy('id').limit(exportBatchSize).execute();
}

async function* exportRows(db: Kysely<Tables>, filter: OrderExportQuery) {
  let after: OrderKey | null = null;
  for (;;) {
    const rows = await batchAfter(db, filter, after);
    for (const row of rows) {
      yield [
        row.id,
        row.created_at,
        conditionLabel[conditionOf(row)],
        row.name,
        row.email,
        row.phone,
        row.address,
        row.item_name,
        row.part_id ?? '',
        row.quantity,
        dollars(row.unit_price_cents),
        dollars(row.price_cents),
        row.paid_at ?? '',
        row.transaction_id ?? '',
        row.shipped_at ?? '',
        row.returned_quantity,
        row.country ?? '',
        dollars(row.shipping_cents),
        dollars(row.tax_cents + row.shipping_tax_cents),
        dollars(chargeOf(row)),
        dollars(row.refunded_cents),
      ];
    }
    if (rows.length < exportBatchSize) return;
    const last = rows.at(-1)!;
    after = { created_at: last.created_at, id: last.id };
  }
}

/**
 * The orders of the filter as a CSV stream, read in keyset batches as the client takes them (the
 * stream's backpressure paces the queries). Text cells are escaped as every export's (`safeCsvCells`:
 * a leading `'` wherever a spreadsheet could read a formula). A failure mid-way ends the stream.
 */
export function orderExportStream(
  db: Kysely<Tables>,
  filter: OrderExportQuery,
  log: FastifyBaseLogger,
): Readable {
  const csv = stringify({ header: true, columns: [...orderExportColumns], ...safeCsvCells });
  pipeline(Readable.from(exportRows(db, filter)), csv, (error) => {
    if (error) log.error({ err: error }, 'the orders export stopped');
  });
  return csv;
}

/** The download's file name, e.g. `orders-2026-01-01-to-2026-01-31-shipped.csv`. */
export function exportFileName(filter: OrderExportQuery): string {
  const parts = ['orders', filter.from ?? 'start', 'to', filter.to ?? 'now'];
  if (filter.condition) parts.push(filter.condition);
  return `${parts.join('-')}.csv`;
}
