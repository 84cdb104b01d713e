import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCheckout } from '../api/get-checkout';
import { CheckoutCardPayment } from '../components/checkout-card-payment';
import { CheckoutPaid } from '../components/checkout-paid';
import { CheckoutSummary } from '../components/checkout-summary';
import { PaymentShell } from '../components/payment-shell';

/** /checkout/{id}/payment (buyers): one card payment for every line of a checkout. */
export function CheckoutPaymentPage() {
  useDocumentTitle('Checkout payment');
  const { id = '' } = useParams();
  const checkout = useCheckout(id);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">Payment</h1>
      <PaymentShell
        subject={checkout}
        loadingLabel="Loading your checkout…"
        loadFailure="load the checkout"
        summaryLabel="Your checkout"
        summary={(data) => <CheckoutSummary checkout={data} />}
        payment={(data, payments, paidWith, onSucceeded) =>
          paidWith || data.paid ? (
            <CheckoutPaid checkout={data} transactionId={paidWith} />
          ) : data.expired ? (
            <p role="alert" className="alert alert-warning alert-soft text-warning-content">
              This checkout was not paid in time: its units went back in stock. Delete its orders in My Orders
              and check out again.
            </p>
          ) : (
            <CheckoutCardPayment checkout={data} payments={payments} onSucceeded={onSucceeded} />
          )
        }
      />
    </div>
  );
}
