import fs from 'node:fs';
import { inject } from 'vitest';
import { makeDataDir, type ServerProcess, startServer } from '../../reliability/helpers/server-process';

export interface RunningApp {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The built server as `npm start` runs it (the reliability tests' launcher), on a free loopback
 * port over `dataDir`, serving this run's client build (global-setup.ts).
 */
export function startBuiltServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  return startServer(dataDir, env, { cwd: inject('clientRoot') || undefined });
}

/**
 * Starts the built app as `npm start` would, on a free loopback port with a temporary data folder
 * and its own SQLite file; stopping it removes the folder.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const server = await startBuiltServer(makeDataDir('sis-e2e-'), env);
  return {
    url: server.url,
    dataDir: server.dataDir,
    async stop() {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}
