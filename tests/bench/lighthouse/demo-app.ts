import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Event } from '../../../src/shared/schemas/events';
import { api } from '../../e2e/harness/api';
import { demoUser, seedDemo } from '../../e2e/harness/demo-data';
import { type ServerProcess, startServer } from '../../reliability/helpers/server-process';

export const REPO = process.cwd();

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: REPO, stdio: ['ignore', 'inherit', 'inherit'], env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

/**
 * The production build as `npm start` serves it (with its .gz and .br copies), built only when
 * dist/ is older than its sources, then copied into `root`: the end-to-end tests rebuild dist/
 * while they run, which must not pull files from under an audit.
 */
export function copyOfBuiltClient(root: string): void {
  run(process.execPath, ['scripts/build-if-needed.mjs']);
  fs.cpSync(path.join(REPO, 'dist'), path.join(root, 'dist'), { recursive: true });
}

/** The real server serving `<root>/dist`, on a free loopback port, over `<root>/data`. */
export function startDemoServer(root: string): Promise<ServerProcess> {
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  seedDemo(dataDir);
  return startServer(dataDir, { NODE_ENV: 'production' }, { cwd: root });
}

/** The first event (by id) that has responses, as the demo Admin sees the list. */
export async function firstEventWithResponses(baseUrl: string): Promise<Event> {
  const admin = demoUser('Admin');
  const { token } = await api<{ token: string }>(baseUrl, 'POST', '/api/login', {
    body: { email: admin.email, password: admin.password },
  });
  const events = await api<Event[]>(baseUrl, 'GET', '/api/events', { token });
  const withResponses = events.filter((event) => event.jumlah_respons > 0).sort((a, b) => a.id - b.id);
  if (withResponses.length === 0) throw new Error('the demo data has no event with responses');
  return withResponses[0];
}
