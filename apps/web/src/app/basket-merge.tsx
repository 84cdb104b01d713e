import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify';
import { useMergeBasket } from '../lib/api/merge-basket';
import { useBasketOwner } from '../lib/basket/use-basket-owner';
import { clearVisitorBasket, useVisitorBasket, visitorBasketId } from '../lib/basket/visitor-basket';
import { errorMessage } from '../lib/error-message';

/**
 * Moves a visitor's browser basket into their server basket once they sign in as a buyer (the same
 * part's quantities add up), then empties the browser's copy. A refused merge keeps the copy. The
 * basket's id goes with it, so a page reloaded (or a second tab) before the answer came merges it once.
 */
export function BasketMerge() {
  const owner = useBasketOwner();
  const lines = useVisitorBasket();
  const merge = useMergeBasket();
  const started = useRef(false);
  const { mutate } = merge;

  useEffect(() => {
    if (owner !== 'buyer' || lines.length === 0 || started.current) return;
    started.current = true;
    mutate(
      { lines: [...lines], mergeId: visitorBasketId() },
      {
        onSuccess: () => {
          clearVisitorBasket();
          toast.info(
            `The ${lines.length === 1 ? 'line' : `${lines.length} lines`} you chose before signing in ${lines.length === 1 ? 'is' : 'are'} in your basket.`,
          );
        },
        onError: (error) => toast.error(errorMessage(error, 'move your basket to your account')),
        onSettled: () => {
          started.current = false;
        },
      },
    );
  }, [owner, lines, mutate]);

  return null;
}
