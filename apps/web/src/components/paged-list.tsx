import type { Page } from '@partsmith/contract/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../lib/error-message';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Loader } from './loader';
import { Pagination } from './pagination';

interface PagedListProps<T> {
  /** A query kept on its previous page while the next loads (`placeholderData: keepPreviousData`). */
  query: UseQueryResult<Page<T>>;
  /** What the list holds, for the count: "orders". */
  noun: string;
  loadingLabel: string;
  emptyTitle: string;
  emptyText: ReactNode;
  /** The page's items; `firstNumber` is the row number of the first one (25 on page 2 of 24). */
  children: (items: T[], firstNumber: number) => ReactNode;
}

/**
 * One page of a server list in each of its states. While another page or filter loads, the page shown
 * stays in place, dimmed and marked busy, so the table keeps its size and nothing jumps.
 */
export function PagedList<T>({
  query,
  noun,
  loadingLabel,
  emptyTitle,
  emptyText,
  children,
}: PagedListProps<T>) {
  const location = useLocation();
  if (query.isPending) return <Loader label={loadingLabel} className="min-h-96" />;
  if (query.isError) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const { items, total, more, page, limit } = query.data;
  const loading = query.isPlaceholderData;
  if (total === 0) return <EmptyState title={emptyTitle}>{emptyText}</EmptyState>;
  return (
    <div className="flex flex-col">
      <div
        aria-busy={loading || undefined}
        className={`relative transition-opacity ${loading ? 'opacity-60' : ''}`}
      >
        {loading && (
          <span role="status" className="absolute inset-x-0 top-2 z-10 flex justify-center">
            <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
            <span className="sr-only">{loadingLabel}</span>
          </span>
        )}
        {items.length > 0 ? (
          children(items, (page - 1) * limit + 1)
        ) : (
          <EmptyState title={`Nothing on page ${page}`}>
            <Link to={location.pathname + firstPageSearch(location.search)} className="link">
              Go to the first page
            </Link>
          </EmptyState>
        )}
      </div>
      <Pagination page={page} limit={limit} total={total} more={more} noun={noun} />
    </div>
  );
}

function firstPageSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
