/**
 * Checkout (issue 33): the whole basket placed at once, all or nothing, and paid once. The shapes the
 * web builds on; the server side comes with the checkout work.
 *
 * - `POST /api/checkout` `CreateCheckout` → 201 `CreatedCheckout` `{ _id, orders, total }` from the
 *   basket (emptied on success), or 409 `CheckoutRefusal` naming each line that cannot be had (no line
 *   is placed). Each line becomes an order of the spec's shape sharing the checkout id and PO reference.
 * - `GET /api/checkout/{id}` → `Checkout`; `POST /api/checkout/{id}/payment-intent` →
 *   `{ clientSecret }` (payments.ts `PaymentIntentSecret`); `GET /api/checkout/{id}/invoice` → the PDF
 *   once paid. Another buyer's checkout id → 404; admins place none (403).
 */
import { z } from 'zod';
import { Id, optionalText } from './common';
import { LineProblem } from './basket';
import { CreateOrder, Order, ShipOrder } from './orders';

export const CreateCheckout = z.object({
  /** The order's address and phone rules (orders.ts `CreateOrder`). */
  address: CreateOrder.shape.address,
  number: CreateOrder.shape.number,
  country: CreateOrder.shape.country,
  state: CreateOrder.shape.state,
  /** The buyer's purchase-order reference, printed on the invoice. */
  poReference: optionalText(
    z
      .string({ message: 'The PO reference must be text' })
      .max(40, 'The PO reference is too long (40 characters at most)')
      .trim()
      .regex(
        /^[\p{L}\p{N}][\p{L}\p{N} ./#_-]*$/u,
        'The PO reference may hold letters, digits, spaces and . / # _ -',
      ),
  ),
  note: optionalText(
    z
      .string({ message: 'The note must be text' })
      .max(500, 'The note is too long (500 characters at most)')
      .trim(),
  ),
});
export type CreateCheckout = z.infer<typeof CreateCheckout>;

export const CreatedCheckout = z.object({
  _id: Id,
  /** The orders placed, one per basket line, in the basket's order. */
  orders: z.array(Id),
  /** In dollars: what the one payment will charge. */
  total: z.number(),
});
export type CreatedCheckout = z.infer<typeof CreatedCheckout>;

export const Checkout = CreatedCheckout.extend({
  poReference: z.string().nullable(),
  note: z.string().nullable(),
  address: z.string(),
  number: z.string(),
  /** Every line paid (by the one payment). */
  paid: z.boolean(),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  /** Until when the unpaid checkout holds its stock; null once paid. */
  holdUntil: z.string().nullable(),
  expired: z.boolean(),
  /** In dollars: what the provider confirmed was given back, for the checkout and its lines (refunds.ts). */
  refunded: z.number(),
  /** Cancelled whole by an admin before it shipped. */
  cancelled: z.boolean(),
  /** Where it goes, its shipping (net) and all its tax, in dollars (ADR 0034); `total` is what is charged. */
  country: z.string().default(''),
  shipping: z.number().default(0),
  tax: z.number().default(0),
  /** Its orders in full (the spec's order shape). */
  lines: z.array(Order),
});
export type Checkout = z.infer<typeof Checkout>;

/** 409 on `POST /api/checkout`: nothing was placed; each line that cannot be had says why. */
export const CheckoutRefusal = z.object({
  error: z.literal('CONFLICT'),
  message: z.string(),
  lines: z.array(z.object({ partId: Id, problem: LineProblem })),
});
export type CheckoutRefusal = z.infer<typeof CheckoutRefusal>;

/** `PATCH /api/checkout/{id}`: every line marked paid once the provider confirms the one payment. */
export const MarkCheckoutPaid = z.object({ transactionId: z.string().min(1).max(255) });
export type MarkCheckoutPaid = z.infer<typeof MarkCheckoutPaid>;

/** `PUT /api/checkout/{id}/ship` (admin): every paid line shipped with one carrier and tracking number. */
export const ShipCheckout = ShipOrder.omit({ status: true });
export type ShipCheckout = z.input<typeof ShipCheckout>;
