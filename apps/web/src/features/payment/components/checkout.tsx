import type { Order } from '@partsmith/contract/orders';
import type { PaymentSettings } from '@partsmith/contract/payments';
import { ErrorState } from '../../../components/error-state';
import { isApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePaymentIntent } from '../api/create-payment-intent';
import { useMarkOrderPaid } from '../api/mark-order-paid';
import { CardForm } from './card-form';
import { AlreadyPaid } from './payment-outcome';

interface CheckoutProps {
  order: Order;
  payments: PaymentSettings;
  /** The payment is recorded; the page shows the congratulation (the order itself now reads as paid). */
  onSucceeded: (transactionId: string) => void;
}

/**
 * Paying an unpaid order: the intent is created on arrival, the card form confirms it with the
 * provider, then PATCH /order/{id} records the payment (the server verifies it with the provider).
 */
export function Checkout({ order, payments, onSucceeded }: CheckoutProps) {
  const intent = usePaymentIntent(order._id);
  const markPaid = useMarkOrderPaid(order._id);

  if (intent.isError && isApiRequestError(intent.error) && intent.error.status === 409) {
    return <AlreadyPaid transactionId={order.transactionId} />;
  }
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
      billing={{ name: order.name, email: order.email }}
      onPaid={onPaid}
    />
  );
}
