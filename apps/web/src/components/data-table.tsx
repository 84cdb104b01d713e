import type { ReactNode } from 'react';

export interface Column {
  label: string;
  /** Figures line up on the right. */
  numeric?: boolean;
  /** Left out on phones (row numbers and the like). */
  hideOnPhone?: boolean;
  /** Read by screen readers only (a column of buttons). */
  srOnly?: boolean;
}

interface DataTableProps {
  /** Names the table and its scrollable region. */
  label: string;
  /** Shows the label above the table as its caption (otherwise screen readers only). */
  showCaption?: boolean;
  columns: Column[];
  /** The rows. */
  children: ReactNode;
  /** Extra classes for the scrolling frame (a maximum height, a margin). */
  className?: string;
}

/**
 * A table of figures that scrolls sideways on a narrow screen: the frame is a focusable, labelled region,
 * so keyboard users can scroll it too.
 */
export function DataTable({ label, showCaption = false, columns, children, className = '' }: DataTableProps) {
  return (
    <div
      className={`overflow-x-auto rounded-box border border-base-300 ${className}`}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="table table-sm">
        <caption className={showCaption ? 'p-3 text-left font-semibold' : 'sr-only'}>{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={[column.numeric && 'text-right', column.hideOnPhone && 'max-sm:hidden']
                  .filter(Boolean)
                  .join(' ')}
              >
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
