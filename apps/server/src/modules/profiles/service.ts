import type { Profile, UpdateProfile } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { now } from '../../lib/ids';

export async function getProfile(db: Kysely<Tables>, email: string): Promise<Profile> {
  const row = await db.selectFrom('profile').selectAll().where('email', '=', email).executeTakeFirst();
  return {
    email,
    location: row?.location ?? null,
    number: row?.phone ?? null,
    linkedIn: row?.linkedin ?? null,
    // Stored from migration 0007 on (next commits).
    vehicleId: null,
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
