import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library unmounts between tests by itself only when Vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
