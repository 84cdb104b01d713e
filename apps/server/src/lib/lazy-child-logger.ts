import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const methods: Method[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Fastify gives every request a child logger bound to its request id. pino's `child` serialises the
 * bindings at once, which cost about 3 % of a cached page or catalogue read (a profile of `GET /`), and
 * since request lines are off (ADR 0009) almost no request logs anything. This child is made on the
 * first line logged, with the same bindings and options.
 */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const real = () => (child ??= parent.child(bindings, options));
  const logger = {
    get level() {
      return child?.level ?? options.level ?? parent.level;
    },
    set level(level: string) {
      real().level = level;
    },
    child: (more: Bindings, moreOptions?: ChildLoggerOptions) => real().child(more, moreOptions),
  } as FastifyBaseLogger;
  for (const method of methods) {
    logger[method] = ((...args: unknown[]) =>
      (real()[method] as (...a: unknown[]) => void)(...args)) as FastifyBaseLogger[Method];
  }
  return logger;
}
