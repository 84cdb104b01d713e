import { type Kysely, sql, type Transaction } from 'kysely';
import type { MailOutboxTable, Tables } from '../../db/schema';
import { newOrderedId, now } from '../ids';

export type QueuedMail = Pick<MailOutboxTable, 'id' | 'kind' | 'subject_id' | 'transaction_id'> & {
  attempts: number;
};

/**
 * Promises a mail inside the writing transaction (ADR 0038): it is sent after the commit, by whichever
 * instance claims it first, and is lost with the write if the write rolls back.
 */
export async function queueMail(
  trx: Transaction<Tables>,
  mail: { kind: string; subjectId: string; transactionId: string },
): Promise<void> {
  await trx
    .insertInto('mail_outbox')
    .values({
      id: newOrderedId(),
      kind: mail.kind,
      subject_id: mail.subjectId,
      transaction_id: mail.transactionId,
      created_at: now(),
    })
    .execute();
}

/**
 * Claims up to `limit` queued mails no instance is sending, oldest first, for `leaseMs`: the claim is a
 * conditional update, so two instances never both claim a row (PostgreSQL re-checks the condition on a
 * row another transaction just claimed). A mail whose sender died is claimed again once its lease ends.
 */
export async function claimMails(db: Kysely<Tables>, limit: number, leaseMs: number): Promise<QueuedMail[]> {
  const at = now();
  const free = (column: string) => sql<boolean>`(${sql.ref(column)} is null or ${sql.ref(column)} < ${at})`;
  const rows = await db
    .updateTable('mail_outbox')
    .set({
      claimed_until: new Date(Date.parse(at) + leaseMs).toISOString(),
      attempts: sql`attempts + 1`,
    })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where(free('claimed_until'))
        .orderBy('created_at')
        .limit(limit),
    )
    .where(free('claimed_until'))
    .returning(['id', 'kind', 'subject_id', 'transaction_id', 'attempts'])
    .execute();
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

/** A sent mail (or one given up on) leaves the outbox. */
export async function dropMail(db: Kysely<Tables>, id: string): Promise<void> {
  await db.deleteFrom('mail_outbox').where('id', '=', id).execute();
}
