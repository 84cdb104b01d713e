import { pageCount } from '@partsmith/contract/page-size';
import { Link, useLocation } from 'react-router';

interface PaginationProps {
  page: number;
  limit: number;
  total: number;
  /** More matched than `total` can page through (a search's result window): the count reads "10,000+". */
  more?: boolean;
  /** What the list holds, for the count and the screen-reader label: "orders", "parts". */
  noun: string;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** "1–24 of 1,000,000", or "1–24 of 10,000+" when more matched than can be paged through */
export function pageRangeText({ page, limit, total, more = false }: Omit<PaginationProps, 'noun'>): string {
  if (total === 0) return '0 of 0';
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  const of = `${numberFormat.format(total)}${more ? '+' : ''}`;
  if (first > total) return `0 of ${of}`;
  return `${numberFormat.format(first)}–${numberFormat.format(last)} of ${of}`;
}

/** The page numbers to offer: first, last, and two either side of the current one; null is a gap. */
export function pageWindow(page: number, last: number): (number | null)[] {
  const wanted = new Set([1, last, page - 2, page - 1, page, page + 1, page + 2]);
  const numbers = [...wanted].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  numbers.forEach((n, i) => {
    if (i > 0 && n - numbers[i - 1]! > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/**
 * Paging controls for a list whose page lives in the URL (`?page=`): the range shown, then Previous,
 * numbered pages and Next as links, so the back button and a shared link give the same page.
 */
export function Pagination({ page, limit, total, more, noun }: PaginationProps) {
  const location = useLocation();
  const last = pageCount(total, limit);
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const range = pageRangeText({ page, limit, total, more });

  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <div className="text-center text-sm sm:text-left">
        <p className="text-base-content/80" aria-live="polite">
          {range} {noun}
        </p>
        {more && (
          <p className="text-base-content/70">
            Only the first {numberFormat.format(total)} are listed: add a word, a category or a vehicle to
            narrow the search.
          </p>
        )}
      </div>
      {last > 1 && (
        <ul className="join">
          <li>
            <PageLink to={hrefFor(page - 1)} disabled={page <= 1} label="Previous page">
              ‹ <span className="hidden sm:inline">Previous</span>
            </PageLink>
          </li>
          {pageWindow(page, last).map((n, i) =>
            n === null ? (
              <li key={`gap-${i}`} aria-hidden="true" className="join-item btn btn-sm btn-disabled">
                …
              </li>
            ) : (
              <li key={n} className={n === page || n === 1 || n === last ? '' : 'hidden sm:block'}>
                <PageLink to={hrefFor(n)} current={n === page} label={`Page ${n}`}>
                  {numberFormat.format(n)}
                </PageLink>
              </li>
            ),
          )}
          <li>
            <PageLink to={hrefFor(page + 1)} disabled={page >= last} label="Next page">
              <span className="hidden sm:inline">Next</span> ›
            </PageLink>
          </li>
        </ul>
      )}
    </nav>
  );
}

interface PageLinkProps {
  to: string;
  label: string;
  current?: boolean;
  disabled?: boolean;
  children: React.ReactNode;
}

function PageLink({ to, label, current = false, disabled = false, children }: PageLinkProps) {
  const className = `join-item btn btn-sm ${current ? 'btn-primary' : ''}`;
  if (disabled) {
    return (
      <span className={`${className} btn-disabled`} aria-disabled="true" aria-label={label}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} className={className} aria-label={label} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
