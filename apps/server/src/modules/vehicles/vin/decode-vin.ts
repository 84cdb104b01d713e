import { normaliseVin, vinShapeProblem } from '@partsmith/contract/vin';
import { expectedCheckDigit } from './check-digit';
import { makeOfWmi, modelOfVin } from './makers';
import { modelYearOf } from './model-year';

export interface DecodedVin {
  vin: string;
  /** 17 allowed characters with a matching check digit. */
  valid: boolean;
  year?: number;
  make?: string;
  model?: string;
  problems: string[];
}

/**
 * Checks and decodes a VIN offline (ADR 0036): its characters and check digit, its model year and
 * maker, and the model where the maker's code for it is known. Says in `problems` what it could not.
 */
export function decodeVin(text: string, today = new Date()): DecodedVin {
  const vin = normaliseVin(text);
  const shapeProblem = vinShapeProblem(vin);
  if (shapeProblem) return { vin, valid: false, problems: [shapeProblem] };

  const problems: string[] = [];
  const expected = expectedCheckDigit(vin);
  const valid = vin[8] === expected;
  if (!valid) {
    problems.push(
      `The check digit (position 9) is ${vin[8]} but the other characters give ${expected}: one of them is probably mistyped.`,
    );
  }
  const { year, problem: yearProblem } = modelYearOf(vin, today);
  if (yearProblem) problems.push(yearProblem);
  const make = makeOfWmi(vin);
  if (!make) problems.push(`The maker code ${vin.slice(0, 3)} is not one of the makes we sell.`);
  const model = make ? modelOfVin(vin) : undefined;
  if (make && !model)
    problems.push(`The model of this ${make} could not be read from the VIN; choose it below.`);
  return { vin, valid, year, make, model, problems };
}
