import { Link } from 'react-router';
import { orderConditions } from '@partsmith/contract/orders';
import { errorMessage } from '../../../lib/error-message';
import { useOrderCounts } from '../api/get-stats';

const labels = { unpaid: 'Unpaid', pending: 'Pending', shipped: 'Shipped', expired: 'Expired' } as const;

/** Orders per condition, each a link to Manage All Orders filtered on it. */
export function OrderCountCards() {
  const counts = useOrderCounts();
  if (counts.isError) {
    return (
      <p role="alert" className="text-error">
        Could not load the order counts: {errorMessage(counts.error)}{' '}
        <button type="button" className="link" onClick={() => void counts.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  return (
    <ul aria-label="Orders by condition" className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {orderConditions.map((condition) => (
        <li key={condition}>
          <Link
            to={`/dashboard/manageOrders?condition=${condition}`}
            className="flex flex-col rounded-box border border-base-300 p-4 hover:border-primary focus-visible:border-primary"
          >
            <span className="text-sm text-base-content/80">{labels[condition]}</span>
            <span className="text-2xl font-bold" aria-busy={counts.isPending || undefined}>
              {counts.data ? counts.data[condition].toLocaleString('en-US') : '…'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
