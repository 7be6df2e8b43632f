/**
 * Search in PostgreSQL: the SQL backend a store that ranks in the database uses, proven equal to the local
 * SQLite projection (test/server/pg-search.test.ts).
 *
 * Lexical: each record's `doc` is a tsvector of spool's own tokens (`recordRow(...).fts`, the exact columns
 * the SQLite FTS5 table indexes), written as a tsvector literal so PostgreSQL never parses or stems them
 * again (the 'simple' configuration's job, without its parser re-splitting anything); lexeme weights carry
 * the FTS column (A title, B body, C tags, D refs), and a GIN index serves ad-hoc `@@` queries. Ranking
 * reads a side table of postings (project, term, record, weighted frequency, plus the record's length,
 * state and type in the key's index), the figures FTS5 keeps: the tsvector caps positions at 256 per
 * lexeme, and reading frequencies back out of it meant unnesting every matched document (≈34 ms a query
 * at 5,000 records against ≈3 ms this way, both p50). The formula is FTS5's bm25() re-stated: k1 = 1.2,
 * b = 0.75, IDF = ln((N − n + 0.5) / (n + 0.5)) floored at 1e-6, the weighted frequency Σ weight·tf with
 * the weights the SQLite query passes (4, 1, 2, 2), the row length in tokens over all columns and the
 * average over every row of the project (archived ones too, as FTS5 counts them).
 *
 * Vectors: pgvector's `vector(N)` with an HNSW index (cosine) when `CREATE EXTENSION vector` succeeds;
 * otherwise a `float8[]` column with its norm, and cosine computed in SQL. Both order by cosine distance.
 * The fallback is exact but scans every vector of the project (≈250 ms at 5,000 × 384 dimensions): for correctness
 * where pgvector cannot be installed. Document frequencies and inflections come from the postings (FTS5's vocabulary).
 *
 * Every statement is scoped by `project_id`, and both tables have a row-level security policy keyed on
 * `spool.project_id` like the server's other tables: run it through `withTx` (src/server/pg/pool.ts) with
 * the project set, and the database refuses other projects' rows even if a query forgot its filter.
 */
import { ErrorCode, SpoolError } from '../../core/errors.js';
import { MAX_VARIANT_SCAN, mayInflect, pickVariants, variantPrefix } from '../../core/inflection.js';
import type { RecordRow } from '../../core/record-row.js';
import { SCHEMA_VERSION as TOKEN_VERSION } from '../../store/projection/schema.js';
import { BM25, docVector, fts5Idf, ftsFold, norm, vectorLiteral } from './search-doc.js';
import { searchDdl } from './search-schema.js';

/** Anything that runs one parameterised statement: a `pg` Client, Pool or PoolClient, or PGlite. */
export interface PgQueryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

export { BM25, docVector, fts5Idf, ftsFold } from './search-doc.js';

// Records per upsert statement: large enough to amortise round trips, small enough to bound one statement.
const UPSERT_CHUNK = 500;
// A row asked to keep its vector whose record's text is unchanged (upsert's `old` is the row before, `u` the new).
const SAME_TEXT = "u.keep AND (old.record_doc::jsonb ->> 'content_hash') = (u.rec::jsonb ->> 'content_hash')";

/** One record to index. `embedding` (of the configured dimensions) is optional. */
export interface PgSearchRow {
  row: RecordRow;
  embedding?: readonly number[] | null;
  /**
   * Without an embedding: keep the vector the record has while its content is unchanged (its `content_hash`), as
   * the local projection drops a vector only when the text changes. Otherwise a row without one has none.
   */
  keepEmbedding?: boolean;
}

/** Which records a lexical query may return (the same meaning as the local store's `RecordFilter`). */
export interface PgLexicalFilter {
  states?: readonly string[];
  memoryTypes?: readonly string[];
  /** Records carrying every one of these tags. */
  tags?: readonly string[];
  includeArchived?: boolean;
  /** Postings budget of the query-term pruning (default as locally: 15% of records, 1,500–6,000). */
  postingsBudget?: number;
}

/** A lexical hit: the record, its row id and its BM25 score (positive, higher is better: FTS5's bm25() negated). */
export interface PgLexicalHit {
  recordId: string;
  /** Null only for a row indexed before rows were numbered (`staleRecords` names it). */
  rid: number | null;
  bm25: number;
}

/** A vector hit: the record, its row id and its cosine distance (0 = same direction). */
export interface PgVectorHit {
  recordId: string;
  /** Null only for a row indexed before rows were numbered (`staleRecords` names it). */
  rid: number | null;
  distance: number;
}

/** Vector rows as the driver returns them (bigints as strings) as hits. */
function vectorHits(rows: unknown[]): PgVectorHit[] {
  return (rows as { record_id: string; rid: string | null; distance: number }[]).map((r) => ({
    recordId: r.record_id,
    rid: r.rid === null ? null : Number(r.rid),
    distance: Number(r.distance),
  }));
}

/** Search over one PostgreSQL database. */
export interface PgSearch {
  /** Creates the table and indexes (idempotent). Returns whether pgvector is used. */
  migrate(): Promise<PgSearchSchema>;
  /** Inserts or replaces records of a project. */
  upsert(projectId: string, rows: readonly PgSearchRow[]): Promise<void>;
  /**
   * Records indexed by another tokenizer than this build's (a tokenizer change bumps the projection's schema version,
   * which the local index answers by replaying): upsert them again, or their terms no longer match a query's.
   */
  staleRecords(projectId: string): Promise<string[]>;
  /** Removes records of a project. */
  remove(projectId: string, recordIds: readonly string[]): Promise<void>;
  /** BM25 candidates for index tokens (as `queryTokens` returns them), best first. */
  lexical(
    projectId: string,
    tokens: readonly string[],
    limit: number,
    filter?: PgLexicalFilter,
  ): Promise<PgLexicalHit[]>;
  /** Records of the project holding a term, archived ones too (FTS5's vocabulary count, as `Projection.docFreq`). */
  docFreq(projectId: string, term: string): Promise<number>;
  /**
   * Other inflections of a term no record of the project holds (or, `held`, of any term), as `Projection.variants`
   * finds them (the rules are shared: src/core/inflection.ts).
   */
  variants(projectId: string, term: string, held?: boolean): Promise<string[]>;
  /** Nearest records by cosine distance, best first. */
  vectorSearch(projectId: string, vector: readonly number[], limit: number): Promise<PgVectorHit[]>;
  /** Whether the pgvector path is in use (known after `migrate`). */
  readonly usesPgvector: boolean;
}

/** What `migrate()` found: hand it to instances built per transaction so they need no DDL or catalog query. */
export interface PgSearchSchema {
  pgvector: boolean;
  /** pgvector >= 0.8: HNSW scans continue past a filter until `limit` rows are found. */
  iterativeScan: boolean;
}

/** Options of {@link createPgSearch}. */
export interface PgSearchOptions {
  /** Embedding dimensions (the embedder's). */
  dimensions: number;
  /** Try pgvector (default true); false forces the float8[] fallback. */
  pgvector?: boolean;
  /** The schema an earlier `migrate()` returned: this instance is then ready without migrating. */
  schema?: PgSearchSchema;
}

/**
 * Builds the SQL search backend over `db`. Call `migrate()` once (at start, as the tables' owner) before
 * the other methods, or pass the schema it returned: e.g. one instance per `withTx` transaction, running as
 * the application role under row-level security.
 */
export function createPgSearch(db: PgQueryable, opts: PgSearchOptions): PgSearch {
  const dims = opts.dimensions;
  if (!Number.isInteger(dims) || dims < 1 || dims > 16000) {
    throw new SpoolError(
      ErrorCode.ConfigInvalid,
      `embedding dimensions must be an integer from 1 to 16000 (got ${dims}): pass the embedder's dimensions`,
    );
  }
  let pgvector = opts.schema?.pgvector ?? false;
  let iterativeScan = opts.schema?.iterativeScan ?? false;
  let migrated = opts.schema !== undefined;
  const ready = () => {
    if (!migrated) {
      throw new SpoolError(
        ErrorCode.Internal,
        'PostgreSQL search used before migrate(): call migrate() once when the server starts',
      );
    }
  };

  async function tryPgvector(): Promise<boolean> {
    if (opts.pgvector === false) return false;
    // Ask first: a failed CREATE EXTENSION inside a caller's transaction would abort it. It can still fail
    // for want of privileges (then the fallback serves, and the error is not the caller's problem).
    const avail = await db.query("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'");
    if (avail.rows.length === 0) return false;
    try {
      await db.query('CREATE EXTENSION IF NOT EXISTS vector');
      return true;
    } catch {
      return false;
    }
  }

  async function upsertChunk(projectId: string, chunk: readonly PgSearchRow[]): Promise<void> {
    const rec = {
      ids: [] as string[],
      states: [] as string[],
      types: [] as string[],
      tiers: [] as string[],
      docs: [] as string[],
      lengths: [] as number[],
      embeddings: [] as (string | null)[],
      norms: [] as (number | null)[],
      tags: [] as string[],
      records: [] as string[],
      keep: [] as boolean[],
    };
    const post = {
      terms: [] as string[],
      ids: [] as string[],
      tfs: [] as number[],
      lengths: [] as number[],
      states: [] as string[],
      types: [] as string[],
    };
    for (const { row, embedding, keepEmbedding } of chunk) {
      const d = docVector(row.fts);
      let emb: string | null = null;
      let embNorm: number | null = null;
      if (embedding) {
        if (embedding.length !== dims) {
          throw new SpoolError(
            ErrorCode.InvalidInput,
            `record ${row.record_id}: embedding has ${embedding.length} dimensions, the index ${dims}: re-embed with the configured embedder`,
          );
        }
        // Text literals cast in SQL: `[…]` for vector, `{…}` for float8[] (arrays of arrays do not unnest).
        emb = pgvector ? vectorLiteral(embedding) : `{${vectorLiteral(embedding).slice(1, -1)}}`;
        embNorm = norm(embedding);
      }
      rec.ids.push(row.record_id);
      rec.states.push(row.state);
      rec.types.push(row.memory_type);
      rec.tiers.push(row.tier);
      rec.docs.push(d.tsvector);
      rec.lengths.push(d.length);
      rec.embeddings.push(emb);
      rec.norms.push(embNorm);
      rec.tags.push(JSON.stringify([...new Set(row.tags)]));
      rec.records.push(row.doc);
      rec.keep.push(!embedding && keepEmbedding === true);
      for (const [t, tf] of d.postings) {
        post.terms.push(t);
        post.ids.push(row.record_id);
        post.tfs.push(tf);
        post.lengths.push(d.length);
        post.states.push(row.state);
        post.types.push(row.memory_type);
      }
    }
    // A record seen for the first time (or one indexed before rows were numbered) takes the project's next row
    // id, in batch order; an update keeps its id, as the local projection's UPDATE keeps its rowid.
    await db.query(
      `WITH u AS (
         SELECT * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[],
           $9::float8[], $10::text[], $12::text[], $13::boolean[])
           WITH ORDINALITY AS u(id, state, type, tier, doc, dl, emb, norm, tags, rec, keep, ord)
       ), fresh AS (
         SELECT u.id, row_number() OVER (ORDER BY u.ord) AS n FROM u
         WHERE NOT EXISTS (SELECT 1 FROM pg_records r WHERE r.project_id = $1 AND r.record_id = u.id AND r.rid IS NOT NULL)
       ), base AS (SELECT coalesce(max(rid), 0) AS m FROM pg_records WHERE project_id = $1)
       INSERT INTO pg_records (project_id, record_id, state, memory_type, tier, doc, dl, embedding, embedding_norm, tags,
         token_version, record_doc, rid)
       SELECT $1, u.id, u.state, u.type, u.tier, u.doc::tsvector, u.dl,
         CASE WHEN ${SAME_TEXT} THEN old.embedding ELSE u.emb::${pgvector ? 'vector' : 'float8[]'} END,
         CASE WHEN ${SAME_TEXT} THEN old.embedding_norm ELSE u.norm END,
         ARRAY(SELECT jsonb_array_elements_text(u.tags::jsonb)), $11, u.rec, base.m + fresh.n
       FROM u CROSS JOIN base LEFT JOIN fresh ON fresh.id = u.id
         LEFT JOIN pg_records old ON old.project_id = $1 AND old.record_id = u.id
       ON CONFLICT (project_id, record_id) DO UPDATE SET state = EXCLUDED.state, memory_type = EXCLUDED.memory_type,
         tier = EXCLUDED.tier, doc = EXCLUDED.doc, dl = EXCLUDED.dl, tags = EXCLUDED.tags,
         embedding = EXCLUDED.embedding, embedding_norm = EXCLUDED.embedding_norm, token_version = EXCLUDED.token_version,
         record_doc = EXCLUDED.record_doc, rid = coalesce(pg_records.rid, EXCLUDED.rid)`,
      [
        projectId,
        rec.ids,
        rec.states,
        rec.types,
        rec.tiers,
        rec.docs,
        rec.lengths,
        rec.embeddings,
        rec.norms,
        rec.tags,
        TOKEN_VERSION,
        rec.records,
        rec.keep,
      ],
    );
    await db.query('DELETE FROM pg_postings WHERE project_id = $1 AND record_id = ANY($2::text[])', [
      projectId,
      rec.ids,
    ]);
    await db.query(
      `INSERT INTO pg_postings (project_id, term, record_id, tf, dl, state, memory_type, rid)
       SELECT $1, u.*, r.rid FROM unnest($2::text[], $3::text[], $4::float8[], $5::int[], $6::text[], $7::text[])
         AS u(term, record_id, tf, dl, state, memory_type)
       JOIN pg_records r ON r.project_id = $1 AND r.record_id = u.record_id`,
      [projectId, post.terms, post.ids, post.tfs, post.lengths, post.states, post.types],
    );
  }

  return {
    get usesPgvector() {
      return pgvector;
    },
    async migrate() {
      const has = await db.query(
        "SELECT format_type(atttypid, atttypmod) AS t FROM pg_attribute WHERE attrelid = to_regclass('pg_records') AND attname = 'embedding'",
      );
      const existing = (has.rows[0] as { t?: string } | undefined)?.t;
      pgvector = existing === undefined ? await tryPgvector() : existing.startsWith('vector');
      const embedding = pgvector ? `vector(${dims})` : 'float8[]';
      for (const sql of searchDdl(embedding, pgvector)) await db.query(sql);
      if (pgvector) {
        const v = await db.query("SELECT extversion FROM pg_extension WHERE extname = 'vector'");
        const [major = 0, minor = 0] = String(
          (v.rows[0] as { extversion?: string } | undefined)?.extversion ?? '0',
        )
          .split('.')
          .map(Number);
        iterativeScan = major > 0 || minor >= 8;
      }
      migrated = true;
      return { pgvector, iterativeScan };
    },

    async upsert(projectId, rows) {
      ready();
      // The last version of a record in the batch wins (one statement cannot touch a row twice).
      const latest = new Map<string, PgSearchRow>();
      for (const r of rows) latest.set(r.row.record_id, r);
      const batch = [...latest.values()];
      // Not atomic on its own: a few statements per chunk. Run it inside one transaction (withTx) when it
      // must be. Chunks bound the statement size: one statement per chunk, not one per record.
      for (let at = 0; at < batch.length; at += UPSERT_CHUNK) {
        await upsertChunk(projectId, batch.slice(at, at + UPSERT_CHUNK));
      }
    },

    async staleRecords(projectId) {
      ready();
      const res = await db.query(
        `SELECT record_id FROM pg_records WHERE project_id = $1 AND (token_version <> $2 OR record_doc IS NULL OR rid IS NULL)
         ORDER BY record_id`,
        [projectId, TOKEN_VERSION],
      );
      return (res.rows as { record_id: string }[]).map((r) => r.record_id);
    },

    async remove(projectId, recordIds) {
      ready();
      await db.query('DELETE FROM pg_records WHERE project_id = $1 AND record_id = ANY($2::text[])', [
        projectId,
        [...recordIds],
      ]);
    },

    async docFreq(projectId, term) {
      ready();
      const q = 'SELECT count(*)::int AS n FROM pg_postings WHERE project_id = $1 AND term = $2';
      const r = await db.query(q, [projectId, ftsFold(term)]);
      return Number((r.rows[0] as { n: number } | undefined)?.n ?? 0);
    },
    async variants(projectId, term, held = false) {
      ready();
      const folded = ftsFold(term);
      if (!mayInflect(folded)) return [];
      const prefix = variantPrefix(folded);
      // One round trip, empty when a record holds the word itself (unless `held`). Byte order ("C"), as SQLite's
      // BINARY collation reads its vocabulary: the same range, the same first terms.
      const r = await db.query(
        `SELECT term, count(*)::int AS doc FROM pg_postings WHERE project_id = $1 AND term COLLATE "C" >= $2
         AND term COLLATE "C" < $3 AND ($5 OR NOT EXISTS (SELECT 1 FROM pg_postings WHERE project_id = $1 AND term = $4))
         GROUP BY term ORDER BY term COLLATE "C" LIMIT ${MAX_VARIANT_SCAN}`,
        [projectId, prefix, `${prefix}\uffff`, folded, held],
      );
      return pickVariants(folded, r.rows as { term: string; doc: number }[]);
    },
    async lexical(projectId, tokens, limit, filter = {}) {
      ready();
      const terms = [...new Set(tokens.map(ftsFold).filter((t) => t !== ''))];
      if (terms.length === 0 || limit <= 0) return [];
      // Document frequencies and the project's totals in one round trip (index-only scans of the postings).
      const stats = await db.query(
        `SELECT s.n, s.tokens,
           (SELECT coalesce(json_object_agg(term, c), '{}'::json) FROM (
              SELECT term, count(*) AS c FROM pg_postings WHERE project_id = $1 AND term = ANY($2::text[]) GROUP BY term
            ) d) AS df
         FROM (SELECT count(*)::int AS n, coalesce(sum(dl), 0)::float8 AS tokens FROM pg_records WHERE project_id = $1) s`,
        [projectId, terms],
      );
      const head = stats.rows[0] as { n: number; tokens: number; df: Record<string, number> | string };
      const dfOf = typeof head.df === 'string' ? (JSON.parse(head.df) as Record<string, number>) : head.df;
      const rows = terms.map((term) => ({ term, df: Number(dfOf[term] ?? 0) }));
      const n = Number(head.n);
      const totalTokens = Number(head.tokens);
      // The same pruning as the local store: rarest terms first, until the postings budget is spent.
      const budget = filter.postingsBudget ?? Math.min(6000, Math.max(1500, Math.round(0.15 * n)));
      const byDf = rows.filter((r) => r.df > 0).sort((a, b) => a.df - b.df);
      const kept: { term: string; idf: number }[] = [];
      let postings = 0;
      for (const r of byDf) {
        if (kept.length > 0 && postings + r.df > budget) break;
        kept.push({ term: r.term, idf: fts5Idf(n, r.df) });
        postings += r.df;
      }
      if (kept.length === 0) return [];
      const avgdl = totalTokens / n;
      const params: unknown[] = [
        projectId,
        kept.map((k) => k.term),
        kept.map((k) => k.idf),
        avgdl,
        Math.floor(limit),
      ];
      const where: string[] = [];
      if (!filter.includeArchived) where.push("p.state <> 'archived'");
      if (filter.states?.length) {
        params.push([...filter.states]);
        where.push(`p.state = ANY($${params.length}::text[])`);
      }
      if (filter.memoryTypes?.length) {
        params.push([...filter.memoryTypes]);
        where.push(`p.memory_type = ANY($${params.length}::text[])`);
      }
      if (filter.tags?.length) {
        // Every tag, as the local store's tag filter: containment, answered by the GIN index on tags.
        params.push([...filter.tags]);
        where.push(
          `p.record_id IN (SELECT t.record_id FROM pg_records t WHERE t.project_id = $1 AND t.tags @> $${params.length}::text[])`,
        );
      }
      // FTS5's per-phrase term, in float8 like FTS5's doubles and in its order of operations, summed in its order of
      // phrases (rarest term first), so that records FTS5 scores equal are equal here too (added in another order,
      // they could differ in the last bit) and the tie breaks alike: by row id, the order FTS5 scans rows in.
      const res = await db.query(
        `WITH q AS (SELECT u.term, u.idf, u.ord FROM unnest($2::text[], $3::float8[]) WITH ORDINALITY AS u(term, idf, ord))
         SELECT p.record_id, p.rid, sum(q.idf * (p.tf * ${BM25.k1 + 1}::float8)
             / (p.tf + ${BM25.k1}::float8 * (1::float8 - ${BM25.b}::float8 + ${BM25.b}::float8 * p.dl::float8 / $4::float8))
             ORDER BY q.ord) AS bm25
         FROM q
         JOIN pg_postings p ON p.project_id = $1 AND p.term = q.term
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         GROUP BY p.record_id, p.rid
         ORDER BY bm25 DESC, p.rid, p.record_id
         LIMIT $5`,
        params,
      );
      return (res.rows as { record_id: string; rid: string | null; bm25: number }[]).map((r) => ({
        recordId: r.record_id,
        rid: r.rid === null ? null : Number(r.rid),
        bm25: Number(r.bm25),
      }));
    },

    async vectorSearch(projectId, vector, limit) {
      ready();
      if (vector.length !== dims) {
        throw new SpoolError(
          ErrorCode.InvalidInput,
          `query vector has ${vector.length} dimensions, the index ${dims}: embed the query with the configured embedder`,
        );
      }
      if (limit <= 0) return [];
      if (pgvector) {
        // HNSW scans a candidate list (ef_search) and filters by project afterwards; the iterative scan
        // (pgvector >= 0.8) keeps going until `limit` rows of this project are found. Session settings: the
        // same values every call, so a pooled connection that keeps them harms no other query.
        await db.query(`SET hnsw.ef_search = ${Math.min(1000, Math.max(40, Math.floor(limit)))}`);
        if (iterativeScan) await db.query("SET hnsw.iterative_scan = 'relaxed_order'");
        const res = await db.query(
          `SELECT record_id, rid, distance FROM (
             SELECT record_id, rid, embedding <=> $2::vector AS distance FROM pg_records
             WHERE project_id = $1 AND embedding IS NOT NULL
             ORDER BY embedding <=> $2::vector LIMIT $3
           ) t ORDER BY distance, record_id`,
          [projectId, vectorLiteral(vector), Math.floor(limit)],
        );
        return vectorHits(res.rows);
      }
      const qn = norm(vector);
      if (qn === 0) return [];
      // Exact cosine over every embedded record of the project; zero vectors have no direction and are left out.
      const res = await db.query(
        `SELECT record_id, rid, 1 - (SELECT sum(a * b) FROM unnest(embedding, $2::float8[]) AS u(a, b)) / (embedding_norm * $3::float8) AS distance
         FROM pg_records WHERE project_id = $1 AND embedding IS NOT NULL AND embedding_norm > 0
         ORDER BY distance, record_id LIMIT $4`,
        [projectId, [...vector], qn, Math.floor(limit)],
      );
      return vectorHits(res.rows);
    },
  };
}
