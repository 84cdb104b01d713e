// What a process costs, read from /proc/<pid> (Linux): resident memory and CPU time.
import { readFileSync } from 'node:fs';

/** @param {number} pid @returns {{ rssMb: number, peakMb: number } | null} */
export function readMemory(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null; // the process has ended, or this is not Linux
  }
  /** @param {string} field */
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * Samples a process's memory every `everyMs` until stopped. `peakMb` is the kernel's high-water mark
 * (VmHWM), so a spike between two samples still counts.
 * @param {number} pid
 */
export function sampleMemory(pid, everyMs = 250) {
  /** @type {Array<{ at: number, rssMb: number }>} */
  const samples = [];
  let peakMb = 0;
  const take = () => {
    const memory = readMemory(pid);
    if (!memory) return;
    samples.push({ at: Date.now(), rssMb: memory.rssMb });
    peakMb = Math.max(peakMb, memory.peakMb);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    peakMb: () => (take(), peakMb),
    stop: () => clearInterval(timer),
  };
}

/** Kernel clock ticks per second (USER_HZ), 100 on every Linux this runs on. */
const ticksPerSecond = 100;

/**
 * CPU time (user + system) the process has used so far, in ms: divided by the requests served, it gives
 * a cost per request that other load on a shared machine disturbs far less than requests per second.
 * @param {number} pid @returns {number}
 */
export function readCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}

/**
 * Waits until the process is idle: at most `busyMs` of CPU in a second (a write's background work done,
 * such as the WAL checkpoint after an import), or `maxSeconds`. Answers the seconds it waited.
 * @param {number} pid @param {{ busyMs?: number, maxSeconds?: number }} [options]
 */
export async function settled(pid, { busyMs = 50, maxSeconds = 180 } = {}) {
  const started = performance.now();
  let before = readCpuMs(pid);
  while ((performance.now() - started) / 1000 < maxSeconds) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = readCpuMs(pid);
    if (!(now - before > busyMs)) break;
    before = now;
  }
  return Math.round((performance.now() - started) / 100) / 10;
}
