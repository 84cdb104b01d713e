import { createHash } from 'node:crypto';
import { partImageSizes } from '@partsmith/contract';
import sharp from 'sharp';
import type { ImageStore } from './image-store';

export interface PartImageUrls {
  large: string;
  thumbnail: string;
}

type Size = keyof typeof partImageSizes;

const quality: Record<Size, number> = { large: 80, thumbnail: 74 };

/** Decodes any supported image, crops it to 4:3 and re-encodes it as WebP without metadata. */
export function renderPartImage(input: Buffer, size: Size): Promise<Buffer> {
  const { width, height } = partImageSizes[size];
  return sharp(input, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width, height, fit: 'cover', withoutEnlargement: false })
    .webp({ quality: quality[size], effort: 5 })
    .toBuffer();
}

const hashOf = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex').slice(0, 24);

/**
 * Makes the large and thumbnail WebP files for a part picture and stores them under names derived from
 * the source bytes, so the same source is only rendered once.
 */
export async function storePartImage(store: ImageStore, source: Buffer): Promise<PartImageUrls> {
  const sourceHash = hashOf(source);
  const storeSize = async (size: Size) => {
    const name = `${sourceHash}-${size}.webp`;
    if (await store.has(name)) return store.urlOf(name);
    return store.put(name, await renderPartImage(source, size), 'image/webp');
  };
  const [large, thumbnail] = await Promise.all([storeSize('large'), storeSize('thumbnail')]);
  return { large, thumbnail };
}
