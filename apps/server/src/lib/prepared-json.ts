import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One answer, serialised once, compressed once per encoding on first demand, with a strong ETag. */
export interface PreparedJson {
  body: Buffer;
  readonly gzip: Buffer;
  readonly brotli: Buffer;
  etag: string;
}

export function prepareJson(value: unknown): PreparedJson {
  return prepareBody(Buffer.from(JSON.stringify(value)));
}

/**
 * Any body (a rendered page, say) prepared the same way. `brotliQuality` 4 for a body made on demand
 * that few may ask again (a freshly rendered page): about half the CPU of 5 for a few percent more bytes.
 */
export function prepareBody(
  body: Buffer,
  { brotliQuality = 5 }: { brotliQuality?: number } = {},
): PreparedJson {
  let gzip: Buffer | undefined;
  let brotli: Buffer | undefined;
  return {
    body,
    // Lazy: a search page asked once by a client without Accept-Encoding never pays for compression.
    get gzip() {
      return (gzip ??= gzipSync(body, { level: 6 }));
    },
    get brotli() {
      return (brotli ??= brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality },
      }));
    },
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}
