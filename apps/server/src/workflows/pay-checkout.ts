import type { Deps } from '../deps';
import { conflict, invalid } from '../lib/app-error';
import type { RequestUser } from '../lib/request-user';
import {
  amountDueCents,
  checkoutDueLines,
  checkoutPaymentReference,
  findCheckoutRow,
} from '../modules/orders/checkout/checkout-row';
import { isExpired } from '../modules/orders/order-row';
import { assertCanPayCheckout, assertCanSeeCheckout } from '../modules/orders/policy';
import type { IntentView } from '../modules/payments/provider';
import { reusableSecret } from '../modules/payments/service';
import { markCheckoutPaid } from './mark-checkout-paid';

type PayDeps = Pick<Deps, 'db' | 'changes' | 'payments' | 'mailer' | 'log' | 'config'>;

const expiredCheckout =
  'This checkout expired: it was not paid in time and its units went back in stock. Delete its lines and check out again.';

/** The checkout's amount due and payment reference, once its buyer may pay it. */
async function payable(deps: Pick<Deps, 'db'>, user: RequestUser, id: string) {
  const checkout = await findCheckoutRow(deps.db, id);
  assertCanPayCheckout(checkout, user);
  const lines = await checkoutDueLines(deps.db, id);
  if (lines.some((line) => line.paid === 0 && isExpired(line))) throw conflict(expiredCheckout);
  const amountCents = amountDueCents(lines);
  if (amountCents === 0) throw conflict('This checkout has no line left to pay.');
  return { checkout, amountCents, reference: checkoutPaymentReference(id, amountCents) };
}

/**
 * Pay a checkout, once for all its lines: the buyer starts one payment (payments) for the sum of its
 * unpaid lines as stored (orders); its reference carries the amount, so a line deleted meanwhile makes
 * a new payment for the new sum, never the old one. The intent is recorded on the checkout.
 */
export async function startCheckoutPayment(deps: PayDeps, user: RequestUser, id: string): Promise<string> {
  const { checkout, amountCents, reference } = await payable(deps, user, id);
  if (checkout.payment_intent_id) {
    const recorded = await deps.payments.retrieveIntent(checkout.payment_intent_id).catch(() => null);
    if (recorded?.orderId === reference) {
      const secret = await reusableSecret(deps, recorded.id);
      if (secret) return secret;
    }
  }
  const intent = await deps.payments.createIntent({
    orderId: reference,
    amountCents,
    receiptEmail: checkout.email,
  });
  await deps.db
    .updateTable('checkout')
    .set({ payment_intent_id: intent.id })
    .where('id', '=', id)
    .where('paid', '=', 0)
    .execute();
  return intent.clientSecret;
}

/** True when the provider's intent paid exactly what the checkout is due now, for this checkout. */
const intentPaysCheckout = (intent: IntentView | null, reference: string, amountCents: number) =>
  intent !== null &&
  intent.status === 'succeeded' &&
  intent.orderId === reference &&
  intent.amountCents === amountCents &&
  intent.currency === 'usd';

/**
 * `PATCH /checkout/{id}`: marks every line paid once the provider confirms that this intent succeeded
 * for this checkout and its amount. A repeated call changes nothing.
 */
export async function confirmCheckoutPayment(
  deps: PayDeps,
  user: RequestUser,
  id: string,
  transactionId: string,
): Promise<number> {
  const checkout = await findCheckoutRow(deps.db, id);
  assertCanSeeCheckout(checkout, user);
  if (checkout.paid === 1 && checkout.transaction_id === transactionId) return 0;
  assertCanPayCheckout(checkout, user);
  // A payment that succeeded is kept even when the hold ran out meanwhile (the lines take their units
  // again, or are flagged), as for a single order.
  const amountCents = amountDueCents(await checkoutDueLines(deps.db, id));
  const reference = checkoutPaymentReference(id, amountCents);
  const intent = await deps.payments.retrieveIntent(transactionId).catch(() => null);
  if (!intentPaysCheckout(intent, reference, amountCents)) {
    throw invalid('We could not confirm this payment for this checkout. Nothing was changed.');
  }
  return markCheckoutPaid(deps, checkout, intent!.id);
}

/** The provider's webhook for a checkout's payment: the same rule as the buyer's confirmation. */
export async function recordCheckoutWebhook(deps: PayDeps, intent: IntentView, id: string): Promise<number> {
  const checkout = await findCheckoutRow(deps.db, id).catch(() => null);
  if (!checkout) {
    deps.log.warn({ intentId: intent.id, checkoutId: id }, 'payment for a checkout that no longer exists');
    return 0;
  }
  if (checkout.paid === 1) return 0;
  const amountCents = amountDueCents(await checkoutDueLines(deps.db, id));
  return intentPaysCheckout(intent, checkoutPaymentReference(id, amountCents), amountCents)
    ? markCheckoutPaid(deps, checkout, intent.id)
    : 0;
}
