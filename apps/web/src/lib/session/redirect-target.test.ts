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

  // The URL parser drops tabs and line breaks and reads `\\` as `/`: each of these is `//evil.example`
  // to a browser (issue 31, finding 7).
  it.each([
    '/\t/evil.example',
    '/\r/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example/x',
    '/\\/evil.example',
    '/\t\\evil.example',
    '/\u0000/evil.example',
    '/\u001f/evil.example',
    '/\u007f/evil.example',
    '/dashboard\t',
  ])('refuses %j, a target that may leave the store', (value) => {
    expect(safeRedirectTarget(value)).toBe('/');
  });

  it('keeps an escaped tab: it stays in the path, on this store', () => {
    expect(safeRedirectTarget('/%09/evil.example')).toBe('/%09/evil.example');
  });

  it('never returns to a sign-in page', () => {
    expect(safeRedirectTarget('/login?completed=1')).toBe('/');
    expect(safeRedirectTarget('/register')).toBe('/');
  });
});
