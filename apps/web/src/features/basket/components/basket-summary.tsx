import { useState } from 'react';
import { Link } from 'react-router';
import { maxBasketLines, type Basket } from '@partsmith/contract/basket';
import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';
import { clientRoutes } from '@partsmith/contract/routes';
import type { BasketOwner } from '../../../lib/basket/use-basket-owner';
import { SaveListForm } from '../../../components/save-list-form';
import { EmptyBasketDialog } from './empty-basket-dialog';

interface BasketSummaryProps {
  basket: Basket;
  owner: BasketOwner;
  /** Empties the basket, once the buyer has said yes; rejects with why it could not. */
  onEmpty: () => Promise<void>;
  emptying: boolean;
}

/** The basket's total and what to do next: check out, save it as a list, empty it. */
export function BasketSummary({ basket, owner, onEmpty, emptying }: BasketSummaryProps) {
  const [asking, setAsking] = useState(false);
  const problems = basket.lines.filter((line) => line.problems.length > 0).length;
  return (
    <aside
      aria-label="Basket total"
      className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-5 lg:sticky lg:top-20"
    >
      <p className="flex items-baseline justify-between gap-3">
        <span className="font-semibold">
          Total, {formatCount(basket.lineCount)} {basket.lineCount === 1 ? 'line' : 'lines'}
        </span>
        <span className="text-2xl font-bold tabular-nums">{formatDollars(basket.total)}</span>
      </p>
      {basket.lineCount >= maxBasketLines && (
        <p role="note" className="alert alert-warning alert-soft text-sm text-warning-content">
          Your basket is full: it holds at most {formatCount(maxBasketLines)} lines. Check out or remove lines
          before adding more.
        </p>
      )}
      {problems > 0 && (
        <p className="text-sm text-warning-content">
          {problems === 1 ? 'One line needs' : `${formatCount(problems)} lines need`} your attention before
          you can check out: see the line{problems === 1 ? '' : 's'} above.
        </p>
      )}
      {owner === 'buyer' ? (
        basket.orderable ? (
          <Link to={clientRoutes.checkout} className="btn btn-primary btn-block">
            Checkout
          </Link>
        ) : (
          <button type="button" className="btn btn-primary btn-block" disabled>
            Checkout
          </button>
        )
      ) : (
        <Link
          to={clientRoutes.login}
          state={{ from: clientRoutes.basket }}
          className="btn btn-primary btn-block"
        >
          Sign in to check out
        </Link>
      )}
      {owner === 'visitor' && (
        <p className="text-sm text-base-content/80">
          Your basket is kept in this browser. When you sign in, it moves to your account.
        </p>
      )}
      {owner === 'buyer' && <SaveListForm source={{ fromBasket: true }} label="Save as list" />}
      <button
        type="button"
        className="btn btn-ghost btn-sm self-start"
        onClick={() => setAsking(true)}
        disabled={emptying}
      >
        Empty basket
      </button>
      <EmptyBasketDialog
        open={asking}
        onClose={() => setAsking(false)}
        lineCount={basket.lineCount}
        onEmpty={onEmpty}
      />
    </aside>
  );
}
