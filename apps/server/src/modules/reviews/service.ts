import type { CreateReview } from '@partsmith/contract/reviews';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { newId, now } from '../../lib/ids';
import type { RequestUser } from '../../lib/request-user';
import { assertCanReview } from './policy';

/** Buyers review the store; the author is the signed-in user, never a name from the request. */
export async function createReview(
  { db, changes }: Pick<Deps, 'db' | 'changes'>,
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
  changes.emit('reviews');
  return id;
}

/** Admin moderation: removes one review; answers 1, or 404 when there is no such review. */
export async function deleteReview(
  { db, changes }: Pick<Deps, 'db' | 'changes'>,
  id: string,
): Promise<number> {
  const result = await db.deleteFrom('review').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('review');
  changes.emit('reviews');
  return 1;
}
