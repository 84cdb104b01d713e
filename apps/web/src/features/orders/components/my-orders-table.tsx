import { useId } from 'react';
import { Link, generatePath } from 'react-router';
import type { Order } from '@partsmith/contract/orders';
import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';
import { clientRoutes } from '@partsmith/contract/routes';
import { AddToBasketButton } from '../../../components/add-to-basket-button';
import { CheckoutReference } from './checkout-reference';
import { DeleteButton } from './delete-button';
import { InvoiceButton } from './invoice-button';
import { RefundSummary } from './refund-list';
import { OrderReturns } from './order-returns';
import { OrderAgainLink } from './order-again-link';
import { TrackingInfo } from './tracking-info';
import { ExpiredBadge, StatusBadge } from './order-badges';
import { Cell, ResponsiveTable, Row, RowNumber, type Column } from './responsive-table';

const paymentPath = `${clientRoutes.dashboard}/payment/:id`;

/** An unpaid order is paid on its own page, or, as a line of a checkout, with the whole checkout. */
function PayLink({ order }: { order: Order }) {
  if (order.checkoutId) {
    return (
      <Link
        to={generatePath(clientRoutes.checkoutPayment, { id: order.checkoutId })}
        className="btn btn-primary btn-sm px-5"
        aria-label={`Pay the checkout of ${order.itemName}`}
      >
        Pay
      </Link>
    );
  }
  return (
    <Link
      to={generatePath(paymentPath, { id: order._id })}
      className="btn btn-primary btn-sm px-5"
      aria-label={`Pay for ${order.itemName}`}
    >
      Pay
    </Link>
  );
}

// The spec's columns, in its words (docs/product.md §2.10 'My Orders').
const number: Column = { label: '#' };
const name: Column = { label: 'Name' };
const item: Column = { label: 'Item Name' };
const quantity: Column = { label: 'Quantity (units)', align: 'right' };
const price: Column = { label: 'Price ($)', align: 'right' };
const payment: Column = { label: 'Payment' };
const remove: Column = { label: 'Delete A Order' };
const columns = [number, name, item, quantity, price, payment, remove];

function PaidCell({ order }: { order: Order }) {
  return (
    <div className="flex flex-col gap-1 max-md:items-end md:min-w-52 md:items-start">
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
          <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor">
            <path strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="m5 12 5 5 9-10" />
          </svg>
          Paid
        </span>
        {!order.cancelled && <StatusBadge status={order.status} />}
      </div>
      <p className="text-xs text-base-content/80">
        Transaction Id: <span className="font-mono break-all text-base-content">{order.transactionId}</span>
      </p>
      <TrackingInfo order={order} />
      <InvoiceButton order={order} />
      <RefundSummary order={order} />
      <OrderReturns order={order} />
    </div>
  );
}

interface MyOrdersTableProps {
  orders: Order[];
  /** The row number of the first order (25 on the second page of 24). */
  firstNumber?: number;
  onDelete: (order: Order) => void;
}

/** The buyer's orders: unpaid ones can be paid or deleted, paid ones show the payment and status. */
export function MyOrdersTable({ orders, firstNumber = 1, onDelete }: MyOrdersTableProps) {
  const idPrefix = useId();
  return (
    <ResponsiveTable label="My orders" caption="Your orders, newest first" columns={columns}>
      {orders.map((order, index) => {
        const itemId = `${idPrefix}-${index}`;
        return (
          <Row key={order._id}>
            <RowNumber column={number}>{formatCount(firstNumber + index)}</RowNumber>
            <Cell column={name} className="md:whitespace-nowrap">
              {order.name}
            </Cell>
            <Cell column={item} className="md:min-w-40">
              <span className="flex flex-col items-start gap-1 max-md:items-end">
                <span id={itemId} className="font-medium">
                  {order.itemName}
                </span>
                <CheckoutReference order={order} />
                <span className="flex flex-wrap items-center gap-x-3 max-md:justify-end">
                  <OrderAgainLink order={order} />
                  {order.partId && (
                    <AddToBasketButton
                      partId={order.partId}
                      name={order.itemName}
                      quantity={order.quantity}
                      describedBy={itemId}
                      className="link text-sm font-semibold"
                    />
                  )}
                </span>
              </span>
            </Cell>
            <Cell column={quantity} className="tabular-nums">
              {formatCount(order.quantity)}
            </Cell>
            <Cell column={price} className="whitespace-nowrap tabular-nums">
              {formatDollars(order.price)}
            </Cell>
            <Cell column={payment}>
              {order.paid ? (
                <PaidCell order={order} />
              ) : order.expired ? (
                <ExpiredBadge />
              ) : (
                <PayLink order={order} />
              )}
            </Cell>
            <Cell column={remove}>
              {order.paid ? (
                <span className="text-base-content/80">
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">A paid order cannot be deleted</span>
                </span>
              ) : (
                <DeleteButton itemName={order.itemName} onClick={() => onDelete(order)} />
              )}
            </Cell>
          </Row>
        );
      })}
    </ResponsiveTable>
  );
}
