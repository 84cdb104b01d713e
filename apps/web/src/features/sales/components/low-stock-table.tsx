import { Link } from 'react-router';
import { PagedList } from '../../../components/paged-list';
import { usePageParam } from '../../../lib/use-page-param';
import { useLowStock } from '../api/get-stats';

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
        <div
          className="overflow-x-auto rounded-box border border-base-300"
          tabIndex={0}
          role="region"
          aria-label="Low-stock parts"
        >
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col" className="max-sm:hidden">
                  #
                </th>
                <th scope="col">Part</th>
                <th scope="col" className="text-right">
                  Available
                </th>
                <th scope="col" className="text-right">
                  Threshold
                </th>
                <th scope="col">
                  <span className="sr-only">Edit</span>
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
    </PagedList>
  );
}
