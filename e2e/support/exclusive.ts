import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const pollMs = 200;

/** Whether the process that wrote the lock file is gone (a worker that crashed holding it). */
function heldByNoOne(file: string): boolean {
  const pid = Number(fs.readFileSync(file, 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Runs `work` while no other Playwright worker runs work of the same `name`: both projects (desktop and
 * phone) share one store, and some stories are one at a time per store (a catalogue import answers 409
 * while another runs), as two admins of one store would take turns. A lock file in the temp directory,
 * written exclusively, holding the worker's pid.
 */
export async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const file = path.join(os.tmpdir(), `partsmith-e2e-${name}.lock`);
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (heldByNoOne(file)) fs.rmSync(file, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(file, { force: true });
  }
}
