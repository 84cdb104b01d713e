import { pageOffset, type PageQuery } from '@partsmith/contract/paging';
import type { CreateReview, Review } from '@partsmith/contract/reviews';
import type { ReviewRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { newId, now } from '../../lib/ids';
import type { RequestUser } from '../identity/auth-guard';
import { assertCanReview } from './policy';

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
export async function listReviews({ db }: Pick<Deps, 'db'>, query: PageQuery): Promise<Review[]> {
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

export async function countReviews({ db }: Pick<Deps, 'db'>): Promise<number> {
  const row = await db
    .selectFrom('review')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Buyers review the store; the author is the signed-in user, never a name from the request. */
export async function createReview(
  { db, catalogue }: Pick<Deps, 'db' | 'catalogue'>,
  author: RequestUser,
  input: CreateReview,
): Promise<string> {
  assertCanReview(author);
  const id = newId();
  await db
    .insertInto('review')
    .values({
      id,
      user_id: author.id,
      author_name: author.name,
      ratings: input.ratings,
      description: input.description,
      created_at: now(),
    })
    .execute();
  catalogue.invalidateReviews();
  return id;
}

/** Admin moderation: removes one review; answers 1, or 404 when there is no such review. */
export async function deleteReview(
  { db, catalogue }: Pick<Deps, 'db' | 'catalogue'>,
  id: string,
): Promise<number> {
  const result = await db.deleteFrom('review').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('review');
  catalogue.invalidateReviews();
  return 1;
}
