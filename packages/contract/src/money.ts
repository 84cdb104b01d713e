/** Money is stored as integer cents and shown as dollars. These two functions are the only conversion. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatDollars(dollars: number): string {
  return usd.format(dollars);
}

/**
 * The largest order total a card payment can take (Stripe's limit for USD, $999,999.99); it also keeps
 * every stored amount within a 32-bit integer column.
 */
export const maxOrderCents = 99_999_999;
