import type { ShippingSettings, TaxSettings } from '@partsmith/contract/charges';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { cachedValue } from '../../lib/keyed-cache';
import { readRates } from './rates-store';

/**
 * How long an instance trusts the rates it read: a save on this instance drops them at once (the change
 * channel's `rates`); another instance's save is seen within this time, as a price edit is.
 */
const ratesMaxAgeMs = 5_000;

export interface StoreRates {
  shipping: ShippingSettings;
  tax: TaxSettings;
}

/**
 * The shipping and tax rates, for the one question a single order asks before it is charged: is there
 * anything to charge at all? (ADR 0034: the charge itself reads the rates afresh, just before placing.)
 */
export function ratesCache(db: Kysely<Tables>) {
  return cachedValue<StoreRates>(
    async () => ({ shipping: await readRates(db, 'shipping'), tax: await readRates(db, 'tax') }),
    ratesMaxAgeMs,
  );
}
export type RatesCache = ReturnType<typeof ratesCache>;

/**
 * Whether an order sent to `to` can owe anything beyond its price: a shipping rate for it (its
 * country's, else the default) that charges something, or a tax rate of its country or state.
 */
export function ratesApply({ shipping, tax }: StoreRates, to: { country: string; state: string | null }) {
  const rate = shipping.rates.find((each) => each.country === to.country) ?? shipping.defaultRate;
  const ships = rate.flat > 0 || (rate.heavyUnit > 0 && shipping.heavyCategories.length > 0);
  const taxed = tax.rates.some(
    (each) =>
      each.country === to.country &&
      (each.state === null || each.state === to.state) &&
      (each.goods > 0 || each.shipping > 0),
  );
  return ships || taxed;
}
