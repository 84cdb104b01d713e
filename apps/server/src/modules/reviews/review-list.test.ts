import type { Review } from '@partsmith/contract/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, injectAs } from '../../test/accounts';
import { insertReview } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('GET /api/review: paged, newest first, first page cached', () => {
  let t: TestApp;
  const list = (query = '') => t.app.inject({ method: 'GET', url: `/api/review${query}` });
  const descriptions = (body: string) => (JSON.parse(body) as Review[]).map((r) => r.description);

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
    for (let i = 0; i < 30; i += 1) {
      await insertReview(t.app, {
        description: `Review ${i}`,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      });
    }
  });
  afterAll(() => t.close());

  it('answers 24 by default, newest first, with the total and a next link', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(descriptions(res.body)).toEqual(Array.from({ length: 24 }, (_, i) => `Review ${29 - i}`));
    expect(res.headers['x-total-count']).toBe('30');
    expect(res.headers.link).toBe('</api/review?page=2>; rel="next"');
    const second = await list('?page=2');
    expect(descriptions(second.body)).toEqual([
      'Review 5',
      'Review 4',
      'Review 3',
      'Review 2',
      'Review 1',
      'Review 0',
    ]);
    expect(second.headers.link).toBe('</api/review?page=1>; rel="prev"');
    expect((await list('?page=3')).json()).toEqual([]);
  });

  it('gives the home page its latest 6, and shows a new review there at once', async () => {
    expect(descriptions((await list('?limit=6')).body)).toEqual([
      'Review 29',
      'Review 28',
      'Review 27',
      'Review 26',
      'Review 25',
      'Review 24',
    ]);
    const buyer = await signUp(t.app);
    const added = await injectAs(t.app, buyer).post('/api/review', { ratings: 4, description: 'Brand new' });
    expect(added.statusCode).toBe(200);
    const res = await list('?limit=6');
    expect(descriptions(res.body)[0]).toBe('Brand new');
    expect(res.headers['x-total-count']).toBe('31');
    expect(descriptions((await list('?limit=6&page=2')).body)[0]).toBe('Review 24');
  });

  it.each(['?limit=0', '?limit=101', '?page=0', '?page=1000001', '?page=x'])(
    'refuses %s with a 400',
    async (q) => {
      const res = await list(q);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    },
  );

  it('answers the last possible page as empty', async () => {
    const res = await list('?page=1000000&limit=100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('31');
  });
});
