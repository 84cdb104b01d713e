import { z } from 'zod';
import { maxOrderCents } from './money';

/**
 * Shipping and tax (issue 35, ADR 0034): the admin's rates, the destination an order is sent to, and
 * THE ONE FUNCTION that turns priced lines into what is charged (`chargesFor`). The server calls it
 * when an order or checkout is placed and stores its answer; the web shows the server's quote of it.
 */

/** A two-letter ISO 3166 country code, upper case. */
export const CountryCode = z
  .string({ message: 'The country must be text' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'The country is its two-letter code, like US or DE');

/** A two-letter US state code (sales tax is set per state). */
export const UsStateCode = z
  .string({ message: 'The state must be text' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'The state is its two-letter code, like CA or TX');

/** A destination as the purchase form and the checkout send it; both optional (the spec's fields stay). */
export const Destination = z.object({
  country: CountryCode.optional(),
  state: UsStateCode.optional(),
});
export type Destination = z.infer<typeof Destination>;

const dollars = (what: string) =>
  z
    .number({ message: `${what} must be a number` })
    .min(0, `${what} cannot be negative`)
    .max(maxOrderCents / 100, `${what} is too large`)
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      {
        message: `${what} has at most two decimals (cents)`,
      },
    );

/** A tax rate in percent, 0 to 100, at most three decimals (8.875 %). */
const percent = (what: string) =>
  z
    .number({ message: `${what} must be a number` })
    .min(0, `${what} cannot be negative`)
    .max(100, `${what} is at most 100 %`)
    .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, {
      message: `${what} has at most three decimals`,
    });

export const ShippingRate = z.object({
  /** Charged once per order, or once per checkout (one shipment), in dollars. */
  flat: dollars('The flat charge'),
  /** Orders (or checkouts) whose goods come to at least this many dollars ship free; null: never free. */
  freeAbove: dollars('Free above').nullable(),
  /** Dollars per unit of a heavy category (charged even when the flat charge is waived). */
  heavyUnit: dollars('The heavy-part surcharge'),
});
export type ShippingRate = z.infer<typeof ShippingRate>;

export const CountryShippingRate = ShippingRate.extend({ country: CountryCode });

export const ShippingSettings = z
  .object({
    /** Categories whose units carry the heavy-part surcharge (e.g. "Brakes"). */
    heavyCategories: z
      .array(z.string().trim().min(1, 'A category cannot be empty').max(80, 'A category is too long'))
      .max(50, 'At most 50 heavy categories'),
    /** For destinations not listed. */
    defaultRate: ShippingRate,
    rates: z.array(CountryShippingRate).max(250, 'At most 250 countries'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.rates.forEach((rate, index) => {
      if (seen.has(rate.country)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rates', index, 'country'],
          message: `${rate.country} is listed twice`,
        });
      }
      seen.add(rate.country);
    });
  });
export type ShippingSettings = z.infer<typeof ShippingSettings>;

export const TaxRate = z.object({
  country: CountryCode,
  /** A US state's own rate; null: the whole country. */
  state: UsStateCode.nullable(),
  /** Percent on goods. */
  goods: percent('The rate on goods'),
  /** Percent on shipping. */
  shipping: percent('The rate on shipping'),
  /** A buyer with a business tax ID pays no tax here (reverse charge, or exempt). */
  reverseCharge: z.boolean(),
});
export type TaxRate = z.infer<typeof TaxRate>;

export const TaxSettings = z
  .object({
    /** Net: tax is added to the prices shown; gross: the prices shown include it. */
    prices: z.enum(['net', 'gross'], { message: 'Prices are "net" or "gross"' }),
    rates: z.array(TaxRate).max(500, 'At most 500 tax rates'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.rates.forEach((rate, index) => {
      const key = `${rate.country}/${rate.state ?? ''}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rates', index, 'country'],
          message: `${rate.country}${rate.state ? ` ${rate.state}` : ''} is listed twice`,
        });
      }
      if (rate.state !== null && rate.country !== 'US') {
        ctx.addIssue({
          code: 'custom',
          path: ['rates', index, 'state'],
          message: 'Only US rates have a state',
        });
      }
      seen.add(key);
    });
  });
export type TaxSettings = z.infer<typeof TaxSettings>;

export const defaultShippingSettings: ShippingSettings = {
  heavyCategories: [],
  defaultRate: { flat: 0, freeAbove: null, heavyUnit: 0 },
  rates: [],
};
export const defaultTaxSettings: TaxSettings = { prices: 'net', rates: [] };

/** A priced line: its goods as the spec prices them (quantity × unit price, in cents) and its category. */
export interface ChargeLine {
  quantity: number;
  priceCents: number;
  category: string;
}

/** What one line is charged: net goods, tax on them, and the line's total, in cents. */
export interface LineCharge {
  netCents: number;
  taxCents: number;
}

export interface Charges {
  lines: LineCharge[];
  shippingCents: number;
  shippingTaxCents: number;
  /** Sum of every line's net and tax, the shipping and its tax: what the payment takes. */
  totalCents: number;
  reverseCharge: boolean;
  /** The store's prices include tax (gross): the shipping's tax is then part of the shipping shown. */
  grossPrices: boolean;
}

/** Half up, in cents, for a non-negative amount; integer arithmetic on thousandths of a percent. */
const taxOn = (cents: number, rateMilli: number) => Math.floor((cents * rateMilli * 2 + 100_000) / 200_000);
/** The tax included in a gross amount, half up: gross × r / (1 + r). */
const taxIn = (cents: number, rateMilli: number) =>
  Math.floor((cents * rateMilli * 2 + (100_000 + rateMilli)) / (2 * (100_000 + rateMilli)));
const milli = (percentRate: number) => Math.round(percentRate * 1000);

/** The rate for a destination: the state's own (US), else the country's; none: untaxed. */
export function taxRateFor(settings: TaxSettings, country: string, state: string | null): TaxRate | null {
  const own = state
    ? settings.rates.find((rate) => rate.country === country && rate.state === state)
    : undefined;
  return own ?? settings.rates.find((rate) => rate.country === country && rate.state === null) ?? null;
}

/**
 * What an order (one line) or a checkout (many, one shipment) is charged. Shipping: the destination's
 * rate (or the default), its flat charge waived when the goods come to at least `freeAbove`, plus the
 * heavy surcharge per unit of a heavy category. Tax: per line, rounded half up in cents (ADR 0034), on
 * net prices added, on gross prices taken out of them; none for a business buyer where the rate says
 * reverse charge. Gross prices and shipping rates include tax: an exempt buyer pays them net.
 */
export function chargesFor(
  lines: readonly ChargeLine[],
  to: { country: string; state: string | null; businessTaxId: boolean },
  shipping: ShippingSettings,
  tax: TaxSettings,
): Charges {
  const rate = taxRateFor(tax, to.country, to.state);
  const reverseCharge = rate !== null && rate.reverseCharge && to.businessTaxId;
  const goodsRate = rate && !reverseCharge ? milli(rate.goods) : 0;
  const shippingRate = rate && !reverseCharge ? milli(rate.shipping) : 0;
  const gross = tax.prices === 'gross';
  // Gross prices include the rate of the destination; an exempt buyer pays them less that tax.
  const includedGoods = gross && rate ? milli(rate.goods) : 0;
  const includedShipping = gross && rate ? milli(rate.shipping) : 0;
  const split = (cents: number, included: number, charged: number): LineCharge => {
    const net = gross ? cents - taxIn(cents, included) : cents;
    return { netCents: net, taxCents: gross && charged === included ? cents - net : taxOn(net, charged) };
  };

  const charged = lines.map((line) => split(line.priceCents, includedGoods, goodsRate));
  const ship = shipping.rates.find((candidate) => candidate.country === to.country) ?? shipping.defaultRate;
  const goodsCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
  const free = ship.freeAbove !== null && goodsCents >= Math.round(ship.freeAbove * 100);
  const heavy = new Set(shipping.heavyCategories.map((category) => category.toLowerCase()));
  const heavyUnits = lines
    .filter((line) => heavy.has(line.category.toLowerCase()))
    .reduce((sum, line) => sum + line.quantity, 0);
  const shippingGross =
    (free ? 0 : Math.round(ship.flat * 100)) + heavyUnits * Math.round(ship.heavyUnit * 100);
  const shippingLine = split(shippingGross, includedShipping, shippingRate);
  const totalCents =
    charged.reduce((sum, line) => sum + line.netCents + line.taxCents, 0) +
    shippingLine.netCents +
    shippingLine.taxCents;
  return {
    lines: charged,
    shippingCents: shippingLine.netCents,
    shippingTaxCents: shippingLine.taxCents,
    totalCents,
    reverseCharge,
    grossPrices: gross,
  };
}

/** Asking the server what an order or a basket would be charged (the buyer sees it before paying). */
export const ChargeQuoteQuery = z.object({
  country: CountryCode.optional(),
  state: UsStateCode.optional(),
  /** An order of one part (the purchase page); without it, the buyer's basket. */
  partId: z.string().trim().min(1).max(64).optional(),
  quantity: z.coerce
    .number({ message: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(1_000_000, 'Quantity is too large')
    .optional(),
});
export type ChargeQuoteQuery = z.infer<typeof ChargeQuoteQuery>;

/**
 * In dollars. `goods`: the spec's price (quantity × unit price) summed; `shipping`: what the shipping
 * costs the buyer (on gross prices, with its tax, which `tax` then includes); `total`: what will be
 * charged.
 */
export const ChargeQuote = z.object({
  country: z.string(),
  state: z.string().nullable(),
  prices: z.enum(['net', 'gross']),
  goods: z.number(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  reverseCharge: z.boolean(),
});
export type ChargeQuote = z.infer<typeof ChargeQuote>;

/** The countries the forms offer (more can be typed by API clients: any two-letter code). */
export const countryChoices: readonly { code: string; name: string }[] = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'MX', name: 'Mexico' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'DE', name: 'Germany' },
  { code: 'FR', name: 'France' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'BE', name: 'Belgium' },
  { code: 'ES', name: 'Spain' },
  { code: 'IT', name: 'Italy' },
  { code: 'AT', name: 'Austria' },
  { code: 'PL', name: 'Poland' },
  { code: 'SE', name: 'Sweden' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'JP', name: 'Japan' },
];

export const usStateCodes: readonly string[] =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
