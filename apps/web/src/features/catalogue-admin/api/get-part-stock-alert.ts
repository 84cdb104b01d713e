import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /stats/low-stock/{id} (admin): one part's threshold, for the edit form. */
export function usePartStockAlert(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.stats.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiClient.get(`/stats/low-stock/${encodeURIComponent(id!)}`, 'PartStockAlert', { signal }),
    enabled: id !== undefined,
  });
}
