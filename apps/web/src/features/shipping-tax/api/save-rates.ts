import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShippingSettings, TaxSettings } from '@partsmith/contract/charges';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /settings/shipping (admin): replaces the shipping rates; placed orders keep their charges. */
export function saveShippingRates(rates: ShippingSettings): Promise<ShippingSettings> {
  return apiClient.put('/settings/shipping', 'ShippingSettings', rates);
}

/** PUT /settings/tax (admin): replaces the tax rates. */
export function saveTaxRates(rates: TaxSettings): Promise<TaxSettings> {
  return apiClient.put('/settings/tax', 'TaxSettings', rates);
}

/** Every quote and the saved rates are stale afterwards. */
function useSave<T>(save: (rates: T) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.charges.all }),
  });
}

export const useSaveShippingRates = () => useSave(saveShippingRates);
export const useSaveTaxRates = () => useSave(saveTaxRates);
