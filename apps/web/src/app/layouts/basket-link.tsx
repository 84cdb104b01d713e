import { Link } from 'react-router';
import { formatCount } from '@partsmith/contract/format';
import { clientRoutes } from '@partsmith/contract/routes';
import { useBasketOwner } from '../../lib/basket/use-basket-owner';
import { useBasketCount } from '../../lib/basket/use-basket-count';

const linesWord = (count: number) => `${formatCount(count)} ${count === 1 ? 'line' : 'lines'}`;

/** The navbar's basket: the number of lines, for buyers and visitors (admins keep no basket). */
export function BasketLink() {
  const owner = useBasketOwner();
  const count = useBasketCount();
  if (owner === 'admin') return null;
  const label = count === null ? 'Basket' : `Basket, ${linesWord(count)}`;
  return (
    <Link
      to={clientRoutes.basket}
      aria-label={label}
      className="btn btn-ghost gap-1 px-2 text-neutral-content hover:bg-neutral-content/10 focus-visible:bg-neutral-content/10"
    >
      <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor">
        <path
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5h.01M17 20.5h.01"
        />
      </svg>
      <span className="hidden lg:inline">Basket</span>
      {count !== null && count > 0 && (
        <span className="badge badge-sm badge-primary tabular-nums" aria-hidden="true">
          {formatCount(count)}
        </span>
      )}
    </Link>
  );
}
