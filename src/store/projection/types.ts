import type Database from 'better-sqlite3';
import type { LedgerEvent, StoredRecord, Tier } from '../../core/types.js';
import type { LedgerProblem, ShardLine, ShardRef } from '../ledger.js';
import type { VaultNote } from '../vault-note.js';
import type { VectorIndex } from '../vectors.js';

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

/** The indexed columns of a record: enough to rule it out without parsing its document. */
export interface RecordMeta {
  record_id: string;
  tier: Tier;
  memory_type: string;
  state: string;
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

/**
 * The SQLite projection of the ledger: everything the use cases read, derived from the ledger and
 * rebuildable from it. With the lock, the projection's parts (this folder) are the only code that talks
 * to SQLite; src/store/projection.ts composes them. A second store backend provides the same queries
 * (see the Store interface in src/store/types.ts).
 */
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
  /**
   * The id, tier, type and state of the records with these row ids, from their columns, in one query and
   * without parsing their JSON documents: a cheap first look at candidates most of which a caller rules out
   * on these (contradiction hints on write). Row ids with no record are absent from the map.
   */
  metaByRids(rids: readonly number[]): Map<number, RecordMeta>;
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
  /**
   * Terms of the index that are another inflection of `term`, a term no record holds: the same word with
   * another ending ("lusegrensa" → `lusegrens`, "fatture" → `fattura`), best first; empty for a known term
   * unless `held` asks for the other endings of a term records hold too ("pacientit" → `pacienti`).
   */
  variants(term: string, held?: boolean): string[];
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
