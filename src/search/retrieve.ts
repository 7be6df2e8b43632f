import { FILE_GLOB_TOKEN, globsOf, matchFiles } from '../core/file-match.js';
import { indexTokens } from '../core/tokenize.js';
import type { RecordState, StoredRecord } from '../core/types.js';
import { type LexicalMatch, matchWeight, type Relevance } from '../score/scorer.js';
import type { LexicalHit } from '../store/projection.js';
import { spanOf } from './dates.js';
import type { Embedder } from './embedders.js';
import { byRarity, relevanceModel } from './prf.js';
import { type AnalyzedQuery, analyzeQuery } from './query.js';
import type { SearchSource } from './source.js';

export type { VectorHit } from './source.js';

/** Retrieval modes (SPEC §5). */
export type RetrievalMode = 'lexical' | 'semantic' | 'hybrid';

/** What candidate retrieval reads: an index (local or remote) and the query embedder. */
export interface RetrieveDeps {
  source: SearchSource;
  embedder: Embedder | null;
}

/** What to retrieve. */
export interface RetrieveRequest {
  query: string;
  mode: RetrievalMode;
  /** How many candidates to hand to the scorer. */
  pool: number;
  tags: string[];
  includeArchived: boolean;
  memoryTypes?: string[] | undefined;
  states?: RecordState[] | undefined;
  /**
   * Root-relative files of the task: records whose glob patterns cover one of them are candidates even when
   * no word of the query matches (a Cursor rule for `src/**\/*.ts` says nothing about "reverse charge").
   */
  files?: readonly string[] | undefined;
}

/** A candidate record and how it matched. */
export interface Candidate {
  record: StoredRecord;
  relevance: Relevance;
}

/** Candidates plus what retrieval actually did. */
export interface Retrieved {
  mode_used: RetrievalMode;
  fallback_reason?: 'embeddings_disabled';
  query: AnalyzedQuery;
  /** Terms pseudo-relevance feedback added to the query (empty when it did not run). */
  expansion: string[];
  candidates: Candidate[];
}

/** Knobs of candidate retrieval; {@link RETRIEVAL_DEFAULTS} holds the tuned values. */
export interface RetrievalTuning {
  /**
   * Fewest lexical candidates read when the pool may be thinned or reordered after the index: filters the
   * index does not apply (memory types), or a date in the query, which can lift a record from deep
   * in the ranking. Other queries read exactly the requested pool.
   */
  deepPool: number;
  /**
   * Pseudo-relevance feedback: a second lexical pass for the query expanded with the words its best matches
   * share. Off by default: on top of context expansion it did not improve recall, and it doubles the cost.
   */
  prf: boolean;
  /** Best matches of the query that feed the expansion. */
  prfDocs: number;
  /** Terms added to the query. */
  prfTerms: number;
  /** Characters of each feedback record read (bounds the cost on long memories). */
  prfChars: number;
  /** Part of the lexical relevance carried by the expanded query's ranking (the rest: the query as written). */
  prfShare: number;
  /** Strongest matches that lend relevance to their session neighbours (0 turns context off). */
  contextHits: number;
  /** How far (in records written in the same session) a match lends relevance, each way. */
  contextWindow: number;
  /** Part of a match's relevance lent to an adjacent record; halves with each further step. */
  contextShare: number;
  /** A match lends only when its relevance is at least this part of the best match's. */
  contextMinStrength: number;
}

/**
 * Tuned on LoCoMo conversations (bench/quality.mjs) with values that stay sensible for short developer
 * memories: a neighbour never overtakes the match it borrows from.
 */
export const RETRIEVAL_DEFAULTS: Readonly<RetrievalTuning> = {
  deepPool: 50,
  prf: false,
  prfDocs: 5,
  prfTerms: 8,
  prfChars: 2048,
  prfShare: 0.2,
  contextHits: 10,
  contextWindow: 2,
  contextShare: 0.6,
  contextMinStrength: 0.5,
};

/**
 * Most records with glob patterns read for a recall with files. Rules with globs are few (a project's Cursor
 * rules); past this many, none are read rather than an arbitrary part of them.
 */
const MAX_GLOB_RECORDS = 2000;

/** How many replacements are followed from one match (A replaced by B, B by C). */
const MAX_REPLACEMENT_HOPS = 3;

/** The one memory type context expansion links: untyped notes, such as conversation turns. */
const CONTEXT_TYPE = 'note';

interface Working {
  record: StoredRecord;
  rid: number;
  relevance: Relevance;
  /** matchWeight of the relevance, cached. */
  own: number;
}

/**
 * Finds candidate records for a query: BM25 over the code-aware token index, a second BM25 pass for the
 * query expanded by pseudo-relevance feedback, vector neighbours when an embedder is configured, and the
 * session neighbours of the strongest matches. Scoring (trust, freshness, drift) happens afterwards, in the
 * scorer; the relevance recorded here is what it explains as Lexical, Semantic and Context.
 *
 * Per-query work is bounded by the pool and the tuning, never by the size of the store.
 */
export async function retrieveCandidates(
  req: RetrieveRequest,
  deps: RetrieveDeps,
  tuning: Readonly<RetrievalTuning> = RETRIEVAL_DEFAULTS,
): Promise<Retrieved> {
  const query = analyzeQuery(req.query);
  const { source } = deps;
  const wantsVectors = req.mode !== 'lexical';
  const canVectors = wantsVectors && deps.embedder !== null && source.vectorSearch !== undefined;
  const mode: RetrievalMode = canVectors ? req.mode : 'lexical';
  const out: Retrieved = { mode_used: mode, query, expansion: [], candidates: [] };
  if (wantsVectors && !canVectors) out.fallback_reason = 'embeddings_disabled';

  const keep = (r: StoredRecord | undefined): r is StoredRecord =>
    r !== undefined &&
    (req.includeArchived || r.state !== 'archived') &&
    (!req.memoryTypes || req.memoryTypes.includes(r.memory_type)) &&
    (!req.states || req.states.includes(r.state)) &&
    req.tags.every((t) => r.tags.includes(t));

  const byRid = new Map<number, Working>();
  // Records are read in batches (`prefetch`, one source call per step) and looked up from here afterwards.
  const fetched = new Map<number, StoredRecord | undefined>();
  const prefetch = async (rids: Iterable<number>): Promise<void> => {
    const missing = [...new Set(rids)].filter((rid) => !fetched.has(rid));
    if (missing.length === 0) return;
    const got = await source.records(missing);
    for (const rid of missing) fetched.set(rid, got.get(rid));
  };
  const fetch = (rid: number): StoredRecord | undefined => {
    if (!fetched.has(rid)) throw new Error(`retrieval read record row ${rid} before fetching it`);
    return fetched.get(rid);
  };
  const entry = (rid: number): Working | undefined => {
    let w = byRid.get(rid);
    if (w) return w;
    const r = fetch(rid);
    if (!keep(r)) return undefined;
    w = { record: r, rid, relevance: {}, own: 0 };
    const span = spanOf(query.dates, r.valid_from);
    if (span) {
      w.relevance.temporal = { label: span.label };
      w.own = matchWeight(w.relevance, mode);
    }
    byRid.set(rid, w);
    return w;
  };

  // States are filtered inside the index (every default recall leaves out unreviewed memories, issue 11), so
  // they do not thin the lexical pool.
  const deep = query.dates.length > 0 || req.memoryTypes !== undefined;
  const lexicalPool = deep ? Math.max(req.pool, tuning.deepPool) : req.pool;
  const lexical = (tokens: string[]): Promise<LexicalHit[]> =>
    source.lexical(tokens, lexicalPool, {
      includeArchived: req.includeArchived,
      tags: req.tags,
      ...(req.states ? { states: req.states } : {}),
    });

  if (mode !== 'semantic' && query.tokens.length > 0) {
    const hits = await lexical(await withVariants(query.tokens, source));
    const prf = tuning.prf && tuning.prfDocs > 0 && tuning.prfTerms > 0 && tuning.prfShare > 0;
    const share = prf ? 1 - tuning.prfShare : 1;
    const matched = await attach(hits, (w, m) => {
      w.relevance.lexical = { ...m, share };
    });
    if (prf && matched.length > 0) {
      const feedback = matched.slice(0, tuning.prfDocs).map((w) => ({
        text: feedbackText(w.record, tuning.prfChars),
        weight: w.relevance.lexical?.bm25 ?? 0,
      }));
      const weighed = relevanceModel(feedback, query.tokens, tuning.prfTerms, true);
      const dfs = await Promise.all(weighed.map(([t]) => source.docFreq(t)));
      const terms = byRarity(weighed, dfs, tuning.prfTerms);
      if (terms.length > 0) {
        out.expansion = terms;
        await attach(await lexical([...query.tokens, ...terms]), (w, m) => {
          w.relevance.expansion = { ...m, share: tuning.prfShare, terms };
        });
      } else {
        // Nothing to expand with: the query as written carries all the lexical relevance.
        for (const w of byRid.values()) if (w.relevance.lexical) w.relevance.lexical.share = 1;
      }
    }
  }
  if (canVectors && deps.embedder && source.vectorSearch) {
    const [vec] = await deps.embedder.embed([req.query]);
    if (vec) {
      const near = await source.vectorSearch(vec, req.pool);
      await prefetch(near.map((h) => h.rid));
      near.forEach((h, i) => {
        const w = entry(h.rid);
        if (w) w.relevance.semantic = { similarity: h.similarity, rank: i + 1 };
      });
    }
  }

  if (req.files && req.files.length > 0) await addGlobMatches(req.files);
  for (const w of byRid.values()) w.own = matchWeight(w.relevance, mode);
  let ranked = [...byRid.values()].sort(byOwn);
  if (tuning.contextHits > 0 && tuning.contextShare > 0 && ranked.length > 0) {
    // A record outside the candidates can only enter the pool by being lent more than the last one holds.
    const floor = ranked.length >= req.pool ? (ranked[req.pool - 1]?.own ?? 0) : 0;
    const terms = new Set(query.tokens);
    const related = (rid: number, r: StoredRecord): boolean =>
      byRid.get(rid)?.relevance.lexical !== undefined || sharesTerm(r, terms);
    const known = (rid: number) => byRid.has(rid);
    const lenders = contextLenders(ranked, tuning);
    await prefetch(lenders.flatMap((hit) => neighbourRids(hit, tuning, floor, known)));
    lendContext(lenders, tuning, floor, known, fetch, entry, related);
    ranked = [...byRid.values()].sort(byPreScore);
  }
  if (await lendToReplacements(ranked.slice(0, Math.max(req.pool, 1))))
    ranked = [...byRid.values()].sort(byPreScore);
  out.candidates = ranked.slice(0, Math.max(req.pool, 1)).map((w) => ({
    record: w.record,
    relevance: w.relevance,
  }));
  return out;

  /** Brings in the records whose glob patterns cover a file of the task (bounded: rules are few). */
  async function addGlobMatches(files: readonly string[]): Promise<void> {
    const rids = (await source.rareRows(FILE_GLOB_TOKEN, MAX_GLOB_RECORDS)) ?? [];
    await prefetch(rids.filter((rid) => !byRid.has(rid)));
    for (const rid of rids) {
      if (byRid.has(rid)) continue;
      const r = fetch(rid);
      if (r && matchFiles(files, [], globsOf(r.file_refs, r.file_globs))?.kind === 'glob') entry(rid);
    }
  }

  /**
   * A match that another memory says it replaced (`outdated_by`: the newer one told the change) lends what
   * it scored to its replacement, up to level with itself, following up to {@link MAX_REPLACEMENT_HOPS}
   * replacements: "create a vuex module" reaches "Shared state goes in Vuex…", and what the agent needs is
   * "Client state = Pinia setup stores", which shares no word with the task. The outdated match keeps its
   * own marker and penalty, so the replacement ranks above it. Returns whether anything was lent.
   */
  async function lendToReplacements(matches: readonly Working[]): Promise<boolean> {
    let lent = false;
    for (const w of matches) {
      const lend = preScore(w);
      if (lend <= 0) continue;
      let from = w;
      for (let hop = 0; hop < MAX_REPLACEMENT_HOPS && from.record.outdated_by !== undefined; hop++) {
        const id = from.record.outdated_by;
        const rid = (await source.ridsOf([id])).get(id);
        if (rid !== undefined) await prefetch([rid]);
        const next = rid === undefined ? undefined : entry(rid);
        if (next === undefined) break; // purged, or filtered out (another type, tags, state)
        // Rounded down to the scorer's grid, as context is, so that the level still holds once quantized.
        const amount = Math.floor((lend - next.own - (next.relevance.context?.weight ?? 0)) * 1024) / 1024;
        if (amount > (next.relevance.replaces?.weight ?? 0)) {
          next.relevance.replaces = { of: w.record.record_id, weight: amount };
          lent = true;
        }
        from = next;
      }
    }
    return lent;
  }

  /** Records the hits of one lexical ranking; returns the kept ones in rank order. */
  async function attach(hits: LexicalHit[], set: (w: Working, m: LexicalMatch) => void): Promise<Working[]> {
    await prefetch(hits.map((h) => h.rid));
    const best = hits[0]?.bm25 ?? 0;
    const kept: Working[] = [];
    hits.forEach((h, i) => {
      const w = entry(h.rid);
      if (!w) return;
      set(w, { bm25: h.bm25, best, rank: i + 1 });
      kept.push(w);
    });
    return kept;
  }
}

/**
 * The query's tokens, each word no record holds followed by the index's other inflections of it ("lusegrensa"
 * finds `lusegrens`, "fatture" finds `fattura`): the stemmer knows English endings only, and a prompt in
 * Norwegian, Italian or Finnish names the same thing with another ending than the memory.
 */
async function withVariants(tokens: readonly string[], source: SearchSource): Promise<string[]> {
  const out = [...tokens];
  const variants = await Promise.all(tokens.map((t) => source.variants(t)));
  for (const vs of variants) for (const v of vs) if (!out.includes(v)) out.push(v);
  return out;
}

function byOwn(a: Working, b: Working): number {
  return b.own - a.own || a.rid - b.rid;
}

function preScore(w: Working): number {
  return w.own + (w.relevance.context?.weight ?? 0) + (w.relevance.replaces?.weight ?? 0);
}

function byPreScore(a: Working, b: Working): number {
  return preScore(b) - preScore(a) || a.rid - b.rid;
}

/** The text pseudo-relevance feedback reads from a record: what the index holds for it, cut to `max` chars. */
function feedbackText(r: StoredRecord, max: number): string {
  const text = r.title ? `${r.title}\n${r.content}` : r.content;
  return text.length > max ? text.slice(0, max) : text;
}

/**
 * True when the record's title, content or tags contain one of the query's terms. Tokenizes the record, so it
 * is only asked of the few neighbours context expansion visits.
 */
function sharesTerm(r: StoredRecord, terms: ReadonlySet<string>): boolean {
  if (terms.size === 0) return false;
  for (const t of indexTokens(`${r.title ?? ''}\n${r.content}\n${r.tags.join(' ')}`))
    if (terms.has(t)) return true;
  return false;
}

/**
 * Context expansion: records written next to a strong match in the same session (same `origin.session_id`,
 * adjacent in write order) inherit part of its relevance. Conversations state one thing across several turns
 * ("which database?" / "Postgres, because…"), so the turn that answers is often beside the one that matches.
 * A record keeps the largest amount lent to it, and never more than lifts it level with the lender: context
 * places a neighbour right after its match, not before it.
 *
 * Only untyped notes (conversation turns, raw captures) lend and borrow, and a borrower must itself contain a
 * query term (`related`): typed memories (decisions, constraints, facts…) are self-contained statements, and a
 * coding session distils into unrelated ones, so being written next to a match says nothing about them. Without
 * these two rules `recall database` returned a session's pnpm and logging memories.
 *
 * Neighbours are found by row id (the projection assigns them in write order), so the cost is a few point
 * lookups per strong match, whatever the size of the store.
 */
function lendContext(
  lenders: readonly Working[],
  tuning: Readonly<RetrievalTuning>,
  floor: number,
  known: (rid: number) => boolean,
  fetch: (rid: number) => StoredRecord | undefined,
  entry: (rid: number) => Working | undefined,
  related: (rid: number, r: StoredRecord) => boolean,
): void {
  for (const hit of lenders) {
    const session = hit.record.origin.session_id;
    for (const side of neighbourhood(hit, tuning)) {
      for (const { rid, lend } of side) {
        // Not worth a look-up: what it would be lent could not bring it into the pool.
        if (lend <= floor && !known(rid)) continue;
        const r = fetch(rid);
        if (r === undefined) continue; // purged or never written: look one further
        if (r.origin.session_id !== session) break;
        if (r.memory_type !== CONTEXT_TYPE || !related(rid, r)) continue; // a neighbour, but unrelated
        const w = entry(rid);
        if (!w) continue; // filtered out (archived, other tags): it still belongs to the session
        // Rounded down to the scorer's grid so that the cap still holds once the score is quantized.
        const amount = Math.floor(Math.min(lend, hit.own - w.own) * 1024) / 1024;
        if (amount > (w.relevance.context?.weight ?? 0))
          w.relevance.context = { from: hit.record.record_id, weight: amount };
      }
    }
  }
}

/** The strong matches that lend context: untyped notes written in a session (see {@link lendContext}). */
function contextLenders(ranked: readonly Working[], tuning: Readonly<RetrievalTuning>): Working[] {
  const top = ranked[0]?.own ?? 0;
  if (top <= 0) return [];
  return ranked
    .slice(0, tuning.contextHits)
    .filter(
      (w) =>
        w.own >= tuning.contextMinStrength * top &&
        w.record.origin.session_id !== undefined &&
        w.record.memory_type === CONTEXT_TYPE,
    );
}

/**
 * The rows around one lender, each side nearest first, with what each would be lent: a share of the lender's own
 * relevance, halving with each step.
 */
function neighbourhood(hit: Working, tuning: Readonly<RetrievalTuning>): { rid: number; lend: number }[][] {
  return [-1, 1].map((dir) =>
    Array.from({ length: tuning.contextWindow }, (_, i) => ({
      rid: hit.rid + dir * (i + 1),
      lend: (hit.own * tuning.contextShare) / 2 ** i,
    })),
  );
}

/**
 * The row ids {@link lendContext} may look at around one lender, read in one batch beforehand: the same test
 * of the amount against the floor, without the early stop at the session's edge (a few extra rows at most).
 */
function neighbourRids(
  hit: Working,
  tuning: Readonly<RetrievalTuning>,
  floor: number,
  known: (rid: number) => boolean,
): number[] {
  return neighbourhood(hit, tuning)
    .flat()
    .filter(({ rid, lend }) => lend > floor || known(rid))
    .map(({ rid }) => rid);
}
