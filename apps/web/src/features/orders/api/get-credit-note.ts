import { apiClient } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';

/** GET /credit-note/{id}: a succeeded refund's credit note PDF (its buyer or an admin). */
export function getCreditNote(refundId: string): Promise<Blob> {
  return apiClient.getBlob(`/credit-note/${encodeURIComponent(refundId)}`);
}

/** Fetches the credit note with the bearer token and hands it to the browser as a download. */
export async function downloadCreditNote(refundId: string, creditNote: string): Promise<void> {
  downloadBlob(await getCreditNote(refundId), `${creditNote}.pdf`);
}
