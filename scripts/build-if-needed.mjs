// Builds the client before `npm start` when dist/ is missing or older than its sources, so a fresh
// clone starts with one command and a restart does not rebuild for nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src/client', 'src/shared', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
const BUILT = path.join('dist', 'index.html');

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

const builtAt = fs.existsSync(BUILT) ? fs.statSync(BUILT).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (builtAt < changedAt) {
  console.log('Building the client (dist/)...');
  const result = spawnSync(process.execPath, ['scripts/build-client.mjs'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
