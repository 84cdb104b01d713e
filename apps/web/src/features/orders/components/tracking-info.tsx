import type { Order } from '@partsmith/contract/orders';
import { trackingUrl } from '@partsmith/contract/shipping';

/** A shipped order's carrier and tracking number, linked to the carrier's tracking page when we know it. */
export function TrackingInfo({ order }: { order: Order }) {
  if (order.status !== 'Shipped' || (!order.carrier && !order.trackingNumber)) return null;
  const url = trackingUrl(order.carrier, order.trackingNumber);
  return (
    <p className="text-xs text-base-content/80">
      {order.carrier && (
        <>
          Carrier: <span className="text-base-content">{order.carrier}</span>
        </>
      )}
      {order.carrier && order.trackingNumber && ' · '}
      {order.trackingNumber && (
        <>
          Tracking number:{' '}
          {url ? (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="link font-mono break-all text-base-content"
              aria-label={`Track ${order.trackingNumber} with ${order.carrier} (opens a new tab)`}
            >
              {order.trackingNumber}
            </a>
          ) : (
            <span className="font-mono break-all text-base-content">{order.trackingNumber}</span>
          )}
        </>
      )}
    </p>
  );
}
