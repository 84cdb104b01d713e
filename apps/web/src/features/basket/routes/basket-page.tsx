import { useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BasketLineItem } from '../components/basket-line-item';
import { BasketSummary } from '../components/basket-summary';
import { useBasketView } from '../use-basket-view';

function Heading({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
        Basket
      </h1>
      <nav aria-label="Basket tools" className="flex flex-wrap gap-2">
        <Link to={clientRoutes.quickOrder} className="btn btn-sm btn-outline">
          Quick order
        </Link>
        <Link to={clientRoutes.lists} className="btn btn-sm btn-outline">
          Saved lists
        </Link>
      </nav>
    </div>
  );
}

function Body({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const view = useBasketView();
  const { query } = view;
  if (view.owner === 'admin') {
    return (
      <EmptyState title="Admins keep no basket">
        Admins manage orders; sign in with a buyer account to order parts.
      </EmptyState>
    );
  }
  if (view.owner === 'loading' || (!view.visitorEmpty && query.isPending)) {
    return <Loader label="Loading your basket…" />;
  }
  if (!view.visitorEmpty && query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, 'load your basket')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const basket = view.visitorEmpty ? undefined : query.data;
  if (!basket || basket.lineCount === 0) {
    return (
      <EmptyState title="Your basket is empty">
        <p>
          Add parts from the{' '}
          <Link to={clientRoutes.parts} className="link font-semibold">
            parts list
          </Link>
          , or paste part numbers into the{' '}
          <Link to={clientRoutes.quickOrder} className="link font-semibold">
            quick order pad
          </Link>
          .
        </p>
      </EmptyState>
    );
  }
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
      <ul className="flex flex-col gap-3" aria-label="Basket lines">
        {basket.lines.map((line) => (
          <BasketLineItem
            key={line.partId}
            line={line}
            onQuantity={(quantity) => view.setQuantity(line.partId, quantity)}
            onRemove={() => view.remove(line.partId)}
            onUseSuccessor={(partId, quantity) => view.replace(line.partId, partId, quantity)}
          />
        ))}
      </ul>
      <BasketSummary
        basket={basket}
        owner={view.owner}
        emptying={view.emptying}
        onEmpty={async () => {
          await view.empty();
          // The summary and its button went with the lines: focus lands on the page's heading.
          setTimeout(() => heading.current?.focus());
        }}
      />
    </div>
  );
}

/** /basket (buyers and visitors): the lines to order together, priced as they are now. */
export function BasketPage() {
  useDocumentTitle('Basket');
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Heading heading={heading} />
      <Body heading={heading} />
    </div>
  );
}
