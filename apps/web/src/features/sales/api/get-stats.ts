import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Page } from '@partsmith/contract/paging';
import type { LowStockPart, StatsInterval } from '@partsmith/contract/stats';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface StatsRange {
  from: string;
  to: string;
}

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString();

/** GET /stats/sales (admin): revenue and paid orders per bucket of the range. */
export function useSalesStats(range: StatsRange, interval: StatsInterval, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.stats.list({ kind: 'sales', ...range, interval }),
    queryFn: ({ signal }) =>
      apiClient.get(`/stats/sales?${query({ ...range, interval })}`, 'SalesStats', { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /stats/top-parts (admin): the best sellers of the range, by revenue and by units. */
export function useTopParts(range: StatsRange, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.stats.list({ kind: 'top-parts', ...range }),
    queryFn: ({ signal }) =>
      apiClient.get(`/stats/top-parts?${query({ ...range, limit: 10 })}`, 'TopParts', { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /stats/order-counts (admin): orders per condition of Manage All Orders. */
export function useOrderCounts() {
  return useQuery({
    queryKey: queryKeys.stats.list({ kind: 'order-counts' }),
    queryFn: ({ signal }) => apiClient.get('/stats/order-counts', 'OrderCounts', { signal }),
  });
}

/** GET /stats/low-stock (admin): one page of the parts under their threshold. */
export function useLowStock(page: number, limit = 10) {
  return useQuery({
    queryKey: queryKeys.stats.list({ kind: 'low-stock', page, limit }),
    queryFn: ({ signal }) =>
      apiClient.getPage('/stats/low-stock', 'LowStockList', { page, limit }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type LowStockPage = Page<LowStockPart>;
