/**
 * Whether each request gets its log lines: two lines per request cost more than serving a cached read,
 * so only at LOG_LEVEL=debug or trace (failures are logged with their request id anyway; ADR 0009).
 */
export const logsEveryRequest = (level: string) => level === 'debug' || level === 'trace';
