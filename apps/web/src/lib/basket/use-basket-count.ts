import { useServerBasket } from '../api/get-basket';
import { useBasketOwner } from './use-basket-owner';
import { useVisitorBasket } from './visitor-basket';

/** The number of lines in the basket the navbar shows; null when there is none to show (admins, loading). */
export function useBasketCount(): number | null {
  const owner = useBasketOwner();
  const visitorLines = useVisitorBasket();
  const server = useServerBasket(owner === 'buyer');
  if (owner === 'visitor') return visitorLines.length;
  if (owner === 'buyer') return server.data?.lineCount ?? null;
  return null;
}
