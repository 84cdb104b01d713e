import { centsToDollars } from '@partsmith/contract/money';
import { pageOffset } from '@partsmith/contract/paging';
import type { VehiclePart, VehiclePartsQuery } from '@partsmith/contract/vehicle-pages';
import type { WithDb } from '../../db/schema';
import { notFound } from '../../lib/app-error';

/**
 * One page of the parts that fit a vehicle (any of its engines, or the one asked for), by category
 * then name: the vehicle's ids from the (make, model, year, engine) index, its parts from the
 * (vehicle_id, part_id) fitment index, then the parts by primary key. A vehicle fits at most a few
 * thousand parts, so the sort is over that many rows, never over the catalogue.
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
  const fitting = db.selectFrom('part_vehicle').select('part_id').where('vehicle_id', 'in', ids);
  const [count, rows] = await Promise.all([
    db
      .selectFrom('part')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('id', 'in', fitting)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('part')
      .select([
        'id',
        'name',
        'part_number',
        'category',
        'price_cents',
        'image_thumbnail',
        'min_order_quantity',
        'available_quantity',
      ])
      .where('id', 'in', fitting)
      .orderBy('category')
      .orderBy('name')
      .orderBy('id')
      .limit(query.limit)
      .offset(pageOffset(query))
      .execute(),
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
