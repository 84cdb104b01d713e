import { useId } from 'react';
import type { Part } from '@partsmith/contract/parts';
import { formatCount } from '@partsmith/contract/format';
import { formatDollars } from '@partsmith/contract/money';

interface ProductsTableProps {
  parts: Part[];
  /** The row number of the first part (paged lists go on counting: 25, 26, … on page 2). */
  firstNumber?: number;
  onEdit: (part: Part) => void;
  onDelete: (part: Part) => void;
}

/**
 * Every part (docs/product.md §2.16 Manage Products): number, picture, name, stock, price, Edit and Delete. On a phone
 * stock and price move under the name and the buttons stack, so the table fits; should it still not
 * fit, it scrolls sideways inside a labelled region that keyboard users can focus and scroll too.
 */
export function ProductsTable({ parts, firstNumber = 1, onEdit, onDelete }: ProductsTableProps) {
  const idPrefix = useId();
  const captionId = `${idPrefix}-caption`;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <table className="table table-sm max-sm:[&_td,&_th]:px-2 md:table-md">
        <caption id={captionId} className="sr-only">
          Products in the catalogue
        </caption>
        <thead>
          <tr>
            <th scope="col" className="w-10">
              #
            </th>
            <th scope="col">Image</th>
            <th scope="col">Name</th>
            <th scope="col" className="hidden text-right sm:table-cell">
              Stock
            </th>
            <th scope="col" className="hidden text-right sm:table-cell">
              Price
            </th>
            <th scope="col" className="text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part, index) => {
            const nameId = `${idPrefix}-${index}`;
            const low = part.availableQuantity < part.minOrderQuantity;
            return (
              <tr key={part._id} className="hover:bg-base-200/60">
                <th scope="row" className="font-normal text-base-content/80">
                  {firstNumber + index}
                </th>
                <td>
                  <img
                    src={part.thumbnail}
                    alt={part.name}
                    width={64}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    className="h-9 w-12 max-w-none rounded-field bg-base-200 object-cover sm:h-12 sm:w-16"
                  />
                </td>
                <td className="min-w-28">
                  <span id={nameId} className="font-medium">
                    {part.name}
                  </span>
                  <span className="block font-mono text-xs text-base-content/80">{part.partNumber}</span>
                  <span className="block text-xs text-base-content/80">
                    Min order {formatCount(part.minOrderQuantity)}
                  </span>
                  {/* Phones show stock and price here instead of in their own columns. */}
                  <span className="block text-xs text-base-content/80 sm:hidden">
                    {`Stock ${formatCount(part.availableQuantity)} · ${formatDollars(part.price)}`}
                  </span>
                </td>
                <td className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
                  {formatCount(part.availableQuantity)}
                  {low && <span className="badge ml-2 badge-sm badge-warning">Low</span>}
                </td>
                <td className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
                  {formatDollars(part.price)}
                </td>
                <td>
                  <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:justify-end">
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-label={`Edit ${part.name}`}
                      onClick={() => onEdit(part)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn-error btn-sm"
                      aria-label={`Delete ${part.name}`}
                      onClick={() => onDelete(part)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
