import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A data folder whose disk can be made full under a running server, and given room again, without
 * touching the server. Two ways, the first that works here:
 *
 * - `tmpfs`: a small tmpfs mounted on the data folder (needs root and CAP_SYS_ADMIN). Filling it
 *   writes a ballast file that leaves only `room` bytes free; writes past that fail with ENOSPC
 *   (SQLite: SQLITE_FULL). Freeing deletes the ballast.
 * - `fsize`: a file-size limit on the server process (`prlimit --pid`, util-linux). Writes that
 *   would make any file larger than the limit fail with EFBIG (Node ignores SIGXFSZ; SQLite:
 *   SQLITE_IOERR_WRITE). The limit is the SQLite write-ahead log's size plus `room`; freeing lifts it.
 *
 * `SIS_FULL_DISK=fsize` (or `tmpfs`) forces one of them.
 */

export type FullDiskKind = 'tmpfs' | 'fsize';

export interface FullDisk {
  kind: FullDiskKind;
  dataDir: string;
  /** "tmpfs 32 MB, 2 MB left free" / "file-size limit: write-ahead log + 2 MB". */
  describe(): string;
  /** Leaves about `room` bytes writable to the server whose process id is `pid`. */
  fill(pid: number, walFile: string): void;
  /** Gives the room back: writes succeed again. */
  free(pid: number): void;
  /** Unmounts and removes the folder. */
  dispose(): void;
}

const MB = 1024 * 1024;
const TMPFS_SIZE = 32 * MB;

function commandWorks(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

function mountTmpfs(dir: string): boolean {
  return process.getuid?.() === 0 && commandWorks('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE},mode=0700`, 'tmpfs', dir]);
}

/** Which way works here (mounting a throwaway tmpfs to find out), or why none does. */
export function fullDiskSupport(): { kind?: FullDiskKind; reason?: string } {
  const forced = process.env.SIS_FULL_DISK;
  if (forced !== 'fsize') {
    const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-tmpfs-probe-'));
    const mounted = mountTmpfs(probe);
    if (mounted) commandWorks('umount', [probe]);
    fs.rmSync(probe, { recursive: true, force: true });
    if (mounted) return { kind: 'tmpfs' };
    if (forced === 'tmpfs') return { reason: 'SIS_FULL_DISK=tmpfs, but no tmpfs can be mounted here' };
  }
  if (commandWorks('prlimit', ['--version'])) return { kind: 'fsize' };
  return { reason: 'no tmpfs can be mounted here (needs root) and util-linux prlimit is not installed' };
}

/** A data folder on a disk of that kind, about `room` bytes of it left writable once filled. */
export function makeFullDisk(kind: FullDiskKind, room: number): FullDisk {
  return kind === 'tmpfs' ? makeTmpfs(room) : makeFileSizeLimit(room);
}

function makeTmpfs(room: number): FullDisk {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-disk-full-'));
  const dataDir = path.join(parent, 'data');
  fs.mkdirSync(dataDir);
  if (!mountTmpfs(dataDir)) {
    fs.rmSync(parent, { recursive: true, force: true });
    throw new Error(`could not mount a tmpfs on ${dataDir}`);
  }
  const ballast = path.join(dataDir, 'ballast');
  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    // Lazy: a server killed a moment ago may still hold a file open.
    commandWorks('umount', ['-l', dataDir]);
    mounted = false;
  };
  // A worker that dies without running afterAll still leaves no mount behind.
  process.once('exit', unmount);
  return {
    kind: 'tmpfs',
    dataDir,
    describe: () => `tmpfs ${TMPFS_SIZE / MB} MB filled to ${(room / MB).toFixed(1)} MB free`,
    fill() {
      const { bavail, bsize } = fs.statfsSync(dataDir);
      const size = bavail * bsize - room;
      if (size <= 0) throw new Error(`the tmpfs has only ${bavail * bsize} bytes free, less than ${room}`);
      const fd = fs.openSync(ballast, 'w');
      try {
        const chunk = Buffer.alloc(MB, 0x5a);
        for (let written = 0; written < size; ) written += fs.writeSync(fd, chunk, 0, Math.min(chunk.length, size - written));
      } finally {
        fs.closeSync(fd);
      }
    },
    free() {
      fs.rmSync(ballast, { force: true });
    },
    dispose() {
      unmount();
      process.removeListener('exit', unmount);
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}

function makeFileSizeLimit(room: number): FullDisk {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sis-disk-full-'));
  let limit = 0;
  return {
    kind: 'fsize',
    dataDir,
    describe: () => `file-size limit ${(limit / MB).toFixed(1)} MB (write-ahead log + ${(room / MB).toFixed(1)} MB)`,
    fill(pid, walFile) {
      const wal = fs.existsSync(walFile) ? fs.statSync(walFile).size : 0;
      limit = wal + room;
      // The soft limit only ("N:"): lifting it again needs no privilege.
      execFileSync('prlimit', ['--pid', String(pid), `--fsize=${limit}:`], { stdio: 'pipe' });
    },
    free(pid) {
      execFileSync('prlimit', ['--pid', String(pid), '--fsize=unlimited:'], { stdio: 'pipe' });
    },
    dispose() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
