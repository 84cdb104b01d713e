import type { Order } from '@partsmith/contract/orders';

/** A checkout's short name in the tables: the first 8 characters of its id. */
export const shortCheckoutId = (id: string) => id.slice(0, 8);

/** An order's checkout and PO reference, when it is a line of one; `onCheckout` makes the checkout a filter. */
export function CheckoutReference({
  order,
  onCheckout,
}: {
  order: Order;
  onCheckout?: (id: string) => void;
}) {
  const { checkoutId, poReference } = order;
  if (!checkoutId) return null;
  const short = shortCheckoutId(checkoutId);
  return (
    <span className="flex flex-wrap gap-x-2 text-xs text-base-content/80 max-md:justify-end">
      {onCheckout ? (
        <button
          type="button"
          className="link font-mono"
          aria-label={`Show the lines of checkout ${short}`}
          onClick={() => onCheckout(checkoutId)}
        >
          Checkout {short}
        </button>
      ) : (
        <span className="font-mono">Checkout {short}</span>
      )}
      {poReference && (
        <span>
          PO <span className="font-mono font-semibold text-base-content">{poReference}</span>
        </span>
      )}
    </span>
  );
}
