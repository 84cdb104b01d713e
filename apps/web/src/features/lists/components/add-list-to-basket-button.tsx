import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { formatCount } from '@partsmith/contract/format';
import { clientRoutes } from '@partsmith/contract/routes';
import { errorMessage } from '../../../lib/error-message';
import { useListToBasket } from '../api/list-to-basket';

interface AddListToBasketButtonProps {
  list: { _id: string; name: string; lineCount: number };
  className?: string;
}

/** "Add all to basket": the whole list in one step, then the basket to check it out. */
export function AddListToBasketButton({ list, className = 'btn btn-primary' }: AddListToBasketButtonProps) {
  const navigate = useNavigate();
  const toBasket = useListToBasket();
  const add = () =>
    toBasket.mutate(list._id, {
      onSuccess: (basket) => {
        const skipped = basket.skippedPartIds.length;
        toast.success(
          `"${list.name}" is in your basket${skipped > 0 ? ` (${formatCount(skipped)} parts no longer sold were left out)` : ''}`,
        );
        void navigate(clientRoutes.basket);
      },
      onError: (error) => toast.error(errorMessage(error, 'add the list to your basket')),
    });
  return (
    <button
      type="button"
      className={className}
      disabled={toBasket.isPending || list.lineCount === 0}
      aria-busy={toBasket.isPending || undefined}
      aria-label={`Add all of ${list.name} to basket`}
      onClick={add}
    >
      {toBasket.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      Add all to basket
    </button>
  );
}
