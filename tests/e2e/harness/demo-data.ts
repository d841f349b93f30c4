import { spawnSync } from 'node:child_process';
import { DEMO_USERS } from '../../../src/server/seed/demo-data';
import type { Peran } from '../../../src/shared/roles';

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
