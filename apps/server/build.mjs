// Bundles the server (and its CLI) into dist/ (or the folder given as the first argument) with esbuild.
// npm dependencies stay external and are loaded from node_modules at run time, so the folder must sit
// inside apps/server; the workspace's own TypeScript packages are bundled in.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@partsmith/'));

await build({
  entryPoints: {
    main: 'src/main.ts',
    'cli/db': 'src/cli/db.ts',
    'cli/admin': 'src/cli/admin.ts',
    'cli/generate': 'src/cli/generate.ts',
  },
  outdir: process.argv[2] ?? 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // The repeatable migrations' SQL (db/repeatable.ts) travels in the bundle as text.
  loader: { '.sql': 'text' },
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

// The demo catalogue's pictures, rendered once here so a fresh store seeds without sharp (only for the
// real dist: bundles built elsewhere, e.g. by tests, render them on demand).
if (!process.argv[2]) {
  const rendered = spawnSync(process.execPath, ['dist/cli/db.js', 'demo-images'], { stdio: 'inherit' });
  if (rendered.status !== 0) process.exit(rendered.status ?? 1);
}
