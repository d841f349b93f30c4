import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../../src/server/auth/jwt-secret';
import { ConfigError, loadConfig } from '../../../src/server/config';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TSX = pathToFileURL(createRequire(path.join(REPO_ROOT, 'package.json')).resolve('tsx')).href;
const run = promisify(execFile);

/** What `openssl rand -base64 48` gives. */
const GENERATED = 'q3J8vY0kR2mN5tW7xZ1aB4cD6eF9gH0iJ2kL4mN6oP8qR0sT2uV4wX6yZ8aB0cD2';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe('JWT_SECRET must be one nobody can guess', () => {
  it.each([
    'change-me',
    'changeme',
    'secret',
    'CHANGE_ME',
    'rahasia',
    'x'.repeat(31),
    'change-me-please-change-me-please-2026',
    'your-secret-key-goes-here-at-least-32-bytes',
    'a'.repeat(64),
    'abababababababababababababababababab',
  ])('refuses "%s" with one line naming JWT_SECRET', (secret) => {
    expect(() => loadConfig({ JWT_SECRET: secret })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: secret })).toThrow(/^JWT_SECRET .*openssl rand -base64 48\)?$/);
  });

  it('takes a generated secret of 32 bytes or more, and leaves it unset when empty', () => {
    expect(loadConfig({ JWT_SECRET: GENERATED }).jwtSecret).toBe(GENERATED);
    expect(loadConfig({ JWT_SECRET: '' }).jwtSecret).toBeUndefined();
  });

  it('holds a kept secret file to the same rule', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-secret-'));
    folders.push(dataDir);
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'change-me\n');
    expect(() => resolveJwtSecret(undefined, dataDir)).toThrow(ConfigError);
  });

  it('the server refuses to start with JWT_SECRET=change-me: one line, exit 1, nothing listens', { timeout: 60_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-secret-'));
    folders.push(dataDir);
    const env = { ...process.env, JWT_SECRET: 'change-me', DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const outcome = await run(process.execPath, ['--import', TSX, path.join(REPO_ROOT, 'src/server/server.ts')], {
      cwd: REPO_ROOT,
      env,
      timeout: 30_000,
    }).then(
      () => ({ code: 0, stderr: '', stdout: 'started' }),
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr.trim().split('\n')).toEqual([
      'Configuration error: JWT_SECRET must be at least 32 bytes (generate one: openssl rand -base64 48)',
    ]);
  });
});
