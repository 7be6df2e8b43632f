import { ftsColumns, type RecordRow, recordRow, sameIndexedText } from '../../core/record-row.js';
import { reduceRecord } from '../../core/reduce.js';
import type { LedgerEvent, MemoryRecord, Tier } from '../../core/types.js';
import type { ProjectionContext } from './context.js';
import type { EventRows, LineAt } from './events.js';
import type { ConflictWriter } from './facts.js';

/**
 * Turns ledger lines into rows: the event row, then the record's rows (record, tags, full-text, and the
 * vector dropped when the text changed) or the conflict's. The catch-up and own-append paths both go
 * through here, so this is the write hot path of imports and replays.
 */
export interface EventApplier {
  /**
   * Applies one ledger line. `trusted` (lines this process just wrote) skips the existence lookup for a
   * record creation and the reducer's checks.
   */
  apply(ev: LedgerEvent, tier: Tier, at: LineAt, trusted?: boolean): void;
  /** Applies a creation whose row was computed off-thread from the very record the line carries. */
  applyCreated(ev: LedgerEvent, tier: Tier, at: LineAt, row: RecordRow): void;
}

/** Prepares the record-row statements over `ctx` and applies lines through `events` and `conflicts`. */
export function createEventApplier(
  ctx: ProjectionContext,
  events: EventRows,
  conflicts: ConflictWriter,
): EventApplier {
  const { db, vectors, dfCache, dfFloor } = ctx;
  const st = {
    docOf: db.prepare('SELECT rid, doc FROM records WHERE record_id = ?'),
    hashOf: db.prepare('SELECT content_hash FROM records WHERE rid = ?').pluck(),
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
    // A contentless table forgets a row only when told what it held: its BM25 statistics (row count, token total)
    // then stay those of the rows it holds. (DELETE on a contentless-delete table kept counting the old row.)
    deleteFts: db.prepare(
      "INSERT INTO fts(fts, rowid, title, body, tags, refs) VALUES('delete', ?, ?, ?, ?, ?)",
    ),
    insertFts: db.prepare('INSERT INTO fts(rowid, title, body, tags, refs) VALUES (?, ?, ?, ?, ?)'),
  };

  /**
   * Writes a record's rows: a new one (`rid` undefined), or `next` over the row `rid` holding `before` (the record as
   * it was indexed, whose full-text columns the index is told to forget).
   */
  function writeRow(
    rid: number | undefined,
    row: RecordRow,
    before?: MemoryRecord,
    next?: MemoryRecord,
  ): void {
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
      const hash = st.hashOf.get(id) as string | undefined;
      const { tags: _t, fts: _f, ...cols } = row;
      st.updateRecord.run({ ...cols, rid: id });
      // A review, a reaffirmation or a supersession leaves the indexed text as it was: its rows stay.
      if (before !== undefined && next !== undefined && sameIndexedText(before, next)) return;
      st.deleteTags.run(id);
      if (before !== undefined) st.deleteFts.run(id, ...ftsColumns(before));
      // A vector describes the old text; dropping it lets the next backfill embed the new one.
      if (hash !== row.content_hash) vectors.remove(id);
    }
    for (const tag of tags) st.insertTag.run(tag, id);
    st.insertFts.run(id, ...fts);
  }

  return {
    apply(ev, tier, at, trusted = false) {
      events.insert(ev, tier, at);
      if (conflicts.apply(ev)) return;
      // A record created by this process cannot exist yet: skip the lookup on the bulk path.
      const row =
        trusted && ev.type === 'record.created'
          ? undefined
          : (st.docOf.get(ev.record_id) as { rid: number; doc: string } | undefined);
      const current = row ? (JSON.parse(row.doc) as MemoryRecord) : undefined;
      const red = reduceRecord(current, ev, trusted);
      if (red.kind === 'upsert') {
        writeRow(row?.rid, recordRow(red.record, tier), current, red.record);
      } else if (red.kind === 'purge' && row && current) {
        st.deleteFts.run(row.rid, ...ftsColumns(current));
        st.deleteTags.run(row.rid);
        st.deleteRecord.run(row.rid);
        vectors.remove(row.rid);
      }
    },
    applyCreated(ev, tier, at, row) {
      events.insert(ev, tier, at);
      writeRow(undefined, row);
    },
  };
}
