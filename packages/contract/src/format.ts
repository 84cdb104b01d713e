const count = new Intl.NumberFormat('en-US');

/** Quantities as people read them: 2,400 units. */
export function formatCount(units: number): string {
  return count.format(units);
}
