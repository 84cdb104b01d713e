import type { Order } from '@partsmith/contract/orders';
import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';
import { CheckoutReference } from './checkout-reference';
import { DeleteButton } from './delete-button';
import { InvoiceButton } from './invoice-button';
import { RefundControls } from './refund-controls';
import { ConditionBadge } from './order-badges';
import { Cell, ResponsiveTable, Row, RowNumber, type Column } from './responsive-table';

const number: Column = { label: '#' };
const email: Column = { label: 'User Email' };
const item: Column = { label: 'Item Name' };
const condition: Column = { label: 'Condition' };
const control: Column = { label: 'Control' };
const columns = [number, email, item, condition, control];

interface ControlProps {
  order: Order;
  updating: boolean;
  onUpdateStatus: () => void;
  onDelete: () => void;
}

/** Update Status for a paid order still pending, delete for an unpaid one (docs/product.md §2.14). */
function OrderControl({ order, updating, onUpdateStatus, onDelete }: ControlProps) {
  if (!order.paid) return <DeleteButton itemName={order.itemName} onClick={onDelete} />;
  if (order.status === 'Shipped' || order.cancelled)
    return <span className="text-sm text-base-content/80">Nothing to do</span>;
  return (
    <button
      type="button"
      className="btn btn-secondary btn-sm whitespace-nowrap"
      aria-label={`Update Status of ${order.itemName}`}
      disabled={updating}
      aria-busy={updating || undefined}
      onClick={onUpdateStatus}
    >
      {updating && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      Update Status
    </button>
  );
}

interface AllOrdersTableProps {
  orders: Order[];
  /** The row number of the first order (25 on the second page of 24). */
  firstNumber?: number;
  onUpdateStatus: (order: Order) => void;
  onDelete: (order: Order) => void;
  /** The order whose status is being updated right now, if any. */
  updatingId?: string;
  /** Shows only the lines of this checkout. */
  onCheckout?: (checkoutId: string) => void;
}

/** Every order (docs/product.md §2.14 'Manage All Orders'): who, what, its condition and what the admin can do. */
export function AllOrdersTable({
  orders,
  firstNumber = 1,
  onUpdateStatus,
  onDelete,
  updatingId,
  onCheckout,
}: AllOrdersTableProps) {
  return (
    <ResponsiveTable label="All orders" caption="Every order, newest first" columns={columns}>
      {orders.map((order, index) => {
        return (
          <Row key={order._id}>
            <RowNumber column={number}>{formatCount(firstNumber + index)}</RowNumber>
            <Cell column={email} className="wrap-anywhere md:min-w-44">
              {order.email}
            </Cell>
            <Cell column={item} className="md:min-w-44">
              <span className="flex flex-col">
                <span className="font-medium">{order.itemName}</span>
                <span className="text-sm text-base-content/80">
                  {formatCount(order.quantity)} units · {formatDollars(order.price)}
                </span>
                <CheckoutReference order={order} onCheckout={onCheckout} />
                <span className="self-start max-md:self-end">
                  <InvoiceButton order={order} />
                </span>
              </span>
            </Cell>
            <Cell column={condition}>
              <ConditionBadge order={order} />
            </Cell>
            <Cell column={control}>
              <OrderControl
                order={order}
                updating={updatingId === order._id}
                onUpdateStatus={() => onUpdateStatus(order)}
                onDelete={() => onDelete(order)}
              />
              <RefundControls order={order} />
            </Cell>
          </Row>
        );
      })}
    </ResponsiveTable>
  );
}
