import { centsToDollars } from '@partsmith/contract/money';
import { type PageQuery, pageOffset } from '@partsmith/contract/paging';
import type { VehiclePart, VehiclePartsQuery } from '@partsmith/contract/vehicle-pages';
import type { WithDb } from '../../db/schema';
import { notFound } from '../../lib/app-error';

/**
 * A page of the parts that fit any of these vehicles, driven from their fitment rows: CROSS JOIN keeps
 * SQLite from walking the whole part table in category order and probing each part's fitment instead.
 * A few hundred rows from part_vehicle's listing index (vehicle_id first), each part by primary key, sorted, one page
 * kept; a part that fits two of the engines is listed once.
 */
export function fittingPartsPage(db: WithDb['db'], ids: string[], paging: PageQuery) {
  return db
    .selectFrom('part_vehicle')
    .crossJoin('part')
    .whereRef('part.id', '=', 'part_vehicle.part_id')
    .where('part_vehicle.vehicle_id', 'in', ids)
    .select([
      'part.id',
      'part.name',
      'part.part_number',
      'part.category',
      'part.price_cents',
      'part.image_thumbnail',
      'part.min_order_quantity',
      'part.available_quantity',
    ])
    .$if(ids.length > 1, (query) => query.distinct())
    .orderBy('part.category')
    .orderBy('part.name')
    .orderBy('part.id')
    .limit(paging.limit)
    .offset(pageOffset(paging));
}

/**
 * One page of the parts that fit a vehicle (any of its engines, or the one asked for), by category
 * then name: the vehicle's ids from the (make, model, year, engine) index, its parts from the
 * part_vehicle listing index (vehicle_id first), then the parts by primary key; the count from that index alone.
 * A vehicle fits at most a few thousand parts, so the sort is over that many rows, never over the
 * catalogue (ADR 0042).
 */
export async function listVehicleParts(
  { db }: WithDb,
  query: VehiclePartsQuery,
): Promise<{ items: VehiclePart[]; total: number }> {
  const { make, model, year, engine } = query;
  const engines = await db
    .selectFrom('vehicle')
    .select('id')
    .where('make', '=', make)
    .where('model', '=', model)
    .where('year', '=', year)
    .execute();
  const ids = engines.map((row) => row.id).filter((id) => engine === undefined || id === engine);
  if (ids.length === 0) {
    throw notFound(
      'vehicle',
      `Our catalogue has no ${year} ${make} ${model}${engine ? ' with that engine' : ''}.`,
    );
  }
  const [count, rows] = await Promise.all([
    db
      .selectFrom('part_vehicle')
      .select((eb) => eb.fn.count<number | string>('part_id').distinct().as('n'))
      .where('vehicle_id', 'in', ids)
      .executeTakeFirstOrThrow(),
    fittingPartsPage(db, ids, query).execute(),
  ]);
  return {
    total: Number(count.n),
    items: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      partNumber: row.part_number,
      category: row.category,
      price: centsToDollars(row.price_cents),
      thumbnail: row.image_thumbnail,
      minOrderQuantity: row.min_order_quantity,
      availableQuantity: row.available_quantity,
    })),
  };
}
