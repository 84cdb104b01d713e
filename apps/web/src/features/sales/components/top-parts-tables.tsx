import { formatDollars } from '@partsmith/contract/money';
import type { TopPart } from '@partsmith/contract/stats';
import { type Column, DataTable } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { errorMessage } from '../../../lib/error-message';
import { useTopParts, type StatsRange } from '../api/get-stats';

const topPartColumns: Column[] = [
  { label: '#', hideOnPhone: true },
  { label: 'Part' },
  { label: 'Units', numeric: true },
  { label: 'Revenue', numeric: true },
];

function TopPartsTable({ caption, parts }: { caption: string; parts: TopPart[] }) {
  return (
    <DataTable label={caption} showCaption columns={topPartColumns}>
      {parts.map((part, index) => (
        <tr key={part.partId}>
          <td className="max-sm:hidden">{index + 1}</td>
          <td>
            {part.name}
            {part.partNumber && (
              <span className="block font-mono text-xs text-base-content/70">{part.partNumber}</span>
            )}
          </td>
          <td className="text-right">{part.units.toLocaleString('en-US')}</td>
          <td className="text-right">{formatDollars(part.revenue)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The best sellers of the range, by revenue and by units. */
export function TopPartsTables({ range }: { range: StatsRange | null }) {
  const top = useTopParts(range ?? { from: '', to: '' }, range !== null);
  if (top.isPending) return <Loader label="Loading the top parts…" />;
  if (top.isError) return <ErrorState message={errorMessage(top.error)} onRetry={() => void top.refetch()} />;
  if (top.data.byRevenue.length === 0) {
    return (
      <EmptyState title="No parts sold in this range">
        Paid orders show here by the day they were paid.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-busy={top.isPlaceholderData || undefined}>
      <TopPartsTable caption="By revenue" parts={top.data.byRevenue} />
      <TopPartsTable caption="By units" parts={top.data.byUnits} />
    </div>
  );
}
