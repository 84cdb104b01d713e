import type { ChargeQuote } from '@partsmith/contract/charges';
import { formatDollars } from '@partsmith/contract/money';

/**
 * Shipping, tax and what will be charged, before paying (ADR 0034): the server's quote, by the rates
 * placing uses. On gross prices the tax is part of the prices shown ("incl."); a business buyer under
 * reverse charge pays none.
 */
export function ChargeSummary({
  quote,
  loading,
  error,
}: {
  quote: ChargeQuote | undefined;
  loading: boolean;
  error: boolean;
}) {
  if (error && !quote) {
    return (
      <p role="status" className="text-sm text-error">
        Shipping and tax could not be worked out just now; they are added when you order.
      </p>
    );
  }
  if (!quote) {
    return (
      <p role="status" className="text-sm text-base-content/80">
        {loading ? 'Working out shipping and tax…' : 'Shipping and tax are added when you order.'}
      </p>
    );
  }
  const taxLabel = quote.reverseCharge
    ? 'Tax (reverse charge)'
    : quote.prices === 'gross'
      ? 'Tax (included)'
      : 'Tax';
  return (
    <dl
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums"
      aria-live="polite"
      aria-busy={loading}
      data-testid="charge-summary"
    >
      <dt>
        Shipping to {quote.state ? `${quote.state}, ` : ''}
        {quote.country}
      </dt>
      <dd className="text-right">{quote.shipping === 0 ? 'Free' : formatDollars(quote.shipping)}</dd>
      <dt>{taxLabel}</dt>
      <dd className="text-right">{formatDollars(quote.tax)}</dd>
      <dt className="font-semibold">Total to pay</dt>
      <dd className="text-right font-semibold">{formatDollars(quote.total)}</dd>
    </dl>
  );
}

/**
 * The figures the payment pages show for a stored charge, as the quote showed them before placing: on
 * net prices goods + shipping + tax is the total; on gross prices (the stored goods then add up with
 * the shipping and its tax to the total) the tax is included, so the shipping shown is the gross one
 * the buyer pays; under reverse charge no tax is paid, so the goods are what was charged for them.
 * `grossPrices` (stored with the order) says which: with no tax on the goods and taxed shipping the
 * figures add up both ways, and only it tells that the shipping paid includes its tax.
 */
export function shownChargeLines(charge: {
  goods: number;
  shipping: number;
  tax: number;
  total: number;
  reverseCharge: boolean;
  grossPrices?: boolean;
}) {
  const cents = (dollars: number) => Math.round(dollars * 100);
  const [goods, shipping, tax, total] = [charge.goods, charge.shipping, charge.tax, charge.total].map(
    cents,
  ) as [number, number, number, number];
  if (charge.reverseCharge)
    return { goods: (total - shipping) / 100, shipping: shipping / 100, tax: 0, included: false };
  if (goods + shipping + tax === total && !charge.grossPrices)
    return { goods: goods / 100, shipping: shipping / 100, tax: tax / 100, included: false };
  return { goods: goods / 100, shipping: (total - goods) / 100, tax: tax / 100, included: true };
}

/** An order's or checkout's goods, shipping and tax as stored when placed (the payment pages). */
export function ChargeLines({
  goods,
  shipping,
  tax,
  total,
  reverseCharge,
  grossPrices = false,
}: {
  goods: number;
  shipping: number;
  tax: number;
  total: number;
  reverseCharge: boolean;
  grossPrices?: boolean;
}) {
  if (shipping === 0 && tax === 0 && !reverseCharge) return null;
  const shown = shownChargeLines({ goods, shipping, tax, total, reverseCharge, grossPrices });
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm tabular-nums" data-testid="charge-lines">
      <dt>Goods</dt>
      <dd className="text-right">{formatDollars(shown.goods)}</dd>
      <dt>Shipping</dt>
      <dd className="text-right">{shown.shipping === 0 ? 'Free' : formatDollars(shown.shipping)}</dd>
      <dt>{reverseCharge ? 'Tax (reverse charge)' : shown.included ? 'Tax (included)' : 'Tax'}</dt>
      <dd className="text-right">{formatDollars(shown.tax)}</dd>
    </dl>
  );
}
