/**
 * Refunds and cancellations (issue 35, ADR 0033). An admin refunds a paid order or a whole paid
 * checkout through the provider that took the payment; with `cancel`, an unshipped one is cancelled too
 * (its units go back in stock). A refund is `pending` until the provider confirms it, then `succeeded`
 * (with its credit note, `GET /api/credit-note/{refundId}`) or `failed` (retried with
 * `POST /api/refund/{id}/retry`). Never more than was paid, in total.
 */
import { z } from 'zod';
import { Id } from './common';
import { maxOrderCents } from './money';
import { PageQuery } from './paging';

export const refundStates = ['pending', 'succeeded', 'failed'] as const;
export const RefundState = z.enum(refundStates);
export type RefundState = z.infer<typeof RefundState>;

/** POST /order/{id}/refund and /checkout/{id}/refund. */
export const CreateRefund = z.object({
  /** In dollars; default: the rest of what was paid. */
  amount: z
    .number({ message: 'Amount must be a number' })
    .positive('Amount must be more than $0.00')
    .max(maxOrderCents / 100, 'Amount is too large')
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      message: 'Amount must be in whole cents',
    })
    .optional(),
  reason: z
    .string({ message: 'Reason is required' })
    .trim()
    .min(1, 'Reason is required')
    .max(300, 'Reason is too long (300 characters at most)'),
  /** Cancel the order (or every line of the checkout) too: only before it ships. */
  cancel: z.boolean().optional(),
});
export type CreateRefund = z.input<typeof CreateRefund>;

export const RefundAnswer = z.object({
  refundId: Id,
  state: RefundState,
  /** In dollars. */
  amount: z.number(),
});
export type RefundAnswer = z.infer<typeof RefundAnswer>;

/** One refund as listed (GET /refund?order= or ?checkout=), for its buyer and admins. */
export const Refund = z.object({
  _id: Id,
  orderId: Id.nullable(),
  checkoutId: Id.nullable(),
  amount: z.number(),
  reason: z.string(),
  cancel: z.boolean(),
  state: RefundState,
  /** Why the provider refused it (failed refunds). */
  failure: z.string().nullable(),
  /** `CN-000001` once it succeeded. */
  creditNote: z.string().nullable(),
  createdAt: z.string(),
  succeededAt: z.string().nullable(),
});
export type Refund = z.infer<typeof Refund>;
export const RefundList = z.array(Refund);

/** GET /refund: the refunds of one order or one checkout (exactly one of them), newest first. */
export const RefundListQuery = PageQuery.extend({
  order: Id.optional(),
  checkout: Id.optional(),
}).refine((query) => (query.order === undefined) !== (query.checkout === undefined), {
  message: 'Give either order or checkout',
});
export type RefundListQuery = z.infer<typeof RefundListQuery>;

export const formatCreditNoteNumber = (creditNoteNumber: number) =>
  `CN-${String(creditNoteNumber).padStart(6, '0')}`;
