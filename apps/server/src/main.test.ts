import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, type Spawned, spawnBundled, startServer } from './test/server-process';

describe('the server process', { timeout: 120_000 }, () => {
  let running: ServerProcess | Spawned | undefined;
  afterEach(() => {
    running?.child.kill('SIGKILL');
  });

  it('starts, answers health, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-main-'));
    const server = await startServer({ DATA_DIR: dataDir });
    running = server;
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);

    expect(await server.stop()).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes the picture sizes its stored pictures lack, after it starts', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-main-'));
    const seeded = await startServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' });
    running = seeded;
    // Its own pass runs beside the first requests; on a busy machine it may still be going: let it finish.
    const images = path.join(dataDir, 'images');
    const marks = () =>
      (fs.existsSync(images) ? fs.readdirSync(images) : []).filter((name) => name.startsWith('.every-size-'));
    const passed = Date.now() + 60_000;
    while (marks().length === 0 && Date.now() < passed) await new Promise((r) => setTimeout(r, 100));
    expect(await seeded.stop()).toBe(0);
    // As stored by a release before the medium size: take those files away, and the mark of a pass that
    // gave every picture every size (such a release wrote none).
    const medium = fs.readdirSync(images).filter((name) => name.endsWith('-medium.webp'));
    expect(medium.length).toBeGreaterThan(0);
    for (const name of medium) fs.rmSync(path.join(images, name));
    expect(marks()).toHaveLength(1);
    fs.rmSync(path.join(images, marks()[0]!));

    const upgraded = await startServer({ DATA_DIR: dataDir });
    running = upgraded;
    const made = () => medium.filter((name) => fs.existsSync(path.join(images, name))).length;
    // The last file lands a moment before the server logs that it is done: wait for both.
    const reported = () => upgraded.output().includes('made the picture sizes stored pictures lacked');
    const deadline = Date.now() + 60_000;
    while ((made() < medium.length || !reported()) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(made()).toBe(medium.length);
    expect(upgraded.output()).toContain('made the picture sizes stored pictures lacked');

    expect(await upgraded.stop()).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops with one clear line and a non-zero code when the database cannot be reached', async () => {
    const server = spawnBundled('main.js', [], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      PORT: '0',
    });
    running = server;
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Partsmith could not start: .*ECONNREFUSED/);
  });

  it('refuses to start in production without Stripe keys or PAYMENTS=test (audit finding 1)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-main-'));
    const server = spawnBundled('main.js', [], {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
    });
    running = server;
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Partsmith could not start: .*STRIPE_SECRET_KEY.*STRIPE_PUBLISHABLE_KEY.*PAYMENTS=test/,
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops with a readable list when the configuration is wrong', async () => {
    const server = spawnBundled('main.js', [], { PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    running = server;
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- DATABASE_URL: must start with/,
    );
  });
});
