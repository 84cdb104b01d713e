import type { Deps } from '../deps';
import { claimLowStockWarning } from '../db/part-stock';
import { lowStockMail } from '../lib/mail/templates';
import { adminEmails } from '../modules/users/roles';

type WarningDeps = Pick<Deps, 'db' | 'config' | 'mailer' | 'log'>;

/** The most admins one warning goes to. */
const maxRecipients = 50;

/**
 * After an order took units of a part: if the part is now under its threshold and the admins were not
 * warned since it last went under, warns them, once (the claim on the part's row decides which of
 * concurrent orders on any instance mails). A failed check or mail is logged; the order stands.
 */
export async function warnIfLowStock(deps: WarningDeps, partId: string): Promise<boolean> {
  return claimAndMail(deps, partId).catch((error: unknown) => {
    deps.log.error({ err: error, partId }, 'could not check the part for low stock');
    return false;
  });
}

async function claimAndMail(deps: WarningDeps, partId: string): Promise<boolean> {
  const facts = await claimLowStockWarning(deps.db, partId);
  if (!facts) return false;
  const url = `${deps.config.publicUrl}/dashboard/sales`;
  try {
    for (const email of await adminEmails(deps, maxRecipients)) {
      await deps.mailer.send(lowStockMail(email, facts, url));
    }
  } catch (error) {
    deps.log.error({ err: error, partId }, 'could not send the low-stock mail');
  }
  return true;
}
