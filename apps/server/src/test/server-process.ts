import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../..');
const keptOutput = 256 * 1024;

export interface Spawned {
  child: ChildProcess;
  /** The exit code, or null when a signal ended the process. */
  exited: Promise<number | null>;
  /** Everything printed so far (stdout and stderr, the last 256 KB). */
  output(): string;
}

/**
 * Runs a file of the bundled server (`main.js`, `cli/db.js`) as its own process. Only the given
 * database and Redis settings reach it, never those of the test run itself.
 */
export function spawnBundled(file: string, args: string[], env: Record<string, string>): Spawned {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(inject('serverBundle'), file), ...args], {
    cwd: serverDir,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keptOutput);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

export interface ServerProcess extends Spawned {
  /** http://127.0.0.1:<port>, the address it listens on. */
  url: string;
  pid: number;
  /** SIGTERM, then waits for the exit; answers the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown, no flush, as a crash or the OOM killer would end it. */
  kill(): Promise<void>;
}

/** Quiet defaults for a test server: no demo data, no web build, a free port on loopback. */
const testServerEnv = {
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info', // the "listening" line tells us the port
  SEED_DEMO_DATA: 'false',
  SEED_DEMO_ACCOUNTS: 'false',
  WEB_DIST: path.join(serverDir, 'no-web-build'),
  WEB_SSR_ENTRY: path.join(serverDir, 'no-web-build', 'entry-server.js'),
};

const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/** Starts the real server process and resolves once it listens (or rejects with its output). */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const spawned = spawnBundled('main.js', [], { ...testServerEnv, ...env });
  const { child, exited, output } = spawned;
  const running = () => child.exitCode === null && child.signalCode === null;
  const deadline = Date.now() + timeoutMs;
  while (!listening.test(output())) {
    if (!running() || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `The server did not start (${running() ? 'timed out' : 'it exited'}); output:\n${output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    ...spawned,
    url: output().match(listening)![1]!,
    pid: child.pid!,
    async stop() {
      if (running()) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
}
