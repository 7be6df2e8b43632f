import { statSync } from 'node:fs';
import { TIERS, type Tier } from '../core/types.js';
import { listShards, type ShardRef } from './ledger.js';

/**
 * Lists the shards of every tier. Every store operation syncs first, and listing three directories was a
 * tenth of a recall: a listing is reused while its directory's mtime is unchanged (adding, removing or
 * renaming a shard changes it).
 */
export function createShardLister(ledgerDirs: Record<Tier, string>): () => ShardRef[] {
  const listings = new Map<string, { mtimeMs: number; refs: ShardRef[] }>();
  return () =>
    TIERS.flatMap((t) => {
      const dir = ledgerDirs[t];
      let mtimeMs: number;
      try {
        mtimeMs = statSync(dir).mtimeMs;
      } catch {
        listings.delete(dir);
        return [];
      }
      const known = listings.get(dir);
      // A directory changed within the last two seconds is listed again: on a filesystem with coarse
      // timestamps a second change in the same tick would not move its mtime.
      if (known && known.mtimeMs === mtimeMs && Date.now() - mtimeMs > 2000) return known.refs;
      const refs = listShards(dir, t);
      listings.set(dir, { mtimeMs, refs });
      return refs;
    });
}
