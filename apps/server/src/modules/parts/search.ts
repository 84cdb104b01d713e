import { pageOffset } from '@partsmith/contract/paging';
import {
  type Category,
  normalizePartNumber,
  type Part,
  type PartSearchQuery,
} from '@partsmith/contract/parts';
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../../db/database';
import { partColumns, type Tables } from '../../db/schema';
import { after, type ListingAnchors, listingOrder, whereOf } from './listing-anchors';
import { priceBreaksColumn } from '../../db/price-breaks';
import { type PartAnswerRow, toPart } from './service';
import { type ExactNumberHit, exactNumberHits, numberHitsSql, withFit } from './numbers';
import {
  exactGroups,
  fts5Expression,
  oneEditAway,
  synonymGroups,
  tsqueryExpression,
  typoCandidates,
  typoGroups,
  type WordGroup,
} from './search-words';

/** A number shorter than this is only matched exactly: "PS" alone would be a prefix of every part. */
const minPrefixLength = 3;
const maxWords = 8;

/**
 * Ranking tiers: exact part number (0), exact OEM number (1), number prefix, every word in the name,
 * every word anywhere, by synonyms, by typo corrections.
 */
const tier = { prefix: 2, name: 3, words: 4, synonym: 5, typo: 6 } as const;
/** Fewer matches than this: the typo corrections are searched too. */
const typoThreshold = 10;
/** Corrections kept per word. */
const maxCorrections = 8;

export interface SearchTerms {
  /** `q` normalised as a part number (upper-case letters and digits). */
  numberKey: string;
  /** `q`'s words (letters and digits only): every bit of query syntax is dropped, never interpreted. */
  words: string[];
}

export function searchTerms(q: string): SearchTerms {
  const words = (q.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, maxWords)
    .map((w) => w.slice(0, 40));
  return { numberKey: normalizePartNumber(q).slice(0, 60), words };
}

export interface SearchPage {
  items: Part[];
  total: number;
}

type Filters = Pick<PartSearchQuery, 'category' | 'vehicle'>;

/** The columns of a part's answer, its price breaks included (`p` is the part). */
const columnList = sql.join([
  ...partColumns.map((column) => sql.ref(`p.${column}`)),
  sql`${priceBreaksColumn} as price_breaks`,
]);

function filterJoinAndConditions({ category, vehicle }: Filters) {
  const join = vehicle
    ? sql`join part_vehicle pv on pv.part_id = p.id and pv.vehicle_id = ${vehicle}`
    : sql``;
  const conditions = category ? [sql`p.category = ${category}`] : [];
  return { join, conditions };
}

/** The number matches (exact hits of every kind, then prefixes of `part_number`'s key): (part_id, tier, score). */
const numberHits = (plan: Plan) => numberHitsSql(plan.numberKey, plan.exact, tier.prefix, minPrefixLength);

/**
 * The search as arms of disjoint matches, each with its tier: the number matches, then the words in
 * the names, the words elsewhere, the synonyms, the typo corrections (each arm excludes the ones before).
 * A page is read from the arms in order; within an arm, SQLite's FTS5 gives its rows in rowid order
 * (catalogue order) and stops at the page's end, PostgreSQL sorts the arm's rows by id.
 */
interface Plan {
  numberKey: string;
  /** The parts `q` names exactly by any kind of number, led to the current part (numbers.ts). */
  exact: ExactNumberHit[];
  words: { tier: number; include: string; exclude: string | null }[];
}

function planOf(
  engine: Engine,
  numberKey: string,
  numbers: ExactNumberHit[],
  exact: WordGroup[],
  synonym: WordGroup[] | null,
  typo: WordGroup[] | null,
): Plan {
  const words: Plan['words'] = [];
  if (exact.length > 0) {
    if (engine === 'sqlite') {
      const all = fts5Expression(exact);
      const names = `{name} : (${all})`;
      words.push({ tier: tier.name, include: names, exclude: null });
      words.push({ tier: tier.words, include: all, exclude: names });
      if (synonym) words.push({ tier: tier.synonym, include: fts5Expression(synonym), exclude: all });
      if (typo)
        words.push({
          tier: tier.typo,
          include: fts5Expression(typo),
          exclude: fts5Expression(synonym ?? exact),
        });
    } else {
      const all = tsqueryExpression(exact);
      words.push({ tier: tier.name, include: tsqueryExpression(exact, true), exclude: null });
      words.push({ tier: tier.words, include: all, exclude: tsqueryExpression(exact, true) });
      if (synonym) words.push({ tier: tier.synonym, include: tsqueryExpression(synonym), exclude: all });
      if (typo)
        words.push({
          tier: tier.typo,
          include: tsqueryExpression(typo),
          exclude: tsqueryExpression(synonym ?? exact),
        });
    }
  }
  return { numberKey, exact: numbers, words };
}

/**
 * SQLite: `num` (the number matches with their FTS rowid) and, with a vehicle, `fit` (the FTS rowids of
 * the parts that fit it, the category applied): the vehicle's few hundred fitting parts, found through
 * part_vehicle's (vehicle_id, part_id) index.
 */
function sqliteCtes(plan: Plan, filters: Filters) {
  const category = filters.category
    ? sql`join part p on p.id = k.part_id and p.category = ${filters.category}`
    : sql``;
  const fit = filters.vehicle
    ? sql`fit as materialized (select k.rowid as r from part_vehicle pv join part_fts_key k on k.part_id = pv.part_id
          ${category} where pv.vehicle_id = ${filters.vehicle}), `
    : sql``;
  const numFilter = filters.vehicle ? sql`where k.rowid in (select r from fit)` : sql``;
  return sql`with ${fit}num as materialized (
      select n.part_id, min(n.tier) as tier, k.rowid as r from (${numberHits(plan)}) n
      join part_fts_key k on k.part_id = n.part_id ${filters.vehicle ? sql`` : category} ${numFilter} group by n.part_id)`;
}

/** SQLite: one word arm's rows (FTS rowids), its filter applied (never pushed into the FTS5 scan as rowid lookups: those are slow). */
function sqliteArm(arm: Plan['words'][number], filters: Filters) {
  const match = arm.exclude ? `(${arm.include}) NOT (${arm.exclude})` : arm.include;
  const filter = filters.vehicle
    ? sql`and +part_fts.rowid in (select r from fit)`
    : filters.category
      ? sql`and exists (select 1 from part_fts_key k join part p on p.id = k.part_id
             where k.rowid = part_fts.rowid and p.category = ${filters.category})`
      : sql``;
  return sql`from part_fts where part_fts match ${match} and +part_fts.rowid not in (select r from num) ${filter}`;
}

/** PostgreSQL: `num` (the number matches) and, with a vehicle, `fit` (its fitting part ids, category applied). */
function postgresCtes(plan: Plan, filters: Filters) {
  const category = filters.category
    ? sql`join part p on p.id = pv.part_id and p.category = ${filters.category}`
    : sql``;
  const fit = filters.vehicle
    ? sql`fit as materialized (select pv.part_id from part_vehicle pv ${category} where pv.vehicle_id = ${filters.vehicle}), `
    : sql``;
  const numFilter = filters.vehicle
    ? sql`where n.part_id in (select part_id from fit)`
    : filters.category
      ? sql`where exists (select 1 from part c where c.id = n.part_id and c.category = ${filters.category})`
      : sql``;
  return sql`with ${fit}num as materialized (
      select n.part_id, min(n.tier) as tier from (${numberHits(plan)}) n ${numFilter} group by n.part_id)`;
}

/** PostgreSQL: one word arm's rows; with a vehicle it starts from the fitting parts (vehicle first). */
function postgresArm(arm: Plan['words'][number], filters: Filters) {
  const exclude = arm.exclude ? sql`and not p.search_vector @@ to_tsquery('english', ${arm.exclude})` : sql``;
  const filter = filters.vehicle
    ? sql`and p.id in (select part_id from fit)`
    : filters.category
      ? sql`and p.category = ${filters.category}`
      : sql``;
  return sql`from part p where p.search_vector @@ to_tsquery('english', ${arm.include}) ${exclude}
    and p.id not in (select part_id from num) ${filter}`;
}

/** How many parts each arm holds (one statement). */
async function armCounts(
  db: Kysely<Tables>,
  engine: Engine,
  plan: Plan,
  filters: Filters,
): Promise<number[]> {
  const ctes = engine === 'sqlite' ? sqliteCtes(plan, filters) : postgresCtes(plan, filters);
  const arm = engine === 'sqlite' ? sqliteArm : postgresArm;
  const counts = [
    sql`(select count(*) from num)`,
    ...plan.words.map((words) => sql`(select count(*) ${arm(words, filters)})`),
  ].map((count, i) => sql`${count} as ${sql.ref(`c${i}`)}`);
  const { rows } = await sql<Record<string, number>>`${ctes} select ${sql.join(counts)}`.execute(db);
  const row = rows[0] ?? {};
  return counts.map((_, i) => Number(row[`c${i}`] ?? 0));
}

/** The part ids (SQLite: FTS rowids) of `take` rows of one arm from `skip` on, in the arm's order. */
async function armRows(
  db: Kysely<Tables>,
  engine: Engine,
  plan: Plan,
  filters: Filters,
  index: number,
  skip: number,
  take: number,
): Promise<string[]> {
  if (engine === 'sqlite') {
    const ctes = sqliteCtes(plan, filters);
    const query =
      index === 0
        ? sql`${ctes} select r from num order by tier, r limit ${take} offset ${skip}`
        : sql`${ctes} select part_fts.rowid as r ${sqliteArm(plan.words[index - 1]!, filters)} order by part_fts.rowid limit ${take} offset ${skip}`;
    const { rows } = await sql<{ r: number }>`${query}`.execute(db);
    return rows.map((row) => String(row.r));
  }
  const ctes = postgresCtes(plan, filters);
  const query =
    index === 0
      ? sql`${ctes} select part_id as id from num order by tier, part_id limit ${take} offset ${skip}`
      : sql`${ctes} select p.id ${postgresArm(plan.words[index - 1]!, filters)} order by p.id limit ${take} offset ${skip}`;
  const { rows } = await sql<{ id: string }>`${query}`.execute(db);
  return rows.map((row) => row.id);
}

/** The rows of the keys in order (SQLite: FTS rowids through part_fts_key; PostgreSQL: part ids). */
async function partsOf(db: Kysely<Tables>, engine: Engine, keys: string[]): Promise<Part[]> {
  if (keys.length === 0) return [];
  const rows =
    engine === 'sqlite'
      ? (
          await sql<PartAnswerRow & { r: number }>`select ${columnList}, k.rowid as r from part_fts_key k
              join part p on p.id = k.part_id where k.rowid in (${sql.join(keys.map(Number))})`.execute(db)
        ).rows.map((row) => [String(row.r), row] as const)
      : (
          await sql<PartAnswerRow>`select ${columnList} from part p where p.id in (${sql.join(keys)})`.execute(
            db,
          )
        ).rows.map((row) => [row.id, row] as const);
  const byKey = new Map(rows);
  return keys.flatMap((key) => {
    const row = byKey.get(key);
    return row ? [toPart(row)] : [];
  });
}

/** Parts matched by the plan: the page at `offset` and the total. */
async function searchByPlan(
  db: Kysely<Tables>,
  engine: Engine,
  plan: Plan,
  filters: Filters,
  counts: number[],
  offset: number,
  limit: number,
): Promise<SearchPage> {
  const keys: string[] = [];
  let start = 0;
  for (let index = 0; index < counts.length && keys.length < limit; index += 1) {
    const count = counts[index]!;
    const from = Math.max(offset + keys.length - start, 0);
    if (count > 0 && from < count) {
      keys.push(...(await armRows(db, engine, plan, filters, index, from, limit - keys.length)));
    }
    start += count;
  }
  return { items: await partsOf(db, engine, keys), total: counts.reduce((sum, count) => sum + count, 0) };
}

/**
 * The plan for `q` under the filters and its arms' counts: exact words and synonyms; when they find
 * fewer than `typoThreshold` parts, the vocabulary's one-edit corrections of unknown words too.
 */
async function plannedSearch(
  context: SearchContext,
  terms: SearchTerms,
  filters: Filters,
  numbers: ExactNumberHit[],
) {
  const { db, engine } = context;
  const exact = exactGroups(terms.words);
  const synonym = exact.length > 0 ? synonymGroups(terms.words, await context.synonyms()) : null;
  let plan = planOf(engine, terms.numberKey, numbers, exact, synonym, null);
  let counts = await armCounts(db, engine, plan, filters);
  const found = counts.reduce((sum, count) => sum + count, 0);
  if (found < typoThreshold) {
    const corrections = await correctionsOf(context, typoCandidates(synonym ?? exact));
    const typo = corrections.size > 0 ? typoGroups(synonym ?? exact, corrections) : null;
    if (typo) {
      plan = planOf(engine, terms.numberKey, numbers, exact, synonym, typo);
      counts = await armCounts(db, engine, plan, filters);
    }
  }
  return { plan, counts };
}

/** The vocabulary's words one edit away from each of `words` that the vocabulary does not hold. */
async function correctionsOf(context: SearchContext, words: string[]): Promise<Map<string, string[]>> {
  const corrections = new Map<string, string[]>();
  if (words.length === 0) return corrections;
  const known = new Set(await context.vocabulary(words));
  const unknown = words.filter((word) => !known.has(word));
  if (unknown.length === 0) return corrections;
  const candidates = new Map(unknown.map((word) => [word, oneEditAway(word)]));
  const found = new Set(await context.vocabulary([...new Set([...candidates.values()].flat())]));
  for (const [word, edits] of candidates) {
    const fixes = edits.filter((edit) => found.has(edit)).slice(0, maxCorrections);
    if (fixes.length > 0) corrections.set(word, fixes);
  }
  return corrections;
}

async function listFiltered(
  context: SearchContext,
  query: PartSearchQuery,
  knownTotal: number | null,
): Promise<SearchPage> {
  const { db } = context;
  const { join, conditions } = filterJoinAndConditions(query);
  const descending = query.sort === 'newest';
  const listing = {
    key: JSON.stringify([query.category ?? '', query.vehicle ?? '', descending]),
    join,
    conditions,
    descending,
  };
  const order = listingOrder(descending);
  const offset = pageOffset(query);
  // The page's ids first, from the listing's index alone, then their rows: skipping entries of the
  // index costs little, while skipping them in a query of every column read each skipped row. A deep
  // page starts from its nearest anchor, so it skips fewer than `anchorStride` entries.
  const start = await context.anchors.pageStart(db, listing, offset);
  const { rows } = await sql<PartAnswerRow>`
    select ${columnList} from part p where p.id in (
      select p.id from part p ${join} ${whereOf(start ? [...conditions, after(start.anchor, descending)] : conditions)}
      order by ${order} limit ${query.limit} offset ${start ? start.skip : offset})
    order by ${order}`.execute(db);
  const total =
    knownTotal ??
    Number(
      (
        await sql<{
          total: number;
        }>`select count(*) as total from part p ${join} ${whereOf(conditions)}`.execute(db)
      ).rows[0]?.total ?? 0,
    );
  return { items: rows.map(toPart), total };
}

export interface SearchContext {
  db: Kysely<Tables>;
  engine: Engine;
  /** Parts per category, for totals without counting (the facet cache). */
  categoryCounts(): Promise<Map<string, number>>;
  /** Page anchors of the listings (without `q`). */
  anchors: ListingAnchors;
  /** The synonym table: lower-case term → its alternatives. */
  synonyms(): Promise<Map<string, string[]>>;
  /** Which of `words` the vocabulary of part names holds. */
  vocabulary(words: string[]): Promise<string[]>;
}

/**
 * One page of `GET /part`. Without `q`: the catalogue in its order (created_at, id; `sort=newest`
 * reverses it), filtered. With `q`: exact part number first, then exact OEM number, then number
 * prefixes, then parts with every word in the name, then elsewhere, then by synonyms, then by typo
 * corrections (ADR 0032).
 */
export async function searchParts(context: SearchContext, query: PartSearchQuery): Promise<SearchPage> {
  const page = await findParts(context, query);
  return query.vehicle ? withFit(context.db, page, query.vehicle) : page;
}

async function findParts(context: SearchContext, query: PartSearchQuery): Promise<SearchPage> {
  const { db, engine } = context;
  const terms = searchTerms(query.q ?? '');
  const numbers = await exactNumberHits(db, query.q ?? '');
  const hasQ = terms.numberKey.length >= 2 || terms.words.length > 0 || numbers.length > 0;
  if (!hasQ) {
    let knownTotal: number | null = null;
    if (!query.vehicle) {
      const counts = await context.categoryCounts();
      knownTotal = query.category
        ? (counts.get(query.category) ?? 0)
        : [...counts.values()].reduce((sum, count) => sum + count, 0);
    }
    return listFiltered(context, query, knownTotal);
  }
  const { plan, counts } = await plannedSearch(context, terms, query, numbers);
  return withMatches(
    await searchByPlan(db, engine, plan, query, counts, pageOffset(query), query.limit),
    numbers,
  );
}

/** The hits a number found say which number matched (`matchedNumber`). */
function withMatches(page: SearchPage, exact: ExactNumberHit[]): SearchPage {
  if (exact.length === 0) return page;
  const matched = new Map(exact.map((hit) => [hit.partId, hit.matched]));
  return {
    ...page,
    items: page.items.map((item) => {
      const match = matched.get(item._id);
      return match ? { ...item, matchedNumber: match } : item;
    }),
  };
}

/**
 * Parts per category under a vehicle and/or `q` (the same matches as the search), by name. Bounded by
 * the vehicle's fitting parts, or by the matches of `q` (what the search itself counts).
 */
export async function countCategories(
  context: SearchContext,
  query: { q?: string; vehicle?: string },
): Promise<Category[]> {
  const { db, engine } = context;
  const terms = searchTerms(query.q ?? '');
  const filters = { vehicle: query.vehicle || undefined };
  let rows: { name: string; count: number | string }[];
  const numbers = await exactNumberHits(db, query.q ?? '');
  if (terms.numberKey.length < 2 && terms.words.length === 0 && numbers.length === 0) {
    rows = (
      await sql<{ name: string; count: number }>`select p.category as name, count(*) as count
        from part_vehicle pv join part p on p.id = pv.part_id where pv.vehicle_id = ${filters.vehicle ?? ''}
        group by p.category order by p.category`.execute(db)
    ).rows;
  } else {
    const { plan } = await plannedSearch(context, terms, filters, numbers);
    if (engine === 'sqlite') {
      const arms = [
        sql`select r from num`,
        ...plan.words.map((arm) => sql`select part_fts.rowid as r ${sqliteArm(arm, filters)}`),
      ];
      rows = (
        await sql<{ name: string; count: number }>`${sqliteCtes(plan, filters)}
          select p.category as name, count(*) as count from (${sql.join(arms, sql` union all `)}) hit
          join part_fts_key k on k.rowid = hit.r join part p on p.id = k.part_id
          group by p.category order by p.category`.execute(db)
      ).rows;
    } else {
      const arms = [
        sql`select part_id as id from num`,
        ...plan.words.map((arm) => sql`select p.id ${postgresArm(arm, filters)}`),
      ];
      rows = (
        await sql<{ name: string; count: string }>`${postgresCtes(plan, filters)}
          select p.category as name, count(*) as count from (${sql.join(arms, sql` union all `)}) hit
          join part p on p.id = hit.id group by p.category order by p.category`.execute(db)
      ).rows;
    }
  }
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}
