import { shortCheckoutId } from './checkout-reference';

interface CheckoutFilterBarProps {
  checkoutId: string;
  onShip: () => void;
  onClear: () => void;
}

/** Shown while the list holds one checkout's lines: ship them all at once, or see every order again. */
export function CheckoutFilterBar({ checkoutId, onShip, onClear }: CheckoutFilterBarProps) {
  const short = shortCheckoutId(checkoutId);
  return (
    <div
      role="region"
      aria-label={`Checkout ${short}`}
      className="flex flex-wrap items-center gap-3 rounded-box border border-secondary/40 bg-secondary/5 px-4 py-3"
    >
      <p className="grow">
        Showing the lines of checkout <span className="font-mono font-semibold">{short}</span>.
      </p>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onShip}>
        Ship whole checkout
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onClear}>
        Show all orders
      </button>
    </div>
  );
}
