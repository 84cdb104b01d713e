import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { formatDollars } from '@partsmith/contract/money';
import type { SalesBucket, StatsInterval } from '@partsmith/contract/stats';

// Only what two bar charts need, so the chunk stays small.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A bucket's label: "Mar 4" for a day or a week (its Monday), "Mar 2026" for a month. */
export function bucketLabel(start: string, interval: StatsInterval): string {
  const month = monthNames[Number(start.slice(5, 7)) - 1];
  return interval === 'month' ? `${month} ${start.slice(0, 4)}` : `${month} ${Number(start.slice(8, 10))}`;
}

interface SalesChartsProps {
  buckets: SalesBucket[];
  interval: StatsInterval;
}

/** Revenue and paid orders per bucket as two bar charts (chart.js, loaded with this page only). */
export default function SalesCharts({ buckets, interval }: SalesChartsProps) {
  const labels = buckets.map((bucket) => bucketLabel(bucket.start, interval));
  const per = interval === 'day' ? 'day' : interval === 'week' ? 'week (from Monday)' : 'month';
  const common = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    plugins: { legend: { display: false } },
    scales: { x: { ticks: { maxRotation: 0, autoSkipPadding: 12 } }, y: { beginAtZero: true } },
  };
  const best = buckets.reduce<SalesBucket | null>(
    (top, bucket) => (top && top.revenue >= bucket.revenue ? top : bucket),
    null,
  );
  const summary =
    best && best.revenue > 0
      ? ` The best ${interval} was ${bucketLabel(best.start, interval)}, ${formatDollars(best.revenue)}.`
      : '';
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <figure className="rounded-box border border-base-300 p-4">
        <figcaption className="mb-2 font-semibold">Revenue per {per} (USD)</figcaption>
        <div className="h-64">
          <Bar
            role="img"
            aria-label={`Revenue per ${interval}, ${buckets.length} bars.${summary}`}
            data={{
              labels,
              datasets: [
                { label: 'Revenue (USD)', data: buckets.map((b) => b.revenue), backgroundColor: '#2563eb' },
              ],
            }}
            options={{
              ...common,
              plugins: {
                ...common.plugins,
                tooltip: { callbacks: { label: (item) => formatDollars(Number(item.raw)) } },
              },
            }}
          />
        </div>
      </figure>
      <figure className="rounded-box border border-base-300 p-4">
        <figcaption className="mb-2 font-semibold">Paid orders per {per}</figcaption>
        <div className="h-64">
          <Bar
            role="img"
            aria-label={`Paid orders per ${interval}, ${buckets.length} bars.`}
            data={{
              labels,
              datasets: [
                { label: 'Paid orders', data: buckets.map((b) => b.paidOrders), backgroundColor: '#16a34a' },
              ],
            }}
            options={{
              ...common,
              scales: { ...common.scales, y: { beginAtZero: true, ticks: { precision: 0 } } },
            }}
          />
        </div>
      </figure>
    </div>
  );
}
