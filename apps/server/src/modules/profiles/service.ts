import type { Profile, UpdateProfile } from '@partsmith/contract/profiles';
import type { Deps } from '../../deps';
import { now } from '../../lib/ids';
import { invalid } from '../../lib/app-error';
import type { RequestUser } from '../../lib/request-user';
import { assertCanChangeProfile, assertCanSeeProfile } from './policy';

type ProfileDeps = Pick<Deps, 'db'>;

/** A profile, for its owner or an admin (empty fields until saved). */
export async function getProfile({ db }: ProfileDeps, user: RequestUser, email: string): Promise<Profile> {
  assertCanSeeProfile(email, user);
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
    taxId: row?.tax_id ?? '',
  };
}

/** Whether the buyer saved a business tax ID (for a reverse charge, ADR 0034); read in the caller's transaction. */
export async function hasBusinessTaxId(db: Pick<Deps['db'], 'selectFrom'>, email: string): Promise<boolean> {
  const row = await db.selectFrom('profile').select('tax_id').where('email', '=', email).executeTakeFirst();
  return (row?.tax_id ?? '') !== '';
}

/** Creates or replaces the profile; every successful save counts as one modification. */
export async function saveProfile(
  { db }: ProfileDeps,
  user: RequestUser,
  email: string,
  update: UpdateProfile,
): Promise<number> {
  assertCanChangeProfile(email, user);
  if (update.email && update.email.toLowerCase() !== email) {
    throw invalid('The email in the body must match the one in the path.');
  }
  const values = {
    location: update.location,
    phone: update.number,
    linkedin: update.linkedIn,
    ...(update.taxId === undefined ? {} : { tax_id: update.taxId }),
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
  { db }: ProfileDeps,
  user: RequestUser,
  email: string,
  vehicleId: string | null,
): Promise<number> {
  assertCanChangeProfile(email, user);
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
