import { chargesFor, type Charges, type Destination } from '@partsmith/contract/charges';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../db/schema';
import type { Deps } from '../deps';
import type { RequestUser } from '../lib/request-user';
import type { OrderCharge } from '../modules/orders/placing/order-to-place';
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
  return (await chargerOf(db, buyer, to, lines))(lines);
}

/**
 * The facts a charge reads (rates, categories, business tax ID), read once, as a function of the lines'
 * prices: so a single order's charge can be computed by the placer, at the price it places the order.
 */
async function chargerOf(
  db: Db,
  buyer: RequestUser,
  to: { country: string; state: string | null },
  lines: readonly Pick<LineToCharge, 'partId'>[],
): Promise<(priced: readonly LineToCharge[]) => Charges> {
  // One after another: a transaction is one connection.
  const shipping = await readRates(db, 'shipping');
  const tax = await readRates(db, 'tax');
  const categories = await partCategories(
    db,
    lines.flatMap((line) => (line.partId ? [line.partId] : [])),
  );
  const businessTaxId = await hasBusinessTaxId(db, buyer.email);
  return (priced) =>
    chargesFor(
      priced.map((line) => ({ ...line, category: (line.partId && categories.get(line.partId)) || '' })),
      { ...to, businessTaxId },
      shipping,
      tax,
    );
}

/**
 * A checkout's charge (ADR 0034), as a function of its lines' prices: the facts are read first, in the
 * placer's transaction before it locks the parts, and the placer prices the lines under its locks.
 */
export async function linesCharger(
  db: Db,
  buyer: RequestUser,
  to: { country: string; state: string | null },
  partIds: readonly string[],
): Promise<(lines: readonly LineToCharge[]) => ReturnType<typeof chargeColumns>> {
  const charger = await chargerOf(
    db,
    buyer,
    to,
    partIds.map((partId) => ({ partId })),
  );
  return (lines) => chargeColumns(to, charger(lines));
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
      gross_prices: charges.grossPrices ? 1 : 0,
      charge_cents: line.netCents + line.taxCents + shipping + shippingTax,
    };
  });
}

/**
 * A single order's charge, as a function of the price its placer finds (ADR 0034 addendum): the placer
 * writes it in the statement that inserts the order, so no order stands without its charge. The facts
 * are read before placing. An order sent to the store's own country when no rate there charges anything
 * owes its price alone: nothing is read and nothing written (a row without a country is sent home;
 * `chargeOf` reads its price), so the spec's order keeps its one round trip.
 */
export async function singleOrderCharge(
  deps: Pick<Deps, 'db' | 'config' | 'caches'>,
  buyer: RequestUser,
  input: Destination & { partId: string; quantity: number },
): Promise<((priceCents: number) => OrderCharge) | undefined> {
  const to = destinationOf(deps.config.storeCountry, input);
  const home = to.country === deps.config.storeCountry && to.state === null;
  if (home && !ratesApply(await deps.caches.rates.get(), to)) return undefined;
  const charger = await chargerOf(deps.db, buyer, to, [{ partId: input.partId }]);
  return (priceCents) => {
    const charges = charger([{ partId: input.partId, quantity: input.quantity, priceCents }]);
    return chargeColumns(to, charges)[0]!;
  };
}
