import { normalizePartNumber } from '@partsmith/contract/parts';
import type { FastifyInstance } from 'fastify';
import type { NewPart, NewReview } from '../db/schema';
import { newId, now } from '../lib/ids';

/** A complete part row for tests to insert. */
export function newPartRow(overrides: Partial<NewPart> = {}): NewPart {
  const at = now();
  const id = newId();
  const partNumber = overrides.part_number ?? `PS-TS-${id.slice(0, 8).toUpperCase()}`;
  return {
    id,
    name: 'Ceramic brake pads',
    min_order_quantity: 10,
    available_quantity: 500,
    price_cents: 2450,
    description: 'Low-dust ceramic pads for front axles.',
    image_large: '/images/pads-large.webp',
    image_thumbnail: '/images/pads-thumbnail.webp',
    created_at: at,
    updated_at: at,
    part_number: partNumber,
    part_number_key: normalizePartNumber(partNumber),
    category: 'Brakes',
    oem_numbers: '[]',
    ...overrides,
  };
}

/** Inserts straight into the database, as another instance would, and drops this instance's cache. */
export async function insertPart(app: FastifyInstance, overrides: Partial<NewPart> = {}) {
  const row = newPartRow(overrides);
  await app.db.insertInto('part').values(row).execute();
  const oemKeys = (JSON.parse(row.oem_numbers) as string[]).map(normalizePartNumber);
  await app.db
    .insertInto('part_number')
    .values([
      { number_key: row.part_number_key, part_id: row.id, kind: 0 },
      ...oemKeys.map((key) => ({ number_key: key, part_id: row.id, kind: 1 })),
    ])
    .execute();
  app.changes.emit('parts');
  return row;
}

export async function insertReview(app: FastifyInstance, overrides: Partial<NewReview> = {}) {
  const row: NewReview = {
    id: newId(),
    user_id: null,
    author_name: 'Dana Workshop',
    ratings: 5,
    description: 'Reliable parts, quick delivery.',
    created_at: now(),
    ...overrides,
  };
  await app.db.insertInto('review').values(row).execute();
  app.changes.emit('reviews');
  return row;
}

/**
 * Inserts a vehicle row (the picker's data), by default a 2018 Toyota Corolla with an engine of its own,
 * and drops this instance's cache, as insertPart does.
 */
export async function insertVehicle(
  app: FastifyInstance,
  overrides: Partial<{ id: string; make: string; model: string; year: number; engine: string }> = {},
) {
  const id = overrides.id ?? newId();
  const row = {
    id,
    make: 'Toyota',
    model: 'Corolla',
    year: 2018,
    engine: `1.8 L ${id.slice(-12)}`,
    ...overrides,
  };
  await app.db.insertInto('vehicle').values(row).execute();
  app.changes.emit('parts');
  return row;
}

/** Says the part fits the vehicle (with an optional note). */
export async function insertFitment(
  app: FastifyInstance,
  partId: string,
  vehicleId: string,
  note: string | null = null,
) {
  await app.db.insertInto('part_vehicle').values({ part_id: partId, vehicle_id: vehicleId, note }).execute();
  app.changes.emit('parts');
}
