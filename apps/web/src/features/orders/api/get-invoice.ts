import { formatInvoiceNumber } from '@partsmith/contract/shipping';
import { apiClient } from '../../../lib/api-client';

/** GET /order/{id}/invoice: the paid order's invoice PDF (its buyer or an admin). */
export function getInvoice(orderId: string): Promise<Blob> {
  return apiClient.getBlob(`/order/${encodeURIComponent(orderId)}/invoice`);
}

/** Fetches the invoice with the bearer token and hands it to the browser as a download. */
export async function downloadInvoice(orderId: string, invoiceNumber: number): Promise<void> {
  const url = URL.createObjectURL(await getInvoice(orderId));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${formatInvoiceNumber(invoiceNumber)}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
