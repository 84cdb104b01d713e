import {
  defaultShippingSettings,
  defaultTaxSettings,
  ShippingSettings,
  TaxSettings,
} from '@partsmith/contract/charges';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../db/schema';

type Db = Kysely<Tables> | Transaction<Tables>;

const kinds = {
  shipping: { schema: ShippingSettings, fallback: defaultShippingSettings },
  tax: { schema: TaxSettings, fallback: defaultTaxSettings },
} as const;
export type Kind = keyof typeof kinds;
export type SettingsOf<K extends Kind> = K extends 'shipping' ? ShippingSettings : TaxSettings;
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
