import type { OrderCondition } from '@partsmith/contract/orders';
import { apiClient } from '../../../lib/api-client';

export interface OrderExportFilter {
  condition?: OrderCondition;
  /** UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

/** GET /order/export.csv (admin): the orders of the filter as CSV text, and the file name to save it as. */
export async function exportOrders(filter: OrderExportFilter): Promise<{ csv: string; fileName: string }> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const search = params.toString();
  const csv = await apiClient.getText(`/order/export.csv${search ? `?${search}` : ''}`);
  const fileName = ['orders', filter.from ?? 'start', 'to', filter.to ?? 'now', filter.condition]
    .filter(Boolean)
    .join('-');
  return { csv: csv ?? '', fileName: `${fileName}.csv` };
}
