import { describe, expect, it } from 'vitest';
import { PackedNumberMap } from './packed-number-map';

describe('PackedNumberMap', () => {
  it('answers what a Map answers for keys up to 2 ** 53, across growths', () => {
    const packed = new PackedNumberMap(4);
    const plain = new Map<number, number>();
    // Keys that differ only in their high or low 32 bits, and 0, must not meet.
    const keys = [0, 1, 2 ** 32, 2 ** 32 + 1, 2 ** 52, Number.MAX_SAFE_INTEGER];
    for (let i = 0; i < 20_000; i += 1) keys.push(i * 2 ** 21 + (i % 5621), (i % 977) * 2 ** 33 + i);
    keys.forEach((key, at) => {
      if (!plain.has(key)) plain.set(key, at * 2 ** 26 + (key % 1000));
      packed.set(key, plain.get(key)!);
    });
    expect(packed.size).toBe(plain.size);
    for (const [key, value] of plain) expect(packed.get(key)).toBe(value);
    for (const missing of [3, 2 ** 32 + 2, 2 ** 50 + 7]) expect(packed.get(missing)).toBeUndefined();
    packed.set(0, 42);
    expect(packed.get(0)).toBe(42);
    expect(packed.size).toBe(plain.size);
  });

  it('is sized from the expected count and holds it without growing', () => {
    const packed = new PackedNumberMap(1_000_000, false);
    const bytes = packed.bytes;
    expect(bytes).toBe(Math.ceil(1_000_000 / 0.7) * 12);
    for (let i = 0; i < 1_000_000; i += 1) packed.set(i * 7919, i);
    expect(packed.bytes).toBe(bytes);
    expect(packed.get(999_999 * 7919)).toBe(999_999);
  });

  it('refuses keys and values it cannot hold', () => {
    const narrow = new PackedNumberMap(16, false);
    expect(() => narrow.set(-1, 1)).toThrow(RangeError);
    expect(() => narrow.set(1.5, 1)).toThrow(RangeError);
    expect(() => narrow.set(2 ** 53, 1)).toThrow(RangeError);
    expect(() => narrow.set(1, 2 ** 32)).toThrow(RangeError);
    expect(() => narrow.get(-1)).toThrow(RangeError);
    expect(new PackedNumberMap(16).set(1, 2 ** 40).get(1)).toBe(2 ** 40);
  });
});
