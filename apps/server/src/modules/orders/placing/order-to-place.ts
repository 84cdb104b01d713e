import type { CreateOrder } from '@partsmith/contract/orders';
import type { RequestUser } from '../../../lib/request-user';

/** An order about to be placed: who, what, and the instants it is stamped with. */
export interface OrderToPlace {
  id: string;
  buyer: RequestUser;
  input: CreateOrder;
  /** Its `created_at`. */
  at: string;
  holdUntil: string;
}

/** A placed order; `lowStockCrossed`: the part is now under its threshold and the admins were not warned. */
export interface Placed {
  lowStockCrossed: boolean;
}

/** The part as the order left it. */
export interface TakenPart {
  low_stock_warned: number;
  margin: number;
}

export const crossed = (part: TakenPart) => Number(part.margin) < 0 && Number(part.low_stock_warned) === 0;
