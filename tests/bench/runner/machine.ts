import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** What the figures were measured on, for the head of RESULTS.md. */
export interface Machine {
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  commit: string;
}

function cpuModel(): string {
  try {
    const match = /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'));
    if (match) return match[1].trim();
  } catch {
    // Not Linux: Node's own idea of the CPU below.
  }
  return os.cpus()[0]?.model ?? 'unknown';
}

function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    // The results of an earlier run, not yet committed, are not a change to what is measured.
    const status = ['status', '--porcelain', '--untracked-files=no', '--', '.', ':!tests/bench/RESULTS.md'];
    const dirty = execFileSync('git', status, { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

export function describeMachine(): Machine {
  return {
    cores: os.cpus().length,
    cpuModel: cpuModel(),
    memoryGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    commit: gitCommit(),
  };
}

export const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(' / ');

// About 50 KB of JSON, the size of a batch of 100 surveys.
const PROBE_DOCUMENT = JSON.stringify(
  Array.from({ length: 400 }, (_, n) => ({ n, kota: `Kota ${n % 37}`, jawaban: ['Ya', 'Tidak', String(n * 7)], diisiPada: new Date(n * 1e9).toISOString() })),
);

/**
 * The milliseconds of a fixed piece of CPU work (JSON in and out, as the server does), the median
 * of five: the same code reads slower when this shared machine is busy, so RESULTS.md shows how
 * fast the machine was at the start and the end of the run. Lower is faster.
 */
export function speedProbe(): number {
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    const startedAt = performance.now();
    for (let i = 0; i < 200; i += 1) JSON.stringify(JSON.parse(PROBE_DOCUMENT));
    times.push(performance.now() - startedAt);
  }
  return times.sort((a, b) => a - b)[2];
}
