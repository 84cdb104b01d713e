import { useMutation } from '@tanstack/react-query';
import type { ConfirmTestPayment } from '@partsmith/contract/payments';
import { apiClient } from '../../../lib/api-client';

interface ConfirmedPayment {
  paymentIntent: { id: string; status: 'succeeded' };
}

/**
 * POST /payments/test/confirm: charges a test card with the built-in processor (no real money). A
 * refused card answers 402 with the reason ('Your card was declined.'), which the form shows.
 */
export function confirmTestPayment(payment: ConfirmTestPayment): Promise<ConfirmedPayment> {
  return apiClient.post('/payments/test/confirm', 'ConfirmedPayment', payment);
}

/** Changes nothing the app shows: the order is marked paid afterwards by PATCH /order/{id}. */
export function useConfirmTestPayment() {
  return useMutation({ mutationFn: confirmTestPayment });
}
