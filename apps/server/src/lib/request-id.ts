import { randomUUID } from 'node:crypto';

/** The caller's own X-Request-Id when it is a plain short token, so logs on both sides share it; else a fresh one. */
export function requestIdFrom(given: string | string[] | undefined): string {
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}
