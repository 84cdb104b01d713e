import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ChargeQuote, ChargeQuoteQuery } from '@partsmith/contract/charges';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /charges/quote: shipping and tax of one order (`partId`) or of the buyer's basket, before paying. */
export function getChargeQuote(query: ChargeQuoteQuery, signal?: AbortSignal): Promise<ChargeQuote> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return apiClient.get(`/charges/quote?${params.toString()}`, 'ChargeQuote', { signal });
}

export function chargeQuoteQueryOptions(query: ChargeQuoteQuery) {
  return queryOptions({
    queryKey: queryKeys.charges.list(query),
    queryFn: ({ signal }) => getChargeQuote(query, signal),
    // The last quote stays shown while the next one (another quantity or country) loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Shared by the purchase page and the checkout (features do not import each other). */
export function useChargeQuote(query: ChargeQuoteQuery, enabled = true) {
  return useQuery({ ...chargeQuoteQueryOptions(query), enabled });
}
