// Resident memory of a process, read from /proc/<pid>/status (Linux).
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
