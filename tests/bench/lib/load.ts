import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadPlan, LoadResult } from './load-plan';

const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));
const LOAD_TIMEOUT_MS = 15 * 60_000;

export interface LoadGenerator {
  /** Runs one load in the generator's process and answers its report. */
  run(plan: LoadPlan): Promise<LoadResult>;
  stop(): void;
}

/** The autocannon process: started once per bench, given one plan at a time over IPC. */
export function startLoadGenerator(): LoadGenerator {
  const child: ChildProcess = fork(WORKER, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return {
    run(plan) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          cleanUp();
          reject(new Error(`load did not end within ${LOAD_TIMEOUT_MS / 1000} s`));
        }, LOAD_TIMEOUT_MS);
        const onMessage = (result: LoadResult) => {
          cleanUp();
          resolve(result);
        };
        const onExit = (code: number | null) => {
          cleanUp();
          reject(new Error(`load generator ended (${code})`));
        };
        const cleanUp = () => {
          clearTimeout(timer);
          child.off('message', onMessage);
          child.off('exit', onExit);
        };
        child.on('message', onMessage);
        child.once('exit', onExit);
        child.send(plan);
      });
    },
    stop() {
      child.kill();
    },
  };
}
