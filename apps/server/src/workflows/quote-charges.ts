import type { ChargeQuote, ChargeQuoteQuery } from '@partsmith/contract/charges';
import { centsToDollars } from '@partsmith/contract/money';
import { quantityPrice } from '@partsmith/contract/pricing';
import type { Deps } from '../deps';
import { notFound } from '../lib/app-error';
import type { RequestUser } from '../lib/request-user';
import { readBasket } from '../modules/basket/service';
import { linePartsByIds } from '../modules/parts/part-lookup';
import { readRates } from '../modules/settings/rates-store';
import { chargeLines, destinationOf, type LineToCharge } from './charge-order';

/**
 * What the buyer will be charged, shown before paying (`GET /api/charges/quote`): an order of one part
 * (the purchase page) or the buyer's basket (the checkout page), priced as placing would (parts) and
 * charged by the same function and rates as placing (charge-order.ts). Nothing is stored: the order
 * is charged again, by the rates then in force, when it is placed.
 */
export async function quoteCharges(
  deps: Pick<Deps, 'db' | 'config'>,
  buyer: RequestUser,
  query: ChargeQuoteQuery,
): Promise<ChargeQuote> {
  const to = destinationOf(deps.config.storeCountry, query);
  const basket = query.partId ? [] : await readBasket(deps.db, buyer);
  const parts = await linePartsByIds(
    deps.db,
    query.partId ? [query.partId] : basket.map((line) => line.partId),
  );
  let lines: LineToCharge[];
  if (query.partId) {
    const part = parts.get(query.partId);
    if (!part) throw notFound('part');
    const quantity = query.quantity ?? part.minOrderQuantity;
    lines = [
      {
        partId: part.id,
        quantity,
        priceCents: quantityPrice(quantity, part.priceCents, part.breaks).totalCents,
      },
    ];
  } else {
    lines = basket.flatMap((line) => {
      const part = parts.get(line.partId);
      if (!part) return [];
      const priceCents = quantityPrice(line.quantity, part.priceCents, part.breaks).totalCents;
      return [{ partId: part.id, quantity: line.quantity, priceCents }];
    });
  }
  const charges = await chargeLines(deps.db, buyer, to, lines);
  const tax = charges.lines.reduce((sum, line) => sum + line.taxCents, 0) + charges.shippingTaxCents;
  const prices = (await readRates(deps.db, 'tax')).prices;
  return {
    country: to.country,
    state: to.state,
    prices,
    goods: centsToDollars(lines.reduce((sum, line) => sum + line.priceCents, 0)),
    // As charged: on gross prices the shipping rate includes its tax (shown "incl." with the tax), so
    // the shipping shown is what the buyer pays for it, and goods + shipping is the total.
    shipping: centsToDollars(charges.shippingCents + (prices === 'gross' ? charges.shippingTaxCents : 0)),
    tax: centsToDollars(tax),
    total: centsToDollars(charges.totalCents),
    reverseCharge: charges.reverseCharge,
  };
}
