import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { blake3Hex } from '../core/hash.js';

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
