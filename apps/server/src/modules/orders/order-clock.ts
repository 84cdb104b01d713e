import { setTimeout as sleep } from 'node:timers/promises';
import { now } from '../../lib/ids';

/**
 * The instants that place orders in the lists' snapshots. A list read as of `until` shows the orders
 * stamped before it (`created_at < until`), so a snapshot taken in the same millisecond as an order
 * this process just stamped would leave that order out. A snapshot therefore waits for the clock to
 * pass the last order's stamp (a millisecond at most); an order stamped in the same millisecond as a
 * snapshot already taken belongs after it, as it is.
 */
let lastOrderStamp = '';

/** The `created_at` of an order being placed now. */
export function orderStamp(): string {
  const at = now();
  if (at > lastOrderStamp) lastOrderStamp = at;
  return at;
}

/** Waits this many milliseconds at most, so a clock stepped back never holds a list up. */
const maxWaitMs = 5;

/** The `until` of a list read now: later than every order this process has stamped. */
export async function snapshotStamp(): Promise<string> {
  let at = now();
  for (let waited = 0; at <= lastOrderStamp && waited < maxWaitMs; waited += 1) {
    await sleep(1);
    at = now();
  }
  return at;
}
