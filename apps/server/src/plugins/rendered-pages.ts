import { notFoundPageAddress } from '@partsmith/contract/page-addresses';
import { LRUCache } from 'lru-cache';
import { prepareBody, type PreparedJson } from '../lib/prepared-json';
import type { ApiRead, PageRenderer } from './page-renderer';
import type { RenderedPage } from './page-template';

export interface CachedPage {
  status: number;
  body: PreparedJson;
}

interface KeptPage {
  page: CachedPage;
  /** The API answers it was made from. */
  reads: ApiRead[];
  /** The UTC day it was rendered on (the footer shows the year). */
  day: string;
  checkedAt: number;
}

/** Other instances' catalogue writes show within this time (the catalogue cache's own age). */
const maxAgeMs = 1000;
const maxBytes = 16 * 1024 * 1024;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A page worth keeping: a 200, or the one 404 page every unknown path shares. A part page's 404 (any
 * made-up id) is not kept, so no stream of them evicts the pages people visit.
 */
const keeps = (url: string, status: number) =>
  status === 200 || (status === 404 && url === notFoundPageAddress);

/**
 * Rendered public pages by URL (`canonicalPageAddress`'s, so a query the page does not read makes no new
 * page), each rendered, filled into the template and compressed once per change of
 * the catalogue: at most 16 MB (least recently used out), cleared by `invalidate` (the catalogue's writes).
 * A page a second old is checked before it is served again: the API is asked the reads the page was made
 * from (cached answers, so other instances' writes show as they do in the API) and only when an answer
 * differs, or the day changed, is the page rendered again; rendering `/` took tens of milliseconds of the
 * event loop every second under load (ADR 0014). Concurrent misses of one URL share one render or check.
 * Only 200 answers and the shared 404 page are kept; a page rendered while the API failed is not.
 */
export function renderedPages(renderer: PageRenderer, fill: (page: RenderedPage) => string) {
  const pages = new LRUCache<string, KeptPage>({
    maxSize: maxBytes,
    // The page, room for its compressed forms, and the API answers kept to check it against.
    sizeCalculation: (kept) =>
      2 * kept.page.body.body.length +
      kept.reads.reduce((sum, read) => sum + read.body.length + read.url.length, 0) +
      200,
  });
  const inFlight = new Map<string, Promise<CachedPage | null>>();
  let generation = 0;

  async function renderOnce(url: string): Promise<CachedPage | null> {
    const startedAt = generation;
    const day = today();
    const { page, reads } = await renderer.render(url);
    if (!page) return null;
    const cached = { status: page.status, body: prepareBody(Buffer.from(fill(page))) };
    if (keeps(url, page.status) && startedAt === generation) {
      pages.set(url, { page: cached, reads, day, checkedAt: Date.now() });
    }
    return cached;
  }

  async function checkOrRender(url: string, kept: KeptPage | undefined): Promise<CachedPage | null> {
    if (kept && kept.day === today()) {
      const startedAt = generation;
      const checkedAt = Date.now();
      if ((await renderer.unchanged(kept.reads)) && startedAt === generation) {
        kept.checkedAt = checkedAt;
        return kept.page;
      }
    }
    return renderOnce(url);
  }

  return {
    /** The page at this URL when it is kept and was checked within the last second, else undefined. */
    fresh(url: string): CachedPage | undefined {
      const kept = pages.get(url);
      return kept && Date.now() - kept.checkedAt <= maxAgeMs ? kept.page : undefined;
    },
    /** Whether a page is kept for this URL (fresh or to be checked): a `get` of it renders nothing new. */
    holds(url: string): boolean {
      return pages.has(url) || inFlight.has(url);
    },
    /** The page at this URL (path and query), or null when the browser renders it. */
    get(url: string): Promise<CachedPage | null> {
      const kept = pages.get(url);
      if (kept && Date.now() - kept.checkedAt <= maxAgeMs) return Promise.resolve(kept.page);
      let running = inFlight.get(url);
      if (!running) {
        running = checkOrRender(url, kept).finally(() => inFlight.delete(url));
        inFlight.set(url, running);
      }
      return running;
    },
    invalidate() {
      generation += 1;
      pages.clear();
    },
  };
}
