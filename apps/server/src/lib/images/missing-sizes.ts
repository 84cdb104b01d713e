import { partImageSizes, partImageUrl, type PartImageSize } from '@partsmith/contract/images';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { imageNameOf, type ImageStore } from './image-store';
import { renderPartImage } from './part-images';

const sizes = Object.keys(partImageSizes).filter((size) => size !== 'large') as PartImageSize[];

/**
 * Put in the store once a pass has given every picture the catalogue used every size: named after the
 * sizes, so a size added later starts the pass again. A picture stored afterwards is stored in every size
 * (ADR 0021), so the store keeps them all from then on.
 */
const everySizeMarker = `.every-size-${sizes.join('-')}`;

/** The pictures a pass remembers having checked (a generated catalogue's parts share a few dozen). */
const maxSeen = 10_000;

/** Whether a pass has given every picture every size since the last size was added. */
export const storeHasEverySize = (store: ImageStore) => store.has(everySizeMarker);

/**
 * Makes the sizes added after a part's picture was stored (the medium size, ADR 0021 addendum
 * 2026-11-26) from its large picture, for every picture the catalogue uses that lacks one. The web app
 * names each size in a `srcset` from the large picture's URL, so a store must have them all.
 * Parts are read a page at a time by id (a catalogue of 100,000 parts is never held at once); a picture
 * several parts share is checked once (among the last `maxSeen` pictures). Idempotent. Once through, it
 * puts the marker `storeHasEverySize` reads. Returns how many files it made.
 */
export async function addMissingImageSizes(
  db: Kysely<Tables>,
  store: ImageStore,
  pageSize = 500,
): Promise<number> {
  let made = 0;
  let after = '';
  const seen = new Set<string>();
  for (;;) {
    const page = await db
      .selectFrom('part')
      .select(['id', 'image_large'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const { image_large: large } of page) {
      if (seen.has(large)) continue;
      if (seen.size >= maxSeen) seen.clear();
      seen.add(large);
      for (const size of sizes) {
        const url = partImageUrl(large, size);
        if (!url || (await store.has(imageNameOf(url)))) continue;
        const source = await store.get(imageNameOf(large));
        if (!source) continue; // a picture the store lost: nothing to make its sizes from
        await store.put(imageNameOf(url), await renderPartImage(source, size), 'image/webp');
        made += 1;
      }
    }
    if (page.length < pageSize) break;
    after = page.at(-1)!.id;
  }
  await store.put(everySizeMarker, Buffer.from(`${sizes.join(',')}\n`), 'text/plain');
  return made;
}
