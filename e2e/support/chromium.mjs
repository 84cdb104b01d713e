// Finds the Chromium the browser tests drive. Playwright never downloads one here (docs/engineering.md §5).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const debianChromium = '/usr/bin/chromium';

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Newest Chromium in Playwright's browser cache, if any. */
function fromPlaywrightCache() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  const builds = readdirSync(cache)
    .filter((name) => /^chromium-\d+$/.test(name))
    .sort((a, b) => Number(b.slice(9)) - Number(a.slice(9)));
  for (const build of builds) {
    for (const dir of ['chrome-linux', 'chrome-linux64']) {
      const chrome = join(cache, build, dir, 'chrome');
      if (isExecutable(chrome)) return chrome;
    }
  }
  return undefined;
}

/** CHROMIUM_PATH, then Debian's chromium, then Playwright's cache. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file: fix or unset it.`);
  }
  if (isExecutable(debianChromium)) return debianChromium;
  return fromPlaywrightCache();
}

/**
 * Returns a Chromium to drive. As root on Debian a missing one is installed with apt-get; anywhere else
 * the caller gets an error whose message is the one line telling the user how to get one.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const rootOnDebian = existsSync('/etc/debian_version') && process.getuid?.() === 0;
  if (!rootOnDebian) {
    throw new Error(
      "No Chromium found: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.",
    );
  }
  console.log("No Chromium found: installing Debian's chromium with apt-get…");
  const install = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], {
    stdio: 'inherit',
  });
  if (install.status !== 0 || !isExecutable(debianChromium)) {
    throw new Error('Installing chromium with apt-get failed: install it yourself or set CHROMIUM_PATH.');
  }
  return debianChromium;
}
