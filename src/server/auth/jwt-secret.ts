import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config';
import { ensurePrivateDir, makePrivate } from '../db/private-files';
import { weakSecretReason } from '../secret-strength';

const SECRET_FILE = 'jwt-secret';

/**
 * JWT_SECRET when set; otherwise a secret generated at the first start and kept in the data folder,
 * so tokens survive a restart. Several instances behind a load balancer must share JWT_SECRET.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return readSecretFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  ensurePrivateDir(dataDir);
  const secret = randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readSecretFile(file);
    throw error;
  }
}

/** A kept secret is held to the rule of JWT_SECRET: a hand-edited short one stops the start. */
function readSecretFile(file: string): string {
  const secret = fs.readFileSync(file, 'utf8').trim();
  makePrivate(file);
  const weakness = weakSecretReason(secret, file);
  if (weakness) throw new ConfigError(weakness);
  return secret;
}
