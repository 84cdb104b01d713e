/**
 * The VIN's check digit (49 CFR 565.15(c), compulsory in North America): each character's value (a
 * digit its own; a letter by the transliteration table, I, O and Q never used) times its position's
 * weight, summed; the remainder by 11 is position 9, 10 written as X.
 */
const letterValues: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit a 17-character VIN of allowed characters should carry at position 9. */
export function expectedCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) {
    const character = vin[i] ?? '0';
    const value = /\d/.test(character) ? Number(character) : (letterValues[character] ?? 0);
    sum += value * (weights[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}
