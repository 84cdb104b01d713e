import { describe, expect, it } from 'vitest';
import { memoryCounterStore } from './counter-store';

describe('the in-memory counter store (audit finding 3)', () => {
  it('never holds more than its entry limit, however many keys arrive', async () => {
    const store = memoryCounterStore({ maxEntries: 100 });
    for (let i = 0; i < 5000; i += 1) await store.increment(`key-${i}`, 15 * 60_000);
    expect(store.size()).toBeLessThanOrEqual(100);
    // The newest keys are the ones kept.
    expect((await store.increment('key-4999', 15 * 60_000)).count).toBe(2);
  });

  it('keeps keys of a bounded length, whatever length they are given', async () => {
    const store = memoryCounterStore({ maxEntries: 10 });
    await store.increment('x'.repeat(60 * 1024), 60_000);
    expect(store.bytes()).toBeLessThan(1024);
    expect((await store.increment('x'.repeat(60 * 1024), 60_000)).count).toBe(2);
  });

  it('drops ended windows without a full scan per new key', async () => {
    const store = memoryCounterStore({ maxEntries: 1000 });
    for (let i = 0; i < 50; i += 1) await store.increment(`old-${i}`, 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (let i = 0; i < 50; i += 1) await store.increment(`new-${i}`, 60_000);
    expect(store.size()).toBe(50);
  });
});
