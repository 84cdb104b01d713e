import type { Kysely } from 'kysely';
import { newId } from '../../lib/ids';
import type { ImageStore } from '../../modules/images/image-store';
import { storePartImage } from '../../modules/images/part-images';
import type { Tables } from '../schema';
import { demoParts, demoReviews } from './demo-catalogue';
import { prerenderedDemoImages } from './demo-images';

const dayMs = 86_400_000;

async function isEmpty(db: Kysely<Tables>, table: 'part' | 'review'): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

async function seedParts(db: Kysely<Tables>, images: ImageStore, startedAt: number) {
  const rows = await Promise.all(
    demoParts.map(async (part, index) => {
      const urls = await storePartImage(images, Buffer.from(part.art()), prerenderedDemoImages);
      // One millisecond apart keeps the catalogue in the order it is written.
      const createdAt = new Date(startedAt + index).toISOString();
      return {
        id: newId(),
        name: part.name,
        min_order_quantity: part.minOrderQuantity,
        available_quantity: part.availableQuantity,
        price_cents: part.priceCents,
        description: part.description,
        image_large: urls.large,
        image_thumbnail: urls.thumbnail,
        created_at: createdAt,
        updated_at: createdAt,
      };
    }),
  );
  await db.insertInto('part').values(rows).execute();
  return rows.length;
}

async function seedReviews(db: Kysely<Tables>, startedAt: number) {
  const rows = demoReviews.map((review) => ({
    id: newId(),
    user_id: null,
    author_name: review.name,
    ratings: review.ratings,
    description: review.description,
    created_at: new Date(startedAt - review.daysAgo * dayMs).toISOString(),
  }));
  await db.insertInto('review').values(rows).execute();
  return rows.length;
}

/** Fills an empty catalogue and an empty review list with the demo data; leaves existing data alone. */
export async function seedDemoData(db: Kysely<Tables>, images: ImageStore) {
  const startedAt = Date.now();
  const parts = (await isEmpty(db, 'part')) ? await seedParts(db, images, startedAt) : 0;
  const reviews = (await isEmpty(db, 'review')) ? await seedReviews(db, startedAt) : 0;
  return { parts, reviews };
}
