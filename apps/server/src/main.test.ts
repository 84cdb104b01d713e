import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

/** Starts the real entry point (TypeScript through tsx) as its own process. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', SEED_DEMO_ACCOUNTS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForLine(read: () => string, pattern: RegExp, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(read())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${pattern}; output:\n${read()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the server process', { timeout: 120_000 }, () => {
  let running: ChildProcess | undefined;
  afterEach(() => {
    running?.kill('SIGKILL');
  });

  it('starts, answers health, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-main-'));
    const server = start({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' });
    running = server.child;
    const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;
    await waitForLine(server.output, listening);
    const port = server.output().match(listening)![1];
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops with one clear line and a non-zero code when the database cannot be reached', async () => {
    const server = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PORT: '0' });
    running = server.child;
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Partsmith could not start: .*ECONNREFUSED/);
  });

  it('stops with a readable list when the configuration is wrong', async () => {
    const server = start({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    running = server.child;
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- DATABASE_URL: must start with/,
    );
  });
});
