import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Form stories type into many fields through a real HTTP server; on a machine shared with builds
    // and benches the 5 s default cut some short. A ceiling, not a speed assertion.
    testTimeout: 15_000,
  },
});
