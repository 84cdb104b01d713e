import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('parts API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists an empty catalogue as an empty array', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/part' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers parts in the spec shape, price in dollars, oldest first', async () => {
    const first = await insertPart(t.app, { created_at: '2026-01-01T00:00:00.000Z' });
    await insertPart(t.app, {
      name: 'Iridium spark plug',
      price_cents: 799,
      created_at: '2026-01-02T00:00:00.000Z',
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/part' });
    const parts = res.json();
    expect(parts.map((p: { name: string }) => p.name)).toEqual(['Ceramic brake pads', 'Iridium spark plug']);
    expect(parts[0]).toEqual({
      _id: first.id,
      name: 'Ceramic brake pads',
      minOrderQuantity: 10,
      availableQuantity: 500,
      price: 24.5,
      description: 'Low-dust ceramic pads for front axles.',
      img: '/images/pads-large.webp',
      thumbnail: '/images/pads-thumbnail.webp',
      partNumber: first.part_number,
      category: 'Brakes',
      oemNumbers: [],
      priceBreaks: [],
      interchange: [],
      gtin: null,
      supersedes: [],
      replacedBy: null,
    });
    expect(parts[1].price).toBe(7.99);
  });

  it('answers one part by id', async () => {
    const part = await insertPart(t.app, { name: 'Timing belt kit' });
    const res = await t.app.inject({ method: 'GET', url: `/api/part/${part.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: part.id, name: 'Timing belt kit' });
  });

  it('answers 404 JSON for an unknown id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/part/${randomUUID()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'No part was found.' });
  });

  it.each(['not-an-id', '1', "1' or '1'='1", '%00', `${'9'.repeat(8)}-0000-0000-0000-${'0'.repeat(13)}`])(
    'answers 400 JSON for the malformed id %j',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/part/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'INVALID', message: expect.stringContaining('id') });
    },
  );

  it('answers an absurdly long id with 414 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/part/${'x'.repeat(5000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('answers 304 to a caller that already has the current list, and a new ETag after a change', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/part' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/part', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await insertPart(t.app, { name: 'Radiator cap' });
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/part',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().map((p: { name: string }) => p.name)).toContain('Radiator cap');
  });

  it('sends the list compressed with brotli or gzip, as the caller accepts', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/part',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/part',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
