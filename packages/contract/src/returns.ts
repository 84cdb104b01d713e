/**
 * Returns (issue 35 §2, ADR 0037). A buyer asks to return some or all units of a shipped order within
 * the store's window; an admin approves it (with return instructions) or refuses it (with a reason),
 * then marks the goods received: the refund follows through the refund path (ADR 0033), less the
 * restocking fee for "no longer needed", and resaleable units go back in stock. States only move
 * forward: requested → approved → received, or requested → refused; an approved return not received
 * within the store's send-back days lapses (approved → lapsed), and goods that arrive late can still
 * be received (lapsed → received).
 */
import { z } from 'zod';
import { Id } from './common';
import { PageQuery } from './paging';

export const returnReasons = [
  'does_not_fit',
  'damaged_in_transit',
  'wrong_part_sent',
  'no_longer_needed',
] as const;
export const ReturnReason = z.enum(returnReasons, { message: 'Choose a reason for the return' });
export type ReturnReason = z.infer<typeof ReturnReason>;

/** The words buyers and admins read for each reason. */
export const returnReasonLabels: Record<ReturnReason, string> = {
  does_not_fit: 'Does not fit',
  damaged_in_transit: 'Damaged in transit',
  wrong_part_sent: 'Wrong part sent',
  no_longer_needed: 'No longer needed',
};

export const returnStates = ['requested', 'approved', 'refused', 'received', 'lapsed'] as const;
export const ReturnState = z.enum(returnStates);
export type ReturnState = z.infer<typeof ReturnState>;

export const returnStateLabels: Record<ReturnState, string> = {
  requested: 'Requested',
  approved: 'Approved: send it back',
  refused: 'Refused',
  received: 'Received',
  lapsed: 'Lapsed: not sent back in time',
};

/** States in which the goods may still be marked received: approved, or lapsed and arriving late. */
export const receivableStates: readonly ReturnState[] = ['approved', 'lapsed'];

/** POST /order/{id}/return (the buyer). */
export const CreateReturn = z.object({
  quantity: z
    .number({ message: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Return at least 1 unit')
    .max(10_000_000, 'Quantity is too large'),
  reason: ReturnReason,
  note: z.string().max(1000, 'Note is too long (1,000 characters at most)').trim().optional(),
});
export type CreateReturn = z.input<typeof CreateReturn>;

export const ReturnCreated = z.object({ _id: Id, state: ReturnState });
export type ReturnCreated = z.infer<typeof ReturnCreated>;

/** PUT /return/{id} (admins): approving needs instructions, refusing a reason. */
export const UpdateReturn = z
  .object({
    state: z.enum(['approved', 'refused', 'received'], {
      message: 'State must be approved, refused or received',
    }),
    message: z.string().max(1000, 'Message is too long (1,000 characters at most)').trim().optional(),
    /** On received: the units go back in stock. */
    resaleable: z.boolean().optional(),
  })
  .refine((input) => input.state === 'received' || (input.message ?? '').length > 0, {
    message: 'Give the buyer return instructions (approve) or a reason (refuse)',
    path: ['message'],
  });
export type UpdateReturn = z.input<typeof UpdateReturn>;

/** One return as listed: the buyer's own, or (admins) every one, with the fitment flag. */
export const OrderReturn = z.object({
  _id: Id,
  orderId: Id,
  partId: Id.nullable(),
  itemName: z.string(),
  /** The buyer's email: admins need it; buyers see their own. */
  email: z.string(),
  quantity: z.number().int(),
  reason: ReturnReason,
  note: z.string().nullable(),
  state: ReturnState,
  /** The admin's return instructions (approved) or reason (refused). */
  message: z.string().nullable(),
  resaleable: z.boolean(),
  /** Once received: the refund's id, its state and amount (dollars) and the restocking fee kept. */
  refundId: Id.nullable(),
  refundState: z.enum(['pending', 'succeeded', 'failed']).nullable(),
  refund: z.number().nullable(),
  fee: z.number().nullable(),
  /** "Does not fit" with a vehicle known: the catalogue team checks this part's fitment on it. */
  checkFitment: z.object({ part: z.string(), vehicle: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderReturn = z.infer<typeof OrderReturn>;
export const ReturnList = z.array(OrderReturn);

/** GET /return: admins every return (or one state's), buyers their own; `order` narrows to one order. */
export const ReturnListQuery = PageQuery.extend({
  state: ReturnState.optional(),
  order: Id.optional(),
});
export type ReturnListQuery = z.infer<typeof ReturnListQuery>;

/**
 * GET /return/policy: how long after shipping a return may be asked, how long after approval the goods
 * may take to arrive (then the return lapses), and the fee for "no longer needed".
 */
export const ReturnPolicy = z.object({
  windowDays: z.number().int(),
  sendBackDays: z.number().int(),
  restockingFeePercent: z.number(),
});
export type ReturnPolicy = z.infer<typeof ReturnPolicy>;

/** The last moment a shipped order may be returned (ISO), or null if it has not shipped. */
export function returnableUntil(shippedAt: string | null, windowDays: number): string | null {
  if (!shippedAt) return null;
  return new Date(Date.parse(shippedAt) + windowDays * 86_400_000).toISOString();
}
