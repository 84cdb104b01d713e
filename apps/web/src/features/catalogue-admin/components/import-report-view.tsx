import type { ImportReport } from '@partsmith/contract/catalogue-csv';

const counts = (report: ImportReport) => [
  { label: 'Created', value: report.created },
  { label: 'Updated', value: report.updated },
  { label: 'Unchanged', value: report.unchanged },
  { label: 'Row errors', value: report.errorCount },
];

/** An import's report: the counts, the row errors (row, column, message) and a sample of the changes. */
export function ImportReportView({ report, title }: { report: ImportReport; title: string }) {
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold">{title}</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts(report).map(({ label, value }) => (
          <div key={label} className="rounded-box border border-base-300 bg-base-100 p-3">
            <dt className="text-sm text-base-content/80">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      {report.vehiclesCreated > 0 && (
        <p className="text-sm">
          {report.vehiclesCreated.toLocaleString('en-US')} new vehicle
          {report.vehiclesCreated === 1 ? '' : 's'} named in fitment will be created.
        </p>
      )}
      {report.errors.length > 0 && (
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <caption className="text-left text-sm text-base-content/80">
              Row errors
              {report.errorCount > report.errors.length &&
                ` (the first ${report.errors.length} of ${report.errorCount.toLocaleString('en-US')})`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Column</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error, index) => (
                <tr key={index}>
                  <td className="tabular-nums">{error.row || '—'}</td>
                  <td>{error.column ?? '—'}</td>
                  <td className="min-w-60 text-error">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {report.changes.length > 0 && (
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <caption className="text-left text-sm text-base-content/80">
              {report.applied ? 'Changes made' : 'Changes'} (a sample)
            </caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Change</th>
                <th scope="col">Number</th>
                <th scope="col">Columns</th>
              </tr>
            </thead>
            <tbody>
              {report.changes.map((change) => (
                <tr key={change.row}>
                  <td className="tabular-nums">{change.row}</td>
                  <td>{change.kind === 'created' ? 'New' : 'Updated'}</td>
                  <td className="break-all">{change.key}</td>
                  <td>{change.kind === 'created' ? 'all' : change.columns.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
