import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Tables } from '../../db/schema';
import { keyedCache } from '../../lib/keyed-cache';

/** Rows between two anchors of a listing: a deep page skips fewer index entries than this. */
export const anchorStride = 500;
/** Listings whose anchors are kept (each at most one key per `anchorStride` parts). */
const maxListings = 100;

/** A part's place in the listing's order (created_at, id). */
interface ListingKey {
  createdAt: string;
  id: string;
}

/** One listing of `GET /part` (a filter and an order), in SQL over the part aliased `p`. */
export interface Listing {
  /** The filter and order, as the anchors' cache key. */
  key: string;
  /** The rows listed, as a `from` clause holding the part aliased `p` (and its filter's tables). */
  from: RawBuilder<unknown>;
  conditions: RawBuilder<unknown>[];
  descending: boolean;
}

/**
 * The anchors found so far of a listing: anchors[k] is the key of the row at position (k + 1) · stride − 1,
 * so the rows after it start at position (k + 1) · stride. `complete` once the last one is found.
 */
interface AnchorFrame {
  anchors: ListingKey[];
  complete: boolean;
  /** The extension under way: a request for deeper anchors waits for it instead of walking again. */
  extending: Promise<void>;
}

/** Where a page starts: after the row `anchor`, `skip` rows on. */
export interface PageStart {
  anchor: ListingKey;
  skip: number;
}

export const whereOf = (conditions: RawBuilder<unknown>[]) =>
  conditions.length === 0 ? sql`` : sql`where ${sql.join(conditions, sql` and `)}`;

/** The listing's order over the rows aliased `alias`. */
export const listingOrder = (descending: boolean, alias = 'p') =>
  sql.raw(descending ? `${alias}.created_at desc, ${alias}.id desc` : `${alias}.created_at, ${alias}.id`);

/**
 * The rows after `key` in the listing's order: a range of created_at (its index, or the category's)
 * narrowed by id, so both engines read the index from the key on.
 */
export function after(key: ListingKey, descending: boolean): RawBuilder<unknown> {
  return descending
    ? sql`p.created_at <= ${key.createdAt} and (p.created_at < ${key.createdAt} or p.id < ${key.id})`
    : sql`p.created_at >= ${key.createdAt} and (p.created_at > ${key.createdAt} or p.id > ${key.id})`;
}

/** The next `count` anchors after `from` (or from the top): one walk of `count` strides of the index. */
async function nextAnchors(
  db: Kysely<Tables>,
  listing: Listing,
  from: ListingKey | undefined,
  count: number,
): Promise<ListingKey[]> {
  const { from: source, conditions, descending } = listing;
  const where = whereOf(from ? [...conditions, after(from, descending)] : conditions);
  const { rows } = await sql<{ created_at: string; id: string }>`
    select created_at, id from (
      select created_at, id, row_number() over (order by ${listingOrder(descending, 'walked')}) as place
      from (select p.created_at, p.id from ${source} ${where}
            order by ${listingOrder(descending)} limit ${count * anchorStride}) walked) numbered
    where place % ${anchorStride} = 0
    order by place`.execute(db);
  return rows.map((row) => ({ createdAt: row.created_at, id: row.id }));
}

function extend(db: Kysely<Tables>, listing: Listing, frame: AnchorFrame, index: number): Promise<void> {
  const extended = frame.extending.then(async () => {
    const missing = index + 1 - frame.anchors.length;
    if (missing <= 0 || frame.complete) return;
    const found = await nextAnchors(db, listing, frame.anchors.at(-1), missing);
    frame.anchors.push(...found);
    if (found.length < missing) frame.complete = true;
  });
  frame.extending = extended.catch(() => undefined);
  return extended;
}

/**
 * Page anchors of the catalogue's listings: every `anchorStride`-th key, found once (each walk goes on
 * from the last anchor found), so a deep page is read from its nearest anchor on instead of skipping
 * up to the whole catalogue's index entries (at 50,000 parts, 4 ms of PostgreSQL's time on every deep
 * page). Found again after `maxAgeMs` (other instances' new or deleted parts shift the pages within
 * that time and one walk), in the background while the old ones still answer, and dropped at once
 * when this instance adds, edits or removes parts; stock changes keep them.
 */
export function listingAnchors(maxAgeMs: number) {
  const frames = keyedCache<AnchorFrame>(maxAgeMs, maxListings, { serveStale: true });
  return {
    /** Where the page at `offset` starts, or null to read it by offset from the top (a shallow page). */
    async pageStart(db: Kysely<Tables>, listing: Listing, offset: number): Promise<PageStart | null> {
      const index = Math.floor(offset / anchorStride) - 1;
      if (index < 0) return null;
      // Once its time is up, a frame is found again in the background, as deep as it was.
      const frame = await frames.get(listing.key, async (stale) => {
        const found: AnchorFrame = { anchors: [], complete: false, extending: Promise.resolve() };
        if (stale?.anchors.length) await extend(db, listing, found, stale.anchors.length - 1);
        return found;
      });
      if (frame.anchors.length <= index && !frame.complete) await extend(db, listing, frame, index);
      // Past the listing's end, the last anchor: the page reads the fewer than `anchorStride` rows after it.
      const at = Math.min(index, frame.anchors.length - 1);
      const anchor = frame.anchors[at];
      return anchor ? { anchor, skip: offset - (at + 1) * anchorStride } : null;
    },
    invalidate: () => frames.invalidate(),
  };
}

export type ListingAnchors = ReturnType<typeof listingAnchors>;
