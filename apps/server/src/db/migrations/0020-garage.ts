import type { Kysely } from 'kysely';

/**
 * A buyer's garage (issue 36): `garage_vehicle (id, user_id, vehicle_id, name, added_at)`, the vehicles
 * a buyer (a workshop: many) keeps under names of their own; index (user_id, added_at) for one buyer's
 * garage in the order kept. It goes with its account and with its vehicle (cascade). The same vehicle
 * may be kept twice (two customers' Corollas). At most 20 per buyer, kept by the service inside the
 * writing transaction. Which one the buyer shops for stays "My vehicle" (`profile_vehicle`, 0007).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('garage_vehicle')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('vehicle_id', 'text', (col) => col.notNull().references('vehicle.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('added_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('garage_vehicle_user_idx')
    .on('garage_vehicle')
    .columns(['user_id', 'added_at'])
    .execute();
  // A vehicle's removal from the catalogue cascades here: found by this index, not a table scan.
  await db.schema
    .createIndex('garage_vehicle_vehicle_idx')
    .on('garage_vehicle')
    .column('vehicle_id')
    .execute();
}
