// Builds the client for production into dist/ (or the folder given as its one argument) and writes
// a gzip and a brotli copy of every text asset beside it, which the server sends to browsers that
// accept them: phones on a venue's weak signal download a third of the bytes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// The end-to-end tests build into a folder of their own: two runs never serve each other's build
// half written.
const DIST = process.argv[2] ?? 'dist';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest)$/;

// Vitest sets NODE_ENV=test, which would make Vite emit a development build.
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', DIST], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

function* files(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

for (const file of files(DIST)) {
  const content = fs.readFileSync(file);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
