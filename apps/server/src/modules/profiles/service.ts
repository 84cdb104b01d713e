import type { Profile, UpdateProfile } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { now } from '../../lib/ids';
import { invalid } from '../../lib/app-error';

export async function getProfile(db: Kysely<Tables>, email: string): Promise<Profile> {
  const row = await db.selectFrom('profile').selectAll().where('email', '=', email).executeTakeFirst();
  const vehicle = await db
    .selectFrom('profile_vehicle')
    .select('vehicle_id')
    .where('email', '=', email)
    .executeTakeFirst();
  return {
    email,
    location: row?.location ?? null,
    number: row?.phone ?? null,
    linkedIn: row?.linkedin ?? null,
    vehicleId: vehicle?.vehicle_id ?? null,
  };
}

/** Creates or replaces the profile; every successful save counts as one modification. */
export async function saveProfile(db: Kysely<Tables>, email: string, update: UpdateProfile): Promise<number> {
  const values = {
    location: update.location,
    phone: update.number,
    linkedin: update.linkedIn,
    updated_at: now(),
  };
  await db
    .insertInto('profile')
    .values({ email, ...values })
    .onConflict((conflict) => conflict.column('email').doUpdateSet(values))
    .execute();
  return 1;
}

/** Saves (or, with null, forgets) the buyer's "My vehicle"; the vehicle must exist. */
export async function saveProfileVehicle(
  db: Kysely<Tables>,
  email: string,
  vehicleId: string | null,
): Promise<number> {
  if (vehicleId === null) {
    await db.deleteFrom('profile_vehicle').where('email', '=', email).execute();
    return 1;
  }
  const vehicle = await db.selectFrom('vehicle').select('id').where('id', '=', vehicleId).executeTakeFirst();
  if (!vehicle) throw invalid('No such vehicle: pick one from GET /api/vehicle.');
  const values = { vehicle_id: vehicleId, updated_at: now() };
  await db
    .insertInto('profile_vehicle')
    .values({ email, ...values })
    .onConflict((conflict) => conflict.column('email').doUpdateSet(values))
    .execute();
  return 1;
}
