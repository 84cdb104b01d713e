import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /create-payment-intent {orderId}: the clientSecret the card form confirms. The server charges the
 * stored order total and hands back the same open intent when asked again, so this POST is safe to run
 * as a query (once per page visit, shared by StrictMode's double render).
 */
export function createPaymentIntent(
  orderId: string,
  signal?: AbortSignal,
): Promise<{ clientSecret: string }> {
  return apiClient.post('/create-payment-intent', 'PaymentIntentSecret', { orderId }, { signal });
}

export function paymentIntentQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: queryKeys.payments.detail(orderId),
    queryFn: ({ signal }) => createPaymentIntent(orderId, signal),
    staleTime: Infinity,
    // A secret is not kept once the page is left; the next visit asks again.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function usePaymentIntent(orderId: string) {
  return useQuery(paymentIntentQueryOptions(orderId));
}
