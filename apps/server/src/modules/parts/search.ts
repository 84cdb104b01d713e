import { pageOffset } from '@partsmith/contract/paging';
import { normalizePartNumber, type Part, type PartSearchQuery } from '@partsmith/contract/parts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Engine } from '../../db/database';
import { partColumns, type Tables } from '../../db/schema';
import { after, type ListingAnchors, listingOrder, whereOf } from './listing-anchors';
import { priceBreaksColumn } from '../../db/price-breaks';
import { type PartAnswerRow, toPart } from './service';
import { type ExactNumberHit, exactNumberHits, numberHitsSql, withFit } from './numbers';

/** A number shorter than this is only matched exactly: "PS" alone would be a prefix of every part. */
const minPrefixLength = 3;
const maxWords = 8;

/**
 * Ranking tiers: exact part number, any other exact number (numbers.ts), number prefix, words,
 * typo-tolerant words.
 */
const tier = { prefix: 2, words: 3, typo: 4 } as const;

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

/**
 * Matches of `q` as candidate rows (part_id, tier, score): numbers through `part_number`'s primary key
 * (exact and prefix, a binary range), words through the engine's full-text index.
 */
function hitsOf(
  engine: Engine,
  terms: SearchTerms,
  typo: boolean,
  trigramSchema: string,
  exact: ExactNumberHit[],
): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  const key = terms.numberKey;
  if (!typo && (key.length >= 2 || exact.length > 0)) {
    parts.push(numberHitsSql(key, exact, tier.prefix, minPrefixLength));
  }
  if (terms.words.length > 0) {
    const text = terms.words.join(' ');
    if (engine === 'sqlite') {
      // The matches come from the `fts` CTE (see ftsCte).
      parts.push(sql`select part_id, ${tier.words} as tier, score from fts`);
    } else if (!typo) {
      parts.push(sql`select p.id as part_id, ${tier.words} as tier, -ts_rank(p.search_vector, query) as score
          from part p, plainto_tsquery('english', ${text}) query where p.search_vector @@ query`);
    } else {
      const schema = `"${trigramSchema.replace(/"/g, '""')}"`;
      const op = sql.raw(`operator(${schema}.<%)`);
      const similarity = sql.raw(`${schema}.word_similarity`);
      parts.push(sql`select p.id as part_id, ${tier.typo} as tier, -${similarity}(${text}, p.name) as score
          from part p where ${text} ${op} p.name`);
    }
  }
  return parts.length === 0
    ? sql`select null as part_id, 0 as tier, 0.0 as score where 1 = 0`
    : sql.join(parts, sql` union all `);
}

/**
 * SQLite: the FTS5 matches with their bm25 score, materialised, so the planner cannot move bm25 out of
 * the FTS5 scan (it then fails: "unable to use function bm25 in the requested context").
 */
function ftsCte(engine: Engine, terms: SearchTerms) {
  if (engine !== 'sqlite' || terms.words.length === 0) return sql``;
  // Each word quoted: FTS5 sees plain terms, never operators (AND/OR/NOT/NEAR, *, ^, column:).
  const match = terms.words.map((word) => `"${word}"`).join(' ');
  return sql`fts as materialized (select k.part_id as part_id, bm25(part_fts, 10.0, 1.0) as score
    from part_fts join part_fts_key k on k.rowid = part_fts.rowid where part_fts match ${match}), `;
}

async function searchWithText(
  db: Kysely<Tables>,
  engine: Engine,
  query: PartSearchQuery,
  terms: SearchTerms,
  typo: boolean,
  trigramSchema: string,
  exact: ExactNumberHit[],
): Promise<SearchPage> {
  const { join, conditions } = filterJoinAndConditions(query);
  const where = whereOf(conditions);
  const hits = hitsOf(engine, terms, typo, trigramSchema, exact);
  const best = sql`${ftsCte(engine, terms)}best as (select part_id, min(tier) as tier, min(score) as score from (${hits}) hit group by part_id)`;
  // Without filters the hits are ranked and paged before any part row is read: 24 lookups, not one per hit.
  const filtered = Boolean(query.vehicle || query.category);
  const { rows } = filtered
    ? await sql<PartAnswerRow & { total: number }>`
        with ${best}
        select ${columnList}, count(*) over () as total
        from best join part p on p.id = best.part_id ${join} ${where}
        order by best.tier, best.score, best.part_id
        limit ${query.limit} offset ${pageOffset(query)}`.execute(db)
    : await sql<PartAnswerRow & { total: number }>`
        with ${best}, ranked as (
          select part_id, tier, score, count(*) over () as total from best
          order by tier, score, part_id limit ${query.limit} offset ${pageOffset(query)})
        select ${columnList}, ranked.total from ranked join part p on p.id = ranked.part_id
        order by ranked.tier, ranked.score, ranked.part_id`.execute(db);
  if (rows.length > 0) return { items: rows.map(toPart), total: Number(rows[0]?.total ?? 0) };
  if (query.page === 1) return { items: [], total: 0 };
  const { rows: counted } = await sql<{ total: number }>`
    with ${best} select count(*) as total from best join part p on p.id = best.part_id ${join} ${where}`.execute(
    db,
  );
  return { items: [], total: Number(counted[0]?.total ?? 0) };
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
  /** PostgreSQL: the schema holding pg_trgm. */
  trigramSchema(): Promise<string>;
}

/**
 * One page of `GET /part`. Without `q`: the catalogue in its order (created_at, id; `sort=newest`
 * reverses it), filtered. With `q`: exact part number first, then exact OEM number, then number
 * prefixes, then words by text rank (ties by id); on
 * PostgreSQL, words that match nothing are tried again by trigram similarity (typos).
 */
export async function searchParts(context: SearchContext, query: PartSearchQuery): Promise<SearchPage> {
  const page = await findParts(context, query);
  return query.vehicle ? withFit(context.db, page, query.vehicle) : page;
}

async function findParts(context: SearchContext, query: PartSearchQuery): Promise<SearchPage> {
  const { db, engine } = context;
  const terms = searchTerms(query.q ?? '');
  const hasQ = terms.numberKey.length >= 2 || terms.words.length > 0;
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
  const schema = engine === 'postgres' ? await context.trigramSchema() : '';
  const exact = await exactNumberHits(db, query.q ?? '');
  const found = await searchWithText(db, engine, query, terms, false, schema, exact);
  if (found.total > 0 || engine !== 'postgres' || terms.words.length === 0) return withMatches(found, exact);
  return searchWithText(db, engine, query, terms, true, schema, []);
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
