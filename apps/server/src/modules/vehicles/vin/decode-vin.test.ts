import { describe, expect, it } from 'vitest';
import { expectedCheckDigit } from './check-digit';
import { decodeVin } from './decode-vin';
import { modelYearOf } from './model-year';

const today = new Date('2026-11-28T00:00:00Z');

/**
 * Published VINs: the worked example of the check-digit rule in the Wikibooks "Vehicle Identification
 * Numbers" book (1M8GDM9AXKP042788, an MCI coach, check digit X); the Ford of the vpic-api client's
 * documentation (1FTMW1T88MFA00001); the 2003 Honda Accord of countless decoder examples
 * (1HGCM82633A004352); the Hyundai Kona and the Accord of @cardog/corgi's README (KM8K2CAB4PU001140,
 * and 1HGCM82633A123456, whose check digit is wrong: the other characters give 7); Wikipedia's
 * European Porsche (WP0ZZZ99ZTS392124, Z where North America puts the check digit).
 */
describe('VIN check digit (position 9)', () => {
  it.each([
    ['1M8GDM9AXKP042788', 'X'],
    ['1FTMW1T88MFA00001', '8'],
    ['1HGCM82633A004352', '3'],
    ['KM8K2CAB4PU001140', '4'],
    ['11111111111111111', '1'],
  ])('%s carries its own check digit %s', (vin, digit) => {
    expect(expectedCheckDigit(vin)).toBe(digit);
    expect(decodeVin(vin, today).valid).toBe(true);
  });

  it.each([
    ['1HGCM82633A123456', '3', '7'],
    ['WP0ZZZ99ZTS392124', 'Z', '8'],
    // One character of a valid VIN mistyped (the Kona's 4 → 5 at position 17).
    ['KM8K2CAB4PU001145', '4', '3'],
  ])('refuses %s: it carries %s where the others give %s', (vin, carried, expected) => {
    const decoded = decodeVin(vin, today);
    expect(decoded.valid).toBe(false);
    expect(decoded.problems).toContain(
      `The check digit (position 9) is ${carried} but the other characters give ${expected}: one of them is probably mistyped.`,
    );
  });

  it('refuses what is no VIN at all, saying why', () => {
    expect(decodeVin('1HGCM82633A00435', today)).toMatchObject({
      valid: false,
      problems: ['A VIN has 17 characters; this one has 16.'],
    });
    expect(decodeVin('1HGCM82633AOO4352', today).problems).toEqual([
      'A VIN never holds I, O or Q (they read as 1 and 0): position 12 is O.',
    ]);
  });

  it('reads a VIN typed in lower case with spaces and dashes', () => {
    expect(decodeVin(' 1hgcm8-2633a 004352 ', today)).toMatchObject({
      vin: '1HGCM82633A004352',
      valid: true,
    });
  });
});

describe('VIN model year (position 10, the cycle told by position 7)', () => {
  it.each([
    ['1M8GDM9AXKP042788', 1989], // K, position 7 a digit: 1989, not 2019
    ['1HGCM82633A004352', 2003], // 3, position 7 a digit: 2003, not 2033
    ['1FTMW1T88MFA00001', 2021], // M, position 7 a letter: 2021, not 1991
    ['KM8K2CAB4PU001140', 2023], // P, position 7 a letter: 2023, not 1993
    ['WP0ZZZ99ZTS392124', 1996], // T, position 7 a digit: 1996, not 2026
  ])('%s is model year %i', (vin, year) => {
    expect(decodeVin(vin, today).year).toBe(year);
  });

  it('reads a later-cycle year that has not come yet as the earlier one', () => {
    // 5 with a letter at position 7 would be 2035; in 2026 it can only be 2005.
    expect(modelYearOf('1HGCM8A635A004352', today).year).toBe(2005);
    expect(modelYearOf('1HGCM8A635A004352', new Date('2035-01-01')).year).toBe(2035);
  });

  it('says when position 10 is no year code (U, Z and 0 are never used)', () => {
    expect(modelYearOf('1HGCM82630A004352', today)).toEqual({
      problem: 'Position 10 (0) is no model year code, so the year is unknown.',
    });
  });
});

describe('VIN maker and model', () => {
  it('names the maker of a WMI we sell, and the model where its code is known', () => {
    expect(decodeVin('KM8K2CAB4PU001140', today)).toMatchObject({ make: 'Hyundai', model: 'Kona' });
    expect(decodeVin('1HGCM82633A004352', today)).toMatchObject({ make: 'Honda', model: 'Accord' });
  });

  it('names the maker and says the model could not be read', () => {
    const decoded = decodeVin('1FTMW1T88MFA00001', today);
    expect(decoded).toMatchObject({ valid: true, make: 'Ford', year: 2021 });
    expect(decoded.model).toBeUndefined();
    expect(decoded.problems).toEqual([
      'The model of this Ford could not be read from the VIN; choose it below.',
    ]);
  });

  it('says when the maker is not one we sell', () => {
    const decoded = decodeVin('1M8GDM9AXKP042788', today);
    expect(decoded.make).toBeUndefined();
    expect(decoded.problems).toEqual(['The maker code 1M8 is not one of the makes we sell.']);
  });
});
