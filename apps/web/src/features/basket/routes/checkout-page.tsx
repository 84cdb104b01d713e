import { Link, generatePath, useNavigate } from 'react-router';
import type { BasketLine } from '@partsmith/contract/basket';
import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';
import { clientRoutes } from '@partsmith/contract/routes';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FormMessage } from '../../../components/form-message';
import { Loader } from '../../../components/loader';
import { useServerBasket } from '../../../lib/api/get-basket';
import { useBasketOwner } from '../../../lib/basket/use-basket-owner';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreateCheckout } from '../api/create-checkout';
import { refusedLines } from '../checkout-refusal';
import { CheckoutForm } from '../components/checkout-form';

function LineList({ lines, refused }: { lines: BasketLine[]; refused: Map<string, string> }) {
  return (
    <ul className="flex flex-col divide-y divide-base-300" aria-label="Lines to order">
      {lines.map((line) => {
        const problems = [
          ...line.problems.map((problem) => problem.message),
          refused.get(line.partId),
        ].filter((message): message is string => Boolean(message));
        return (
          <li key={line.partId} className="flex flex-col gap-1 py-2">
            <p className="flex justify-between gap-3">
              <span>
                <span className="font-mono text-sm font-semibold">{line.partNumber}</span> {line.name}
                <span className="block text-sm text-base-content/80">
                  {formatCount(line.quantity)} units × {formatDollars(line.unitPrice)}
                </span>
              </span>
              <span className="font-semibold tabular-nums">{formatDollars(line.lineTotal)}</span>
            </p>
            {[...new Set(problems)].map((message) => (
              <p key={message} className="alert alert-warning alert-soft py-1 text-sm text-warning-content">
                {message}
              </p>
            ))}
          </li>
        );
      })}
    </ul>
  );
}

/** /checkout (buyers): one address for the whole basket; every line is placed at once, or none. */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const navigate = useNavigate();
  const session = useSession();
  const owner = useBasketOwner();
  const basket = useServerBasket(owner === 'buyer');
  const create = useCreateCheckout();
  const refused = new Map(
    (refusedLines(create.error) ?? []).map((line) => [line.partId, line.problem.message]),
  );

  let content;
  if (owner === 'admin') {
    content = (
      <EmptyState title="Admins keep no basket">Sign in with a buyer account to check out.</EmptyState>
    );
  } else if (owner === 'loading' || basket.isPending || !session.user) {
    content = <Loader label="Loading your basket…" />;
  } else if (basket.isError) {
    content = (
      <ErrorState
        message={errorMessage(basket.error, 'load your basket')}
        onRetry={() => void basket.refetch()}
      />
    );
  } else if (basket.data.lineCount === 0) {
    content = (
      <EmptyState title="Your basket is empty">
        <Link to={clientRoutes.parts} className="link font-semibold">
          Find parts to order
        </Link>
      </EmptyState>
    );
  } else {
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <section aria-labelledby="checkout-lines" className="card border border-base-300 bg-base-100">
          <div className="card-body gap-3">
            <h2 id="checkout-lines" className="card-title">
              {formatCount(basket.data.lineCount)} {basket.data.lineCount === 1 ? 'line' : 'lines'}
            </h2>
            <LineList lines={basket.data.lines} refused={refused} />
            <p className="flex items-baseline justify-between border-t border-base-300 pt-3">
              <span className="font-semibold">Total</span>
              <span className="text-2xl font-bold tabular-nums">{formatDollars(basket.data.total)}</span>
            </p>
            <Link to={clientRoutes.basket} className="link text-sm">
              Change the basket
            </Link>
          </div>
        </section>
        <section aria-labelledby="checkout-delivery" className="card border border-base-300 bg-base-100">
          <div className="card-body gap-3">
            <h2 id="checkout-delivery" className="card-title">
              Delivery
            </h2>
            <CheckoutForm
              user={session.user}
              busy={create.isPending}
              onSubmit={(values) =>
                create.mutate(values, {
                  onSuccess: (checkout) =>
                    void navigate(generatePath(clientRoutes.checkoutPayment, { id: checkout._id })),
                })
              }
            />
            <FormMessage
              message={
                create.isError ? { tone: 'error', text: errorMessage(create.error, 'place the order') } : null
              }
            />
            {!basket.data.orderable && (
              <p role="note" className="text-sm text-warning-content">
                Some lines cannot be ordered as they are: fix them in the basket first.
              </p>
            )}
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">Checkout</h1>
      {content}
    </div>
  );
}
