import type { FitmentPosition } from '@partsmith/contract/part-numbers';

/** A `<Note type="…">` holding our own fitment note (not a condition), so that an export reads back unchanged. */
export const noteKind = 'partsmith-note';

const positionNames: Record<string, FitmentPosition> = {
  front: 'front',
  'front axle': 'front',
  rear: 'rear',
  'rear axle': 'rear',
  left: 'left',
  'left side': 'left',
  right: 'right',
  'right side': 'right',
  'axle set': 'axle-set',
  'axle-set': 'axle-set',
};

/** Our position for an ACES Position name (case and spacing aside), or null. */
export function positionOfName(name: string): FitmentPosition | null {
  return positionNames[name.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

/** The Position name our export writes. */
export const positionNameOf: Record<FitmentPosition, string> = {
  front: 'Front',
  rear: 'Rear',
  left: 'Left',
  right: 'Right',
  'axle-set': 'Axle Set',
};
