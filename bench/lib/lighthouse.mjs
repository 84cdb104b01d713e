// Lighthouse 12 (its default: mobile emulation with simulated throttling) on pages of the running build,
// in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../../e2e/support/chromium.mjs';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * @param {string} baseUrl @param {string[]} paths
 * @param {(path: string, lhr: any) => void} [onReport] hears each page's whole Lighthouse report
 * @returns {Promise<Array<{ path: string, performance: number, accessibility: number, bestPractices: number, seo: number, lcpMs: number, tbtMs: number, cls: number, domElements: number }>>}
 */
export async function lighthousePages(baseUrl, paths, onReport) {
  const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags });
  try {
    const pages = [];
    for (const path of paths) {
      const run = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${path}`);
      onReport?.(path, run.lhr);
      // A run Lighthouse could not measure scores 0: say why, so a median is not read without it.
      const { runtimeError, runWarnings } = run.lhr;
      if (runtimeError)
        console.warn(`  Lighthouse could not measure ${path}: ${runtimeError.code} ${runtimeError.message}`);
      for (const warning of runWarnings ?? []) console.warn(`  Lighthouse warned on ${path}: ${warning}`);
      const { categories: scores, audits } = run.lhr;
      const score = (/** @type {string} */ id) => Math.round((scores[id]?.score ?? 0) * 100);
      const value = (/** @type {string} */ id) => audits[id]?.numericValue ?? Number.NaN;
      pages.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(value('largest-contentful-paint')),
        tbtMs: Math.round(value('total-blocking-time')),
        cls: Number(value('cumulative-layout-shift').toFixed(3)),
        domElements: Math.round(value('dom-size')),
      });
    }
    return pages;
  } finally {
    chrome.kill();
  }
}
