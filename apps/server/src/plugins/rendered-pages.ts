import { LRUCache } from 'lru-cache';
import { prepareBody, type PreparedJson } from '../lib/prepared-json';
import type { RenderedPage } from './page-template';

export interface CachedPage {
  status: number;
  body: PreparedJson;
}

/** Other instances' catalogue writes show within this time (the catalogue cache's own age). */
const maxAgeMs = 1000;
const maxBytes = 16 * 1024 * 1024;

/**
 * Rendered public pages by URL, each rendered, filled into the template and compressed once per change of
 * the catalogue: at most 16 MB (least recently used out), a second old at most, cleared by `invalidate`
 * (the catalogue's writes). Concurrent misses of one URL share one render. Only 200 and 404 answers are
 * kept; a page rendered while the API failed is not.
 */
export function renderedPages(
  render: (url: string) => Promise<RenderedPage | null>,
  fill: (page: RenderedPage) => string,
) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => 2 * page.body.body.length + 200,
    ttl: maxAgeMs,
  });
  const inFlight = new Map<string, Promise<CachedPage | null>>();
  let generation = 0;

  async function renderOnce(url: string): Promise<CachedPage | null> {
    const startedAt = generation;
    const page = await render(url);
    if (!page) return null;
    const cached = { status: page.status, body: prepareBody(Buffer.from(fill(page))) };
    if ((page.status === 200 || page.status === 404) && startedAt === generation) pages.set(url, cached);
    return cached;
  }

  return {
    /** The page at this URL (path and query), or null when the browser renders it. */
    get(url: string): Promise<CachedPage | null> {
      const hit = pages.get(url);
      if (hit) return Promise.resolve(hit);
      let running = inFlight.get(url);
      if (!running) {
        running = renderOnce(url).finally(() => inFlight.delete(url));
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
