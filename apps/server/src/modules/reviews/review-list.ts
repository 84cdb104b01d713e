import { pageOffset, type PageQuery } from '@partsmith/contract/paging';
import type { Review } from '@partsmith/contract/reviews';
import type { ReviewRow, WithDb } from '../../db/schema';

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    ratings: row.ratings,
    description: row.description,
    name: row.author_name,
    createdAt: row.created_at,
  };
}

/** One page of reviews, newest first (review_created_idx), as the home page shows them. */
export async function listReviews({ db }: WithDb, query: PageQuery): Promise<Review[]> {
  const rows = await db
    .selectFrom('review')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(pageOffset(query))
    .execute();
  return rows.map(toReview);
}

export async function countReviews({ db }: WithDb): Promise<number> {
  const row = await db
    .selectFrom('review')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
