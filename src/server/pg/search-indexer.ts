import { recordRow } from '../../core/record-row.js';
import { reduceRecord } from '../../core/reduce.js';
import type { LedgerEvent, MemoryRecord, Tier } from '../../core/types.js';
import type { PgQueryable, PgSearch, PgSearchRow } from './search.js';

/** A ledger event with the tier of the chain it was read from. */
export interface TieredEvent {
  event: LedgerEvent;
  tier: Tier;
}

/** What one {@link PgSearchIndexer.apply} changed. */
export interface IndexerResult {
  /** Records written (created or changed). */
  upserted: number;
  /** Records removed (purged). */
  removed: number;
}

/** Keeps one project's search tables in step with its ledger events. */
export interface PgSearchIndexer {
  /**
   * Applies events in ledger order (as a replica pull delivers them): the records they create, change or purge are
   * written to `pg_records` / `pg_postings`, new records numbered in the order they were first written. Events
   * that change no record (conflicts, one about a record never seen) change nothing.
   */
  apply(events: readonly TieredEvent[]): Promise<IndexerResult>;
}

/**
 * The search tables' projection of the ledger, through the local projection's own reducer (`reduceRecord`):
 * the same events give the same records, the same row ids and so the same candidates as the SQLite index
 * (test/server/pg-retrieve.test.ts). A batch reads the records it touches in one statement, reduces in memory and
 * writes each changed record once; a record's vector is kept while its text is unchanged. Run it in the
 * transaction that stores the events, scoped to the project, so the index never lags an acknowledged write.
 */
export function createPgSearchIndexer(db: PgQueryable, search: PgSearch, projectId: string): PgSearchIndexer {
  return {
    async apply(events) {
      const ids = [...new Set(events.map((e) => e.event.record_id))];
      if (ids.length === 0) return { upserted: 0, removed: 0 };
      const res = await db.query(
        'SELECT record_id, record_doc, tier FROM pg_records WHERE project_id = $1 AND record_id = ANY($2::text[]) AND record_doc IS NOT NULL',
        [projectId, ids],
      );
      const current = new Map<string, MemoryRecord | undefined>();
      // A record keeps the tier it was created in, as the local projection's update keeps its row's tier.
      const tierOf = new Map<string, Tier>();
      for (const r of res.rows as { record_id: string; record_doc: string; tier: Tier }[]) {
        current.set(r.record_id, JSON.parse(r.record_doc) as MemoryRecord);
        tierOf.set(r.record_id, r.tier);
      }
      // In the order records were first touched: a new record's row id follows its creation.
      const touched = new Map<string, { tier: Tier; purged: boolean }>();
      for (const { event, tier } of events) {
        const id = event.record_id;
        const red = reduceRecord(current.get(id), event);
        if (red.kind === 'none') continue;
        const t = tierOf.get(id) ?? tier;
        tierOf.set(id, t);
        if (red.kind === 'purge') {
          if (current.get(id) === undefined) continue;
          current.set(id, undefined);
          touched.set(id, { tier: t, purged: true });
        } else {
          current.set(id, red.record);
          touched.set(id, { tier: t, purged: false });
        }
      }
      const removed = [...touched].filter(([, t]) => t.purged).map(([id]) => id);
      const rows: PgSearchRow[] = [];
      for (const [id, t] of touched) {
        const rec = current.get(id);
        if (!t.purged && rec !== undefined) rows.push({ row: recordRow(rec, t.tier), keepEmbedding: true });
      }
      if (removed.length > 0) await search.remove(projectId, removed);
      if (rows.length > 0) await search.upsert(projectId, rows);
      return { upserted: rows.length, removed: removed.length };
    },
  };
}
