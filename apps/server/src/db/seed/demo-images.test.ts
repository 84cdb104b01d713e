import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { localImageStore } from '../../lib/images/image-store';
import { storePartImage } from '../../lib/images/part-images';
import { demoParts } from './demo-catalogue';
import { renderDemoImages } from './demo-images';

describe('demo pictures rendered at build time', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-demo-images-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('are the files the seed stores, copied rather than rendered again', async () => {
    const built = path.join(root, 'built');
    expect(await renderDemoImages(built)).toBe(demoParts.length);
    expect(fs.readdirSync(built)).toHaveLength(demoParts.length * 3);

    const copied: string[] = [];
    const store = localImageStore(path.join(root, 'store'));
    const urls = await storePartImage(store, Buffer.from(demoParts[0]!.art()), async (name) => {
      copied.push(name);
      return fs.readFileSync(path.join(built, name));
    });

    expect(copied.sort()).toEqual(
      [urls.large, urls.medium, urls.thumbnail].map((url) => path.basename(url)).sort(),
    );
    const stored = fs.readFileSync(path.join(root, 'store', path.basename(urls.thumbnail)));
    expect(stored.equals(fs.readFileSync(path.join(built, path.basename(urls.thumbnail))))).toBe(true);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
  });

  it('are rendered on demand where none were built', async () => {
    const store = localImageStore(path.join(root, 'fallback'));
    const urls = await storePartImage(store, Buffer.from(demoParts[1]!.art()), async () => null);
    const large = fs.readFileSync(path.join(root, 'fallback', path.basename(urls.large)));
    expect(await sharp(large).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 900 });
  });
});
