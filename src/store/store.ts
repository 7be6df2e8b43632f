import { existsSync, mkdirSync, statSync } from 'node:fs';
import type { Tier } from '../core/types.js';
import { atomicWrite } from './atomic.js';
import { createShardWriter, type ShardRef, type ShardWriter } from './ledger.js';
import { type FileLock, openFileLock } from './lock.js';
import type { SpoolPaths } from './paths.js';
import {
  type CatchUpResult,
  discard,
  openProjection,
  readAccessStats,
  restoreAccessStats,
} from './projection.js';
import { cutTornTail, resealShard } from './repair.js';
import { createShardLister } from './shard-listing.js';
import type { Store } from './types.js';
import { verifyLedger } from './verify.js';
import { readOrCreateWriterId } from './writer-id.js';

// The SQLite store: JSONL shards as the ledger, a SQLite projection as the index. Its contract, and what
// another backend must provide, is the Store interface in ./types.ts.

export type { LedgerAppend, LedgerStore, Store, VerifyReport } from './types.js';

/** Options for {@link openStore}. */
export interface StoreOptions {
  writer?: string | undefined;
  warn: (msg: string) => void;
  /** Timestamps events (injected so tests and SPOOL_NOW control time). */
  clock: () => Date;
  /** Event ids. */
  newId: () => string;
}

// About 1,500 events: below this a replay is quick either way, and switching journals is not worth it.
const BULK_REPLAY_BYTES = 1 << 20;

function ledgerBytes(refs: ShardRef[]): number {
  let n = 0;
  for (const ref of refs) {
    try {
      n += statSync(ref.path).size;
    } catch {
      // Gone since listing: nothing to replay from it.
    }
  }
  return n;
}

/** Opens the store for `paths`. Creates nothing on disk until the first write (or `init`). */
export function openStore(paths: SpoolPaths, opts: StoreOptions): Store {
  const warn = opts.warn;
  let projection = existsSync(paths.spoolDir)
    ? openProjection(paths.indexDb, warn)
    : openProjection(':memory:', warn);
  let writer: ShardWriter | undefined;
  const locks = new Map<string, FileLock>();

  const lockFor = (tier: Tier): FileLock => {
    const path = tier === 'user' ? paths.userLock : paths.projectLock;
    let l = locks.get(path);
    if (!l) {
      l = openFileLock(path);
      locks.set(path, l);
    }
    return l;
  };

  const shards = createShardLister(paths.ledgerDirs);

  const getWriter = (): ShardWriter => {
    if (!writer) {
      const projectWriter = opts.writer ?? readOrCreateWriterId(paths.writerFile);
      const userWriter = readOrCreateWriterId(paths.userWriterFile);
      writer = createShardWriter(
        paths.ledgerDirs,
        { shared: projectWriter, private: projectWriter, user: userWriter },
        (t) =>
          warn(
            `spool: torn line in ${t.shard} (${t.bytes} bytes, an interrupted write) moved to ${t.tornFile}`,
          ),
      );
    }
    return writer;
  };

  // A new index on disk (first open after a clone, or a missing or damaged one replaced) replays the
  // whole ledger: with more than a little to replay, that is a bulk load.
  let replayPending = projection.fresh;
  /** Replays `refs` into a new index as one bulk load, ending with the full-text merge. */
  const replayAll = (refs: ShardRef[], onProgress?: (done: number, total: number) => void) => {
    projection.setBulkLoad(true);
    try {
      const r = projection.catchUp(refs, onProgress);
      projection.optimizeText();
      return r;
    } finally {
      projection.setBulkLoad(false);
    }
  };
  const sync = (): CatchUpResult => {
    const refs = shards();
    // An index in memory is rebuilt by every process: bulk mode cannot speed it up, only add the merge.
    const bulk = replayPending && !projection.db.memory && ledgerBytes(refs) >= BULK_REPLAY_BYTES;
    replayPending = false;
    const r = bulk ? replayAll(refs) : projection.catchUp(refs);
    for (const p of r.problems.slice(0, 5))
      warn(`spool: ledger problem in ${p.shard} line ${p.line}: ${p.message}`);
    if (r.rewritten.length > 0) {
      warn(`spool: ledger shard(s) rewritten (${r.rewritten.join(', ')}); rebuilding the index`);
      store.rebuild();
    }
    return r;
  };

  const store: Store = {
    paths,
    get projection() {
      return projection;
    },
    initialized: () => existsSync(paths.spoolDir),
    init(configTemplate) {
      mkdirSync(paths.localDir, { recursive: true });
      mkdirSync(paths.ledgerDirs.shared, { recursive: true });
      if (!existsSync(paths.gitignoreFile))
        atomicWrite(
          paths.gitignoreFile,
          '# spool: private tier, index and caches stay on this machine\nlocal/\n',
        );
      if (configTemplate !== undefined && !existsSync(paths.configFile))
        atomicWrite(paths.configFile, configTemplate);
      if (projection.db.name === ':memory:') {
        projection.close();
        projection = openProjection(paths.indexDb, warn);
        replayPending = projection.fresh;
      }
      sync();
    },
    sync,
    write(tier, fn) {
      if (tier !== 'user' && !existsSync(paths.spoolDir)) store.init();
      if (tier === 'user') mkdirSync(paths.userLocalDir, { recursive: true });
      return lockFor(tier).withLock(() => {
        sync();
        const w = getWriter();
        const result = fn((events) => {
          const written = w.append(tier, events, opts.clock().toISOString(), opts.newId);
          const ref = store.ownShard(tier);
          if (!projection.applyOwn(ref, written)) sync();
          return written.map((l) => l.event);
        });
        return result;
      });
    },
    shards,
    ownShard(tier) {
      const w = getWriter();
      const path = w.shardPath(tier);
      return { tier, writer: path.slice(path.lastIndexOf('/') + 1, -'.jsonl'.length), path };
    },
    rebuild(onProgress) {
      const isMemory = projection.db.name === ':memory:';
      const path = isMemory ? ':memory:' : paths.indexDb;
      const access = isMemory ? [] : readAccessStats(path);
      projection.close();
      if (!isMemory) discard(path);
      projection = openProjection(path, warn);
      replayPending = false;
      // A rebuild is the bulk load of bulk loads; if it dies half-way, the next open rebuilds again.
      const r = replayAll(shards(), onProgress);
      restoreAccessStats(projection, access);
      return { events: r.applied, records: projection.counts().records };
    },
    verify() {
      sync();
      return verifyLedger(shards(), projection.db);
    },
    repairTorn() {
      let repaired = 0;
      for (const ref of shards()) if (lockFor(ref.tier).withLock(() => cutTornTail(ref.path))) repaired++;
      if (repaired > 0) store.rebuild();
      return repaired;
    },
    rewriteShard(ref, transform) {
      lockFor(ref.tier).withLock(() => {
        resealShard(ref.path, transform);
        // This process's writer holds the old file open at its old tail: the next append reopens it.
        writer?.close();
        writer = undefined;
      });
      store.rebuild();
    },
    close() {
      writer?.close();
      projection.close();
      for (const l of locks.values()) l.close();
      locks.clear();
    },
  };

  return store;
}
