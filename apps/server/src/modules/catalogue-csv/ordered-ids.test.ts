import { Id } from '@partsmith/contract/common';
import { describe, expect, it } from 'vitest';
import { orderedIdMaker } from './ordered-ids';

describe('orderedIdMaker', () => {
  it('makes valid, distinct ids that sort in the order they were made, within and across milliseconds', () => {
    let ms = Date.UTC(2026, 10, 26);
    const nextId = orderedIdMaker(() => ms);
    const ids: string[] = [];
    for (let n = 0; n < 10_000; n += 1) {
      // 5,000 in one millisecond (past the 4,096 its counter holds), then a clock that steps back.
      if (n === 5_000) ms += 3;
      if (n === 7_000) ms -= 2;
      ids.push(nextId());
    }
    for (const id of ids.slice(0, 20)) expect(Id.safeParse(id).success).toBe(true);
    expect(Id.safeParse(ids.at(-1)).success).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]!.slice(14, 15)).toBe('7');
  });
});
