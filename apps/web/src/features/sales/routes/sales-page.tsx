import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LowStockTable } from '../components/low-stock-table';
import { OrderCountCards } from '../components/order-count-cards';
import { RangePicker } from '../components/range-picker';
import { SalesOverview } from '../components/sales-overview';
import { TopPartsTables } from '../components/top-parts-tables';
import { presetRange, rangeProblem, type SalesPreset, type SalesRange } from '../sales-range';

/**
 * /dashboard/sales (admin, the admin's landing page): revenue and paid orders over a range, the top
 * parts, orders by condition and the parts low on stock. Days are UTC days of payment, as the API counts.
 */
export function SalesPage() {
  useDocumentTitle('Sales');
  const [preset, setPreset] = useState<SalesPreset>('30d');
  const [range, setRange] = useState<SalesRange>(() => presetRange('30d'));
  const problem = rangeProblem(range);
  const shown = problem ? null : range;

  const onPreset = (next: SalesPreset) => {
    setPreset(next);
    if (next !== 'custom') setRange(presetRange(next));
  };

  return (
    <div className="flex flex-col gap-8">
      <div className="space-y-1">
        <h2 tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          Sales
        </h2>
        <p className="text-base-content/80">
          Paid orders by the day they were paid (UTC), and what needs you now.
        </p>
      </div>
      <section aria-labelledby="orders-now" className="flex flex-col gap-3">
        <h3 id="orders-now" className="text-lg font-semibold">
          Orders now
        </h3>
        <OrderCountCards />
      </section>
      <section aria-labelledby="sales-range" className="flex flex-col gap-4">
        <h3 id="sales-range" className="text-lg font-semibold">
          Revenue and paid orders
        </h3>
        <RangePicker preset={preset} range={range} problem={problem} onPreset={onPreset} onRange={setRange} />
        <SalesOverview range={shown} />
      </section>
      <section aria-labelledby="top-parts" className="flex flex-col gap-3">
        <h3 id="top-parts" className="text-lg font-semibold">
          Top parts
        </h3>
        <TopPartsTables range={shown} />
      </section>
      <section aria-labelledby="low-stock" className="flex flex-col gap-3">
        <h3 id="low-stock" className="text-lg font-semibold">
          Low stock
        </h3>
        <LowStockTable />
      </section>
    </div>
  );
}
