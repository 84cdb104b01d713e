import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { OrderCondition, OrderListQuery, type Order } from '@partsmith/contract/orders';
import { clientRoutes } from '@partsmith/contract/routes';
import { FilterSelect } from '../../../components/filter-select';
import { PagedList } from '../../../components/paged-list';
import { SearchBox } from '../../../components/search-box';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListFilter } from '../../../lib/use-list-filter';
import { usePageParam } from '../../../lib/use-page-param';
import { useAllOrders } from '../api/get-all-orders';
import { useShipCheckout } from '../api/ship-checkout';
import { type Tracking, useUpdateStatus } from '../api/update-status';
import { AllOrdersTable } from '../components/all-orders-table';
import { DeleteOrderDialog } from '../components/delete-order-dialog';
import { ExportOrdersButton } from '../components/export-orders-button';
import { CheckoutFilterBar } from '../components/checkout-filter-bar';
import { ShipOrderDialog } from '../components/ship-order-dialog';
import { shortCheckoutId } from '../components/checkout-reference';

const conditionOptions = [
  ['', 'All'],
  ['unpaid', 'Unpaid'],
  ['pending', 'Pending'],
  ['shipped', 'Shipped'],
  ['expired', 'Expired'],
] as const satisfies ReadonlyArray<readonly [OrderCondition | '', string]>;

/** /dashboard/manageOrders (admin): ship paid orders (a whole checkout at once), delete unpaid ones. */
export function ManageOrdersPage() {
  useDocumentTitle('Manage All Orders');
  const [conditionParam, setCondition] = useListFilter('condition');
  const [q, setQ] = useListFilter('q');
  const [checkoutParam, setCheckout] = useListFilter('checkout');
  const [po, setPo] = useListFilter('po');
  const condition = OrderCondition.safeParse(conditionParam).data;
  const checkout = OrderListQuery.shape.checkout.safeParse(checkoutParam || undefined).data;
  const orders = useAllOrders({
    page: usePageParam(),
    condition,
    q: q || undefined,
    checkout,
    po: po || undefined,
  });
  const updateStatus = useUpdateStatus();
  const shipWhole = useShipCheckout();
  const [deleting, setDeleting] = useState<Order | null>(null);
  const [shipping, setShipping] = useState<Order | null>(null);
  const [shippingCheckout, setShippingCheckout] = useState<string | null>(null);
  const filtered = Boolean(condition || q || checkout || po);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onUpdateStatus = (order: Order) => {
    updateStatus.reset();
    setShipping(order);
  };
  const onShipCheckout = (id: string, tracking: Tracking) =>
    shipWhole.mutate(
      { id, ...tracking },
      {
        onSuccess: ({ modifiedCount }) => {
          toast.success(`Shipped: checkout ${shortCheckoutId(id)}, ${modifiedCount} lines`);
          setShippingCheckout(null);
        },
      },
    );
  const onShip = (order: Order, tracking: Tracking) =>
    updateStatus.mutate(
      { id: order._id, ...tracking },
      {
        onSuccess: () => {
          toast.success(`Shipped: ${order.itemName}`);
          setShipping(null);
        },
        onError: (error) => toast.error(errorMessage(error, `update the status of ${order.itemName}`)),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <div className="space-y-1">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          Manage All Orders
        </h2>
        <p className="text-base-content/80">
          Paid orders wait as Pending until you ship them; unpaid orders can be deleted. Buyers&apos; returns
          of shipped orders are on{' '}
          <Link to={`${clientRoutes.dashboard}/returns`} className="link font-semibold">
            Returns
          </Link>
          .
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FilterSelect
          label="Condition"
          value={condition ?? ''}
          options={conditionOptions}
          onChange={setCondition}
        />
        <SearchBox
          compact
          label="Search orders"
          placeholder="Buyer email or item name"
          maxLength={100}
          value={q}
          onSearch={setQ}
        />
        <SearchBox
          compact
          label="PO reference"
          buttonLabel="Find PO"
          placeholder="Exactly as the buyer wrote it"
          maxLength={40}
          value={po}
          onSearch={setPo}
        />
        <ExportOrdersButton filter={{ condition }} />
      </div>
      {checkout && (
        <CheckoutFilterBar
          checkoutId={checkout}
          onShip={() => {
            shipWhole.reset();
            setShippingCheckout(checkout);
          }}
          onClear={() => setCheckout('')}
        />
      )}
      <PagedList
        query={orders}
        noun="orders"
        loadingLabel="Loading all orders…"
        emptyTitle={filtered ? 'No orders match' : 'No orders yet'}
        emptyText={
          filtered ? 'Try another condition or search.' : 'Orders appear here as soon as buyers place them.'
        }
      >
        {(items, firstNumber) => (
          <AllOrdersTable
            orders={items}
            firstNumber={firstNumber}
            onUpdateStatus={onUpdateStatus}
            onDelete={setDeleting}
            updatingId={updateStatus.isPending ? updateStatus.variables.id : undefined}
            onCheckout={setCheckout}
          />
        )}
      </PagedList>
      <ShipOrderDialog
        target={shipping && { key: shipping._id, name: shipping.itemName }}
        busy={updateStatus.isPending}
        failure={
          updateStatus.isError && shipping
            ? errorMessage(updateStatus.error, `update the status of ${shipping.itemName}`)
            : null
        }
        onShip={(tracking) => shipping && onShip(shipping, tracking)}
        onClose={() => setShipping(null)}
      />
      <ShipOrderDialog
        target={
          shippingCheckout === null
            ? null
            : { key: shippingCheckout, name: `the whole checkout ${shortCheckoutId(shippingCheckout)}` }
        }
        busy={shipWhole.isPending}
        failure={shipWhole.isError ? errorMessage(shipWhole.error, 'ship the checkout') : null}
        onShip={(tracking) => shippingCheckout && onShipCheckout(shippingCheckout, tracking)}
        onClose={() => setShippingCheckout(null)}
      />
      <DeleteOrderDialog
        order={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => headingRef.current?.focus()}
      />
    </div>
  );
}
