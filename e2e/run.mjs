// `npm run test:e2e`: builds the app, serves the production build on a free port with a fresh database,
// runs the Playwright suite against it and cleans up. Extra arguments go to `playwright test`.
//   E2E_SKIP_BUILD=1  use the existing apps/*/dist
//   BASE_URL=…        test an app that is already running (no build, no server)
//   CHROMIUM_PATH=…   the browser to drive (see support/chromium.mjs)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './support/chromium.mjs';
import { canarySecrets, findSecrets, secretValues } from './support/secret-scan.mjs';
import { startServer } from './support/server.mjs';
import { startGoogleStandIn, startMailCapture } from './support/third-parties.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const logFile = join(root, 'e2e', '.tmp', 'server.log');
const mailDir = join(root, 'e2e', '.tmp', 'mail');

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

let chromium = '';
try {
  chromium = ensureChromium();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

let baseUrl = process.env.BASE_URL;
/** @type {{ stop: () => Promise<void>, died: () => string | undefined } | undefined} */
let server;
/** @type {Array<{ close: () => Promise<unknown> }>} */
const standIns = [];

if (!baseUrl) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // Canary secrets in the build's environment only (see support/secret-scan.mjs).
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...canarySecrets },
    });
    if (build.status !== 0) fail('npm run build failed: the browser tests need a production build.');
  }
  for (const built of [
    'apps/web/dist/index.html',
    'apps/web/dist-ssr/entry-server.js',
    'apps/server/dist/main.js',
  ]) {
    if (!existsSync(join(root, built))) fail(`${built} is missing: run npm run build.`);
  }
  const leaks = findSecrets(join(root, 'apps/web/dist'), secretValues(process.env));
  if (leaks.length > 0) fail(`The web build holds secrets:\n${leaks.join('\n')}`);
  try {
    const mail = await startMailCapture(mailDir);
    const google = await startGoogleStandIn();
    standIns.push(mail, google);
    server = await startServer({
      root,
      logFile,
      // The paging stories place 60 orders for one buyer in a few seconds; the limit has API tests.
      env: { SMTP_URL: mail.url, ORDER_RATE_LIMIT: '1000', ...google.env },
    });
    baseUrl = server.baseUrl;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  console.log(`Serving the production build at ${baseUrl} (log: ${logFile})`);
}

// `npx playwright test`, minus npx: npx would not pass a SIGTERM on and leave Playwright running.
const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const playwright = spawn(
  process.execPath,
  [playwrightCli, 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      BASE_URL: baseUrl,
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      E2E_MAIL_DIR: mailDir,
    },
  },
);
// Ctrl-C already reaches Playwright (same process group): wait for it to finish, then clean up.
// A plain `kill` of this process is passed on.
let interrupted = false;
process.on('SIGINT', () => (interrupted = true));
process.on('SIGTERM', () => playwright.kill('SIGTERM'));
const code = await new Promise((resolve) =>
  playwright.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
);

const died = interrupted ? undefined : server?.died();
if (died) console.error(`The server stopped during the tests (${died}): see ${logFile}.`);
await server?.stop();
await Promise.all(standIns.map((standIn) => standIn.close()));
process.exit(died ? code || 1 : code);
