import type { Checkout } from '@partsmith/contract/checkout';
import type { PaymentSettings } from '@partsmith/contract/payments';
import { useCheckoutPaymentIntent } from '../api/create-checkout-payment-intent';
import { useMarkCheckoutPaid } from '../api/mark-checkout-paid';
import { CardPayment } from './card-payment';

interface CheckoutCardPaymentProps {
  checkout: Checkout;
  payments: PaymentSettings;
  onSucceeded: (transactionId: string) => void;
}

/** The one payment of a checkout: its intent for the stored total, then PATCH /checkout/{id} marks every line paid. */
export function CheckoutCardPayment({ checkout, payments, onSucceeded }: CheckoutCardPaymentProps) {
  const intent = useCheckoutPaymentIntent(checkout._id);
  const markPaid = useMarkCheckoutPaid(checkout._id);
  const buyer = checkout.lines[0];
  return (
    <CardPayment
      payments={payments}
      intent={intent}
      billing={{ name: buyer?.name ?? '', email: buyer?.email ?? '' }}
      markPaid={markPaid.mutateAsync}
      onSucceeded={onSucceeded}
    />
  );
}
