import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding this run's server bundle: main.js, cli/db.js. */
    serverBundle: string;
  }
}

const serverDir = path.resolve(import.meta.dirname, '../..');

/**
 * Vitest global setup: bundles the server once per run, as `npm run build` does, so the process tests
 * start it in about a second instead of compiling TypeScript in every process. The folder sits inside
 * apps/server so the bundle finds node_modules; it is removed afterwards.
 */
export default async function buildServerBundle(project: TestProject) {
  const cache = path.join(serverDir, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outdir = fs.mkdtempSync(path.join(cache, 'partsmith-server-'));
  const remove = () => fs.rmSync(outdir, { recursive: true, force: true });
  await promisify(execFile)(process.execPath, ['build.mjs', outdir], { cwd: serverDir }).catch(
    (error: unknown) => {
      remove();
      throw error;
    },
  );
  project.provide('serverBundle', outdir);
  return remove;
}
