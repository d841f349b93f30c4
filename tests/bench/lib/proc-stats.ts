import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** A process's CPU time and memory, read from Linux's /proc (the server child's, in the benches). */

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User + system CPU seconds the process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The name in parentheses may hold spaces: count the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) / CLOCK_TICKS;
}

function statusKilobytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]);
}

export const rssMegabytes = (pid: number) => statusKilobytes(pid, 'VmRSS') / 1024;
export const peakRssMegabytes = (pid: number) => statusKilobytes(pid, 'VmHWM') / 1024;

/**
 * Starts the peak (VmHWM) again from the current RSS, so the next reading is the peak of what
 * follows. Answers false where the kernel does not allow it; the peak is then since the start.
 */
export function resetPeakRss(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
