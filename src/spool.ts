import { existsSync, readFileSync } from 'node:fs';
import { type Clock, createIdFactory, systemClock } from './core/clock.js';
import { CONFIG_TEMPLATE, defaultConfig, parseConfig, type SpoolConfig } from './core/config.js';
import { ErrorCode, SpoolError } from './core/errors.js';
import { decideFact } from './core/facts.js';
import { contentHash } from './core/hash.js';
import {
  parseInput,
  type RecallArgs,
  type RecallInput,
  type RememberArgs,
  type RememberInput,
  reaffirmOptionsSchema,
  recallInputSchema,
  type UpdateArgs,
  updateInputSchema,
} from './core/inputs.js';
import { type LifecycleAction, nextState } from './core/lifecycle.js';
import { nextStep, nextStepFor, type Surface } from './core/surface.js';
import { queryTokens, tokenSet } from './core/tokenize.js';
import type { MemoryRecord, PendingEvent, RecordState, StoredRecord, Tier } from './core/types.js';
import { createOutputRedactor } from './guard/secrets-output.js';
import { createWriteGate, type ImportItem, tierOf } from './guard/write-gate.js';
import {
  createInlinePreparer,
  createThreadedPreparer,
  type ImportPreparer,
} from './memory/import-pipeline.js';
import {
  assemble,
  assembleWakeup,
  estimateTokens,
  itemLine,
  type Packet,
  type PacketItem,
  packetHeader,
  packetItem,
  type RankedSection,
  WAKEUP_SECTIONS,
} from './packets/packet.js';
import { createRealityCheck, type RankingVerdict } from './reality/check.js';
import { type CheckItem, checkMemories, planProposals, type RealityReport } from './reality/report.js';
import type { ScoreContribution } from './score/breakdown.js';
import type { Confidence } from './score/confidence.js';
import { noteConfidence, recordConfidence } from './score/confidence.js';
import { staleMarker } from './score/markers.js';
import {
  FILE_REF_WEIGHT,
  REALITY_CONFIRMED_WEIGHT,
  REALITY_CONTRADICTED_WEIGHT,
  type Relevance,
  type Scorable,
  type ScoringEnv,
  type ScoringQuery,
  scoreCandidate,
} from './score/scorer.js';
import { promptTopic, RARE_TERM, topicMatch } from './search/coverage.js';
import { createEmbedder, type Embedder, truncateForEmbedding } from './search/embedders.js';
import { fileMentions } from './search/query.js';
import { retrieveCandidates } from './search/retrieve.js';
import { normalizeFileRef } from './core/file-ref.js';
import { createFileHasher } from './store/files.js';
import type { PreparedEvent } from './store/ledger.js';
import { openFileLock } from './store/lock.js';
import { defaultHome, resolvePaths, type SpoolPaths } from './store/paths.js';
import type { ConflictRow, HistoryEntry } from './store/projection.js';
import { openStore, type Store, type VerifyReport } from './store/store.js';
import { ageDays, createTracker } from './store/tracker.js';
import { readNoteFile, scanVault } from './store/vault.js';
import { parseNote, type VaultNote } from './store/vault-note.js';
import { createContradictionChecker, typesMayContradict } from './truth/contradiction.js';

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

/** One ranked result: a ledger record, or a vault note (`record_id` is then `note:<path>`). */
export interface RecallItem {
  kind: 'record' | 'note';
  /** For notes: the file, relative to the root. */
  path?: string;
  record_id: string;
  title: string | null;
  content: string;
  tags: string[];
  memory_type: MemoryRecord['memory_type'];
  state: RecordState;
  scope: MemoryRecord['scope'];
  sensitivity: MemoryRecord['sensitivity'];
  tier: Tier;
  file_refs: string[];
  created_at: string;
  updated_at: string;
  access_count: number;
  score: number;
  confidence: Confidence;
  markers: string[];
  score_breakdown: ScoreContribution[];
}

/** The states whose memories may reach an agent: reviewed ones (issue 11: never drafts or candidates). */
export const INJECTABLE_STATES: readonly RecordState[] = ['accepted', 'canonical', 'expiring'];
const REVIEWED_OR_ARCHIVED: RecordState[] = [...INJECTABLE_STATES, 'archived'];

// Newest records per type and state searched for hand-written ones by the wakeup: bounds its cost.
const MANUAL_WINDOW = 200;

/** Trust rank of a wakeup item: canonical, then by confidence (hand-written accepted is high). */
function wakeupTrust(r: StoredRecord, confidence: Confidence): number {
  if (r.state === 'canonical') return 3;
  return confidence === 'high' ? 2 : confidence === 'medium' ? 1 : 0;
}

/** The states a recall returns without `include_candidates`. */
function reviewedStates(includeArchived: boolean): RecordState[] {
  return includeArchived ? REVIEWED_OR_ARCHIVED : [...INJECTABLE_STATES];
}

/** A scored recall item; `judge`, when present, gives it with the reality check's verdict applied. */
interface Unjudged {
  item: RecallItem;
  judge?: () => RecallItem;
}

/** The most a reality verdict can add to a score. */
const MAX_VERDICT_GAIN = Math.max(0, REALITY_CONFIRMED_WEIGHT, REALITY_CONTRADICTED_WEIGHT);

/** Recall order: best score first, ties broken by record id. */
function byScore(a: RecallItem, b: RecallItem): number {
  return b.score - a.score || (a.record_id < b.record_id ? 1 : -1);
}

/**
 * The pool in recall order, judged, with at least every item that can be among the first `limit`. Items are
 * judged best first; once the next one, even raised by the most a verdict adds, scores below the `limit`-th
 * judged score, neither it nor any after it can reach the limit, and they are left out unjudged.
 */
function judgeTop(pool: readonly Unjudged[], limit: number): RecallItem[] {
  const sorted = [...pool].sort((a, b) => byScore(a.item, b.item));
  const out: RecallItem[] = [];
  // The judged scores, best first. The margin covers the rounding of a sum taken in another order.
  const scores: number[] = [];
  for (const x of sorted) {
    const bar = scores[limit - 1];
    if (bar !== undefined && x.item.score + MAX_VERDICT_GAIN + 1e-9 < bar) break;
    const item = x.judge ? x.judge() : x.item;
    out.push(item);
    let i = scores.length;
    while (i > 0 && (scores[i - 1] as number) < item.score) i--;
    scores.splice(i, 0, item.score);
  }
  return out.sort(byScore);
}

/** A contradiction hint found on write: the other record, the words that clash, the side that reads as outdated. */
interface FoundContradiction {
  record_id: string;
  clash: string;
  outdated: 'older' | 'newer';
}

// Terms in more records than this say too little about a memory to find its contradictions.
const CONTRADICTION_MAX_DF = 400;

/** The result of `recall`. */
export interface RecallResult {
  query: string;
  mode_used: 'lexical' | 'semantic' | 'hybrid';
  fallback_reason?: 'embeddings_disabled';
  result_count: number;
  results: RecallItem[];
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
  conflicts(state?: 'open' | 'resolved'): Promise<ConflictRow[]>;
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
  close(): Promise<void>;
}

/** Input of `context`. */
export interface ContextArgs {
  task: string;
  cwd?: string;
  files?: string[];
  budget_tokens?: number;
  limit?: number;
  /**
   * Drop items covering less than this part of the task's topic (IDF-weighted terms other than task words and
   * file names; see `search/coverage.ts`), unless they name a file of the task. The prompt hook's noise guard.
   */
  min_coverage?: number;
  /**
   * The coverage asked of an item that contains one of the task's rare terms (one only a memory or two say,
   * see `RARE_TERM`) instead of `min_coverage`: a prompt about two things ("add a pytest for the cart merge")
   * is covered half by each memory about one of them.
   */
  min_rare_coverage?: number;
  /** Drop items scoring below this. */
  min_score?: number;
  /**
   * Drop items scoring below this fraction of the best item's score without its file and name bonuses
   * (naming a task file admits a memory; it must not raise the bar for the memories about the topic).
   */
  min_relative_score?: number;
  /** false skips the lazy expiry sweep (hooks must not write to the ledger). */
  maintenance?: boolean;
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
    | 'contradicted_by_code';
  target: string;
  message: string;
}

/** What `lint` found. */
export interface LintReport {
  errors: number;
  warnings: number;
  findings: LintFinding[];
}

/** What an expiry sweep changed. */
export interface SweepResult {
  ran: boolean;
  expiring: string[];
  archived: string[];
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

/**
 * A context bundle keeps memories scoring at least this part of its best one. Without it a bundle was its
 * 20 best-scored memories whatever they matched (bench:agent: precision 0.14); with it and the topic rule,
 * a bundle is the memories about the task.
 */
const BUNDLE_MIN_RELATIVE_SCORE = 0.5;
/**
 * A memory that names no task file enters a bundle when it covers at least this part of the task's topic, or
 * {@link BUNDLE_MIN_RARE_COVERAGE} when it holds one of the task's rare terms. Sharing one common word ("test",
 * "job") with a long task is not being about it (bench:agent, with the 0.5 bar: precision 0.33 → 0.46, recall
 * 0.87 → 0.80).
 */
const BUNDLE_MIN_COVERAGE = 0.2;
/** See {@link BUNDLE_MIN_COVERAGE}. */
const BUNDLE_MIN_RARE_COVERAGE = 0.1;

/**
 * Opens spool for a project. Nothing is created on disk until the first write, so opening a directory
 * that has no `.spool/` is free and read-only.
 */
export function openSpool(options: SpoolOptions): Spool {
  const clock = options.clock ?? systemClock;
  const ids = options.ids ?? createIdFactory(clock);
  const warn = options.warn ?? ((m: string) => process.stderr.write(`${m}\n`));
  const surface = options.surface ?? 'cli';
  // Every record and item handed out passes through it: a secret stored before the gate knew its format
  // leaves spool as [REDACTED:<kind>] (issue 11).
  const redactor = createOutputRedactor(surface);
  const shown = (x: RecallItem): RecallItem => redactor.item(x, x.record_id);
  const paths = resolvePaths(options.root, options.home ?? defaultHome());
  const config = options.config ?? loadConfig(paths.configFile);
  const store: Store = openStore(paths, { writer: config.writer, warn, clock, newId: ids });
  const hasher = createFileHasher(paths.root);
  const reality = createRealityCheck({
    root: paths.root,
    cacheFile: `${paths.localDir}/reality-cache.json`,
    // Reading a project never creates .spool/: without one the scan cache stays in memory.
    canPersist: () => existsSync(paths.spoolDir),
    warn,
  });
  let trackerLock: ReturnType<typeof openFileLock> | undefined;
  const references = createTracker(paths.trackerFile, () => {
    trackerLock ??= openFileLock(`${paths.localDir}/tracker.lock`);
    return trackerLock;
  });
  const trackerNow = references.read;
  const embedder: Embedder | null =
    options.embedder !== undefined ? options.embedder : createEmbedder(config.embedder);
  // Retrieval must survive an embedder that is down: a failed query embedding degrades to lexical.
  const safeEmbedder: Embedder | null = embedder && {
    id: embedder.id,
    get dimensions() {
      return embedder.dimensions;
    },
    async embed(texts: string[]) {
      try {
        return await embedder.embed(texts);
      } catch (err) {
        warn(`spool: embedding the query failed (${(err as Error).message}); using lexical results only`);
        return [];
      }
    },
  };

  /** Embeds records and stores their vectors; returns how many were embedded. */
  async function embedRecords(rows: { rid: number; text: string }[]): Promise<number> {
    if (!embedder || rows.length === 0) return 0;
    const vecs = await embedder.embed(rows.map((r) => truncateForEmbedding(r.text)));
    const first = vecs[0];
    if (!first) return 0;
    store.projection.vectors.ensure(embedder.id, first.length);
    store.projection.vectors.upsertMany(
      vecs.flatMap((vector, i) => {
        const row = rows[i];
        return row ? [{ rid: row.rid, vector }] : [];
      }),
    );
    return vecs.length;
  }
  let pendingTouch: string[] = [];
  let touchTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const ensureOpen = () => {
    if (closed)
      throw new SpoolError(
        ErrorCode.Closed,
        'this spool instance is closed: open a new one with openSpool()',
      );
  };

  const gate = createWriteGate({ limits: config.limits, root: paths.root });
  const prepare = gate.prepare;

  /**
   * Access counts from recalls are written in batches (with the tracker touches): one write transaction
   * per recall was a tenth of an MCP round trip. Every read except recall applies them first, so
   * `get`, `list` and the dashboard always show them; a recall ranks with counts at most 250 ms old.
   */
  let pendingAccess: { ids: string[]; at: string }[] = [];
  function flushAccess(): void {
    if (pendingAccess.length === 0) return;
    const batch = pendingAccess;
    pendingAccess = [];
    try {
      store.projection.transaction(() => {
        for (const { ids, at } of batch) store.projection.touchAccess(ids, at);
      });
    } catch (err) {
      warn(`spool: could not record access counts: ${(err as Error).message}`);
    }
  }

  /** Catches the index up with the ledger, after applying pending access counts. */
  function syncStore(): void {
    flushAccess();
    store.sync();
  }

  function flushTouches(): void {
    touchTimer = undefined;
    flushAccess();
    if (pendingTouch.length === 0) return;
    const ids = pendingTouch;
    pendingTouch = [];
    try {
      if (!store.initialized()) return;
      references.touch(ids, clock());
    } catch (err) {
      // Fire-and-forget by design (seed 001): a failed touch must never fail a retrieval.
      warn(`spool: could not update the reference tracker: ${(err as Error).message}`);
    }
  }

  function scheduleTouch(recordIds: string[]): void {
    pendingTouch.push(...recordIds);
    // Batched: a busy MCP server rewrites the tracker at most a few times a second, and close() flushes.
    if (!touchTimer) {
      touchTimer = setTimeout(flushTouches, 250);
      touchTimer.unref();
    }
  }

  function buildRecord(input: RememberInput, now: string): MemoryRecord {
    const state: RecordState =
      input.source_kind === 'manual' || input.source_kind === 'imported' ? 'accepted' : 'candidate';
    const origin: MemoryRecord['origin'] = { source_kind: input.source_kind };
    if (input.agent) origin.agent = input.agent;
    if (input.session_id) origin.session_id = input.session_id;
    if (input.actor) origin.actor = input.actor;
    const rec: MemoryRecord = {
      record_id: ids(),
      content: input.content,
      memory_type: input.memory_type,
      scope: input.scope,
      state,
      origin,
      sensitivity: input.sensitivity,
      tags: input.tags,
      entity_refs: input.entity_refs,
      file_refs: input.file_refs,
      symbol_refs: input.symbol_refs,
      code_anchors: input.file_refs.map((path) => ({ path, sha: hasher.hash(path) })),
      valid_from: input.valid_from ?? now,
      supersedes: [],
      created_at: now,
      updated_at: now,
      content_hash: contentHash(input.content),
    };
    if (input.title) rec.title = input.title;
    if (input.reason) rec.reason = input.reason;
    if (input.fact) rec.fact = input.fact;
    if (input.file_globs && input.file_globs.length > 0) rec.file_globs = [...new Set(input.file_globs)];
    return rec;
  }

  function toScorable(r: StoredRecord): Scorable {
    return withReality(r, plainScorable(r));
  }

  /** A record as the scorer reads it, before the reality check has its say (see {@link withReality}). */
  function plainScorable(r: StoredRecord): Scorable {
    return {
      kind: 'record',
      id: r.record_id,
      title: r.title,
      content: r.content,
      memory_type: r.memory_type,
      state: r.state,
      tags: r.tags,
      file_refs: r.file_refs,
      file_globs: r.file_globs,
      confidence: recordConfidence(r),
      sensitivity: r.sensitivity,
      created_at: r.created_at,
      updated_at: r.updated_at,
      access_count: r.access_count,
      fact: r.fact,
      valid_from: r.valid_from,
      disputed: r.disputed,
      superseded_by: r.superseded_by,
      ...contradictionPeers(r),
      last_confirmed_at: r.last_confirmed_at,
    };
  }

  /**
   * Adds what the repository says about a record's stack claim (issue 14). The code agreeing today is a
   * confirmation for staleness, as a reaffirmation is. A failing check never fails a retrieval.
   */
  function withReality(r: StoredRecord, s: Scorable): Scorable {
    let v: RankingVerdict | undefined;
    try {
      v = reality.verdictOf(`${r.record_id}@${r.updated_at}`, r);
    } catch (err) {
      warn(`spool: reality check skipped: ${(err as Error).message}`);
    }
    if (!v || v.verdict === 'unknown') return s;
    s.reality = { verdict: v.verdict, summary: v.summary };
    if (v.verdict === 'confirmed') s.last_confirmed_at = clock().toISOString();
    return s;
  }

  /**
   * The seed-004 stale marker of a reviewed single-value fact, exactly as injection shows it (the same
   * confirmation time, the reality check's included), or null.
   */
  function staleFactMarker(r: StoredRecord, now: Date): string | null {
    if (!r.fact || !INJECTABLE_STATES.includes(r.state)) return null;
    const c = toScorable(r);
    return staleMarker(
      {
        predicate: r.fact.predicate,
        valid_from: c.valid_from,
        created_at: c.created_at,
        last_confirmed_at: c.last_confirmed_at,
      },
      now,
      config.facts.injection_stale_days,
      config.facts.single_value_predicates,
    );
  }

  /**
   * The records in force that `r` contradicts, and the one that outdates it: a settled contradiction (the
   * other side archived or superseded) no longer marks anything, and only a reviewed record outdates another
   * (an unreviewed candidate saying "we moved from X" does not demote X until it is accepted). Only records
   * carrying hints pay a lookup.
   */
  function contradictionPeers(r: MemoryRecord): { contradicts?: string[]; outdated_by?: string } {
    if (!r.contradicts || r.contradicts.length === 0) return {};
    const live: string[] = [];
    let outdatedBy: string | undefined;
    for (const id of r.contradicts) {
      const other = store.projection.getByRecordId(id);
      if (other === undefined || other.state === 'archived') continue;
      live.push(id);
      if (id === r.outdated_by && INJECTABLE_STATES.includes(other.state)) outdatedBy = id;
    }
    if (live.length === 0) return {};
    return outdatedBy ? { contradicts: live, outdated_by: outdatedBy } : { contradicts: live };
  }

  function driftOf(r: MemoryRecord): string[] {
    const out: string[] = [];
    for (const a of r.code_anchors) {
      if (a.sha === null) continue;
      const now = hasher.hash(a.path);
      if (now !== a.sha) out.push(a.path);
    }
    return out;
  }

  function toItem(r: StoredRecord, s: ReturnType<typeof scoreCandidate>): RecallItem {
    return {
      kind: 'record',
      record_id: r.record_id,
      title: r.title ?? null,
      content: r.content,
      tags: r.tags,
      memory_type: r.memory_type,
      state: r.state,
      scope: r.scope,
      sensitivity: r.sensitivity,
      tier: r.tier,
      file_refs: r.file_refs,
      created_at: r.created_at,
      updated_at: r.updated_at,
      access_count: r.access_count,
      score: s.score,
      confidence: s.confidence,
      markers: s.markers,
      score_breakdown: s.score_breakdown,
    };
  }

  /** Recall; `matched`, when given, receives how many candidates were scored before the limit cut them. */
  async function recallAsync(
    input: RecallInput,
    maintenance = true,
    matched?: { count: number },
  ): Promise<RecallResult> {
    const limit = Math.min(100, Math.max(1, input.limit));
    store.sync();
    if (maintenance) maintain();
    const files = input.files.map((f) => {
      try {
        return normalizeFileRef(paths.root, f);
      } catch {
        return f;
      }
    });
    const retrieved = await retrieveCandidates(
      {
        query: input.query,
        files,
        mode: input.mode ?? config.retrieval.default_mode,
        pool: Math.max(limit * 3, 30),
        tags: input.tags.map((t) => t.trim().toLowerCase()).filter(Boolean),
        includeArchived: input.include_archived,
        memoryTypes: input.memory_types,
        // Unreviewed memories only when asked for (issue 11): packets and hooks never ask.
        states: input.include_candidates ? undefined : reviewedStates(input.include_archived),
      },
      {
        projection: store.projection,
        embedder: safeEmbedder,
        vectorSearch: (vec, k) => store.projection.vectors.search(vec, k),
      },
    );
    const base: RecallResult = {
      query: input.query,
      mode_used: retrieved.mode_used,
      result_count: 0,
      results: [],
    };
    if (retrieved.fallback_reason) base.fallback_reason = retrieved.fallback_reason;
    const q = retrieved.query;
    const noteHits = searchNotes(q.tokens, Math.max(limit * 2, 20), input);
    if (retrieved.candidates.length === 0 && noteHits.length === 0) return base;
    const sq: ScoringQuery = {
      mode: retrieved.mode_used,
      text: q.text,
      names: q.names,
      files,
      typeHints: q.typeHints,
    };
    const tracker = trackerNow();
    const now = clock();
    // Candidates are scored before the reality check, which then judges them best first only while one could
    // still reach the limit: a verdict raises a score by one point at most, and reading the stack claims of
    // every candidate seen for the first time (~10 µs each) was ~6% of a lexical recall at 100k records.
    const scored: Unjudged[] = retrieved.candidates.map(({ record: r, relevance }) => {
      const env: ScoringEnv = {
        now,
        referencedDaysAgo: ageDays(tracker.get(r.record_id), now),
        drifted: driftOf(r),
        singleValuePredicates: config.facts.single_value_predicates,
        staleDays: config.facts.injection_stale_days,
        surface,
      };
      const c = plainScorable(r);
      const item = toItem(r, scoreCandidate(c, relevance, sq, env));
      const judge = (): RecallItem =>
        withReality(r, c).reality ? toItem(r, scoreCandidate(c, relevance, sq, env)) : item;
      return { item, judge };
    });
    for (const { note, relevance } of noteHits) {
      const c = noteScorable(note);
      const s = scoreCandidate(c, relevance, sq, {
        now,
        drifted: [],
        singleValuePredicates: config.facts.single_value_predicates,
        staleDays: config.facts.injection_stale_days,
        surface,
      });
      scored.push({ item: noteItem(note, c, s) });
    }
    if (matched) matched.count = scored.length;
    const ranked = judgeTop(scored, limit);
    // Only what leaves is scanned: the pool beyond the limit never reaches anyone.
    const results = ranked.slice(0, limit).map(shown);
    if (input.touch && results.length > 0 && store.initialized()) {
      const ids = results.filter((r) => r.kind === 'record').map((r) => r.record_id);
      pendingAccess.push({ ids, at: now.toISOString() });
      scheduleTouch(ids);
    }
    return { ...base, result_count: results.length, results };
  }

  function toPacketItem(r: StoredRecord, s: ReturnType<typeof scoreCandidate>): PacketItem {
    return packetItem(
      redactor.item(
        {
          ...s,
          kind: 'record' as const,
          record_id: r.record_id,
          title: r.title ?? null,
          content: r.content,
          memory_type: r.memory_type,
        },
        r.record_id,
      ),
    );
  }

  /** After a packet is delivered, its records count as referenced (seed 001), fire-and-forget. */
  function touchPacket(p: Packet): void {
    const ids = p.sections.flatMap((s) => s.items.filter((i) => i.kind === 'record').map((i) => i.id));
    if (ids.length > 0 && store.initialized()) scheduleTouch(ids);
  }

  let lastVaultScan = 0;
  /**
   * Brings vault notes into the index: re-reads only files whose mtime or size changed, at most every
   * two seconds per instance (a long-lived MCP server still sees edits quickly).
   */
  function syncVault(force = false): {
    indexed: number;
    removed: number;
    skipped: { path: string; reason: string }[];
  } {
    const res = { indexed: 0, removed: 0, skipped: [] as { path: string; reason: string }[] };
    const nowMs = Date.now();
    if (!force && nowMs - lastVaultScan < 2000) return res;
    lastVaultScan = nowMs;
    const scan = scanVault(paths.root, config.vault);
    res.skipped = scan.skipped;
    const stamps = store.projection.noteStamps();
    for (const f of scan.files) {
      const old = stamps.get(f.path);
      stamps.delete(f.path);
      if (old && old.mtime === f.mtimeMs && old.size === f.size) continue;
      const text = readNoteFile(f);
      if (text === undefined) continue;
      store.projection.upsertNote(parseNote(f.path, text), f.mtimeMs, f.size);
      res.indexed++;
    }
    for (const gone of stamps.keys()) {
      store.projection.deleteNote(gone);
      res.removed++;
    }
    return res;
  }

  function searchNotes(
    tokens: string[],
    pool: number,
    input: RecallInput,
  ): { note: VaultNote; relevance: Relevance }[] {
    if (tokens.length === 0 || input.mode === 'semantic') return [];
    try {
      syncVault();
    } catch (err) {
      warn(`spool: vault scan failed: ${(err as Error).message}`);
    }
    const hits = store.projection.notesLexical(tokens, pool);
    const best = hits[0]?.bm25 ?? 0;
    const out: { note: VaultNote; relevance: Relevance }[] = [];
    const tags = input.tags.map((t) => t.trim().toLowerCase()).filter(Boolean);
    hits.forEach((h, i) => {
      const note = store.projection.getNote(h.nid);
      if (!note) return;
      if (input.memory_types && !input.memory_types.includes(note.memory_type)) return;
      if (!tags.every((t) => note.tags.includes(t))) return;
      out.push({ note, relevance: { lexical: { bm25: h.bm25, best, rank: i + 1 } } });
    });
    return out;
  }

  function noteScorable(n: VaultNote): Scorable {
    return {
      kind: 'note',
      id: `note:${n.path}`,
      title: n.title,
      content: n.content,
      memory_type: n.memory_type,
      state: 'accepted',
      tags: n.tags,
      file_refs: [n.path],
      confidence: noteConfidence(n),
      priority: n.retrieval_priority,
      sensitivity: n.sensitivity,
      created_at: new Date(0).toISOString(),
      updated_at: new Date(0).toISOString(),
      access_count: 0,
    };
  }

  function noteItem(n: VaultNote, c: Scorable, s: ReturnType<typeof scoreCandidate>): RecallItem {
    return {
      kind: 'note',
      path: n.path,
      record_id: c.id,
      title: n.title,
      content: n.content,
      tags: n.tags,
      memory_type: n.memory_type,
      state: 'accepted',
      scope: 'project',
      sensitivity: n.sensitivity,
      tier: 'shared',
      file_refs: [n.path],
      created_at: c.created_at,
      updated_at: c.updated_at,
      access_count: 0,
      score: s.score,
      confidence: s.confidence,
      markers: s.markers,
      score_breakdown: s.score_breakdown,
    };
  }

  /** The lazy daily sweep; a failure only costs a warning. */
  function maintain(): void {
    try {
      runSweep(false);
    } catch (err) {
      warn(`spool: expiry sweep skipped: ${(err as Error).message}`);
    }
  }

  /**
   * Every record, archived ones too, whose stored text holds a secret by today's rules. `live`, when the caller
   * has already read the unarchived records, saves reading them again (lint at 100k records).
   */
  function storedSecrets(live?: readonly StoredRecord[]): { record_id: string; kinds: string[] }[] {
    const out: { record_id: string; kinds: string[] }[] = [];
    const all = live
      ? [...live, ...store.projection.list({ states: ['archived'] })]
      : store.projection.list({ includeArchived: true });
    for (const r of all) {
      const kinds = redactor.kindsIn(r);
      if (kinds.length > 0) out.push({ record_id: r.record_id, kinds });
    }
    return out;
  }

  function redactEntry(e: HistoryEntry): HistoryEntry {
    const payload = redactor.payload(e.payload);
    return payload === e.payload ? e : { ...e, payload };
  }

  function mustGet(recordId: string): StoredRecord {
    const r = store.projection.getByRecordId(recordId);
    if (!r) {
      throw new SpoolError(
        ErrorCode.NotFound,
        `no memory ${recordId}: check the id with ${nextStep(surface, 'findId')}`,
      );
    }
    return r;
  }

  function reaffirmPayload(r: MemoryRecord, now: string): Record<string, unknown> {
    const p: Record<string, unknown> = { at: now, updated_at: now };
    if (r.state === 'expiring') p.state = 'accepted';
    return p;
  }

  /**
   * Tier-1 contradiction hints: compare the new memory with its closest lexical neighbours of the same
   * type. Only the rarest terms are searched, so this costs a fraction of a millisecond at any size.
   */
  function contradictionsFor(rec: MemoryRecord, tier: Tier): FoundContradiction[] {
    // A contradiction restates the same specifics, so it shares the new memory's rarest terms. Neighbours
    // are the records sharing most of the six rarest (rarer first, then newer): doclist reads only, which
    // stay cheap at any store size, where BM25-ranking the same candidates cost ~1 ms of a 2 ms write.
    const rare = [...new Set(queryTokens(rec.content))]
      .map((t) => store.projection.rareRows(t, CONTRADICTION_MAX_DF))
      .filter((rows): rows is number[] => rows !== undefined && rows.length > 0)
      .sort((a, b) => a.length - b.length)
      .slice(0, 6);
    if (rare.length === 0) return [];
    const shared = new Map<number, { n: number; first: number }>();
    rare.forEach((rows, i) => {
      for (const rid of rows) {
        const c = shared.get(rid);
        if (c) c.n++;
        else shared.set(rid, { n: 1, first: i });
      }
    });
    // Sharing a single rare term is coincidence unless the memory has hardly any ("use tabs").
    const minShared = Math.min(2, rare.length);
    const ranked = [...shared]
      .filter(([, c]) => c.n >= minShared)
      .sort(([ra, a], [rb, b]) => b.n - a.n || a.first - b.first || rb - ra);
    const out: FoundContradiction[] = [];
    const check = createContradictionChecker({ content: rec.content, memory_type: rec.memory_type });
    let examined = 0;
    // Five same-type neighbours are checked, looking at no more than twenty candidates to find them.
    for (const [rid] of ranked.slice(0, 20)) {
      if (examined >= 5) break;
      const other = store.projection.getByRid(rid);
      if (
        !other ||
        other.tier !== tier ||
        !typesMayContradict(other.memory_type, rec.memory_type) ||
        other.state === 'archived' ||
        rec.supersedes.includes(other.record_id)
      )
        continue;
      examined++;
      const hint = check({ content: other.content, memory_type: other.memory_type });
      if (hint.contradicts)
        out.push({ record_id: other.record_id, clash: hint.clash ?? '', outdated: hint.replaced ?? 'older' });
    }
    return out;
  }

  /**
   * Records the contradictions of a new memory on both sides: the new record lists the others, each other
   * record gets the new id added (its `updated_at` kept, so the hint does not count as an edit for recency),
   * and the side the wording makes outdated (`moved from X`, `started out on X`; else the older one) is
   * marked `outdated_by` so ranking puts the current memory first. Open fact conflicts are recorded the same
   * way, so both of their sides carry the marker.
   */
  function recordContradictions(
    rec: MemoryRecord,
    found: FoundContradiction[],
    disputes: readonly string[],
    events: PendingEvent[],
    warnings: string[],
  ): void {
    const peers = [...new Set([...found.map((f) => f.record_id), ...disputes])];
    if (peers.length === 0) return;
    rec.contradicts = peers;
    for (const f of found) {
      if (f.outdated === 'newer') rec.outdated_by ??= f.record_id;
      const clash = f.clash === '' ? '' : ` (${f.clash})`;
      const which =
        f.outdated === 'newer' ? 'this one reads as the outdated one' : `${f.record_id} reads as outdated`;
      warnings.push(
        `may contradict ${f.record_id}${clash}: ${which} — review, then archive the outdated one or update this one`,
      );
    }
    for (const id of peers) {
      const other = store.projection.getByRecordId(id);
      if (!other) continue;
      const changes: Record<string, unknown> = {
        contradicts: [...new Set([...(other.contradicts ?? []), rec.record_id])],
      };
      if (found.some((f) => f.record_id === id && f.outdated === 'older'))
        changes.outdated_by = rec.record_id;
      events.push({
        type: 'record.updated',
        record_id: id,
        payload: { changes, updated_at: other.updated_at },
      });
    }
  }

  /** The expiry sweep (SPEC §7): unconfirmed facts expire, then lapse into the archive; nothing is deleted. */
  function runSweep(force: boolean): SweepResult {
    const now = clock();
    const result: SweepResult = { ran: false, expiring: [], archived: [] };
    if (!store.initialized()) return result;
    const last = store.projection.getMeta('last_sweep');
    if (!force && last && now.getTime() - Date.parse(last) < 86_400_000) return result;
    result.ran = true;
    const tracker = trackerNow();
    const day = 86_400_000;
    const plan = new Map<Tier, PendingEvent[]>();
    const at = now.toISOString();
    for (const r of store.projection.listFacts(['accepted', 'canonical', 'expiring'])) {
      if (!r.fact) continue;
      const seen = [
        r.last_confirmed_at,
        r.valid_from,
        r.created_at,
        tracker.get(r.record_id)?.last_referenced_at,
      ]
        .map((t) => (t ? Date.parse(t) : 0))
        .reduce((a, b) => Math.max(a, b), 0);
      const events = plan.get(r.tier) ?? [];
      if (r.state !== 'expiring' && now.getTime() - seen > config.facts.expiring_after_days * day) {
        events.push({
          type: 'record.state_changed',
          record_id: r.record_id,
          payload: {
            from: r.state,
            to: 'expiring',
            action: 'expire',
            reason: `not confirmed for ${config.facts.expiring_after_days} days`,
            updated_at: at,
          },
        });
        result.expiring.push(r.record_id);
      } else if (
        r.state === 'expiring' &&
        now.getTime() - Date.parse(r.updated_at) > config.facts.archive_after_expiring_days * day
      ) {
        events.push({
          type: 'record.state_changed',
          record_id: r.record_id,
          payload: {
            from: 'expiring',
            to: 'archived',
            action: 'archive',
            reason: 'lapsed after expiring',
            updated_at: at,
          },
        });
        result.archived.push(r.record_id);
      }
      plan.set(r.tier, events);
    }
    for (const [tier, events] of plan) if (events.length > 0) store.write(tier, (append) => append(events));
    store.projection.setMeta('last_sweep', at);
    return result;
  }

  function rememberSync(raw: RememberArgs): RememberResult {
    const { input, warnings } = prepare(raw);
    const tier = tierOf(input);
    const hash = contentHash(input.content);
    return store.write(tier, (append): RememberResult => {
      const now = clock().toISOString();
      const existing = store.projection.findActiveByContentHash(hash);
      if (existing && existing.tier === tier) {
        const merged = [...new Set([...existing.tags, ...input.tags])];
        // Re-importing a file is not someone saying it again: with nothing new it writes nothing (no recency,
        // access or confirmation), so importing the same CLAUDE.md twice leaves the ledger as it was.
        if (input.source_kind !== 'imported' || merged.length !== existing.tags.length) {
          append([
            {
              type: 'record.merged',
              record_id: existing.record_id,
              // Saying it again confirms it (clears a stale marker), unlike retrieving it.
              payload: { tags: merged, updated_at: now, reason: 'duplicate content', confirmed: true },
            },
          ]);
          store.projection.touchAccess([existing.record_id], now);
        }
        return {
          record_id: existing.record_id,
          action: 'updated_existing',
          content_hash: hash,
          state: existing.state,
          tier,
          warnings,
        };
      }
      const rec = buildRecord(input, now);
      const events: PendingEvent[] = [];
      let action: RememberResult['action'] = 'created';
      let disputes: string[] = [];
      if (rec.fact) {
        const existingFacts = store.projection
          .findFacts(rec.fact.subject, rec.fact.predicate)
          .filter((r) => r.tier === tier && r.fact)
          .map((r) => ({ record_id: r.record_id, fact: r.fact!, state: r.state }));
        const decision = decideFact(rec.fact, existingFacts, config.facts.single_value_predicates);
        if (decision.kind === 'reaffirm') {
          const prev = store.projection.getByRecordId(decision.record_id)!;
          append([
            { type: 'record.reaffirmed', record_id: prev.record_id, payload: reaffirmPayload(prev, now) },
          ]);
          warnings.push(`fact already recorded as ${prev.record_id}: reaffirmed it`);
          return {
            record_id: prev.record_id,
            action: 'updated_existing',
            content_hash: prev.content_hash,
            state: prev.state === 'expiring' ? 'accepted' : prev.state,
            tier,
            warnings,
          };
        }
        if (decision.kind === 'supersede') {
          rec.supersedes = decision.record_ids;
          action = 'superseded_existing';
          for (const id of decision.record_ids) {
            events.push({
              type: 'record.superseded',
              record_id: id,
              payload: { by: rec.record_id, valid_to: now, updated_at: now },
            });
          }
          warnings.push(
            `supersedes ${decision.record_ids.join(', ')} (${rec.fact.predicate} holds one value)`,
          );
        }
        if (decision.kind === 'dispute') {
          disputes = decision.record_ids;
          rec.disputed = true;
          rec.state = 'candidate';
          const conflictId = `cf_${ids()}`;
          events.push({
            type: 'conflict.opened',
            record_id: rec.record_id,
            payload: {
              conflict_id: conflictId,
              record_ids: [...decision.record_ids, rec.record_id],
              subject: rec.fact.subject,
              predicate: rec.fact.predicate,
            },
          });
          warnings.push(
            `inferred fact disagrees with ${decision.record_ids.join(', ')}: conflict ${conflictId} opened for review (${nextStep(surface, 'conflicts')})`,
          );
        }
      }
      const peerEvents: PendingEvent[] = [];
      recordContradictions(rec, contradictionsFor(rec, tier), disputes, peerEvents, warnings);
      append([
        { type: 'record.created', record_id: rec.record_id, payload: { record: rec } },
        ...events,
        ...peerEvents,
      ]);
      return {
        record_id: rec.record_id,
        action,
        content_hash: rec.content_hash,
        state: rec.state,
        tier,
        warnings,
      };
    });
  }

  const spool: Spool = {
    root: paths.root,
    paths,
    config,
    surface,
    async remember(raw) {
      ensureOpen();
      const result = rememberSync(raw);
      if (embedder && result.action !== 'updated_existing') {
        try {
          const rid = store.projection.ridsOf([result.record_id]).get(result.record_id);
          const rec = store.projection.getByRecordId(result.record_id);
          if (rid !== undefined && rec)
            await embedRecords([{ rid, text: rec.title ? `${rec.title}\n${rec.content}` : rec.content }]);
        } catch (err) {
          result.warnings.push(
            `stored, but not embedded (${(err as Error).message}); ${nextStep(surface, 'embedLater')}`,
          );
        }
      }
      return result;
    },
    async embed(onProgress) {
      ensureOpen();
      syncStore();
      if (!embedder) {
        throw new SpoolError(
          ErrorCode.ConfigInvalid,
          'no embedder configured: set [embedder] provider in .spool/config.toml (see the README)',
        );
      }
      let done = 0;
      let after = 0;
      const total = store.projection.counts().records - store.projection.vectors.count();
      for (;;) {
        const batch = store.projection.vectors.missing(64, after);
        const last = batch[batch.length - 1];
        if (!last) break;
        after = last.rid;
        const n = await embedRecords(batch);
        if (n === 0) break;
        done += n;
        onProgress?.(done, Math.max(total, done));
      }
      return { embedded: done, total_vectors: store.projection.vectors.count(), embedder: embedder.id };
    },
    async transition(recordId, action, opts = {}) {
      ensureOpen();
      syncStore();
      const current = mustGet(recordId);
      let previous: RecordState | undefined;
      if (action === 'restore') {
        const last = store.projection
          .history(recordId)
          .filter((e) => e.type === 'record.state_changed' || e.type === 'record.superseded')
          .pop();
        previous = typeof last?.payload.from === 'string' ? (last.payload.from as RecordState) : undefined;
      }
      const to = nextState(action, current.state, previous);
      return store.write(current.tier, (append) => {
        const now = clock().toISOString();
        const payload: Record<string, unknown> = { from: current.state, to, action, updated_at: now };
        if (opts.reason) payload.reason = opts.reason;
        if (opts.actor) payload.actor = opts.actor;
        append([{ type: 'record.state_changed', record_id: recordId, payload }]);
        return redactor.record(mustGet(recordId));
      });
    },
    async update(recordId, raw) {
      ensureOpen();
      syncStore();
      const current = mustGet(recordId);
      const patch = parseInput(updateInputSchema, raw, 'update input');
      const merged = prepare({
        content: patch.content ?? current.content,
        title: patch.title ?? current.title,
        memory_type: patch.memory_type ?? current.memory_type,
        scope: current.scope,
        sensitivity: current.sensitivity,
        tags: patch.tags ?? current.tags,
        file_refs: patch.file_refs ?? current.file_refs,
        reason: patch.reason ?? current.reason,
        redact: patch.redact,
      });
      const changes: Record<string, unknown> = {};
      const next = merged.input;
      if (next.content !== current.content) {
        changes.content = next.content;
        changes.content_hash = contentHash(next.content);
      }
      if ((next.title ?? undefined) !== current.title) changes.title = next.title ?? null;
      if (next.memory_type !== current.memory_type) changes.memory_type = next.memory_type;
      if (JSON.stringify(next.tags) !== JSON.stringify(current.tags)) changes.tags = next.tags;
      if ((next.reason ?? undefined) !== current.reason) changes.reason = next.reason ?? null;
      if (JSON.stringify(next.file_refs) !== JSON.stringify(current.file_refs)) {
        changes.file_refs = next.file_refs;
        changes.code_anchors = next.file_refs.map((path) => ({ path, sha: hasher.hash(path) }));
      }
      if (Object.keys(changes).length === 0)
        return { record: redactor.record(current), changed: [], warnings: merged.warnings };
      return store.write(current.tier, (append) => {
        const now = clock().toISOString();
        append([{ type: 'record.updated', record_id: recordId, payload: { changes, updated_at: now } }]);
        return {
          record: redactor.record(mustGet(recordId)),
          changed: Object.keys(changes),
          warnings: merged.warnings,
        };
      });
    },
    async reaffirm(recordId, opts = {}) {
      ensureOpen();
      const confirmedBy = parseInput(reaffirmOptionsSchema, opts, 'reaffirm options');
      syncStore();
      const current = mustGet(recordId);
      if (current.state === 'archived') {
        throw new SpoolError(
          ErrorCode.IllegalTransition,
          `cannot reaffirm archived memory ${recordId}: restore it first`,
        );
      }
      return store.write(current.tier, (append) => {
        append([
          {
            type: 'record.reaffirmed',
            record_id: recordId,
            payload: { ...reaffirmPayload(current, clock().toISOString()), ...confirmedBy },
          },
        ]);
        return redactor.record(mustGet(recordId));
      });
    },
    async history(recordId) {
      ensureOpen();
      syncStore();
      mustGet(recordId);
      return store.projection.history(recordId).map(redactEntry);
    },
    async review(opts = {}) {
      ensureOpen();
      syncStore();
      return store.projection
        .list({
          states: ['draft', 'candidate'],
          limit: Math.min(1000, Math.max(1, opts.limit ?? 100)),
        })
        .map(redactor.record);
    },
    async conflicts(state) {
      ensureOpen();
      syncStore();
      return store.projection.conflicts(state);
    },
    async resolve(conflictId, keep) {
      ensureOpen();
      syncStore();
      const c = store.projection.conflict(conflictId);
      if (!c)
        throw new SpoolError(
          ErrorCode.NotFound,
          `no conflict ${conflictId}: list them with ${nextStep(surface, 'conflicts')}`,
        );
      if (c.state === 'resolved')
        throw new SpoolError(
          ErrorCode.Conflict,
          `conflict ${conflictId} is already resolved (kept ${c.keep})`,
        );
      if (!c.record_ids.includes(keep)) {
        throw new SpoolError(
          ErrorCode.InvalidInput,
          `--keep must be one of the conflicting records: ${c.record_ids.join(', ')}`,
        );
      }
      const keeper = mustGet(keep);
      return store.write(keeper.tier, (append) => {
        const now = clock().toISOString();
        const events: PendingEvent[] = [];
        for (const id of c.record_ids) {
          if (id === keep) continue;
          const r = store.projection.getByRecordId(id);
          if (r && r.state !== 'archived' && r.tier === keeper.tier) {
            events.push({
              type: 'record.superseded',
              record_id: id,
              payload: { by: keep, valid_to: now, updated_at: now, from: r.state },
            });
          }
        }
        if (keeper.disputed)
          events.push({
            type: 'record.updated',
            record_id: keep,
            payload: { changes: { disputed: null }, updated_at: now },
          });
        if (keeper.state === 'candidate' || keeper.state === 'draft') {
          events.push({
            type: 'record.state_changed',
            record_id: keep,
            payload: {
              from: keeper.state,
              to: 'accepted',
              action: 'accept',
              reason: `kept in ${conflictId}`,
              updated_at: now,
            },
          });
        }
        events.push({
          type: 'conflict.resolved',
          record_id: keep,
          payload: { conflict_id: conflictId, keep },
        });
        append(events);
        return store.projection.conflict(conflictId)!;
      });
    },
    async sweep(opts = {}) {
      ensureOpen();
      syncStore();
      return runSweep(opts.force ?? true);
    },
    async recall(raw) {
      ensureOpen();
      const input = parseInput(
        recallInputSchema,
        typeof raw === 'string' ? { query: raw } : raw,
        'recall input',
      );
      if (input.query.trim().length === 0)
        throw new SpoolError(ErrorCode.InvalidInput, 'query must not be empty: say what to look for');
      return recallAsync(input);
    },
    async get(recordId) {
      ensureOpen();
      syncStore();
      return redactor.record(mustGet(recordId));
    },
    async list(opts = {}) {
      ensureOpen();
      syncStore();
      return store.projection
        .list({
          limit: Math.min(10_000, Math.max(1, opts.limit ?? 20)),
          includeArchived: opts.includeArchived ?? false,
          ...(opts.since ? { since: opts.since } : {}),
          ...(opts.states ? { states: opts.states } : {}),
        })
        .map(redactor.record);
    },
    async init() {
      ensureOpen();
      const created = !store.initialized();
      store.init(CONFIG_TEMPLATE);
      return { created, root: paths.root };
    },
    async rebuild(onProgress) {
      ensureOpen();
      const t0 = performance.now();
      const r = store.rebuild(onProgress);
      lastVaultScan = 0;
      let embedded = 0;
      if (embedder) {
        // Vectors are part of the projection: rebuild them too (best effort; `spool embed` retries).
        try {
          embedded = (await spool.embed()).embedded;
        } catch (err) {
          warn(`spool: index rebuilt, but vectors were not (${(err as Error).message}); run \`spool embed\``);
        }
      }
      return { ...r, embedded, ms: Math.round(performance.now() - t0) };
    },
    async doctor(opts = {}) {
      ensureOpen();
      let report = store.verify();
      const repaired = { torn: 0, rebuilt: false };
      if (opts.repair) {
        repaired.torn = store.repairTorn();
        if (report.projection_mismatches.length > 0 && repaired.torn === 0) {
          store.rebuild();
          repaired.rebuilt = true;
        }
        if (repaired.torn > 0) repaired.rebuilt = true;
        report = store.verify();
      }
      syncStore();
      return {
        ...report,
        ok: report.problems.length === 0 && report.projection_mismatches.length === 0,
        repaired,
        stored_secrets: storedSecrets(),
      };
    },
    async exportJsonl() {
      ensureOpen();
      syncStore();
      return store.projection
        .list({ includeArchived: true })
        .reverse()
        .map((r) => {
          const { tier: _t, access_count: _a, last_accessed_at: _l, ...rec } = r;
          return `${JSON.stringify(rec)}\n`;
        })
        .join('');
    },
    async importJsonl(input, onProgress) {
      ensureOpen();
      const result: ImportResult = { imported: 0, skipped_existing: 0, duplicates: 0, errors: [] };
      syncStore();
      // Existing identities are loaded once: per-line lookups would dominate a bulk import.
      const { ids: seenIds, activeHashes: seenHashes } = store.projection.identitySets();
      const total = typeof input === 'string' ? input.split('\n').length : 0;
      // Chunks are prepared (parsed, gated, hashed, tokenized) off the main thread while the previous
      // one is appended and indexed. Appends are batched: each batch is one write, one fsync and one
      // index transaction, and bounds memory and lock hold time.
      const CHUNK_LINES = 1000;
      const CHUNK_CHARS = 1 << 20;
      const DEPTH = 4;
      const WARMUP_CHUNKS = 2;
      const BATCH = 1000;
      const gateOpts = { limits: config.limits, root: paths.root };
      let preparer: ImportPreparer | undefined;
      let byTier = new Map<Tier, PreparedEvent[]>();
      let pending = 0;
      let lastLine = 0;
      let bulk = false;
      let submitted = 0;
      const flush = () => {
        for (const [tier, events] of byTier) {
          store.write(tier, (append) => append(events));
          result.imported += events.length;
        }
        byTier = new Map();
        pending = 0;
        // Bulk mode starts after the first batch of an import of several chunks: that write has moved a
        // new store's index onto disk, and a single chunk is not worth leaving the WAL for.
        if (!bulk && submitted > 1) {
          bulk = true;
          store.projection.setBulkLoad(true);
        }
        onProgress?.(lastLine, Math.max(total, lastLine));
      };
      const consume = (items: ImportItem[]) => {
        for (const item of items) {
          if (item.kind === 'blank') continue;
          lastLine = item.line;
          const recordId = item.kind === 'error' ? item.record_id : item.row.record_id;
          if (recordId !== undefined && seenIds.has(recordId)) {
            result.skipped_existing++;
            continue;
          }
          if (item.kind === 'error') {
            result.errors.push({ line: item.line, code: item.code, message: item.message });
            continue;
          }
          const { row } = item;
          if (!item.archived && seenHashes.has(row.content_hash)) {
            result.duplicates++;
            continue;
          }
          seenIds.add(row.record_id);
          seenHashes.add(row.content_hash);
          const list = byTier.get(row.tier) ?? [];
          list.push({ type: 'record.created', record_id: row.record_id, row });
          byTier.set(row.tier, list);
          if (++pending >= BATCH) flush();
        }
      };
      const inflight: Promise<() => ImportItem[]>[] = [];
      let chunk: string[] = [];
      let chunkChars = 0;
      let first = 1;
      let lineNo = 0;
      // A worker pays off only for more than one chunk; a single chunk is prepared inline. A worker
      // takes ~0.3 s to return its first chunk (thread, modules, cold JIT), time this thread would
      // spend waiting: it prepares the first chunks itself meanwhile.
      let inline: ImportPreparer | undefined;
      const submit = (final: boolean) => {
        submitted++;
        preparer ??= final ? createInlinePreparer(gateOpts) : createThreadedPreparer(gateOpts);
        let target = preparer;
        if (preparer.threaded && submitted <= WARMUP_CHUNKS) {
          inline ??= createInlinePreparer(gateOpts);
          target = inline;
        }
        const prepared = target.prepare(chunk, first);
        // Rejections are observed when awaited; this keeps a failed worker from leaving unhandled ones.
        prepared.catch(() => {});
        inflight.push(prepared);
        chunk = [];
        chunkChars = 0;
        first = lineNo + 1;
      };
      try {
        for await (const line of typeof input === 'string' ? splitLines(input) : input) {
          lineNo++;
          chunk.push(line);
          chunkChars += line.length;
          if (chunk.length < CHUNK_LINES && chunkChars < CHUNK_CHARS) continue;
          submit(false);
          // A few chunks in flight: the worker prepares the next ones while this thread writes, and
          // the queue absorbs either side's pauses (GC, fsync) without letting memory grow.
          if (inflight.length >= DEPTH) consume((await (inflight.shift() as Promise<() => ImportItem[]>))());
        }
        if (chunk.length > 0) submit(true);
        while (inflight.length > 0) consume((await (inflight.shift() as Promise<() => ImportItem[]>))());
        flush();
        // A bulk load (a quarter of the index or more) leaves the full-text index fragmented.
        // seenIds now holds every record id in the index, the imported ones included.
        if (result.imported >= 1000 && result.imported * 4 >= seenIds.size) store.projection.optimizeText();
      } finally {
        if (bulk) store.projection.setBulkLoad(false);
        await preparer?.close();
      }
      return result;
    },
    async stats() {
      ensureOpen();
      syncStore();
      const all = store.projection.list({ includeArchived: true });
      const perDay = new Map<string, number>();
      for (const r of all)
        perDay.set(r.created_at.slice(0, 10), (perDay.get(r.created_at.slice(0, 10)) ?? 0) + 1);
      let total = 0;
      const growth = [...perDay.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([day, created]) => {
          total += created;
          return { day, created, total };
        });
      const active = all.filter((r) => r.state !== 'archived');
      const brief = (stored: StoredRecord) => {
        const r = redactor.record(stored);
        return {
          record_id: r.record_id,
          title: r.title ?? null,
          content: r.content,
          access_count: r.access_count,
        };
      };
      const byAccess = [...active].sort(
        (a, b) => b.access_count - a.access_count || (a.created_at < b.created_at ? -1 : 1),
      );
      const most = byAccess.slice(0, 10).filter((r) => r.access_count > 0);
      // With few memories the two ends of one ranking overlap: a record is listed at one end only.
      const least = byAccess.slice(most.length).slice(-10).reverse();
      return {
        ...store.projection.counts(),
        shards: store.shards().length,
        growth,
        most_retrieved: most.map(brief),
        least_retrieved: least.map(brief),
      };
    },
    async wakeup(input = {}) {
      ensureOpen();
      syncStore();
      if (input.maintenance !== false) maintain();
      const budget = input.budget_tokens ?? config.packets.wakeup_budget_tokens;
      const now = clock();
      const tracker = trackerNow();
      const sq: ScoringQuery = { mode: 'lexical', text: '', names: [], files: [], typeHints: [] };
      // Every reviewed memory of a section's types is eligible; those never offered count as omitted.
      let notOffered = 0;
      const sections: RankedSection[] = WAKEUP_SECTIONS.map((sec) => {
        const pool = new Map<string, StoredRecord>();
        // Hand-written memories are found even behind many newer imported or distilled ones.
        if (sec.spill)
          for (const r of store.projection.preselectManual(sec.types, sec.limit * 3, MANUAL_WINDOW))
            pool.set(r.record_id, r);
        for (const r of store.projection.preselect(sec.types, INJECTABLE_STATES, sec.limit * 3))
          pool.set(r.record_id, r);
        const ranked = [...pool.values()]
          .map((r) => {
            const entry = tracker.get(r.record_id);
            const s = scoreCandidate(toScorable(r), {}, sq, {
              now,
              referencedDaysAgo: ageDays(entry, now),
              drifted: driftOf(r),
              singleValuePredicates: config.facts.single_value_predicates,
              staleDays: config.facts.injection_stale_days,
              surface,
            });
            return { trust: wakeupTrust(r, s.confidence), item: toPacketItem(r, s) };
          })
          // Trust first: canonical and hand-written memories never lose their place to newer or more
          // retrieved ones (recency, access and retrieval staleness only order within a trust tier).
          .sort(
            (a, b) => b.trust - a.trust || b.item.score - a.item.score || (a.item.id < b.item.id ? 1 : -1),
          );
        // Clamped: a write by another process between the count and the preselection must not go negative.
        notOffered += Math.max(0, store.projection.countTyped(sec.types, INJECTABLE_STATES) - ranked.length);
        return { name: sec.name, items: ranked.map((x) => x.item), limit: sec.limit, spill: sec.spill };
      });
      try {
        syncVault();
        const keyNotes = store.projection
          .listNotes()
          .map((n) => ({ n, c: noteScorable(n) }))
          .filter(({ c }) => c.confidence === 'high')
          .map(({ n, c }) => {
            const sc = scoreCandidate(c, {}, sq, {
              now,
              drifted: [],
              singleValuePredicates: config.facts.single_value_predicates,
              staleDays: config.facts.injection_stale_days,
              surface,
            });
            const item: PacketItem = redactor.item(
              {
                kind: 'note',
                id: c.id,
                title: n.title,
                content: n.content.slice(0, 600),
                memory_type: n.memory_type,
                confidence: sc.confidence,
                markers: sc.markers,
                score: sc.score,
                tokens: 0,
              },
              c.id,
            );
            item.tokens = estimateTokens(itemLine(item));
            return item;
          })
          .sort((a, b) => b.score - a.score);
        if (keyNotes.length > 0)
          sections.push({ name: 'Key notes', items: keyNotes, limit: 4, spill: false });
      } catch (err) {
        warn(`spool: vault notes skipped: ${(err as Error).message}`);
      }
      const packet = assembleWakeup(sections, budget, packetHeader({ kind: 'wakeup' }), notOffered, surface);
      touchPacket(packet);
      return packet;
    },
    async context(input) {
      ensureOpen();
      if (typeof input?.task !== 'string' || input.task.trim().length === 0) {
        throw new SpoolError(
          ErrorCode.InvalidInput,
          'task must not be empty: describe what you are about to do',
        );
      }
      const given = (input.files ?? []).slice(0, 64);
      // Paths and @file mentions in the task are files of the task too (already words of the query).
      const files = [...new Set([...given, ...fileMentions(input.task)])].slice(0, 64);
      const query = [input.task, ...given.map((f) => f.split('/').pop() ?? f)].join(' ');
      // Every match the search scored counts: those beyond the limit, off the topic, under a score bar or
      // over the budget are all omitted (issue 11: the footer counts everything left out, for any reason).
      const matched = { count: 0 };
      const r = await recallAsync(
        parseInput(
          recallInputSchema,
          { query, limit: Math.min(100, input.limit ?? 20), files, touch: false },
          'context input',
        ),
        input.maintenance !== false,
        matched,
      );
      const topic = promptTopic(
        input.task,
        (t) => store.projection.docFreq(t),
        store.projection.recordCount(),
      );
      const items: PacketItem[] = [];
      // The best score without file and name bonuses: the scale of the relative bar.
      let best = 0;
      for (const x of r.results) {
        if (input.min_score !== undefined && x.score < input.min_score) continue;
        // A memory about a file the task names (or a rule whose glob covers it) is about the task; any other
        // must share the task's topic (issue 11: nothing unconnected to the task reaches an agent).
        const namesFile = x.score_breakdown.some(
          (c) => c.source === 'FileRef' && c.weight >= FILE_REF_WEIGHT,
        );
        if (!namesFile) {
          const m = topicMatch(topic, x);
          const min =
            m.rarest >= RARE_TERM
              ? Math.min(
                  input.min_coverage ?? BUNDLE_MIN_COVERAGE,
                  input.min_rare_coverage ?? BUNDLE_MIN_RARE_COVERAGE,
                )
              : (input.min_coverage ?? BUNDLE_MIN_COVERAGE);
          if (m.coverage <= 0 || m.coverage < min) continue;
        }
        let bonus = 0;
        for (const c of x.score_breakdown)
          if (c.source === 'FileRef' || c.source === 'NamedMatch') bonus += c.weight;
        best = Math.max(best, x.score - bonus);
        items.push(packetItem(x));
      }
      const relative = input.min_relative_score ?? BUNDLE_MIN_RELATIVE_SCORE;
      if (best > 0 && relative > 0) {
        const bar = best * relative;
        items.splice(0, items.length, ...items.filter((i) => i.score >= bar));
      }
      const budget = input.budget_tokens ?? config.packets.context_budget_tokens;
      const packet = assemble(
        'context',
        [{ name: 'Relevant memories', items }],
        budget,
        packetHeader({ kind: 'context', task: input.task }),
        input.task,
        surface,
        Math.max(0, matched.count - items.length),
      );
      touchPacket(packet);
      return packet;
    },
    async explain(query, recordId) {
      ensureOpen();
      if (query.trim().length === 0)
        throw new SpoolError(ErrorCode.InvalidInput, 'query must not be empty: say what to explain');
      const r = await recallAsync(
        parseInput(
          recallInputSchema,
          {
            query,
            limit: 100,
            touch: false,
            // Asked about one memory, explain it whatever its state.
            include_archived: recordId !== undefined,
            include_candidates: recordId !== undefined,
          },
          'explain input',
        ),
      );
      const base: ExplainResult = { query, mode_used: r.mode_used, results: r.results };
      if (r.fallback_reason) base.fallback_reason = r.fallback_reason;
      if (recordId === undefined) return { ...base, results: r.results.slice(0, 20) };
      const found = r.results.find((x) => x.record_id === recordId);
      if (found) return { ...base, record_id: recordId, matched: true, results: [found] };
      const rec = mustGet(recordId);
      const now = clock();
      const entry = trackerNow().get(recordId);
      const q = { mode: r.mode_used, text: query.toLowerCase(), names: [], files: [], typeHints: [] };
      const s = scoreCandidate(toScorable(rec), {}, q, {
        now,
        referencedDaysAgo: ageDays(entry, now),
        drifted: driftOf(rec),
        singleValuePredicates: config.facts.single_value_predicates,
        staleDays: config.facts.injection_stale_days,
        surface,
      });
      return { ...base, record_id: recordId, matched: false, results: [shown(toItem(rec, s))] };
    },
    async dedup(opts = {}) {
      ensureOpen();
      syncStore();
      const threshold = opts.threshold ?? 0.8;
      const out: DedupSuggestion[] = [];
      const seen = new Set<string>();
      for (const r of store.projection.list({ includeArchived: false })) {
        const mine = tokenSet(r.content);
        if (mine.size === 0) continue;
        const rare = [...mine]
          .map((t) => ({ t, df: store.projection.docFreq(t) }))
          .filter((x) => x.df > 0)
          .sort((a, b) => a.df - b.df)
          .slice(0, 6)
          .map((x) => x.t);
        for (const h of store.projection.lexical(rare, 6, { includeArchived: false }, 3000)) {
          const o = store.projection.getByRid(h.rid);
          if (!o || o.record_id === r.record_id || o.memory_type !== r.memory_type || o.tier !== r.tier)
            continue;
          const key = [r.record_id, o.record_id].sort().join('|');
          if (seen.has(key)) continue;
          seen.add(key);
          const theirs = tokenSet(o.content);
          let inter = 0;
          for (const t of mine) if (theirs.has(t)) inter++;
          const sim = inter / (mine.size + theirs.size - inter);
          if (sim < threshold) continue;
          // Keep the more trusted, then the older one: merging should never demote knowledge.
          const rank = (x: StoredRecord) =>
            ({ canonical: 3, accepted: 2, expiring: 1 })[x.state as 'canonical'] ?? 0;
          const [keep, dup] =
            rank(r) > rank(o) ||
            (rank(r) === rank(o) &&
              (r.created_at < o.created_at || (r.created_at === o.created_at && r.record_id < o.record_id)))
              ? [r, o]
              : [o, r];
          out.push({
            keep: keep.record_id,
            duplicate: dup.record_id,
            similarity: Math.round(sim * 1000) / 1000,
            keep_content: redactor.record(keep).content,
            duplicate_content: redactor.record(dup).content,
          });
        }
      }
      return out.sort((a, b) => b.similarity - a.similarity);
    },
    async merge(keep, others) {
      ensureOpen();
      syncStore();
      const k = mustGet(keep);
      const victims = others.filter((o) => o !== keep).map(mustGet);
      for (const v of victims) {
        if (v.tier !== k.tier)
          throw new SpoolError(
            ErrorCode.InvalidInput,
            `${v.record_id} is in the ${v.tier} tier and ${keep} in the ${k.tier} tier: merge within one tier`,
          );
        if (v.state === 'archived')
          throw new SpoolError(ErrorCode.IllegalTransition, `${v.record_id} is archived already`);
      }
      return store.write(k.tier, (append) => {
        const now = clock().toISOString();
        const tags = [...new Set([k.tags, ...victims.map((v) => v.tags)].flat())];
        append([
          {
            type: 'record.merged',
            record_id: keep,
            payload: { tags, merged_from: victims.map((v) => v.record_id), updated_at: now },
          },
          ...victims.map((v) => ({
            type: 'record.state_changed' as const,
            record_id: v.record_id,
            payload: {
              from: v.state,
              to: 'archived',
              action: 'archive',
              reason: `merged into ${keep}`,
              updated_at: now,
            },
          })),
        ]);
        return redactor.record(mustGet(keep));
      });
    },
    async purge(recordId, opts = {}) {
      ensureOpen();
      syncStore();
      const rec = mustGet(recordId);
      const rewritten: string[] = [];
      for (const ref of store.shards()) {
        if (!readFileSync(ref.path, 'utf8').includes(`"record_id":"${recordId}"`)) continue;
        store.rewriteShard(ref, (ev) =>
          ev.record_id === recordId
            ? { type: 'record.purged', record_id: recordId, payload: { erased: ev.type } }
            : 'keep',
        );
        rewritten.push(ref.path);
      }
      store.write(rec.tier, (append) =>
        append([
          {
            type: 'record.purged',
            record_id: recordId,
            payload: { reason: opts.reason ?? 'purged', at: clock().toISOString() },
          },
        ]),
      );
      return { record_id: recordId, rewritten_shards: rewritten };
    },
    async lint() {
      ensureOpen();
      syncStore();
      const findings: LintFinding[] = [];
      const live = store.projection.list({ includeArchived: false });
      const lintNow = clock();
      const values = new Map<string, Set<string>>();
      for (const r of live) {
        if (r.fact && !r.reason) {
          findings.push({
            severity: 'warning',
            rule: 'fact_without_reason',
            target: r.record_id,
            message: `fact "${r.fact.subject} ${r.fact.predicate} ${r.fact.object}" has no reason: add one with ${nextStepFor(surface, 'addReason', r.record_id)}`,
          });
        }
        const stale = staleFactMarker(r, lintNow);
        if (stale) {
          findings.push({
            severity: 'warning',
            rule: 'stale_fact',
            target: r.record_id,
            message: `${stale}: if it still holds, ${nextStepFor(surface, 'reaffirm', r.record_id)}; if not, update or archive it`,
          });
        }
        if (r.fact && config.facts.single_value_predicates.includes(r.fact.predicate)) {
          const key = `${r.fact.subject.toLowerCase()}|${r.fact.predicate}`;
          const set = values.get(key) ?? new Set<string>();
          set.add(r.fact.object.trim().toLowerCase());
          values.set(key, set);
        }
        for (const a of r.code_anchors) {
          const now = hasher.hash(a.path);
          if (a.sha !== null && now === null) {
            findings.push({
              severity: 'warning',
              rule: 'missing_file',
              target: r.record_id,
              message: `${a.path} no longer exists: update or archive the memory`,
            });
          } else if (a.sha !== null && now !== a.sha) {
            findings.push({
              severity: 'warning',
              rule: 'code_drift',
              target: r.record_id,
              message: `${a.path} changed since recorded: verify, then ${nextStepFor(surface, 'reaffirm', r.record_id)}`,
            });
          }
        }
      }
      for (const [key, set] of values) {
        if (set.size > 1) {
          const [subject, predicate] = key.split('|');
          findings.push({
            severity: 'error',
            rule: 'conflicting_facts',
            target: `${subject} ${predicate}`,
            message: `${predicate} of ${subject} has ${set.size} active values (${[...set].join(', ')}): archive the wrong one`,
          });
        }
      }
      // A fresh scan: lint runs in CI, where the code just changed.
      for (const c of checkMemories(live, reality).contradicted) {
        findings.push({
          severity: 'error',
          rule: 'contradicted_by_code',
          target: c.record_id,
          message: `the code says otherwise: ${c.summary}${c.proposal ? ` (proposal: ${c.proposal.fact}, from ${c.proposal.source})` : ''}: ${nextStep(surface, 'proposeFromCode')} files it for review, or archive the memory`,
        });
      }
      for (const c of store.projection.conflicts('open')) {
        findings.push({
          severity: 'error',
          rule: 'open_conflict',
          target: c.conflict_id,
          message: `unresolved conflict on ${c.subject} ${c.predicate}: ${nextStepFor(surface, 'resolve', c.conflict_id)}`,
        });
      }
      for (const s of storedSecrets(live)) {
        findings.push({
          severity: 'error',
          rule: 'stored_secret',
          target: s.record_id,
          message: `holds ${s.kinds.join(', ')} stored before the secret gate knew the format (agents see it redacted): ${nextStepFor(surface, 'purge', s.record_id)}, and rotate it`,
        });
      }
      syncVault(true);
      for (const n of store.projection.listNotes()) {
        if (n.secrets.length > 0) {
          findings.push({
            severity: 'error',
            rule: 'secret_in_note',
            target: n.path,
            message: `contains ${n.secrets.join(', ')} (redacted in the index): remove it from the file and rotate it`,
          });
        }
        if (n.frontmatter_error) {
          findings.push({
            severity: 'warning',
            rule: 'note_frontmatter',
            target: n.path,
            message: `frontmatter ignored: ${n.frontmatter_error}`,
          });
        }
      }
      const errors = findings.filter((f) => f.severity === 'error').length;
      return { errors, warnings: findings.length - errors, findings };
    },
    async notesIndex() {
      ensureOpen();
      const r = syncVault(true);
      return { notes: store.projection.listNotes(), skipped: r.skipped };
    },
    async health() {
      ensureOpen();
      syncStore();
      const now = clock();
      const tracker = trackerNow();
      const report: HealthReport = { stale: [], drifted: [], expiring: [], disputed: [], contradicted: [] };
      for (const r of store.projection.list({ includeArchived: false })) {
        const entry = tracker.get(r.record_id);
        const days = ageDays(entry, now);
        const drifted = driftOf(r);
        const s = scoreCandidate(
          toScorable(r),
          {},
          { mode: 'lexical', text: '', names: [], files: [], typeHints: [] },
          {
            now,
            referencedDaysAgo: days,
            drifted,
            singleValuePredicates: config.facts.single_value_predicates,
            staleDays: config.facts.injection_stale_days,
            surface,
          },
        );
        const item = (reasons: string[]): HealthItem => ({
          record: redactor.record(r),
          reasons,
          markers: s.markers,
          last_referenced_days: days,
          drifted,
        });
        const staleMarkerText = s.markers.find((m) => m.startsWith('⚠ stale'));
        if (staleMarkerText || (days !== undefined && days > 30)) {
          report.stale.push(item([staleMarkerText ?? `not retrieved for ${days} days`]));
        }
        if (drifted.length > 0) report.drifted.push(item(drifted.map((d) => `${d} changed since recorded`)));
        if (r.state === 'expiring')
          report.expiring.push(item(['unconfirmed for too long: reaffirm or let it lapse']));
        if (r.disputed) report.disputed.push(item(['conflicts with another fact']));
        const refuted = s.score_breakdown.find((c) => c.source === 'Reality' && c.term === 'contradicted');
        if (refuted) report.contradicted.push(item([refuted.reason]));
      }
      return report;
    },
    async check(opts = {}) {
      ensureOpen();
      syncStore();
      const all = store.projection.list({ includeArchived: true });
      const report = checkMemories(
        all.filter((r) => r.state !== 'archived'),
        reality,
      );
      const proposed: RealityReport['proposed'] = [];
      if (opts.propose) {
        const existing = all.flatMap((r) => (r.fact ? [r.fact] : []));
        for (const p of planProposals(report, existing)) {
          const res = rememberSync({
            content: p.content,
            memory_type: 'fact',
            fact: { subject: p.subject, predicate: p.predicate, object: p.object, strength: 'inferred' },
            reason: `the repository says so (${p.source}); proposed by the reality check`,
            tags: ['reality-check'],
            source_kind: 'ai_proposal',
            actor: 'spool check',
          });
          proposed.push({
            record_id: res.record_id,
            fact: `${p.subject} | ${p.predicate} | ${p.object}`,
            source: p.source,
            for_record_id: p.for_record_id,
          });
        }
      }
      const hide = (it: CheckItem): CheckItem => {
        const r = redactor.item({ title: it.title, content: it.content, markers: [] }, it.record_id);
        return r.content === it.content && r.title === it.title
          ? it
          : { ...it, title: r.title, content: r.content };
      };
      return {
        ...report,
        contradicted: report.contradicted.map(hide),
        confirmed: report.confirmed.map(hide),
        proposed,
      };
    },
    async close() {
      if (closed) return;
      if (touchTimer) clearTimeout(touchTimer);
      flushTouches();
      reality.flush();
      closed = true;
      trackerLock?.close();
      store.close();
    },
  };
  return spool;
}

function* splitLines(text: string): Generator<string> {
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) {
      yield text.slice(start);
      return;
    }
    yield text.slice(start, nl);
    start = nl + 1;
  }
}

/** Reads `.spool/config.toml`, or the defaults when there is none. */
export function loadConfig(file: string): SpoolConfig {
  if (!existsSync(file)) return defaultConfig();
  return parseConfig(readFileSync(file, 'utf8'), file);
}
