import type { Review } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import type { ReviewRow, Tables } from '../../db/schema';

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    ratings: row.ratings,
    description: row.description,
    name: row.author_name,
    createdAt: row.created_at,
  };
}

/** Newest first, as the home page shows them. */
export async function listReviews(db: Kysely<Tables>): Promise<Review[]> {
  const rows = await db
    .selectFrom('review')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toReview);
}
