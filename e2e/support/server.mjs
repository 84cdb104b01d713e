// Starts the production build of the server on a free port with a fresh database, and stops it again.
import { spawn } from 'node:child_process';
import { closeSync, cpSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const host = '127.0.0.1';

/**
 * The environment and node options of `npm start` (the root package.json's start script:
 * `[NAME=value …] node <options> <bundle>`), so the suites and the bench run the server exactly as a store
 * does, glibc's and V8's memory settings included.
 * @param {string} root
 */
function startScript(root) {
  const start = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start;
  const words = start.split(' ');
  const nodeAt = words.indexOf('node');
  const assignments = words.slice(0, Math.max(0, nodeAt));
  if (
    nodeAt === -1 ||
    !assignments.every((word) => /^[A-Z_]+=\S+$/.test(word)) ||
    words.at(-1) !== 'apps/server/dist/main.js'
  ) {
    throw new Error(
      `The start script should read "[NAME=value ...] node [options] apps/server/dist/main.js", not: ${start}`,
    );
  }
  /** @type {Record<string, string>} */
  const env = {};
  for (const word of assignments) env[word.slice(0, word.indexOf('='))] = word.slice(word.indexOf('=') + 1);
  return { env, nodeOptions: words.slice(nodeAt + 1, -1) };
}

/** @returns {Promise<number>} a TCP port that was free a moment ago */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * @typedef {object} RunningServer
 * @property {string} baseUrl
 * @property {number} pid
 * @property {string} dataDir  the server's DATA_DIR (its SQLite database lives there)
 * @property {number} startupMs  from spawn to the first healthy answer of /api/health
 * @property {() => Promise<void>} stop  SIGTERM (SIGKILL after 10 s), then removes the data dir
 * @property {() => string | undefined} died  how the server ended, if it ended before `stop`
 */

/**
 * @param {{ root: string, logFile: string, env?: Record<string, string>, timeoutMs?: number }} options
 * @returns {Promise<RunningServer>}
 */
export async function startServer({ root, logFile, env: extraEnv = {}, timeoutMs = 30_000 }) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'partsmith-e2e-'));
  // Serve a snapshot of the web build, so a rebuild during the run cannot swap the assets under the tests.
  const webDist = join(dataDir, 'web-dist');
  cpSync(join(root, 'apps', 'web', 'dist'), webDist, { recursive: true });
  // …and of its server renderer, which renders the public pages into that build's index.html.
  const webSsr = join(dataDir, 'web-dist-ssr');
  cpSync(join(root, 'apps', 'web', 'dist-ssr'), webSsr, { recursive: true });
  mkdirSync(dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'w');
  // A fresh DATA_DIR means a fresh SQLite database, whatever the caller's shell points at; a caller may
  // still name a database of its own in `env` (the bench's PostgreSQL run).
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const start = startScript(root);
  const env = {
    ...inherited,
    // The start script's environment (glibc's malloc settings, ADR 0027).
    ...start.env,
    PORT: String(port),
    HOST: host,
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    WEB_SSR_ENTRY: join(webSsr, 'entry-server.js'),
    NODE_ENV: 'production',
    // The address the browser uses, so the identity server's origin checks accept it.
    PUBLIC_URL: `http://${host}:${port}`,
    SEED_DEMO_ACCOUNTS: 'true',
    // Production without Stripe keys: the built-in test card processor, asked for explicitly.
    PAYMENTS: 'test',
    // The suite signs in far more often than a person would; the limit itself has API tests.
    AUTH_RATE_LIMIT: '500',
    // The demo buyer places many orders over the suite; the cap of open unpaid orders has API tests.
    MAX_UNPAID_ORDERS: '1000',
    ...extraEnv,
  };
  const spawnedAt = performance.now();
  // SERVER_NODE_ARGS: options for the server's node only (`--cpu-prof`, which NODE_OPTIONS refuses).
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const startArgs = [...start.nodeOptions, ...nodeArgs, 'apps/server/dist/main.js'];
  const child = spawn(process.execPath, startArgs, {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  /** @type {string | undefined} */
  let died;
  let stopping = false;
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      if (!stopping) died = signal ? `killed by ${signal}` : `exited with code ${code}`;
      resolve();
    }),
  );

  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
      if (killed) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://${host}:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        const startupMs = Math.round(performance.now() - spawnedAt);
        const pid = /** @type {number} */ (child.pid);
        return { baseUrl, pid, dataDir, startupMs, stop, died: () => died };
      }
    } catch {
      // not listening yet
    }
    await sleep(25);
  }

  const running = child.exitCode === null && child.signalCode === null;
  const why = running
    ? `was not healthy after ${timeoutMs / 1000} s`
    : `exited (${child.exitCode ?? child.signalCode})`;
  await stop();
  const output = readFileSync(logFile, 'utf8').trim() || '(no output)';
  throw new Error(`The server ${why}. Its log (${logFile}):\n${output}`);
}
