import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget', () => {
  it('keeps a path of this app, with its query', () => {
    expect(safeRedirectTarget('/dashboard/users?page=2')).toBe('/dashboard/users?page=2');
  });

  it.each([undefined, null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'dashboard'])(
    'falls back to / for %s',
    (value) => {
      expect(safeRedirectTarget(value)).toBe('/');
    },
  );

  it('never returns to a sign-in page', () => {
    expect(safeRedirectTarget('/login?completed=1')).toBe('/');
    expect(safeRedirectTarget('/register')).toBe('/');
  });
});
