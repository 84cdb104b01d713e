import type { Basket } from '@partsmith/contract/basket';
import type { Deps } from '../deps';
import { emptyBasket, removeFromBasket, setBasketQuantity } from '../modules/basket/service';
import type { RequestUser } from '../lib/request-user';
import { viewBasket } from './view-basket';

/** Changes, removes or empties lines of the basket; answers the basket as it is then. */
export async function changeBasketLine(
  deps: Pick<Deps, 'db'>,
  user: RequestUser,
  partId: string,
  quantity: number,
): Promise<Basket> {
  await setBasketQuantity(deps.db, user, partId, quantity);
  return viewBasket(deps, user);
}

export async function removeBasketLine(
  deps: Pick<Deps, 'db'>,
  user: RequestUser,
  partId: string,
): Promise<Basket> {
  await removeFromBasket(deps.db, user, partId);
  return viewBasket(deps, user);
}

export async function clearBasket(deps: Pick<Deps, 'db'>, user: RequestUser): Promise<Basket> {
  await emptyBasket(deps.db, user);
  return viewBasket(deps, user);
}
