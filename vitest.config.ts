import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

/** SQL files are imported as their text, as the server's bundle does (esbuild's `text` loader). */
const sqlAsText: Plugin = {
  name: 'sql-as-text',
  transform(code, id) {
    return id.endsWith('.sql') ? { code: `export default ${JSON.stringify(code)};`, map: null } : undefined;
  },
};

/**
 * One `vitest run` covers the web components and the server's API tests on SQLite, and again on
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it to the machine's PostgreSQL).
 */
const serverOn = (engine: 'sqlite' | 'postgres') => ({
  plugins: [sqlAsText],
  test: {
    name: `server:${engine}`,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    // `name.sqlite.test.ts` and `name.postgres.test.ts` hold what only makes sense on one engine.
    exclude: [...configDefaults.exclude, `src/**/*.${engine === 'sqlite' ? 'postgres' : 'sqlite'}.test.ts`],
    env: { TEST_ENGINE: engine },
    // The process tests (main, faults) run the bundled server; it is built once per run.
    globalSetup: ['src/test/server-bundle.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      'apps/web',
      serverOn('sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [serverOn('postgres')] : []),
    ],
  },
});
