import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageCount, type PageQuery } from '@partsmith/contract/paging';

/**
 * The headers of every list answer: `X-Total-Count` and an RFC 8288 `Link` with `rel="next"` / `"prev"`
 * (relative to this request's own URL, its other parameters kept).
 */
export function setPageHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  { page, limit }: PageQuery,
  total: number,
  /** Parameters the next and previous pages must carry too (e.g. a list's snapshot). */
  carry: Record<string, string> = {},
) {
  reply.header('x-total-count', String(total));
  const links: string[] = [];
  const last = pageCount(total, limit);
  if (page < last) links.push(`<${pageUrl(request.url, page + 1, carry)}>; rel="next"`);
  if (page > 1) links.push(`<${pageUrl(request.url, Math.min(page - 1, last), carry)}>; rel="prev"`);
  if (links.length > 0) reply.header('link', links.join(', '));
}

function pageUrl(requestUrl: string, page: number, carry: Record<string, string>): string {
  const url = new URL(requestUrl, 'http://localhost');
  for (const [name, value] of Object.entries(carry)) url.searchParams.set(name, value);
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}
