import {
  csvVehicleSeparator,
  type FitmentCsvEntry,
  fitmentEntryText,
  type ImportError,
  type ImportQuery,
  optionalPartCsvColumns,
  type PartCsvRow,
  partCsvColumns,
} from '@partsmith/contract/catalogue-csv';
import { dollarsToCents } from '@partsmith/contract/money';
import { type FitmentInput, normalizePartNumber, type UpdatePart } from '@partsmith/contract/parts';
import type { InterchangeNumber } from '@partsmith/contract/part-numbers';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../../db/schema';
import { withWriterThread } from '../../../db/sqlite-writer-thread';
import { withCheckpointOffThread } from '../../../db/wal-checkpoint';
import type { Deps } from '../../../deps';
import { AppError } from '../../../lib/app-error';
import { newId, newOrderedId } from '../../../lib/ids';
import { storedImage, type StoredImage } from '../../../lib/images/part-images';
import { changePart, distinctNumbers, insertParts, type NewPartEntry } from '../admin-service';
import { type CsvFacts, readCsvRows } from './csv-file';
import { ReportBuilder, eventLoopPacer } from './import-report';
import {
  csvPartColumns,
  fitmentByPart,
  numbersInFile,
  partNumbersOfIds,
  type PartInFile,
  priceBreaksByPart,
  validatePartRow,
  vehicleKey,
} from './part-rows';
import { assertReplacement, distinctInterchange } from '../numbers';
import { storePriceBreaks } from '../price-breaks';
import { loadVehicleIds } from './vehicle-import';

type ImportContext = Pick<Deps, 'db' | 'images' | 'config' | 'log'>;
type Db = Kysely<Tables> | Transaction<Tables>;

/**
 * Rows read, looked up and written together: on PostgreSQL a batch is a few round trips (one lookup, one
 * insert a table). The rows are paced one by one and the writes statement by statement, so a batch never
 * holds the event loop long.
 */
export const importBatchRows = 100;

/** Raised inside the apply's transaction to roll everything back when a row fails and skipInvalid is off. */
class RollBack extends Error {
  constructor(readonly errors: ImportError[]) {
    super('Rolled back');
  }
}

type StoredPart = PartInFile & { id: string };

/** The stored parts with these normalised numbers, with their fitment as vehicle keys. */
async function loadParts(db: Db, keys: string[]): Promise<Map<string, StoredPart>> {
  const found = new Map<string, StoredPart>();
  if (keys.length === 0) return found;
  const rows = await db
    .selectFrom('part')
    .select(csvPartColumns)
    .where('part_number_key', 'in', keys)
    .execute();
  const byId = new Map<string, StoredPart>();
  const successors = await partNumbersOfIds(
    db,
    rows.map((row) => row.replaced_by),
  );
  for (const row of rows) {
    const part: StoredPart = {
      id: row.id,
      partNumber: row.part_number,
      name: row.name,
      category: row.category,
      minOrderQuantity: row.min_order_quantity,
      availableQuantity: row.available_quantity,
      priceCents: row.price_cents,
      description: row.description,
      ...numbersInFile(row, successors),
      fitment: [],
      image: row.image_large,
      priceBreaks: [],
    };
    found.set(row.part_number_key, part);
    byId.set(row.id, part);
  }
  if (byId.size > 0) {
    for (const [partId, entries] of await fitmentByPart(db, [...byId.keys()]))
      byId.get(partId)!.fitment = entries;
    for (const [partId, breaks] of await priceBreaksByPart(db, [...byId.keys()]))
      byId.get(partId)!.priceBreaks = breaks;
  }
  return found;
}

/** A row's fitment entries as the file writes them. */
const entryTexts = (row: PartCsvRow) =>
  row.fitment.map((entry) => fitmentEntryText({ ...entry, vehicleKey: vehicleKey(entry.vehicle) }));
/** The vehicle key an entry text starts with. */
const vehicleOfEntry = (text: string) =>
  text.split(csvVehicleSeparator).slice(0, 4).join(csvVehicleSeparator);
const sameList = (a: string[], b: string[]) => a.join('\n') === b.join('\n');

/** The row's breaks as stored (cents), or null when the file has no priceBreaks column (keep them). */
const breaksInCents = (row: PartCsvRow) =>
  row.priceBreaks?.map((entry) => ({
    minQuantity: entry.minQuantity,
    priceCents: dollarsToCents(entry.price),
  })) ?? null;

/**
 * Whether the row sets the stock: not when it still holds the stock of its export (`stockAtExport`),
 * so re-importing an old file never sets back the orders placed since.
 */
const setsStock = (row: PartCsvRow, stored: StoredPart) =>
  row.availableQuantity !== stored.availableQuantity &&
  (row.stockAtExport === undefined || row.availableQuantity !== row.stockAtExport);

/** The columns a row changes on a stored part (the optional number columns only when the file has them). */
function changedColumns(row: PartCsvRow, stored: StoredPart): string[] {
  const breaks = breaksInCents(row);
  const oemNumbers = distinctNumbers(row.oemNumbers);
  const fitment = new Set(entryTexts(row));
  const storedFitment = new Set(stored.fitment);
  const interchangeText = (entries: InterchangeNumber[]) => entries.map((e) => `${e.brand}:${e.number}`);
  const changes: [string, boolean][] = [
    ['partNumber', row.partNumber !== stored.partNumber],
    ['name', row.name !== stored.name],
    ['category', row.category !== stored.category],
    ['minOrderQuantity', row.minOrderQuantity !== stored.minOrderQuantity],
    ['availableQuantity', setsStock(row, stored)],
    ['price', dollarsToCents(row.price) !== stored.priceCents],
    ['description', row.description !== stored.description],
    ['oemNumbers', oemNumbers.join('\n') !== stored.oemNumbers.join('\n')],
    [
      'interchange',
      row.interchange !== undefined &&
        !sameList(interchangeText(distinctInterchange(row.interchange)), interchangeText(stored.interchange)),
    ],
    ['gtin', row.gtin !== undefined && row.gtin !== stored.gtin],
    [
      'supersedes',
      row.supersedes !== undefined && !sameList(distinctNumbers(row.supersedes), stored.supersedes),
    ],
    [
      'replacedBy',
      row.replacedBy !== undefined &&
        normalizePartNumber(row.replacedBy) !== normalizePartNumber(stored.replacedBy),
    ],
    ['fitment', fitment.size !== storedFitment.size || [...fitment].some((key) => !storedFitment.has(key))],
    ['image', !!row.image && row.image !== stored.image],
    [
      'priceBreaks',
      breaks !== null &&
        (breaks.length !== stored.priceBreaks.length ||
          breaks.some(
            (entry, at) =>
              entry.minQuantity !== stored.priceBreaks[at]!.minQuantity ||
              entry.priceCents !== stored.priceBreaks[at]!.priceCents,
          )),
    ],
  ];
  return changes.filter(([, changed]) => changed).map(([column]) => column);
}

/** The PUT a changed row amounts to: only the changed fields; the stock only while it is what was read. */
function updateOf(row: PartCsvRow, stored: StoredPart, columns: string[], vehicleIds: Map<string, string>) {
  const has = (column: string) => columns.includes(column);
  const storedFitment = new Set(stored.fitment);
  const vehicles = new Set(row.fitment.map((entry) => vehicleKey(entry.vehicle)));
  const input: UpdatePart = {
    ...(has('partNumber') && { partNumber: row.partNumber }),
    ...(has('name') && { name: row.name }),
    ...(has('category') && { category: row.category }),
    ...(has('minOrderQuantity') && { minOrderQuantity: row.minOrderQuantity }),
    ...(has('availableQuantity') && {
      availableQuantity: row.availableQuantity,
      expectedAvailableQuantity: stored.availableQuantity,
    }),
    ...(has('price') && { price: row.price }),
    ...(has('description') && { description: row.description }),
    ...(has('priceBreaks') && { priceBreaks: row.priceBreaks }),
    ...(has('oemNumbers') && { oemNumbers: row.oemNumbers }),
    ...(has('interchange') && { interchange: row.interchange }),
    ...(has('gtin') && { gtin: row.gtin || null }),
    ...(has('supersedes') && { supersedes: row.supersedes }),
    ...(has('fitment') && {
      addFitment: row.fitment
        .filter((entry, at) => !storedFitment.has(entryTexts(row)[at]!))
        .map((entry) => fitmentInput(entry, vehicleIds)),
      removeFitment: [...storedFitment]
        .map(vehicleOfEntry)
        .filter((key) => !vehicles.has(key))
        .map((key) => vehicleIds.get(key)!)
        .filter(Boolean),
    }),
  };
  return input;
}

/** A file's fitment entry as the admin's create and update take it. */
function fitmentInput(entry: FitmentCsvEntry, vehicleIds: Map<string, string>): FitmentInput {
  return {
    vehicleId: vehicleIds.get(vehicleKey(entry.vehicle))!,
    position: entry.position,
    quantityPerVehicle: entry.quantityPerVehicle,
    ...(entry.conditions && { conditions: entry.conditions }),
  };
}

interface PassOptions {
  options: ImportQuery;
  /** Write the rows (inside the apply's transaction), or only check and count them. */
  write: boolean;
  onRows: (count: number) => void;
}

/**
 * One pass over the file: every row is checked with the contract's rules and against the catalogue,
 * then counted as created, updated or unchanged (and, when writing, written with the admin's own
 * create and update, so the number, stock, fitment and OEM-number rules are the same).
 */
async function partPass(app: ImportContext, db: Db, path: string, facts: CsvFacts, pass: PassOptions) {
  const { options, write } = pass;
  const report = new ReportBuilder();
  const firstRowOf = new Map<string, number>();
  const vehicleIds = await loadVehicleIds(db);
  const plannedVehicles = new Set<string>();
  const replacements: { row: number; key: string; successor: string }[] = [];
  const categories = options.createCategories
    ? null
    : new Set(
        (await db.selectFrom('part').select('category').distinct().execute()).map((row) => row.category),
      );
  const images = new Map<string, Promise<StoredImage | string>>();
  const checkImage = (url: string) => {
    if (!images.has(url)) {
      images.set(
        url,
        storedImage(app, url).catch((error: unknown) =>
          error instanceof AppError ? error.message : 'Unknown image',
        ),
      );
    }
    return images.get(url)!;
  };

  const pace = eventLoopPacer();
  const rows = readCsvRows(path, {
    delimiter: facts.delimiter,
    columns: partCsvColumns,
    optional: optionalPartCsvColumns,
    batchSize: importBatchRows,
  });
  for await (const batch of rows) {
    report.rows += batch.length;
    const valid: { row: number; value: PartCsvRow; key: string; vehicles: string[] }[] = [];
    for (const cells of batch) {
      // Checked one by one between the others' turns: a whole batch of rows is tens of ms.
      await pace();
      const result = validatePartRow(cells);
      if (!result.ok) {
        report.addErrors(result.errors);
        continue;
      }
      const key = normalizePartNumber(result.value.partNumber);
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        report.addErrors([
          {
            row: result.row,
            column: 'partNumber',
            message: `Part number ${result.value.partNumber} is already on row ${first} of this file.`,
          },
        ]);
        continue;
      }
      firstRowOf.set(key, result.row);
      valid.push({
        row: result.row,
        value: result.value,
        key,
        vehicles: result.value.fitment.map((entry) => vehicleKey(entry.vehicle)),
      });
    }

    // All or nothing: a row that cannot be read stops the writing pass (the transaction rolls back).
    if (write && !options.skipInvalid && report.errorCount > 0) throw new RollBack(report.errors);
    const stored = await loadParts(
      db,
      valid.map((entry) => entry.key),
    );
    const creates: NewPartEntry[] = [];
    for (const { row, value, key, vehicles } of valid) {
      // Per row, not per batch: a batch of writes holds the loop far longer than a slice.
      await pace();
      const current = stored.get(key);
      const errors: ImportError[] = [];
      const columns = current ? changedColumns(value, current) : [...partCsvColumns];
      // A new part with an empty cell is current already: nothing to set.
      if (value.replacedBy !== undefined && columns.includes('replacedBy') && (current || value.replacedBy)) {
        replacements.push({ row, key, successor: value.replacedBy });
      }
      if (columns.length === 0) {
        report.unchanged += 1;
        continue;
      }
      if (
        current &&
        columns.includes('availableQuantity') &&
        value.stockAtExport !== undefined &&
        value.stockAtExport !== current.availableQuantity
      ) {
        errors.push({
          row,
          column: 'availableQuantity',
          message: `The stock changed since this file was exported (${value.stockAtExport} then, ${current.availableQuantity} now): export again, or empty stockAtExport to set the stock to ${value.availableQuantity} anyway.`,
        });
      }
      const stockOrMinChanges =
        !current || columns.includes('minOrderQuantity') || columns.includes('availableQuantity');
      if (stockOrMinChanges && value.minOrderQuantity > value.availableQuantity) {
        errors.push({
          row,
          column: 'minOrderQuantity',
          message: `The minimum order (${value.minOrderQuantity}) cannot be more than the available quantity (${value.availableQuantity}).`,
        });
      }
      if (categories && columns.includes('category') && !categories.has(value.category)) {
        errors.push({
          row,
          column: 'category',
          message: `Unknown category “${value.category}” (createCategories=false allows only existing categories).`,
        });
      }
      let image: StoredImage | undefined;
      if (!current && !value.image) {
        errors.push({
          row,
          column: 'image',
          message: 'A new part needs an image: upload it, then use its URL.',
        });
      } else if (value.image && (!current || value.image !== current.image)) {
        const checked = await checkImage(value.image);
        if (typeof checked === 'string') errors.push({ row, column: 'image', message: checked });
        else image = checked;
      }
      const unknownVehicles = vehicles.filter((vehicle) => !vehicleIds.has(vehicle));
      if (unknownVehicles.length > 0 && !options.createVehicles) {
        errors.push({
          row,
          column: 'fitment',
          message: `Unknown vehicle ${unknownVehicles.slice(0, 3).join(', ')} (createVehicles=false).`,
        });
      }
      if (errors.length > 0) {
        if (write && !options.skipInvalid) throw new RollBack(errors);
        report.addErrors(errors);
        continue;
      }

      for (const vehicle of unknownVehicles) {
        if (plannedVehicles.has(vehicle)) continue;
        plannedVehicles.add(vehicle);
        report.vehiclesCreated += 1;
        if (write) vehicleIds.set(vehicle, await insertVehicle(db, vehicle, value.fitment));
      }
      if (write && !current) creates.push(newPartEntry(value, image!, vehicleIds));
      if (write && current) {
        const failed = await writePart(db, value, current, columns, image, vehicleIds);
        if (failed) {
          const error = { row, column: failed.column, message: failed.message };
          if (!options.skipInvalid) throw new RollBack([error]);
          report.addErrors([error]);
          continue;
        }
      }
      report.addChange({
        row,
        kind: current ? 'updated' : 'created',
        key: value.partNumber,
        columns: current ? columns : [],
      });
    }
    await insertParts(db, creates, { vehiclesKnown: true, between: pace });
    for (const { id, input } of creates)
      if (input.priceBreaks?.length) await storePriceBreaks(db, id, input.priceBreaks);
    pass.onRows(batch.length);
    await pace();
  }
  const replaced = await applyReplacements(db, replacements, firstRowOf, write);
  if (write && !options.skipInvalid && replaced.length > 0) throw new RollBack(replaced);
  report.addErrors(replaced);
  return report;
}

/**
 * The `replacedBy` cells, once every row is in: the replacing part may be further down the file. Each
 * names a part of the catalogue or of the file; when writing, set with the admin's own cycle check.
 */
async function applyReplacements(
  db: Db,
  replacements: { row: number; key: string; successor: string }[],
  inFile: Map<string, number>,
  write: boolean,
): Promise<ImportError[]> {
  const errors: ImportError[] = [];
  for (const { row, key, successor } of replacements) {
    const successorKey = normalizePartNumber(successor);
    const ids = await db
      .selectFrom('part')
      .select(['id', 'part_number_key'])
      .where('part_number_key', 'in', successorKey ? [key, successorKey] : [key])
      .execute();
    const own = ids.find((part) => part.part_number_key === key);
    const next = ids.find((part) => part.part_number_key === successorKey);
    if (successorKey && !next && !inFile.has(successorKey)) {
      errors.push({ row, column: 'replacedBy', message: `Unknown part number ${successor} in replacedBy.` });
      continue;
    }
    if (!write || !own) continue;
    try {
      await assertReplacement(db, own.id, next?.id ?? null);
      await db
        .updateTable('part')
        .set({ replaced_by: next?.id ?? null })
        .where('id', '=', own.id)
        .execute();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push({ row, column: 'replacedBy', message: error.message });
    }
  }
  return errors;
}

async function insertVehicle(db: Db, key: string, fitment: PartCsvRow['fitment']): Promise<string> {
  const { vehicle } = fitment.find((entry) => vehicleKey(entry.vehicle) === key)!;
  const id = newId();
  await db
    .insertInto('vehicle')
    .values({ id, ...vehicle })
    .execute();
  return id;
}

/** A new row as the admin's create takes it (its number was checked free, its vehicles resolved). */
function newPartEntry(value: PartCsvRow, image: StoredImage, vehicleIds: Map<string, string>): NewPartEntry {
  return {
    id: newOrderedId(),
    input: {
      ...value,
      img: value.image!,
      gtin: value.gtin || null,
      // Set once every row is in (applyReplacements).
      replacedBy: null,
      fitment: value.fitment.map((entry) => fitmentInput(entry, vehicleIds)),
    },
    image,
  };
}

/** Writes a changed row with the admin's own update; a rule it breaks comes back as the row's error. */
async function writePart(
  db: Db,
  value: PartCsvRow,
  current: StoredPart,
  columns: string[],
  image: StoredImage | undefined,
  vehicleIds: Map<string, string>,
): Promise<{ column: string | null; message: string } | null> {
  try {
    await changePart(db, current.id, updateOf(value, current, columns, vehicleIds), image);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const column =
      error.code === 'CONFLICT' && /stock/i.test(error.message)
        ? 'availableQuantity'
        : /price break/i.test(error.message)
          ? 'priceBreaks'
          : null;
    return { column, message: error.message };
  }
}

/**
 * Dry run: one checking pass. Apply: one pass that checks and writes inside one transaction; the first
 * error (unless skipInvalid) rolls it all back, and a checking pass then lists every error. A failure or
 * a restart leaves nothing half-written.
 */
export async function importParts(
  app: ImportContext,
  path: string,
  facts: CsvFacts,
  options: ImportQuery,
  onRows: (count: number) => void,
) {
  if (options.dryRun) {
    return (await partPass(app, app.db, path, facts, { options, write: false, onRows })).report(true, false);
  }
  try {
    const written = await withCheckpointOffThread(
      app.db,
      app.config.databaseUrl,
      () =>
        withWriterThread(app.db, app.config.databaseUrl, (writer) =>
          writer
            .transaction()
            .execute((trx) => partPass(app, trx, path, facts, { options, write: true, onRows })),
        ),
      (error) => app.log.warn({ err: error }, 'the WAL checkpoint after an import failed'),
    );
    return written.report(false, true);
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    const check = await partPass(app, app.db, path, facts, {
      options,
      write: false,
      onRows: () => undefined,
    });
    // A rule only the write found (an order took stock meanwhile, say) is listed too.
    if (check.errorCount === 0) check.addErrors(error.errors);
    return check.report(false, false);
  }
}
