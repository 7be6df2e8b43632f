import type { Clock } from '../core/clock.js';
import type { SpoolConfig } from '../core/config.js';
import type { RecallArgs, RememberArgs, UpdateArgs } from '../core/inputs.js';
import type { LifecycleAction } from '../core/lifecycle.js';
import type { Surface } from '../core/surface.js';
import type { RecordState, StoredRecord, Tier } from '../core/types.js';
import type { ContextArgs } from '../packets/context.js';
import type { FileContextArgs } from '../packets/file-context.js';
import type { Packet } from '../packets/packet.js';
import type { RealityReport } from '../reality/report.js';
import type { Embedder } from '../search/embedders.js';
import type { RecallItem, RecallResult } from '../search/rank.js';
import type { SpoolPaths } from '../store/paths.js';
import type { ConflictRow, HistoryEntry } from '../store/projection.js';
import type { VerifyReport } from '../store/store.js';
import type { VaultNote } from '../store/vault-note.js';
import type { SweepResult } from '../truth/expiry.js';

// The public shapes of the library (re-exported by src/spool.ts and src/index.ts). Types defined by the layer
// that produces them are re-exported here, so this file is the one place to read the API from.
export type { ContextArgs } from '../packets/context.js';
export type { FileContextArgs } from '../packets/file-context.js';
export type { RecallItem, RecallResult } from '../search/rank.js';
export type { SweepResult } from '../truth/expiry.js';

/** Options of {@link openSpool}. */
export interface SpoolOptions {
  /** Project directory (the one holding `.spool/`). */
  root: string;
  /** User tier directory; default `SPOOL_HOME` or `~/.spool`. */
  home?: string;
  /** Injected time source; default the wall clock. */
  clock?: Clock;
  /** Injected record id source; default ULIDs from the clock. */
  ids?: () => string;
  /** Overrides config.toml (tests). */
  config?: SpoolConfig;
  /** Where warnings go; default stderr. Library code never writes to stdout. */
  warn?: (msg: string) => void;
  /** Overrides the configured embedder (null disables vectors). */
  embedder?: Embedder | null;
  /**
   * Who reads the messages (default `cli`): packet footers, errors and warnings name CLI commands, or MCP
   * tools for `mcp` (the MCP server's spool).
   */
  surface?: Surface;
  /**
   * Receives every retrieval (a recall's results, a delivered packet's items) instead of this instance
   * writing it to its own access counts and reference tracker: for a host that keeps retrieval history
   * elsewhere (the organisation server, in PostgreSQL) and puts it back with {@link Spool.importUsage}.
   */
  onRetrieval?: (retrieval: Retrieval) => void;
}

/**
 * One retrieval: `access` for a recall's results (counted in `access_count`), `reference` for memories a
 * recall or packet delivered (the reference tracker behind the staleness signal, seed 001).
 */
export interface Retrieval {
  kind: 'access' | 'reference';
  ids: readonly string[];
  /** ISO time of the retrieval. */
  at: string;
}

/** A fact conflict, with its competing records when asked for. */
export interface ConflictView extends ConflictRow {
  records?: StoredRecord[];
}

/** A record's whole retrieval history, as {@link Spool.importUsage} sets it. */
export interface UsageRow {
  record_id: string;
  access_count: number;
  last_accessed_at: string | null;
  reference_count: number;
  last_referenced_at: string | null;
}

/** The result of `remember` (SPEC §4). */
export interface RememberResult {
  record_id: string;
  action: 'created' | 'updated_existing' | 'superseded_existing';
  content_hash: string;
  state: RecordState;
  tier: Tier;
  warnings: string[];
}

/** Import outcome. */
export interface ImportResult {
  imported: number;
  skipped_existing: number;
  duplicates: number;
  errors: { line: number; code: string; message: string }[];
}

/** A spool instance: every operation of the library, bound to one project and user home. */
export interface Spool {
  readonly root: string;
  readonly paths: SpoolPaths;
  readonly config: SpoolConfig;
  /** Who reads the messages: they name CLI commands, or MCP tools. */
  readonly surface: Surface;
  remember(input: RememberArgs): Promise<RememberResult>;
  recall(input: RecallArgs | string): Promise<RecallResult>;
  get(recordId: string): Promise<StoredRecord>;
  list(opts?: {
    limit?: number;
    since?: string;
    includeArchived?: boolean;
    states?: RecordState[];
  }): Promise<StoredRecord[]>;
  init(): Promise<{ created: boolean; root: string }>;
  rebuild(
    onProgress?: (done: number, total: number) => void,
  ): Promise<{ events: number; records: number; ms: number }>;
  doctor(opts?: { repair?: boolean }): Promise<DoctorReport>;
  exportJsonl(): Promise<string>;
  /** Imports spool JSONL: a whole text, or lines streamed from a file (bounded memory). */
  importJsonl(
    input: string | AsyncIterable<string>,
    onProgress?: (done: number, total: number) => void,
  ): Promise<ImportResult>;
  stats(): Promise<SpoolStats>;
  /** Moves a memory through its lifecycle (SPEC §7); one ledger event. */
  transition(
    recordId: string,
    action: LifecycleAction,
    opts?: { reason?: string; actor?: string },
  ): Promise<StoredRecord>;
  /** Edits a memory (through the same validation and secret gate as remember). */
  update(
    recordId: string,
    changes: UpdateArgs,
  ): Promise<{ record: StoredRecord; changed: string[]; warnings: string[] }>;
  /**
   * Confirms a memory is still true: sets `last_confirmed_at` (clears the stale marker) and revives an
   * expiring fact. `by` names who confirmed it (default a person; e.g. `reality-check` when the
   * repository's own files agree with it), `evidence` why; both are kept in the ledger event.
   */
  reaffirm(recordId: string, opts?: { by?: string; evidence?: string }): Promise<StoredRecord>;
  /** Every ledger event of a memory, oldest first. */
  history(recordId: string): Promise<HistoryEntry[]>;
  /** The review queue: drafts and candidates, newest first. */
  review(opts?: { limit?: number }): Promise<StoredRecord[]>;
  /** Fact conflicts (open, resolved, or all). */
  /** Fact conflicts; with `records`, each carries its competing records (redacted). */
  conflicts(state?: 'open' | 'resolved', opts?: { records?: boolean }): Promise<ConflictView[]>;
  /** Resolves a conflict keeping one record; the others are superseded by it. */
  resolve(conflictId: string, keep: string): Promise<ConflictRow>;
  /** The expiry sweep; `force: false` runs it at most once a day. */
  sweep(opts?: { force?: boolean }): Promise<SweepResult>;
  /** Embeds records that have no vector yet (needs a configured embedder). */
  embed(
    onProgress?: (done: number, total: number) => void,
  ): Promise<{ embedded: number; total_vectors: number; embedder: string }>;
  /** Memories that need attention: stale, code-drifted, expiring, disputed, contradicted by the code. */
  health(): Promise<HealthReport>;
  /**
   * Pairs of memories in force where the newer one says something changed about the older one's specifics
   * and nothing links them (lint's `possible_replacement`): for outputs that show every memory.
   */
  toldChanges(): Promise<{ older: string; newer: string }[]>;
  /**
   * The reality check (issue 14): every active memory's stack claim judged against the repository.
   * `propose` files each contradiction's superseding fact as a candidate for review (never an automatic
   * change; a fact any record already states is not proposed again).
   */
  check(opts?: { propose?: boolean }): Promise<RealityReport>;
  /** The session-start packet: sections by memory type within a token budget (SPEC §6). */
  /** `maintenance: false` skips the lazy expiry sweep (hooks must not write to the ledger). */
  wakeup(input?: { budget_tokens?: number; maintenance?: boolean }): Promise<Packet>;
  /** The per-task packet: ranked memories for a task, its cwd and files, within a budget. */
  context(input: ContextArgs): Promise<Packet>;
  /** The memories about a file an agent just edited (those naming it or whose glob covers it), marked. */
  fileContext(input: FileContextArgs): Promise<Packet>;
  /** Near-duplicate suggestions: pairs of active memories of one type with high token overlap. */
  dedup(opts?: { threshold?: number }): Promise<DedupSuggestion[]>;
  /** Merges `others` into `keep`: tags are unioned, the others archived with a merge reason. */
  merge(keep: string, others: string[]): Promise<StoredRecord>;
  /**
   * Erases a memory's content for good: rewrites the shards holding its events (content replaced by a
   * marker, chains resealed) and appends a `record.purged` tombstone. The only operation that rewrites a
   * shard; use it for leaked secrets or personal data, not for ordinary archiving.
   */
  purge(
    recordId: string,
    opts?: { reason?: string },
  ): Promise<{ record_id: string; rewritten_shards: string[] }>;
  /** Checks the memory for problems; `errors > 0` should fail CI. */
  lint(): Promise<LintReport>;
  /** Indexes vault notes now (normally lazy) and lists them. */
  notesIndex(): Promise<{ notes: VaultNote[]; skipped: { path: string; reason: string }[] }>;
  /** A query's ranking with every score's breakdown; or one record's breakdown for the query. */
  explain(query: string, recordId?: string): Promise<ExplainResult>;
  /** Writes pending side-channel updates (tracker) and releases files. */
  /**
   * Sets records' retrieval history to the given totals (access counts and reference tracker), replacing
   * what this instance holds for them; rows of records it does not hold are skipped. Returns how many
   * records were set.
   */
  importUsage(rows: readonly UsageRow[]): Promise<number>;
  close(): Promise<void>;
}

/** The result of `explain`. */
export interface ExplainResult {
  query: string;
  mode_used: RecallResult['mode_used'];
  fallback_reason?: 'embeddings_disabled';
  /** Set when one record was asked about. */
  record_id?: string;
  /** False when the asked-about record did not match the query at all (its breakdown then has no relevance). */
  matched?: boolean;
  results: RecallItem[];
}

/** Two memories that say nearly the same thing. */
export interface DedupSuggestion {
  keep: string;
  duplicate: string;
  similarity: number;
  keep_content: string;
  duplicate_content: string;
}

/** One lint finding. */
export interface LintFinding {
  severity: 'error' | 'warning';
  rule:
    | 'fact_without_reason'
    | 'conflicting_facts'
    | 'open_conflict'
    | 'code_drift'
    | 'missing_file'
    | 'secret_in_note'
    | 'stored_secret'
    | 'note_frontmatter'
    | 'stale_fact'
    | 'contradicted_by_code'
    | 'possible_replacement';
  target: string;
  message: string;
}

/** What `lint` found. */
export interface LintReport {
  errors: number;
  warnings: number;
  findings: LintFinding[];
}

/** Counts for `stats`. */
export interface SpoolStats {
  records: number;
  events: number;
  by_state: Record<string, number>;
  by_type: Record<string, number>;
  shards: number;
  /** Records created per day (UTC) and the running total. */
  growth: { day: string; created: number; total: number }[];
  most_retrieved: { record_id: string; title: string | null; content: string; access_count: number }[];
  least_retrieved: { record_id: string; title: string | null; content: string; access_count: number }[];
}

/** One memory that needs attention, and why. */
export interface HealthItem {
  record: StoredRecord;
  reasons: string[];
  markers: string[];
  /** Days since it was last retrieved (undefined: never). */
  last_referenced_days?: number | undefined;
  drifted: string[];
}

/** What `health` found. */
export interface HealthReport {
  stale: HealthItem[];
  drifted: HealthItem[];
  expiring: HealthItem[];
  disputed: HealthItem[];
  /** Memories whose stack claim the repository contradicts (issue 14). */
  contradicted: HealthItem[];
  /**
   * Memories a newer one may replace: it says something changed and shares their specifics, and nothing
   * links the two (the `possible_replacement` of lint). Archive the older one, or reaffirm it if it holds.
   */
  replaced: HealthItem[];
}

/** What `doctor` found and did. */
export interface DoctorReport extends VerifyReport {
  ok: boolean;
  /**
   * Records whose stored text holds a secret the gate would refuse today (written before it knew the
   * format). Outputs redact them; `spool purge <id>` erases them. Not a ledger fault: `ok` ignores them.
   */
  stored_secrets: { record_id: string; kinds: string[] }[];
  repaired: { torn: number; rebuilt: boolean };
}
