import type { LinePart } from '@partsmith/contract/basket';
import { normalizePartNumber } from '@partsmith/contract/parts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Tables } from '../../db/schema';
import { type SuccessorColumns, successorColumns, successorJoin, successorOf } from '../../db/successor';
import { inTextList } from '../../db/value-list';
import { editDistance } from '../../lib/edit-distance';

/**
 * Parts looked up many at a time, for lines of part and quantity (the basket, saved lists, the quick
 * order): one query for all the lines, never one per line.
 */

/**
 * The columns of a `LinePart`, its breaks as `priceBreaksColumn`'s text (`quantity:cents;…`), and its
 * direct successor's (`s`, left-joined by `successorJoin`) when it is discontinued.
 */
const linePartColumns = sql`p.id, p.part_number, p.name, p.min_order_quantity, p.available_quantity,
  p.price_cents, p.image_large, p.image_thumbnail, p.oem_numbers,
  (select string_agg(b.min_quantity || ':' || b.price_cents, ';' order by b.min_quantity)
   from part_price_break b where b.part_id = p.id) as price_breaks, ${successorColumns}`;

interface LinePartRow extends SuccessorColumns {
  id: string;
  part_number: string;
  name: string;
  min_order_quantity: number;
  available_quantity: number;
  price_cents: number;
  image_large: string;
  image_thumbnail: string;
  oem_numbers: string;
  price_breaks: string | null;
}

function breakCents(text: string | null): LinePart['breaks'] {
  if (!text) return [];
  return text.split(';').map((entry) => {
    const [minQuantity, priceCents] = entry.split(':');
    return { minQuantity: Number(minQuantity), priceCents: Number(priceCents) };
  });
}

function toLinePart(row: LinePartRow): LinePart {
  return {
    id: row.id,
    partNumber: row.part_number,
    name: row.name,
    minOrderQuantity: Number(row.min_order_quantity),
    availableQuantity: Number(row.available_quantity),
    priceCents: Number(row.price_cents),
    breaks: breakCents(row.price_breaks),
    thumbnail: row.image_thumbnail,
    img: row.image_large,
    successor: successorOf(row),
  };
}

/** The parts of `ids` that are in the catalogue, as the line rules need them, by id (one query). */
export async function linePartsByIds(
  db: Kysely<Tables>,
  ids: readonly string[],
): Promise<Map<string, LinePart>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { rows } = await sql<LinePartRow>`select ${linePartColumns} from part p ${successorJoin}
    where ${inTextList(db, sql.ref('p.id'), unique)}`.execute(db);
  return new Map(rows.map((row) => [row.id, toLinePart(row)]));
}

/** A part one number names: ours (kind 0) or an OEM number (kind 1), as the catalogue writes it. */
export interface NumberMatch {
  part: LinePart;
  kind: number;
  /** The number as written in the catalogue (`PS-BP-1042`, or the OEM number). */
  written: string;
}

function writtenNumber(row: LinePartRow, key: string, kind: number): string {
  if (kind === 0) return row.part_number;
  const oem = (JSON.parse(row.oem_numbers) as unknown[]).map(String);
  return oem.find((number) => normalizePartNumber(number) === key) ?? key;
}

/**
 * The parts each number names, in any spelling the search accepts (`normalizePartNumber`: `PS-BP-1042`,
 * `psbp1042`, `ps bp 1042`): our numbers and OEM numbers, through `part_number`'s primary key, one query
 * for all. By normalised key; our number first, then OEM matches by part number. Keys absent: unknown.
 */
export async function findPartsByNumbers(
  db: Kysely<Tables>,
  numbers: readonly string[],
): Promise<Map<string, NumberMatch[]>> {
  const keys = [...new Set(numbers.map(normalizePartNumber).filter((key) => key.length >= 2))];
  const found = new Map<string, NumberMatch[]>();
  if (keys.length === 0) return found;
  const { rows } = await sql<LinePartRow & { number_key: string; kind: number }>`
    select n.number_key, n.kind, ${linePartColumns}
    from part_number n join part p on p.id = n.part_id ${successorJoin}
    where ${inTextList(db, sql.ref('n.number_key'), keys)}`.execute(db);
  for (const row of rows) {
    const kind = Number(row.kind);
    const matches = found.get(row.number_key) ?? [];
    matches.push({ part: toLinePart(row), kind, written: writtenNumber(row, row.number_key, kind) });
    found.set(row.number_key, matches);
  }
  for (const matches of found.values()) {
    matches.sort((a, b) => a.kind - b.kind || a.part.partNumber.localeCompare(b.part.partNumber));
  }
  return found;
}

/** Suggestions are looked for for this many unknown numbers of one request at most (bounded cost). */
export const maxSuggestedNumbers = 50;
const neighbours = 8;
const maxSuggestions = 5;
/** Characters typed for one another (letter O and zero…). */
const lookAlikes: Record<string, string> = {
  O: '0',
  '0': 'O',
  I: '1',
  '1': 'I',
  S: '5',
  '5': 'S',
  B: '8',
  '8': 'B',
  Z: '2',
  '2': 'Z',
};

/** Keys one slip away from `key`: two characters swapped, one left out, a digit or look-alike mistyped. */
function slips(key: string): string[] {
  const variants = new Set<string>();
  for (let at = 0; at < key.length; at += 1) {
    if (at + 1 < key.length) variants.add(key.slice(0, at) + key[at + 1] + key[at] + key.slice(at + 2));
    variants.add(key.slice(0, at) + key.slice(at + 1));
    const char = key[at]!;
    const replace = (by: string) => variants.add(key.slice(0, at) + by + key.slice(at + 1));
    if (/[0-9]/.test(char)) for (let digit = 0; digit <= 9; digit += 1) replace(String(digit));
    if (lookAlikes[char]) replace(lookAlikes[char]);
  }
  variants.delete(key);
  return [...variants].filter((variant) => variant.length >= 2);
}

/** Further than this many edits is no suggestion. */
const maxDistance = (length: number) => (length <= 4 ? 1 : length <= 10 ? 2 : 3);

export interface NumberSuggestion {
  partId: string;
  partNumber: string;
  name: string;
  matchedNumber: string;
}

/**
 * The closest catalogue numbers to each unknown key (normalised), best first: the keys one slip away
 * (swapped, missing or mistyped characters, looked up exactly) and the key's neighbours in the number
 * index, ranked by edit distance. One query for all; only the first `maxSuggestedNumbers` keys are
 * looked at, each with a bounded number of candidates.
 */
export async function closestNumbers(
  db: Kysely<Tables>,
  unknownKeys: readonly string[],
): Promise<Map<string, NumberSuggestion[]>> {
  const keys = [...new Set(unknownKeys)].filter((key) => key.length >= 2).slice(0, maxSuggestedNumbers);
  const suggestions = new Map<string, NumberSuggestion[]>();
  if (keys.length === 0) return suggestions;
  // Each candidate row says which key's probe found it (`probe`: the key's index; -1 a slip, looked up
  // by its variant), so each key ranks only its own few candidates.
  const slipsOf = new Map<string, number[]>();
  keys.forEach((key, index) => {
    for (const variant of slips(key)) slipsOf.set(variant, [...(slipsOf.get(variant) ?? []), index]);
  });
  const probes: RawBuilder<unknown>[] = keys.flatMap((key, index) => [
    sql`select * from (select ${sql.lit(index)} as probe, number_key, part_id, kind from part_number
        where number_key < ${key} order by number_key desc limit ${neighbours}) b`,
    sql`select * from (select ${sql.lit(index)} as probe, number_key, part_id, kind from part_number
        where number_key > ${key} order by number_key limit ${neighbours}) a`,
  ]);
  if (slipsOf.size > 0) {
    probes.push(
      sql`select -1 as probe, number_key, part_id, kind from part_number
          where ${inTextList(db, sql.ref('number_key'), [...slipsOf.keys()])}`,
    );
  }
  const { rows } = await sql<LinePartRow & { probe: number; number_key: string; kind: number }>`
    select c.probe, c.number_key, c.kind, p.id, p.part_number, p.name, p.oem_numbers
    from (${sql.join(probes, sql` union all `)}) c join part p on p.id = c.part_id`.execute(db);
  const candidates = keys.map(() => [] as typeof rows);
  for (const row of rows) {
    const probe = Number(row.probe);
    for (const index of probe === -1 ? (slipsOf.get(row.number_key) ?? []) : [probe])
      candidates[index]!.push(row);
  }
  for (const [index, key] of keys.entries()) {
    const limit = maxDistance(key.length);
    const ranked = candidates[index]!.map((row) => ({ row, distance: editDistance(key, row.number_key) }))
      .filter((candidate) => candidate.distance <= limit)
      .sort(
        (a, b) =>
          a.distance - b.distance ||
          Number(a.row.kind) - Number(b.row.kind) ||
          a.row.number_key.localeCompare(b.row.number_key),
      );
    const seen = new Set<string>();
    const best: NumberSuggestion[] = [];
    for (const { row } of ranked) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      best.push({
        partId: row.id,
        partNumber: row.part_number,
        name: row.name,
        matchedNumber: writtenNumber(row, row.number_key, Number(row.kind)),
      });
      if (best.length === maxSuggestions) break;
    }
    suggestions.set(key, best);
  }
  return suggestions;
}

/** The categories of parts by id (one query), in the caller's transaction when given one: the heavy-part surcharge reads them. */
export async function partCategories(
  db: Pick<Kysely<Tables>, 'selectFrom'>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('part').select(['id', 'category']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row.category]));
}
