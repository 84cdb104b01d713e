/**
 * Vehicles, for the picker (Year → Make → Model → Engine) and for fitment. Answers:
 *
 * - `GET /api/vehicle/makes?year=` → `string[]`, sorted (`["Audi", "BMW", …]`); `year` optional.
 * - `GET /api/vehicle/models?make=&year=` → `string[]` of that make, sorted; `year` optional.
 * - `GET /api/vehicle/years?make=&model=` → `number[]`, newest first; both optional (none → every year).
 * - `GET /api/vehicle?make=&model=&year=` → `Vehicle[]` (`{_id, make, model, year, engine}`), the
 *   engines to pick from; `make` and `model` required, `year` optional. Not paged: one model has at
 *   most a few hundred rows.
 * - `GET /api/vehicle/{id}` → `Vehicle` (404 if unknown): how a page names a remembered vehicle.
 *
 * Make and model match exactly as the lists spell them.
 */
import { z } from 'zod';
import { Id } from './common';

export const minVehicleYear = 1950;
export const maxVehicleYear = 2100;

export const Vehicle = z.object({
  _id: Id,
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  /** E.g. "1.8 L 2ZR-FE". */
  engine: z.string(),
});
export type Vehicle = z.infer<typeof Vehicle>;

export const VehicleList = z.array(Vehicle);
export type VehicleList = z.infer<typeof VehicleList>;

const name = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(60, `${field} is too long`);

const year = z.coerce
  .number({ message: 'year must be a number' })
  .int('year must be a whole number')
  .min(minVehicleYear, `year must be at least ${minVehicleYear}`)
  .max(maxVehicleYear, `year must be at most ${maxVehicleYear}`);

export const VehicleMakesQuery = z.object({ year: year.optional() });
export type VehicleMakesQuery = z.infer<typeof VehicleMakesQuery>;

export const VehicleModelsQuery = z.object({ make: name('make'), year: year.optional() });
export type VehicleModelsQuery = z.infer<typeof VehicleModelsQuery>;

export const VehicleYearsQuery = z.object({ make: name('make').optional(), model: name('model').optional() });
export type VehicleYearsQuery = z.infer<typeof VehicleYearsQuery>;

export const VehicleQuery = z.object({ make: name('make'), model: name('model'), year: year.optional() });
export type VehicleQuery = z.infer<typeof VehicleQuery>;

export const NameList = z.array(z.string());
export const YearList = z.array(z.number().int());
