import type { IncomingHttpHeaders } from 'node:http';
import type { EarlyAnswer } from '../lib/early-answers';
import type { PreparedEncoding } from '../lib/prepared-json';
import { preparedEncoding } from '../lib/send-prepared-json';
import { requestIdFrom } from '../lib/request-id';
import type { CachedPage } from './rendered-pages';

/**
 * The encoding sendPrepared would choose, or null when the answer would not be sendPrepared's alone: an
 * Accept-Encoding naming neither br nor gzip (deflate, say) lets the compress plugin have its say.
 */
function encodingFor(headers: IncomingHttpHeaders, size: number): PreparedEncoding | null {
  const accepted = headers['accept-encoding'];
  const encoding = preparedEncoding(accepted, size);
  return encoding === 'identity' && accepted !== undefined ? null : encoding;
}

/**
 * A rendered page still fresh in the cache, answered before Fastify's router and hooks with the same
 * status, headers and bytes the not-found handler's sendPrepared gives (ADR 0023): the request id, the
 * security headers, ETag, Cache-Control, Vary, Content-Type, the encoding and the length. The header
 * block is worked out once per page and encoding. Anything else (HEAD, If-None-Match, a request body,
 * an encoding only the compress plugin serves, a page not fresh) is left to Fastify.
 */
export function earlyPageAnswer(
  fresh: (url: string) => CachedPage | undefined,
  securityHeaders: Readonly<Record<string, string>>,
): EarlyAnswer {
  const heads = new WeakMap<CachedPage, Partial<Record<PreparedEncoding, string[]>>>();

  function headOf(page: CachedPage, encoding: PreparedEncoding): string[] {
    let byEncoding = heads.get(page);
    if (!byEncoding) heads.set(page, (byEncoding = {}));
    return (byEncoding[encoding] ??= [
      'x-request-id',
      '', // per request
      ...Object.entries(securityHeaders).flat(),
      'etag',
      page.body.etag,
      'cache-control',
      'no-cache',
      'vary',
      'accept-encoding',
      'content-type',
      'text/html; charset=utf-8',
      ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
      'content-length',
      '', // per request: a body's second answer is compressed anew (prepared-json.ts)
    ]);
  }

  return (request, response) => {
    const { headers } = request;
    if (request.method !== 'GET' || !request.url) return false;
    if (headers['if-none-match'] !== undefined) return false;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const page = fresh(request.url);
    const encoding = page && encodingFor(headers, page.body.body.length);
    if (!page || !encoding) return false;
    const head = headOf(page, encoding).slice();
    const body = page.body.encoded(encoding);
    head[1] = requestIdFrom(headers['x-request-id']);
    head[head.length - 1] = String(body.length);
    response.writeHead(page.status, head);
    response.end(body);
    return true;
  };
}
