import fs from 'node:fs';

/**
 * The data folder holds every answer, every password hash and the token secret: only the
 * account the server runs as may read it. Files made before this rule existed (mode 0644 from the
 * default umask) are tightened too.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Makes the folder (and its parents) if needed, and leaves it to its owner alone. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Owner-only read and write on each file that exists; a missing one is no error. */
export function makePrivate(...files: string[]): void {
  for (const file of files) {
    try {
      fs.chmodSync(file, PRIVATE_FILE_MODE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/**
 * Every file the process creates from now on is owner-only (SQLite's -wal and -shm, backups,
 * the generated secret): set once by the programs that write the data folder.
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}
