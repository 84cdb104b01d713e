import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderCondition } from '@partsmith/contract/orders';
import { defaultPageSize, type Page } from '@partsmith/contract/paging';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface AllOrdersFilter {
  page: number;
  condition?: OrderCondition;
  /** The start of a buyer's email or of an item name. */
  q?: string;
  /** The lines of one checkout. */
  checkout?: string;
  /** The orders of checkouts with this PO reference (exactly as written). */
  po?: string;
}

/** GET /order (admin, no email): one page of every buyer's orders, newest first, filtered. */
export function getAllOrders(
  { page, condition, q, checkout, po }: AllOrdersFilter,
  signal?: AbortSignal,
): Promise<Page<Order>> {
  const params = new URLSearchParams();
  if (condition) params.set('condition', condition);
  if (q) params.set('q', q);
  if (checkout) params.set('checkout', checkout);
  if (po) params.set('po', po);
  const search = params.toString();
  return apiClient.getPage(
    `/order${search ? `?${search}` : ''}`,
    'OrderList',
    { page, limit: defaultPageSize },
    { signal },
  );
}

export function allOrdersQueryOptions(filter: AllOrdersFilter) {
  return queryOptions({
    queryKey: queryKeys.orders.list({ scope: 'all', ...filter }),
    // An admin ships, a payment lands: orders change elsewhere, so each visit asks again.
    staleTime: 0,
    // The page shown stays while the next one (or another filter) loads.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => getAllOrders(filter, signal),
  });
}

export function useAllOrders(filter: AllOrdersFilter) {
  return useQuery(allOrdersQueryOptions(filter));
}
