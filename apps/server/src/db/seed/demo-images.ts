import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { localImageStore } from '../../lib/images/image-store';
import { storePartImage, type PrerenderedImages } from '../../lib/images/part-images';
import { demoParts } from './demo-catalogue';

/**
 * `npm run build` renders the demo catalogue's pictures once into the server's dist folder, so a fresh
 * store seeds by copying files: it starts in well under a second and never loads sharp for them. Run
 * from source (tests, `npm run dev`) the folder may be missing and the seed renders them itself.
 */
export const prerenderedDemoImagesDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@partsmith/server/package.json')),
  'dist',
  'demo-images',
);

export const prerenderedDemoImages: PrerenderedImages = (name) =>
  fs.readFile(path.join(prerenderedDemoImagesDir, path.basename(name))).catch(() => null);

/** Renders every demo picture into `directory`, under the names the seed will look for. */
export async function renderDemoImages(directory = prerenderedDemoImagesDir): Promise<number> {
  const store = localImageStore(directory);
  for (const part of demoParts) await storePartImage(store, Buffer.from(part.art()));
  return demoParts.length;
}
