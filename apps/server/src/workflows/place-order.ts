import type { CreateOrder } from '@partsmith/contract/orders';
import type { Deps } from '../deps';
import type { RequestUser } from '../lib/request-user';
import { placeOrder as placeOne } from '../modules/orders/service';
import { singleOrderCharge } from './charge-order';
import { warnIfLowStock } from './warn-low-stock';

/**
 * Place order: the order is placed by the one rule (orders/placing/rules.ts), its stock taken and its
 * shipping and tax (charge-order.ts) written with it; if that left the part under its threshold,
 * the admins are warned once (warn-low-stock.ts).
 */
export async function placeOrder(
  deps: Pick<Deps, 'db' | 'config' | 'changes' | 'orderPlacer' | 'caches' | 'mailer' | 'log'>,
  buyer: RequestUser,
  input: CreateOrder,
): Promise<string> {
  const charge = await singleOrderCharge(deps, buyer, input);
  const placed = await placeOne(deps, buyer, input, charge);
  if (placed.lowStockCrossed) await warnIfLowStock(deps, input.partId);
  return placed.id;
}
