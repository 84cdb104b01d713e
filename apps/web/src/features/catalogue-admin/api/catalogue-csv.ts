import { useQuery } from '@tanstack/react-query';
import type { ImportAccepted, ImportReport } from '@partsmith/contract/catalogue-csv';
import { apiClient } from '../../../lib/api-client';

/** What a file holds: parts (`/part/…`) or vehicles (`/vehicle/…`). */
export type CatalogueFileKind = 'part' | 'vehicle';

export interface ImportOptions {
  dryRun: boolean;
  skipInvalid: boolean;
  createVehicles: boolean;
}

/** POST /{kind}/import: the report at once, or a job id for a long file (202). */
export function importCatalogueFile(
  kind: CatalogueFileKind,
  file: File,
  options: ImportOptions,
): Promise<ImportReport | ImportAccepted> {
  const body = new FormData();
  body.append('file', file);
  const query = new URLSearchParams({
    dryRun: String(options.dryRun),
    skipInvalid: String(options.skipInvalid),
    createVehicles: String(options.createVehicles),
  });
  return apiClient.post(`/${kind}/import?${query}`, 'ImportAnswer', body);
}

export const isJob = (answer: ImportReport | ImportAccepted): answer is ImportAccepted => 'jobId' in answer;

/** GET /{kind}/import/{jobId}, asked again every half second while the job runs. */
export function useImportJob(kind: CatalogueFileKind, jobId: string | null) {
  return useQuery({
    queryKey: ['imports', kind, jobId],
    queryFn: ({ signal }) => apiClient.get(`/${kind}/import/${jobId}`, 'ImportJob', { signal }),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? 500 : false),
  });
}

/** GET /{kind}/export.csv (it needs the admin's token, so it is fetched, then saved from memory). */
export async function downloadExport(kind: CatalogueFileKind): Promise<void> {
  const csv = (await apiClient.getText(`/${kind}/export.csv`)) ?? '';
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${kind === 'part' ? 'catalogue' : 'vehicles'}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
