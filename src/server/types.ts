/**
 * The contract the organisation server's parts share (issue #15): the PostgreSQL event store and tenancy, the
 * HTTP adapter and the working-copy sync. Change only by small additive edits.
 */

/** Roles a token can hold on a project, weakest first. */
export const ROLES = ['read', 'write', 'admin'] as const;
/** One of {@link ROLES}. */
export type Role = (typeof ROLES)[number];

/** Who a bearer token authenticates as; `roles` maps projectId -> role. */
export interface Principal {
  tokenId: string;
  name: string;
  orgId: string;
  roles: ReadonlyMap<string, Role>;
  /** When the token expires (none: never). */
  expiresAt?: Date | undefined;
}

/** A project as the server addresses it. */
export interface ProjectRef {
  id: string;
  orgId: string;
  slug: string;
}

/** One team-tier ledger line of a writer's shard; `line` is the exact JSONL text including its '\n'. */
export interface EventLine {
  writer: string;
  line: string;
}

/** An {@link EventLine} with its global position in the project's event table. */
export interface PositionedLine extends EventLine {
  position: number;
}

/** Outcome of {@link EventStore.append}; skipped = already present (same event_id & hash). */
export interface AppendResult {
  inserted: number;
  skipped: number;
}

/** The project's ledger lines in PostgreSQL: the system of record. */
export interface EventStore {
  /** Appends lines (grouped per writer in chain order); verifies hash + prev continuity with the stored head of
   *  each writer; idempotent by event_id; all-or-nothing per call. `actor` = the principal, kept per event. */
  append(projectId: string, lines: readonly EventLine[], actor: string): Promise<AppendResult>;
  /**
   * Lines with position > cursor, ordered by position, and the project's ledger generation read with them
   * (see {@link EventStore.ledgerState}).
   */
  readSince(
    projectId: string,
    cursor: number,
    limit: number,
  ): Promise<{ lines: PositionedLine[]; cursor: number; generation: number }>;
  /** Per writer: last seq and hash (to resume a chain). */
  heads(projectId: string): Promise<Map<string, { seq: number; hash: string }>>;
  /**
   * `generation`: how many times the project's stored lines were rewritten (a purge reseals chains in
   * place, which no cursor sees): a copy made at an older generation must be rebuilt from the start.
   * `lastPosition`: the position of its last line (0 for none): a copy whose cursor is past it was made
   * from a database since restored from a backup.
   */
  ledgerState(projectId: string): Promise<{ generation: number; lastPosition: number }>;
}

/** Retrievals of one record during one request, to add to its totals. */
export interface UsageDelta {
  recordId: string;
  accessed: number;
  lastAccessedAt: string | null;
  referenced: number;
  lastReferencedAt: string | null;
}

/** A record's retrieval totals in PostgreSQL, with the version of their last change. */
export interface UsageTotals {
  record_id: string;
  access_count: number;
  last_accessed_at: string | null;
  reference_count: number;
  last_referenced_at: string | null;
  version: number;
}

/**
 * Retrieval history (access counts and the reference tracker behind the staleness signal) per project, shared
 * by every server instance so they rank alike, and kept when a working copy is rebuilt.
 */
export interface UsageStore {
  /**
   * Adds the deltas to the records' totals; `writer` names who adds, in the change notice. Resolves with the
   * changed records' totals after the add (a store that cannot tell resolves with nothing).
   */
  add(projectId: string, deltas: readonly UsageDelta[], writer?: string): Promise<UsageTotals[] | undefined>;
  /** Totals changed after `cursor` (a version), oldest change first; `cursor` = the last one returned. */
  readSince(
    projectId: string,
    cursor: number,
    limit: number,
  ): Promise<{ rows: UsageTotals[]; cursor: number }>;
}

/** Organisations, projects and tokens. */
export interface Tenancy {
  createOrg(slug: string): Promise<{ id: string; slug: string }>;
  createProject(orgId: string, slug: string): Promise<ProjectRef>;
  findProject(orgId: string, slug: string): Promise<ProjectRef | undefined>;
  listProjects(orgId: string): Promise<ProjectRef[]>;
  /** Returns the plaintext token once; only its hash is stored. */
  createToken(input: {
    orgId: string;
    name: string;
    roles: Record<string, Role>;
    expiresAt?: Date;
  }): Promise<{ id: string; token: string }>;
  revokeToken(tokenId: string): Promise<void>;
  /** null for unknown, revoked or expired tokens. Constant-time compare of hashes. */
  authenticate(bearer: string): Promise<Principal | null>;
}
