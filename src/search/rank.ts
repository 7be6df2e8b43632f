import type { Clock } from '../core/clock.js';
import type { SpoolConfig } from '../core/config.js';
import type { Surface } from '../core/surface.js';
import type { MemoryRecord, RecordState, StoredRecord, Tier } from '../core/types.js';
import type { RankingVerdict, RealityCheck } from '../reality/check.js';
import type { ScoreContribution } from '../score/breakdown.js';
import { type Confidence, recordConfidence } from '../score/confidence.js';
import {
  REALITY_CONFIRMED_WEIGHT,
  REALITY_CONTRADICTED_WEIGHT,
  type Scorable,
  type Scored,
} from '../score/scorer.js';
import type { FileHasher } from '../store/files.js';
import type { Store } from '../store/store.js';
import { contradictionPeers } from '../truth/write-hints.js';

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

/** The result of `recall`. */
export interface RecallResult {
  query: string;
  mode_used: 'lexical' | 'semantic' | 'hybrid';
  fallback_reason?: 'embeddings_disabled';
  result_count: number;
  results: RecallItem[];
}

/** What ranking a record reads besides the record: the index, the repository (drift, reality), time. */
export interface RankEnv {
  readonly store: Store;
  readonly config: SpoolConfig;
  readonly clock: Clock;
  readonly warn: (msg: string) => void;
  readonly surface: Surface;
  readonly hasher: FileHasher;
  readonly reality: RealityCheck;
}

/** A scored recall item; `judge`, when present, gives it with the reality check's verdict applied. */
export interface Unjudged {
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
export function judgeTop(pool: readonly Unjudged[], limit: number): RecallItem[] {
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

/** A record as the scorer reads it, with the reality check's verdict (see {@link withReality}). */
export function toScorable(env: RankEnv, r: StoredRecord): Scorable {
  return withReality(env, r, plainScorable(env, r));
}

/** A record as the scorer reads it, before the reality check has its say (see {@link withReality}). */
export function plainScorable(env: RankEnv, r: StoredRecord): Scorable {
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
    ...contradictionPeers(env.store.projection, r),
    last_confirmed_at: r.last_confirmed_at,
  };
}

/**
 * Adds what the repository says about a record's stack claim (issue 14). The code agreeing today is a
 * confirmation for staleness, as a reaffirmation is. A failing check never fails a retrieval.
 */
export function withReality(env: RankEnv, r: StoredRecord, s: Scorable): Scorable {
  let v: RankingVerdict | undefined;
  try {
    v = env.reality.verdictOf(`${r.record_id}@${r.updated_at}`, r);
  } catch (err) {
    env.warn(`spool: reality check skipped: ${(err as Error).message}`);
  }
  if (!v || v.verdict === 'unknown') return s;
  s.reality = { verdict: v.verdict, summary: v.summary };
  if (v.verdict === 'confirmed') s.last_confirmed_at = env.clock().toISOString();
  return s;
}

/** The referenced files of a record whose content changed since it was recorded. */
export function driftOf(env: RankEnv, r: MemoryRecord): string[] {
  const out: string[] = [];
  for (const a of r.code_anchors) {
    if (a.sha === null) continue;
    const now = env.hasher.hash(a.path);
    if (now !== a.sha) out.push(a.path);
  }
  return out;
}

/** A scored record as a recall item. */
export function toItem(r: StoredRecord, s: Scored): RecallItem {
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
