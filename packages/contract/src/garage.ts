/**
 * A buyer's garage (issue 36): the vehicles they shop for, each with a name ("Dad's Corolla",
 * "Van 3"), at most `maxGarageVehicles`. Private to the buyer (another buyer's id → 404; admins, who do
 * not buy, 403). Which one they shop for now is "My vehicle" (`PUT /api/profile/{email}/vehicle`).
 *
 * - `GET /api/garage` → `GarageVehicle[]`, oldest first (bounded, so one answer).
 * - `POST /api/garage` `AddGarageVehicle` `{ vehicleId, name? }` → 201 `GarageVehicle` (409 past the bound;
 *   a missing name is the vehicle's own, "2018 Toyota Corolla").
 * - `PUT /api/garage/{id}` `RenameGarageVehicle` `{ name }` → `GarageVehicle`.
 * - `DELETE /api/garage/{id}` → `{ deletedCount: 1 }`.
 */
import { z } from 'zod';
import { Id } from './common';
import { Vehicle } from './vehicles';

export const maxGarageVehicles = 20;

const garageName = z
  .string({ message: 'The name must be text' })
  .trim()
  .min(1, 'Give the vehicle a name')
  .max(60, 'The name is too long (60 characters at most)');

export const AddGarageVehicle = z.object({
  vehicleId: Id,
  name: garageName.optional(),
});
export type AddGarageVehicle = z.infer<typeof AddGarageVehicle>;

export const RenameGarageVehicle = z.object({ name: garageName });
export type RenameGarageVehicle = z.infer<typeof RenameGarageVehicle>;

export const GarageVehicle = z.object({
  _id: Id,
  name: z.string(),
  vehicle: Vehicle,
  addedAt: z.string(),
});
export type GarageVehicle = z.infer<typeof GarageVehicle>;
export const GarageVehicles = z.array(GarageVehicle);
export type GarageVehicles = z.infer<typeof GarageVehicles>;
