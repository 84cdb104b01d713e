import { maxVinVehicles, type VinLookup } from '@partsmith/contract/vin';
import type { WithDb } from '../../db/schema';
import { toVehicle } from '../../db/vehicle-row';
import { decodeVin } from './vin/decode-vin';

/**
 * A VIN checked and decoded, with the catalogue's vehicles of its make and year (and model, when
 * decoded): one range of the (year, make, model) index. An invalid VIN picks nothing.
 */
export async function lookUpVin({ db }: WithDb, text: string): Promise<VinLookup> {
  const { valid, year, make, model, problems } = decodeVin(text);
  const answer: VinLookup = { valid, year, make, model, vehicles: [], problems };
  if (!valid || year === undefined || make === undefined) return answer;
  let query = db
    .selectFrom('vehicle')
    .selectAll()
    .where('year', '=', year)
    .where('make', '=', make)
    .orderBy('model')
    .orderBy('engine')
    .limit(maxVinVehicles);
  if (model !== undefined) query = query.where('model', '=', model);
  answer.vehicles = (await query.execute()).map(toVehicle);
  if (answer.vehicles.length === 0) {
    problems.push(
      `Our catalogue has no ${[year, make, model].filter(Boolean).join(' ')}: choose the nearest below.`,
    );
  }
  return answer;
}
