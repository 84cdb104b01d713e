import { type ImportError, type ImportQuery, vehicleCsvColumns } from '@partsmith/contract/catalogue-csv';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../../db/schema';
import { newId } from '../../../lib/ids';
import { type CsvFacts, readCsvRows } from './csv-file';
import { ReportBuilder, eventLoopPacer } from './import-report';
import { validateVehicleRow, vehicleKey } from './part-rows';

type Db = Kysely<Tables> | Transaction<Tables>;

class RollBack extends Error {
  constructor(readonly errors: ImportError[]) {
    super('Rolled back');
  }
}

/** Every vehicle by its `make|model|year|engine` key (vehicles are a few per model: this stays small). */
export async function loadVehicleIds(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('vehicle').select(['id', 'make', 'model', 'year', 'engine']).execute();
  return new Map(rows.map((row) => [vehicleKey({ ...row, year: Number(row.year) }), row.id]));
}

/** A vehicle is its identity: a row either names a stored vehicle (unchanged) or a new one (created). */
async function vehiclePass(
  db: Db,
  path: string,
  facts: CsvFacts,
  write: boolean,
  options: ImportQuery,
  onRows: (count: number) => void,
) {
  const report = new ReportBuilder();
  const known = await loadVehicleIds(db);
  const firstRowOf = new Map<string, number>();
  const pace = eventLoopPacer();
  const rows = readCsvRows(path, { delimiter: facts.delimiter, columns: vehicleCsvColumns, batchSize: 500 });
  for await (const batch of rows) {
    report.rows += batch.length;
    const created = [];
    for (const result of batch.map(validateVehicleRow)) {
      if (!result.ok) {
        if (write && !options.skipInvalid) throw new RollBack(result.errors);
        report.addErrors(result.errors);
        continue;
      }
      const key = vehicleKey(result.value);
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        const error = {
          row: result.row,
          column: null,
          message: `This vehicle is already on row ${first} of this file.`,
        };
        if (write && !options.skipInvalid) throw new RollBack([error]);
        report.addErrors([error]);
        continue;
      }
      firstRowOf.set(key, result.row);
      if (known.has(key)) {
        report.unchanged += 1;
        continue;
      }
      created.push({ id: newId(), ...result.value });
      report.addChange({ row: result.row, kind: 'created', key, columns: [] });
    }
    if (write && created.length > 0) await db.insertInto('vehicle').values(created).execute();
    onRows(batch.length);
    await pace();
  }
  return report;
}

/** Dry run: one checking pass; apply: one pass in one transaction, rolled back at the first error. */
export async function importVehicles(
  db: Kysely<Tables>,
  path: string,
  facts: CsvFacts,
  options: ImportQuery,
  onRows: (count: number) => void,
) {
  if (options.dryRun) return (await vehiclePass(db, path, facts, false, options, onRows)).report(true, false);
  try {
    const written = await db
      .transaction()
      .execute((trx) => vehiclePass(trx, path, facts, true, options, onRows));
    return written.report(false, true);
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    const check = await vehiclePass(db, path, facts, false, options, () => undefined);
    if (check.errorCount === 0) check.addErrors(error.errors);
    return check.report(false, false);
  }
}
