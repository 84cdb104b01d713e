import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

const webDir = fileURLToPath(new URL('../../../web', import.meta.url));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request over a real socket, with exactly these headers (no Accept-Encoding unless given). */
function over(port: number, method: string, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** The headers that differ between any two answers (the clock, the connection's own), left out. */
function comparable(headers: Record<string, unknown>) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

// A cached page is answered before Fastify's router (ADR 0023): the answer must be the one Fastify gives.
describe('early answers of cached rendered pages', () => {
  let t: TestApp;
  let port: number;
  let reachedFastify = 0;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'partsmith-dist-'));
    fs.copyFileSync(path.join(webDir, 'index.html'), path.join(dist, 'index.html'));
    t = await createTestApp(
      { WEB_DIST: dist, WEB_SSR_ENTRY: path.join(webDir, 'src/ssr/entry-server.tsx') },
      { beforeReady: (app) => app.addHook('onRequest', async () => void (reachedFastify += 1)) },
    );
    await insertPart(t.app, { name: 'Ventilated brake disc' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const cases: Array<[string, Record<string, string>]> = [
    ['/', {}],
    ['/', { 'accept-encoding': 'gzip' }],
    ['/', { 'accept-encoding': 'gzip, deflate, br' }],
    ['/parts?page=1', { cookie: 'better-auth.session_token=abc', 'x-request-id': 'not a valid id!' }],
    // Every unknown path shares the page kept under /404; only that address is answered early (issue 31).
    ['/404', { 'accept-encoding': 'br' }],
  ];
  for (const [url, headers] of cases) {
    it(`answers GET ${url} with ${JSON.stringify(headers)} header by header as Fastify does`, async () => {
      const given = { ...headers, 'x-request-id': headers['x-request-id'] ?? 'same-id-1' };
      await over(port, 'GET', url, given); // rendered and kept through Fastify
      const normal = await t.app.inject({ method: 'GET', url, headers: given });
      const before = reachedFastify;
      const early = await over(port, 'GET', url, given);
      expect(reachedFastify).toBe(before); // answered without Fastify
      expect(early.status).toBe(normal.statusCode);
      const expected = comparable(normal.headers);
      if (given['x-request-id'] === 'not a valid id!') {
        expect(early.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
        expected['x-request-id'] = early.headers['x-request-id'];
      }
      expect(comparable(early.headers)).toEqual(expected);
      expect(early.body.equals(normal.rawPayload)).toBe(true);
    });
  }

  it("sends each answer's own length: a page's second answer in an encoding is compressed anew, smaller", async () => {
    const url = '/parts?page=1&sort=fresh';
    await over(port, 'GET', url, { 'accept-encoding': 'gzip' }); // rendered and kept through Fastify
    const before = reachedFastify;
    const first = await over(port, 'GET', url, { 'accept-encoding': 'br' });
    const second = await over(port, 'GET', url, { 'accept-encoding': 'br' });
    expect(reachedFastify).toBe(before); // both answered early
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    expect(second.body.length).toBeLessThan(first.body.length);
    expect(brotliDecompressSync(second.body).equals(brotliDecompressSync(first.body))).toBe(true);
  });

  it('answers no path Fastify has a route for with the shared 404 page (issue 31)', async () => {
    await over(port, 'GET', '/no-such-page', {}); // the one 404 page every unknown path shares, kept
    await over(port, 'GET', '/no-such-page', {});
    const file = await over(port, 'GET', '/index.html', {});
    expect(file.status).toBe(200);
    expect(file.body.toString()).toBe(fs.readFileSync(path.join(webDir, 'index.html'), 'utf8'));
    const api = await over(port, 'GET', '/api/health', {});
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });

  it('leaves HEAD, If-None-Match, request bodies and encodings it does not serve to Fastify', async () => {
    await over(port, 'GET', '/', {});
    const { etag } = (await over(port, 'GET', '/', {})).headers;
    for (const [method, headers] of [
      ['HEAD', {}],
      ['GET', { 'if-none-match': String(etag) }],
      ['GET', { 'accept-encoding': 'deflate' }],
      ['GET', { 'content-length': '0' }],
    ] as const) {
      const before = reachedFastify;
      const answer = await over(port, method, '/', headers);
      expect(answer.status).toBe(headers['if-none-match'] ? 304 : 200);
      expect(reachedFastify).toBe(before + 1);
    }
  });
});
