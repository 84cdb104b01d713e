import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from './lazy-child-logger';

function loggerWithLines(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level }, sink), lines };
}

describe('a request logger made on its first line', () => {
  it('makes no child until a line is logged, then logs with the bindings', () => {
    const { logger, lines } = loggerWithLines();
    const child = vi.spyOn(logger, 'child');
    const log = lazyChildLogger(logger, { reqId: 'r-1' }, {});
    expect(child).not.toHaveBeenCalled();
    log.info({ what: 'first' }, 'hello');
    log.error('second');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { reqId: 'r-1', what: 'first', msg: 'hello', level: 30 },
      { reqId: 'r-1', msg: 'second', level: 50 },
    ]);
  });

  it("keeps the route's level and the parent's otherwise", () => {
    const { logger, lines } = loggerWithLines('info');
    expect(lazyChildLogger(logger, { reqId: 'r-2' }, {}).level).toBe('info');
    const quiet = lazyChildLogger(logger, { reqId: 'r-3' }, { level: 'error' });
    expect(quiet.level).toBe('error');
    quiet.info('dropped');
    quiet.child({ step: 1 }).error('kept');
    expect(lines).toMatchObject([{ reqId: 'r-3', step: 1, msg: 'kept' }]);
  });
});
