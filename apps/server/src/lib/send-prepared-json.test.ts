import { describe, expect, it } from 'vitest';
import { compressFrom, preparedEncoding } from './send-prepared-json';

describe('preparedEncoding', () => {
  it('picks brotli, then gzip, for a body worth compressing', () => {
    expect(preparedEncoding('gzip, deflate, br, zstd', compressFrom)).toBe('br');
    expect(preparedEncoding('gzip', compressFrom)).toBe('gzip');
    expect(preparedEncoding('deflate', compressFrom)).toBe('identity');
    expect(preparedEncoding(undefined, compressFrom)).toBe('identity');
  });

  it('sends a body under the threshold as it is, as the compress plugin would', () => {
    expect(preparedEncoding('gzip, deflate, br, zstd', compressFrom - 1)).toBe('identity');
    expect(preparedEncoding('gzip', 660)).toBe('identity');
  });
});
