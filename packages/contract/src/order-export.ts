/**
 * `GET /api/order/export.csv?from=&to=&condition=` (admin, issue 16): the orders placed from `from` to
 * `to` (UTC days, both included; either may be left out), optionally of one condition of Manage All
 * Orders, oldest first, as CSV (`text/csv`, a header row, streamed). A cell starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return starts with `'` instead, so a spreadsheet never runs it as a formula.
 */
import { z } from 'zod';
import { OrderCondition } from './orders';

const exportDay = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a day written YYYY-MM-DD`)
    .refine((value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
    }, `${field} is not a real day`);

export const OrderExportQuery = z
  .object({
    from: exportDay('from').optional(),
    to: exportDay('to').optional(),
    condition: OrderCondition.optional(),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: 'from must be on or before to',
    path: ['from'],
  });
export type OrderExportQuery = z.infer<typeof OrderExportQuery>;

/** The export's columns, in order (the header row). */
export const orderExportColumns = [
  'Order',
  'Placed (UTC)',
  'Condition',
  'Buyer',
  'Email',
  'Phone',
  'Address',
  'Item',
  'Part',
  'Quantity',
  'Unit price (USD)',
  'Total (USD)',
  'Paid at (UTC)',
  'Transaction',
  'Shipped at (UTC)',
  /** Units in the order's returns not refused (asked, approved or received: ADR 0037). */
  'Returned (units)',
  // Shipping and tax (ADR 0034) and refunds (ADR 0033), appended so older readers' columns stay put.
  'Country',
  'Shipping (USD)',
  'Tax (USD)',
  'Charged (USD)',
  'Refunded (USD)',
] as const;
