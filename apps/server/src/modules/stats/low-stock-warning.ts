import { type Kysely, sql } from 'kysely';
import type { Tables } from '../../db/schema';
import type { Deps } from '../../deps';
import { lowStockMail } from '../mail/templates';
import { isAdminSql } from '../users/policy';
import { usersWithRoles } from '../users/roles';

type WarningContext = Pick<Deps, 'db' | 'config' | 'mailer' | 'log'>;

/** Available units minus the threshold in force (its minimum order when none is set): negative when low. */
export const stockMargin = sql<number>`(available_quantity - coalesce(low_stock_threshold, min_order_quantity))`;

/** The most admins one warning goes to. */
const maxRecipients = 50;

/**
 * After an order took units of a part: if the part is now under its threshold and the admins were not
 * warned since it last went under, warns them, once. The "warned" flag lives on the part and is set by
 * a conditional update, so of concurrent orders on any instance exactly one sends the mail. A failed
 * check or mail is logged; the order stands.
 */
export async function warnIfLowStock(app: WarningContext, partId: string): Promise<boolean> {
  // The order is placed already: a failure here is logged, never answered to the buyer.
  return claimAndMail(app, partId).catch((error: unknown) => {
    app.log.error({ err: error, partId }, 'could not check the part for low stock');
    return false;
  });
}

async function claimAndMail(app: WarningContext, partId: string): Promise<boolean> {
  const part = await app.db
    .updateTable('part')
    .set({ low_stock_warned: 1 })
    .where('id', '=', partId)
    .where('low_stock_warned', '=', 0)
    .where(stockMargin, '<', 0)
    .returning(['name', 'part_number', 'available_quantity', 'min_order_quantity', 'low_stock_threshold'])
    .executeTakeFirst();
  if (!part) return false;
  const facts = {
    name: part.name,
    partNumber: part.part_number,
    available: part.available_quantity,
    threshold: part.low_stock_threshold ?? part.min_order_quantity,
  };
  const url = `${app.config.publicUrl}/dashboard/sales`;
  try {
    for (const email of await adminEmails(app)) await app.mailer.send(lowStockMail(email, facts, url));
  } catch (error) {
    app.log.error({ err: error, partId }, 'could not send the low-stock mail');
  }
  return true;
}

/**
 * After units came back to a part (a restock, a new threshold, an order deleted or expired): once it is
 * no longer under its threshold, the next time it goes under warns the admins again.
 */
export async function rearmLowStockWarning(db: Kysely<Tables>, partId: string): Promise<void> {
  await db
    .updateTable('part')
    .set({ low_stock_warned: 0 })
    .where('id', '=', partId)
    .where('low_stock_warned', '=', 1)
    .where(stockMargin, '>=', 0)
    .execute();
}

/** The admins' addresses (isAdminSql: roleOf's rule), at most maxRecipients of them. */
async function adminEmails({ db, config }: Pick<WarningContext, 'db' | 'config'>): Promise<string[]> {
  const rows = await usersWithRoles(db)
    .select('user.email')
    .where(isAdminSql(config))
    .orderBy('user.email')
    .limit(maxRecipients)
    .execute();
  return rows.map((row) => row.email);
}
