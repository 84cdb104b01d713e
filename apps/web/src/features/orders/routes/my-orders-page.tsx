import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '@partsmith/contract/orders';
import { clientRoutes } from '@partsmith/contract/routes';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { Pagination } from '../../../components/pagination';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePageParam } from '../../../lib/use-page-param';
import { isSessionRefused, useMyOrders } from '../api/get-my-orders';
import { DeleteOrderDialog } from '../components/delete-order-dialog';
import { MyOrdersTable } from '../components/my-orders-table';

function MyOrders({ email, onDelete }: { email: string; onDelete: (order: Order) => void }) {
  const orders = useMyOrders(email, usePageParam());
  if (orders.isPending) return <Loader label="Loading your orders…" className="min-h-96" />;
  // The query has already started signing the user out (docs/product.md §4.1); the home page follows.
  if (orders.isError && isSessionRefused(orders.error)) return <Loader label="Signing you out…" />;
  if (orders.isError) {
    return (
      <ErrorState
        message={errorMessage(orders.error, 'load your orders')}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  const { items, total, page, limit } = orders.data;
  const loading = orders.isPlaceholderData;
  if (total === 0) {
    return (
      <EmptyState title="You have no orders yet">
        <p className="mb-4">Pick a part from the catalogue and order it; it will wait here for payment.</p>
        <Link to={clientRoutes.parts} className="btn btn-primary btn-sm">
          Browse parts
        </Link>
      </EmptyState>
    );
  }
  const unpaid = items.filter((order) => !order.paid).length;
  return (
    <>
      {unpaid > 0 && (
        <p className="text-sm text-base-content/80">
          {unpaid} {unpaid === 1 ? 'order' : 'orders'} on this page waiting for payment.
        </p>
      )}
      {/* The page shown stays, dimmed, while the next one loads, so the table keeps its size. */}
      <div aria-busy={loading || undefined} className={`transition-opacity ${loading ? 'opacity-60' : ''}`}>
        {items.length > 0 ? (
          <MyOrdersTable orders={items} firstNumber={(page - 1) * limit + 1} onDelete={onDelete} />
        ) : (
          <EmptyState title={`Nothing on page ${page}`}>
            <Link to="?" className="link">
              Go to the first page
            </Link>
          </EmptyState>
        )}
      </div>
      <Pagination page={page} limit={limit} total={total} noun="orders" />
    </>
  );
}

/** /dashboard/myOrders (buyers): the signed-in buyer's orders, to pay or delete. */
export function MyOrdersPage() {
  useDocumentTitle('My Orders');
  const session = useSession();
  const [deleting, setDeleting] = useState<Order | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <div className="flex flex-col gap-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        My Orders
      </h2>
      {session.user ? (
        <MyOrders email={session.user.email} onDelete={setDeleting} />
      ) : (
        <Loader label="Loading your orders…" />
      )}
      {/* Outside the list, so it stays mounted while the list refreshes (or empties) after a delete. */}
      <DeleteOrderDialog
        order={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => headingRef.current?.focus()}
      />
    </div>
  );
}
