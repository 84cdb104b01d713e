import { chargesFor, type Charges, type Destination } from '@partsmith/contract/charges';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../db/schema';
import type { Deps } from '../deps';
import type { RequestUser } from '../lib/request-user';
import { partCategories } from '../modules/parts/part-lookup';
import { hasBusinessTaxId } from '../modules/profiles/service';
import { ratesApply } from '../modules/settings/rates-cache';
import { readRates } from '../modules/settings/rates-store';

type Db = Kysely<Tables> | Transaction<Tables>;

/** A line to charge: its part and the spec's price of it (quantity × unit price), in cents. */
export interface LineToCharge {
  partId: string | null;
  quantity: number;
  priceCents: number;
}

/** Where an order goes: the country asked (else the store's), and a state only for the US. */
export function destinationOf(storeCountry: string, input: Destination) {
  const country = input.country ?? storeCountry;
  return { country, state: country === 'US' ? (input.state ?? null) : null };
}

/**
 * What lines sent to one destination are charged (shipping, tax; ADR 0034), by the contract's one
 * function `chargesFor`: the admin's rates (settings), the parts' categories (parts) and whether the
 * buyer saved a business tax ID (profiles), all read in the caller's transaction.
 */
export async function chargeLines(
  db: Db,
  buyer: RequestUser,
  to: { country: string; state: string | null },
  lines: readonly LineToCharge[],
): Promise<Charges> {
  // One after another: a transaction is one connection.
  const shipping = await readRates(db, 'shipping');
  const tax = await readRates(db, 'tax');
  const categories = await partCategories(
    db,
    lines.flatMap((line) => (line.partId ? [line.partId] : [])),
  );
  const businessTaxId = await hasBusinessTaxId(db, buyer.email);
  return chargesFor(
    lines.map((line) => ({ ...line, category: (line.partId && categories.get(line.partId)) || '' })),
    { ...to, businessTaxId },
    shipping,
    tax,
  );
}

/** The order columns that store a charge: one per line; the shipping rides on the first (ADR 0034). */
export function chargeColumns(to: { country: string; state: string | null }, charges: Charges) {
  return charges.lines.map((line, index) => {
    const shipping = index === 0 ? charges.shippingCents : 0;
    const shippingTax = index === 0 ? charges.shippingTaxCents : 0;
    return {
      country: to.country,
      us_state: to.state,
      shipping_cents: shipping,
      shipping_tax_cents: shippingTax,
      tax_cents: line.taxCents,
      reverse_charge: charges.reverseCharge ? 1 : 0,
      charge_cents: line.netCents + line.taxCents + shipping + shippingTax,
    };
  });
}

/**
 * Charges a single order just placed, by its stored price: written once (only while no charge is
 * stored and it is unpaid), so a repeated call changes nothing. The placer's statements stay as they
 * were (ADR 0034 says why, and what the instant between the two writes means). An order sent to the
 * store's own country when no rate there charges anything owes its price alone: nothing is written
 * (a row without a country is sent home; `chargeOf` reads its price), so the spec's order keeps its one
 * round trip.
 */
export async function chargePlacedOrder(
  deps: Pick<Deps, 'db' | 'config' | 'caches'>,
  buyer: RequestUser,
  orderId: string,
  input: Destination,
): Promise<void> {
  const to = destinationOf(deps.config.storeCountry, input);
  const home = to.country === deps.config.storeCountry && to.state === null;
  if (home && !ratesApply(await deps.caches.rates.get(), to)) return;
  await deps.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['part_id', 'quantity', 'price_cents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const charges = await chargeLines(trx, buyer, to, [
      { partId: order.part_id, quantity: order.quantity, priceCents: order.price_cents },
    ]);
    const [columns] = chargeColumns(to, charges);
    await trx
      .updateTable('orders')
      .set(columns!)
      .where('id', '=', orderId)
      .where('paid', '=', 0)
      .where('charge_cents', 'is', null)
      .execute();
  });
}
