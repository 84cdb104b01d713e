import { centsToDollars } from '@partsmith/contract/money';
import type { Category, Part, PartFitment, PartFitmentQuery } from '@partsmith/contract/parts';
import { pageOffset } from '@partsmith/contract/paging';
import { notFound } from '../../lib/app-error';
import { partColumns, type PartRow, type WithDb } from '../../db/schema';
import { toVehicle } from '../../db/vehicle-row';
import { priceBreaksColumn } from '../../db/price-breaks';
import { priceBreaksOf } from './price-breaks';
import { currentPartIds, jsonList } from './numbers';
import type { InterchangeNumber, FitmentPosition } from '@partsmith/contract/part-numbers';

/** A part row as the answers read it: its columns and its price breaks (`priceBreaksColumn`). */
export type PartAnswerRow = PartRow & { price_breaks: string | null };

export function toPart(row: PartAnswerRow): Part {
  return {
    _id: row.id,
    name: row.name,
    minOrderQuantity: row.min_order_quantity,
    availableQuantity: row.available_quantity,
    price: centsToDollars(row.price_cents),
    description: row.description,
    img: row.image_large,
    thumbnail: row.image_thumbnail,
    partNumber: row.part_number,
    category: row.category,
    oemNumbers: jsonList<string>(row.oem_numbers).map(String),
    priceBreaks: priceBreaksOf(row.price_breaks),
    interchange: jsonList<InterchangeNumber>(row.interchange),
    gtin: row.gtin,
    supersedes: jsonList<string>(row.supersedes).map(String),
    replacedBy: row.replaced_by,
  };
}

export async function getPart({ db }: WithDb, id: string): Promise<Part> {
  const row = await db
    .selectFrom('part as p')
    .select([...partColumns, priceBreaksColumn.as('price_breaks')])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('part');
  const part = toPart(row);
  if (!row.replaced_by) return part;
  const successorId = (await currentPartIds(db, [row.id])).get(row.id)!;
  const successor = await db
    .selectFrom('part')
    .select(['id', 'part_number', 'name'])
    .where('id', '=', successorId)
    .executeTakeFirst();
  if (!successor || successor.id === row.id) return part;
  return {
    ...part,
    successor: { _id: successor.id, partNumber: successor.part_number, name: successor.name },
  };
}

/** Every category with its number of parts, by name (one pass over the category index). */
export async function listCategories({ db }: WithDb): Promise<Category[]> {
  const rows = await db
    .selectFrom('part')
    .select((eb) => ['category as name', eb.fn.countAll<number>().as('count')])
    .groupBy('category')
    .orderBy('category')
    .execute();
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}

/** One page of the vehicles a part fits (make, model, year, engine order); `vehicle` asks about one. */
export async function listFitment(
  { db }: WithDb,
  partId: string,
  query: PartFitmentQuery,
): Promise<{ items: PartFitment[]; total: number }> {
  const part = await db.selectFrom('part').select('id').where('id', '=', partId).executeTakeFirst();
  if (!part) throw notFound('part');
  let base = db.selectFrom('part_vehicle').where('part_vehicle.part_id', '=', partId);
  if (query.vehicle) base = base.where('part_vehicle.vehicle_id', '=', query.vehicle);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await base
    .innerJoin('vehicle', 'vehicle.id', 'part_vehicle.vehicle_id')
    .select([
      'vehicle.id',
      'vehicle.make',
      'vehicle.model',
      'vehicle.year',
      'vehicle.engine',
      'part_vehicle.note',
      'part_vehicle.position',
      'part_vehicle.quantity_per_vehicle',
      'part_vehicle.conditions',
    ])
    .orderBy('vehicle.make')
    .orderBy('vehicle.model')
    .orderBy('vehicle.year')
    .orderBy('vehicle.engine')
    .limit(query.limit)
    .offset(pageOffset(query))
    .execute();
  return {
    items: rows.map((row) => ({
      vehicle: toVehicle(row),
      note: row.note,
      position: row.position as FitmentPosition | null,
      quantityPerVehicle: row.quantity_per_vehicle === null ? null : Number(row.quantity_per_vehicle),
      conditions: row.conditions,
    })),
    total: Number(counted?.total ?? 0),
  };
}
