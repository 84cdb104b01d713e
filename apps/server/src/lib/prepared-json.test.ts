import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prepareJson } from './prepared-json';

const parts = Array.from({ length: 40 }, (_, i) => ({
  _id: `part-${i}`,
  name: `Ceramic Brake Pad Set for Toyota Corolla ${2000 + i}`,
  description: 'Front axle set with wear indicators and fitting kit; low dust, quiet, OE quality.',
  price: 20 + i,
}));

describe('prepareJson', () => {
  it('compresses quickly for its first answer, thoroughly from its second, then keeps that', () => {
    const prepared = prepareJson(parts);
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = prepared.encoded(encoding);
      const second = prepared.encoded(encoding);
      const third = prepared.encoded(encoding);
      for (const answer of [first, second]) expect(decompress(answer).equals(prepared.body)).toBe(true);
      expect(second.length).toBeLessThan(first.length);
      expect(third).toBe(second);
    }
    expect(prepared.encoded('identity')).toBe(prepared.body);
  });
});
