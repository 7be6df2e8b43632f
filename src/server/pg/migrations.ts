/**
 * The organisation server's schema, as versioned SQL migrations. They live in TypeScript constants (not .sql
 * files) so the compiler ships them in dist/ with no copy step. A migration, once released, is never edited:
 * its checksum is recorded and a changed one stops the server (see migrate.ts); add a new version instead.
 */

/** One schema step. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * The role request queries run as (`SET LOCAL ROLE`). It is not the tables' owner, so row-level security
 * applies to it, and it holds only the privileges the server needs (no DELETE on events, and UPDATE only of
 * a line's bytes, which the append-only trigger allows inside a purge's transaction alone: see V2).
 */
export const APP_ROLE = 'spool_app';

/**
 * The LISTEN/NOTIFY channel of change notices (V4, V5): payload `<e|u|g|t> <project id or -> <writer or ->`.
 */
export const CHANGES_CHANNEL = 'spool_changes';

// The project a transaction is scoped to. NULLIF: a custom setting that was set in an earlier transaction
// of the session reads back as '' (not NULL), and ''::uuid would raise instead of matching nothing.
const CURRENT_PROJECT = `NULLIF(current_setting('spool.project_id', true), '')::uuid`;

// Slugs: the same rule the HTTP layer applies (src/server/auth.ts), enforced once more by the database.
const SLUG_CHECK = `~* '^[a-z0-9][a-z0-9._-]{0,99}$'`;

const V1 = `
-- The application role: NOLOGIN; a login role is given it with GRANT ${APP_ROLE} TO <login>. Roles are
-- cluster-wide, so another database on the same cluster may have created it already (or be doing so now).
DO $$
BEGIN
  CREATE ROLE ${APP_ROLE} NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END $$;

-- The migrating (owner) role switches to ${APP_ROLE} for request queries, so it must be allowed to SET it.
-- A superuser already may. Since PostgreSQL 16 a CREATEROLE owner that created the role holds only ADMIN
-- on it (a membership without SET), hence the SET check there; before 16 any membership allows SET. On a
-- managed database the owner may lack the right altogether, and the operator grants it.
DO $$
BEGIN
  IF NOT pg_has_role(current_user, '${APP_ROLE}',
       CASE WHEN current_setting('server_version_num')::int >= 160000 THEN 'SET' ELSE 'MEMBER' END) THEN
    EXECUTE format('GRANT ${APP_ROLE} TO %I', current_user);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE WARNING 'cannot grant ${APP_ROLE} to %: run GRANT ${APP_ROLE} TO % as an administrator', current_user, current_user;
END $$;

DO $$
BEGIN
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO ${APP_ROLE}', current_schema());
END $$;

CREATE TABLE orgs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ${SLUG_CHECK}),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id),
  slug text NOT NULL CHECK (slug ${SLUG_CHECK}),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (org_id, slug),
  -- Target of token_roles' composite key: a token's roles can only name projects of its own org.
  UNIQUE (id, org_id)
);

-- Bearer tokens. Only the SHA-256 of the token is kept; 'lookup' is a random public part of the token that
-- finds the row, so the secret part is compared in constant time in the server rather than by an index.
CREATE TABLE tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  org_id uuid NOT NULL REFERENCES orgs (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 128),
  lookup text NOT NULL UNIQUE,
  token_hash bytea NOT NULL CHECK (length(token_hash) = 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  UNIQUE (id, org_id)
);

CREATE TABLE token_roles (
  token_id uuid NOT NULL,
  org_id uuid NOT NULL,
  project_id uuid NOT NULL,
  role text NOT NULL CHECK (role IN ('read', 'write', 'admin')),
  PRIMARY KEY (token_id, project_id),
  FOREIGN KEY (token_id, org_id) REFERENCES tokens (id, org_id) ON DELETE CASCADE,
  FOREIGN KEY (project_id, org_id) REFERENCES projects (id, org_id)
);
CREATE INDEX token_roles_project ON token_roles (project_id);

-- Team-tier ledger lines, verbatim: 'line' is the exact JSONL text (with its newline) whose hash/prev chain
-- verifies on every machine; the other columns are copies of its fields for queries and constraints.
-- One chain per (project, writer). 'position' orders a project's lines for pulling.
CREATE TABLE events (
  position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id),
  writer text NOT NULL,
  seq bigint NOT NULL CHECK (seq >= 0),
  event_id text NOT NULL,
  type text NOT NULL,
  record_id text NOT NULL,
  actor text NOT NULL,
  ts timestamptz NOT NULL,
  prev text,
  hash text NOT NULL,
  line text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, event_id),
  UNIQUE (project_id, writer, seq)
);
CREATE INDEX events_project_position ON events (project_id, position);
CREATE INDEX events_project_record ON events (project_id, record_id);

-- Append-only: a line, once stored, is never changed or removed, except by a purge (which sets
-- spool.purging for its own transaction). The app role has no UPDATE/DELETE grant either: this trigger is
-- the wall that also stops the owner's mistakes.
CREATE FUNCTION spool_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'TRUNCATE' AND current_setting('spool.purging', true) = 'on' THEN
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'spool events are append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege',
          HINT = 'lines change only through a purge, which leaves a tombstone';
END $$;
CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION spool_events_append_only();
CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION spool_events_append_only();

-- Row-level security, the second wall behind the WHERE clauses: a transaction sees and writes only the
-- rows of the project it declared with set_config('spool.project_id', ..., true). FORCE makes it hold for
-- the table owner too (superusers and BYPASSRLS roles still bypass it, which is why requests run as
-- ${APP_ROLE}).
ALTER TABLE events ENABLE ROW LEVEL SECURITY;
ALTER TABLE events FORCE ROW LEVEL SECURITY;
CREATE POLICY events_project ON events
  USING (project_id = ${CURRENT_PROJECT})
  WITH CHECK (project_id = ${CURRENT_PROJECT});

GRANT SELECT, INSERT ON orgs, projects, token_roles TO ${APP_ROLE};
GRANT SELECT, INSERT ON tokens TO ${APP_ROLE};
GRANT UPDATE (revoked_at, last_used_at) ON tokens TO ${APP_ROLE};
GRANT SELECT, INSERT ON events TO ${APP_ROLE};
`;

// Server-side purge (src/server/purge.ts). A purge reseals the chains holding a record's lines in place:
// only the line and the fields derived from it change (never project, writer, seq, event id or position),
// and the append-only trigger lets the update through only in a transaction that set spool.purging. The
// project's ledger_generation counts purges, so a working copy or a puller whose generation is older knows
// lines it holds were rewritten and rebuilds from PostgreSQL.
const V2 = `
ALTER TABLE projects ADD COLUMN ledger_generation bigint NOT NULL DEFAULT 0;
GRANT UPDATE (ledger_generation) ON projects TO ${APP_ROLE};
GRANT UPDATE (type, prev, hash, line) ON events TO ${APP_ROLE};
`;

// Retrieval history shared by the server's instances (src/server/pg/usage-store.ts): usage, not truth, so it
// is not in the ledger; totals per record, and a version from one sequence so an instance reads only what
// changed since its last read (adds to a project are serialised by an advisory lock, so versions become
// visible in order, as event positions do).
const V3 = `
CREATE SEQUENCE record_usage_version AS bigint;
CREATE TABLE record_usage (
  project_id uuid NOT NULL REFERENCES projects (id),
  record_id text NOT NULL CHECK (length(record_id) BETWEEN 1 AND 128),
  access_count bigint NOT NULL DEFAULT 0 CHECK (access_count >= 0),
  last_accessed_at timestamptz,
  reference_count bigint NOT NULL DEFAULT 0 CHECK (reference_count >= 0),
  last_referenced_at timestamptz,
  version bigint NOT NULL,
  PRIMARY KEY (project_id, record_id)
);
CREATE INDEX record_usage_changes ON record_usage (project_id, version);
ALTER TABLE record_usage ENABLE ROW LEVEL SECURITY;
ALTER TABLE record_usage FORCE ROW LEVEL SECURITY;
CREATE POLICY record_usage_project ON record_usage
  USING (project_id = ${CURRENT_PROJECT})
  WITH CHECK (project_id = ${CURRENT_PROJECT});
-- DELETE: a purge drops the erased record's history with it.
GRANT SELECT, INSERT, UPDATE, DELETE ON record_usage TO ${APP_ROLE};
GRANT USAGE ON SEQUENCE record_usage_version TO ${APP_ROLE};
`;

// Change notices (src/server/changes.ts): every change to a project's lines, its ledger generation or its
// retrieval history sends a notice on the channel at commit, naming the project and who wrote (the line's
// writer; for retrieval history the spool.writer the transaction set, '-' when none), so an instance that
// heard nothing about a project since its last read can skip the read. Statement-level with transition
// tables: one notice per project and writer, not per row, however large the batch.
const V4 = `
CREATE FUNCTION spool_notify_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CHANGES_CHANNEL}', 'e ' || c.project_id || ' ' || c.writer)
     FROM (SELECT DISTINCT project_id, writer FROM changed) c;
  RETURN NULL;
END $$;
CREATE TRIGGER events_notify_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_notify_lines();
CREATE TRIGGER events_notify_update AFTER UPDATE ON events
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_notify_lines();
CREATE TRIGGER events_notify_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_notify_lines();

CREATE FUNCTION spool_notify_usage() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CHANGES_CHANNEL}',
                    'u ' || c.project_id || ' ' || coalesce(NULLIF(current_setting('spool.writer', true), ''), '-'))
     FROM (SELECT DISTINCT project_id FROM changed) c;
  RETURN NULL;
END $$;
CREATE TRIGGER record_usage_notify_insert AFTER INSERT ON record_usage
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_notify_usage();
CREATE TRIGGER record_usage_notify_update AFTER UPDATE ON record_usage
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_notify_usage();
CREATE TRIGGER record_usage_notify_delete AFTER DELETE ON record_usage
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION spool_notify_usage();

-- A purge (or a restore's operator) moving the generation: every copy of the project re-reads.
CREATE FUNCTION spool_notify_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CHANGES_CHANNEL}', 'g ' || NEW.id || ' -');
  RETURN NULL;
END $$;
CREATE TRIGGER projects_notify_generation AFTER UPDATE OF ledger_generation ON projects
  FOR EACH ROW EXECUTE FUNCTION spool_notify_generation();
`;

// Token notices: a change to a token or its roles (not its last use) sends one, so an instance may keep the
// principals it authenticated while it hears none (src/server/auth.ts).
const V5 = `
CREATE FUNCTION spool_notify_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CHANGES_CHANNEL}', 't - -');
  RETURN NULL;
END $$;
CREATE TRIGGER tokens_notify AFTER INSERT OR DELETE OR TRUNCATE ON tokens
  FOR EACH STATEMENT EXECUTE FUNCTION spool_notify_tokens();
CREATE TRIGGER tokens_notify_update AFTER UPDATE OF id, org_id, name, lookup, token_hash, expires_at, revoked_at
  ON tokens FOR EACH STATEMENT EXECUTE FUNCTION spool_notify_tokens();
CREATE TRIGGER token_roles_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON token_roles
  FOR EACH STATEMENT EXECUTE FUNCTION spool_notify_tokens();
`;

/** Every migration, in version order. Append new ones; never edit a released one. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'tenancy and events', sql: V1 },
  { version: 2, name: 'purge: ledger generation', sql: V2 },
  { version: 3, name: 'retrieval history', sql: V3 },
  { version: 4, name: 'change notices', sql: V4 },
  { version: 5, name: 'token notices', sql: V5 },
];
