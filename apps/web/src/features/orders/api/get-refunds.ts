import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The refunds shown under an order: the newest 20 (an order rarely has more). */
const shown = { page: 1, limit: 20 };

/** GET /refund?order={id}: the order's refunds, newest first (its buyer or an admin). */
export function getRefunds(orderId: string) {
  return apiClient.getPage(`/refund?order=${encodeURIComponent(orderId)}`, 'RefundList', shown);
}

export const refundsQuery = (orderId: string) =>
  queryOptions({ queryKey: queryKeys.refunds.list({ order: orderId }), queryFn: () => getRefunds(orderId) });

export function useRefunds(orderId: string) {
  return useQuery(refundsQuery(orderId));
}
