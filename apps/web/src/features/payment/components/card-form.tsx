import { lazy, Suspense } from 'react';
import type { PaymentSettings } from '@partsmith/contract/payments';
import { Loader } from '../../../components/loader';
import type { CardFormProps } from './card-form-props';
import { TestCardForm } from './test-card-form';

// Stripe's code, and the script it loads from js.stripe.com, only ever load for a Stripe-configured store.
const StripeCardForm = lazy(async () => ({ default: (await import('./stripe-card-form')).StripeCardForm }));

/** The card entry form for the store's payment provider (GET /settings). */
export function CardForm({ payments, ...props }: CardFormProps & { payments: PaymentSettings }) {
  if (payments.provider === 'test') return <TestCardForm {...props} />;
  return (
    <Suspense fallback={<Loader label="Loading the secure card form…" />}>
      <StripeCardForm publishableKey={payments.publishableKey} {...props} />
    </Suspense>
  );
}
