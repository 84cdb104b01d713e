import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReview } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('reviews API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists reviews newest first with rating, text and author', async () => {
    await insertReview(t.app, {
      description: 'Older',
      ratings: 3,
      created_at: '2026-03-01T00:00:00.000Z',
    });
    const newest = await insertReview(t.app, {
      description: 'Newest',
      author_name: 'Rui Fleet',
      created_at: '2026-05-01T00:00:00.000Z',
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/review' });
    expect(res.statusCode).toBe(200);
    const reviews = res.json();
    expect(reviews.map((r: { description: string }) => r.description)).toEqual(['Newest', 'Older']);
    expect(reviews[0]).toEqual({
      _id: newest.id,
      ratings: 5,
      description: 'Newest',
      name: 'Rui Fleet',
      createdAt: '2026-05-01T00:00:00.000Z',
    });
  });
});
