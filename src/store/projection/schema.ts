import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { isBusy } from '../lock.js';

// The projection's file: its tables (DDL), the schema version that decides when an index is replayed from
// the ledger, the connection settings, and the constants the bulk loader shares with them.

/**
 * The schema version: an index written by another version is discarded and replayed from the ledger.
 * 36: Maltese f', b' and x' elided onto a word are no part of it ("f'time-out" is "time-out").
 * 35: Maltese ħ is read as the h an English keyboard types ("siegħa" is "siegha"); Maltese function words are stopwords.
 * 34: Uzbek o' is a letter of one word ("to'lov" is "tolov"), and Welsh "'n" (yn) after a word is no part of it
 *   ("tynnu'n" is "tynnu").
 * 33: Azerbaijani ə is read as the e an English keyboard types ("qəpik" is "qepik").
 * 32: Armenian words are read by a light stem (article, case ending and plural cut), its in-word question and
 *     emphasis marks dropped and an ending hyphenated onto a Latin name cut; its function words are stopwords.
 * 31: the vault notes' full-text table is contentless too, a re-indexed or deleted note forgotten with its columns.
 * 30: Georgian words are read by a light stem (case endings and postpositions cut); its function words are stopwords.
 * 29: the records' full-text table is contentless without contentless_delete: a rewritten or purged row is deleted
 *     with its old columns, so BM25's row count and average length are those of the rows it holds (a
 *     contentless-delete table kept counting every row ever deleted, and scores drifted with a store's history).
 * 28: Estonian function words are stopwords.
 * 27: Latvian function words are stopwords.
 * 26: Slovenian function words are stopwords.
 * 25: Catalan function words are stopwords.
 * 24: Lithuanian function words are stopwords.
 * 23: Danish, Norwegian and Swedish function words are stopwords.
 * 22: Ukrainian and Russian words are indexed by a light stem (their case ending cut).
 * 21: Nigerian Pidgin function words are stopwords.
 * 20: the Hindi, Serbian and Tanglish function words that are English words or names are words again.
 * 19: Serbian/Croatian and Tamil (script and Latin letters) function words are stopwords.
 * 18: Hindi and Urdu function words (in Latin letters and Urdu script) are stopwords.
 * 14: Thai, Lao, Khmer and Burmese runs are split into dictionary words, Thai function words are stopwords.
 * 11: Chinese, Japanese and Korean runs are indexed as character bigrams (they were one token per run).
 * 10: records with file glob patterns carry FILE_GLOB_TOKEN in their `refs` column.
 * 9: last_confirmed_at is also set by accept/promote and by confirmed merges (issue 11): replay old indexes.
 */
export const SCHEMA_VERSION = '36';
// Negative cache sizes are in KiB.
/** SQLite page cache of a projection connection (KiB, negative as the pragma wants it). */
export const CACHE_KB = -32000;
/** The smaller page cache of a bulk load (KiB). */
export const BULK_CACHE_KB = -8000;
/** FTS5's own default, restored after a bulk load has turned merging off. */
export const FTS_AUTOMERGE_DEFAULT = 4;
/** Set in `meta` while a bulk load runs without a durable journal; its value is the loader's pid. */
export const BULK_FLAG = 'bulk_load';

/** The content-hash index, which a bulk load into a small index drops and recreates. */
export const HASH_INDEX = 'CREATE INDEX IF NOT EXISTS records_hash ON records(content_hash)';
/**
 * A bulk load into an index smaller than this drops the content-hash index and recreates it at the end
 * (sorting the keys once costs ~1.5 µs a record, inserting random keys one by one several times that),
 * and pauses full-text segment merging, since such a load ends with a full merge.
 */
export const REINDEX_BELOW = 25_000;

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
  content='', tokenize='unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE IF NOT EXISTS fts_vocab USING fts5vocab(fts, 'row');
CREATE TABLE IF NOT EXISTS notes (nid INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE, mtime REAL NOT NULL, size INTEGER NOT NULL, doc TEXT NOT NULL);
CREATE VIRTUAL TABLE IF NOT EXISTS notes_fts USING fts5(
  title, body, tags, refs,
  content='', tokenize='unicode61 remove_diacritics 2'
);
`;

/** The lock a bulk load holds while it runs: its flag in `meta` is trusted only while the lock is held. */
export function bulkLockPath(indexPath: string): string {
  return `${indexPath}-bulk.lock`;
}

/** Deletes a projection file and its WAL side files. */
export function discard(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(path + suffix, { force: true });
}

/** Opens a connection with the projection's settings, creating the tables unless the schema is current. */
export function connect(path: string): Database.Database {
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
