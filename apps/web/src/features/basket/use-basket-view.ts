import { useAddBasketLine } from '../../lib/api/add-basket-line';
import { useServerBasket } from '../../lib/api/get-basket';
import { usePricedBasket } from '../../lib/api/price-basket';
import { useBasketOwner } from '../../lib/basket/use-basket-owner';
import {
  addToVisitorBasket,
  clearVisitorBasket,
  removeFromVisitorBasket,
  setVisitorQuantity,
  useVisitorBasket,
} from '../../lib/basket/visitor-basket';
import { useChangeBasketLine } from './api/change-basket-line';
import { useEmptyBasket } from './api/empty-basket';
import { useRemoveBasketLine } from './api/remove-basket-line';

/**
 * The basket the page shows and how to change it: a buyer's on the server, a visitor's in this browser
 * (priced by the server). Each change resolves once the basket on screen shows it.
 */
export function useBasketView() {
  const owner = useBasketOwner();
  const visitorLines = useVisitorBasket();
  const server = useServerBasket(owner === 'buyer');
  const priced = usePricedBasket(visitorLines, owner === 'visitor' && visitorLines.length > 0);
  const change = useChangeBasketLine();
  const remove = useRemoveBasketLine();
  const add = useAddBasketLine();
  const empty = useEmptyBasket();
  const isBuyer = owner === 'buyer';

  return {
    owner,
    /** The visitor with nothing in their browser basket needs no request. */
    visitorEmpty: owner === 'visitor' && visitorLines.length === 0,
    query: isBuyer ? server : priced,
    setQuantity: async (partId: string, quantity: number) => {
      if (isBuyer) await change.mutateAsync({ partId, quantity });
      else setVisitorQuantity(partId, quantity);
    },
    remove: async (partId: string) => {
      if (isBuyer) await remove.mutateAsync(partId);
      else removeFromVisitorBasket(partId);
    },
    /**
     * A line replaced by another part (a discontinued part's successor): the new part is added first,
     * so a refusal leaves the old line where it was; then the old line goes.
     */
    replace: async (partId: string, byPartId: string, quantity: number) => {
      if (isBuyer) {
        await add.mutateAsync({ partId: byPartId, quantity });
        await remove.mutateAsync(partId);
      } else {
        addToVisitorBasket(byPartId, quantity);
        removeFromVisitorBasket(partId);
      }
    },
    empty: async () => {
      if (isBuyer) await empty.mutateAsync();
      else clearVisitorBasket();
    },
    emptying: empty.isPending,
  };
}
