/**
 * VIN lookup (issue 36): `GET /api/vehicle/vin/{vin}` → `VinLookup`. Decoded offline (ADR 0036): the
 * characters and the check digit (position 9), the model year (position 10, its 30-year cycle told
 * apart by position 7) and the maker (positions 1–3, the WMI); the model where a hand-kept table knows
 * the maker's code for it. `vehicles` are the catalogue's vehicles of that make, year (and model, when
 * decoded), at most `maxVinVehicles`; empty for an invalid VIN. `problems` says, in words, what could not
 * be decoded or which check failed. Text that is no VIN at all (not 17 characters, or holding I, O, Q
 * or other characters) is 400 with a message saying what is wrong; spaces, dashes and case are ignored.
 */
import { z } from 'zod';
import { Vehicle } from './vehicles';

export const vinLength = 17;
export const maxVinVehicles = 100;

/** Why `vin` (normalised) cannot be a VIN at all, or nothing. */
export function vinShapeProblem(vin: string): string | undefined {
  if (vin.length !== vinLength) return `A VIN has ${vinLength} characters; this one has ${vin.length}.`;
  const wrong = [...vin].findIndex((character) => !/[A-HJ-NPR-Z0-9]/.test(character));
  if (wrong < 0) return undefined;
  const character = vin[wrong] ?? '';
  return /[IOQ]/.test(character)
    ? `A VIN never holds I, O or Q (they read as 1 and 0): position ${wrong + 1} is ${character}.`
    : `A VIN holds only letters and digits: position ${wrong + 1} is “${character}”.`;
}

export const VinParams = z.object({
  vin: z
    .string()
    .max(60, 'A VIN has 17 characters; this is far longer')
    .transform(normaliseVin)
    .superRefine((vin, context) => {
      const problem = vinShapeProblem(vin);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
export type VinParams = z.infer<typeof VinParams>;

export const VinLookup = z.object({
  /** 17 allowed characters (no I, O or Q) whose check digit matches. */
  valid: z.boolean(),
  year: z.number().int().optional(),
  make: z.string().optional(),
  model: z.string().optional(),
  vehicles: z.array(Vehicle),
  problems: z.array(z.string()),
});
export type VinLookup = z.infer<typeof VinLookup>;

/** A VIN as typed ("1hgcm8 2633a-004352") in the form it is checked: upper case, no spaces or dashes. */
export function normaliseVin(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}
