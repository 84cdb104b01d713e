import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportReport } from '@partsmith/contract/catalogue-csv';
import { useEffect, useState, type FormEvent } from 'react';
import { FormMessage } from '../../../components/form-message';
import { errorMessage } from '../../../lib/error-message';
import { queryKeys } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  type CatalogueFileKind,
  downloadExport,
  importCatalogueFile,
  isJob,
  useImportJob,
} from '../api/catalogue-csv';
import { CsvDropZone } from '../components/csv-drop-zone';
import { ImportReportView } from '../components/import-report-view';

type Purpose = 'check' | 'apply';
interface Run {
  purpose: Purpose;
  /** The report when the server answered at once; otherwise the job to follow. */
  report?: ImportReport;
  jobId?: string;
}

const kinds: { value: CatalogueFileKind; label: string }[] = [
  { value: 'part', label: 'Parts' },
  { value: 'vehicle', label: 'Vehicles' },
];

/** /dashboard/importExport (admin): check a CSV file (dry run), apply it with a progress bar, download the exports. */
export function ImportExportPage() {
  useDocumentTitle('Import / Export');
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<CatalogueFileKind>('part');
  const [file, setFile] = useState<File | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [createVehicles, setCreateVehicles] = useState(true);
  const [run, setRun] = useState<Run | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const job = useImportJob(kind, run?.jobId ?? null);
  const finished = job.data && job.data.state !== 'running' ? job.data.report : null;
  const report = run?.report ?? finished ?? null;
  const running = !!run?.jobId && !finished;

  const send = useMutation({
    mutationFn: async (purpose: Purpose) => {
      if (!file) throw new Error('Choose a CSV file first.');
      const answer = await importCatalogueFile(kind, file, {
        dryRun: purpose === 'check',
        skipInvalid,
        createVehicles,
      });
      return isJob(answer) ? { purpose, jobId: answer.jobId } : { purpose, report: answer };
    },
    onMutate: () => setRun(null),
    onSuccess: setRun,
  });
  const download = useMutation({
    mutationFn: downloadExport,
    onMutate: () => setDownloadError(null),
    onError: (error) => setDownloadError(errorMessage(error, 'download the file')),
  });

  const applied = run?.purpose === 'apply' && report?.applied;
  useEffect(() => {
    if (!applied) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.parts.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.categories.all });
  }, [applied, queryClient]);

  const busy = send.isPending || running;
  const canApply =
    run?.purpose === 'check' &&
    !!report &&
    report.created + report.updated > 0 &&
    (report.errorCount === 0 || skipInvalid);
  const pick = (next: File | null) => {
    setFile(next);
    setRun(null);
    send.reset();
  };
  const check = (event: FormEvent) => {
    event.preventDefault();
    send.mutate('check');
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-1">
        <h2 className="text-2xl font-bold">Import / Export</h2>
        <p className="text-base-content/80">
          Download the catalogue as a spreadsheet, change it, and load it back: the check shows what would
          change before anything does. Rows match parts by part number.
        </p>
      </div>

      <section aria-label="Export" className="card border border-base-300 bg-base-100">
        <div className="card-body gap-3 p-4 sm:p-6">
          <h3 className="text-lg font-semibold">Export</h3>
          <div className="flex flex-col gap-2 sm:flex-row">
            <button
              type="button"
              className="btn btn-outline"
              disabled={download.isPending}
              onClick={() => download.mutate('part')}
            >
              Download catalogue (CSV)
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={download.isPending}
              onClick={() => download.mutate('vehicle')}
            >
              Download vehicles (CSV)
            </button>
          </div>
          <FormMessage message={downloadError ? { tone: 'error', text: downloadError } : null} />
        </div>
      </section>

      <section aria-label="Import" className="card border border-base-300 bg-base-100">
        <form className="card-body gap-4 p-4 sm:p-6" onSubmit={check}>
          <h3 className="text-lg font-semibold">Import</h3>
          <fieldset className="flex flex-wrap gap-4" disabled={busy}>
            <legend className="mb-2 font-medium">The file holds</legend>
            {kinds.map((option) => (
              <label key={option.value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="kind"
                  className="radio radio-sm"
                  checked={kind === option.value}
                  onChange={() => {
                    setKind(option.value);
                    setRun(null);
                  }}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
          <CsvDropZone file={file} onPick={pick} disabled={busy} />
          <fieldset className="flex flex-col gap-2" disabled={busy}>
            <legend className="sr-only">Options</legend>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={skipInvalid}
                onChange={(event) => setSkipInvalid(event.target.checked)}
              />
              Skip rows with errors (otherwise one error stops the whole import)
            </label>
            {kind === 'part' && (
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={createVehicles}
                  onChange={(event) => setCreateVehicles(event.target.checked)}
                />
                Create vehicles named in fitment that do not exist yet
              </label>
            )}
          </fieldset>
          <div className="flex flex-col gap-2 sm:flex-row">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={!file || busy}
              aria-busy={busy || undefined}
            >
              {send.isPending && send.variables === 'check' && (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              )}
              Check file
            </button>
            {canApply && (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => send.mutate('apply')}
              >
                Apply changes
              </button>
            )}
          </div>
          <FormMessage
            message={send.error ? { tone: 'error', text: errorMessage(send.error, 'read the file') } : null}
          />
          <FormMessage
            message={job.error ? { tone: 'error', text: errorMessage(job.error, 'follow the import') } : null}
          />

          {running && (
            <div className="flex flex-col gap-1">
              <label htmlFor="import-progress" className="text-sm font-medium">
                {run?.purpose === 'apply' ? 'Applying' : 'Checking'}:{' '}
                {(job.data?.processed ?? 0).toLocaleString('en-US')} of{' '}
                {(job.data?.total ?? 0).toLocaleString('en-US')} rows
              </label>
              <progress
                id="import-progress"
                className="progress progress-primary w-full"
                value={job.data?.processed ?? 0}
                max={Math.max(job.data?.total ?? 1, 1)}
              />
            </div>
          )}
          {report && !running && (
            <>
              <FormMessage message={summary(run!.purpose, report, skipInvalid)} />
              <ImportReportView
                report={report}
                title={run!.purpose === 'apply' ? 'Import report' : 'Check report'}
              />
            </>
          )}
        </form>
      </section>
    </div>
  );
}

function summary(purpose: Purpose, report: ImportReport, skipInvalid: boolean) {
  if (purpose === 'apply') {
    return report.applied
      ? { tone: 'success' as const, text: `Done: ${report.created} created, ${report.updated} updated.` }
      : { tone: 'error' as const, text: 'Nothing was written: fix the rows below and check the file again.' };
  }
  if (report.errorCount > 0 && !skipInvalid) {
    return {
      tone: 'error' as const,
      text: 'Fix the rows below, or tick “Skip rows with errors”, then check again.',
    };
  }
  if (report.created + report.updated === 0)
    return { tone: 'success' as const, text: 'Nothing to change: the file matches the catalogue.' };
  return {
    tone: 'success' as const,
    text: `Checked: ${report.created} to create, ${report.updated} to update. Apply when ready.`,
  };
}
