import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { DEMO_USERS } from '../../../src/server/seed/demo-data';
import type { Peran } from '../../../src/shared/roles';
import type { Event } from '../../../src/shared/schemas/events';
import { makeDataDir, type ServerProcess } from '../../reliability/helpers/server-process';
import { api } from './api';
import { startBuiltServer } from './app-server';

/** `npm run seed:demo` on the SQLite file of `dataDir`, before a server opens it. */
export function seedDemo(dataDir: string): void {
  const result = spawnSync('npm', ['run', '--silent', 'seed:demo'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`seed:demo failed:\n${result.stdout}${result.stderr}`);
}

/** The demo data's account of a role, with the password it prints. */
export function demoUser(peran: Peran): { email: string; password: string; peran: string } {
  const user = DEMO_USERS.find((candidate) => candidate.peran === peran);
  if (!user) throw new Error(`the demo data has no ${peran}`);
  return user;
}

/** The production server on a fresh data folder holding the demo data (`prefix` names the folder). */
export async function startDemoDataServer(prefix: string): Promise<ServerProcess> {
  const dataDir = makeDataDir(prefix);
  seedDemo(dataDir);
  return startBuiltServer(dataDir);
}

/** Stops the server of `startDemoDataServer`, if it started, and removes its data folder. */
export async function stopDemoDataServer(server: ServerProcess | undefined): Promise<void> {
  if (!server) return;
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/** The demo event with the lowest id among those with responses: the one the screens are opened on. */
export async function firstAnsweredEvent(baseUrl: string): Promise<Event> {
  const { token } = await api<{ token: string }>(baseUrl, 'POST', '/api/login', { body: demoUser('Admin') });
  const events = await api<Event[]>(baseUrl, 'GET', '/api/events', { token });
  return events.filter((candidate) => candidate.jumlah_respons > 0).sort((a, b) => a.id - b.id)[0];
}
