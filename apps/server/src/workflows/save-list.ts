import type { CreateList, SavedList, UpdateList } from '@partsmith/contract/lists';
import type { Deps } from '../deps';
import { readBasket } from '../modules/basket/service';
import type { RequestUser } from '../lib/request-user';
import { assertCanKeepLists } from '../modules/lists/policy';
import { createList, updateList } from '../modules/lists/service';
import { linesOfKnownParts } from './price-lines';
import { viewList } from './view-list';

/**
 * Saves a list (`POST /api/lists`): the lines sent (parts not in the catalogue left out and named), or
 * the basket as it is now (its lines as stored, a gone part included).
 */
export async function saveList(
  deps: Pick<Deps, 'db'>,
  user: RequestUser,
  input: CreateList,
): Promise<SavedList> {
  assertCanKeepLists(user);
  const { lines, skippedPartIds } = input.fromBasket
    ? { lines: await readBasket(deps.db, user), skippedPartIds: [] }
    : await linesOfKnownParts(deps.db, input.lines ?? []);
  const id = await createList(deps.db, user, input.name, lines);
  return viewList(deps, user, id, skippedPartIds);
}

/** Renames a list and/or replaces its lines (`PUT /api/lists/{id}`). */
export async function changeList(
  deps: Pick<Deps, 'db'>,
  user: RequestUser,
  id: string,
  input: UpdateList,
): Promise<SavedList> {
  assertCanKeepLists(user);
  const known = input.lines ? await linesOfKnownParts(deps.db, input.lines) : null;
  await updateList(deps.db, user, id, {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(known ? { lines: known.lines } : {}),
  });
  return viewList(deps, user, id, known?.skippedPartIds ?? []);
}
