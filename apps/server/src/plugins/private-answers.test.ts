import { describe, expect, it } from 'vitest';
import { privateCacheControl } from './private-answers';

describe('privateCacheControl (issue 31, finding 6)', () => {
  it('makes any answer to credentials private and unstored, keeping a route’s own no-store', () => {
    expect(privateCacheControl(undefined)).toBe('private, no-store');
    expect(privateCacheControl('no-cache')).toBe('private, no-store');
    expect(privateCacheControl('public, max-age=3600')).toBe('private, no-store');
    expect(privateCacheControl('no-store')).toBe('private, no-store');
    expect(privateCacheControl('private, no-store')).toBe('private, no-store');
    expect(privateCacheControl('no-store, max-age=0')).toBe('private, no-store, max-age=0');
  });
});
