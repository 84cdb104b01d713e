import { maxUnits } from '@partsmith/contract/common';
import { centsToDollars, dollarsToCents } from '@partsmith/contract/money';
import {
  type CreatePart,
  type FitmentInput,
  normalizePartNumber,
  type UpdatePart,
} from '@partsmith/contract/parts';
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { PartTable, Tables } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, invalid, notFound } from '../../lib/app-error';
import { insertRows } from '../../db/sqlite-insert';
import { insertByUnnest, isPostgres } from '../../db/unnest-insert';
import { newId, now } from '../../lib/ids';
import { storedImage, type StoredImage } from '../../lib/images/part-images';
import { rearmLowStockWarning } from '../../db/part-stock';
import { assertPriceBreaksFit, priceBreakCents, storePriceBreaks } from './price-breaks';
import { gtinKey, type InterchangeNumber } from '@partsmith/contract/part-numbers';
import {
  assertReplacement,
  distinctInterchange,
  jsonList,
  kindCode,
  numberRows,
  type PartNumbers,
} from './numbers';

/** The numbers a new part is found by. */
function partNumbersOf(input: CreatePart & { partNumber: string }): PartNumbers {
  return {
    partNumber: input.partNumber,
    oemNumbers: distinctNumbers(input.oemNumbers ?? []),
    interchange: distinctInterchange(input.interchange ?? []),
    gtin: input.gtin ?? null,
    supersedes: distinctNumbers(input.supersedes ?? []),
  };
}

type CatalogueContext = Pick<Deps, 'db' | 'images' | 'changes'>;
type Db = Kysely<Tables> | Transaction<Tables>;

/** A part created without a category lands here. */
export const defaultCategory = 'Other';

/** 409 when another part already has this number (in any spelling). */
async function assertNumberFree(db: Db, partNumber: string, exceptId: string | null) {
  const key = normalizePartNumber(partNumber);
  let query = db.selectFrom('part').select(['name', 'part_number']).where('part_number_key', '=', key);
  if (exceptId) query = query.where('id', '!=', exceptId);
  const holder = await query.executeTakeFirst();
  if (holder) {
    throw conflict(`Part number ${partNumber} is already used by “${holder.name}” (${holder.part_number}).`);
  }
}

/** A free `PS-…` number for a part created without one. */
async function nextPartNumber(db: Db, id: string): Promise<string> {
  for (let length = 8; length <= 32; length += 4) {
    const candidate = `PS-${id.replace(/-/g, '').slice(0, length).toUpperCase()}`;
    const taken = await db
      .selectFrom('part')
      .select('id')
      .where('part_number_key', '=', normalizePartNumber(candidate))
      .executeTakeFirst();
    if (!taken) return candidate;
  }
  throw conflict('Could not find a free part number; send one.');
}

/** The OEM numbers as written, each normalised form once. */
export function distinctNumbers(numbers: string[]): string[] {
  const seen = new Set<string>();
  return numbers.filter((number) => {
    const key = normalizePartNumber(number);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Rewrites a part's rows in `part_number`. */
async function storeNumbers(db: Db, partId: string, numbers: PartNumbers) {
  await db.deleteFrom('part_number').where('part_id', '=', partId).execute();
  await db.insertInto('part_number').values(numberRows(partId, numbers)).execute();
}

/** 409 when another part already carries this GTIN (a barcode names one product). */
async function assertGtinFree(db: Db, gtin: string | null | undefined, exceptId: string) {
  const key = gtin ? gtinKey(gtin) : null;
  if (!key) return;
  const holder = await db
    .selectFrom('part_number as n')
    .innerJoin('part as p', 'p.id', 'n.part_id')
    .select(['p.name', 'p.part_number'])
    .where('n.number_key', '=', key)
    .where('n.kind', '=', kindCode('gtin'))
    .where('n.part_id', '!=', exceptId)
    .executeTakeFirst();
  if (holder) throw conflict(`GTIN ${gtin} is already used by “${holder.name}” (${holder.part_number}).`);
}

/** A fitment entry's row in `part_vehicle`. */
function fitmentRow(partId: string, entry: FitmentInput) {
  return {
    part_id: partId,
    vehicle_id: entry.vehicleId,
    note: entry.note || null,
    position: entry.position ?? null,
    quantity_per_vehicle: entry.quantityPerVehicle ?? null,
    conditions: entry.conditions || null,
  };
}

async function assertVehiclesExist(db: Db, vehicleIds: string[]) {
  if (vehicleIds.length === 0) return;
  const found = await db.selectFrom('vehicle').select('id').where('id', 'in', vehicleIds).execute();
  if (found.length !== new Set(vehicleIds).size) {
    const known = new Set(found.map((row) => row.id));
    const missing = vehicleIds.filter((id) => !known.has(id));
    throw invalid(`Unknown vehicle: ${missing.slice(0, 3).join(', ')}. Pick vehicles from GET /api/vehicle.`);
  }
}

async function addFitment(db: Db, partId: string, entries: FitmentInput[]) {
  await assertVehiclesExist(
    db,
    entries.map((entry) => entry.vehicleId),
  );
  for (let start = 0; start < entries.length; start += 100) {
    const rows = entries.slice(start, start + 100).map((entry) => fitmentRow(partId, entry));
    await db
      .insertInto('part_vehicle')
      .values(rows)
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
}

async function changeFitment(
  db: Db,
  partId: string,
  input: Pick<UpdatePart, 'fitment' | 'addFitment' | 'removeFitment'>,
) {
  if (input.fitment) {
    await db.deleteFrom('part_vehicle').where('part_id', '=', partId).execute();
    await addFitment(db, partId, input.fitment);
  }
  if (input.removeFitment && input.removeFitment.length > 0) {
    await db
      .deleteFrom('part_vehicle')
      .where('part_id', '=', partId)
      .where('vehicle_id', 'in', input.removeFitment)
      .execute();
  }
  if (input.addFitment) await addFitment(db, partId, input.addFitment);
}

/**
 * Replaces the breaks when sent, and checks them (new or stored) against the minimum order and price
 * the part has after this write, so a price or minimum change cannot leave a break out of line.
 */
async function changePriceBreaks(
  db: Db,
  partId: string,
  input: Pick<UpdatePart, 'priceBreaks' | 'price' | 'minOrderQuantity'>,
  current: { min_order_quantity: number; price_cents: number },
) {
  if (input.priceBreaks === undefined && input.price === undefined && input.minOrderQuantity === undefined) {
    return;
  }
  const breaks =
    input.priceBreaks ??
    (await priceBreakCents(db, partId)).map((entry) => ({
      minQuantity: entry.minQuantity,
      price: centsToDollars(entry.priceCents),
    }));
  assertPriceBreaksFit(breaks, {
    minOrderQuantity: input.minOrderQuantity ?? current.min_order_quantity,
    priceCents: input.price !== undefined ? dollarsToCents(input.price) : current.price_cents,
  });
  if (input.priceBreaks !== undefined) await storePriceBreaks(db, partId, input.priceBreaks);
}

/** A unique-index race (two admins saving one number at once) answers 409 like the check before it. */
function clashToConflict(error: unknown, partNumber: string | undefined): never {
  const message = error instanceof Error ? error.message : '';
  if (partNumber && /part_number_key|UNIQUE constraint failed: part\.part_number_key/.test(message)) {
    throw conflict(`Part number ${partNumber} is already used by another part.`);
  }
  throw error;
}

export async function createPart(app: CatalogueContext, input: CreatePart): Promise<string> {
  const id = newId();
  const image = await storedImage(app, input.img);
  try {
    await app.db.transaction().execute((trx) => insertPart(trx, id, input, image));
  } catch (error) {
    clashToConflict(error, input.partNumber);
  }
  app.changes.emit('parts');
  return id;
}

/** createPart's writes, inside the caller's transaction. */
async function insertPart(trx: Db, id: string, input: CreatePart, image: StoredImage): Promise<void> {
  const partNumber = input.partNumber ?? (await nextPartNumber(trx, id));
  await assertNumberFree(trx, partNumber, null);
  await assertGtinFree(trx, input.gtin, id);
  await assertReplacement(trx, id, input.replacedBy ?? null);
  await insertParts(trx, [{ id, input: { ...input, partNumber }, image }]);
  if (input.priceBreaks) {
    assertPriceBreaksFit(input.priceBreaks, {
      minOrderQuantity: input.minOrderQuantity,
      priceCents: dollarsToCents(input.price),
    });
    await storePriceBreaks(trx, id, input.priceBreaks);
  }
}

export interface NewPartEntry {
  id: string;
  input: CreatePart & { partNumber: string };
  image: StoredImage;
}

/** A new part's columns as insertParts sends them to PostgreSQL. */
const partColumnTypes = {
  id: 'text',
  name: 'text',
  min_order_quantity: 'integer',
  available_quantity: 'integer',
  price_cents: 'integer',
  description: 'text',
  image_large: 'text',
  image_thumbnail: 'text',
  part_number: 'text',
  part_number_key: 'text',
  category: 'text',
  oem_numbers: 'text',
  interchange: 'text',
  gtin: 'text',
  supersedes: 'text',
  replaced_by: 'text',
  low_stock_threshold: 'integer',
  created_at: 'text',
  updated_at: 'text',
} as const;

/**
 * Writes new parts (numbers already checked free) with their numbers and fitment, a few statements for
 * the lot: createPart writes one, the catalogue import a batch of them in its transaction (its vehicle
 * ids read from the table in that transaction: `vehiclesKnown`).
 */
export async function insertParts(
  trx: Db,
  parts: NewPartEntry[],
  {
    vehiclesKnown = false,
    between,
  }: {
    vehiclesKnown?: boolean;
    /** Awaited between two statements (the import lets other requests run there). */
    between?: () => Promise<void>;
  } = {},
): Promise<void> {
  if (parts.length === 0) return;
  const at = now();
  const fitment = parts.flatMap(({ id, input }) =>
    (input.fitment ?? []).map((entry) => fitmentRow(id, entry)),
  );
  // The import resolved its vehicle ids from the table in this transaction: no need to look again.
  if (!vehiclesKnown) await assertVehiclesExist(trx, [...new Set(fitment.map((row) => row.vehicle_id))]);
  const rows = parts.map(({ id, input, image }) => ({
    id,
    name: input.name,
    min_order_quantity: input.minOrderQuantity,
    available_quantity: input.availableQuantity,
    price_cents: dollarsToCents(input.price),
    description: input.description,
    ...image,
    part_number: input.partNumber,
    part_number_key: normalizePartNumber(input.partNumber),
    category: input.category ?? defaultCategory,
    oem_numbers: JSON.stringify(distinctNumbers(input.oemNumbers ?? [])),
    interchange: JSON.stringify(distinctInterchange(input.interchange ?? [])),
    gtin: input.gtin ?? null,
    supersedes: JSON.stringify(distinctNumbers(input.supersedes ?? [])),
    replaced_by: input.replacedBy ?? null,
    low_stock_threshold: input.lowStockThreshold ?? null,
    created_at: at,
    updated_at: at,
  }));
  const numbers = parts.flatMap(({ id, input }) => numberRows(id, partNumbersOf(input)));
  if (isPostgres(trx)) {
    await insertByUnnest(trx, 'part', rows, partColumnTypes);
    await between?.();
    await insertByUnnest(trx, 'part_number', numbers, {
      number_key: 'text',
      part_id: 'text',
      kind: 'integer',
      brand: 'text',
    });
    await between?.();
    await insertByUnnest(trx, 'part_vehicle', fitment, {
      part_id: 'text',
      vehicle_id: 'text',
      note: 'text',
      position: 'text',
      quantity_per_vehicle: 'integer',
      conditions: 'text',
    });
    return;
  }
  for (const [table, values] of [
    ['part', rows],
    ['part_number', numbers],
    ['part_vehicle', fitment],
  ] as const) {
    await insertRows(trx, table, values, between);
  }
}

/**
 * Edits or restocks a part in one conditional update, so orders placed meanwhile are never lost from
 * the count: `restock` adds to the stock as it is; an absolute stock applies only if the stock is still
 * the one the admin saw (409 otherwise). The stock may not end below the minimum order when either is set.
 */
export async function updatePart(app: CatalogueContext, id: string, input: UpdatePart): Promise<number> {
  const image = input.img !== undefined ? await storedImage(app, input.img) : undefined;
  try {
    const changed = await app.db.transaction().execute((trx) => changePart(trx, id, input, image));
    app.changes.emit('parts');
    return changed;
  } catch (error) {
    clashToConflict(error, input.partNumber);
  }
}

/** updatePart's checks and writes, inside the caller's transaction (the import writes many parts in one). */
export async function changePart(
  trx: Db,
  id: string,
  input: UpdatePart,
  image: StoredImage | undefined,
): Promise<number> {
  const current = await trx.selectFrom('part').selectAll().where('id', '=', id).executeTakeFirst();
  if (!current) throw notFound('part');
  const min = input.minOrderQuantity ?? current.min_order_quantity;
  if (input.availableQuantity !== undefined && input.availableQuantity < min) {
    throw invalid(
      `The available quantity (${input.availableQuantity}) cannot be less than the minimum order (${min}).`,
    );
  }
  if (input.partNumber !== undefined) await assertNumberFree(trx, input.partNumber, id);
  await assertGtinFree(trx, input.gtin, id);
  if (input.replacedBy !== undefined) await assertReplacement(trx, id, input.replacedBy);
  const oemNumbers = input.oemNumbers !== undefined ? distinctNumbers(input.oemNumbers) : undefined;
  const interchange = input.interchange !== undefined ? distinctInterchange(input.interchange) : undefined;
  const supersedes = input.supersedes !== undefined ? distinctNumbers(input.supersedes) : undefined;
  const changes: Updateable<PartTable> = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.price !== undefined && { price_cents: dollarsToCents(input.price) }),
    ...(input.minOrderQuantity !== undefined && { min_order_quantity: input.minOrderQuantity }),
    ...(input.availableQuantity !== undefined && { available_quantity: input.availableQuantity }),
    ...image,
    ...(input.partNumber !== undefined && {
      part_number: input.partNumber,
      part_number_key: normalizePartNumber(input.partNumber),
    }),
    ...(input.category !== undefined && { category: input.category }),
    ...(oemNumbers !== undefined && { oem_numbers: JSON.stringify(oemNumbers) }),
    ...(interchange !== undefined && { interchange: JSON.stringify(interchange) }),
    ...(input.gtin !== undefined && { gtin: input.gtin }),
    ...(supersedes !== undefined && { supersedes: JSON.stringify(supersedes) }),
    ...(input.replacedBy !== undefined && { replaced_by: input.replacedBy }),
    ...(input.lowStockThreshold !== undefined && { low_stock_threshold: input.lowStockThreshold }),
    updated_at: now(),
  };
  // The stock rules are conditions of the update itself, so orders placed meanwhile are never lost:
  // a restock adds to the stock as it is now; an absolute stock applies only while it is still the
  // one the admin saw; a new minimum order must fit the stock.
  let update = trx.updateTable('part').set(changes).where('id', '=', id);
  if (input.restock !== undefined) {
    update = update
      .set({ available_quantity: sql<number>`available_quantity + ${input.restock}` })
      .where(sql<boolean>`available_quantity + ${input.restock} <= ${maxUnits}`);
  }
  if (input.availableQuantity !== undefined) {
    update = update.where('available_quantity', '=', input.expectedAvailableQuantity!);
  } else if (input.minOrderQuantity !== undefined) {
    update = update.where(
      sql<boolean>`available_quantity + ${input.restock ?? 0} >= ${input.minOrderQuantity}`,
    );
  }
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw await whyNotUpdated(trx, id, input);
  await rearmLowStockWarning(trx, id);
  const numbersChanged = [input.partNumber, oemNumbers, interchange, input.gtin, supersedes].some(
    (value) => value !== undefined,
  );
  if (numbersChanged) {
    await storeNumbers(trx, id, {
      partNumber: input.partNumber ?? current.part_number,
      oemNumbers: oemNumbers ?? jsonList<string>(current.oem_numbers).map(String),
      interchange: interchange ?? jsonList<InterchangeNumber>(current.interchange),
      gtin: input.gtin !== undefined ? input.gtin : current.gtin,
      supersedes: supersedes ?? jsonList<string>(current.supersedes).map(String),
    });
  }
  await changeFitment(trx, id, input);
  await changePriceBreaks(trx, id, input, current);
  return 1;
}

/** Why the conditional update changed nothing, read only on that path. */
async function whyNotUpdated(db: Db, id: string, input: UpdatePart) {
  const now = await db
    .selectFrom('part')
    .select('available_quantity')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!now) return notFound('part');
  if (input.availableQuantity !== undefined) {
    return conflict(
      `The stock changed since you loaded it (it is now ${now.available_quantity}). Reload the page and enter the stock again.`,
    );
  }
  if (input.restock !== undefined && now.available_quantity + input.restock > maxUnits) {
    return invalid('The stock would be too large after this restock.');
  }
  return invalid(
    `The minimum order (${input.minOrderQuantity}) cannot be more than the available quantity (${now.available_quantity + (input.restock ?? 0)}).`,
  );
}

/** Removes a part from the catalogue (its numbers and fitment go with it); orders keep name and price. */
export async function deletePart({ db, changes }: CatalogueContext, id: string): Promise<number> {
  const result = await db.deleteFrom('part').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('part');
  changes.emit('parts');
  return 1;
}
