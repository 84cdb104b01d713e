import { keyedCache } from '../../lib/keyed-cache';

/** How long the number of all accounts may lag behind sign-ups. */
export const userTotalMaxAgeMs = 30_000;

/**
 * The number of all accounts, kept for `userTotalMaxAgeMs`: sign-ups go through the identity library,
 * which tells no change, so only time renews it.
 */
export const userTotalsCache = () => keyedCache<number>(userTotalMaxAgeMs, 1);

export type UserTotalsCache = ReturnType<typeof userTotalsCache>;
