import { useState } from 'react';
import { useAddToBasket } from '../lib/basket/use-add-to-basket';

interface AddToBasketButtonProps {
  partId: string;
  name: string;
  quantity: number;
  className?: string;
  /** The id of the element naming the part, so "Add to basket" says which part. */
  describedBy?: string;
  /** Shown instead of "Add to basket" (e.g. "Add 40 to basket"). */
  label?: string;
}

/** Adds units of a part to the basket (the buyer's on the server, a visitor's in the browser). */
export function AddToBasketButton({
  partId,
  name,
  quantity,
  className = 'btn btn-outline btn-neutral',
  describedBy,
  label = 'Add to basket',
}: AddToBasketButtonProps) {
  const { add, canAdd } = useAddToBasket();
  const [busy, setBusy] = useState(false);
  if (!canAdd) return null;
  const onClick = async () => {
    setBusy(true);
    await add({ partId, quantity, name });
    setBusy(false);
  };
  return (
    <button
      type="button"
      className={className}
      aria-describedby={describedBy}
      aria-busy={busy}
      disabled={busy}
      onClick={() => void onClick()}
    >
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {label}
    </button>
  );
}
