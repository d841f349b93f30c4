import { spawnServer } from './server-process';

/**
 * The server started as `npm start` starts it (see server-process.ts), for a start that is
 * expected to fail: it waits for the process to end by itself, keeping stdout and stderr apart.
 * Killed (SIGKILL) if it has not ended within `timeoutMs`.
 */

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** From spawn to exit. */
  ms: number;
  /** Whether it had to be killed at `timeoutMs`. */
  timedOut: boolean;
}

export function runServerUntilExit(dataDir: string, env: Record<string, string>, timeoutMs: number): Promise<ServerExit> {
  const startedAt = Date.now();
  const child = spawnServer(dataDir, env);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  // Last resort: a worker that dies does not leave it running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      process.removeListener('exit', killOnExit);
      resolve({ code, signal, stdout, stderr, ms: Date.now() - startedAt, timedOut });
    });
  });
}
