import { useSyncExternalStore } from 'react';

/** The vehicle a buyer shops for, as the catalogue shows it: "2018 Toyota Corolla", engine beside it. */
export interface ChosenVehicle {
  _id: string;
  make: string;
  model: string;
  year: number;
  engine: string;
}

/** "My vehicle" on this device lives in local storage under this key. */
export const MY_VEHICLE_KEY = 'myVehicle';

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedVehicle: ChosenVehicle | null = null;

function isChosenVehicle(value: unknown): value is ChosenVehicle {
  const vehicle = value as Partial<ChosenVehicle> | null;
  return (
    typeof vehicle === 'object' &&
    vehicle !== null &&
    typeof vehicle._id === 'string' &&
    typeof vehicle.make === 'string' &&
    typeof vehicle.model === 'string' &&
    typeof vehicle.year === 'number' &&
    typeof vehicle.engine === 'string'
  );
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(MY_VEHICLE_KEY);
  } catch {
    return null;
  }
}

/** The remembered vehicle; null when none is stored or what is stored is not one (an older shape). */
export function readMyVehicle(): ChosenVehicle | null {
  const raw = readRaw();
  // The same object for the same stored text, so useSyncExternalStore sees no change between reads.
  if (raw === cachedRaw) return cachedVehicle;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    cachedVehicle = isChosenVehicle(parsed) ? parsed : null;
  } catch {
    cachedVehicle = null;
  }
  return cachedVehicle;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function storeMyVehicle(vehicle: ChosenVehicle): void {
  const { _id, make, model, year, engine } = vehicle;
  try {
    localStorage.setItem(MY_VEHICLE_KEY, JSON.stringify({ _id, make, model, year, engine }));
  } catch {
    // Storage refused (a privacy mode): the choice lasts for this page only.
    cachedRaw = JSON.stringify(vehicle);
    cachedVehicle = vehicle;
  }
  notify();
}

export function clearMyVehicle(): void {
  try {
    localStorage.removeItem(MY_VEHICLE_KEY);
  } catch {
    // Nothing stored.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === MY_VEHICLE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** My vehicle, re-rendering when it is chosen or cleared (also in another tab). */
export function useMyVehicle(): ChosenVehicle | null {
  return useSyncExternalStore(subscribe, readMyVehicle, () => null);
}

/** "2018 Toyota Corolla": how the fit badges name a vehicle. */
export function vehicleName(vehicle: Pick<ChosenVehicle, 'year' | 'make' | 'model'>): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}
