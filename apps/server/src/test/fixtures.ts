import type { Kysely } from 'kysely';
import type { NewPart, NewReview, Tables } from '../db/schema';
import { newId, now } from '../lib/ids';

export async function insertPart(db: Kysely<Tables>, overrides: Partial<NewPart> = {}) {
  const at = now();
  const row: NewPart = {
    id: newId(),
    name: 'Ceramic brake pads',
    min_order_quantity: 10,
    available_quantity: 500,
    price_cents: 2450,
    description: 'Low-dust ceramic pads for front axles.',
    image_large: '/images/pads-large.webp',
    image_thumbnail: '/images/pads-thumbnail.webp',
    created_at: at,
    updated_at: at,
    ...overrides,
  };
  await db.insertInto('part').values(row).execute();
  return row;
}

export async function insertReview(db: Kysely<Tables>, overrides: Partial<NewReview> = {}) {
  const row: NewReview = {
    id: newId(),
    user_id: null,
    author_name: 'Dana Workshop',
    ratings: 5,
    description: 'Reliable parts, quick delivery.',
    created_at: now(),
    ...overrides,
  };
  await db.insertInto('review').values(row).execute();
  return row;
}
