import { matchFiles, matchTextPaths } from '../core/file-match.js';
import { nextStep, type Surface } from '../core/surface.js';
import type { Fact, MemoryType } from '../core/types.js';
import { quantize, ScoreAccumulator, type ScoreContribution } from './breakdown.js';
import { CONFIDENCE_WEIGHTS, type Confidence, stalenessWeight } from './confidence.js';
import { contradictionMarkers, expiringMarker, staleMarker, unreviewedMarker } from './markers.js';

/** Anything the scorer can rank: a ledger record or a vault note. */
export interface Scorable {
  kind: 'record' | 'note';
  id: string;
  title?: string | undefined;
  content: string;
  memory_type: MemoryType;
  state: string;
  tags: string[];
  file_refs: string[];
  /** Glob patterns of the files it applies to (a Cursor rule's `globs`). */
  file_globs?: string[] | undefined;
  confidence: Confidence;
  priority?: 'high' | 'normal' | 'low' | undefined;
  sensitivity: string;
  created_at: string;
  updated_at: string;
  access_count: number;
  fact?: Fact | undefined;
  valid_from?: string | undefined;
  disputed?: boolean | undefined;
  superseded_by?: string | undefined;
  /** Records in force that this one contradicts (hints and open fact conflicts, either side). */
  contradicts?: string[] | undefined;
  /** Of those, the one whose wording says this record changed ("moved from X to Y"). */
  outdated_by?: string | undefined;
  /** When a person last reaffirmed it (counts as a confirmation for the stale marker). */
  last_confirmed_at?: string | undefined;
  /** What the repository says about the memory's stack claim (issue 14); absent when it makes none. */
  reality?: RealityJudgement | undefined;
}

/** The part of a reality-check verdict the scorer reads (src/reality/verdict.ts). */
export interface RealityJudgement {
  verdict: 'confirmed' | 'contradicted' | 'unknown';
  /** One line of evidence (`fly.toml deploys to Fly.io, not Heroku`). */
  summary: string;
}

/** What the code confirming a claim adds: a nudge, like a reaffirmation. */
export const REALITY_CONFIRMED_WEIGHT = 1;
/**
 * What the code contradicting a claim costs: as much as the worst code drift, so a refuted memory sinks
 * below its agreeing neighbours without vanishing (when it still shows, it shows with its marker).
 */
export const REALITY_CONTRADICTED_WEIGHT = -6;

/** The injection marker of a memory the code contradicts (issue 14). */
export function realityMarkerText(summary: string): string {
  return `⚠ the code says otherwise: ${summary} — verify before relying`;
}

/** One lexical ranking a candidate appeared in. `bm25` is positive (higher is better); ranks are 1-based. */
export interface LexicalMatch {
  bm25: number;
  /** The best BM25 of the same ranking, so `bm25 / best` is in (0, 1]. */
  best: number;
  rank: number;
  /** Part of the lexical relevance this ranking carries (default 1: the only lexical ranking). */
  share?: number;
}

/** How a candidate matched the query. Ranks are 1-based. */
export interface Relevance {
  /** The query as written. */
  lexical?: LexicalMatch;
  /** The query expanded with terms of its best matches (pseudo-relevance feedback). */
  expansion?: LexicalMatch & { terms: string[] };
  semantic?: { similarity: number; rank: number };
  /** The record is dated (`valid_from`) within a time the query names, e.g. "in March 2024". */
  temporal?: { label: string };
  /** Score inherited from a strongly matching neighbour in the same session (context expansion). */
  context?: { from: string; weight: number };
  /**
   * Score inherited from a memory this one replaced (the older one is `outdated_by` this one) that matched the
   * query: "create a vuex module" reaches the Vuex memory, and the agent needs the Pinia one that replaced it.
   */
  replaces?: { of: string; weight: number };
}

/** The query side of scoring. */
export interface ScoringQuery {
  mode: 'lexical' | 'semantic' | 'hybrid';
  /** Lowercased raw query text. */
  text: string;
  /** Code identifiers and paths named in the query (lowercased). */
  names: string[];
  /** Files of the current task (root-relative). */
  files: string[];
  /** Memory types the wording of the task points at. */
  typeHints: MemoryType[];
}

/** Everything outside the candidate that scoring reads. */
export interface ScoringEnv {
  now: Date;
  /** Days since last retrieval, from the reference tracker (undefined: never referenced). */
  referencedDaysAgo?: number | undefined;
  /** Referenced files whose content changed since the memory was recorded. */
  drifted: string[];
  singleValuePredicates: readonly string[];
  staleDays: number;
  /** Who reads the markers: a CLI user or an agent through MCP (default cli). */
  surface?: Surface;
}

/** A ranked item with its explanation. */
export interface Scored {
  score: number;
  confidence: Confidence;
  markers: string[];
  score_breakdown: ScoreContribution[];
}

/** Bonus for kinds of memory that are costly to miss. */
export const TYPE_PRIOR: Partial<Record<MemoryType, number>> = {
  constraint: 1,
  decision: 0.75,
  convention: 0.5,
};

/** What naming a file of the task is worth (a file reference, or a glob covering the file). */
export const FILE_REF_WEIGHT = 4;

/** RRF constant (Cormack et al.), as SPEC §5 fixes it. */
export const RRF_K = 60;
/** Largest relevance a single retrieval channel can contribute. */
export const RELEVANCE_SCALE = 20;
/** What being dated within a time the query names is worth: half a full match (the query narrows time). */
export const TEMPORAL_WEIGHT = RELEVANCE_SCALE / 2;

/**
 * Scores one candidate as an exact sum of explained contributions. Relevance dominates (up to 20), the
 * trust and freshness signals nudge (single digits), so a wrong-but-trusted memory cannot outrank the
 * right one on trust alone.
 */
export function scoreCandidate(c: Scorable, rel: Relevance, q: ScoringQuery, env: ScoringEnv): Scored {
  const acc = new ScoreAccumulator();
  const markers: string[] = [];

  addRelevance(acc, rel, q.mode);
  if (rel.context) {
    acc.add(
      'Context',
      'session',
      rel.context.from,
      rel.context.weight,
      `next to ${rel.context.from}, which matched the query`,
    );
  }
  if (rel.replaces) {
    acc.add(
      'Context',
      'replaces',
      rel.replaces.of,
      rel.replaces.weight,
      `replaces ${rel.replaces.of}, which matched the query`,
    );
  }

  const hay = `${c.title ?? ''}\n${c.content}\n${c.file_refs.join(' ')}`.toLowerCase();
  for (const name of q.names) {
    if (name.length >= 3 && hay.includes(name)) {
      acc.add('NamedMatch', 'content', name, 3, `names \`${name}\` exactly`);
      break;
    }
  }
  if (c.title && c.title.length >= 4 && q.text.includes(c.title.toLowerCase())) {
    acc.add('NamedMatch', 'title', c.title, 3, 'the query names this title');
  }

  const prior = TYPE_PRIOR[c.memory_type];
  if (prior)
    acc.add('MemoryType', 'memory_type', c.memory_type, prior, `${c.memory_type}s are costly to miss`);
  if (q.typeHints.includes(c.memory_type)) {
    acc.add(
      'TaskToken',
      'memory_type',
      c.memory_type,
      2,
      `the task asks for ${c.memory_type === 'incident' ? 'an' : 'a'} ${c.memory_type}`,
    );
  }

  const fm = matchFiles(q.files, c.file_refs, c.file_globs);
  // Paths in the text count only when the references say nothing closer than "beside".
  const tm = fm === undefined || fm.kind === 'near' ? matchTextPaths(q.files, c.content) : undefined;
  if (fm?.kind === 'exact')
    acc.add('FileRef', 'file_refs', fm.ref, FILE_REF_WEIGHT, `refers to ${fm.ref}, a file of this task`);
  else if (fm?.kind === 'folder')
    acc.add(
      'FileRef',
      'file_refs',
      fm.ref,
      FILE_REF_WEIGHT,
      `refers to the folder ${fm.ref}, which holds ${fm.file}, a file of this task`,
    );
  else if (tm)
    acc.add(
      'FileRef',
      'content',
      tm.ref,
      FILE_REF_WEIGHT,
      tm.kind === 'folder'
        ? `mentions the folder ${tm.ref}, which holds ${tm.file}, a file of this task`
        : `mentions ${tm.ref}, a file of this task`,
    );
  else if (fm?.kind === 'glob')
    acc.add(
      'FileRef',
      'file_globs',
      fm.ref,
      FILE_REF_WEIGHT,
      `applies to ${fm.ref}, which covers ${fm.file}, a file of this task`,
    );
  else if (fm?.kind === 'near')
    acc.add('FileRef', 'file_refs', fm.ref, 1.5, `refers to ${fm.ref}, near a file of this task`);

  if (c.priority === 'high') acc.add('Priority', 'retrieval_priority', 'high', 2, 'retrieval_priority: high');
  if (c.priority === 'low') acc.add('Priority', 'retrieval_priority', 'low', -2, 'retrieval_priority: low');

  const ageDays = (env.now.getTime() - Date.parse(c.updated_at)) / 86_400_000;
  if (ageDays >= 0 && ageDays < 30) {
    acc.add(
      'Recency',
      'updated_at',
      `${Math.floor(ageDays)}d`,
      2 * (1 - ageDays / 30),
      `updated ${Math.floor(ageDays)} days ago (decays to 0 over 30 days)`,
    );
  }
  if (c.access_count > 0) {
    acc.add(
      'Access',
      'access_count',
      String(c.access_count),
      Math.min(2, 0.5 * Math.log1p(c.access_count)),
      `retrieved ${c.access_count === 1 ? 'once' : `${c.access_count} times`}`,
    );
  }

  const table = c.kind === 'note' ? CONFIDENCE_WEIGHTS.note : CONFIDENCE_WEIGHTS.record;
  acc.add(
    'Confidence',
    'confidence',
    c.confidence,
    table[c.confidence],
    `${c.confidence} confidence (${c.kind})`,
    true,
  );

  if (c.kind === 'record') {
    const w = stalenessWeight(env.referencedDaysAgo);
    if (w !== 0)
      acc.add(
        'Staleness',
        'last_referenced_at',
        `${env.referencedDaysAgo}d`,
        w,
        `not retrieved for ${env.referencedDaysAgo} days`,
      );
  }
  if (c.sensitivity === 'secret')
    acc.add(
      'Sensitivity',
      'sensitivity',
      'secret',
      -1,
      'private memory: kept out of shared context unless relevant',
    );

  if (env.drifted.length > 0) {
    acc.add(
      'CodeDrift',
      'code_anchors',
      env.drifted.join(','),
      Math.max(-6, -3 * env.drifted.length),
      `${env.drifted.length} referenced file(s) changed since recorded`,
    );
    for (const p of env.drifted) markers.push(`⚠ code changed since recorded: ${p} — verify`);
  }
  if (c.reality?.verdict === 'confirmed') {
    acc.add(
      'Reality',
      'reality',
      'confirmed',
      REALITY_CONFIRMED_WEIGHT,
      `the code confirms it: ${c.reality.summary}`,
    );
  } else if (c.reality?.verdict === 'contradicted') {
    acc.add(
      'Reality',
      'reality',
      'contradicted',
      REALITY_CONTRADICTED_WEIGHT,
      `the code says otherwise: ${c.reality.summary}`,
    );
    markers.push(realityMarkerText(c.reality.summary));
  }
  if (c.fact) {
    const m = staleMarker(
      {
        predicate: c.fact.predicate,
        valid_from: c.valid_from,
        created_at: c.created_at,
        // Confirmed means reaffirmed, accepted or restated (reduce.ts). A retrieval is not a confirmation
        // (SPEC §10): every wakeup retrieves, so the marker showed once and never again (issue 11).
        last_confirmed_at: c.last_confirmed_at,
      },
      env.now,
      env.staleDays,
      env.singleValuePredicates,
    );
    if (m) markers.push(m);
  }
  if (c.state === 'expiring') markers.push(expiringMarker());
  if (c.state === 'candidate' || c.state === 'draft') markers.push(unreviewedMarker(c.state));
  if (c.disputed)
    markers.push(
      `⚖ disputed: conflicts with another fact — see ${nextStep(env.surface ?? 'cli', 'conflicts')}`,
    );
  if (c.contradicts && c.contradicts.length > 0) {
    markers.push(...contradictionMarkers(c.contradicts, c.outdated_by));
    // "What do we use now" must find the replacement first; the replaced memory stays visible, marked.
    if (c.outdated_by && c.contradicts.includes(c.outdated_by))
      acc.add(
        'Contradiction',
        'outdated_by',
        c.outdated_by,
        -4,
        `likely outdated: ${c.outdated_by} says this changed`,
      );
  }
  if (c.state === 'archived' && c.superseded_by) markers.push(`↷ superseded by ${c.superseded_by}`);

  return { score: acc.score, confidence: c.confidence, markers, score_breakdown: acc.breakdown };
}

/** One contribution of the relevance block, before it enters a breakdown. */
interface RelevancePart {
  source: 'Lexical' | 'Semantic';
  field: string;
  term: string;
  weight: number;
  reason: string;
}

function relevanceParts(rel: Relevance, mode: ScoringQuery['mode']): RelevancePart[] {
  const out: RelevancePart[] = [];
  const lex = rel.lexical;
  const exp = rel.expansion;
  const expTerms = exp ? exp.terms.join(' ') : '';
  if (mode === 'hybrid') {
    // RRF, scaled so first place in one list is worth RELEVANCE_SCALE / 2. The lexical channel's share is
    // split between the query as written and its expansion.
    const unit = (RELEVANCE_SCALE / 2) * (RRF_K + 1);
    if (lex) {
      out.push({
        source: 'Lexical',
        field: 'bm25',
        term: `rank ${lex.rank}`,
        weight: (unit * (lex.share ?? 1)) / (RRF_K + lex.rank),
        reason: `RRF k=60 of lexical rank ${lex.rank} (bm25 ${lex.bm25.toFixed(2)})`,
      });
    }
    if (exp) {
      out.push({
        source: 'Lexical',
        field: 'expansion',
        term: expTerms,
        weight: (unit * (exp.share ?? 1)) / (RRF_K + exp.rank),
        reason: `RRF k=60 of rank ${exp.rank} for the query expanded with: ${expTerms}`,
      });
    }
    if (rel.semantic) {
      out.push({
        source: 'Semantic',
        field: 'vector',
        term: `rank ${rel.semantic.rank}`,
        weight: unit / (RRF_K + rel.semantic.rank),
        reason: `RRF k=60 of vector rank ${rel.semantic.rank} (cosine ${rel.semantic.similarity.toFixed(3)})`,
      });
    }
  } else if (mode === 'lexical') {
    if (lex) {
      const frac = lex.best > 0 ? lex.bm25 / lex.best : 0;
      out.push({
        source: 'Lexical',
        field: 'bm25',
        term: `rank ${lex.rank}`,
        weight: RELEVANCE_SCALE * (lex.share ?? 1) * frac,
        reason: `bm25 ${lex.bm25.toFixed(2)} of best ${lex.best.toFixed(2)}`,
      });
    }
    if (exp) {
      const frac = exp.best > 0 ? exp.bm25 / exp.best : 0;
      out.push({
        source: 'Lexical',
        field: 'expansion',
        term: expTerms,
        weight: RELEVANCE_SCALE * (exp.share ?? 1) * frac,
        reason: `bm25 ${exp.bm25.toFixed(2)} of best ${exp.best.toFixed(2)} for the query expanded with: ${expTerms}`,
      });
    }
  } else if (rel.semantic) {
    out.push({
      source: 'Semantic',
      field: 'vector',
      term: `rank ${rel.semantic.rank}`,
      weight: RELEVANCE_SCALE * Math.max(0, rel.semantic.similarity),
      reason: `cosine similarity ${rel.semantic.similarity.toFixed(3)}`,
    });
  }
  if (rel.temporal) {
    out.push({
      source: 'Lexical',
      field: 'valid_from',
      term: rel.temporal.label,
      weight: TEMPORAL_WEIGHT,
      reason: `dated within "${rel.temporal.label}", which the query names`,
    });
  }
  return out;
}

function addRelevance(acc: ScoreAccumulator, rel: Relevance, mode: ScoringQuery['mode']): void {
  for (const p of relevanceParts(rel, mode)) acc.add(p.source, p.field, p.term, p.weight, p.reason);
}

/**
 * What the Lexical and Semantic contributions of a candidate add up to (its own match, without context),
 * exactly as {@link scoreCandidate} will count them. Retrieval uses it to order candidates and to size what
 * a strong match lends its neighbours.
 */
export function matchWeight(rel: Relevance, mode: ScoringQuery['mode']): number {
  let sum = 0;
  for (const p of relevanceParts(rel, mode)) sum += quantize(p.weight);
  return sum;
}
