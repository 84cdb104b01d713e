import { type CreateReturn, type ReturnCreated, returnReasonLabels } from '@partsmith/contract/returns';
import type { OrderReturnRow } from '../db/schema';
import type { Deps } from '../deps';
import type { Mail } from '../lib/mail/mailer';
import { newReturnAdminMail, type ReturnMailFacts, returnRequestedMail } from '../lib/mail/return-templates';
import type { RequestUser } from '../lib/request-user';
import { findOrderRow } from '../modules/orders/order-row';
import { assertCanReturn } from '../modules/orders/policy';
import { holdReturnUnits } from '../modules/orders/return-holds';
import { assertCanAskReturn } from '../modules/returns/policy';
import { chosenVehicle, insertReturn } from '../modules/returns/service';
import { adminEmails } from '../modules/users/roles';

type ReturnDeps = Pick<Deps, 'db' | 'config' | 'mailer' | 'log' | 'changes'>;

/** The most admins one new-return mail goes to. */
const maxRecipients = 20;

/** What every return mail says of the return, with the buyer's name from the order. */
export const returnMailFacts = (row: OrderReturnRow, name: string): ReturnMailFacts => ({
  email: row.email,
  name,
  orderId: row.order_id,
  itemName: row.item_name,
  quantity: row.quantity,
  reason: returnReasonLabels[row.reason as keyof typeof returnReasonLabels] ?? row.reason,
  note: row.note,
});

/** Sends a mail; a failure is logged and the return stands. */
export async function sendReturnMail(deps: Pick<Deps, 'mailer' | 'log'>, returnId: string, mail: Mail) {
  await deps.mailer.send(mail).catch((error: unknown) => {
    deps.log.error({ err: error, returnId }, 'could not send a return mail');
  });
}

/**
 * A buyer asks to return units of a shipped order of theirs, within the store's window (orders'
 * policy). The units are held against the order (never more in returns than shipped, also when
 * requests race) and the return written, in one transaction; "does not fit" records the buyer's chosen
 * vehicle for the catalogue team. The buyer and the admins are mailed.
 */
export async function requestReturn(
  deps: ReturnDeps,
  user: RequestUser,
  orderId: string,
  input: CreateReturn,
): Promise<ReturnCreated> {
  assertCanAskReturn(user);
  const order = await findOrderRow(deps.db, orderId);
  assertCanReturn(order, user, deps.config.returns.windowDays);
  const quantity = Number(input.quantity);
  const vehicle = input.reason === 'does_not_fit' ? await chosenVehicle(deps.db, user.email) : null;
  const row = await deps.db.transaction().execute(async (trx) => {
    await holdReturnUnits(trx, order, quantity);
    return insertReturn(trx, {
      orderId: order.id,
      userId: user.id,
      email: order.email,
      partId: order.part_id,
      itemName: order.item_name,
      quantity,
      reason: input.reason,
      note: input.note ? input.note : null,
      vehicle,
    });
  });
  deps.changes.emit('orders');
  const facts = returnMailFacts(row, order.name);
  await sendReturnMail(
    deps,
    row.id,
    returnRequestedMail(facts, `${deps.config.publicUrl}/dashboard/myOrders`),
  );
  const returnsUrl = `${deps.config.publicUrl}/dashboard/returns`;
  for (const email of await adminEmails(deps, maxRecipients).catch(() => [] as string[])) {
    await sendReturnMail(deps, row.id, newReturnAdminMail(email, facts, returnsUrl));
  }
  return { _id: row.id, state: 'requested' };
}
