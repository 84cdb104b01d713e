import { centsToDollars } from '@partsmith/contract/money';
import { formatCreditNoteNumber, type Refund } from '@partsmith/contract/refunds';
import type { Kysely, Transaction } from 'kysely';
import type { RefundRow, Tables } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { newId, now } from '../../lib/ids';

type Db = Kysely<Tables> | Transaction<Tables>;

/** The key the provider keeps the refund under: one per refund and attempt (ADR 0033). */
export const refundKey = (id: string, attempt: number) => `refund-${id}-${attempt}`;

export interface NewRefund {
  orderId: string | null;
  checkoutId: string | null;
  paymentIntentId: string;
  provider: string;
  amountCents: number;
  reason: string;
  cancel: boolean;
  createdBy: string;
  returnId?: string | null;
}

/**
 * Writes the refund `pending`, with its idempotency key, in the transaction that holds its amount and
 * before the provider is called: a crash after this point leaves a row the sweeper completes with the
 * same key, so the provider refunds it once.
 */
export async function insertPendingRefund(trx: Transaction<Tables>, refund: NewRefund): Promise<RefundRow> {
  const id = newId();
  const at = now();
  return trx
    .insertInto('refund')
    .values({
      id,
      order_id: refund.orderId,
      checkout_id: refund.checkoutId,
      payment_intent_id: refund.paymentIntentId,
      provider: refund.provider,
      amount_cents: refund.amountCents,
      reason: refund.reason,
      cancel: refund.cancel ? 1 : 0,
      state: 'pending',
      attempt: 1,
      idempotency_key: refundKey(id, 1),
      provider_refund_id: null,
      failure: null,
      credit_note_number: null,
      return_id: refund.returnId ?? null,
      created_by: refund.createdBy,
      created_at: at,
      updated_at: at,
      succeeded_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findRefund(db: Db, id: string): Promise<RefundRow> {
  const row = await db.selectFrom('refund').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('refund');
  return row;
}

export const refundByKey = (db: Db, key: string) =>
  db.selectFrom('refund').selectAll().where('idempotency_key', '=', key).executeTakeFirst();

export const refundByProviderId = (db: Db, providerRefundId: string) =>
  db.selectFrom('refund').selectAll().where('provider_refund_id', '=', providerRefundId).executeTakeFirst();

/**
 * Pending → succeeded, once: of the synchronous answer, the webhooks and the sweeper racing, only the
 * first conditional update passes; the others answer null and change nothing.
 */
export function markRefundSucceeded(trx: Transaction<Tables>, id: string, providerRefundId: string) {
  const at = now();
  return trx
    .updateTable('refund')
    .set({ state: 'succeeded', provider_refund_id: providerRefundId, updated_at: at, succeeded_at: at })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export async function setCreditNoteNumber(trx: Transaction<Tables>, id: string, creditNoteNumber: number) {
  await trx
    .updateTable('refund')
    .set({ credit_note_number: creditNoteNumber })
    .where('id', '=', id)
    .execute();
}

/** Pending → failed, once, with the provider's reason. */
export function markRefundFailed(trx: Transaction<Tables>, id: string, failure: string) {
  return trx
    .updateTable('refund')
    .set({ state: 'failed', failure, updated_at: now() })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** The provider accepted the refund and is still working on it: its id is kept, the refund stays pending. */
export async function recordProviderRefundId(db: Db, id: string, providerRefundId: string): Promise<void> {
  await db
    .updateTable('refund')
    .set({ provider_refund_id: providerRefundId, updated_at: now() })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .execute();
}

/** Failed → pending as the next attempt, with a new key (the provider's answer to the old key stands). */
export async function restartRefund(trx: Transaction<Tables>, id: string): Promise<RefundRow> {
  const row = await findRefund(trx, id);
  const attempt = row.attempt + 1;
  const restarted = await trx
    .updateTable('refund')
    .set({
      state: 'pending',
      attempt,
      idempotency_key: refundKey(id, attempt),
      provider_refund_id: null,
      failure: null,
      updated_at: now(),
    })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .returningAll()
    .executeTakeFirst();
  if (!restarted) throw conflict('Only a failed refund can be tried again.');
  return restarted;
}

/** Pending refunds untouched since `before`: interrupted (a crash, the provider unreachable). At most 100. */
export function staleRefunds(db: Db, before: string): Promise<RefundRow[]> {
  return db
    .selectFrom('refund')
    .selectAll()
    .where('state', '=', 'pending')
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(100)
    .execute();
}

/** The refunds of one order or checkout, newest first, a page at a time. */
export async function refundPage(
  db: Db,
  of: { orderId?: string | undefined; checkoutId?: string | undefined },
  page: { offset: number; limit: number },
): Promise<{ items: Refund[]; total: number }> {
  let query = db.selectFrom('refund');
  query = of.orderId
    ? query.where('order_id', '=', of.orderId)
    : query.where('checkout_id', '=', of.checkoutId!);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toRefund), total: Number(count.n) };
}

export function toRefund(row: RefundRow): Refund {
  return {
    _id: row.id,
    orderId: row.order_id,
    checkoutId: row.checkout_id,
    amount: centsToDollars(row.amount_cents),
    reason: row.reason,
    cancel: row.cancel === 1,
    state: row.state as Refund['state'],
    failure: row.failure,
    creditNote: row.credit_note_number === null ? null : formatCreditNoteNumber(row.credit_note_number),
    createdAt: row.created_at,
    succeededAt: row.succeeded_at,
  };
}
