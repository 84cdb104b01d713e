/**
 * Vehicle pages (issue 36): `/vehicles/{make}/{model}/{year}` lists the parts that fit that vehicle,
 * grouped by category, a page at a time, with a choice of engine (`?engine={vehicle id}`).
 *
 * - `GET /api/vehicle/parts?make=&model=&year=&engine=&page=&limit=` → `VehiclePart[]`, one page of the
 *   parts that fit any engine of it (or the one chosen), by category, then in the catalogue's order
 *   (oldest first, as `GET /api/part`); `X-Total-Count` and `Link` as every list. 404 when the catalogue has no such vehicle (or that engine is not one of it).
 */
import { z } from 'zod';
import { Id } from './common';
import { PageQuery } from './paging';
import { VehicleQuery } from './vehicles';

export const VehiclePartsQuery = PageQuery.extend({
  make: VehicleQuery.shape.make,
  model: VehicleQuery.shape.model,
  year: VehicleQuery.shape.year.unwrap(),
  engine: Id.optional(),
});
export type VehiclePartsQuery = z.infer<typeof VehiclePartsQuery>;

export const VehiclePart = z.object({
  _id: Id,
  name: z.string(),
  partNumber: z.string(),
  category: z.string(),
  /** Unit price, dollars. */
  price: z.number(),
  thumbnail: z.string(),
  minOrderQuantity: z.number().int(),
  availableQuantity: z.number().int(),
});
export type VehiclePart = z.infer<typeof VehiclePart>;
export const VehiclePartList = z.array(VehiclePart);
export type VehiclePartList = z.infer<typeof VehiclePartList>;
