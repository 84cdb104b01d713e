import { pageOffset } from '@partsmith/contract/paging';
import {
  type Category,
  normalizePartNumber,
  type Part,
  type PartSearchQuery,
} from '@partsmith/contract/parts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
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
/**
 * A search by `q` answers at most its first this many results, a result window as search engines keep
 * one (Elasticsearch's `track_total_hits`): each arm is counted no further, so a count costs about the
 * same whether a word is in 20,000 parts or in 200,000, and `more` says that more matched (ADR 0049).
 * `SearchContext.maxResults` sets another.
 */
export const defaultMaxResults = 1_000;
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
  /** How many results can be paged through (at most `maxResults` for a search by `q`). */
  total: number;
  /** More parts matched than `total`: the search's result window is full. */
  more?: boolean;
}

type Filters = Pick<PartSearchQuery, 'category' | 'vehicle'>;

/** The columns of a part's answer, its price breaks included (`p` is the part). */
const columnList = sql.join([
  ...partColumns.map((column) => sql.ref(`p.${column}`)),
  sql`${priceBreaksColumn} as price_breaks`,
]);

/**
 * The rows of a listing without `q` (a `from` clause whose rows, aliased `p`, have the part's `id`,
 * `created_at` and `category`) and its conditions. With a vehicle the rows are its fitting parts from
 * part_vehicle's listing index (vehicle_id, category, part_created_at, part_id): a vehicle + category
 * page, its total and its anchors are one range of that index, whatever the catalogue's size (0025);
 * only the page's own parts are then read from `part`.
 */
function listingSource({ category, vehicle }: Filters) {
  const conditions = category ? [sql`p.category = ${category}`] : [];
  if (!vehicle) return { from: sql`part p`, conditions };
  return {
    from: sql`(select pv.part_id as id, pv.part_created_at as created_at, pv.category
      from part_vehicle pv where pv.vehicle_id = ${vehicle}) p`,
    conditions,
  };
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
  /**
   * SQLite: the arms are the names and the words of one word (no synonym, no typo arm), so the names'
   * arm is the words' matches whose name column holds the word: what FTS5's `highlight` of the name
   * column tells of each match (it marks the word's places in the name, and there are none otherwise).
   */
  namesByHighlight?: boolean;
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
      return { numberKey, exact: numbers, words, namesByHighlight: exact.length === 1 && !synonym && !typo };
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

/** The fitment rows `pv` of the vehicle's parts, the category applied: a range of part_vehicle's listing index. */
const fittingPart = (filters: Filters) =>
  filters.category
    ? sql`pv.vehicle_id = ${filters.vehicle ?? ''} and pv.category = ${filters.category}`
    : sql`pv.vehicle_id = ${filters.vehicle ?? ''}`;

/**
 * SQLite: `num` (the number matches with their FTS rowid) and, with a vehicle, `fit` (the FTS rowids of
 * the parts that fit it, the category applied): the vehicle's few hundred fitting parts, found through
 * part_vehicle's listing index.
 */
function sqliteCtes(plan: Plan, filters: Filters) {
  const category = filters.category
    ? sql`join part p on p.id = k.part_id and p.category = ${filters.category}`
    : sql``;
  const fit = filters.vehicle
    ? sql`fit as materialized (select k.rowid as r from part_vehicle pv cross join part_fts_key k on k.part_id = pv.part_id
          where ${fittingPart(filters)}), `
    : sql``;
  const numFilter = filters.vehicle ? sql`where k.rowid in (select r from fit)` : sql``;
  return sql`with ${fit}num as materialized (
      select n.part_id, min(n.tier) as tier, k.rowid as r from (${numberHits(plan)}) n
      join part_fts_key k on k.part_id = n.part_id ${filters.vehicle ? sql`` : category} ${numFilter} group by n.part_id)`;
}

/**
 * SQLite without a vehicle: one word arm's rows (FTS rowids) in a scan of its doclist, the category
 * applied per row. (With a vehicle, `sqliteFitHits`.)
 */
function sqliteArm(arm: Plan['words'][number], filters: Filters) {
  const match = arm.exclude ? `(${arm.include}) NOT (${arm.exclude})` : arm.include;
  const filter = filters.category
    ? sql`and exists (select 1 from part_fts_key k join part p on p.id = k.part_id
           where k.rowid = part_fts.rowid and p.category = ${filters.category})`
    : sql``;
  return sql`from part_fts where part_fts match ${match} and +part_fts.rowid not in (select r from num) ${filter}`;
}

/** One part the search found: its key (SQLite: FTS rowid; PostgreSQL: part id), its arm (0: the numbers), its tier among the numbers. */
interface Hit {
  r: number | string;
  arm: number;
  tier: number;
}

/**
 * By default, a vehicle with more fitting parts than this is searched from the words' doclists (then
 * kept to the fitting parts) instead of by one FTS5 lookup per fitting part. A lookup by rowid walks
 * the word's doclist up to the rowid, so 360 of them cost more than one scan in the bench at 100,000
 * parts (vehicle + word 9.3 → 21–25 CPU ms/req with lookups up to 3,000): only a vehicle with very few
 * parts is looked up part by part (ADR 0044).
 */
export const defaultMaxFitLookups = 100;

/**
 * SQLite with a vehicle: every match among the vehicle's fitting parts, with its arm, as a CTE `hit`.
 * The widest arm's expression (the last arm's include holds every earlier one) is matched once:
 * with `lookups` (a vehicle of few parts) by one FTS5 rowid lookup per fitting part, otherwise by one
 * scan of its doclist kept to the fitting parts. Either way each part found is placed in the first arm whose
 * include matches it (the arms are disjoint in that order), by rowid lookups of the few found.
 * `lookups` is chosen in the server from the vehicle's count (a condition on a subquery in the
 * statement did not keep SQLite from scanning the other branch's doclist, ADR 0044).
 */
function sqliteFitHits(plan: Plan, filters: Filters, lookups: boolean) {
  const ctes = sqliteCtes(plan, filters);
  const numbers = sql`select r, 0 as arm, tier from num`;
  const last = plan.words.at(-1);
  if (!last) return sql`${ctes}, hit as (${numbers})`;
  const matches = (expression: string, rowid: RawBuilder<unknown>) =>
    sql`exists (select 1 from part_fts m where m.part_fts match ${expression} and m.rowid = ${rowid})`;
  const names = plan.words.findIndex((arm) => arm.tier === tier.name && arm !== last);
  // One word (ADR 0053): its matches, by lookups or by one scan, each placed by its name's highlight.
  if (plan.namesByHighlight === true && names === 0 && plan.words.length === 2) {
    const arm = sql`case when length(highlight(w.part_fts, 0, char(1), '')) > length(w.name) then 1 else 2 end`;
    const words = lookups
      ? sql`select w.rowid, ${arm} as arm, 0 as tier from fit f cross join part_fts w
          where w.part_fts match ${last.include} and w.rowid = f.r and f.r not in (select r from num)`
      : sql`select w.rowid, ${arm} as arm, 0 as tier from part_fts w
          where w.part_fts match ${last.include}
            and +w.rowid in (select r from fit) and +w.rowid not in (select r from num)`;
    return sql`${ctes}, hit as (${numbers} union all ${words})`;
  }
  // Otherwise the names' arm is found by one scan of its doclist kept to the fitting parts, never by
  // lookups: a rowid lookup of a column filter (`{name} : …`) on a part whose other column holds the
  // word reads the doclist on to its end (1,000,000 parts, `with`: 13 ms a lookup, 11 s for a vehicle;
  // the scan 19 ms).
  const named =
    names < 0
      ? sql``
      : sql`, named as materialized (select w.rowid as r from part_fts w
          where w.part_fts match ${plan.words[names]!.include} and +w.rowid in (select r from fit))`;
  const armOf = (rowid: RawBuilder<unknown>) => {
    const earlier = plan.words
      .slice(0, -1)
      .map(
        (arm, i) =>
          sql`when ${i === names ? sql`${rowid} in (select r from named)` : matches(arm.include, rowid)} then ${sql.lit(i + 1)}`,
      );
    return earlier.length === 0
      ? sql.lit(plan.words.length)
      : sql`case ${sql.join(earlier, sql` `)} else ${sql.lit(plan.words.length)} end`;
  };
  const words = lookups
    ? sql`select f.r, ${armOf(sql.ref('f.r'))} as arm, 0 as tier from fit f
        where f.r not in (select r from num) and ${matches(last.include, sql.ref('f.r'))}`
    : sql`select w.rowid, ${armOf(sql.ref('w.rowid'))} as arm, 0 as tier from part_fts w
        where w.part_fts match ${last.include}
          and +w.rowid in (select r from fit) and +w.rowid not in (select r from num)`;
  return sql`${ctes}${named}, hit as (${numbers} union all ${words})`;
}

/** SQLite: how many parts fit the vehicle (the category applied), from part_vehicle's listing index. */
async function sqliteFitSize(db: Kysely<Tables>, filters: Filters): Promise<number> {
  const { rows } = await sql<{ size: number }>`select count(*) as size from part_vehicle pv
    where ${fittingPart(filters)}`.execute(db);
  return Number(rows[0]?.size ?? 0);
}

/** The matches of the plan: each arm's count, and with a vehicle every hit (bounded by the vehicle's parts). */
interface Matches {
  counts: number[];
  hits: Hit[] | null;
}

async function matchesOf(context: SearchContext, plan: Plan, filters: Filters): Promise<Matches> {
  const { db, engine } = context;
  if (!filters.vehicle) return { counts: await armCounts(context, plan, filters), hits: null };
  const hits =
    engine === 'sqlite'
      ? sqliteFitHits(plan, filters, (await sqliteFitSize(db, filters)) <= fitLookups(context))
      : postgresFitHits(plan, filters);
  const { rows } = await sql<Hit>`${hits} select r, arm, tier from hit`.execute(db);
  const counts = plan.words.map(() => 0);
  counts.push(0);
  for (const hit of rows) counts[hit.arm] = (counts[hit.arm] ?? 0) + 1;
  return { counts, hits: rows };
}

/** PostgreSQL: `num` (the number matches) and, with a vehicle, `fit` (its fitting part ids, category applied). */
function postgresCtes(plan: Plan, filters: Filters) {
  const fit = filters.vehicle
    ? sql`fit as materialized (select pv.part_id from part_vehicle pv where ${fittingPart(filters)}), `
    : sql``;
  const numFilter = filters.vehicle
    ? sql`where n.part_id in (select part_id from fit)`
    : filters.category
      ? sql`where exists (select 1 from part c where c.id = n.part_id and c.category = ${filters.category})`
      : sql``;
  return sql`with ${fit}num as materialized (
      select n.part_id, min(n.tier) as tier from (${numberHits(plan)}) n ${numFilter} group by n.part_id)`;
}

/** PostgreSQL without a vehicle: one word arm's rows. (With a vehicle, `postgresFitHits`.) */
function postgresArm(arm: Plan['words'][number], filters: Filters) {
  const exclude = arm.exclude ? sql`and not p.search_vector @@ to_tsquery('english', ${arm.exclude})` : sql``;
  const filter = filters.category ? sql`and p.category = ${filters.category}` : sql``;
  return sql`from part p where p.search_vector @@ to_tsquery('english', ${arm.include}) ${exclude}
    and p.id not in (select part_id from num) ${filter}`;
}

/**
 * PostgreSQL with a vehicle: every match among the vehicle's fitting parts, with its arm, as a CTE `hit`
 * (`fit → part_pkey`, the widest arm's tsquery checked per part, then the arm: the first whose include
 * matches). One statement instead of one per arm for the counts and one per arm for the page.
 */
function postgresFitHits(plan: Plan, filters: Filters) {
  const ctes = postgresCtes(plan, filters);
  const numbers = sql`select part_id as r, 0 as arm, tier from num`;
  const last = plan.words.at(-1);
  if (!last) return sql`${ctes}, hit as (${numbers})`;
  const matches = (expression: string) => sql`p.search_vector @@ to_tsquery('english', ${expression})`;
  const earlier = plan.words
    .slice(0, -1)
    .map((arm, i) => sql`when ${matches(arm.include)} then ${sql.lit(i + 1)}`);
  const arm =
    earlier.length === 0
      ? sql.lit(plan.words.length)
      : sql`case ${sql.join(earlier, sql` `)} else ${sql.lit(plan.words.length)} end`;
  return sql`${ctes}, hit as (${numbers}
    union all
    select p.id as r, ${arm} as arm, 0 as tier from fit f join part p on p.id = f.part_id
    where ${matches(last.include)} and p.id not in (select part_id from num))`;
}

/**
 * How many parts each arm holds, within the result window (one statement). The word arms are nested: each
 * one's include holds the one before it (names ⊆ every word ⊆ synonyms ⊆ typo corrections) and excludes
 * exactly that, so an arm's size is the difference of two includes' sizes. Each include is counted (less
 * the number matches) up to `maxResults + 1` rows: no `NOT` per row, and no count reads a doclist past the
 * window, while the arms' sizes stay exact up to it.
 */
async function armCounts(context: SearchContext, plan: Plan, filters: Filters): Promise<number[]> {
  const { db, engine } = context;
  const sqlite = engine === 'sqlite';
  const ctes = sqlite ? sqliteCtes(plan, filters) : postgresCtes(plan, filters);
  const arm = sqlite ? sqliteArm : postgresArm;
  const counts = [
    sql`(select count(*) from num)`,
    ...plan.words.map(
      (words) =>
        sql`(select count(*) from (select 1 ${arm({ ...words, exclude: null }, filters)} limit ${resultWindow(context) + 1}) w)`,
    ),
  ].map((count, i) => sql`${count} as ${sql.ref(`c${i}`)}`);
  const { rows } = await sql<Record<string, number>>`${ctes} select ${sql.join(counts)}`.execute(db);
  const row = rows[0] ?? {};
  const included = counts.map((_, i) => Number(row[`c${i}`] ?? 0));
  return included.map((count, i) => (i <= 1 ? count : count - included[i - 1]!));
}

/**
 * The parts of `take` rows of one arm from `skip` on, in the arm's order, read in the statement that
 * pages the arm (one round trip, not one for the keys and one for their rows).
 */
async function armParts(
  db: Kysely<Tables>,
  engine: Engine,
  plan: Plan,
  filters: Filters,
  index: number,
  skip: number,
  take: number,
): Promise<Part[]> {
  if (engine === 'sqlite') {
    const page =
      index === 0
        ? sql`select r, tier from num order by tier, r limit ${take} offset ${skip}`
        : sql`select part_fts.rowid as r, 0 as tier ${sqliteArm(plan.words[index - 1]!, filters)} order by part_fts.rowid limit ${take} offset ${skip}`;
    const { rows } = await sql<PartAnswerRow>`${sqliteCtes(plan, filters)}, page as materialized (${page})
      select ${columnList} from page cross join part_fts_key k on k.rowid = page.r
      cross join part p on p.id = k.part_id order by page.tier, page.r`.execute(db);
    return rows.map(toPart);
  }
  const page =
    index === 0
      ? sql`select part_id as id, tier from num order by tier, part_id limit ${take} offset ${skip}`
      : sql`select p.id, 0 as tier ${postgresArm(plan.words[index - 1]!, filters)} order by p.id limit ${take} offset ${skip}`;
  const { rows } = await sql<PartAnswerRow>`${postgresCtes(plan, filters)}, page as materialized (${page})
    select ${columnList} from page join part p on p.id = page.id order by page.tier, page.id`.execute(db);
  return rows.map(toPart);
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

/** Parts matched by the plan: the page at `offset` within the result window, and the window's size. */
async function searchByPlan(
  context: SearchContext,
  plan: Plan,
  filters: Filters,
  { counts, hits }: Matches,
  offset: number,
  limit: number,
): Promise<SearchPage> {
  const { db, engine } = context;
  const found = counts.reduce((sum, count) => sum + count, 0);
  const total = Math.min(found, resultWindow(context));
  const window = { total, ...(found > total ? { more: true } : {}) };
  const take = Math.max(Math.min(offset + limit, total) - offset, 0);
  if (hits) {
    // Every hit is at hand (among a vehicle's parts): the arms' order, the numbers' tiers, the catalogue's.
    const ordered = [...hits].sort(
      (a, b) => a.arm - b.arm || a.tier - b.tier || (a.r < b.r ? -1 : a.r > b.r ? 1 : 0),
    );
    const keys = ordered.slice(offset, offset + take).map((hit) => String(hit.r));
    return { items: await partsOf(db, engine, keys), ...window };
  }
  const items: Part[] = [];
  let start = 0;
  for (let index = 0; index < counts.length && items.length < take; index += 1) {
    const count = counts[index]!;
    const from = Math.max(offset + items.length - start, 0);
    if (count > 0 && from < count) {
      items.push(...(await armParts(db, engine, plan, filters, index, from, take - items.length)));
    }
    start += count;
  }
  return { items, ...window };
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
  const { engine } = context;
  const exact = exactGroups(terms.words);
  const synonym = exact.length > 0 ? synonymGroups(terms.words, await context.synonyms()) : null;
  let plan = planOf(engine, terms.numberKey, numbers, exact, synonym, null);
  let matches = await matchesOf(context, plan, filters);
  const found = matches.counts.reduce((sum, count) => sum + count, 0);
  if (found < typoThreshold) {
    const corrections = await correctionsOf(context, typoCandidates(synonym ?? exact));
    const typo = corrections.size > 0 ? typoGroups(synonym ?? exact, corrections) : null;
    if (typo) {
      plan = planOf(engine, terms.numberKey, numbers, exact, synonym, typo);
      matches = await matchesOf(context, plan, filters);
    }
  }
  return { plan, matches };
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
  const { from, conditions } = listingSource(query);
  const descending = query.sort === 'newest';
  const listing = {
    key: JSON.stringify([query.category ?? '', query.vehicle ?? '', descending]),
    from,
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
      select p.id from ${from} ${whereOf(start ? [...conditions, after(start.anchor, descending)] : conditions)}
      order by ${order} limit ${query.limit} offset ${start ? start.skip : offset})
    order by ${order}`.execute(db);
  const total =
    knownTotal ??
    Number(
      (
        await sql<{
          total: number;
        }>`select count(*) as total from ${from} ${whereOf(conditions)}`.execute(db)
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
  /** SQLite: the most fitting parts a vehicle search looks up one by one (`defaultMaxFitLookups`). */
  maxFitLookups?: number;
  /** The result window of a search by `q` (`defaultMaxResults`). */
  maxResults?: number;
}

const fitLookups = (context: SearchContext) => context.maxFitLookups ?? defaultMaxFitLookups;
const resultWindow = (context: SearchContext) => context.maxResults ?? defaultMaxResults;

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
  const { db } = context;
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
  const { plan, matches } = await plannedSearch(context, terms, query, numbers);
  return withMatches(
    await searchByPlan(context, plan, query, matches, pageOffset(query), query.limit),
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
 * the vehicle's fitting parts, or by the search's result window: when `q` matched more parts than the
 * search lists, only the window's parts are counted (the arms in order, as the search pages them) and
 * each count says it is a floor (`more`, ADR 0049).
 */
export async function countCategories(
  context: SearchContext,
  query: { q?: string; vehicle?: string },
): Promise<Category[]> {
  const { db, engine } = context;
  const terms = searchTerms(query.q ?? '');
  const filters = { vehicle: query.vehicle || undefined };
  let rows: { name: string; count: number | string }[];
  let more = false;
  const numbers = await exactNumberHits(db, query.q ?? '');
  if (terms.numberKey.length < 2 && terms.words.length === 0 && numbers.length === 0) {
    rows = (
      await sql<{ name: string; count: number }>`select pv.category as name, count(*) as count
        from part_vehicle pv where ${fittingPart(filters)} group by pv.category order by pv.category`.execute(
        db,
      )
    ).rows;
  } else {
    const { plan, matches } = await plannedSearch(context, terms, filters, numbers);
    const window = resultWindow(context);
    // A vehicle's hits are bounded by its parts and all counted; words alone, the window's.
    more = !matches.hits && matches.counts.reduce((sum, count) => sum + count, 0) > window;
    if (matches.hits) {
      // With a vehicle the search's hits are at hand: their parts' categories are counted.
      const keys = matches.hits.map((hit) => hit.r);
      rows = (
        engine === 'sqlite'
          ? await sql<{ name: string; count: number }>`select p.category as name, count(*) as count
              from part_fts_key k join part p on p.id = k.part_id
              where k.rowid in (select value from json_each(${JSON.stringify(keys)}))
              group by p.category order by p.category`.execute(db)
          : await sql<{ name: string; count: string }>`select p.category as name, count(*) as count
              from part p where p.id = any(${keys.map(String)}::text[])
              group by p.category order by p.category`.execute(db)
      ).rows;
    } else if (engine === 'sqlite') {
      const arms = [
        sql`select r from num`,
        ...plan.words.map((arm) => sql`select part_fts.rowid as r ${sqliteArm(arm, filters)}`),
      ];
      rows = (
        await sql<{ name: string; count: number }>`${sqliteCtes(plan, filters)}
          select p.category as name, count(*) as count
          from (select r from (${sql.join(arms, sql` union all `)}) limit ${window}) hit
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
          select p.category as name, count(*) as count
          from (select id from (${sql.join(arms, sql` union all `)}) arms limit ${window}) hit
          join part p on p.id = hit.id group by p.category order by p.category`.execute(db)
      ).rows;
    }
  }
  return rows.map((row) => ({ name: row.name, count: Number(row.count), ...(more ? { more } : {}) }));
}
