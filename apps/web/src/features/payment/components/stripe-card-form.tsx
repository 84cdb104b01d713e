import { useState, type FormEvent } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { FormMessage } from '../../../components/form-message';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessage } from '../../../lib/error-message';
import type { CardFormProps } from './card-form-props';

// One Stripe client per key for the life of the page; `pure` adds Stripe's script only when asked.
const clients = new Map<string, Promise<Stripe | null>>();
function stripeClient(publishableKey: string): Promise<Stripe | null> {
  let client = clients.get(publishableKey);
  if (!client) {
    client = loadStripe(publishableKey);
    clients.set(publishableKey, client);
  }
  return client;
}

function StripeFields({ clientSecret, billing, onPaid }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    setBusy(true);
    setProblem(null);
    try {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (error) setProblem(error.message ?? 'Your card could not be charged.');
      else if (paymentIntent.status === 'succeeded') await onPaid(paymentIntent.id);
      else setProblem('The payment was not completed. Please try again.');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void pay(event)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <span className="text-sm font-semibold">Card details</span>
        <div className="input h-auto w-full py-3">
          <CardElement
            className="w-full"
            onReady={() => setReady(true)}
            onChange={(event) => setProblem(event.error?.message ?? null)}
          />
        </div>
      </div>
      <SubmitButton busy={busy} disabled={!stripe || !ready || !clientSecret}>
        Pay
      </SubmitButton>
      <FormMessage message={problem ? { tone: 'error', text: problem } : null} />
    </form>
  );
}

/** Stripe Elements' card field, confirmed with the order's billing name and email. */
export function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeClient(publishableKey)}>
      <StripeFields {...props} />
    </Elements>
  );
}
