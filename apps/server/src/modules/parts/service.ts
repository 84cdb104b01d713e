import { centsToDollars, type Part } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import { notFound } from '../../lib/app-error';
import type { PartRow, Tables } from '../../db/schema';

export function toPart(row: PartRow): Part {
  return {
    _id: row.id,
    name: row.name,
    minOrderQuantity: row.min_order_quantity,
    availableQuantity: row.available_quantity,
    price: centsToDollars(row.price_cents),
    description: row.description,
    img: row.image_large,
    thumbnail: row.image_thumbnail,
    // Placeholders until migration 0007 stores the catalogue's fields (next commits).
    partNumber: '',
    category: 'Other',
    oemNumbers: [],
  };
}

export async function listParts(db: Kysely<Tables>): Promise<Part[]> {
  const rows = await db.selectFrom('part').selectAll().orderBy('created_at').orderBy('id').execute();
  return rows.map(toPart);
}

export async function getPart(db: Kysely<Tables>, id: string): Promise<Part> {
  const row = await db.selectFrom('part').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('part');
  return toPart(row);
}
