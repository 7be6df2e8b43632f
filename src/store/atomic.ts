import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { ErrorCode, SpoolError } from '../core/errors.js';

/** Flushes a file (or directory) at `path` to disk through a descriptor of its own. */
export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes a file atomically: a temp file beside the target, fsync, rename. Readers see the old or the new
 * content, never half of it, and a crash leaves at most a stray `.tmp`. The target's permission bits are
 * kept (a user's 0600 config stays 0600); new files get `mode` (default 0644).
 */
export function atomicWrite(path: string, data: string | Uint8Array, mode?: number): void {
  let bits = mode ?? 0o644;
  try {
    bits = statSync(path).mode & 0o777;
  } catch {
    // New file: the given or default mode.
  }
  const tmp = `${path}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    const fd = openSync(tmp, 'w', bits);
    try {
      if (typeof data === 'string') writeSync(fd, data);
      else writeSync(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw new SpoolError(
      ErrorCode.Io,
      `cannot write ${path}: ${(err as Error).message} — check permissions and free space`,
      {
        cause: err,
      },
    );
  }
}
