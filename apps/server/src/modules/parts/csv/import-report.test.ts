import { describe, expect, it } from 'vitest';
import { eventLoopPacer } from './import-report';

/** A pacer on a clock the test moves: `work(ms)` is the import running, a pause lasts `othersMs`. */
function pacerOn(othersMs: number) {
  let now = 0;
  const pauses: number[] = [];
  let turns: (() => void)[] = [];
  const pace = eventLoopPacer(10, 40, {
    clock: () => now,
    pause: async () => {
      pauses.push(now);
      now += othersMs;
    },
    afterTurn: (callback) => turns.push(callback),
  });
  return {
    pauses,
    async work(ms: number) {
      now += ms;
      await pace();
    },
    /** The import waits elsewhere (a worker, the database) while the loop goes round for `ms`. */
    waitElsewhere(ms: number) {
      now += ms;
      const due = turns;
      turns = [];
      for (const callback of due) callback();
    },
  };
}

describe('eventLoopPacer', () => {
  it('hands the loop over once per slice while the others take little of it', async () => {
    const pacer = pacerOn(2);
    for (let step = 0; step < 30; step += 1) await pacer.work(1);

    // A pause after each 10 ms of import (the others' 2 ms in between).
    expect(pacer.pauses).toEqual([10, 22, 34]);
  });

  it('keeps about half of the loop when the others take long turns, up to 40 ms at a time', async () => {
    const pacer = pacerOn(25);
    for (let step = 0; step < 100; step += 1) await pacer.work(1);

    // After the first 10 ms slice, each slice lasts as long as the others' last turn (25 ms).
    expect(pacer.pauses.slice(0, 3)).toEqual([10, 35 + 25, 85 + 25]);

    const slow = pacerOn(100);
    for (let step = 0; step < 100; step += 1) await slow.work(1);
    expect(slow.pauses.slice(0, 3)).toEqual([10, 110 + 40, 250 + 40]);
  });

  it('counts a wait elsewhere, while the loop went round, as the others’ turn: the slice starts again', async () => {
    const pacer = pacerOn(2);
    await pacer.work(8);
    pacer.waitElsewhere(30);
    // 43 ms since the last pause, but the others ran during the wait: no second hand-over right away.
    await pacer.work(5);
    expect(pacer.pauses).toEqual([]);
    // A whole slice after it resumed (at 43 ms), the import hands the loop over again.
    await pacer.work(6);
    expect(pacer.pauses).toEqual([]);
    await pacer.work(5);
    expect(pacer.pauses).toEqual([54]);
  });
});
