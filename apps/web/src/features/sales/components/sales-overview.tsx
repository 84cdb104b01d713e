import { lazy, Suspense } from 'react';
import { formatDollars } from '@partsmith/contract/money';
import type { SalesStats } from '@partsmith/contract/stats';
import { DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { errorMessage } from '../../../lib/error-message';
import { useSalesStats } from '../api/get-stats';
import type { SalesRange } from '../sales-range';

// chart.js comes with the charts only, in their own chunk: no other page loads it.
const SalesCharts = lazy(() => import('./sales-charts'));

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function bucketName(start: string, interval: SalesStats['interval']) {
  const month = monthNames[Number(start.slice(5, 7)) - 1];
  const day = `${month} ${Number(start.slice(8, 10))}, ${start.slice(0, 4)}`;
  return interval === 'month'
    ? `${month} ${start.slice(0, 4)}`
    : interval === 'week'
      ? `Week of ${day}`
      : day;
}

/** Revenue and paid orders of the range: the totals, two charts, and the same figures as a table. */
export function SalesOverview({ range }: { range: SalesRange | null }) {
  const sales = useSalesStats(range ?? { from: '', to: '' }, range?.interval ?? 'day', range !== null);
  if (sales.isPending) return <Loader label="Loading the sales…" className="min-h-80" />;
  if (sales.isError) {
    return <ErrorState message={errorMessage(sales.error)} onRetry={() => void sales.refetch()} />;
  }
  const { total, buckets, interval } = sales.data;
  return (
    <div className="flex flex-col gap-4" aria-busy={sales.isPlaceholderData || undefined}>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-box border border-base-300 p-4">
          <dt className="text-sm text-base-content/80">Revenue</dt>
          <dd className="text-2xl font-bold">{formatDollars(total.revenue)}</dd>
        </div>
        <div className="rounded-box border border-base-300 p-4">
          <dt className="text-sm text-base-content/80">Paid orders</dt>
          <dd className="text-2xl font-bold">{total.paidOrders.toLocaleString('en-US')}</dd>
        </div>
      </dl>
      {total.paidOrders === 0 ? (
        <EmptyState title="No sales in this range">
          Paid orders show here by the day they were paid (UTC).
        </EmptyState>
      ) : (
        <>
          <Suspense fallback={<Loader label="Loading the charts…" className="min-h-72" />}>
            <SalesCharts buckets={buckets} interval={interval} />
          </Suspense>
          <details className="rounded-box border border-base-300 p-3">
            <summary className="cursor-pointer font-medium">The figures as a table</summary>
            <DataTable
              label="Sales figures"
              className="mt-3 max-h-96"
              columns={[
                { label: interval === 'day' ? 'Day' : interval === 'week' ? 'Week' : 'Month' },
                { label: 'Paid orders', numeric: true },
                { label: 'Revenue', numeric: true },
              ]}
            >
              {buckets.map((bucket) => (
                <tr key={bucket.start}>
                  <th scope="row" className="font-normal">
                    {bucketName(bucket.start, interval)}
                  </th>
                  <td className="text-right">{bucket.paidOrders.toLocaleString('en-US')}</td>
                  <td className="text-right">{formatDollars(bucket.revenue)}</td>
                </tr>
              ))}
            </DataTable>
          </details>
        </>
      )}
    </div>
  );
}
