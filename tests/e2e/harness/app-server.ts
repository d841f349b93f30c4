import fs from 'node:fs';
import { makeDataDir, startServer } from '../../reliability/helpers/server-process';

export interface RunningApp {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the built app as `npm start` would, on a free loopback port with a temporary data folder
 * and its own SQLite file (the reliability tests' launcher); stopping it removes the folder.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const server = await startServer(makeDataDir('sis-e2e-'), env);
  return {
    url: server.url,
    dataDir: server.dataDir,
    async stop() {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}
