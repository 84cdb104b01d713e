import { useParams } from 'react-router';
import { useOrder } from '../../../lib/api/get-order';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Checkout } from '../components/checkout';
import { AlreadyPaid, PaymentSucceeded } from '../components/payment-outcome';
import { PaymentShell } from '../components/payment-shell';
import { PaymentSummary } from '../components/payment-summary';

/** /dashboard/payment/{id} (buyers): pay one unpaid order by card. */
export function PaymentPage() {
  useDocumentTitle('Payment');
  const { id = '' } = useParams();
  const order = useOrder(id);

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold">Payment</h2>
      <PaymentShell
        subject={order}
        loadingLabel="Loading your order…"
        loadFailure="load the order"
        summaryLabel="Your order"
        summary={(data) => <PaymentSummary order={data} />}
        payment={(data, payments, paidWith, onSucceeded) =>
          paidWith ? (
            <PaymentSucceeded transactionId={paidWith} />
          ) : data.paid ? (
            <AlreadyPaid transactionId={data.transactionId} />
          ) : (
            <Checkout order={data} payments={payments} onSucceeded={onSucceeded} />
          )
        }
      />
    </div>
  );
}
