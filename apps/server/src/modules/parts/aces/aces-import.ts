import fs from 'node:fs';
import type { ImportError, ImportQuery, ImportReport } from '@partsmith/contract/catalogue-csv';
import { type FitmentPosition, maxQuantityPerVehicle } from '@partsmith/contract/part-numbers';
import { normalizePartNumber } from '@partsmith/contract/parts';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../../db/schema';
import { insertRows } from '../../../db/sqlite-insert';
import { withWriterThread } from '../../../db/sqlite-writer-thread';
import { insertByUnnest, isPostgres } from '../../../db/unnest-insert';
import { withCheckpointOffThread } from '../../../db/wal-checkpoint';
import type { Deps } from '../../../deps';
import { PackedNumberMap } from '../../../lib/packed-number-map';
import { ReportBuilder, eventLoopPacer } from '../csv/import-report';
import { type AcesApp, readAcesApps } from './aces-reader';
import { vehicleMatcher, type VehicleMatcher } from './aces-vehicles';
import { noteKind, positionOfName } from './aces-terms';

type Db = Kysely<Tables> | Transaction<Tables>;

/** Raised inside the apply's transaction to roll it back when an App fails and skipInvalid is off. */
class RollBack extends Error {}

interface KnownPart {
  index: number;
  id: string;
  partNumber: string;
  category: string;
  createdAt: string;
}

/** Part numbers looked up a batch at a time; at most this many kept between batches. */
const maxKnownParts = 200_000;
const shift = 2 ** 26;
/**
 * About the fewest bytes an App with names takes (the bench's file: 204): the checker's tables are
 * sized for the file's bytes over this, and grow for a file of shorter Apps.
 */
const bytesPerApp = 200;

/**
 * One fitment row an App asks for, with its part's category and creation time (the vehicle listing's
 * copy, ADR 0046: written here, the insert trigger need not look the part up).
 */
type FitmentWrite = {
  part_id: string;
  vehicle_id: string;
  category: string;
  part_created_at: string;
  position: FitmentPosition | null;
  quantity_per_vehicle: number | null;
  conditions: string | null;
  note: string | null;
};

/** An App's qualifiers, or the problems with them. */
function qualifiers(app: AcesApp, errors: ImportError[]) {
  const at = (column: string, message: string) =>
    errors.push({ row: app.ordinal, column, message: `App ${app.id}: ${message}` });
  let position: FitmentPosition | null = null;
  if (app.position) {
    position = positionOfName(app.position);
    if (!position)
      at('position', `unknown position “${app.position}” (front, rear, left, right or axle set).`);
  }
  let quantity: number | null = null;
  if (app.qty) {
    quantity = Number(app.qty);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > maxQuantityPerVehicle) {
      at('qty', `Qty “${app.qty}” is not a whole number from 1 to ${maxQuantityPerVehicle}.`);
      quantity = null;
    }
  }
  const conditions = app.notes
    .filter((note) => note.kind !== noteKind)
    .map((note) => note.text)
    .join('; ');
  if (conditions.length > 200) at('note', 'the notes are longer than 200 characters.');
  const note = app.notes.find((entry) => entry.kind === noteKind)?.text ?? null;
  return { position, quantity, conditions: conditions || null, note };
}

/**
 * `expectedApps` sizes the whole file's duplicate and overlap tables once: packed, about 12 and 16
 * bytes a cell (ADR 0042), where `Map`s took about 106 bytes an App between them.
 */
function checker(db: Db, matcher: VehicleMatcher, expectedApps: number) {
  const parts = new Map<string, KnownPart | null>();
  let nextPart = 0;
  /** (part, vehicle) → the App that first named it. */
  const seen = new PackedNumberMap(expectedApps, false);
  /** (vehicle, position, part type and conditions) → the App and part that first named it. */
  const slots = new PackedNumberMap(expectedApps);
  const combos = new Map<string, number>();

  async function lookUp(apps: AcesApp[]) {
    if (parts.size > maxKnownParts) parts.clear();
    const keys = [
      ...new Set(apps.map((app) => normalizePartNumber(app.part ?? '')).filter((key) => !parts.has(key))),
    ].filter((key) => key.length >= 2);
    for (let start = 0; start < keys.length; start += 500) {
      const slice = keys.slice(start, start + 500);
      const rows = await db
        .selectFrom('part')
        .select(['id', 'part_number', 'part_number_key', 'category', 'created_at'])
        .where('part_number_key', 'in', slice)
        .execute();
      for (const key of slice) parts.set(key, null);
      for (const row of rows) {
        parts.set(row.part_number_key, {
          index: nextPart++,
          id: row.id,
          partNumber: row.part_number,
          category: row.category,
          createdAt: row.created_at,
        });
      }
    }
  }

  /** The rows an App writes, or its problems (each named by its kind: vehicle, part, duplicate, overlap…). */
  function check(app: AcesApp): { writes: FitmentWrite[]; errors: ImportError[] } {
    const errors: ImportError[] = [];
    const at = (column: string, message: string) =>
      errors.push({ row: app.ordinal, column, message: `App ${app.id}: ${message}` });
    const part = parts.get(normalizePartNumber(app.part ?? '')) ?? null;
    if (!app.part) at('part', 'no Part.');
    else if (!part) at('part', `unknown part number ${app.part}.`);
    const vehicles = matcher.match(app);
    if (vehicles.length === 0) {
      const named = [app.make, app.model, app.yearFrom, app.engine]
        .filter((value) => value !== null)
        .join(' ');
      const closest = matcher.closest(app);
      at(
        'vehicle',
        `unknown vehicle ${app.baseVehicleId !== null ? `BaseVehicle ${app.baseVehicleId} ` : ''}${named}`.trim() +
          (closest ? ` (closest: ${closest}).` : ' (no close match).'),
      );
    }
    const { position, quantity, conditions, note } = qualifiers(app, errors);
    if (errors.length > 0 || !part) return { writes: [], errors };

    const comboKey = `${app.partType ?? part.category}\u0000${conditions ?? ''}`;
    let combo = combos.get(comboKey);
    if (combo === undefined) combos.set(comboKey, (combo = combos.size));
    for (const vehicle of vehicles) {
      const pair = part.index * 2 ** 21 + vehicle;
      const first = seen.get(pair);
      if (first !== undefined) {
        at('duplicate', `repeats App ${first}'s part and vehicle.`);
        continue;
      }
      seen.set(pair, app.ordinal);
      if (app.action === 'D') continue;
      const slot = (vehicle * 8 + (position ? positionCode(position) : 0)) * shift + (combo % shift);
      const held = slots.get(slot);
      if (held !== undefined && held % shift !== part.index % shift) {
        const v = matcher.vehicles[vehicle]!;
        at(
          'overlap',
          `App ${Math.floor(held / shift)} gives another part for ${v.year} ${v.make} ${v.model} ${v.engine}` +
            `${position ? ` (${position})` : ''} with nothing to tell them apart (add a Note, Qty or Position).`,
        );
      } else if (held === undefined) slots.set(slot, app.ordinal * shift + (part.index % shift));
    }
    if (errors.length > 0) return { writes: [], errors };
    return {
      writes: vehicles.map((vehicle) => ({
        part_id: part.id,
        vehicle_id: matcher.vehicles[vehicle]!.id,
        category: part.category,
        part_created_at: part.createdAt,
        position,
        quantity_per_vehicle: quantity,
        conditions,
        note,
      })),
      errors,
    };
  }
  return { lookUp, check };
}

const positionCode = (position: FitmentPosition) =>
  ['front', 'rear', 'left', 'right', 'axle-set'].indexOf(position) + 1;

/** created / updated / unchanged for each row against what is stored, one query a batch. */
async function compare(db: Db, writes: FitmentWrite[]) {
  const stored = new Map<string, string>();
  const partIds = [...new Set(writes.map((write) => write.part_id))];
  for (let start = 0; start < partIds.length; start += 500) {
    const rows = await db
      .selectFrom('part_vehicle')
      .select(['part_id', 'vehicle_id', 'position', 'quantity_per_vehicle', 'conditions', 'note'])
      .where('part_id', 'in', partIds.slice(start, start + 500))
      .execute();
    for (const row of rows) stored.set(`${row.part_id}|${row.vehicle_id}`, signature(row));
  }
  return writes.map((write) => {
    const held = stored.get(`${write.part_id}|${write.vehicle_id}`);
    return held === undefined ? 'created' : held === signature(write) ? 'unchanged' : 'updated';
  });
}

const signature = (row: {
  position: string | null;
  quantity_per_vehicle: number | null;
  conditions: string | null;
  note: string | null;
}) =>
  JSON.stringify([
    row.position,
    row.quantity_per_vehicle === null ? null : Number(row.quantity_per_vehicle),
    row.conditions,
    row.note,
  ]);

const fitmentUpsert = {
  columns: ['part_id', 'vehicle_id'],
  update: ['note', 'position', 'quantity_per_vehicle', 'conditions'],
};

/**
 * A batch's rows as upserts of one shape (one statement of arrays on PostgreSQL; prepared multi-row
 * statements that the writer thread runs without being waited for on SQLite), then its deletes.
 */
async function write(db: Db, rows: FitmentWrite[], deletes: FitmentWrite[], between: () => Promise<void>) {
  if (isPostgres(db)) {
    await insertByUnnest(
      db,
      'part_vehicle',
      rows,
      {
        part_id: 'text',
        vehicle_id: 'text',
        category: 'text',
        part_created_at: 'text',
        position: 'text',
        quantity_per_vehicle: 'integer',
        conditions: 'text',
        note: 'text',
      },
      fitmentUpsert,
    );
  } else {
    await insertRows(db, 'part_vehicle', rows, between, fitmentUpsert);
  }
  for (const row of deletes) {
    await db
      .deleteFrom('part_vehicle')
      .where('part_id', '=', row.part_id)
      .where('vehicle_id', '=', row.vehicle_id)
      .execute();
  }
}

async function pass(
  db: Db,
  path: string,
  options: ImportQuery & { write: boolean },
  onRows: (n: number) => void,
) {
  const report = new ReportBuilder();
  const expectedApps = Math.ceil((await fs.promises.stat(path)).size / bytesPerApp);
  const { lookUp, check } = checker(db, await vehicleMatcher(db), expectedApps);
  const pace = eventLoopPacer();
  for await (const apps of readAcesApps(path)) {
    report.rows += apps.length;
    await lookUp(apps);
    const writes: FitmentWrite[] = [];
    const deletes: FitmentWrite[] = [];
    for (const app of apps) {
      await pace();
      const result = check(app);
      if (result.errors.length > 0) {
        if (options.write && !options.skipInvalid) throw new RollBack();
        report.addErrors(result.errors);
        continue;
      }
      (app.action === 'D' ? deletes : writes).push(...result.writes);
    }
    const kinds = await compare(db, writes);
    const changed: FitmentWrite[] = [];
    writes.forEach((row, at) => {
      const kind = kinds[at]!;
      if (kind === 'unchanged') {
        report.unchanged += 1;
        return;
      }
      changed.push(row);
      report.countChange(kind, () => ({
        row: 0,
        kind,
        key: `${row.part_id}|${row.vehicle_id}`,
        columns: [],
      }));
    });
    if (options.write) await write(db, changed, deletes, pace);
    onRows(apps.length);
  }
  return report;
}

/**
 * Dry run: one checking pass, every problem listed by App. Apply: one pass that checks and writes in one
 * transaction; a problem (unless skipInvalid) rolls it back, and a checking pass then lists them all.
 */
export async function importAces(
  { db, config, log }: Pick<Deps, 'db' | 'config' | 'log'>,
  path: string,
  options: ImportQuery,
  onRows: (count: number) => void,
): Promise<ImportReport> {
  if (options.dryRun) return (await pass(db, path, { ...options, write: false }, onRows)).report(true, false);
  try {
    // On a SQLite file the writes run in the writer thread and the WAL is copied off the server's thread
    // afterwards, as the CSV import's (ADR 0042).
    const written = await withCheckpointOffThread(
      db,
      config.databaseUrl,
      () =>
        withWriterThread(db, config.databaseUrl, (writer) =>
          writer.transaction().execute((trx) => pass(trx, path, { ...options, write: true }, onRows)),
        ),
      (error) => log.warn({ err: error }, 'the WAL checkpoint after an ACES import failed'),
    );
    return written.report(false, true);
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    return (await pass(db, path, { ...options, write: false }, () => undefined)).report(false, false);
  }
}
