import { APP_ROLE } from './migrations.js';

/**
 * The statements that create (or bring up to date) the search tables of src/server/pg/search.ts, in order;
 * each is idempotent. `embedding` is the column type of the vectors: `vector(N)` with pgvector, else `float8[]`.
 *
 * `pg_records` holds per project one row per record: its state, type, tier and tags (filters), its FTS columns as
 * a tsvector (`doc`) and their length, its embedding, the tokenizer it was indexed with, its row id (`rid`: the
 * project's records numbered in the order they were first indexed, as the local projection numbers them) and
 * the record itself (`record_doc`, the canonical JSON the local projection keeps). `pg_postings` holds the
 * weighted term frequencies ranking reads.
 */
export function searchDdl(embedding: string, pgvector: boolean): string[] {
  const ddl: (string | null)[] = [
    `CREATE TABLE IF NOT EXISTS pg_records (
      project_id uuid NOT NULL,
      record_id text NOT NULL,
      state text NOT NULL,
      memory_type text NOT NULL,
      tier text NOT NULL,
      tags text[] NOT NULL,
      doc tsvector NOT NULL,
      dl integer NOT NULL,
      embedding ${embedding},
      embedding_norm float8,
      token_version text NOT NULL DEFAULT '',
      rid bigint,
      record_doc text,
      PRIMARY KEY (project_id, record_id)
    )`,
    // Tables made before rows carried the tokenizer they were indexed with: their rows read as stale.
    "ALTER TABLE pg_records ADD COLUMN IF NOT EXISTS token_version text NOT NULL DEFAULT ''",
    // Tables made before rows carried their record: a row without one reads as stale and is indexed again, which
    // numbers it after the others.
    'ALTER TABLE pg_records ADD COLUMN IF NOT EXISTS rid bigint',
    'ALTER TABLE pg_records ADD COLUMN IF NOT EXISTS record_doc text',
    // Retrieval reads records by row id (a session's neighbours are the ids beside a match).
    'CREATE UNIQUE INDEX IF NOT EXISTS pg_records_rid ON pg_records (project_id, rid)',
    // Ad-hoc `doc @@ tsquery` filters (a dashboard search, an operator's query) go through this index.
    'CREATE INDEX IF NOT EXISTS pg_records_doc ON pg_records USING gin (doc)',
    'CREATE INDEX IF NOT EXISTS pg_records_tags ON pg_records USING gin (tags)',
    `CREATE TABLE IF NOT EXISTS pg_postings (
      project_id uuid NOT NULL,
      term text NOT NULL,
      record_id text NOT NULL,
      tf float8 NOT NULL,
      dl integer NOT NULL,
      state text NOT NULL,
      memory_type text NOT NULL,
      rid bigint,
      -- What ranking reads rides in the key's index: a query is index-only scans of its terms' postings.
      PRIMARY KEY (project_id, term, record_id) INCLUDE (tf, dl, state, memory_type, rid),
      FOREIGN KEY (project_id, record_id) REFERENCES pg_records (project_id, record_id) ON DELETE CASCADE
    )`,
    // (An older postings table gains the row id outside its key's index: ranking then reads the heap too.)
    'ALTER TABLE pg_postings ADD COLUMN IF NOT EXISTS rid bigint',
    // The project's row count and token total come from an index-only scan.
    'CREATE INDEX IF NOT EXISTS pg_records_length ON pg_records (project_id) INCLUDE (dl)',
    // Deleting a record's postings (a re-index) looks them up by record.
    'CREATE INDEX IF NOT EXISTS pg_postings_record ON pg_postings (project_id, record_id)',
    pgvector
      ? 'CREATE INDEX IF NOT EXISTS pg_records_embedding ON pg_records USING hnsw (embedding vector_cosine_ops)'
      : null,
    'ALTER TABLE pg_records ENABLE ROW LEVEL SECURITY',
    'ALTER TABLE pg_postings ENABLE ROW LEVEL SECURITY',
    // The same wall as the server's other tables: the app role sees the project its transaction names.
    `DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE tablename = 'pg_records' AND policyname = 'pg_records_project') THEN
        CREATE POLICY pg_records_project ON pg_records
          USING (project_id = NULLIF(current_setting('spool.project_id', true), '')::uuid)
          WITH CHECK (project_id = NULLIF(current_setting('spool.project_id', true), '')::uuid);
      END IF;
      IF NOT EXISTS (SELECT 1 FROM pg_policies WHERE tablename = 'pg_postings' AND policyname = 'pg_postings_project') THEN
        CREATE POLICY pg_postings_project ON pg_postings
          USING (project_id = NULLIF(current_setting('spool.project_id', true), '')::uuid)
          WITH CHECK (project_id = NULLIF(current_setting('spool.project_id', true), '')::uuid);
      END IF;
      IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
        GRANT SELECT, INSERT, UPDATE, DELETE ON pg_records, pg_postings TO ${APP_ROLE};
      END IF;
    END $$`,
  ];
  return ddl.filter((s): s is string => s !== null);
}
