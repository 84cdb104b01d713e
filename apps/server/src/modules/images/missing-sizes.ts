import { partImageSizes, partImageUrl, type PartImageSize } from '@partsmith/contract/images';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import type { ImageStore } from './image-store';
import { renderPartImage } from './part-images';

const nameOf = (url: string) => url.split('/').pop() ?? '';

/**
 * Makes the sizes added after a part's picture was stored (the medium size, ADR 0021 addendum
 * 2026-11-26) from its large picture, for every picture the catalogue uses that lacks one. The web app
 * names each size in a `srcset` from the large picture's URL, so a store must have them all.
 * Idempotent: a size already there is left alone. Returns how many files it made.
 */
export async function addMissingImageSizes(db: Kysely<Tables>, store: ImageStore): Promise<number> {
  const rows = await db.selectFrom('part').select('image_large').distinct().execute();
  const sizes = Object.keys(partImageSizes).filter((size) => size !== 'large') as PartImageSize[];
  let made = 0;
  for (const { image_large: large } of rows) {
    for (const size of sizes) {
      const url = partImageUrl(large, size);
      if (!url || (await store.has(nameOf(url)))) continue;
      const source = await store.get(nameOf(large));
      if (!source) continue; // a picture the store lost: nothing to make its sizes from
      await store.put(nameOf(url), await renderPartImage(source, size), 'image/webp');
      made += 1;
    }
  }
  return made;
}
