import type { ChosenVehicle } from '../lib/my-vehicle';
import { vehicleName } from '../lib/my-vehicle';

interface FitBadgeProps {
  vehicle: ChosenVehicle;
  /** Undefined while the answer is on its way: the badge keeps its place, so nothing jumps. */
  fits: boolean | undefined;
  /** How it fits: "front axle, 2 per vehicle" ('' when the catalogue does not say). */
  qualifiers?: string;
  className?: string;
}

/**
 * "Fits your 2018 Toyota Corolla — front axle, 2 per vehicle" or "Does not fit your 2018 Toyota Corolla".
 */
export function FitBadge({ vehicle, fits, qualifiers = '', className = '' }: FitBadgeProps) {
  const name = vehicleName(vehicle);
  const shape = `inline-flex max-w-full items-center gap-1.5 rounded-field px-2 py-1 text-sm font-semibold ${className}`;
  if (fits === undefined) {
    return (
      <p className={`${shape} bg-base-200 text-base-content/70`}>
        <span className="loading loading-xs loading-spinner" aria-hidden="true" />
        Checking fit for your {name}…
      </p>
    );
  }
  if (fits) {
    return (
      <p className={`${shape} bg-success text-success-content`}>
        <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true" fill="currentColor">
          <path d="M7.6 13.2 4.4 10l-1.2 1.2 4.4 4.4 9.2-9.2-1.2-1.2z" />
        </svg>
        <span>
          Fits your {name}
          {qualifiers && ` — ${qualifiers}`}
        </span>
      </p>
    );
  }
  return (
    <p className={`${shape} border border-base-300 bg-base-200 text-base-content`}>
      <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-error" aria-hidden="true" fill="currentColor">
        <path d="M5.3 4.1 10 8.8l4.7-4.7 1.2 1.2-4.7 4.7 4.7 4.7-1.2 1.2-4.7-4.7-4.7 4.7-1.2-1.2 4.7-4.7-4.7-4.7z" />
      </svg>
      <span>Does not fit your {name}</span>
    </p>
  );
}
