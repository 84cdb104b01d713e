import { formatInvoiceNumber } from '@partsmith/contract/shipping';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /order/{id}/invoice: the paid order's invoice PDF (its buyer or an admin). */
export function getInvoice(orderId: string): Promise<Blob> {
  return apiClient.getBlob(`/order/${encodeURIComponent(orderId)}/invoice`);
}

/** Fetches the invoice with the bearer token and hands it to the browser as a download. */
export async function downloadInvoice(orderId: string, invoiceNumber: number): Promise<void> {
  saveFile(await getInvoice(orderId), `${formatInvoiceNumber(invoiceNumber)}.pdf`);
}
