import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../../db/schema';
import { editDistance } from '../../../lib/edit-distance';

type Db = Kysely<Tables> | Transaction<Tables>;

interface KnownVehicle {
  id: string;
  make: string;
  model: string;
  year: number;
  engine: string;
}

const fold = (value: string) => value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The vehicles an ACES file is matched against, held once per import (the picker's table: thousands of
 * rows, not millions): by make, model, year and engine name (case and spacing aside), by BaseVehicle id
 * where one is stored, and each as a small index for the duplicate and overlap checks.
 */
export async function vehicleMatcher(db: Db) {
  const rows = await db
    .selectFrom('vehicle')
    .select(['id', 'make', 'model', 'year', 'engine', 'base_vehicle_id'])
    .execute();
  const vehicles: KnownVehicle[] = rows.map((row) => ({ ...row, year: Number(row.year) }));
  const exact = new Map<string, number>();
  const byYear = new Map<string, number[]>();
  const byBase = new Map<number, number[]>();
  /** Each make and model's vehicles, for the closest match to an unknown one. */
  const models = new Map<string, KnownVehicle[]>();
  vehicles.forEach((vehicle, index) => {
    exact.set(fold(`${vehicle.make}|${vehicle.model}|${vehicle.year}|${vehicle.engine}`), index);
    const yearKey = fold(`${vehicle.make}|${vehicle.model}|${vehicle.year}`);
    byYear.set(yearKey, [...(byYear.get(yearKey) ?? []), index]);
    const base = rows[index]!.base_vehicle_id;
    if (base !== null) byBase.set(Number(base), [...(byBase.get(Number(base)) ?? []), index]);
    const modelKey = fold(`${vehicle.make}|${vehicle.model}`);
    models.set(modelKey, [...(models.get(modelKey) ?? []), vehicle]);
  });

  return {
    vehicles,
    /** Indexes of the vehicles an App names (empty: unknown). */
    match(app: {
      baseVehicleId: number | null;
      make: string | null;
      model: string | null;
      yearFrom: number | null;
      yearTo: number | null;
      engine: string | null;
    }): number[] {
      if (app.baseVehicleId !== null && byBase.has(app.baseVehicleId)) return byBase.get(app.baseVehicleId)!;
      if (!app.make || !app.model || app.yearFrom === null) return [];
      const to = Math.min(app.yearTo ?? app.yearFrom, app.yearFrom + 100);
      const found: number[] = [];
      for (let year = app.yearFrom; year <= to; year += 1) {
        if (app.engine) {
          const index = exact.get(fold(`${app.make}|${app.model}|${year}|${app.engine}`));
          if (index !== undefined) found.push(index);
        } else {
          found.push(...(byYear.get(fold(`${app.make}|${app.model}|${year}`)) ?? []));
        }
      }
      return found;
    },
    /** The closest vehicle we hold to an unknown one, written make|model|year|engine, or null. */
    closest(app: {
      make: string | null;
      model: string | null;
      yearFrom: number | null;
      engine: string | null;
    }) {
      if (!app.make || !app.model) return null;
      const key = fold(`${app.make}|${app.model}`);
      // The make and model's own vehicles (held by name: a file of many unknown vehicles costs no pass
      // over every vehicle each), else those of the nearest make and model by spelling.
      let candidates = models.get(key);
      if (!candidates) {
        const nearest = [...models.entries()]
          .map(([name, held]) => ({ held, distance: editDistance(key, name) }))
          .filter((entry) => entry.distance <= 3)
          .sort((a, b) => a.distance - b.distance)[0];
        if (!nearest) return null;
        candidates = nearest.held;
      }
      const year = app.yearFrom ?? 0;
      const engine = fold(app.engine ?? '');
      const best = candidates
        .map((vehicle) => ({
          vehicle,
          score: Math.abs(vehicle.year - year) * 100 + editDistance(engine, fold(vehicle.engine)),
        }))
        .sort((a, b) => a.score - b.score)[0]?.vehicle;
      return best ? `${best.make}|${best.model}|${best.year}|${best.engine}` : null;
    },
  };
}

export type VehicleMatcher = Awaited<ReturnType<typeof vehicleMatcher>>;
