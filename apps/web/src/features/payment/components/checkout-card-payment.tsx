import type { Checkout } from '@partsmith/contract/checkout';
import type { PaymentSettings } from '@partsmith/contract/payments';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { useCheckoutPaymentIntent } from '../api/create-checkout-payment-intent';
import { useMarkCheckoutPaid } from '../api/mark-checkout-paid';
import { CardForm } from './card-form';

interface CheckoutCardPaymentProps {
  checkout: Checkout;
  payments: PaymentSettings;
  onSucceeded: (transactionId: string) => void;
}

/**
 * The one payment of a checkout, through the same card forms as a single order: the intent for the
 * stored total, the provider confirms the card, then PATCH /checkout/{id} marks every line paid.
 */
export function CheckoutCardPayment({ checkout, payments, onSucceeded }: CheckoutCardPaymentProps) {
  const intent = useCheckoutPaymentIntent(checkout._id);
  const markPaid = useMarkCheckoutPaid(checkout._id);
  const buyer = checkout.lines[0];

  if (intent.isError) {
    return (
      <ErrorState
        title="The payment could not start"
        message={errorMessage(intent.error, 'start the payment')}
        onRetry={() => void intent.refetch()}
      />
    );
  }
  const onPaid = async (transactionId: string) => {
    await markPaid.mutateAsync(transactionId);
    onSucceeded(transactionId);
  };
  return (
    <CardForm
      payments={payments}
      clientSecret={intent.data?.clientSecret}
      billing={{ name: buyer?.name ?? '', email: buyer?.email ?? '' }}
      onPaid={onPaid}
    />
  );
}
