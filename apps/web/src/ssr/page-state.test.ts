import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { ApiRequestError, isApiRequestError } from '../lib/api-client';
import { dehydrateQueries, hydrateQueries, serialisePageState } from './page-state';

describe('the page state a server-rendered page hands to the browser', () => {
  it('carries answers and API errors through JSON, the errors arriving as ApiRequestError again', async () => {
    const server = createQueryClient();
    server.setQueryData(['parts', 'detail', 'a'], { name: 'Brake disc </script><script>alert(1)</script>' });
    await server
      .prefetchQuery({
        queryKey: ['parts', 'detail', 'b'],
        queryFn: () => Promise.reject(new ApiRequestError(404, 'NOT_FOUND', 'No part was found.')),
        retry: false,
      })
      .catch(() => undefined);

    const json = serialisePageState({
      router: { loaderData: {}, actionData: null },
      queries: dehydrateQueries(server),
    });
    // Safe inside <script>: nothing in it can close the element.
    expect(json).not.toContain('</script>');

    const browser = createQueryClient();
    hydrateQueries(browser, (JSON.parse(json) as { queries: Parameters<typeof hydrateQueries>[1] }).queries);
    expect(browser.getQueryData(['parts', 'detail', 'a'])).toEqual({
      name: 'Brake disc </script><script>alert(1)</script>',
    });
    const error = browser.getQueryState(['parts', 'detail', 'b'])?.error;
    expect(isApiRequestError(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No part was found.' });
  });

  it('leaves out queries still loading and errors that are no API answer', async () => {
    const server = createQueryClient();
    void server.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
    await server
      .prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('bug')), retry: false })
      .catch(() => undefined);
    expect(dehydrateQueries(server).queries).toEqual([]);
  });
});
