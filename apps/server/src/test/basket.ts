import type { FastifyInstance } from 'fastify';
import { newPartRow } from './fixtures';

/** Inserts `count` parts in one statement per table (minimum order 1, stock 1,000): for basket caps. */
export async function insertManyParts(app: FastifyInstance, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, index) =>
    newPartRow({ min_order_quantity: 1, available_quantity: 1000, part_number: `PS-MANY-${index + 1}` }),
  );
  for (let at = 0; at < rows.length; at += 200) {
    const batch = rows.slice(at, at + 200);
    await app.db.insertInto('part').values(batch).execute();
    await app.db
      .insertInto('part_number')
      .values(batch.map((row) => ({ number_key: row.part_number_key, part_id: row.id, kind: 0 })))
      .execute();
  }
  app.changes.emit('parts');
  return rows.map((row) => row.id);
}

/** Sets a part's price breaks straight in the database (`[minQuantity, cents]` pairs). */
export async function setBreaks(app: FastifyInstance, partId: string, breaks: [number, number][]) {
  await app.db.deleteFrom('part_price_break').where('part_id', '=', partId).execute();
  if (breaks.length === 0) return;
  await app.db
    .insertInto('part_price_break')
    .values(breaks.map(([min_quantity, price_cents]) => ({ part_id: partId, min_quantity, price_cents })))
    .execute();
}
