import type { Part } from '@partsmith/contract/parts';
import type { ChosenVehicle } from '../lib/my-vehicle';
import { PartCard } from './part-card';

interface PartGridProps {
  parts: Part[];
  showPurchase?: boolean;
  headingLevel?: 2 | 3;
  /** How many leading cards load their image at once (the first row on a wide screen). */
  eagerCount?: number;
  /** The buyer's vehicle: each card says whether its part fits. */
  vehicle?: ChosenVehicle | null;
  /** True when every part is known to fit `vehicle` (the list was searched with it). */
  allFit?: boolean;
  /** False while the grid shows old results during the next load: the cards do not ask. */
  askFit?: boolean;
}

/** Part cards in a responsive grid: one column on phones, two on tablets, three on large screens. */
export function PartGrid({
  parts,
  showPurchase,
  headingLevel,
  eagerCount = 0,
  vehicle,
  allFit = false,
  askFit,
}: PartGridProps) {
  return (
    <ul aria-label="Parts" role="list" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {parts.map((part, index) => (
        <li key={part._id}>
          <PartCard
            part={part}
            showPurchase={showPurchase}
            headingLevel={headingLevel}
            eager={index < eagerCount}
            vehicle={vehicle}
            fits={allFit ? true : undefined}
            askFit={askFit}
          />
        </li>
      ))}
    </ul>
  );
}
