/** Card checks of the built-in test processor, following Stripe's documented test cards. */
import { passesLuhn } from '@partsmith/contract/cards';

const MIN_DIGITS = 12;

const declines: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined because it was reported lost.',
  '4000000000009979': 'Your card was declined because it was reported stolen.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
};

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Null when the card pays; otherwise the message the buyer sees under the form. */
export function cardProblem(card: CardInput, today = new Date()): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length < MIN_DIGITS || !passesLuhn(digits)) {
    return 'Your card number is invalid.';
  }
  const endOfExpiryMonth = new Date(Date.UTC(card.expYear, card.expMonth, 1));
  if (endOfExpiryMonth <= today) return 'Your card has expired.';
  return declines[digits] ?? null;
}
