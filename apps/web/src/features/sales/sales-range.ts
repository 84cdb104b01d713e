import { maxStatsDays, utcDay, type StatsInterval } from '@partsmith/contract/stats';

/** The range the Sales page shows: UTC days, both included, as the API counts them. */
export interface SalesRange {
  from: string;
  to: string;
  interval: StatsInterval;
}

const dayMs = 86_400_000;

export const salesPresets = [
  ['7d', 'Last 7 days'],
  ['30d', 'Last 30 days'],
  ['90d', 'Last 90 days'],
  ['12m', 'Last 12 months'],
  ['ytd', 'This year'],
  ['custom', 'Custom'],
] as const;
export type SalesPreset = (typeof salesPresets)[number][0];

/** A preset's range ending today (UTC), with the interval that reads best for its length. */
export function presetRange(preset: Exclude<SalesPreset, 'custom'>, now = new Date()): SalesRange {
  const to = utcDay(now);
  const back = (days: number) => utcDay(new Date(now.getTime() - (days - 1) * dayMs));
  switch (preset) {
    case '7d':
      return { from: back(7), to, interval: 'day' };
    case '30d':
      return { from: back(30), to, interval: 'day' };
    case '90d':
      return { from: back(90), to, interval: 'week' };
    case '12m':
      return { from: `${Number(to.slice(0, 4)) - 1}-${to.slice(5, 7)}-01`, to, interval: 'month' };
    case 'ytd':
      return { from: `${to.slice(0, 4)}-01-01`, to, interval: 'month' };
  }
}

/** What is wrong with a custom range, in words, or null when the API will take it. */
export function rangeProblem({ from, to, interval }: SalesRange): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return 'Choose both days.';
  if (from > to) return 'The first day must be on or before the last.';
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs + 1;
  if (days > maxStatsDays[interval]) {
    return interval === 'day'
      ? 'By day, a range can be at most 3 years long: choose weeks or months.'
      : 'A range can be at most 10 years long.';
  }
  return null;
}
