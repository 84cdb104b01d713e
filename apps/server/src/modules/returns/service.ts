import { centsToDollars } from '@partsmith/contract/money';
import { pageOffset } from '@partsmith/contract/paging';
import {
  type OrderReturn,
  receivableStates,
  type ReturnListQuery,
  type ReturnReason,
  type ReturnState,
} from '@partsmith/contract/returns';
import type { Kysely, Transaction } from 'kysely';
import type { OrderReturnRow, Tables } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { newId, now } from '../../lib/ids';
import type { RequestUser } from '../../lib/request-user';
import { seesEveryReturn } from './policy';

type Db = Kysely<Tables> | Transaction<Tables>;

export interface NewReturn {
  orderId: string;
  userId: string;
  email: string;
  partId: string | null;
  itemName: string;
  quantity: number;
  reason: ReturnReason;
  note: string | null;
  vehicle: { id: string; label: string } | null;
}

/** Writes a requested return, in the transaction that holds its units against the order. */
export function insertReturn(trx: Transaction<Tables>, input: NewReturn): Promise<OrderReturnRow> {
  const at = now();
  return trx
    .insertInto('order_return')
    .values({
      id: newId(),
      order_id: input.orderId,
      user_id: input.userId,
      email: input.email,
      part_id: input.partId,
      item_name: input.itemName,
      quantity: input.quantity,
      reason: input.reason,
      note: input.note,
      state: 'requested',
      message: null,
      resaleable: 0,
      vehicle_id: input.vehicle?.id ?? null,
      vehicle_label: input.vehicle?.label ?? null,
      refund_id: null,
      refund_cents: null,
      fee_cents: null,
      goods_cents: null,
      tax_cents: null,
      decided_by: null,
      approved_at: null,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findReturn(db: Db, id: string): Promise<OrderReturnRow> {
  const row = await db.selectFrom('order_return').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('return');
  return row;
}

/** The states each target state is reached from, tried in this order: states only move forward. */
const stepsFrom: Record<'approved' | 'refused' | 'received', readonly ReturnState[]> = {
  approved: ['requested'],
  refused: ['requested'],
  received: receivableStates,
};

const stuckMessage = (from: ReturnState, to: ReturnState) =>
  from === to
    ? `This return is already ${to}.`
    : `A return that is ${from} cannot be ${to}: returns go requested → approved → received, or requested → refused.`;

/**
 * Moves a return one step forward by a conditional update from the state before it: of two admins (or a
 * replayed request, or the lapse sweeper) acting at once, on any instance, only the first passes; the
 * other gets 409 and changes nothing. Answers the row moved and the state it left.
 */
export async function moveReturn(
  trx: Transaction<Tables>,
  id: string,
  to: 'approved' | 'refused' | 'received',
  set: { message?: string | null; resaleable?: boolean; decidedBy: string },
): Promise<{ row: OrderReturnRow; from: ReturnState }> {
  const at = now();
  for (const from of stepsFrom[to]) {
    const moved = await trx
      .updateTable('order_return')
      .set({
        state: to,
        ...(set.message !== undefined && { message: set.message }),
        ...(set.resaleable !== undefined && { resaleable: set.resaleable ? 1 : 0 }),
        ...(to === 'approved' && { approved_at: at }),
        decided_by: set.decidedBy,
        updated_at: at,
      })
      .where('id', '=', id)
      .where('state', '=', from)
      .returningAll()
      .executeTakeFirst();
    if (moved) return { row: moved, from };
  }
  const row = await findReturn(trx, id);
  throw conflict(stuckMessage(row.state as ReturnState, to));
}

/** Approved returns approved before `cutoff`, oldest first: the ones to lapse. At most `limit`. */
export function returnsToLapse(db: Db, cutoff: string, limit: number): Promise<OrderReturnRow[]> {
  return db
    .selectFrom('order_return')
    .selectAll()
    .where('state', '=', 'approved')
    .where('approved_at', '<', cutoff)
    .orderBy('approved_at')
    .limit(limit)
    .execute();
}

/**
 * Approved → lapsed, once, by one conditional update: only while it is still approved and was approved
 * before `cutoff`. Of two instances sweeping, or the sweeper and an admin receiving it, only the first
 * passes; the others answer undefined and change nothing.
 */
export function lapseReturn(trx: Transaction<Tables>, id: string, cutoff: string) {
  return trx
    .updateTable('order_return')
    .set({ state: 'lapsed', updated_at: now() })
    .where('id', '=', id)
    .where('state', '=', 'approved')
    .where('approved_at', '<', cutoff)
    .returningAll()
    .executeTakeFirst();
}

/** The refund a received return made, the goods and tax it gave back and the restocking fee it kept. */
export async function recordReturnRefund(
  trx: Transaction<Tables>,
  id: string,
  refund: {
    refundId: string | null;
    refundCents: number;
    feeCents: number;
    goodsCents: number;
    taxCents: number;
  },
): Promise<void> {
  await trx
    .updateTable('order_return')
    .set({
      refund_id: refund.refundId,
      refund_cents: refund.refundCents,
      fee_cents: refund.feeCents,
      goods_cents: refund.goodsCents,
      tax_cents: refund.taxCents,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * The buyer's chosen vehicle ("My vehicle") named, for a "does not fit" return: the order keeps no
 * vehicle, so the one they shop for when they ask is the best account of the car it did not fit.
 */
export async function chosenVehicle(db: Db, email: string): Promise<{ id: string; label: string } | null> {
  const row = await db
    .selectFrom('profile_vehicle')
    .innerJoin('vehicle', 'vehicle.id', 'profile_vehicle.vehicle_id')
    .select(['vehicle.id', 'vehicle.year', 'vehicle.make', 'vehicle.model', 'vehicle.engine'])
    .where('profile_vehicle.email', '=', email)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, label: `${row.year} ${row.make} ${row.model} ${row.engine}`.trim() };
}

export interface ReturnFilter {
  /** Null: every buyer's (admins). */
  userId: string | null;
  state?: ReturnState | undefined;
  orderId?: string | undefined;
}

/** Returns newest first, a page at a time, each with its refund's state. */
export async function returnPage(
  db: Db,
  filter: ReturnFilter,
  page: { offset: number; limit: number },
): Promise<{ items: OrderReturn[]; total: number }> {
  let query = db.selectFrom('order_return');
  if (filter.userId !== null) query = query.where('order_return.user_id', '=', filter.userId);
  if (filter.state) query = query.where('order_return.state', '=', filter.state);
  if (filter.orderId) query = query.where('order_return.order_id', '=', filter.orderId);
  const [rows, count] = await Promise.all([
    query
      .leftJoin('refund', 'refund.id', 'order_return.refund_id')
      .selectAll('order_return')
      .select('refund.state as refund_state')
      .orderBy('order_return.created_at', 'desc')
      .orderBy('order_return.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((row) => toReturn(row, row.refund_state)), total: Number(count.n) };
}

const dollarsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

export function toReturn(row: OrderReturnRow, refundState: string | null): OrderReturn {
  return {
    _id: row.id,
    orderId: row.order_id,
    partId: row.part_id,
    itemName: row.item_name,
    email: row.email,
    quantity: row.quantity,
    reason: row.reason as ReturnReason,
    note: row.note,
    state: row.state as ReturnState,
    message: row.message,
    resaleable: row.resaleable === 1,
    refundId: row.refund_id,
    refundState: (refundState as OrderReturn['refundState']) ?? null,
    refund: dollarsOrNull(row.refund_cents),
    fee: dollarsOrNull(row.fee_cents),
    checkFitment:
      row.reason === 'does_not_fit' && row.vehicle_label
        ? { part: row.item_name, vehicle: row.vehicle_label }
        : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** GET /return: admins every return (or one state's), a buyer their own, a page at a time. */
export function listReturns(
  { db }: { db: Db },
  user: RequestUser,
  query: ReturnListQuery,
): Promise<{ items: OrderReturn[]; total: number }> {
  return returnPage(
    db,
    { userId: seesEveryReturn(user) ? null : user.id, state: query.state, orderId: query.order },
    { offset: pageOffset(query), limit: query.limit },
  );
}
