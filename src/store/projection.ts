import { closeSync, existsSync, mkdirSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { reduceRecord } from '../core/reduce.js';
import { indexTokens } from '../core/tokenize.js';
import type { LedgerEvent, MemoryRecord, StoredRecord, Tier } from '../core/types.js';
import { fsyncPath } from './atomic.js';
import { decodeLine, type LedgerProblem, readShard, type ShardLine, type ShardRef } from './ledger.js';
import { fileLockHeld, type HeldLock, holdFileLock, isBusy } from './lock.js';
import { type RecordRow, recordRow } from '../core/record-row.js';
import type { VaultNote } from './vault-note.js';
import { openVectorIndex, type VectorIndex } from './vectors.js';

// 10: records with file glob patterns carry FILE_GLOB_TOKEN in their `refs` column.
const SCHEMA_VERSION = '10';
// 9: last_confirmed_at is also set by accept/promote and by confirmed merges (issue 11): replay old indexes.
// Negative cache sizes are in KiB.
const CACHE_KB = -32000;
const BULK_CACHE_KB = -8000;
// FTS5's own default, restored after a bulk load has turned merging off.
const FTS_AUTOMERGE_DEFAULT = 4;
// Set in `meta` while a bulk load runs without a durable journal; its value is the loader's pid.
const BULK_FLAG = 'bulk_load';

/** A conflict between facts, as the projection keeps it. */
export interface ConflictRow {
  conflict_id: string;
  state: 'open' | 'resolved';
  subject: string;
  predicate: string;
  record_ids: string[];
  opened_at: string;
  resolved_at: string | null;
  keep: string | null;
}

/** One ledger event as `history` shows it. */
export interface HistoryEntry {
  event_id: string;
  ts: string;
  type: LedgerEvent['type'];
  writer: string;
  seq: number;
  tier: Tier;
  payload: Record<string, unknown>;
}

/** A lexical candidate: its row id and positive BM25 relevance (higher is better). */
export interface LexicalHit {
  rid: number;
  bm25: number;
}

/** Filters shared by listing and search. */
export interface RecordFilter {
  includeArchived?: boolean;
  tags?: string[];
  states?: string[];
  memoryTypes?: string[];
  since?: string;
  limit?: number;
}

/** Counters reported by `catchUp`. */
export interface CatchUpResult {
  applied: number;
  problems: LedgerProblem[];
  rewritten: string[];
}

const HASH_INDEX = 'CREATE INDEX IF NOT EXISTS records_hash ON records(content_hash)';
// A bulk load into an index smaller than this drops the content-hash index and recreates it at the end
// (sorting the keys once costs ~1.5 µs a record, inserting random keys one by one several times that),
// and pauses full-text segment merging, since such a load ends with a full merge.
const REINDEX_BELOW = 25_000;

const DDL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS records (
  rid INTEGER PRIMARY KEY,
  record_id TEXT NOT NULL UNIQUE,
  tier TEXT NOT NULL,
  state TEXT NOT NULL,
  memory_type TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  fact_subject TEXT,
  fact_predicate TEXT,
  doc TEXT NOT NULL
);
${HASH_INDEX};
CREATE INDEX IF NOT EXISTS records_created ON records(created_at);
CREATE INDEX IF NOT EXISTS records_state ON records(state, memory_type);
CREATE INDEX IF NOT EXISTS records_type_updated ON records(memory_type, state, updated_at);
CREATE INDEX IF NOT EXISTS records_fact ON records(fact_subject, fact_predicate);
CREATE TABLE IF NOT EXISTS tags (tag TEXT NOT NULL, rid INTEGER NOT NULL, PRIMARY KEY (tag, rid)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS access (record_id TEXT PRIMARY KEY, access_count INTEGER NOT NULL, last_accessed_at TEXT);
CREATE INDEX IF NOT EXISTS access_count_idx ON access(access_count);
CREATE TABLE IF NOT EXISTS events (
  event_id TEXT NOT NULL,
  record_id TEXT NOT NULL,
  ts TEXT NOT NULL,
  type TEXT NOT NULL,
  writer TEXT NOT NULL,
  seq INTEGER NOT NULL,
  tier TEXT NOT NULL,
  shard TEXT NOT NULL,
  offset INTEGER NOT NULL,
  length INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS events_record ON events(record_id, ts);
CREATE TABLE IF NOT EXISTS shards (
  path TEXT PRIMARY KEY,
  tier TEXT NOT NULL,
  offset INTEGER NOT NULL,
  last_line_start INTEGER NOT NULL,
  last_hash TEXT,
  seq INTEGER NOT NULL,
  line INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS conflicts (
  conflict_id TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  subject TEXT NOT NULL,
  predicate TEXT NOT NULL,
  record_ids TEXT NOT NULL,
  opened_at TEXT NOT NULL,
  resolved_at TEXT,
  keep TEXT
);
CREATE VIRTUAL TABLE IF NOT EXISTS fts USING fts5(
  title, body, tags, refs,
  content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE IF NOT EXISTS fts_vocab USING fts5vocab(fts, 'row');
CREATE TABLE IF NOT EXISTS notes (nid INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, mtime REAL NOT NULL, size INTEGER NOT NULL, doc TEXT NOT NULL);
CREATE VIRTUAL TABLE IF NOT EXISTS notes_fts USING fts5(
  title, body, tags, refs,
  content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2'
);
`;

/** The SQLite projection of the ledger. The only code (with the lock) that talks to SQLite. */
export interface Projection {
  readonly db: Database.Database;
  /** Embedding vectors (sqlite-vec), keyed by record row id. */
  readonly vectors: VectorIndex;
  /** True when this open created the database from nothing (it then needs a full catch-up). */
  readonly fresh: boolean;
  catchUp(shards: ShardRef[], onProgress?: (done: number, total: number) => void): CatchUpResult;
  /**
   * Applies lines this process just appended without re-reading them, when the index was exactly at
   * their start; returns false (caller falls back to catchUp) otherwise.
   */
  applyOwn(ref: ShardRef, lines: ShardLine[]): boolean;
  getByRecordId(recordId: string): StoredRecord | undefined;
  getByRid(rid: number): StoredRecord | undefined;
  findActiveByContentHash(hash: string): StoredRecord | undefined;
  /** Cheap existence checks for bulk paths. */
  hasRecord(recordId: string): boolean;
  /** Every record id and every active content hash (bulk import checks against these in memory). */
  identitySets(): { ids: Set<string>; activeHashes: Set<string> };
  findFacts(subject: string, predicate: string): StoredRecord[];
  /**
   * BM25 candidates for any of `tokens`. Ranking cost grows with the postings scanned, so when the
   * query's terms together occur in more than `postingsBudget` records, the most common terms (the
   * ones with the lowest IDF, which barely move BM25) are left out of the candidate query.
   */
  lexical(tokens: string[], limit: number, filter: RecordFilter, postingsBudget?: number): LexicalHit[];
  /**
   * Row ids of the records containing `term` when it occurs in at most `cap` of them; undefined when it
   * is more common. A plain doclist read with no ranking (ranking looks up every candidate's column
   * sizes, ~2 µs a row); a term already known to be common costs nothing.
   */
  rareRows(term: string, cap: number): number[] | undefined;
  /** Number of records containing each term (cached until the next write). */
  docFreq(term: string): number;
  /** Records in the index (archived included), cached for up to a second: a scale for IDF weights. */
  recordCount(): number;
  list(filter: RecordFilter): StoredRecord[];
  /** Records carrying a structured fact, in the given states. */
  listFacts(states: readonly string[]): StoredRecord[];
  /**
   * Query-less candidates for packets: per the given types, canonical first then most recently updated,
   * plus the most retrieved — a bounded set, so wakeup cost does not grow with the store.
   */
  preselect(types: readonly string[], states: readonly string[], limit: number): StoredRecord[];
  /**
   * Records of the given types that a person wrote by hand and that are still accepted or expiring (the
   * high-confidence ones besides canonical), newest first. Only the `window` newest records of each type
   * and state are looked at, so an older authoritative memory is found among newer imported or distilled
   * ones at a bounded cost.
   */
  preselectManual(types: readonly string[], limit: number, window: number): StoredRecord[];
  /** How many records have one of `types` and one of `states` (an index count per pair). */
  countTyped(types: readonly string[], states: readonly string[]): number;
  touchAccess(recordIds: string[], at: string): void;
  history(recordId: string): HistoryEntry[];
  conflicts(state?: 'open' | 'resolved'): ConflictRow[];
  conflict(conflictId: string): ConflictRow | undefined;
  counts(): {
    records: number;
    events: number;
    by_state: Record<string, number>;
    by_type: Record<string, number>;
  };
  ridsOf(recordIds: string[]): Map<string, number>;
  transaction<T>(fn: () => T): T;
  /**
   * Enters or leaves bulk-load mode (a large import). A small page cache costs a load nothing and keeps
   * the footprint down. When no other connection has the index open, the load also trades the WAL for
   * an in-memory rollback journal without syncs: in WAL mode every commit re-copies each page it
   * dirtied (the content-hash index dirties hundreds of random pages per batch), and that copying was
   * half of the import's SQLite time. Such a load is not crash-safe, so a flag in `meta` marks it until
   * the file is synced on leaving, and the loader holds a lock file while it runs; an index found
   * flagged with nobody holding the lock (the kernel drops a dead loader's lock) is rebuilt from the
   * ledger. Into a small index, such a load also defers the content-hash index (random keys, the
   * costliest to insert one by one), sorting it in once on leaving, and pauses incremental full-text
   * merging (the caller merges the whole index at the end). Returns whether the fast journal
   * is in use.
   */
  setBulkLoad(on: boolean): boolean;
  /**
   * Merges the full-text index into one segment. A bulk load leaves dozens of segments, and every term
   * lookup probes each of them: merged, lookups take half the time. Costs ~2 ms per 1,000 records.
   */
  optimizeText(): void;
  /** Vault notes: what is indexed (path → mtime/size), so a scan re-reads only changed files. */
  noteStamps(): Map<string, { mtime: number; size: number }>;
  upsertNote(note: VaultNote, mtime: number, size: number): void;
  deleteNote(path: string): void;
  notesLexical(tokens: string[], limit: number): { nid: number; bm25: number }[];
  getNote(nid: number): VaultNote | undefined;
  listNotes(): VaultNote[];
  getMeta(key: string): string | undefined;
  setMeta(key: string, value: string): void;
  close(): void;
}

/**
 * Opens (creating or recreating as needed) the projection at `path`. A file that SQLite cannot read,
 * or one written by another schema version, is moved aside and rebuilt: the ledger is the truth.
 */
export function openProjection(path: string, onWarn: (msg: string) => void): Projection {
  let fresh = !existsSync(path);
  let db: Database.Database | undefined;
  try {
    db = connect(path);
    const meta = new Map(
      db.prepare('SELECT key, value FROM meta WHERE key IN (?, ?)').raw().all('schema', BULK_FLAG) as [
        string,
        string,
      ][],
    );
    const version = meta.get('schema');
    if (!fresh && version !== SCHEMA_VERSION)
      throw new Error(`schema ${version ?? 'none'} != ${SCHEMA_VERSION}`);
    const loader = meta.get(BULK_FLAG);
    if (loader !== undefined && !fileLockHeld(bulkLockPath(path)))
      throw new Error(`a bulk load by process ${loader} was interrupted before it was synced`);
  } catch (cause) {
    // A locked index is not a broken one: discarding it would pull it from under its writer.
    if (isBusy(cause)) {
      db?.close();
      throw new SpoolError(
        ErrorCode.LockTimeout,
        `the index ${path} is locked by another process; retry once it has finished (a long import or rebuild holds it), or stop that process`,
        { cause },
      );
    }
    onWarn(
      `spool: index ${path} is unreadable or outdated (${(cause as Error).message}); rebuilding from the ledger`,
    );
    db?.close();
    discard(path);
    fresh = true;
    db = connect(path);
  }
  return createProjection(db, fresh);
}

/** The lock a bulk load holds while it runs: its flag in `meta` is trusted only while the lock is held. */
function bulkLockPath(indexPath: string): string {
  return `${indexPath}-bulk.lock`;
}

/** Deletes a projection file and its WAL side files. */
export function discard(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(path + suffix, { force: true });
}

/** Access statistics survive a rebuild: they are usage, not truth, and the ledger does not hold them. */
export function readAccessStats(
  path: string,
): { record_id: string; access_count: number; last_accessed_at: string | null }[] {
  if (!existsSync(path)) return [];
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      return db.prepare('SELECT record_id, access_count, last_accessed_at FROM access').all() as {
        record_id: string;
        access_count: number;
        last_accessed_at: string | null;
      }[];
    } finally {
      db.close();
    }
  } catch {
    return [];
  }
}

function connect(path: string): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { timeout: 30_000 });
  try {
    try {
      db.pragma('journal_mode = WAL');
    } catch (err) {
      // Busy at once: another process is bulk-loading this index without a WAL (see setBulkLoad) and
      // is mid-transaction. Reads still work through the rollback-journal locks; it restores the WAL.
      if (!isBusy(err)) throw err;
    }
    // NORMAL is durable enough for a projection: the ledger is fsynced and the index can be rebuilt.
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = OFF');
    db.pragma(`cache_size = ${CACHE_KB}`);
    db.pragma('temp_store = MEMORY');
    db.pragma('wal_autocheckpoint = 8000');
    // An index at the current schema needs no DDL: skipping it keeps opening cheap (hooks open per run).
    let current = false;
    try {
      current = db.prepare("SELECT value FROM meta WHERE key = 'schema'").pluck().get() === SCHEMA_VERSION;
    } catch {
      // No meta table yet: a new index.
    }
    if (!current) {
      db.exec(DDL);
      db.prepare("INSERT OR IGNORE INTO meta(key, value) VALUES ('schema', ?)").run(SCHEMA_VERSION);
    }
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

interface SelectedRow {
  rid: number;
  tier: Tier;
  doc: string;
  access_count: number | null;
  last_accessed_at: string | null;
}

function toStored(row: SelectedRow): StoredRecord {
  const rec = JSON.parse(row.doc) as MemoryRecord;
  return {
    ...rec,
    tier: row.tier,
    access_count: row.access_count ?? 0,
    last_accessed_at: row.last_accessed_at,
  };
}

const SELECT_RECORD =
  'SELECT r.rid, r.tier, r.doc, a.access_count, a.last_accessed_at FROM records r LEFT JOIN access a ON a.record_id = r.record_id';

function createProjection(db: Database.Database, fresh: boolean): Projection {
  const dfCache = new Map<string, number>();
  // Lower bounds of document frequencies (terms seen to be common); like dfCache, only a hint.
  const dfFloor = new Map<string, number>();
  // Dynamic queries (filters, limits) repeat: preparing them once saves ~0.1 ms a call.
  const prepared = new Map<string, Database.Statement>();
  const prep = (sql: string): Database.Statement => {
    let st = prepared.get(sql);
    if (!st) {
      if (prepared.size > 200) prepared.clear();
      st = db.prepare(sql);
      prepared.set(sql, st);
    }
    return st;
  };
  const vectors = openVectorIndex(db);
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
    proj.setMeta(BULK_FLAG, String(process.pid));
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
  let countCache: { at: number; n: number } | undefined;
  // The record count steers query pruning only; a count up to a second old is fine.
  const recordCount = (): number => {
    const now = Date.now();
    if (!countCache || now - countCache.at > 1000) {
      countCache = { at: now, n: db.prepare('SELECT count(*) FROM records').pluck().get() as number };
    }
    return countCache.n;
  };
  const st = {
    getById: db.prepare(`${SELECT_RECORD} WHERE r.record_id = ?`),
    getByRid: db.prepare(`${SELECT_RECORD} WHERE r.rid = ?`),
    byHash: db.prepare(
      `${SELECT_RECORD} WHERE r.content_hash = ? AND r.state != 'archived' ORDER BY r.created_at LIMIT 1`,
    ),
    facts: db.prepare(
      `${SELECT_RECORD} WHERE r.fact_subject = ? AND r.fact_predicate = ? ORDER BY r.created_at`,
    ),
    docOf: db.prepare('SELECT rid, doc FROM records WHERE record_id = ?'),
    hasRecord: db.prepare('SELECT 1 FROM records WHERE record_id = ?').pluck(),
    hashOf: db.prepare('SELECT content_hash FROM records WHERE rid = ?').pluck(),
    vocab: db.prepare('SELECT doc FROM fts_vocab WHERE term = ?').pluck(),
    insertRecord: db.prepare(
      `INSERT INTO records (record_id, tier, state, memory_type, content_hash, created_at, updated_at, fact_subject, fact_predicate, doc)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    updateRecord: db.prepare(
      `UPDATE records SET state=@state, memory_type=@memory_type, content_hash=@content_hash, updated_at=@updated_at,
       fact_subject=@fact_subject, fact_predicate=@fact_predicate, doc=@doc WHERE rid=@rid`,
    ),
    deleteRecord: db.prepare('DELETE FROM records WHERE rid = ?'),
    deleteTags: db.prepare('DELETE FROM tags WHERE rid = ?'),
    insertTag: db.prepare('INSERT OR IGNORE INTO tags(tag, rid) VALUES (?, ?)'),
    deleteFts: db.prepare('DELETE FROM fts WHERE rowid = ?'),
    insertFts: db.prepare('INSERT INTO fts(rowid, title, body, tags, refs) VALUES (?, ?, ?, ?, ?)'),
    insertEvent: db.prepare(
      'INSERT INTO events(event_id, record_id, ts, type, writer, seq, tier, shard, offset, length) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    shard: db.prepare('SELECT * FROM shards WHERE path = ?'),
    upsertShard: db.prepare(
      `INSERT INTO shards(path, tier, offset, last_line_start, last_hash, seq, line) VALUES (@path, @tier, @offset, @last_line_start, @last_hash, @seq, @line)
       ON CONFLICT(path) DO UPDATE SET offset=excluded.offset, last_line_start=excluded.last_line_start, last_hash=excluded.last_hash, seq=excluded.seq, line=excluded.line`,
    ),
    history: db.prepare('SELECT * FROM events WHERE record_id = ? ORDER BY ts, writer, seq'),
    openConflict: db.prepare(
      `INSERT OR REPLACE INTO conflicts(conflict_id, state, subject, predicate, record_ids, opened_at, resolved_at, keep)
       VALUES (?, 'open', ?, ?, ?, ?, NULL, NULL)`,
    ),
    resolveConflict: db.prepare(
      "UPDATE conflicts SET state='resolved', resolved_at=?, keep=? WHERE conflict_id=?",
    ),
    conflicts: db.prepare('SELECT * FROM conflicts ORDER BY opened_at'),
    conflict: db.prepare('SELECT * FROM conflicts WHERE conflict_id = ?'),
    touch: db.prepare(
      `INSERT INTO access(record_id, access_count, last_accessed_at) VALUES (?, 1, ?)
       ON CONFLICT(record_id) DO UPDATE SET access_count = access_count + 1, last_accessed_at = excluded.last_accessed_at`,
    ),
  };

  function writeRecord(rid: number | undefined, rec: MemoryRecord, tier: Tier): void {
    writeRow(rid, recordRow(rec, tier));
  }

  function writeRow(rid: number | undefined, row: RecordRow): void {
    // Document frequencies only steer query pruning, so a slightly stale count is harmless; the cache is
    // dropped wholesale once it has grown, not on every write (that made each remember re-query them).
    if (dfCache.size > 50_000) dfCache.clear();
    if (dfFloor.size > 50_000) dfFloor.clear();
    const { tags, fts } = row;
    let id = rid;
    if (id === undefined) {
      // Positional parameters: binding by name costs a property lookup per column, per row of a bulk load.
      id = Number(
        st.insertRecord.run(
          row.record_id,
          row.tier,
          row.state,
          row.memory_type,
          row.content_hash,
          row.created_at,
          row.updated_at,
          row.fact_subject,
          row.fact_predicate,
          row.doc,
        ).lastInsertRowid,
      );
    } else {
      const before = st.hashOf.get(id) as string | undefined;
      const { tags: _t, fts: _f, ...cols } = row;
      st.updateRecord.run({ ...cols, rid: id });
      st.deleteTags.run(id);
      st.deleteFts.run(id);
      // A vector describes the old text; dropping it lets the next backfill embed the new one.
      if (before !== row.content_hash) vectors.remove(id);
    }
    for (const tag of tags) st.insertTag.run(tag, id);
    st.insertFts.run(id, ...fts);
  }

  /** History rows point into the shard instead of copying payloads: history is rare, writes are not. */
  function insertEvent(
    ev: LedgerEvent,
    tier: Tier,
    at: { shard: string; offset: number; end: number },
  ): void {
    st.insertEvent.run(
      ev.event_id,
      ev.record_id,
      ev.ts,
      ev.type,
      ev.writer,
      ev.seq,
      tier,
      at.shard,
      at.offset,
      at.end - at.offset,
    );
  }

  function applyEvent(
    ev: LedgerEvent,
    tier: Tier,
    at: { shard: string; offset: number; end: number },
    trusted = false,
  ): void {
    insertEvent(ev, tier, at);
    if (ev.type === 'conflict.opened') {
      const p = ev.payload;
      st.openConflict.run(
        String(p.conflict_id),
        String(p.subject ?? ''),
        String(p.predicate ?? ''),
        JSON.stringify(Array.isArray(p.record_ids) ? p.record_ids : []),
        ev.ts,
      );
      return;
    }
    if (ev.type === 'conflict.resolved') {
      st.resolveConflict.run(
        ev.ts,
        typeof ev.payload.keep === 'string' ? ev.payload.keep : null,
        String(ev.payload.conflict_id),
      );
      return;
    }
    // A record created by this process cannot exist yet: skip the lookup on the bulk path.
    const row =
      trusted && ev.type === 'record.created'
        ? undefined
        : (st.docOf.get(ev.record_id) as { rid: number; doc: string } | undefined);
    const current = row ? (JSON.parse(row.doc) as MemoryRecord) : undefined;
    const red = reduceRecord(current, ev, trusted);
    if (red.kind === 'upsert') {
      writeRecord(row?.rid, red.record, tier);
    } else if (red.kind === 'purge' && row) {
      st.deleteFts.run(row.rid);
      st.deleteTags.run(row.rid);
      st.deleteRecord.run(row.rid);
      vectors.remove(row.rid);
    }
  }

  /** Checks that the line we last read is still where we left it; otherwise the shard was rewritten. */
  function unchangedPrefix(path: string, start: number, end: number, hash: string | null): boolean {
    if (end === 0) return true;
    const text = readRange(path, start, end - start);
    if (text === undefined) return false;
    const d = decodeLine(text.replace(/\n$/, ''));
    return d.ok && d.event.hash === hash;
  }

  const proj: Projection = {
    db,
    vectors,
    fresh,
    transaction<T>(fn: () => T): T {
      return db.transaction(fn).immediate();
    },
    optimizeText() {
      db.prepare("INSERT INTO fts(fts) VALUES('optimize')").run();
    },
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
    catchUp(shards, onProgress) {
      const result: CatchUpResult = { applied: 0, problems: [], rewritten: [] };
      const pending: { ref: ShardRef; size: number }[] = [];
      for (const ref of shards) {
        let size: number;
        try {
          size = statSync(ref.path).size;
        } catch {
          continue;
        }
        const known = st.shard.get(ref.path) as { offset: number } | undefined;
        if (!known || known.offset !== size) pending.push({ ref, size });
      }
      if (pending.length === 0) return result;
      const total = pending.reduce((n, p) => n + p.size, 0);
      let done = 0;
      db.transaction(() => {
        for (const { ref } of pending) {
          const known = st.shard.get(ref.path) as
            | { offset: number; last_line_start: number; last_hash: string | null; seq: number; line: number }
            | undefined;
          let from = known?.offset ?? 0;
          const size = statSync(ref.path).size;
          if (
            known &&
            (size < known.offset ||
              !unchangedPrefix(ref.path, known.last_line_start, known.offset, known.last_hash))
          ) {
            result.rewritten.push(ref.path);
            continue;
          }
          if (known && size === known.offset) continue;
          let lastStart = known?.last_line_start ?? 0;
          let lastHash = known?.last_hash ?? null;
          let seq = known?.seq ?? -1;
          // Lines are applied as they are read: a large shard never sits in memory whole.
          const read = readShard(
            ref.path,
            from,
            { prev: known?.last_hash ?? null, seq: known?.seq ?? -1, line: known?.line ?? 0 },
            (l) => {
              try {
                applyEvent(l.event, ref.tier, { shard: ref.path, offset: l.offset, end: l.end });
              } catch (err) {
                result.problems.push({
                  kind: 'bad_schema',
                  shard: ref.path,
                  line: l.line,
                  offset: l.offset,
                  message: (err as Error).message,
                });
              }
              lastStart = l.offset;
              lastHash = l.event.hash;
              seq = l.event.seq;
              result.applied++;
            },
          );
          result.problems.push(...read.problems);
          from = read.end;
          st.upsertShard.run({
            path: ref.path,
            tier: ref.tier,
            offset: from,
            last_line_start: lastStart,
            last_hash: lastHash,
            seq,
            line: Math.max(known?.line ?? 0, countLines(read)),
          });
          done += size;
          onProgress?.(done, total);
        }
      }).immediate();
      return result;
    },
    applyOwn(ref, lines) {
      const first = lines[0];
      const last = lines[lines.length - 1];
      if (!first || !last) return true;
      return db
        .transaction(() => {
          const known = st.shard.get(ref.path) as { offset: number; line: number } | undefined;
          if ((known?.offset ?? 0) !== first.offset) return false;
          for (const l of lines) {
            if (l.row) {
              // Computed off-thread from the very record this line carries: only the inserts remain.
              insertEvent(l.event, ref.tier, { shard: ref.path, offset: l.offset, end: l.end });
              writeRow(undefined, l.row);
            } else applyEvent(l.event, ref.tier, { shard: ref.path, offset: l.offset, end: l.end }, true);
          }
          st.upsertShard.run({
            path: ref.path,
            tier: ref.tier,
            offset: last.end,
            last_line_start: last.offset,
            last_hash: last.event.hash,
            seq: last.event.seq,
            line: (known?.line ?? 0) + lines.length,
          });
          return true;
        })
        .immediate();
    },
    getByRecordId(recordId) {
      const row = st.getById.get(recordId) as SelectedRow | undefined;
      return row ? toStored(row) : undefined;
    },
    getByRid(rid) {
      const row = st.getByRid.get(rid) as SelectedRow | undefined;
      return row ? toStored(row) : undefined;
    },
    findActiveByContentHash(hash) {
      const row = st.byHash.get(hash) as SelectedRow | undefined;
      return row ? toStored(row) : undefined;
    },
    hasRecord(recordId) {
      return st.hasRecord.get(recordId) !== undefined;
    },
    identitySets() {
      const ids = new Set<string>();
      const activeHashes = new Set<string>();
      for (const [id, hash, state] of db
        .prepare('SELECT record_id, content_hash, state FROM records')
        .raw()
        .iterate() as Iterable<[string, string, string]>) {
        ids.add(id);
        if (state !== 'archived') activeHashes.add(hash);
      }
      return { ids, activeHashes };
    },
    findFacts(subject, predicate) {
      return (st.facts.all(subject.toLowerCase(), predicate.toLowerCase()) as SelectedRow[]).map(toStored);
    },
    rareRows(term, cap) {
      const known = dfCache.get(term) ?? dfFloor.get(term);
      if (known !== undefined && known > cap) return undefined;
      const n = Math.max(1, Math.floor(cap));
      const rows = prep(`SELECT rowid FROM fts WHERE fts MATCH ? LIMIT ${n + 1}`)
        .pluck()
        .all(`"${term.replace(/"/g, '""')}"`) as number[];
      if (rows.length <= n) return rows;
      dfFloor.set(term, rows.length);
      return undefined;
    },
    recordCount,
    docFreq(term) {
      let n = dfCache.get(term);
      if (n === undefined) {
        n = (st.vocab.get(term) as number | undefined) ?? 0;
        // Zero is never cached: the term may be written a moment later and must then be found.
        if (n > 0) dfCache.set(term, n);
      }
      return n;
    },
    lexical(tokens, limit, filter, postingsBudget) {
      // Ranking cost is ~0.3 µs per posting. A term found in more than ~15% of records has an IDF too low
      // to move BM25 much, so the default budget follows the store's size (1,500 to 6,000 postings).
      const budget = postingsBudget ?? Math.min(6000, Math.max(1500, Math.round(0.15 * recordCount())));
      const byDf = tokens.map((t) => ({ t, df: proj.docFreq(t) })).filter((x) => x.df > 0);
      if (byDf.length === 0) return [];
      byDf.sort((a, b) => a.df - b.df);
      const kept: string[] = [];
      let postings = 0;
      for (const x of byDf) {
        if (kept.length > 0 && postings + x.df > budget) break;
        kept.push(x.t);
        postings += x.df;
      }
      const match = kept.map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ');
      const where: string[] = [];
      const params: unknown[] = [match];
      if (!filter.includeArchived) where.push("r.state != 'archived'");
      if (filter.states?.length) {
        where.push(`r.state IN (${filter.states.map(() => '?').join(',')})`);
        params.push(...filter.states);
      }
      if (filter.memoryTypes?.length) {
        where.push(`r.memory_type IN (${filter.memoryTypes.map(() => '?').join(',')})`);
        params.push(...filter.memoryTypes);
      }
      addTagFilter(filter, where, params);
      // The inner query ranks inside the FTS table and overfetches; the outer one filters. Ranking by
      // bm25() in ORDER BY is ~35% faster than the table's `rank` column configured with the same weights
      // (measured at 10,000 records), for the same order.
      const inner = Math.max(limit * 3, limit + 50);
      const cond = where.length ? where.join(' AND ') : '1';
      const sql = `SELECT f.rowid AS rid, -f.score AS bm25, (r.rid IS NOT NULL AND ${cond}) AS ok FROM (
          SELECT rowid, bm25(fts, 4.0, 1.0, 2.0, 2.0) AS score FROM fts WHERE fts MATCH ? ORDER BY score LIMIT ${inner}
        ) f LEFT JOIN records r ON r.rid = f.rowid ORDER BY f.score`;
      // The filter's placeholders come before MATCH's in this statement's text.
      const rows = prep(sql).all(...params.slice(1), params[0]) as (LexicalHit & { ok: number })[];
      let hits: LexicalHit[] = rows
        .filter((h) => h.ok)
        .slice(0, limit)
        .map(({ rid, bm25 }) => ({ rid, bm25 }));
      if (hits.length < limit && rows.length === inner) {
        // The ranked window was full but filters removed too many: fall back to the exhaustive query.
        const full = `SELECT f.rowid AS rid, -bm25(fts, 4.0, 1.0, 2.0, 2.0) AS bm25 FROM fts f JOIN records r ON r.rid = f.rowid
          WHERE fts MATCH ? AND ${cond} ORDER BY bm25 DESC LIMIT ${limit}`;
        hits = prep(full).all(...params) as LexicalHit[];
      }
      return hits;
    },
    list(filter) {
      const where: string[] = [];
      const params: unknown[] = [];
      if (!filter.includeArchived && !filter.states) where.push("r.state != 'archived'");
      if (filter.states?.length) {
        where.push(`r.state IN (${filter.states.map(() => '?').join(',')})`);
        params.push(...filter.states);
      }
      if (filter.memoryTypes?.length) {
        where.push(`r.memory_type IN (${filter.memoryTypes.map(() => '?').join(',')})`);
        params.push(...filter.memoryTypes);
      }
      if (filter.since) {
        where.push('r.created_at >= ?');
        params.push(filter.since);
      }
      addTagFilter(filter, where, params);
      const limit = filter.limit ?? 1_000_000;
      const sql = `${SELECT_RECORD} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY r.created_at DESC, r.rid DESC LIMIT ${limit}`;
      return (prep(sql).all(...params) as SelectedRow[]).map(toStored);
    },
    listFacts(states) {
      return (
        db
          .prepare(
            `${SELECT_RECORD} WHERE r.fact_predicate IS NOT NULL AND r.state IN (${states.map(() => '?').join(',')})`,
          )
          .all(...states) as SelectedRow[]
      ).map(toStored);
    },
    preselectManual(types, limit, window) {
      const q = prep(
        `SELECT r.rid, r.tier, r.doc, a.access_count, a.last_accessed_at FROM (
           SELECT rid, tier, doc, record_id, updated_at FROM records WHERE memory_type = ? AND state = ? ORDER BY updated_at DESC LIMIT ?
         ) r LEFT JOIN access a ON a.record_id = r.record_id
         WHERE json_extract(r.doc, '$.origin.source_kind') = 'manual' ORDER BY r.updated_at DESC LIMIT ?`,
      );
      const out: StoredRecord[] = [];
      for (const t of types)
        for (const st of ['accepted', 'expiring'])
          for (const row of q.all(t, st, window, limit) as SelectedRow[]) out.push(toStored(row));
      return out;
    },
    countTyped(types, states) {
      const q = prep('SELECT count(*) FROM records WHERE memory_type = ? AND state = ?').pluck();
      let n = 0;
      for (const t of types) for (const st of states) n += q.get(t, st) as number;
      return n;
    },
    preselect(types, states, limit) {
      // One small index-ordered query per (type, state) pair instead of one sorted scan: each stops after
      // `limit` rows, so the cost does not grow with the store.
      type Ranked = SelectedRow & { state: string; updated_at: string };
      const rows: Ranked[] = [];
      const byPair = prep(
        'SELECT r.rid, r.tier, r.doc, r.state, r.updated_at, a.access_count, a.last_accessed_at FROM records r LEFT JOIN access a ON a.record_id = r.record_id WHERE r.memory_type = ? AND r.state = ? ORDER BY r.updated_at DESC LIMIT ?',
      );
      for (const t of types) for (const st of states) rows.push(...(byPair.all(t, st, limit) as Ranked[]));
      // Canonical first, then the most recently updated.
      rows.sort(
        (x, y) =>
          Number(y.state === 'canonical') - Number(x.state === 'canonical') ||
          (x.updated_at < y.updated_at ? 1 : -1),
      );
      const tq = types.map(() => '?').join(',');
      const sq = states.map(() => '?').join(',');
      // CROSS JOIN keeps access (walked down its count index) as the outer loop, so the query stops after
      // a few rows; SQLite otherwise chose to visit every record of the types (5 ms at 5,000 records).
      const used = prep(
        `SELECT r.rid, r.tier, r.doc, a.access_count, a.last_accessed_at FROM access a CROSS JOIN records r ON r.record_id = a.record_id
         WHERE r.memory_type IN (${tq}) AND r.state IN (${sq}) ORDER BY a.access_count DESC LIMIT ${Math.ceil(limit / 2)}`,
      ).all(...types, ...states) as SelectedRow[];
      const seen = new Set<number>();
      const out: StoredRecord[] = [];
      for (const row of [...rows.slice(0, limit), ...used]) {
        if (seen.has(row.rid)) continue;
        seen.add(row.rid);
        out.push(toStored(row));
      }
      return out;
    },
    touchAccess(recordIds, at) {
      if (recordIds.length === 0) return;
      db.transaction(() => {
        for (const id of recordIds) st.touch.run(id, at);
      }).immediate();
    },
    history(recordId) {
      const rows = st.history.all(recordId) as {
        event_id: string;
        ts: string;
        type: LedgerEvent['type'];
        writer: string;
        seq: number;
        tier: Tier;
        shard: string;
        offset: number;
        length: number;
      }[];
      return rows.map((e) => {
        const line = readRange(e.shard, e.offset, e.length);
        const d = line === undefined ? undefined : decodeLine(line.replace(/\n$/, ''));
        const payload = d?.ok && d.event.event_id === e.event_id ? d.event.payload : {};
        return {
          event_id: e.event_id,
          ts: e.ts,
          type: e.type,
          writer: e.writer,
          seq: e.seq,
          tier: e.tier,
          payload,
        };
      });
    },
    conflicts(state) {
      const rows = (st.conflicts.all() as (Omit<ConflictRow, 'record_ids'> & { record_ids: string })[]).map(
        (r) => ({
          ...r,
          record_ids: JSON.parse(r.record_ids) as string[],
        }),
      );
      return state ? rows.filter((r) => r.state === state) : rows;
    },
    conflict(conflictId) {
      const r = st.conflict.get(conflictId) as
        | (Omit<ConflictRow, 'record_ids'> & { record_ids: string })
        | undefined;
      return r ? { ...r, record_ids: JSON.parse(r.record_ids) as string[] } : undefined;
    },
    counts() {
      const records = db.prepare('SELECT count(*) FROM records').pluck().get() as number;
      const events = db.prepare('SELECT count(*) FROM events').pluck().get() as number;
      const by_state = Object.fromEntries(
        (
          db.prepare('SELECT state, count(*) AS n FROM records GROUP BY state').all() as {
            state: string;
            n: number;
          }[]
        ).map((r) => [r.state, r.n]),
      );
      const by_type = Object.fromEntries(
        (
          db
            .prepare(
              "SELECT memory_type, count(*) AS n FROM records WHERE state != 'archived' GROUP BY memory_type",
            )
            .all() as { memory_type: string; n: number }[]
        ).map((r) => [r.memory_type, r.n]),
      );
      return { records, events, by_state, by_type };
    },
    noteStamps() {
      const rows = prep('SELECT path, mtime, size FROM notes').all() as {
        path: string;
        mtime: number;
        size: number;
      }[];
      return new Map(rows.map((r) => [r.path, { mtime: r.mtime, size: r.size }]));
    },
    upsertNote(note, mtime, size) {
      db.transaction(() => {
        const old = prep('SELECT nid FROM notes WHERE path = ?').pluck().get(note.path) as number | undefined;
        if (old !== undefined) {
          prep('DELETE FROM notes_fts WHERE rowid = ?').run(old);
          prep('UPDATE notes SET mtime = ?, size = ?, doc = ? WHERE nid = ?').run(
            mtime,
            size,
            JSON.stringify(note),
            old,
          );
        }
        const nid =
          old ??
          Number(
            db
              .prepare('INSERT INTO notes(path, mtime, size, doc) VALUES (?, ?, ?, ?)')
              .run(note.path, mtime, size, JSON.stringify(note)).lastInsertRowid,
          );
        prep('INSERT INTO notes_fts(rowid, title, body, tags, refs) VALUES (?, ?, ?, ?, ?)').run(
          nid,
          indexTokens(note.title).join(' '),
          indexTokens(note.content).join(' '),
          indexTokens(note.tags.join(' ')).join(' '),
          indexTokens(note.path).join(' '),
        );
      }).immediate();
    },
    deleteNote(path) {
      db.transaction(() => {
        const nid = prep('SELECT nid FROM notes WHERE path = ?').pluck().get(path) as number | undefined;
        if (nid === undefined) return;
        prep('DELETE FROM notes_fts WHERE rowid = ?').run(nid);
        prep('DELETE FROM notes WHERE nid = ?').run(nid);
      }).immediate();
    },
    notesLexical(tokens, limit) {
      // Most projects have no vault: an FTS query costs ~0.1 ms of every recall, this check microseconds.
      if (tokens.length === 0 || !prep('SELECT EXISTS (SELECT 1 FROM notes)').pluck().get()) return [];
      const match = tokens.map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ');
      return prep(
        `SELECT rowid AS nid, -bm25(notes_fts, 4.0, 1.0, 2.0, 2.0) AS bm25 FROM notes_fts WHERE notes_fts MATCH ? ORDER BY bm25 DESC LIMIT ${limit}`,
      ).all(match) as { nid: number; bm25: number }[];
    },
    getNote(nid) {
      const doc = prep('SELECT doc FROM notes WHERE nid = ?').pluck().get(nid) as string | undefined;
      return doc ? (JSON.parse(doc) as VaultNote) : undefined;
    },
    listNotes() {
      return (prep('SELECT doc FROM notes ORDER BY path').pluck().all() as string[]).map(
        (d) => JSON.parse(d) as VaultNote,
      );
    },
    getMeta(key) {
      return prep('SELECT value FROM meta WHERE key = ?').pluck().get(key) as string | undefined;
    },
    setMeta(key, value) {
      prep('INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)').run(key, value);
    },
    ridsOf(recordIds) {
      const out = new Map<string, number>();
      const q = prep('SELECT rid FROM records WHERE record_id = ?').pluck();
      for (const id of recordIds) {
        const rid = q.get(id) as number | undefined;
        if (rid !== undefined) out.set(id, rid);
      }
      return out;
    },
    close() {
      if (db.open) db.close();
      // Closed mid-load (never left properly): the flag stays, and without the lock the next open
      // rebuilds, which is right, as nothing synced the load.
      bulkLock?.release();
      bulkLock = undefined;
    },
  };
  return proj;
}

function readRange(path: string, offset: number, length: number): string | undefined {
  try {
    const buf = Buffer.allocUnsafe(length);
    const fd = openSync(path, 'r');
    try {
      readSync(fd, buf, 0, length, offset);
    } finally {
      closeSync(fd);
    }
    return buf.toString('utf8');
  } catch {
    return undefined;
  }
}

function addTagFilter(filter: RecordFilter, where: string[], params: unknown[]): void {
  if (!filter.tags?.length) return;
  where.push(
    `r.rid IN (SELECT rid FROM tags WHERE tag IN (${filter.tags.map(() => '?').join(',')}) GROUP BY rid HAVING count(*) = ${filter.tags.length})`,
  );
  params.push(...filter.tags);
}

function countLines(read: {
  lines: { line: number }[];
  problems: { line: number }[];
  lastLine: number;
}): number {
  if (read.lastLine > 0) return read.lastLine;
  let max = 0;
  for (const l of read.lines) max = Math.max(max, l.line);
  for (const p of read.problems) max = Math.max(max, p.line);
  return max;
}
