import type { Deps } from '../deps';
import { now } from '../lib/ids';
import { returnLapsedMail } from '../lib/mail/return-templates';
import { findOrderRow } from '../modules/orders/order-row';
import { releaseReturnUnits } from '../modules/orders/return-holds';
import { lapseReturn, returnsToLapse } from '../modules/returns/service';
import { returnMailFacts, sendReturnMail } from './request-return';

type LapseDeps = Pick<Deps, 'db' | 'config' | 'mailer' | 'log' | 'changes'>;

/** The most returns one pass lapses; the next pass takes the rest. */
const batch = 100;

/**
 * Approved returns not received within the store's send-back days of their approval lapse (ADR 0037):
 * each by one conditional update (still approved, approved before the cutoff) with its units given back
 * to what may be returned, in one transaction, and the buyer mailed. On any number of instances the
 * conditional update decides: a return lapses once, and one an admin receives meanwhile does not lapse.
 * Answers how many lapsed.
 */
export async function lapseReturns(deps: LapseDeps, at = now()): Promise<number> {
  const days = deps.config.returns.sendBackDays;
  const cutoff = new Date(Date.parse(at) - days * 86_400_000).toISOString();
  let lapsed = 0;
  for (const candidate of await returnsToLapse(deps.db, cutoff, batch)) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const row = await lapseReturn(trx, candidate.id, cutoff);
      if (!row) return null;
      await releaseReturnUnits(trx, row.order_id, row.quantity);
      return { row, name: (await findOrderRow(trx, row.order_id)).name };
    });
    if (!done) continue;
    lapsed += 1;
    deps.changes.emit('orders');
    await sendReturnMail(
      deps,
      done.row.id,
      returnLapsedMail(
        returnMailFacts(done.row, done.name),
        days,
        `${deps.config.publicUrl}/dashboard/myOrders`,
      ),
    );
  }
  return lapsed;
}
