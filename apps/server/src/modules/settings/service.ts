import type { Deps } from '../../deps';
import { now } from '../../lib/ids';
import type { RequestUser } from '../../lib/request-user';
import { assertCanManageRates } from './policy';
import { type Kind, readRates, type SettingsOf } from './rates-store';

/** The admin's rates, for the settings page. */
export function ratesFor<K extends Kind>(deps: Pick<Deps, 'db'>, user: RequestUser, kind: K) {
  assertCanManageRates(user);
  return readRates(deps.db, kind);
}

/** Replaces the rates of one kind (admins); orders already placed keep what they were charged. */
export async function saveRates<K extends Kind>(
  deps: Pick<Deps, 'db' | 'changes'>,
  user: RequestUser,
  kind: K,
  value: SettingsOf<K>,
): Promise<SettingsOf<K>> {
  assertCanManageRates(user);
  const stored = JSON.stringify(value);
  await deps.db
    .insertInto('store_setting')
    .values({ key: kind, value: stored, updated_at: now() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: stored, updated_at: now() }))
    .execute();
  deps.changes.emit('rates');
  return value;
}
