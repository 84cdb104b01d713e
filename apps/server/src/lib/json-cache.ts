import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One JSON answer, serialised once, compressed once per encoding on first demand, with a strong ETag. */
export interface PreparedJson {
  body: Buffer;
  readonly gzip: Buffer;
  readonly brotli: Buffer;
  etag: string;
}

export function prepareJson(value: unknown): PreparedJson {
  const body = Buffer.from(JSON.stringify(value));
  let gzip: Buffer | undefined;
  let brotli: Buffer | undefined;
  return {
    body,
    // Lazy: a search page asked once by a client without Accept-Encoding never pays for compression.
    get gzip() {
      return (gzip ??= gzipSync(body, { level: 6 }));
    },
    get brotli() {
      return (brotli ??= brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    },
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

/**
 * Keeps a loaded value for at most `maxAgeMs` (so other instances' writes show up quickly) and until
 * `invalidate()` (so this instance's writes show up at once). Concurrent callers share one load.
 */
export function cached<T>(load: () => Promise<T>, maxAgeMs: number) {
  let current: { value: Promise<T>; loadedAt: number } | null = null;
  return {
    get(): Promise<T> {
      if (!current || Date.now() - current.loadedAt > maxAgeMs) {
        const value = load();
        current = { value, loadedAt: Date.now() };
        value.catch(() => {
          if (current?.value === value) current = null;
        });
      }
      return current.value;
    },
    invalidate() {
      current = null;
    },
  };
}

/** Answers a prepared JSON body: 304 when the caller has it, else the best encoding it accepts. */
export function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson) {
  reply.header('etag', prepared.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === prepared.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(prepared.brotli);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(prepared.gzip);
  return reply.send(prepared.body);
}
