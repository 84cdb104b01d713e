import type { Vehicle } from '@partsmith/contract/vehicles';
import type { VehicleRow } from './schema';

/** A vehicle row as the API answers it: the picker's lists and a part's fitment alike. */
export function toVehicle(row: Pick<VehicleRow, 'id' | 'make' | 'model' | 'year' | 'engine'>): Vehicle {
  return { _id: row.id, make: row.make, model: row.model, year: row.year, engine: row.engine };
}
