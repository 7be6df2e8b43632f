import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import { reduceRecord } from '../core/reduce.js';
import type { LedgerEvent, MemoryRecord, PendingEvent, Tier } from '../core/types.js';
import { TIERS } from '../core/types.js';
import { atomicWrite } from './atomic.js';
import {
  createShardWriter,
  encodeEvent,
  type LedgerProblem,
  listShards,
  type PreparedEvent,
  readShard,
  type ShardRef,
  type ShardWriter,
} from './ledger.js';
import { type FileLock, openFileLock } from './lock.js';
import type { SpoolPaths } from './paths.js';
import {
  type CatchUpResult,
  discard,
  openProjection,
  type Projection,
  readAccessStats,
} from './projection.js';
import { canonicalDoc } from '../core/record-row.js';

/** Result of a full ledger verification. */
export interface VerifyReport {
  shards: { path: string; tier: Tier; events: number; torn_bytes: number }[];
  problems: LedgerProblem[];
  events: number;
  records: number;
  /** Records whose projection differs from a fresh replay of the ledger. */
  projection_mismatches: string[];
}

/** The storage layer: ledger shards, locks and the SQLite projection. Nothing above it touches files or SQL. */
export interface Store {
  readonly paths: SpoolPaths;
  readonly projection: Projection;
  /** Whether `.spool/` exists (reads work without it; the first write creates it). */
  initialized(): boolean;
  /** Creates `.spool/` with its `.gitignore`, and moves the projection onto disk. */
  init(configTemplate?: string): void;
  /** Applies ledger lines written since the last call, by this or any other process. */
  sync(): CatchUpResult;
  /** Runs `fn` holding the tier's lock with the projection in sync; `append` durably writes events. */
  write<T>(tier: Tier, fn: (append: (events: (PendingEvent | PreparedEvent)[]) => LedgerEvent[]) => T): T;
  /** The shard this process appends to in `tier`. */
  ownShard(tier: Tier): ShardRef;
  shards(): ShardRef[];
  /** Recreates the projection from the ledger (access counts are carried over). */
  rebuild(onProgress?: (done: number, total: number) => void): { events: number; records: number };
  /** Reads every shard from the start and compares a replay with the projection. */
  verify(): VerifyReport;
  /** Moves torn tails aside under the lock (doctor --repair). */
  repairTorn(): number;
  /** Rewrites a shard without the given record's events' content (purge). */
  rewriteShard(ref: ShardRef, transform: (ev: LedgerEvent) => PendingEvent | 'keep'): void;
  close(): void;
}

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

  // Every operation syncs first, and listing three directories was a tenth of a recall: a listing is
  // reused while its directory's mtime is unchanged (adding, removing or renaming a shard changes it).
  const listings = new Map<string, { mtimeMs: number; refs: ShardRef[] }>();
  const shards = (): ShardRef[] =>
    TIERS.flatMap((t) => {
      const dir = paths.ledgerDirs[t];
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
      if (access.length > 0) {
        const ins = projection.db.prepare(
          'INSERT OR REPLACE INTO access(record_id, access_count, last_accessed_at) SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM records WHERE record_id = ?)',
        );
        projection.transaction(() => {
          for (const a of access) ins.run(a.record_id, a.access_count, a.last_accessed_at, a.record_id);
        });
      }
      return { events: r.applied, records: projection.counts().records };
    },
    verify() {
      sync();
      const report: VerifyReport = {
        shards: [],
        problems: [],
        events: 0,
        records: 0,
        projection_mismatches: [],
      };
      const replay = new Map<string, MemoryRecord>();
      for (const ref of shards()) {
        let count = 0;
        const read = readShard(ref.path, 0, undefined, (l) => {
          count++;
          try {
            const red = reduceRecord(replay.get(l.event.record_id), l.event);
            if (red.kind === 'upsert') replay.set(l.event.record_id, red.record);
            else if (red.kind === 'purge') replay.delete(l.event.record_id);
          } catch {
            // Reported as a problem by the projection already; replay skips it the same way.
          }
        });
        report.shards.push({ path: ref.path, tier: ref.tier, events: count, torn_bytes: read.trailing });
        report.problems.push(...read.problems);
        if (read.trailing > 0) {
          report.problems.push({
            kind: 'torn_tail',
            shard: ref.path,
            line: read.lastLine + 1,
            offset: read.end,
            message: `${read.trailing} bytes after the last complete line (an interrupted write)`,
          });
        }
        report.events += count;
      }
      report.records = replay.size;
      const seen = new Set<string>();
      for (const row of projection.db.prepare('SELECT record_id, doc FROM records').iterate() as Iterable<{
        record_id: string;
        doc: string;
      }>) {
        seen.add(row.record_id);
        const want = replay.get(row.record_id);
        if (!want || canonicalDoc(want) !== row.doc) report.projection_mismatches.push(row.record_id);
      }
      for (const id of replay.keys()) if (!seen.has(id)) report.projection_mismatches.push(id);
      return report;
    },
    repairTorn() {
      let repaired = 0;
      for (const ref of shards()) {
        const lock = lockFor(ref.tier);
        lock.withLock(() => {
          const read = readShard(ref.path);
          if (read.trailing === 0) return;
          const buf = readFileSync(ref.path);
          writeFileSync(`${ref.path}.torn`, buf.subarray(read.end), { flag: 'a' });
          writeFileSync(`${ref.path}.torn`, '\n', { flag: 'a' });
          atomicWrite(ref.path, buf.subarray(0, read.end));
          repaired++;
        });
      }
      if (repaired > 0) store.rebuild();
      return repaired;
    },
    rewriteShard(ref, transform) {
      lockFor(ref.tier).withLock(() => {
        const read = readShard(ref.path);
        const out: string[] = [];
        let prev: string | null = null;
        let seq = -1;
        const reseal = (ev: Omit<LedgerEvent, 'hash' | 'prev' | 'seq'>) => {
          seq++;
          const { line, hash } = encodeEvent({ ...ev, seq, prev });
          prev = hash;
          out.push(line);
        };
        for (const l of read.lines) {
          const t = transform(l.event);
          if (t === 'keep') reseal(l.event);
          else reseal({ ...l.event, type: t.type, record_id: t.record_id, payload: t.payload });
        }
        atomicWrite(ref.path, out.join(''));
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

/** This clone's writer id (one shard per writer): created once, kept in the gitignored local dir. */
function readOrCreateWriterId(file: string): string {
  try {
    const id = readFileSync(file, 'utf8').trim();
    if (/^[a-z0-9][a-z0-9._-]{0,63}$/i.test(id)) return id;
  } catch {
    // Absent: create below.
  }
  let user = 'writer';
  try {
    user =
      userInfo()
        .username.toLowerCase()
        .replace(/[^a-z0-9]+/g, '') || 'writer';
  } catch {
    // No passwd entry (containers): keep the generic prefix.
  }
  const id = `${user.slice(0, 24)}-${Math.random().toString(36).slice(2, 10)}`;
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${id}\n`, { flag: 'wx' });
    return id;
  } catch {
    // Another process created it first: use theirs so both append to one shard under the lock.
    return readFileSync(file, 'utf8').trim();
  }
}
