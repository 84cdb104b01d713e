import { type AddGarageVehicle, type GarageVehicle, maxGarageVehicles } from '@partsmith/contract/garage';
import type { Kysely } from 'kysely';
import { ownerTransaction } from '../../db/owner-transaction';
import type { Tables } from '../../db/schema';
import { conflict, invalid } from '../../lib/app-error';
import { newId, now } from '../../lib/ids';
import type { RequestUser } from '../../lib/request-user';
import { assertCanKeepGarage, assertOwnsGarageVehicle } from './policy';

type GarageDeps = { db: Kysely<Tables> };

/** The garage rows with their vehicles (one buyer's, or the one asked for). */
function garageRows(db: Kysely<Tables>) {
  return db
    .selectFrom('garage_vehicle as g')
    .innerJoin('vehicle as v', 'v.id', 'g.vehicle_id')
    .select([
      'g.id',
      'g.user_id',
      'g.name',
      'g.added_at',
      'v.id as vehicle_id',
      'v.make',
      'v.model',
      'v.year',
      'v.engine',
    ]);
}

type GarageRow = Awaited<ReturnType<ReturnType<typeof garageRows>['executeTakeFirstOrThrow']>>;

function toGarageVehicle(row: GarageRow): GarageVehicle {
  return {
    _id: row.id,
    name: row.name,
    addedAt: row.added_at,
    vehicle: { _id: row.vehicle_id, make: row.make, model: row.model, year: row.year, engine: row.engine },
  };
}

/** The buyer's garage in the order kept (at most `maxGarageVehicles`: one index range). */
export async function listGarage({ db }: GarageDeps, user: RequestUser): Promise<GarageVehicle[]> {
  assertCanKeepGarage(user);
  const rows = await garageRows(db)
    .where('g.user_id', '=', user.id)
    .orderBy('g.added_at')
    .orderBy('g.id')
    .limit(maxGarageVehicles)
    .execute();
  return rows.map(toGarageVehicle);
}

/** Keeps a catalogue vehicle in the buyer's garage; 409 once it holds `maxGarageVehicles`. */
export async function addToGarage(
  { db }: GarageDeps,
  user: RequestUser,
  { vehicleId, name }: AddGarageVehicle,
): Promise<GarageVehicle> {
  assertCanKeepGarage(user);
  const vehicle = await db.selectFrom('vehicle').selectAll().where('id', '=', vehicleId).executeTakeFirst();
  if (!vehicle) throw invalid('No such vehicle: pick one from GET /api/vehicle.');
  const id = newId();
  await ownerTransaction(db, `garage:${user.id}`, async (trx) => {
    const counted = await trx
      .selectFrom('garage_vehicle')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    if (Number(counted.n) >= maxGarageVehicles) {
      throw conflict(
        `Your garage holds at most ${maxGarageVehicles} vehicles. Remove one you no longer need first.`,
      );
    }
    await trx
      .insertInto('garage_vehicle')
      .values({
        id,
        user_id: user.id,
        vehicle_id: vehicleId,
        name: name ?? `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
        added_at: now(),
      })
      .execute();
  });
  return findGarageVehicle(db, user, id);
}

async function findGarageVehicle(db: Kysely<Tables>, user: RequestUser, id: string): Promise<GarageVehicle> {
  const row = await garageRows(db).where('g.id', '=', id).executeTakeFirst();
  assertOwnsGarageVehicle(row, user);
  return toGarageVehicle(row!);
}

/** Renames one of the buyer's garage vehicles (404 for anyone else's). */
export async function renameGarageVehicle(
  { db }: GarageDeps,
  user: RequestUser,
  id: string,
  name: string,
): Promise<GarageVehicle> {
  assertCanKeepGarage(user);
  const result = await db
    .updateTable('garage_vehicle')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) assertOwnsGarageVehicle(undefined, user);
  return findGarageVehicle(db, user, id);
}

/** Removes one of the buyer's garage vehicles (404 for anyone else's, or none). */
export async function removeFromGarage({ db }: GarageDeps, user: RequestUser, id: string): Promise<number> {
  assertCanKeepGarage(user);
  const result = await db
    .deleteFrom('garage_vehicle')
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) assertOwnsGarageVehicle(undefined, user);
  return 1;
}
