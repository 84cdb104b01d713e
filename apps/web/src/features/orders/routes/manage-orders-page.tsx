import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import type { Order } from '@partsmith/contract';
import { QueryList } from '../../../components/query-list';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAllOrders } from '../api/get-all-orders';
import { useUpdateStatus } from '../api/ship-order';
import { AllOrdersTable } from '../components/all-orders-table';
import { DeleteOrderDialog } from '../components/delete-order-dialog';

/** /dashboard/manageOrders (admin): ship paid orders, delete unpaid ones. */
export function ManageOrdersPage() {
  useDocumentTitle('Manage All Orders');
  const orders = useAllOrders();
  const updateStatus = useUpdateStatus();
  const [deleting, setDeleting] = useState<Order | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onUpdateStatus = (order: Order) =>
    updateStatus.mutate(order._id, {
      onSuccess: () => toast.success(`Shipped: ${order.itemName}`),
      onError: (error) => toast.error(errorMessage(error, `update the status of ${order.itemName}`)),
    });

  return (
    <div className="flex flex-col gap-4">
      <div className="space-y-1">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          Manage All Orders
        </h2>
        <p className="text-base-content/80">
          Paid orders wait as Pending until you ship them; unpaid orders can be deleted.
        </p>
      </div>
      <QueryList
        query={orders}
        loadingLabel="Loading all orders…"
        emptyTitle="No orders yet"
        emptyText="Orders appear here as soon as buyers place them."
      >
        {(items) => (
          <AllOrdersTable
            orders={items}
            onUpdateStatus={onUpdateStatus}
            onDelete={setDeleting}
            updatingId={updateStatus.isPending ? updateStatus.variables : undefined}
          />
        )}
      </QueryList>
      <DeleteOrderDialog
        order={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => headingRef.current?.focus()}
      />
    </div>
  );
}
