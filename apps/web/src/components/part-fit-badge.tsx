import { qualifierText } from '@partsmith/contract/part-numbers';
import type { Part } from '@partsmith/contract/parts';
import { usePartFits } from '../lib/api/get-part-fitment';
import type { ChosenVehicle } from '../lib/my-vehicle';
import { FitBadge } from './fit-badge';

interface PartFitBadgeProps {
  partId: string;
  vehicle: ChosenVehicle;
  /** Already known (a list searched with this vehicle holds only parts that fit); asked otherwise. */
  fits?: boolean;
  /** How it fits, when the list already knows (`Part.fit`). */
  fit?: Part['fit'];
  /** False while the card shows an old answer (the next page is loading): wait rather than ask. */
  ask?: boolean;
  className?: string;
}

/**
 * Whether one part fits the chosen vehicle, and where and how many ("front axle, 2 per vehicle"), asked
 * of the server when the page does not know.
 */
export function PartFitBadge({ partId, vehicle, fits, fit, ask = true, className }: PartFitBadgeProps) {
  const known = usePartFits(partId, ask ? vehicle._id : undefined, fits);
  const how = fit ?? known.fitment;
  const qualifiers = how ? qualifierText(how) : '';
  return (
    <FitBadge
      vehicle={vehicle}
      fits={ask ? known.fits : fits}
      qualifiers={qualifiers}
      className={className}
    />
  );
}
