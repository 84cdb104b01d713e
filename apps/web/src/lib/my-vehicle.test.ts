import { describe, expect, it } from 'vitest';
import { clearMyVehicle, MY_VEHICLE_KEY, readMyVehicle, storeMyVehicle, vehicleName } from './my-vehicle';

const corolla = {
  _id: '5a1e0c4e-0000-4000-8000-000000000018',
  make: 'Toyota',
  model: 'Corolla',
  year: 2018,
  engine: '1.8 L 2ZR-FE',
};

describe('My vehicle', () => {
  it('is kept on this device and named "2018 Toyota Corolla"', () => {
    expect(readMyVehicle()).toBeNull();
    storeMyVehicle({ ...corolla, extra: 'not kept' } as typeof corolla);
    expect(JSON.parse(localStorage.getItem(MY_VEHICLE_KEY) ?? '')).toEqual(corolla);
    expect(readMyVehicle()).toEqual(corolla);
    expect(readMyVehicle()).toBe(readMyVehicle());
    expect(vehicleName(corolla)).toBe('2018 Toyota Corolla');
    clearMyVehicle();
    expect(readMyVehicle()).toBeNull();
  });

  it('ignores what is stored when it is not a vehicle', () => {
    localStorage.setItem(MY_VEHICLE_KEY, '{not json');
    expect(readMyVehicle()).toBeNull();
    localStorage.setItem(MY_VEHICLE_KEY, JSON.stringify({ ...corolla, year: '2018' }));
    expect(readMyVehicle()).toBeNull();
  });
});
