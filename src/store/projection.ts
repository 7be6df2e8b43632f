import { existsSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { fileLockHeld, isBusy } from './lock.js';
import { createAccessWrites } from './projection/access.js';
import { createEventApplier } from './projection/apply.js';
import { createBulkLoader } from './projection/bulk.js';
import { createCatchUp } from './projection/catch-up.js';
import { createProjectionContext } from './projection/context.js';
import { createEventRows } from './projection/events.js';
import { createConflictWriter, createFactQueries } from './projection/facts.js';
import { createLexicalQueries } from './projection/lexical.js';
import { createNoteIndex } from './projection/notes.js';
import { createRecordQueries } from './projection/records.js';
import { BULK_FLAG, bulkLockPath, connect, discard, SCHEMA_VERSION } from './projection/schema.js';
import type { Projection } from './projection/types.js';

// The SQLite projection of the ledger, composed from its parts in ./projection/: schema (tables, versions,
// connection), catch-up (applying ledger lines, through apply and events), records, lexical (FTS/BM25),
// facts (and conflicts), access, notes (the vault index) and bulk (bulk-load mode). Each part prepares
// its statements once, against one shared context; this file opens the database and wires them.

export { type AccessStat, readAccessStats, restoreAccessStats } from './projection/access.js';
export { discard } from './projection/schema.js';
export type {
  CatchUpResult,
  ConflictRow,
  HistoryEntry,
  LexicalHit,
  Projection,
  RecordFilter,
} from './projection/types.js';

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

/** Composes a projection over an open connection (`fresh`: created empty, so it needs a full catch-up). */
function createProjection(db: Database.Database, fresh: boolean): Projection {
  const ctx = createProjectionContext(db);
  const events = createEventRows(ctx);
  const applier = createEventApplier(ctx, events, createConflictWriter(ctx));
  const catchUp = createCatchUp(ctx, applier);
  const records = createRecordQueries(ctx);
  const lexical = createLexicalQueries(ctx);
  const facts = createFactQueries(ctx);
  const access = createAccessWrites(ctx);
  const notes = createNoteIndex(ctx);
  const bulk = createBulkLoader(ctx);
  // Spelled out rather than spread: one object literal keeps a fixed shape, so the hot methods stay
  // cheap property loads for their callers.
  return {
    db,
    vectors: ctx.vectors,
    fresh,
    transaction<T>(fn: () => T): T {
      return db.transaction(fn).immediate();
    },
    catchUp: catchUp.catchUp,
    applyOwn: catchUp.applyOwn,
    getByRecordId: records.getByRecordId,
    getByRid: records.getByRid,
    metaByRids: records.metaByRids,
    findActiveByContentHash: records.findActiveByContentHash,
    hasRecord: records.hasRecord,
    identitySets: records.identitySets,
    recordCount: records.recordCount,
    list: records.list,
    preselect: records.preselect,
    preselectManual: records.preselectManual,
    countTyped: records.countTyped,
    counts: records.counts,
    ridsOf: records.ridsOf,
    lexical: lexical.lexical,
    rareRows: lexical.rareRows,
    docFreq: lexical.docFreq,
    variants: lexical.variants,
    findFacts: facts.findFacts,
    listFacts: facts.listFacts,
    conflicts: facts.conflicts,
    conflict: facts.conflict,
    touchAccess: access.touchAccess,
    history: events.history,
    noteStamps: notes.noteStamps,
    upsertNote: notes.upsertNote,
    deleteNote: notes.deleteNote,
    notesLexical: notes.notesLexical,
    getNote: notes.getNote,
    listNotes: notes.listNotes,
    setBulkLoad: bulk.setBulkLoad,
    optimizeText: bulk.optimizeText,
    getMeta(key) {
      return ctx.prep('SELECT value FROM meta WHERE key = ?').pluck().get(key) as string | undefined;
    },
    setMeta(key, value) {
      ctx.prep('INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)').run(key, value);
    },
    close() {
      if (db.open) db.close();
      bulk.releaseOnClose();
    },
  };
}
