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

/** An order's or checkout's goods, shipping and tax as stored when placed (the payment pages). */
export function ChargeLines({
  goods,
  shipping,
  tax,
  reverseCharge,
}: {
  goods: number;
  shipping: number;
  tax: number;
  reverseCharge: boolean;
}) {
  if (shipping === 0 && tax === 0 && !reverseCharge) return null;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm tabular-nums" data-testid="charge-lines">
      <dt>Goods</dt>
      <dd className="text-right">{formatDollars(goods)}</dd>
      <dt>Shipping</dt>
      <dd className="text-right">{shipping === 0 ? 'Free' : formatDollars(shipping)}</dd>
      <dt>{reverseCharge ? 'Tax (reverse charge)' : 'Tax'}</dt>
      <dd className="text-right">{formatDollars(tax)}</dd>
    </dl>
  );
}
