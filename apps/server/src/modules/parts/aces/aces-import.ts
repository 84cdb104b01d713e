import type { ImportError, ImportQuery, ImportReport } from '@partsmith/contract/catalogue-csv';
import { type FitmentPosition, maxQuantityPerVehicle } from '@partsmith/contract/part-numbers';
import { normalizePartNumber } from '@partsmith/contract/parts';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../../db/schema';
import type { Deps } from '../../../deps';
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
}

/** Part numbers looked up a batch at a time; at most this many kept between batches. */
const maxKnownParts = 200_000;
const shift = 2 ** 26;

/** One fitment row an App asks for. */
interface FitmentWrite {
  part_id: string;
  vehicle_id: string;
  position: FitmentPosition | null;
  quantity_per_vehicle: number | null;
  conditions: string | null;
  note: string | null;
}

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

function checker(db: Db, matcher: VehicleMatcher) {
  const parts = new Map<string, KnownPart | null>();
  let nextPart = 0;
  /** (part, vehicle) → the App that first named it. */
  const seen = new Map<number, number>();
  /** (vehicle, position, part type and conditions) → the App and part that first named it. */
  const slots = new Map<number, number>();
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
        .select(['id', 'part_number', 'part_number_key', 'category'])
        .where('part_number_key', 'in', slice)
        .execute();
      for (const key of slice) parts.set(key, null);
      for (const row of rows) {
        parts.set(row.part_number_key, {
          index: nextPart++,
          id: row.id,
          partNumber: row.part_number,
          category: row.category,
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

/** created / updated / unchanged for rows against what is stored, one query a batch. */
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
  return (write: FitmentWrite) => {
    const held = stored.get(`${write.part_id}|${write.vehicle_id}`);
    return held === undefined ? 'created' : held === signature(write) ? 'unchanged' : 'updated';
  };
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

async function write(db: Db, rows: FitmentWrite[], deletes: FitmentWrite[]) {
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto('part_vehicle')
      .values(rows.slice(start, start + 200))
      .onConflict((oc) =>
        oc.columns(['part_id', 'vehicle_id']).doUpdateSet((eb) => ({
          note: eb.ref('excluded.note'),
          position: eb.ref('excluded.position'),
          quantity_per_vehicle: eb.ref('excluded.quantity_per_vehicle'),
          conditions: eb.ref('excluded.conditions'),
        })),
      )
      .execute();
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
  const { lookUp, check } = checker(db, await vehicleMatcher(db));
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
    const status = await compare(db, writes);
    for (const row of writes) {
      const kind = status(row);
      if (kind === 'unchanged') report.unchanged += 1;
      else report.addChange({ row: 0, kind, key: `${row.part_id}|${row.vehicle_id}`, columns: [] });
    }
    if (options.write)
      await write(
        db,
        writes.filter((row) => status(row) !== 'unchanged'),
        deletes,
      );
    onRows(apps.length);
  }
  return report;
}

/**
 * Dry run: one checking pass, every problem listed by App. Apply: one pass that checks and writes in one
 * transaction; a problem (unless skipInvalid) rolls it back, and a checking pass then lists them all.
 */
export async function importAces(
  { db }: Pick<Deps, 'db'>,
  path: string,
  options: ImportQuery,
  onRows: (count: number) => void,
): Promise<ImportReport> {
  if (options.dryRun) return (await pass(db, path, { ...options, write: false }, onRows)).report(true, false);
  try {
    const written = await db
      .transaction()
      .execute((trx) => pass(trx, path, { ...options, write: true }, onRows));
    return written.report(false, true);
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    return (await pass(db, path, { ...options, write: false }, () => undefined)).report(false, false);
  }
}
