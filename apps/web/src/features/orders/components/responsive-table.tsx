import type { ReactNode } from 'react';

/**
 * The order tables. On a wide screen, a table in a region that scrolls sideways if it must (focusable,
 * so keyboard users can scroll it). On a phone each row becomes a card of "label: value" lines, so the
 * Pay and Delete buttons never hide off screen. The explicit roles keep the table's meaning for
 * assistive technology once CSS changes its display.
 */
export interface Column {
  label: string;
  align?: 'right';
}

const cellClass =
  'max-md:flex max-md:min-h-8 max-md:items-center max-md:justify-between max-md:gap-4 max-md:border-0 max-md:p-0 ' +
  'max-md:text-right max-md:before:shrink-0 max-md:before:text-left max-md:before:text-sm max-md:before:font-semibold ' +
  'max-md:before:text-base-content/80 max-md:before:content-[attr(data-label)]';

const alignClass = (align?: 'right') => (align === 'right' ? 'md:text-right' : '');

interface ResponsiveTableProps {
  /** Names the scrolling region. */
  label: string;
  caption: string;
  columns: Column[];
  children: ReactNode;
}

export function ResponsiveTable({ label, caption, columns, children }: ResponsiveTableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
    >
      <table role="table" className="table max-md:block md:table-md">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="max-md:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.label} role="columnheader" scope="col" className={alignClass(column.align)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-md:block">
          {children}
        </tbody>
      </table>
    </div>
  );
}

export function Row({ children }: { children: ReactNode }) {
  return (
    <tr
      role="row"
      className="hover:bg-base-200/60 max-md:flex max-md:flex-col max-md:gap-2 max-md:border-b max-md:border-base-300 max-md:p-4 max-md:last:border-b-0"
    >
      {children}
    </tr>
  );
}

interface CellProps {
  column: Column;
  children: ReactNode;
  className?: string;
}

export function Cell({ column, children, className = '' }: CellProps) {
  return (
    <td
      role="cell"
      data-label={column.label}
      className={`${cellClass} ${alignClass(column.align)} ${className}`}
    >
      {children}
    </td>
  );
}

/** The row number, which names the row. */
export function RowNumber({ column, children }: Omit<CellProps, 'className'>) {
  return (
    <th
      role="rowheader"
      scope="row"
      data-label={column.label}
      className={`font-normal text-base-content/80 ${cellClass} max-md:justify-start max-md:gap-1 max-md:font-bold max-md:text-base-content max-md:before:text-base max-md:before:font-bold max-md:before:text-base-content`}
    >
      {children}
    </th>
  );
}
