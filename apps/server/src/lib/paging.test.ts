import Fastify from 'fastify';
import { PageQuery } from '@partsmith/contract/paging';
import { describe, expect, it } from 'vitest';
import { setPageHeaders } from './paging';

async function headersFor(url: string, total: number) {
  const app = Fastify();
  app.get('/api/thing', async (request, reply) => {
    setPageHeaders(request, reply, PageQuery.parse(request.query), total);
    return [];
  });
  const response = await app.inject({ url });
  await app.close();
  return { total: response.headers['x-total-count'], link: response.headers.link };
}

describe('setPageHeaders', () => {
  it('links the next page only on the first page, keeping the other parameters', async () => {
    expect(await headersFor('/api/thing?q=brake%20pad&limit=10', 25)).toEqual({
      total: '25',
      link: '</api/thing?q=brake+pad&limit=10&page=2>; rel="next"',
    });
  });

  it('links both ways in the middle and only back on the last page', async () => {
    expect((await headersFor('/api/thing?page=2&limit=10', 25)).link).toBe(
      '</api/thing?page=3&limit=10>; rel="next", </api/thing?page=1&limit=10>; rel="prev"',
    );
    expect((await headersFor('/api/thing?page=3&limit=10', 25)).link).toBe(
      '</api/thing?page=2&limit=10>; rel="prev"',
    );
  });

  it('sends no Link for a list that fits one page, and points a page past the end back to the last', async () => {
    expect(await headersFor('/api/thing', 3)).toEqual({ total: '3', link: undefined });
    expect((await headersFor('/api/thing?page=9&limit=10', 25)).link).toBe(
      '</api/thing?page=3&limit=10>; rel="prev"',
    );
  });
});

describe('PageQuery', () => {
  it('defaults to the first page of 24 and refuses limits over 100 and pages under 1', () => {
    expect(PageQuery.parse({})).toEqual({ page: 1, limit: 24 });
    expect(PageQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(PageQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(PageQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(PageQuery.safeParse({ page: '2.5' }).success).toBe(false);
    expect(PageQuery.safeParse({ page: 'abc' }).success).toBe(false);
    expect(PageQuery.parse({ page: '5000', limit: '100' })).toEqual({ page: 5000, limit: 100 });
  });
});
