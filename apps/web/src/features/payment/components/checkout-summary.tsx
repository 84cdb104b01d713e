import type { Checkout } from '@partsmith/contract/checkout';
import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';
import { ChargeLines } from '../../../components/charge-summary';

/** What the one payment pays for: every line of the checkout, the PO reference, the total. */
export function CheckoutSummary({ checkout }: { checkout: Checkout }) {
  const count = checkout.lines.length;
  return (
    <div className="flex flex-col gap-3">
      {checkout.lines[0] && (
        <p className="text-lg font-semibold text-secondary">Hello, {checkout.lines[0].name}</p>
      )}
      <h2 className="text-2xl font-bold">
        Paying for {formatCount(count)} {count === 1 ? 'line' : 'lines'}!
      </h2>
      {checkout.poReference && (
        <p>
          PO reference: <span className="font-mono font-semibold">{checkout.poReference}</span>
        </p>
      )}
      <ul className="flex flex-col divide-y divide-base-300" aria-label="Lines of this checkout">
        {checkout.lines.map((line) => (
          <li key={line._id} className="flex justify-between gap-3 py-2">
            <span>
              {line.itemName}
              <span className="block text-sm text-base-content/80">
                {formatCount(line.quantity)} units × {formatDollars(line.unitPrice)}
              </span>
            </span>
            <span className="font-semibold tabular-nums">{formatDollars(line.price)}</span>
          </li>
        ))}
      </ul>
      <ChargeLines
        goods={checkout.lines.reduce((sum, line) => sum + line.price, 0)}
        shipping={checkout.shipping}
        tax={checkout.tax}
        total={checkout.total}
        reverseCharge={checkout.lines.some((line) => line.reverseCharge)}
        grossPrices={checkout.lines.some((line) => line.grossPrices)}
      />
      <p className="flex items-baseline justify-between border-t border-base-300 pt-3 text-lg">
        Please pay: <strong className="text-2xl tabular-nums">{formatDollars(checkout.total)}</strong>
      </p>
      <p className="text-sm text-base-content/80">Delivered to {checkout.address}</p>
    </div>
  );
}
