import type { LedgerEvent } from '../../core/types.js';
import { type ProjectionContext, SELECT_RECORD, type SelectedRow, toStored } from './context.js';
import type { ConflictRow, Projection } from './types.js';

/** Structured facts (records carrying a subject and predicate) and the conflicts between them. */
export type FactQueries = Pick<Projection, 'findFacts' | 'listFacts' | 'conflicts' | 'conflict'>;

/** Keeps the `conflicts` table in step with the ledger's conflict events. */
export interface ConflictWriter {
  /** Applies `ev` when it is a conflict event and returns true; returns false for any other event. */
  apply(ev: LedgerEvent): boolean;
}

type ConflictDbRow = Omit<ConflictRow, 'record_ids'> & { record_ids: string };

/** Prepares the fact and conflict queries over `ctx`. */
export function createFactQueries(ctx: ProjectionContext): FactQueries {
  const { db } = ctx;
  const st = {
    facts: db.prepare(
      `${SELECT_RECORD} WHERE r.fact_subject = ? AND r.fact_predicate = ? ORDER BY r.created_at`,
    ),
    conflicts: db.prepare('SELECT * FROM conflicts ORDER BY opened_at'),
    conflict: db.prepare('SELECT * FROM conflicts WHERE conflict_id = ?'),
  };
  return {
    findFacts(subject, predicate) {
      return (st.facts.all(subject.toLowerCase(), predicate.toLowerCase()) as SelectedRow[]).map(toStored);
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
    conflicts(state) {
      const rows = (st.conflicts.all() as ConflictDbRow[]).map((r) => ({
        ...r,
        record_ids: JSON.parse(r.record_ids) as string[],
      }));
      return state ? rows.filter((r) => r.state === state) : rows;
    },
    conflict(conflictId) {
      const r = st.conflict.get(conflictId) as ConflictDbRow | undefined;
      return r ? { ...r, record_ids: JSON.parse(r.record_ids) as string[] } : undefined;
    },
  };
}

/** Prepares the conflict writes over `ctx` (used while applying ledger lines). */
export function createConflictWriter(ctx: ProjectionContext): ConflictWriter {
  const { db } = ctx;
  const openConflict = db.prepare(
    `INSERT OR REPLACE INTO conflicts(conflict_id, state, subject, predicate, record_ids, opened_at, resolved_at, keep)
     VALUES (?, 'open', ?, ?, ?, ?, NULL, NULL)`,
  );
  const resolveConflict = db.prepare(
    "UPDATE conflicts SET state='resolved', resolved_at=?, keep=? WHERE conflict_id=?",
  );
  return {
    apply(ev) {
      if (ev.type === 'conflict.opened') {
        const p = ev.payload;
        openConflict.run(
          String(p.conflict_id),
          String(p.subject ?? ''),
          String(p.predicate ?? ''),
          JSON.stringify(Array.isArray(p.record_ids) ? p.record_ids : []),
          ev.ts,
        );
        return true;
      }
      if (ev.type === 'conflict.resolved') {
        resolveConflict.run(
          ev.ts,
          typeof ev.payload.keep === 'string' ? ev.payload.keep : null,
          String(ev.payload.conflict_id),
        );
        return true;
      }
      return false;
    },
  };
}
