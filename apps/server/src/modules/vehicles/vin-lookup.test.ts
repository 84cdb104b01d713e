import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVehicle } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/** GET /api/vehicle/vin/{vin} on published VINs (decode-vin.test.ts names their sources). */
describe('VIN lookup', () => {
  let t: TestApp;
  let konas: Array<{ id: string }>;
  beforeAll(async () => {
    t = await createTestApp();
    konas = [
      await insertVehicle(t.app, { make: 'Hyundai', model: 'Kona', year: 2023, engine: '1.6 L T-GDi' }),
      await insertVehicle(t.app, { make: 'Hyundai', model: 'Kona', year: 2023, engine: '1.0 L T-GDi' }),
    ];
    await insertVehicle(t.app, { make: 'Hyundai', model: 'Tucson', year: 2023, engine: '1.6 L T-GDi' });
    await insertVehicle(t.app, { make: 'Hyundai', model: 'Kona', year: 2022, engine: '1.6 L T-GDi' });
    await insertVehicle(t.app, { make: 'Ford', model: 'F-150', year: 2021, engine: '5.0 L Coyote V8' });
    await insertVehicle(t.app, { make: 'Ford', model: 'Focus', year: 2021, engine: '1.0 L EcoBoost' });
  });
  afterAll(() => t.close());

  const lookUp = (vin: string) => t.app.inject({ method: 'GET', url: `/api/vehicle/vin/${vin}` });

  it('decodes a valid VIN and answers the catalogue vehicles of its make, model and year', async () => {
    const res = await lookUp('KM8K2CAB4PU001140');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ valid: true, year: 2023, make: 'Hyundai', model: 'Kona', problems: [] });
    expect(body.vehicles.map((v: { _id: string }) => v._id).sort()).toEqual(konas.map((k) => k.id).sort());
    expect(body.vehicles.map((v: { engine: string }) => v.engine)).toEqual(['1.0 L T-GDi', '1.6 L T-GDi']);
  });

  it('reads a VIN typed in lower case with dashes', async () => {
    expect((await lookUp('km8k2cab4-pu001140')).json()).toMatchObject({ valid: true, model: 'Kona' });
  });

  it('answers every model of the make and year when the model cannot be read, and says so', async () => {
    const body = (await lookUp('1FTMW1T88MFA00001')).json();
    expect(body).toMatchObject({ valid: true, year: 2021, make: 'Ford' });
    expect(body.model).toBeUndefined();
    expect(body.vehicles.map((v: { model: string }) => v.model)).toEqual(['F-150', 'Focus']);
    expect(body.problems).toEqual([
      'The model of this Ford could not be read from the VIN; choose it below.',
    ]);
  });

  it('says when the catalogue has no such vehicle', async () => {
    const body = (await lookUp('1HGCM82633A004352')).json();
    expect(body).toMatchObject({ valid: true, year: 2003, make: 'Honda', model: 'Accord', vehicles: [] });
    expect(body.problems).toEqual(['Our catalogue has no 2003 Honda Accord: choose the nearest below.']);
  });

  it('picks nothing for a VIN whose check digit is wrong, and says which it should be', async () => {
    const body = (await lookUp('KM8K2CAB4PU001145')).json();
    expect(body).toMatchObject({ valid: false, make: 'Hyundai', vehicles: [] });
    expect(body.problems).toEqual([
      'The check digit (position 9) is 4 but the other characters give 3: one of them is probably mistyped.',
    ]);
    expect((await lookUp('1HGCM82633A123456')).json()).toMatchObject({ valid: false, vehicles: [] });
  });

  it.each([
    ['KM8K2CAB4PU00114', 'A VIN has 17 characters; this one has 16.'],
    ['KM8K2CAB4PU0O1140', 'A VIN never holds I, O or Q (they read as 1 and 0): position 13 is O.'],
    ['KM8K2CAB4PU00114%24', 'A VIN holds only letters and digits: position 17 is “$”.'],
    ['x'.repeat(61), 'A VIN has 17 characters; this is far longer'],
  ])('refuses %s as no VIN at all (400, saying why)', async (vin, message) => {
    const res = await lookUp(vin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'INVALID' });
    expect(res.json().message).toContain(message);
  });
});
