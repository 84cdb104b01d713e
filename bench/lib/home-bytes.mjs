// What the home route costs before interaction: the JS and CSS Chromium fetches to load `/`, until the
// load event and a quiet network. Each body is gzipped at level 9 here, so the figure does not depend on
// how (or whether) the server compresses it.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureChromium } from '../../e2e/support/chromium.mjs';

/** @param {string} baseUrl */
export async function homeRouteBytes(baseUrl) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    /** @type {Array<Promise<{ type: 'js' | 'css', url: string, gzipBytes: number }>>} */
    const assets = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      assets.push(
        response.body().then((body) => ({
          type: type === 'script' ? 'js' : 'css',
          url: new URL(response.url()).pathname,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(assets);
    const total = (/** @type {'js' | 'css'} */ type) =>
      loaded.filter((asset) => asset.type === type).reduce((sum, asset) => sum + asset.gzipBytes, 0);
    return { jsGzipBytes: total('js'), cssGzipBytes: total('css'), files: loaded };
  } finally {
    await browser.close();
  }
}
