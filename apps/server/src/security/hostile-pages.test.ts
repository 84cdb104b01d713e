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
