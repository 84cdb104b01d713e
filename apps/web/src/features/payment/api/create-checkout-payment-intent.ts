import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /checkout/{id}/payment-intent: the one payment of the checkout (the sum of its lines as stored).
 * The server hands back the same open intent when asked again, so it runs as a query.
 */
export function createCheckoutPaymentIntent(
  id: string,
  signal?: AbortSignal,
): Promise<{ clientSecret: string }> {
  return apiClient.post(
    `/checkout/${encodeURIComponent(id)}/payment-intent`,
    'PaymentIntentSecret',
    undefined,
    {
      signal,
    },
  );
}

export function checkoutPaymentIntentQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.checkouts.detail(id), 'payment-intent'],
    queryFn: ({ signal }) => createCheckoutPaymentIntent(id, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useCheckoutPaymentIntent(id: string) {
  return useQuery(checkoutPaymentIntentQueryOptions(id));
}
