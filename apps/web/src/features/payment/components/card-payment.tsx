import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PaymentSettings } from '@partsmith/contract/payments';
import { ErrorState } from '../../../components/error-state';
import { isApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { CardForm } from './card-form';
import type { CardFormProps } from './card-form-props';

interface CardPaymentProps {
  payments: PaymentSettings;
  /** The payment intent, created on arrival for the stored total (a query: the server hands back the open one). */
  intent: UseQueryResult<{ clientSecret: string }>;
  billing: CardFormProps['billing'];
  /** Records the confirmed payment on the server (which verifies it with the provider). */
  markPaid: (transactionId: string) => Promise<unknown>;
  onSucceeded: (transactionId: string) => void;
  /** What a 409 on starting the payment shows (paid meanwhile); without it, the failure as any other. */
  conflict?: ReactNode;
}

/**
 * Paying by card, for a single order and for a checkout alike: the intent is created on arrival, the
 * card form confirms it with the provider, then the payment is recorded and the page congratulates.
 */
export function CardPayment({
  payments,
  intent,
  billing,
  markPaid,
  onSucceeded,
  conflict,
}: CardPaymentProps) {
  if (conflict && intent.isError && isApiRequestError(intent.error) && intent.error.status === 409) {
    return conflict;
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
    await markPaid(transactionId);
    onSucceeded(transactionId);
  };
  return (
    <CardForm
      payments={payments}
      clientSecret={intent.data?.clientSecret}
      billing={billing}
      onPaid={onPaid}
    />
  );
}
