import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPart } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { localImageStore } from './image-store';
import { addMissingImageSizes, storeHasEverySize } from './missing-sizes';
import { renderPartImage } from './part-images';

describe('picture sizes added after a picture was stored', () => {
  let t: TestApp;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-missing-sizes-'));
  const store = localImageStore(root);
  const hash = '0123456789abcdef01234567';

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('are made once from the large picture of every part that lacks them', async () => {
    const source = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    // Stored as before the medium size existed: the large picture and the thumbnail only.
    const large = await store.put(`${hash}-large.webp`, await renderPartImage(source, 'large'), 'image/webp');
    const thumbnail = await store.put(
      `${hash}-thumbnail.webp`,
      await renderPartImage(source, 'thumbnail'),
      'image/webp',
    );
    await insertPart(t.app, { image_large: large, image_thumbnail: thumbnail });
    await insertPart(t.app, { image_large: large, image_thumbnail: thumbnail });
    const otherHash = 'fedcba9876543210fedcba98';
    const otherLarge = await store.put(
      `${otherHash}-large.webp`,
      await renderPartImage(source, 'large'),
      'image/webp',
    );
    await store.put(`${otherHash}-thumbnail.webp`, await renderPartImage(source, 'thumbnail'), 'image/webp');
    await insertPart(t.app, { image_large: otherLarge });
    // A picture the store does not hold (lost, or from elsewhere) is left as it is.
    await insertPart(t.app, { image_large: '/images/lost-large.webp' });

    expect(await store.has(`${hash}-medium.webp`)).toBe(false);
    expect(await store.has(`${otherHash}-medium.webp`)).toBe(false);
    expect(await storeHasEverySize(store)).toBe(false);
    // One part a page: the scan goes on past the first page, and the shared picture is made once.
    expect(await addMissingImageSizes(t.app.db, store, 1)).toBe(2);
    const medium = await store.get(`${hash}-medium.webp`);
    expect(await sharp(medium!).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(await store.has(`${otherHash}-medium.webp`)).toBe(true);
    expect(await store.has('lost-medium.webp')).toBe(false);
    expect(await storeHasEverySize(store)).toBe(true);
    expect(await addMissingImageSizes(t.app.db, store)).toBe(0);
  });
});
