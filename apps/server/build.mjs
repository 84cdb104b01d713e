// Bundles the server (and its CLI) into dist/ (or the folder given as the first argument) with esbuild.
// npm dependencies stay external and are loaded from node_modules at run time, so the folder must sit
// inside apps/server; the workspace's own TypeScript packages are bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@partsmith/'));

await build({
  entryPoints: { main: 'src/main.ts', 'cli/db': 'src/cli/db.ts', 'cli/admin': 'src/cli/admin.ts' },
  outdir: process.argv[2] ?? 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
