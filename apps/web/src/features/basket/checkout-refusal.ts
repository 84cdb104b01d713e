import { CheckoutRefusal } from '@partsmith/contract/checkout';
import type { LineProblem } from '@partsmith/contract/basket';
import { isApiRequestError } from '../../lib/api-client';

/** A 409 from POST /checkout: each refused line's part and problem; null for any other error. */
export function refusedLines(error: unknown): { partId: string; problem: LineProblem }[] | null {
  if (!isApiRequestError(error) || error.status !== 409) return null;
  const refusal = CheckoutRefusal.safeParse(error.details);
  return refusal.success ? refusal.data.lines : null;
}
