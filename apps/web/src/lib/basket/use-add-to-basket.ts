import { toast } from 'react-toastify';
import { formatCount } from '@partsmith/contract/format';
import { useAddBasketLine } from '../api/add-basket-line';
import { errorMessage } from '../error-message';
import { useBasketOwner } from './use-basket-owner';
import { addToVisitorBasket } from './visitor-basket';

export interface BasketAddition {
  partId: string;
  quantity: number;
  /** The part's name, for the toast. */
  name: string;
}

/**
 * "Add to basket" for a buyer (the server basket) and for a visitor (this browser's basket), with the
 * toast that says what happened. `canAdd` is false for admins and while the session loads.
 */
export function useAddToBasket() {
  const owner = useBasketOwner();
  const addLine = useAddBasketLine();

  const add = async ({ partId, quantity, name }: BasketAddition): Promise<boolean> => {
    const added = `${formatCount(quantity)} × ${name} added to your basket`;
    try {
      if (owner === 'buyer') await addLine.mutateAsync({ partId, quantity });
      else addToVisitorBasket(partId, quantity);
      toast.success(added);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'add it to your basket'));
      return false;
    }
  };

  return { add, canAdd: owner === 'buyer' || owner === 'visitor', busy: addLine.isPending };
}
