import type pg from 'pg';
import { z } from 'zod';
import { ErrorCode, SpoolError } from '../../core/errors.js';
import type { UsageDelta, UsageStore, UsageTotals } from '../types.js';
import { checkPage, checkProject } from './args.js';
import { oneTripTx, readTx, sqlInt, sqlText } from './pool.js';

// Namespace of the per-project usage lock (pg_advisory_xact_lock(int, int)): 'spoo' + 'u'.
const USAGE_LOCK_NS = 0x73706f75;
/** Most records one add or read may carry. */
export const MAX_USAGE_ROWS = 10_000;

const iso = z.iso.datetime({ offset: true }).nullable();
const deltaSchema = z
  .object({
    recordId: z.string().min(1).max(128),
    accessed: z.number().int().nonnegative(),
    lastAccessedAt: iso,
    referenced: z.number().int().nonnegative(),
    lastReferencedAt: iso,
  })
  .strict();

const toIso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** A `record_usage` row as the driver returns it (bigints as strings). */
interface UsageRow {
  record_id: string;
  access_count: string;
  last_accessed_at: Date | null;
  reference_count: string;
  last_referenced_at: Date | null;
  version: string;
}

const totalsOf = (r: UsageRow): UsageTotals => ({
  record_id: r.record_id,
  access_count: Number(r.access_count),
  last_accessed_at: toIso(r.last_accessed_at),
  reference_count: Number(r.reference_count),
  last_referenced_at: toIso(r.last_referenced_at),
  version: Number(r.version),
});

/**
 * Retrieval history in PostgreSQL (`record_usage`, migration 3), scoped like the events: every statement
 * runs as the app role in a transaction declaring its project, so row-level security keeps projects apart.
 */
export function createPgUsageStore(pool: pg.Pool): UsageStore {
  return {
    async add(projectId: string, deltas: readonly UsageDelta[], writer?: string): Promise<UsageTotals[]> {
      checkProject(projectId);
      if (deltas.length === 0) return [];
      if (deltas.length > MAX_USAGE_ROWS)
        throw new SpoolError(
          ErrorCode.ContentTooLarge,
          `one usage update carries at most ${MAX_USAGE_ROWS} records (got ${deltas.length}): send them in batches`,
        );
      for (const [i, d] of deltas.entries()) {
        const parsed = deltaSchema.safeParse(d);
        if (!parsed.success)
          throw new SpoolError(
            ErrorCode.InvalidInput,
            `usage delta ${i + 1} is malformed: ${parsed.error.message}`,
            {
              cause: parsed.error,
            },
          );
      }
      // One round trip: begin, the lock (versions become visible in order within a project: a reader past
      // version N never misses one below), the writer the change notice names, the upsert and the commit.
      // Usage is not truth and no client waits for it: the commit does not wait for the WAL flush either
      // (a database crash may lose the last ~0.6 s of retrieval counts, never a line).
      const ts = (v: string | null) => (v === null ? 'NULL' : sqlText(v));
      const { rows } = await oneTripTx<UsageRow>(
        pool,
        'recording retrievals',
        { projectId },
        `SET LOCAL synchronous_commit = off;
         SELECT pg_advisory_xact_lock(${USAGE_LOCK_NS}, hashtext(${sqlText(projectId)})),
                set_config('spool.writer', ${sqlText(writer ?? '')}, true);
         INSERT INTO record_usage AS u
                (project_id, record_id, access_count, last_accessed_at, reference_count, last_referenced_at, version)
         SELECT ${sqlText(projectId)}, d.record_id, d.accessed, d.last_accessed_at, d.referenced,
                d.last_referenced_at, nextval('record_usage_version')
           FROM unnest(ARRAY[${deltas.map((d) => sqlText(d.recordId)).join(',')}]::text[],
                       ARRAY[${deltas.map((d) => sqlInt(d.accessed)).join(',')}]::bigint[],
                       ARRAY[${deltas.map((d) => ts(d.lastAccessedAt)).join(',')}]::timestamptz[],
                       ARRAY[${deltas.map((d) => sqlInt(d.referenced)).join(',')}]::bigint[],
                       ARRAY[${deltas.map((d) => ts(d.lastReferencedAt)).join(',')}]::timestamptz[])
                AS d (record_id, accessed, last_accessed_at, referenced, last_referenced_at)
         ON CONFLICT (project_id, record_id) DO UPDATE SET
           access_count = u.access_count + excluded.access_count,
           last_accessed_at = GREATEST(u.last_accessed_at, excluded.last_accessed_at),
           reference_count = u.reference_count + excluded.reference_count,
           last_referenced_at = GREATEST(u.last_referenced_at, excluded.last_referenced_at),
           version = excluded.version
         RETURNING record_id, access_count, last_accessed_at, reference_count, last_referenced_at, version`,
      );
      return rows.map(totalsOf);
    },

    async readSince(projectId: string, cursor: number, limit: number) {
      checkProject(projectId);
      checkPage(cursor, limit, MAX_USAGE_ROWS);
      const { rows } = await readTx<UsageRow>(
        pool,
        'reading retrieval history',
        { projectId },
        `SELECT record_id, access_count, last_accessed_at, reference_count, last_referenced_at, version
           FROM record_usage WHERE project_id = ${sqlText(projectId)} AND version > ${sqlInt(cursor)}
          ORDER BY version LIMIT ${sqlInt(limit)}`,
      );
      const out = rows.map(totalsOf);
      return { rows: out, cursor: out.at(-1)?.version ?? cursor };
    },
  };
}
