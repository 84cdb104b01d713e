import { normalizePartNumber } from '@partsmith/contract/parts';
import { findPartByNumber } from './api/find-part-by-number';

export type Replacement = { id: string | null } | { problem: string };

/**
 * "Replaced by" as typed, resolved to the part it names: empty is none (the part is current); a number
 * no part has, or the part's own, is a problem said under the field. The server checks again (a cycle,
 * a chain too long).
 */
export async function replacementFor(
  typed: string,
  self?: { _id: string; partNumber: string },
): Promise<Replacement> {
  const number = typed.trim();
  if (number === '') return { id: null };
  const itself = { problem: 'A part cannot replace itself: type the number of the part that replaces it.' };
  if (self && normalizePartNumber(number) === normalizePartNumber(self.partNumber)) return itself;
  const found = await findPartByNumber(number);
  if (!found)
    return {
      problem: `No part has the number ${number}. Type the part number of the part that replaces this one.`,
    };
  if (found._id === self?._id) return itself;
  return { id: found._id };
}
