import { z } from 'zod';
import { Id, maxUnits, optionalText } from './common';
import { PageQuery } from './paging';
import { CountryCode, UsStateCode } from './charges';

export const orderStatuses = ['Pending', 'Shipped'] as const;

export const Order = z.object({
  _id: Id,
  name: z.string(),
  email: z.string(),
  address: z.string(),
  number: z.string(),
  /** Null once the part has been removed from the catalogue; the order keeps its item name and price. */
  partId: Id.nullable(),
  itemName: z.string(),
  quantity: z.number().int(),
  /** Unit price in dollars when ordered. */
  unitPrice: z.number(),
  /** Total in dollars: quantity × unit price. */
  price: z.number(),
  paid: z.boolean(),
  status: z.enum(orderStatuses),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  /** Until when an unpaid order holds its stock (UNPAID_ORDER_HOLD_MINUTES after it was placed). */
  holdUntil: z.string().nullable(),
  /**
   * The order was not paid within its hold: its units went back in stock. It can no longer be paid;
   * it can be deleted. Shown as "Expired".
   */
  expired: z.boolean(),
  /** Paid after it expired, when the stock was gone: the admin must sort it out (refund or restock). */
  needsAttention: z.boolean(),
  /** Given when the order is paid: sequential, never reused (GET /order/{id}/invoice). Null while unpaid. */
  invoiceNumber: z.number().int().nullable(),
  /** Set by the admin when shipping (both optional); a tracking link for known carriers: see shipping.ts. */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The checkout this order is a line of (GET /checkout/{id}); null for an order placed alone. */
  checkoutId: Id.nullable(),
  /** The buyer's purchase-order reference of its checkout. */
  poReference: z.string().nullable(),
  /** In dollars: what the provider confirmed was given back (refunds.ts). */
  refunded: z.number(),
  /** A refund of it is waiting for the provider's confirmation. */
  refundPending: z.boolean(),
  /** Cancelled by an admin before it shipped: its units went back in stock. Shown as "Cancelled". */
  cancelled: z.boolean(),
  /** When it shipped (returns open for the store's window from then: returns.ts). */
  shippedAt: z.string().nullable().optional(),
  /** Units asked back in returns not refused (returns.ts): never more than `quantity`. */
  returned: z.number().int().optional(),
  /**
   * Shipping and tax (ADR 0034), stored when it was placed: where it goes (two-letter country; older
   * orders read as the store's), the shipping charged with it (net, dollars; a checkout's rides on its
   * first line), all tax on it, whether it was a reverse charge, and `total`, what its payment takes.
   * `price` stays the spec's quantity × unit price. Defaults keep older answers readable.
   */
  country: z.string().default(''),
  state: z.string().nullable().default(null),
  shipping: z.number().default(0),
  tax: z.number().default(0),
  reverseCharge: z.boolean().default(false),
  /** Placed on gross prices: the tax is included in the price and in the shipping the buyer pays. */
  grossPrices: z.boolean().default(false),
  total: z.number().optional(),
});
export type Order = z.infer<typeof Order>;
export const OrderList = z.array(Order);

/**
 * POST /order. The buyer, item name and price come from the server (the token's user and the stored
 * part); `name`, `email`, `itemName` and `price` sent by the spec's client are accepted and ignored.
 */
export const CreateOrder = z.object({
  partId: Id,
  quantity: z
    .number({ message: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(maxUnits, 'Quantity is too large'),
  address: z
    .string()
    .trim()
    .min(1, 'Address is required')
    .max(300, 'Address is too long (300 characters at most)'),
  number: z
    .string()
    .trim()
    .min(1, 'Number is required')
    .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, 'Enter a phone number using digits (a leading + is fine)'),
  name: z.string().optional(),
  email: z.string().optional(),
  itemName: z.string().optional(),
  price: z.number().optional(),
  /** Where it is sent (ADR 0034): absent, the store's country; a US order may name its state. */
  country: CountryCode.optional(),
  state: UsStateCode.optional(),
});
export type CreateOrder = z.infer<typeof CreateOrder>;

/**
 * What Manage All Orders filters by: Unpaid (not paid), Pending (paid, not shipped), Shipped. The
 * server maps each to its own predicate (modules/orders/order-conditions.ts): one more condition is one
 * more entry in both places.
 */
export const orderConditions = ['unpaid', 'pending', 'shipped', 'expired'] as const;
export const OrderCondition = z.enum(orderConditions, {
  message: `condition must be one of ${orderConditions.join(', ')}`,
});
export type OrderCondition = z.infer<typeof OrderCondition>;

/** A search term: trimmed, at most 100 characters; empty means no search. */
export const SearchTerm = z
  .string()
  .max(100, 'q is too long (100 characters at most)')
  .trim()
  .transform((value) => value.toLowerCase() || undefined);

/**
 * GET /order: `email` lists one buyer's orders (their own, or anyone's for an admin); without it, every
 * order (admin), filtered by `condition` and `q` (the start of the buyer's email or of the item name).
 */
export const OrderListQuery = PageQuery.extend({
  email: z.email({ message: 'Not a valid email address' }).max(254).optional(),
  condition: OrderCondition.optional(),
  q: SearchTerm.optional(),
  /**
   * The moment the first page was read, carried by the `Link` headers: later pages leave out orders
   * placed since, so paging on while new orders arrive shows no order twice and skips none.
   */
  until: z.iso.datetime({ message: 'until must be an ISO date-time' }).optional(),
  /** The lines of one checkout. */
  checkout: Id.optional(),
  /** The orders of checkouts with this purchase-order reference (exactly as the buyer gave it). */
  po: z.string().trim().min(1).max(40, 'The PO reference is too long (40 characters at most)').optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

export const ShipOrder = z.object({
  status: z.literal('Shipped', { message: 'The only status change is "Shipped"' }),
  /** Optional: who carries it (DHL, UPS, FedEx and USPS get a tracking link; others are shown as written). */
  carrier: optionalText(
    z
      .string({ message: 'Carrier must be text' })
      .max(40, 'Carrier is too long (40 characters at most)')
      .trim()
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} .&'-]*$/u, "Carrier may hold letters, digits, spaces and . & ' -"),
  ),
  /** Optional: the carrier's tracking number. */
  trackingNumber: optionalText(
    z
      .string({ message: 'Tracking number must be text' })
      .max(40, 'Tracking number is too long (40 characters at most)')
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'Tracking number may hold letters, digits, spaces and -'),
  ),
});
export type ShipOrder = z.input<typeof ShipOrder>;

export const MarkOrderPaid = z.object({
  transactionId: z.string().min(1).max(255),
  /** The spec's client sends the order too; it is ignored. */
  order: z.unknown().optional(),
});
