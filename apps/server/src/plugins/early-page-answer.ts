import type { IncomingHttpHeaders } from 'node:http';
import type { EarlyAnswer } from '../lib/early-answers';
import { requestIdFrom } from '../lib/request-id';
import type { CachedPage } from './rendered-pages';

type Encoding = 'identity' | 'gzip' | 'br';

/**
 * The encoding sendPrepared would choose, or null when the answer would not be sendPrepared's alone: an
 * Accept-Encoding naming neither br nor gzip (deflate, say) lets the compress plugin have its say.
 */
function encodingFor(headers: IncomingHttpHeaders): Encoding | null {
  const accepted = headers['accept-encoding'];
  if (accepted === undefined) return 'identity';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

const bodyOf = (page: CachedPage, encoding: Encoding) =>
  encoding === 'br' ? page.body.brotli : encoding === 'gzip' ? page.body.gzip : page.body.body;

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
  const heads = new WeakMap<CachedPage, Partial<Record<Encoding, string[]>>>();

  function headOf(page: CachedPage, encoding: Encoding): string[] {
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
      String(bodyOf(page, encoding).length),
    ]);
  }

  return (request, response) => {
    const { headers } = request;
    if (request.method !== 'GET' || !request.url) return false;
    if (headers['if-none-match'] !== undefined) return false;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const encoding = encodingFor(headers);
    const page = encoding && fresh(request.url);
    if (!encoding || !page) return false;
    const head = headOf(page, encoding).slice();
    head[1] = requestIdFrom(headers['x-request-id']);
    response.writeHead(page.status, head);
    response.end(bodyOf(page, encoding));
    return true;
  };
}
