import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

const webDir = fileURLToPath(new URL('../../../web', import.meta.url));

/** Every absolute address a page names: in attributes, and in its JSON (JSON-LD, page state). */
function absoluteUrls(html: string): string[] {
  return [...html.matchAll(/(?:https?:)?\/\/[^\s"'<>\\)]+/g)]
    .map((match) => match[0])
    .filter((url) => !/^https:\/\/(schema\.org|example\.com\/projects)(\/|$)/.test(url)); // vocabulary, portfolio links
}

/** The request as a browser or curl --path-as-is sends it: over a socket, the path untouched. */
function getRaw(port: number, rawPath: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('rendered pages under hostile addresses (issue 31)', () => {
  let t: TestApp;
  let port: number;
  let partId: string;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'partsmith-dist-'));
    fs.copyFileSync(path.join(webDir, 'index.html'), path.join(dist, 'index.html'));
    t = await createTestApp({
      WEB_DIST: dist,
      WEB_SSR_ENTRY: path.join(webDir, 'src/ssr/entry-server.tsx'),
      PUBLIC_URL: 'https://shop.example',
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    partId = (await insertPart(t.app, { name: 'Brake disc' })).id;
  });
  afterAll(() => t.close());

  it('takes every absolute URL of a page from PUBLIC_URL, never from the path (finding 2)', async () => {
    for (const rawPath of [
      '//evil.example/parts',
      '/\\evil.example/parts',
      `//evil.example/parts/${partId}`,
      `/\\evil.example/parts/${partId}`,
      '///evil.example/',
      '/\\/evil.example/blogs',
      '//evil.example/',
    ]) {
      const res = await getRaw(port, rawPath);
      expect([301, 404], rawPath).toContain(res.status);
      if (res.status === 301) expect(res.location, rawPath).toMatch(/^\/(?![/\\])/);
      expect(absoluteUrls(res.body).filter((url) => !url.startsWith('https://shop.example/'))).toEqual([]);
    }
    for (const rawPath of ['/', '/parts', `/parts/${partId}`, '/blogs', '/myPortfolio', '/nope']) {
      const res = await getRaw(port, rawPath);
      const urls = absoluteUrls(res.body);
      expect(urls.length, rawPath).toBeGreaterThan(rawPath === '/nope' ? -1 : 0);
      expect(urls.filter((url) => !url.startsWith('https://shop.example/'))).toEqual([]);
    }
  });
});

describe('render amplification (issue 31, finding 5)', () => {
  let t: TestApp;
  /** Renders of the catalogue: each asks the categories once. */
  let catalogueRenders = 0;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'partsmith-dist-'));
    fs.copyFileSync(path.join(webDir, 'index.html'), path.join(dist, 'index.html'));
    t = await createTestApp(
      {
        WEB_DIST: dist,
        WEB_SSR_ENTRY: path.join(webDir, 'src/ssr/entry-server.tsx'),
        PUBLIC_URL: 'https://shop.example',
        PAGE_RENDER_RATE_LIMIT: '3',
      },
      {
        beforeReady: (app) =>
          app.addHook('onRequest', (request, _reply, done) => {
            if (request.url.startsWith('/api/category')) catalogueRenders += 1;
            done();
          }),
      },
    );
    await insertPart(t.app, { name: 'Brake disc', category: 'Brakes' });
  });
  afterAll(() => t.close());

  const page = (url: string, ip = '198.51.100.7') => t.app.inject({ method: 'GET', url, remoteAddress: ip });
  const isRendered = (body: string) => body.includes('id="page-state"');

  it('keys the catalogue by its known parameters only, in one canonical form', async () => {
    const first = await page('/parts?category=Brakes');
    expect(isRendered(first.body)).toBe(true);
    const before = catalogueRenders;
    for (const url of [
      '/parts?category=Brakes&z=1',
      '/parts?utm_source=x&category=Brakes',
      '/parts/?category=Brakes&page=1',
      '/parts?category=Brakes&page=abc&q=+',
      `/parts?category=Brakes&z=${Math.random()}`,
      '/parts?category=Brakes&vehicle=&fbclid=1',
    ]) {
      const res = await page(url, '203.0.113.9');
      expect(res.statusCode, url).toBe(200);
      expect(isRendered(res.body), url).toBe(true);
      expect(res.body, url).toBe(first.body);
    }
    expect(catalogueRenders).toBe(before);
  });

  it('answers every unknown path from one rendered 404', async () => {
    const first = await page('/nope-0', '203.0.113.10');
    expect(first.statusCode).toBe(404);
    for (let i = 1; i <= 6; i += 1) {
      const res = await page(`/nope-${i}-${Math.random()}`, '203.0.113.10');
      expect(res.statusCode).toBe(404);
      expect(isRendered(res.body)).toBe(true);
      expect(res.body).toBe(first.body);
    }
  });

  it('renders at most PAGE_RENDER_RATE_LIMIT new pages a minute per client; past that the browser renders', async () => {
    const answers = [];
    for (let i = 1; i <= 6; i += 1) answers.push(await page(`/parts?q=search-${i}`, '203.0.113.11'));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((res) => isRendered(res.body))).toEqual([true, true, true, false, false, false]);
    // Another client still gets rendered pages, and pages already rendered are served to everyone.
    expect(isRendered((await page('/parts?q=search-7', '203.0.113.12')).body)).toBe(true);
    expect(isRendered((await page('/parts?q=search-1', '203.0.113.11')).body)).toBe(true);
    const missing = [];
    for (let i = 0; i < 5; i += 1) {
      missing.push(await page(`/parts/7d0c3a52-4b8e-4d7e-9a5c-1f2e3d4c5b6${i}`, '203.0.113.13'));
    }
    // A made-up part is not kept: each is a render. Past the limit the shell answers (200, as for any
    // client route) and the browser shows that the part is not in the catalogue.
    expect(missing.map((res) => res.statusCode)).toEqual([404, 404, 404, 200, 200]);
    expect(missing.map((res) => isRendered(res.body))).toEqual([true, true, true, false, false]);
  });
});
