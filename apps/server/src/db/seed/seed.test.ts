import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoData } from './seed';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fills an empty database with a catalogue whose pictures exist, and reviews', async () => {
    const first = await seedDemoData(t.app.db, t.app.images);
    expect(first.parts).toBeGreaterThanOrEqual(12);
    expect(first.reviews).toBeGreaterThanOrEqual(3);

    const parts = (await t.app.inject({ method: 'GET', url: '/api/part' })).json();
    expect(parts).toHaveLength(first.parts);
    for (const part of parts) {
      expect(part.minOrderQuantity).toBeGreaterThanOrEqual(1);
      expect(part.availableQuantity).toBeGreaterThan(part.minOrderQuantity);
      expect(part.price).toBeGreaterThan(0);
    }
    const thumbnail = path.join(t.dataDir, 'images', path.basename(parts[0].thumbnail));
    const meta = await sharp(fs.readFileSync(thumbnail)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 300 });
  });

  it('leaves a database that already has data alone', async () => {
    expect(await seedDemoData(t.app.db, t.app.images)).toEqual({ parts: 0, reviews: 0 });
  });
});
