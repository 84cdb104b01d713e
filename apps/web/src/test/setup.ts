import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A page's code loads as the page renders (app/address-first.ts), and its first import in a test run
// is transformed on demand: on a machine shared with builds and browsers that took over Testing
// Library's 1 s default for `findBy…` (a full CI run failed seven page tests that pass alone). A
// ceiling for waiting, not a speed assertion.
configure({ asyncUtilTimeout: 5000 });

// Testing Library unmounts between tests by itself only when Vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
