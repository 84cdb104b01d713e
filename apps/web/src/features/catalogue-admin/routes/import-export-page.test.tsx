import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportJob, ImportReport } from '@partsmith/contract/catalogue-csv';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/access-token';
import { ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render-app';
import { ImportExportPage } from './import-export-page';

const api = new ApiServer();
beforeAll(() => api.start());
afterAll(() => api.close());
afterEach(() => api.reset());
beforeEach(() => localStorage.setItem(ACCESS_TOKEN_KEY, 'admin-token'));

const jobId = '7d0c3a52-4b8e-4d7e-9a5c-1f2e3d4c5b6a';
const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  dryRun: true,
  applied: false,
  rows: 3,
  created: 1,
  updated: 1,
  unchanged: 1,
  vehiclesCreated: 0,
  errors: [],
  errorCount: 0,
  changes: [
    { row: 2, kind: 'updated', key: 'PS-BP-1042', columns: ['price'] },
    { row: 4, kind: 'created', key: 'PS-OF-3003', columns: [] },
  ],
  ...overrides,
});
const csvFile = () => new File(['partNumber,name\n'], 'catalogue.csv', { type: 'text/csv' });
const renderPage = () => renderApp({ at: '/', routes: [{ path: '/', element: <ImportExportPage /> }] });

describe('Import / Export', () => {
  it('checks a dropped file and shows the counts and the row errors, with no Apply while errors stop it', async () => {
    api.routes['POST /api/part/import'] = () => ({
      body: report({
        created: 0,
        errorCount: 2,
        errors: [
          { row: 3, column: 'price', message: 'Price must be a number' },
          { row: 5, column: 'partNumber', message: 'Part number PS-1 is already on row 2 of this file.' },
        ],
      }),
    });
    const user = userEvent.setup();
    renderPage();
    fireEvent.drop(screen.getByTestId('csv-drop-zone'), { dataTransfer: { files: [csvFile()] } });
    expect(screen.getByText(/Chosen: catalogue\.csv/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    const checked = await screen.findByRole('region', { name: 'Check report' });
    expect(within(checked).getByText('Row errors', { selector: 'dt' }).nextSibling?.textContent).toContain(
      '2',
    );
    const errors = within(checked).getByRole('table', { name: /Row errors/ });
    expect(
      within(errors)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'RowColumnProblem',
      '3pricePrice must be a number',
      '5partNumberPart number PS-1 is already on row 2 of this file.',
    ]);
    expect(screen.getByRole('alert').textContent).toContain('Fix the rows below');
    expect(screen.queryByRole('button', { name: 'Apply changes' })).toBeNull();
    const [request] = api.made('POST', '/api/part/import');
    expect(request!.query.get('dryRun')).toBe('true');
    expect(String(request!.body)).toContain('filename="catalogue.csv"');
  });

  it('applies a checked file as a job with a progress bar, then shows the final report', async () => {
    api.routes['POST /api/part/import'] = ({ query }) =>
      query.get('dryRun') === 'true' ? { body: report() } : { status: 202, body: { jobId } };
    let polls = 0;
    api.routes['GET /api/part/import/:jobId'] = (): { body: ImportJob } => {
      polls += 1;
      return polls < 3
        ? { body: { jobId, state: 'running', processed: 3, total: 8, report: null } }
        : {
            body: {
              jobId,
              state: 'done',
              processed: 8,
              total: 8,
              report: report({ dryRun: false, applied: true }),
            },
          };
    };
    const user = userEvent.setup();
    renderPage();
    await user.upload(screen.getByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    const checked = await screen.findByRole('region', { name: 'Check report' });
    expect(within(checked).getByRole('table', { name: /Changes/ }).textContent).toContain('PS-OF-3003');
    expect(screen.getByRole('status').textContent).toContain('Checked: 1 to create, 1 to update.');

    await user.click(screen.getByRole('button', { name: 'Apply changes' }));
    const progress = await screen.findByRole('progressbar', { name: 'Applying: 3 of 8 rows' });
    expect(progress.getAttribute('value')).toBe('3');
    expect(progress.getAttribute('max')).toBe('8');
    const final = await screen.findByRole('region', { name: 'Import report' }, { timeout: 5000 });
    expect(within(final).getByText('Created', { selector: 'dt' }).nextSibling?.textContent).toContain('1');
    expect(screen.getByRole('status').textContent).toContain('Done: 1 created, 1 updated.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.made('POST', '/api/part/import').map((request) => request.query.get('dryRun'))).toEqual([
      'true',
      'false',
    ]);
  });

  it('says why a file was refused', async () => {
    api.routes['POST /api/vehicle/import'] = () => ({
      status: 409,
      body: {
        error: 'CONFLICT',
        message: 'Another import is running; wait for it to finish, then try again.',
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Vehicles' }));
    expect(screen.queryByLabelText(/Create vehicles/)).toBeNull();
    await user.upload(screen.getByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "We couldn't read the file. Another import is running; wait for it to finish, then try again.",
    );
  });
});
