import type {
  Vehicle,
  VehicleMakesQuery,
  VehicleModelsQuery,
  VehicleQuery,
  VehicleYearsQuery,
} from '@partsmith/contract/vehicles';
import type { WithDb } from '../../db/schema';
import { toVehicle } from '../../db/vehicle-row';
import { notFound } from '../../lib/app-error';
import { cachedValue } from '../../lib/keyed-cache';

/** More rows than any one model has; keeps a malformed catalogue from answering without bound. */
const maxVehicles = 500;

/** Each picker list is answered from an index: (make, model, year, engine) or (year, make, model). */
export async function listMakes({ db }: WithDb, { year }: VehicleMakesQuery): Promise<string[]> {
  let query = db.selectFrom('vehicle').select('make').distinct().orderBy('make');
  if (year !== undefined) query = query.where('year', '=', year);
  return (await query.execute()).map((row) => row.make);
}

export async function listModels({ db }: WithDb, { make, year }: VehicleModelsQuery): Promise<string[]> {
  let query = db.selectFrom('vehicle').select('model').distinct().where('make', '=', make).orderBy('model');
  if (year !== undefined) query = query.where('year', '=', year);
  return (await query.execute()).map((row) => row.model);
}

export async function listYears({ db }: WithDb, { make, model }: VehicleYearsQuery): Promise<number[]> {
  let query = db.selectFrom('vehicle').select('year').distinct().orderBy('year', 'desc');
  if (make !== undefined) query = query.where('make', '=', make);
  if (model !== undefined) query = query.where('model', '=', model);
  return (await query.execute()).map((row) => Number(row.year));
}

/** How long the list of every model year may lag behind another instance's vehicle writes. */
const allYearsMaxAgeMs = 1000;

/**
 * Every model year (no make or model given): what the picker asks first, and so does every rendered
 * `/parts` page. It scans the whole years index (145 µs at the 5,621 vehicles of the demo catalogue,
 * more with more): kept for a second, and until `invalidate` (a catalogue write on this instance).
 */
export function allYearsCache(deps: WithDb) {
  return cachedValue(() => listYears(deps, {}), allYearsMaxAgeMs);
}

export async function listVehicles({ db }: WithDb, { make, model, year }: VehicleQuery): Promise<Vehicle[]> {
  let query = db
    .selectFrom('vehicle')
    .selectAll()
    .where('make', '=', make)
    .where('model', '=', model)
    .orderBy('year', 'desc')
    .orderBy('engine')
    .limit(maxVehicles);
  if (year !== undefined) query = query.where('year', '=', year);
  return (await query.execute()).map(toVehicle);
}

export async function getVehicle({ db }: WithDb, id: string): Promise<Vehicle> {
  const row = await db.selectFrom('vehicle').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('vehicle');
  return toVehicle(row);
}

export type YearsCache = ReturnType<typeof allYearsCache>;
