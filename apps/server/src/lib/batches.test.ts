import { describe, expect, it } from 'vitest';
import { batchesByKey } from './batches';

/** A `run` that records each batch and answers when `release` is called. */
function heldRun() {
  const batches: string[][] = [];
  const releases: Array<() => void> = [];
  const run = (items: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      releases.push(() =>
        items.includes('fail') ? reject(new Error('batch failed')) : resolve(items.map((i) => `${i}!`)),
      );
    });
  return { run, batches, release: () => releases.shift()!() };
}

describe('batchesByKey', () => {
  it('runs a lone item at once and the items that arrive meanwhile together, each getting its own result', async () => {
    const { run, batches, release } = heldRun();
    const place = batchesByKey(run, 10);
    const first = place('part-1', 'a');
    const later = ['b', 'c', 'd'].map((item) => place('part-1', item));
    await Promise.resolve();
    expect(batches).toEqual([['a']]);
    release();
    expect(await first).toBe('a!');
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
    release();
    expect(await Promise.all(later)).toEqual(['b!', 'c!', 'd!']);
  });

  it('keeps keys apart and never puts more than maxBatch items in one batch', async () => {
    const { run, batches, release } = heldRun();
    const place = batchesByKey(run, 2);
    const results = [
      place('x', 'x1'),
      place('y', 'y1'),
      place('x', 'x2'),
      place('x', 'x3'),
      place('x', 'x4'),
    ];
    await Promise.resolve();
    expect(batches).toEqual([['x1'], ['y1']]);
    release();
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches.slice(2)).toEqual([['x2', 'x3']]);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches.slice(3)).toEqual([['x4']]);
    release();
    expect(await Promise.all(results)).toEqual(['x1!', 'y1!', 'x2!', 'x3!', 'x4!']);
  });

  it('fails every caller of a failed batch, and the next batch still runs', async () => {
    const { run, release } = heldRun();
    const place = batchesByKey(run, 10);
    const first = place('k', 'a');
    const failing = [place('k', 'fail'), place('k', 'b')];
    await Promise.resolve();
    release();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    release();
    for (const result of failing) await expect(result).rejects.toThrow('batch failed');
    const after = place('k', 'c');
    await Promise.resolve();
    release();
    expect(await after).toBe('c!');
  });
});

describe('batchesByKey gathering a turn', () => {
  it("starts a key's first batch after the turn, with every item of that turn, then as before", async () => {
    const { run, batches, release } = heldRun();
    const place = batchesByKey(run, 10, { gatherTurn: true });
    const first = ['a', 'b', 'c'].map((item) => place('orders', item));
    await Promise.resolve();
    expect(batches).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([['a', 'b', 'c']]);
    const later = ['d', 'e'].map((item) => place('orders', item));
    release();
    expect(await Promise.all(first)).toEqual(['a!', 'b!', 'c!']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches.slice(1)).toEqual([['d', 'e']]);
    release();
    expect(await Promise.all(later)).toEqual(['d!', 'e!']);
    // The key is idle again: the next item waits for its turn to end, alone.
    const alone = place('orders', 'f');
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches.slice(2)).toEqual([['f']]);
    release();
    expect(await alone).toBe('f!');
  });
});
