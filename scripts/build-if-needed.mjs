// Builds what `npm start` serves when it is missing or older than its sources, so a fresh clone
// starts with one command and a restart does not rebuild for nothing: the client (dist/) and the
// server (dist-server/). `node scripts/build-if-needed.mjs server` checks the server alone (the
// tests that start the server as a process).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const TARGETS = {
  client: {
    built: path.join('dist', 'index.html'),
    sources: ['src/client', 'src/shared', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'],
    script: 'scripts/build-client.mjs',
    message: 'Building the client (dist/)...',
  },
  server: {
    built: path.join('dist-server', 'server.js'),
    sources: ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package-lock.json'],
    script: 'scripts/build-server.mjs',
    message: 'Building the server (dist-server/)...',
  },
};

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

const wanted = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(TARGETS);
for (const name of wanted) {
  const target = TARGETS[name];
  if (!target) throw new Error(`Unknown build target "${name}": ${Object.keys(TARGETS).join(' or ')}`);
  const builtAt = fs.existsSync(target.built) ? fs.statSync(target.built).mtimeMs : 0;
  if (builtAt >= Math.max(...target.sources.map(newestMtime))) continue;
  console.log(target.message);
  const result = spawnSync(process.execPath, [target.script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
