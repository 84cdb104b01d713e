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
  /**
   * Its shipping and tax given the price placing finds (ADR 0034), written by the same statement that
   * inserts it; absent when it owes its price alone.
   */
  charge?: (priceCents: number) => OrderCharge;
}

/** The charge columns of an order (migration 0021), written with the order. */
export interface OrderCharge {
  country: string;
  us_state: string | null;
  shipping_cents: number;
  shipping_tax_cents: number;
  tax_cents: number;
  reverse_charge: number;
  /** 1: placed on gross prices (tax included in what was shown), migration 0024. */
  gross_prices: number;
  charge_cents: number;
}

/** An order's charge columns as placing writes them: those of its charge, or none (its price alone). */
export const chargeOfPlaced = (order: OrderToPlace, priceCents: number): OrderCharge | null =>
  order.charge ? order.charge(priceCents) : null;

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
