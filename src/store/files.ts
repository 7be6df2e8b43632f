import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { blake3Hex } from '../core/hash.js';

/**
 * Normalises a file reference to a root-relative POSIX path. Absolute paths inside the root are made
 * relative; anything resolving outside the root is refused, since an anchor there would leak paths and
 * could not be checked by teammates.
 */
export function normalizeFileRef(root: string, ref: string): string {
  const abs = isAbsolute(ref) ? resolve(ref) : resolve(root, ref);
  const rel = relative(root, abs);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) {
    throw new SpoolError(
      ErrorCode.PathOutsideRoot,
      `file reference "${ref}" is outside the project root ${root}: refer to files inside the project`,
      { details: { ref } },
    );
  }
  return rel.split(sep).join('/');
}

/** Hashes referenced files, remembering each by mtime + size so drift checks cost a stat, not a read. */
export interface FileHasher {
  /** BLAKE3 of the file's bytes, or null when it does not exist or cannot be read. */
  hash(relPath: string): string | null;
}

/** Creates a hasher rooted at `root`. */
export function createFileHasher(root: string): FileHasher {
  const cache = new Map<string, { mtimeMs: number; size: number; sha: string }>();
  return {
    hash(relPath) {
      const abs = resolve(root, relPath);
      try {
        const st = statSync(abs);
        if (!st.isFile()) return null;
        const hit = cache.get(abs);
        if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) return hit.sha;
        const sha = blake3Hex(readFileSync(abs));
        cache.set(abs, { mtimeMs: st.mtimeMs, size: st.size, sha });
        return sha;
      } catch {
        return null;
      }
    },
  };
}
