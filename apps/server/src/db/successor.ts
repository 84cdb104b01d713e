import type { LineSuccessor } from '@partsmith/contract/basket';
import { sql } from 'kysely';

/**
 * A discontinued part's direct successor, read with the part (`p`) wherever lines are checked (the
 * basket, lists, the quick order, checkout): the order rule's rule 2 and its sentence need it, and the
 * browser offers it in the line's place. One left join, no query of its own.
 */
export const successorJoin = sql`left join part s on s.id = p.replaced_by`;

export const successorColumns = sql`s.id as successor_id, s.part_number as successor_number,
  s.name as successor_name, s.min_order_quantity as successor_min`;

export interface SuccessorColumns {
  successor_id: string | null;
  successor_number: string | null;
  successor_name: string | null;
  successor_min: number | null;
}

/** The successor `successorColumns` read; null for a current part. */
export function successorOf(row: SuccessorColumns): LineSuccessor | null {
  if (row.successor_id === null || row.successor_number === null || row.successor_name === null) return null;
  return {
    partId: row.successor_id,
    partNumber: row.successor_number,
    name: row.successor_name,
    minOrderQuantity: Number(row.successor_min),
  };
}
