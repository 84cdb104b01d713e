import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/error-message';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Loader } from './loader';

interface QueryListProps<T> {
  query: UseQueryResult<T[]>;
  /** Read by screen readers while the list loads. */
  loadingLabel: string;
  emptyTitle: string;
  /** Under the empty list's title: what will come, or what to do. */
  emptyText: ReactNode;
  /** The list itself, once it has something in it. */
  children: (items: T[]) => ReactNode;
}

/** A list from the server in each of its states: loading, failed (with Retry), empty, and shown. */
export function QueryList<T>({ query, loadingLabel, emptyTitle, emptyText, children }: QueryListProps<T>) {
  if (query.isPending) return <Loader label={loadingLabel} />;
  if (query.isError) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <EmptyState title={emptyTitle}>{emptyText}</EmptyState>;
  return children(query.data);
}
