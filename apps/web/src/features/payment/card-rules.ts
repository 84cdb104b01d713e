/** Checks the test card form makes before sending (the server checks the card again). */
import { passesLuhn } from '@partsmith/contract/cards';

const MAX_DIGITS = 19;

export function cardDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, MAX_DIGITS);
}

/** "4242424242424242" → "4242 4242 4242 4242", as printed on the card. */
export function formatCardNumber(typed: string): string {
  return cardDigits(typed).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" → "12/30"; the slash comes by itself. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function cardNumberProblem(typed: string): string | null {
  const digits = cardDigits(typed);
  if (digits === '') return 'Enter your card number.';
  if (digits.length < 12) return 'Your card number is incomplete.';
  if (!passesLuhn(digits)) return 'Your card number is invalid.';
  return null;
}

export function parseExpiry(typed: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(typed.trim());
  if (!match) return null;
  return { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) };
}

export function expiryProblem(typed: string, today = new Date()): string | null {
  const expiry = parseExpiry(typed);
  if (!expiry) return 'Enter the expiry date as MM/YY.';
  if (expiry.expMonth < 1 || expiry.expMonth > 12) return 'The expiry month must be from 01 to 12.';
  // A card works until the end of its expiry month.
  const endOfMonth = new Date(expiry.expYear, expiry.expMonth, 1);
  if (endOfMonth <= today) return 'Your card has expired.';
  return null;
}

export function cvcProblem(typed: string): string | null {
  return /^\d{3,4}$/.test(typed.trim()) ? null : 'Enter the 3 or 4 digit security code.';
}
