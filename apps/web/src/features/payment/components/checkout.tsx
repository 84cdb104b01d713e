import type { Order } from '@partsmith/contract/orders';
import type { PaymentSettings } from '@partsmith/contract/payments';
import { usePaymentIntent } from '../api/create-payment-intent';
import { useMarkOrderPaid } from '../api/mark-order-paid';
import { CardPayment } from './card-payment';
import { AlreadyPaid } from './payment-outcome';

interface CheckoutProps {
  order: Order;
  payments: PaymentSettings;
  /** The payment is recorded; the page shows the congratulation (the order itself now reads as paid). */
  onSucceeded: (transactionId: string) => void;
}

/** Paying an unpaid order: its intent, then PATCH /order/{id} records the payment. Paid meanwhile: says so. */
export function Checkout({ order, payments, onSucceeded }: CheckoutProps) {
  const intent = usePaymentIntent(order._id);
  const markPaid = useMarkOrderPaid(order._id);
  return (
    <CardPayment
      payments={payments}
      intent={intent}
      billing={{ name: order.name, email: order.email }}
      markPaid={markPaid.mutateAsync}
      onSucceeded={onSucceeded}
      conflict={<AlreadyPaid transactionId={order.transactionId} />}
    />
  );
}
