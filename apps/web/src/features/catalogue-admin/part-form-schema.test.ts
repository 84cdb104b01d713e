import { describe, expect, it } from 'vitest';
import type { Vehicle } from '@partsmith/contract/vehicles';
import { changedFitmentToSend, fitmentToSend, unqualified } from './fitment-draft';
import { EditPartForm, interchangeAsText } from './part-form-schema';

const corolla: Vehicle = {
  _id: '5a1e0c4e-0000-4000-8000-000000000001',
  make: 'Toyota',
  model: 'Corolla',
  year: 2018,
  engine: '1.8 L 2ZR-FE',
};

const valid = {
  name: 'Brake pads',
  minOrderQuantity: 10,
  availableQuantity: 100,
  price: 24.5,
  description: 'Ceramic pads.',
  partNumber: 'PS-BP-1042',
  category: 'Brakes',
  oemNumbers: '',
  interchange: '',
  gtin: '',
  supersedes: '',
  replacedBy: '',
  priceBreaks: '',
  fitment: { added: [], changed: [], removed: [] },
};

const messages = (values: Record<string, unknown>) => {
  const result = EditPartForm.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the part form’s numbers', () => {
  it('reads competitor numbers as "brand: number" lines, and writes them back the same way', () => {
    const parsed = EditPartForm.parse({ ...valid, interchange: ' TRW: GDB1550 \n\nBosch:0 986 494 016' });
    expect(parsed.interchange).toEqual([
      { brand: 'TRW', number: 'GDB1550' },
      { brand: 'Bosch', number: '0 986 494 016' },
    ]);
    expect(interchangeAsText(parsed.interchange)).toBe('TRW: GDB1550\nBosch: 0 986 494 016');
  });

  it('refuses a competitor number without its brand, or with characters a number cannot hold', () => {
    expect(messages({ interchange: 'GDB1550' })).toEqual([
      'Write each competitor number as "brand: number", e.g. "TRW: GDB1550" (not "GDB1550")',
    ]);
    expect(messages({ interchange: ': GDB1550' })).toEqual(['A competitor number needs its brand']);
    expect(messages({ interchange: 'TRW: GDB#1550' })).toEqual([
      'Competitor number may hold letters, digits, spaces, - . and /',
    ]);
  });

  it('takes an empty GTIN as none, a valid one without spaces, and refuses a wrong check digit', () => {
    expect(EditPartForm.parse(valid).gtin).toBeNull();
    expect(EditPartForm.parse({ ...valid, gtin: '4006381 333931' }).gtin).toBe('4006381333931');
    expect(messages({ gtin: '4006381333932' })).toEqual([
      'GTIN must be 8, 12, 13 or 14 digits with a correct check digit',
    ]);
  });

  it('reads superseded numbers one per line or by commas, without repeats', () => {
    expect(
      EditPartForm.parse({ ...valid, supersedes: 'PS-BP-1040, PS-BP-1041\nPS-BP-1040' }).supersedes,
    ).toEqual(['PS-BP-1040', 'PS-BP-1041']);
    expect(messages({ supersedes: 'PS-BP-1040\n#' })).toEqual([
      'Superseded number may hold letters, digits, spaces, - . and /',
    ]);
  });
});

describe('the fitment qualifiers', () => {
  const entry = (change: object) => ({ ...unqualified(corolla), ...change });

  it('sends an added vehicle with only what the admin gave', () => {
    const parsed = EditPartForm.parse({
      ...valid,
      fitment: {
        added: [entry({ position: 'front', quantityPerVehicle: ' 2 ', conditions: 'with A/C' }), entry({})],
        changed: [],
        removed: [],
      },
    });
    expect(fitmentToSend(parsed.fitment.added)).toEqual([
      { vehicleId: corolla._id, position: 'front', quantityPerVehicle: 2, conditions: 'with A/C' },
      { vehicleId: corolla._id },
    ]);
  });

  it('sends a changed row whole, its cleared qualifiers as none', () => {
    const parsed = EditPartForm.parse({
      ...valid,
      fitment: { added: [], changed: [entry({ note: 'ABS ring' })], removed: [] },
    });
    expect(changedFitmentToSend(parsed.fitment.changed)).toEqual([
      { vehicleId: corolla._id, note: 'ABS ring', position: null, quantityPerVehicle: null, conditions: '' },
    ]);
  });

  it('refuses a quantity per vehicle that is not a whole number from 1 to 99', () => {
    for (const [quantity, message] of [
      ['0', 'Quantity per vehicle must be at least 1'],
      ['100', 'Quantity per vehicle is at most 99'],
      ['1.5', 'Quantity per vehicle must be a whole number'],
      ['two', 'Quantity per vehicle must be a number'],
    ]) {
      expect(
        messages({ fitment: { added: [entry({ quantityPerVehicle: quantity })], changed: [], removed: [] } }),
        quantity,
      ).toEqual([message]);
    }
  });
});
