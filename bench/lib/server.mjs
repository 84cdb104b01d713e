// The production server under load: started on a free port with a fresh database and the demo catalogue,
// its limits raised so the load measures the store and not the abuse protection.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer } from '../../e2e/support/server.mjs';
import { sampleMemory } from './proc.mjs';

export const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

/** Builds the web app and the server unless both builds are there. */
export function ensureBuilt() {
  const built = [
    'apps/web/dist/index.html',
    'apps/web/dist-ssr/entry-server.js',
    'apps/server/dist/main.js',
  ].every((file) => existsSync(join(root, file)));
  if (built) return;
  console.log('No production build yet: npm run build…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed: the bench needs a production build.');
}

/**
 * A fresh PostgreSQL database next to the one `baseUrl` names, dropped again by `drop`.
 * @param {string} baseUrl
 */
export async function freshPostgresDatabase(baseUrl) {
  const name = `partsmith_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (/** @type {string} */ statement) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * @param {{ databaseUrl?: string, env?: Record<string, string>, logName?: string }} [options]
 */
export async function startBenchServer({ databaseUrl, env = {}, logName = 'server' } = {}) {
  const logFile = join(root, 'bench', '.tmp', `${logName}.log`);
  const server = await startServer({
    root,
    logFile,
    env: {
      SEED_DEMO_DATA: 'true',
      SEED_DEMO_ACCOUNTS: 'true',
      PAYMENTS: 'test', // production without Stripe keys: the test card processor, asked for explicitly
      AUTH_RATE_LIMIT: '100000',
      ORDER_RATE_LIMIT: '1000000',
      MAX_UNPAID_ORDERS: '1000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
  });
  const memory = sampleMemory(server.pid);
  return {
    ...server,
    logFile,
    memory,
    async stop() {
      memory.stop();
      await server.stop();
    },
  };
}

/**
 * Grows a running bench server's catalogue to `parts` parts with the generator CLI (one fitment each),
 * then waits out the server's 1-second caches.
 * @param {{ dataDir: string }} server @param {{ url: string } | null} database @param {number} parts
 */
export async function growCatalogue(server, database, parts) {
  const generated = spawnSync(
    process.execPath,
    ['apps/server/dist/cli/generate.js', '--parts', String(parts), '--fitments', '1'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, ...(database ? { DATABASE_URL: database.url } : {}) },
      encoding: 'utf8',
    },
  );
  if (generated.status !== 0) throw new Error(`db:generate failed: ${generated.stderr || generated.stdout}`);
  await new Promise((resolve) => setTimeout(resolve, 1500));
}
