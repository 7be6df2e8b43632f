import { fsyncPath } from '../atomic.js';
import { type HeldLock, holdFileLock, isBusy } from '../lock.js';
import type { ProjectionContext } from './context.js';
import {
  BULK_CACHE_KB,
  BULK_FLAG,
  bulkLockPath,
  CACHE_KB,
  FTS_AUTOMERGE_DEFAULT,
  HASH_INDEX,
  REINDEX_BELOW,
} from './schema.js';
import type { Projection } from './types.js';

/**
 * Bulk-load mode (large imports, replays and rebuilds) and the full-text merge that ends one; see
 * {@link Projection.setBulkLoad} for the trade-offs and how an interrupted load is caught.
 */
export interface BulkLoader extends Pick<Projection, 'setBulkLoad' | 'optimizeText'> {
  /**
   * Releases the loader's lock when the connection is closed mid-load: the flag stays in `meta`, and
   * without the lock the next open rebuilds, which is right, as nothing synced the load.
   */
  releaseOnClose(): void;
}

/** Builds the bulk-load switch over `ctx`. */
export function createBulkLoader(ctx: ProjectionContext): BulkLoader {
  const { db, prep, recordCount } = ctx;
  let unjournaled = false;
  let smallIndexLoad = false;
  let bulkLock: HeldLock | undefined;
  // FTS5 wants an INTEGER here, and the driver binds numbers as REAL: the value is spelled out.
  const setAutomerge = (n: number) => db.exec(`INSERT INTO fts(fts, rank) VALUES ('automerge', ${n})`);

  function enterUnjournaled(): boolean {
    // Another loader of this index is running (its lock is held): leave the journal to it.
    bulkLock = holdFileLock(bulkLockPath(db.name));
    if (!bulkLock) return false;
    // The flag is committed (through the WAL) before the journal goes: a crash from here on is caught.
    // The pid is for messages; liveness is the lock's, which the kernel drops when the loader dies.
    prep('INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)').run(BULK_FLAG, String(process.pid));
    let mode: unknown;
    try {
      mode = db.pragma('journal_mode = MEMORY', { simple: true });
    } catch (err) {
      // SQLITE_BUSY: another connection has the index open; it must keep its WAL, so the load does too.
      if (!isBusy(err)) {
        releaseBulk();
        throw err;
      }
    }
    if (mode !== 'memory') {
      releaseBulk();
      return false;
    }
    db.pragma('synchronous = OFF');
    if (recordCount() < REINDEX_BELOW) {
      // Dedup during a load is checked in memory, so the index is not missed; other processes' lookups
      // still work (by scan) until it is back.
      db.exec('DROP INDEX IF EXISTS records_hash');
      // A load into a small index ends by merging the full-text index whole (see optimizeText), so
      // merging its segments along the way would be work done twice.
      setAutomerge(0);
      smallIndexLoad = true;
    }
    return true;
  }

  function leaveUnjournaled(): void {
    if (smallIndexLoad) {
      db.exec(HASH_INDEX);
      setAutomerge(FTS_AUTOMERGE_DEFAULT);
      smallIndexLoad = false;
    }
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    // Every page of the load reaches the disk before the flag that vouches for them is cleared.
    fsyncPath(db.name);
    releaseBulk();
  }

  function releaseBulk(): void {
    prep('DELETE FROM meta WHERE key = ?').run(BULK_FLAG);
    bulkLock?.release();
    bulkLock = undefined;
  }

  return {
    setBulkLoad(on) {
      if (!db.open) return false;
      if (on) {
        db.pragma(`cache_size = ${BULK_CACHE_KB}`);
        if (!unjournaled && !db.memory) unjournaled = enterUnjournaled();
        return unjournaled;
      }
      // Still with the small cache: the deferred index's sort is bounded by it.
      if (unjournaled) {
        unjournaled = false;
        leaveUnjournaled();
      }
      db.pragma(`cache_size = ${CACHE_KB}`);
      return false;
    },
    optimizeText() {
      db.prepare("INSERT INTO fts(fts) VALUES('optimize')").run();
    },
    releaseOnClose() {
      bulkLock?.release();
      bulkLock = undefined;
    },
  };
}
