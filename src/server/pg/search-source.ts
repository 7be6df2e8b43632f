import type { StoredRecord, Tier } from '../../core/types.js';
import type { SearchSource } from '../../search/source.js';
import type { PgQueryable, PgSearch } from './search.js';
import { ftsFold } from './search-doc.js';

/** A `pg_records` row read back as a record (bigints as strings, timestamps as Dates). */
interface RecordRowOut {
  rid: string;
  tier: Tier;
  record_doc: string;
  access_count: string | null;
  last_accessed_at: Date | null;
}

/**
 * One project's search tables in PostgreSQL as the {@link SearchSource} candidate retrieval reads: the same
 * retrieval code, and so the same candidates and relevance, as over the local projection
 * (test/server/pg-retrieve.test.ts). Each call is one statement. Records come from their canonical JSON in
 * `pg_records`, with their retrieval counts from `record_usage` (the server's migration 3), as the local
 * projection joins its access table.
 *
 * Run it inside a transaction scoped to the project (`withTx`), so row-level security holds it to the project
 * whatever a query says.
 */
export function createPgSearchSource(db: PgQueryable, search: PgSearch, projectId: string): SearchSource {
  const numbered = <T extends { rid: number | null }>(hits: T[]): (T & { rid: number })[] =>
    hits.filter((h): h is T & { rid: number } => h.rid !== null);
  return {
    async lexical(tokens, limit, filter) {
      const hits = await search.lexical(projectId, tokens, limit, {
        ...(filter.states ? { states: filter.states } : {}),
        ...(filter.memoryTypes ? { memoryTypes: filter.memoryTypes } : {}),
        ...(filter.tags ? { tags: filter.tags } : {}),
        includeArchived: filter.includeArchived ?? false,
      });
      return numbered(hits).map((h) => ({ rid: h.rid, bm25: h.bm25 }));
    },
    docFreq: (term) => search.docFreq(projectId, term),
    variants: (term) => search.variants(projectId, term),
    async rareRows(term, cap) {
      const n = Math.max(1, Math.floor(cap));
      const res = await db.query(
        `SELECT r.rid FROM pg_postings p JOIN pg_records r ON r.project_id = p.project_id AND r.record_id = p.record_id
         WHERE p.project_id = $1 AND p.term = $2 AND r.rid IS NOT NULL ORDER BY r.rid LIMIT ${n + 1}`,
        [projectId, ftsFold(term)],
      );
      const rids = (res.rows as { rid: string }[]).map((r) => Number(r.rid));
      return rids.length <= n ? rids : undefined;
    },
    async records(rids) {
      const out = new Map<number, StoredRecord>();
      if (rids.length === 0) return out;
      const res = await db.query(
        `SELECT r.rid, r.tier, r.record_doc, u.access_count, u.last_accessed_at FROM pg_records r
         LEFT JOIN record_usage u ON u.project_id = r.project_id AND u.record_id = r.record_id
         WHERE r.project_id = $1 AND r.rid = ANY($2::bigint[]) AND r.record_doc IS NOT NULL`,
        [projectId, [...rids]],
      );
      for (const row of res.rows as RecordRowOut[]) {
        out.set(Number(row.rid), {
          ...(JSON.parse(row.record_doc) as Omit<StoredRecord, 'tier' | 'access_count' | 'last_accessed_at'>),
          tier: row.tier,
          access_count: Number(row.access_count ?? 0),
          last_accessed_at: row.last_accessed_at === null ? null : row.last_accessed_at.toISOString(),
        });
      }
      return out;
    },
    async ridsOf(recordIds) {
      const out = new Map<string, number>();
      if (recordIds.length === 0) return out;
      const res = await db.query(
        'SELECT record_id, rid FROM pg_records WHERE project_id = $1 AND record_id = ANY($2::text[]) AND rid IS NOT NULL',
        [projectId, [...recordIds]],
      );
      for (const r of res.rows as { record_id: string; rid: string }[]) out.set(r.record_id, Number(r.rid));
      return out;
    },
    async vectorSearch(vector, k) {
      const hits = await search.vectorSearch(projectId, Array.from(vector), k);
      return numbered(hits).map((h) => ({ rid: h.rid, similarity: 1 - h.distance }));
    },
  };
}
