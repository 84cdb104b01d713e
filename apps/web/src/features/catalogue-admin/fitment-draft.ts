import { z } from 'zod';
import { FitmentConditions, FitmentPosition, QuantityPerVehicle } from '@partsmith/contract/part-numbers';
import type { FitmentInput } from '@partsmith/contract/parts';
import type { Vehicle } from '@partsmith/contract/vehicles';

/**
 * One vehicle's row as the form holds it: the note and the qualifiers (position, quantity per vehicle,
 * conditions) as typed; an empty position or quantity is none.
 */
const FitmentEntry = z.object({
  vehicle: z.custom<Vehicle>(),
  note: z.string().trim().max(120, 'The note is too long (120 characters at most)'),
  position: z.union([z.literal(''), FitmentPosition]).transform((value) => value || null),
  quantityPerVehicle: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      const checked = QuantityPerVehicle.safeParse(Number(value));
      if (checked.success) return checked.data;
      ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Check the quantity' });
      return z.NEVER;
    }),
  conditions: FitmentConditions,
});
export type FitmentEntry = z.input<typeof FitmentEntry>;

/** A vehicle's row before the admin qualifies it. */
export const unqualified = (vehicle: Vehicle, note = ''): FitmentEntry => ({
  vehicle,
  note,
  position: '',
  quantityPerVehicle: '',
  conditions: '',
});

/**
 * Fitment as the form holds it: vehicles added, rows of the current list whose note or qualifiers
 * changed (`changed`, sent again whole: the server replaces a vehicle's row), and the ids of vehicles to
 * take off the part's list. A new part has only additions.
 */
export const FitmentDraft = z.object({
  added: z.array(FitmentEntry),
  changed: z.array(FitmentEntry),
  removed: z.array(z.string()),
});
export type FitmentDraft = z.input<typeof FitmentDraft>;
export const noFitmentChange: FitmentDraft = { added: [], changed: [], removed: [] };

type CheckedEntry = z.output<typeof FitmentEntry>;

/** Vehicles added, each with only the note and qualifiers the admin gave. */
export const fitmentToSend = (entries: readonly CheckedEntry[]): FitmentInput[] =>
  entries.map(({ vehicle, note, position, quantityPerVehicle, conditions }) => ({
    vehicleId: vehicle._id,
    ...(note && { note }),
    ...(position && { position }),
    ...(quantityPerVehicle !== null && { quantityPerVehicle }),
    ...(conditions && { conditions }),
  }));

/** Rows of the current list changed: sent whole, as the server replaces the vehicle's row. */
export const changedFitmentToSend = (entries: readonly CheckedEntry[]): FitmentInput[] =>
  entries.map(({ vehicle, note, position, quantityPerVehicle, conditions }) => ({
    vehicleId: vehicle._id,
    note,
    position,
    quantityPerVehicle,
    conditions,
  }));
