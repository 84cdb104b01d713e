import { LRUCache } from 'lru-cache';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/database';
import type { Tables } from '../../db/schema';
import { cachedValue } from '../../lib/keyed-cache';
import { prepareJson, type PreparedJson } from '../../lib/prepared-json';
import { listingAnchors } from './listing-anchors';
import { countCategories, searchParts } from './search';
import { synonymMap, vocabularySet, vocabularyWords } from './synonyms';
import { getPart, listCategories } from './service';
import type { PartSearchQuery } from '@partsmith/contract/parts';
import type { CategoryQuery } from '@partsmith/contract/search';

/** Other instances' writes become visible within this time; this instance's own writes at once. */
const maxAgeMs = 1000;
/**
 * Page anchors are found again after this (other instances' new parts shift deep pages for at most
 * this long; this instance's own writes drop them at once): at 1,000,000 parts a walk to the deepest
 * page reads the whole listing index, which every second would cost a good part of a core (ADR 0032).
 */
const anchorMaxAgeMs = 10_000;
/**
 * The vocabulary of part names (typo corrections) is read again after this: other instances' new words
 * are corrected to within this time, this instance's at once; reading it costs one pass over the
 * vocabulary index, too much for every second at 1,000,000 parts (ADR 0044). On SQLite it is read
 * again only when another connection wrote meanwhile (ADR 0053).
 */
const vocabularyMaxAgeMs = 10_000;
/** What the bounded answer caches may hold, whatever the size of the catalogue. */
const maxSearchBytes = 16 * 1024 * 1024;
const maxPartBytes = 4 * 1024 * 1024;

export interface CachedPage {
  json: PreparedJson;
  total: number;
  /** More parts matched than `total` (a search's result window is full). */
  more?: boolean;
}

/** The body plus room for its compressed forms (made on demand, each well under half the body). */
const sizeOf = (json: PreparedJson) => 2 * json.body.length + 200;

/**
 * The public catalogue reads, each serialised and compressed once per change instead of once per
 * request — only what is bounded: pages of `GET /part` (by their query, at most 16 MB, least recently
 * used out), single parts (at most 4 MB) and the category facets. Never the whole catalogue. It listens
 * for the `stock` and `parts` changes where it is built (caches.ts). `othersWrote` moves when another
 * connection commits (db/database.ts `writeVersion`; null where that cannot be seen).
 */
export function catalogueCache(
  db: Kysely<Tables>,
  engine: Engine,
  othersWrote: () => number | null = () => null,
) {
  // Counted again past their age only when another connection wrote meanwhile (on SQLite: counting
  // every part's category takes 10–13 ms at 100,000 parts, 82–86 ms at 1,000,000, on the server's
  // thread); this instance's own writes drop them at once.
  const facets = cachedValue(
    keptUnlessOthersWrote(othersWrote, async () => {
      const categories = await listCategories({ db });
      return {
        json: prepareJson(categories),
        counts: new Map(categories.map((category) => [category.name, category.count])),
      };
      // Counting every part's category takes tens of ms at 50,000 parts: no request waits for a recount.
    }),
    maxAgeMs,
    { serveStale: true },
  );
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxSearchBytes,
    sizeCalculation: (page) => sizeOf(page.json),
    ttl: maxAgeMs,
  });
  const parts = new LRUCache<string, PreparedJson>({
    maxSize: maxPartBytes,
    sizeCalculation: sizeOf,
    ttl: maxAgeMs,
  });
  const synonyms = cachedValue(() => synonymMap(db), maxAgeMs, { serveStale: true });
  // Read again only when another connection wrote meanwhile: reading it scans the whole vocabulary
  // index (140 ms at 1,000,000 parts, for 303 words), and this instance's own writes drop it at once.
  const vocabulary = cachedValue(
    keptUnlessOthersWrote(othersWrote, () => vocabularySet(db, engine)),
    vocabularyMaxAgeMs,
    { serveStale: true },
  );
  /** Bumped by every write, so a page loaded before the write is not stored after it. */
  let generation = 0;

  const anchors = listingAnchors(anchorMaxAgeMs);
  const context = {
    db,
    engine,
    anchors,
    categoryCounts: async () => (await facets.get()).counts,
    synonyms: () => synonyms.get(),
    vocabulary: async (words: string[]) => {
      const known = await vocabulary.get();
      return known ? words.filter((word) => known.has(word)) : vocabularyWords(db, engine, words);
    },
  };

  function stockChanged() {
    generation += 1;
    pages.clear();
    parts.clear();
  }

  /** Loads in flight by key: concurrent misses of one answer share one query (no stampede on expiry). */
  const inFlight = new Map<string, Promise<unknown>>();
  function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const loading = load().finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
    return loading;
  }

  return {
    /** One page of `GET /part`. */
    page(query: PartSearchQuery): Promise<CachedPage> {
      const key = JSON.stringify([
        query.q ?? '',
        query.category ?? '',
        query.vehicle ?? '',
        query.sort ?? '',
        query.page,
        query.limit,
      ]);
      const hit = pages.get(key);
      if (hit) return Promise.resolve(hit);
      return shared(`page ${key}`, async () => {
        const startedAt = generation;
        const found = await searchParts(context, query);
        const page = { json: prepareJson(found.items), total: found.total, more: found.more };
        if (startedAt === generation) pages.set(key, page);
        return page;
      });
    },
    /** One part's answer; 404 (thrown) for an unknown id. */
    part(id: string): Promise<PreparedJson> {
      const hit = parts.get(id);
      if (hit) return Promise.resolve(hit);
      return shared(`part ${id}`, async () => {
        const startedAt = generation;
        const json = prepareJson(await getPart({ db }, id));
        if (startedAt === generation) parts.set(id, json);
        return json;
      });
    },
    /**
     * `GET /category`: without filters the cached counts; with a vehicle or words, counted for the
     * request (never cached: each buyer's vehicle and words are their own).
     */
    async categories(query: CategoryQuery = {}): Promise<PreparedJson> {
      if (!query.vehicle && !query.q) return (await facets.get()).json;
      return prepareJson(await countCategories(context, query));
    },
    /**
     * After a change of stock alone (the `stock` change): drops the answers that show stock; which parts
     * a listing holds, in which order, stays.
     */
    invalidateStock: stockChanged,
    /** After any other catalogue write (the `parts` change): drops everything built on parts. */
    invalidateParts() {
      anchors.invalidate();
      facets.invalidate();
      synonyms.invalidate();
      vocabulary.invalidate();
      stockChanged();
    },
  };
}

export type CatalogueCache = ReturnType<typeof catalogueCache>;

/**
 * A cached value's load that, asked to load again past the value's age, keeps the value it has when
 * `othersWrote` has not moved since that value was loaded; loads whenever it cannot tell (null).
 */
function keptUnlessOthersWrote<T>(othersWrote: () => number | null, load: () => Promise<T>) {
  let loadedAt: number | null = null;
  return (stale?: T): Promise<T> => {
    const version = othersWrote();
    if (stale !== undefined && version !== null && version === loadedAt) return Promise.resolve(stale);
    loadedAt = version;
    return load();
  };
}
