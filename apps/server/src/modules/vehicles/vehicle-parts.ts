import { centsToDollars } from '@partsmith/contract/money';
import { type PageQuery, pageOffset } from '@partsmith/contract/paging';
import type { VehiclePart, VehiclePartsQuery } from '@partsmith/contract/vehicle-pages';
import type { WithDb } from '../../db/schema';
import { notFound } from '../../lib/app-error';

/**
 * A page of the parts that fit any of these vehicles, by category and then in the catalogue's order
 * (created_at, id): the page's part ids from part_vehicle's listing index alone (vehicle_id, category,
 * part_created_at, part_id; a part that fits two of the engines once), then those parts by primary key.
 * One engine's page is a walk of the index in order; several engines' a sort of their few hundred index
 * entries each. Sorting by name read every fitting part's row, about a thousand a page (ADR 0047).
 */
export function fittingPartsPage(db: WithDb['db'], ids: string[], paging: PageQuery) {
  const page = db
    .selectFrom('part_vehicle')
    .select(['part_vehicle.category', 'part_vehicle.part_created_at', 'part_vehicle.part_id'])
    .where('part_vehicle.vehicle_id', 'in', ids)
    .$if(ids.length > 1, (query) => query.distinct())
    .orderBy('part_vehicle.category')
    .orderBy('part_vehicle.part_created_at')
    .orderBy('part_vehicle.part_id')
    .limit(paging.limit)
    .offset(pageOffset(paging))
    .as('fit');
  return db
    .selectFrom(page)
    .crossJoin('part')
    .whereRef('part.id', '=', 'fit.part_id')
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
    .orderBy('fit.category')
    .orderBy('fit.part_created_at')
    .orderBy('fit.part_id');
}

/**
 * One page of the parts that fit a vehicle (any of its engines, or the one asked for), by category
 * then in the catalogue's order: the vehicle's ids from the (make, model, year, engine) index, the page
 * from part_vehicle's listing index, then its parts by primary key; the count from that index alone.
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
      .select((eb) =>
        (ids.length > 1
          ? eb.fn.count<number | string>('part_id').distinct()
          : eb.fn.countAll<number | string>()
        ).as('n'),
      )
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
