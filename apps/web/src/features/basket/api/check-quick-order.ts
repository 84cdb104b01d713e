import { useMutation } from '@tanstack/react-query';
import type { QuickOrderReport } from '@partsmith/contract/quick-order';
import { apiClient } from '../../../lib/api-client';

/** What to check: pasted text, or a CSV file (sent as multipart field `file`). */
export type QuickOrderInput = { text: string } | { file: File };

/** POST /quick-order/check: the per-line report; nothing is stored. */
export function checkQuickOrder(input: QuickOrderInput): Promise<QuickOrderReport> {
  if ('text' in input) return apiClient.post('/quick-order/check', 'QuickOrderReport', input);
  const form = new FormData();
  form.append('file', input.file);
  return apiClient.post('/quick-order/check', 'QuickOrderReport', form);
}

export function useCheckQuickOrder() {
  return useMutation({ mutationFn: checkQuickOrder });
}
