import type { CreateOrder } from '@partsmith/contract/orders';
import type { Deps } from '../deps';
import type { RequestUser } from '../lib/request-user';
import { placeOrder as placeOne } from '../modules/orders/service';
import { chargePlacedOrder } from './charge-order';
import { warnIfLowStock } from './warn-low-stock';

/**
 * Place order: the order is placed by the one rule (orders/placing/rules.ts), its stock taken with it;
 * then it is charged its shipping and tax (charge-order.ts); if that left the part under its threshold,
 * the admins are warned once (warn-low-stock.ts).
 */
export async function placeOrder(
  deps: Pick<Deps, 'db' | 'config' | 'changes' | 'orderPlacer' | 'caches' | 'mailer' | 'log'>,
  buyer: RequestUser,
  input: CreateOrder,
): Promise<string> {
  const placed = await placeOne(deps, buyer, input);
  await chargePlacedOrder(deps, buyer, placed.id, input);
  if (placed.lowStockCrossed) await warnIfLowStock(deps, input.partId);
  return placed.id;
}
