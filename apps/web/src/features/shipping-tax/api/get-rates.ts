import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingSettings, TaxSettings } from '@partsmith/contract/charges';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /settings/shipping (admin): the shipping rates. */
export function getShippingRates(signal?: AbortSignal): Promise<ShippingSettings> {
  return apiClient.get('/settings/shipping', 'ShippingSettings', { signal });
}

/** GET /settings/tax (admin): the tax rates and whether prices are net or gross. */
export function getTaxRates(signal?: AbortSignal): Promise<TaxSettings> {
  return apiClient.get('/settings/tax', 'TaxSettings', { signal });
}

export const shippingRatesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.charges.detail('shipping'),
    queryFn: ({ signal }) => getShippingRates(signal),
  });

export const taxRatesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.charges.detail('tax'), queryFn: ({ signal }) => getTaxRates(signal) });

export const useShippingRates = () => useQuery(shippingRatesQueryOptions());
export const useTaxRates = () => useQuery(taxRatesQueryOptions());
