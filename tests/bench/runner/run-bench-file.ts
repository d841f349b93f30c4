import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { type BenchLine, parseBenchLine } from './bench-line';

export interface BenchFileRun {
  file: string;
  lines: BenchLine[];
  /** Every other line it printed, for the report of a crash. */
  otherOutput: string[];
  exitCode: number | null;
  seconds: number;
}

/**
 * Runs one bench file in a process of its own (`node --import tsx <file>`), echoing what it prints
 * and collecting its figure lines. A bench that outlives `timeoutMs` is killed and counts as crashed.
 */
export function runBenchFile(file: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<BenchFileRun> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', file], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: BenchLine[] = [];
  const otherOutput: string[] = [];
  readline.createInterface({ input: child.stdout }).on('line', (text) => {
    console.log(text);
    const line = parseBenchLine(text);
    if (line) lines.push(line);
    else otherOutput.push(text);
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ file, lines, otherOutput, exitCode: code, seconds: (performance.now() - startedAt) / 1000 });
    });
  });
}
