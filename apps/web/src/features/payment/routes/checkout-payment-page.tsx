import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { useSettings } from '../../../lib/api/get-settings';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCheckout } from '../api/get-checkout';
import { CheckoutCardPayment } from '../components/checkout-card-payment';
import { CheckoutPaid } from '../components/checkout-paid';
import { CheckoutSummary } from '../components/checkout-summary';

/** /checkout/{id}/payment (buyers): one card payment for every line of a checkout. */
export function CheckoutPaymentPage() {
  useDocumentTitle('Checkout payment');
  const { id = '' } = useParams();
  const checkout = useCheckout(id);
  const settings = useSettings();
  // Kept here: the congratulation stays once the refreshed checkout reads as paid.
  const [paidWith, setPaidWith] = useState<string | null>(null);

  let content;
  if (checkout.isPending || settings.isPending) content = <Loader label="Loading your checkout…" />;
  else if (checkout.isError) {
    content = (
      <ErrorState
        message={errorMessage(checkout.error, 'load the checkout')}
        onRetry={() => void checkout.refetch()}
      />
    );
  } else if (settings.isError) {
    content = (
      <ErrorState
        message={errorMessage(settings.error, 'load the payment settings')}
        onRetry={() => void settings.refetch()}
      />
    );
  } else {
    const data = checkout.data;
    let payment;
    if (paidWith || data.paid) payment = <CheckoutPaid checkout={data} transactionId={paidWith} />;
    else if (data.expired)
      payment = (
        <p role="alert" className="alert alert-warning alert-soft">
          This checkout was not paid in time: its units went back in stock. Delete its orders in My Orders and
          check out again.
        </p>
      );
    else
      payment = (
        <CheckoutCardPayment checkout={data} payments={settings.data.payments} onSucceeded={setPaidWith} />
      );
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section aria-label="Your checkout" className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body">
            <CheckoutSummary checkout={data} />
          </div>
        </section>
        <section aria-label="Card payment" className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body">{payment}</div>
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">Payment</h1>
      {content}
    </div>
  );
}
