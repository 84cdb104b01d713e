import {
  defaultShippingSettings,
  defaultTaxSettings,
  ShippingSettings,
  TaxSettings,
} from '@partsmith/contract/charges';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../db/schema';
import type { Deps } from '../../deps';
import { now } from '../../lib/ids';
import type { RequestUser } from '../../lib/request-user';
import { assertCanManageRates } from './policy';

type Db = Kysely<Tables> | Transaction<Tables>;

const kinds = {
  shipping: { schema: ShippingSettings, fallback: defaultShippingSettings },
  tax: { schema: TaxSettings, fallback: defaultTaxSettings },
} as const;
type Kind = keyof typeof kinds;
type SettingsOf<K extends Kind> = K extends 'shipping' ? ShippingSettings : TaxSettings;

/**
 * The admin's rates of one kind as stored; the defaults (no shipping, no tax) before any were set.
 * Read afresh on every placement, inside its transaction when given one: an order is charged by the
 * rates in force when it is placed, on every instance, with no cache to go stale.
 */
export async function readRates<K extends Kind>(db: Db, kind: K): Promise<SettingsOf<K>> {
  const row = await db.selectFrom('store_setting').select('value').where('key', '=', kind).executeTakeFirst();
  if (!row) return kinds[kind].fallback as SettingsOf<K>;
  // Stored only after the same schema validated it; parsed again so an older shape gets its defaults.
  const parsed = kinds[kind].schema.safeParse(JSON.parse(row.value));
  return (parsed.success ? parsed.data : kinds[kind].fallback) as SettingsOf<K>;
}

/** The admin's rates, for the settings page. */
export function ratesFor<K extends Kind>(deps: Pick<Deps, 'db'>, user: RequestUser, kind: K) {
  assertCanManageRates(user);
  return readRates(deps.db, kind);
}

/** Replaces the rates of one kind (admins); orders already placed keep what they were charged. */
export async function saveRates<K extends Kind>(
  deps: Pick<Deps, 'db'>,
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
  return value;
}
