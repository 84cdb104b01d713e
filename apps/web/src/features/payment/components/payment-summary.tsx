import type { Order } from '@partsmith/contract/orders';
import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';
import { ChargeLines } from '../../../components/charge-summary';

/** The payment card's greeting (docs/product.md §2.12): who pays, for what, and how much. */
export function PaymentSummary({ order }: { order: Order }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-lg font-semibold text-secondary">Hello, {order.name}</p>
      <h3 className="text-2xl font-bold">Paying for {order.itemName}!</h3>
      <p className="text-lg">
        Please pay:{' '}
        <strong className="text-2xl tabular-nums">{formatDollars(order.total ?? order.price)}</strong>
      </p>
      <ChargeLines
        goods={order.price}
        shipping={order.shipping}
        tax={order.tax}
        total={order.total ?? order.price}
        reverseCharge={order.reverseCharge}
        grossPrices={order.grossPrices}
      />
      <p className="text-sm text-base-content/80">
        {formatCount(order.quantity)} units × {formatDollars(order.unitPrice)}, delivered to {order.address}
      </p>
    </div>
  );
}
