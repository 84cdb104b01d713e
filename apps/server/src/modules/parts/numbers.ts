import type { Part } from '@partsmith/contract/parts';
import {
  type FitmentPosition,
  gtinKey,
  type InterchangeNumber,
  type MatchedNumber,
  numberKinds,
  type NumberKind,
} from '@partsmith/contract/part-numbers';
import { normalizePartNumber } from '@partsmith/contract/parts';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Tables } from '../../db/schema';
import { invalid } from '../../lib/app-error';

/**
 * A part's numbers of every kind (issue 36): the rows `part_number` finds them by, the number as the
 * catalogue writes it, and supersession (a discontinued part's `replaced_by`, followed to the current part).
 */

type Db = Kysely<Tables> | Transaction<Tables>;

export const kindCode = (kind: NumberKind) => numberKinds.indexOf(kind);

/** Every number a part is found by, as the catalogue writes them. */
export interface PartNumbers {
  partNumber: string;
  oemNumbers: string[];
  interchange: InterchangeNumber[];
  gtin: string | null;
  supersedes: string[];
}

/** JSON columns read back as lists (anything else reads as empty). */
export function jsonList<T>(json: string | null | undefined): T[] {
  const parsed: unknown = JSON.parse(json ?? '[]');
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/** A part's rows in `part_number`, each key once (its first kind wins: ours, OEM, competitor, GTIN, superseded). */
export function numberRows(partId: string, numbers: PartNumbers) {
  const rows: { number_key: string; part_id: string; kind: number; brand: string | null }[] = [];
  const seen = new Set<string>();
  const add = (key: string | null, kind: NumberKind, brand: string | null = null) => {
    if (!key || key.length < 2 || seen.has(key)) return;
    seen.add(key);
    rows.push({ number_key: key, part_id: partId, kind: kindCode(kind), brand });
  };
  add(normalizePartNumber(numbers.partNumber), 'ours');
  for (const number of numbers.oemNumbers) add(normalizePartNumber(number), 'oem');
  for (const entry of numbers.interchange) add(normalizePartNumber(entry.number), 'competitor', entry.brand);
  if (numbers.gtin) add(gtinKey(numbers.gtin), 'gtin');
  for (const number of numbers.supersedes) add(normalizePartNumber(number), 'superseded');
  return rows;
}

/** Competitor numbers, each brand and number once (by brand and normalised number). */
export function distinctInterchange(entries: InterchangeNumber[]): InterchangeNumber[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.brand.toUpperCase()}\u0000${normalizePartNumber(entry.number)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The part columns a matched number is written from. */
export interface NumberSource {
  part_number: string;
  oem_numbers: string;
  interchange: string;
  gtin: string | null;
  supersedes: string;
}

/** The number `key` of kind `kind` as the part writes it (and a competitor number's brand). */
export function writtenNumber(part: NumberSource, key: string, kind: number): MatchedNumber {
  const name = numberKinds[kind] ?? 'ours';
  const byKey = (numbers: string[]) => numbers.find((number) => normalizePartNumber(number) === key) ?? key;
  switch (name) {
    case 'ours':
      return { kind: name, number: part.part_number };
    case 'oem':
      return { kind: name, number: byKey(jsonList<string>(part.oem_numbers).map(String)) };
    case 'competitor': {
      const entry = jsonList<InterchangeNumber>(part.interchange).find(
        (candidate) => normalizePartNumber(candidate.number) === key,
      );
      return entry ? { kind: name, number: entry.number, brand: entry.brand } : { kind: name, number: key };
    }
    case 'gtin':
      return { kind: name, number: part.gtin ?? key };
    case 'superseded':
      return { kind: name, number: byKey(jsonList<string>(part.supersedes).map(String)) };
  }
}

/** A replacement chain is followed this far at most; a longer one (or a cycle) is refused on write. */
export const maxReplacementHops = 8;

/** Each id's current part: its `replaced_by` followed to the end (at most `maxReplacementHops`). */
export async function currentPartIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const current = new Map(ids.map((id) => [id, id]));
  let open = [...new Set(ids)];
  for (let hop = 0; hop < maxReplacementHops && open.length > 0; hop += 1) {
    const rows = await db
      .selectFrom('part')
      .select(['id', 'replaced_by'])
      .where('id', 'in', open)
      .where('replaced_by', 'is not', null)
      .execute();
    const next = new Map(rows.map((row) => [row.id, row.replaced_by!]));
    for (const [start, at] of current) {
      const successor = next.get(at);
      if (successor) current.set(start, successor);
    }
    open = [...new Set(next.values())];
  }
  return current;
}

/**
 * 400 unless `replacedBy` can replace `partId`: another part that exists, whose own chain neither comes
 * back to `partId` (a cycle) nor runs longer than `maxReplacementHops`.
 */
export async function assertReplacement(db: Db, partId: string, replacedBy: string | null): Promise<void> {
  if (replacedBy === null) return;
  if (replacedBy === partId) throw invalid('A part cannot replace itself.');
  let at: string | null = replacedBy;
  for (let hop = 0; at !== null; hop += 1) {
    if (hop >= maxReplacementHops) {
      throw invalid(
        `The replacement chain is longer than ${maxReplacementHops} parts; point at its newest part.`,
      );
    }
    const row: { replaced_by: string | null } | undefined = await db
      .selectFrom('part')
      .select('replaced_by')
      .where('id', '=', at)
      .executeTakeFirst();
    if (!row) throw invalid(`Unknown replacing part: ${at}.`);
    if (row.replaced_by === partId) throw invalid('That replacement would make a cycle of replacing parts.');
    at = row.replaced_by;
  }
}

/** The keys a typed number is looked up by: as normalised, and a GTIN's 14-digit form. */
export function lookupKeys(q: string): string[] {
  const key = normalizePartNumber(q).slice(0, 60);
  const keys = key.length >= 2 ? [key] : [];
  const gtin = gtinKey(q.trim());
  if (gtin && gtin !== key) keys.push(gtin);
  return keys;
}

/** One part a typed number found exactly: the current part, how it ranks, and what matched. */
export interface ExactNumberHit {
  partId: string;
  /** 0: our own number of a current part; 1: any other exact match; 2: a discontinued part itself. */
  tier: number;
  matched: MatchedNumber;
}

/** At most this many parts share one exact number (the search's first hits). */
const maxExactHits = 100;

/**
 * The parts `q` names exactly, by any kind of number, each led to its current part (a discontinued
 * part's match is its successor's, as "superseded"); the discontinued parts follow on tier 2.
 */
export async function exactNumberHits(db: Db, q: string): Promise<ExactNumberHit[]> {
  const keys = lookupKeys(q);
  if (keys.length === 0) return [];
  const { rows } = await sql<
    NumberSource & { id: string; number_key: string; kind: number; replaced_by: string | null }
  >`
    select n.number_key, n.kind, p.id, p.part_number, p.oem_numbers, p.interchange, p.gtin, p.supersedes,
      p.replaced_by
    from part_number n join part p on p.id = n.part_id
    where n.number_key in (${sql.join(keys)}) order by n.kind, p.part_number limit ${maxExactHits}`.execute(
    db,
  );
  // Only a discontinued part's chain is followed: a current part's is known from its own row.
  const discontinued = rows.filter((row) => row.replaced_by !== null).map((row) => row.id);
  const current =
    discontinued.length > 0 ? await currentPartIds(db, discontinued) : new Map<string, string>();
  const hits = new Map<string, ExactNumberHit>();
  const keep = (hit: ExactNumberHit) => {
    const held = hits.get(hit.partId);
    if (!held || hit.tier < held.tier) hits.set(hit.partId, hit);
  };
  for (const row of rows) {
    const kind = Number(row.kind);
    const successor = current.get(row.id) ?? row.id;
    if (successor === row.id) {
      keep({ partId: row.id, tier: kind === 0 ? 0 : 1, matched: writtenNumber(row, row.number_key, kind) });
      continue;
    }
    keep({ partId: successor, tier: 1, matched: { kind: 'superseded', number: row.part_number } });
    keep({ partId: row.id, tier: 2, matched: writtenNumber(row, row.number_key, kind) });
  }
  return [...hits.values()];
}

/**
 * The search's number hits as candidate rows (part_id, tier, score): the exact hits found first (see
 * exactNumberHits), then parts whose numbers start with `key` (a binary range of `part_number`'s
 * primary key, tier `prefixTier`) when `key` is long enough to be a prefix.
 */
export function numberHitsSql(
  key: string,
  exact: ExactNumberHit[],
  prefixTier: number,
  minPrefixLength: number,
) {
  const rows = exact.map(
    (hit) => sql`select cast(${hit.partId} as text) as part_id, ${sql.lit(hit.tier)} as tier, 0.0 as score`,
  );
  if (key.length >= minPrefixLength) {
    rows.push(sql`select part_id, ${sql.lit(prefixTier)} as tier, 0.0 as score
      from part_number where number_key > ${key} and number_key < ${`${key}~`}`);
  }
  return rows.length === 0
    ? sql`select null as part_id, 0 as tier, 0.0 as score where 1 = 0`
    : sql.join(rows, sql` union all `);
}

/**
 * A page searched with `vehicle=` holds only parts that fit it: each says how (`fit`: position, quantity
 * per vehicle, conditions), from one query on part_vehicle's primary key for the page.
 */
export async function withFit<T extends { items: Part[] }>(db: Db, page: T, vehicleId: string): Promise<T> {
  if (page.items.length === 0) return page;
  const rows = await db
    .selectFrom('part_vehicle')
    .select(['part_id', 'position', 'quantity_per_vehicle', 'conditions'])
    .where('vehicle_id', '=', vehicleId)
    .where(
      'part_id',
      'in',
      page.items.map((item) => item._id),
    )
    .execute();
  const fits = new Map(rows.map((row) => [row.part_id, row]));
  return {
    ...page,
    items: page.items.map((item) => {
      const row = fits.get(item._id);
      if (!row) return item;
      return {
        ...item,
        fit: {
          position: row.position as FitmentPosition | null,
          quantityPerVehicle: row.quantity_per_vehicle === null ? null : Number(row.quantity_per_vehicle),
          conditions: row.conditions,
        },
      };
    }),
  };
}
