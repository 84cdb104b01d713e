import type { FastifyInstance } from 'fastify';
import type { NewPart, NewReview } from '../db/schema';
import { newId, now } from '../lib/ids';

/** A complete part row for tests to insert. */
export function newPartRow(overrides: Partial<NewPart> = {}): NewPart {
  const at = now();
  return {
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
}

/** Inserts straight into the database, as another instance would, and drops this instance's cache. */
export async function insertPart(app: FastifyInstance, overrides: Partial<NewPart> = {}) {
  const row = newPartRow(overrides);
  await app.db.insertInto('part').values(row).execute();
  app.catalogue.invalidateParts();
  return row;
}

export async function insertReview(app: FastifyInstance, overrides: Partial<NewReview> = {}) {
  const row: NewReview = {
    id: newId(),
    user_id: null,
    author_name: 'Dana Workshop',
    ratings: 5,
    description: 'Reliable parts, quick delivery.',
    created_at: now(),
    ...overrides,
  };
  await app.db.insertInto('review').values(row).execute();
  app.catalogue.invalidateReviews();
  return row;
}
