import { apiClient } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';

/** GET /checkout/{id}/invoice: the paid checkout's one invoice PDF, with every line. */
export async function downloadCheckoutInvoice(id: string, fileName: string): Promise<void> {
  downloadBlob(await apiClient.getBlob(`/checkout/${encodeURIComponent(id)}/invoice`), fileName);
}
