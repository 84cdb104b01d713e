import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { PagedList } from '../../../components/paged-list';
import { usePageParam } from '../../../lib/use-page-param';
import { useLowStock } from '../api/get-stats';

const lowStockColumns: Column[] = [
  { label: '#', hideOnPhone: true },
  { label: 'Part' },
  { label: 'Available', numeric: true },
  { label: 'Threshold', numeric: true },
  { label: 'Edit', srOnly: true },
];

/** Parts under their low-stock threshold, furthest under first, each with a link to edit it. */
export function LowStockTable() {
  const lowStock = useLowStock(usePageParam());
  return (
    <PagedList
      query={lowStock}
      noun="parts"
      loadingLabel="Loading the low-stock parts…"
      emptyTitle="No part is low on stock"
      emptyText="A part shows here when its stock falls under its low-stock threshold (by default its minimum order)."
    >
      {(items, firstNumber) => (
        <DataTable label="Low-stock parts" columns={lowStockColumns}>
          {items.map((part, index) => (
            <tr key={part._id}>
              <td className="max-sm:hidden">{firstNumber + index}</td>
              <td>
                {part.name}
                <span className="block font-mono text-xs text-base-content/70">{part.partNumber}</span>
              </td>
              <td className="text-right font-semibold text-error">
                {part.availableQuantity.toLocaleString('en-US')}
              </td>
              <td className="text-right">
                {part.threshold.toLocaleString('en-US')}
                {part.lowStockThreshold === null && (
                  <span className="block text-xs text-base-content/70">minimum order</span>
                )}
              </td>
              <td>
                <Link
                  className="btn btn-outline btn-xs"
                  to={`/dashboard/manageProducts?q=${encodeURIComponent(part.partNumber)}`}
                  aria-label={`Edit ${part.name}`}
                >
                  Edit
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </PagedList>
  );
}
