/**
 * Whether an error means the database cannot serve us right now (gone, unreachable, locked, out of
 * space) rather than that the request or our code is wrong. Such errors become 503 answers: the same
 * request can succeed once the database is back, and the pool reconnects by itself.
 */

/** Socket failures, from `pg` or the operating system. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 53300 too many connections, 57P01–57P03
 * (administrator or crash shutdown, cannot connect now).
 */
const postgresUnavailable = /^(08...|53300|57P0[1-3])$/;

/** better-sqlite3 codes: another process holds the lock, the file or disk fails, the disk is full. */
const sqliteUnavailable = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY)(_|$)/;

/** `pg` reports a dropped or never-made connection by message, without a code. */
const postgresConnectionMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection ended unexpectedly/i;

function matches(error: unknown, depth: number): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (networkCodes.has(code) || postgresUnavailable.test(code) || sqliteUnavailable.test(code)) return true;
  }
  if (typeof message === 'string' && postgresConnectionMessages.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => matches(inner, depth + 1))) return true;
  return matches((error as { cause?: unknown }).cause, depth + 1);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return matches(error, 0);
}
