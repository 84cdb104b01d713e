import { useState } from 'react';
import { useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { useOrder } from '../../../lib/api/get-order';
import { useSettings } from '../../../lib/api/get-settings';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Checkout } from '../components/checkout';
import { AlreadyPaid, PaymentSucceeded } from '../components/payment-outcome';
import { PaymentSummary } from '../components/payment-summary';

/** /dashboard/payment/{id} (buyers): pay one unpaid order by card. */
export function PaymentPage() {
  useDocumentTitle('Payment');
  const { id = '' } = useParams();
  const order = useOrder(id);
  const settings = useSettings();
  // Kept here: once paid, the refreshed order reads as paid, and the congratulation must stay.
  const [paidWith, setPaidWith] = useState<string | null>(null);

  let content;
  if (order.isPending || settings.isPending) content = <Loader label="Loading your order…" />;
  else if (order.isError) {
    content = (
      <ErrorState
        message={errorMessage(order.error, 'load the order')}
        onRetry={() => void order.refetch()}
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
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section aria-label="Your order" className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body">
            <PaymentSummary order={order.data} />
          </div>
        </section>
        <section aria-label="Card payment" className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body">
            {paidWith ? (
              <PaymentSucceeded transactionId={paidWith} />
            ) : order.data.paid ? (
              <AlreadyPaid transactionId={order.data.transactionId} />
            ) : (
              <Checkout order={order.data} payments={settings.data.payments} onSucceeded={setPaidWith} />
            )}
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold">Payment</h2>
      {content}
    </div>
  );
}
