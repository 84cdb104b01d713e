import { normalizePartNumber, type Part } from '@partsmith/contract/parts';
import { searchParts } from '../../../lib/api/get-parts';

/**
 * The part whose own number is `number`, in any spelling (GET /part?q=, whose exact number hits come
 * first), or null. Another part's OEM, competitor or superseded number does not count: "Replaced by"
 * names a part by its part number.
 */
export async function findPartByNumber(number: string): Promise<Part | null> {
  const key = normalizePartNumber(number);
  if (key.length < 2) return null;
  const page = await searchParts({ q: number, limit: 10 });
  return page.items.find((part) => normalizePartNumber(part.partNumber) === key) ?? null;
}
