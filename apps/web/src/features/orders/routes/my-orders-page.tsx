import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '@partsmith/contract';
import { clientRoutes } from '@partsmith/contract/routes';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { errorMessage } from '../../../lib/error-message';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isSessionRefused, useMyOrders } from '../api/get-my-orders';
import { DeleteOrderDialog } from '../components/delete-order-dialog';
import { MyOrdersTable } from '../components/my-orders-table';

function MyOrders({ email, onDelete }: { email: string; onDelete: (order: Order) => void }) {
  const orders = useMyOrders(email);
  if (orders.isPending) return <Loader label="Loading your orders…" />;
  // The query has already started signing the user out (spec §4); the home page follows.
  if (orders.isError && isSessionRefused(orders.error)) return <Loader label="Signing you out…" />;
  if (orders.isError) {
    return (
      <ErrorState
        message={errorMessage(orders.error, 'load your orders')}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState title="You have no orders yet">
        <p className="mb-4">Pick a part from the catalogue and order it; it will wait here for payment.</p>
        <Link to={clientRoutes.parts} className="btn btn-primary btn-sm">
          Browse parts
        </Link>
      </EmptyState>
    );
  }
  const unpaid = orders.data.filter((order) => !order.paid).length;
  return (
    <>
      <p className="text-sm text-base-content/80">
        {orders.data.length} {orders.data.length === 1 ? 'order' : 'orders'}
        {unpaid > 0 && `, ${unpaid} waiting for payment`}.
      </p>
      <MyOrdersTable orders={orders.data} onDelete={onDelete} />
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
