import type { RecordState, StoredRecord } from '../core/types.js';
import type { Relevance } from '../score/scorer.js';
import type { Projection } from '../store/projection.js';
import type { Embedder } from './embedders.js';
import { type AnalyzedQuery, analyzeQuery } from './query.js';

/** Retrieval modes (SPEC §5). */
export type RetrievalMode = 'lexical' | 'semantic' | 'hybrid';

/** A nearest-neighbour hit from the vector index; similarity is cosine in [-1, 1]. */
export interface VectorHit {
  rid: number;
  similarity: number;
}

/** What candidate retrieval reads. */
export interface RetrieveDeps {
  projection: Projection;
  embedder: Embedder | null;
  /** k nearest records to `vector` (present when an embedder is configured). */
  vectorSearch?: (vector: Float32Array, k: number) => VectorHit[];
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
  candidates: Candidate[];
}

/**
 * Finds candidate records for a query: BM25 over the code-aware token index, plus vector neighbours when
 * an embedder is configured. Scoring (trust, freshness, drift) happens afterwards, in the scorer.
 */
export async function retrieveCandidates(req: RetrieveRequest, deps: RetrieveDeps): Promise<Retrieved> {
  const query = analyzeQuery(req.query);
  const wantsVectors = req.mode !== 'lexical';
  const canVectors = wantsVectors && deps.embedder !== null && deps.vectorSearch !== undefined;
  const mode: RetrievalMode = canVectors ? req.mode : 'lexical';
  const out: Retrieved = { mode_used: mode, query, candidates: [] };
  if (wantsVectors && !canVectors) out.fallback_reason = 'embeddings_disabled';

  const keep = (r: StoredRecord | undefined): r is StoredRecord =>
    r !== undefined &&
    (req.includeArchived || r.state !== 'archived') &&
    (!req.memoryTypes || req.memoryTypes.includes(r.memory_type)) &&
    (!req.states || req.states.includes(r.state)) &&
    req.tags.every((t) => r.tags.includes(t));

  const byRid = new Map<number, Candidate>();
  if (mode !== 'semantic' && query.tokens.length > 0) {
    const hits = deps.projection.lexical(query.tokens, req.pool, {
      includeArchived: req.includeArchived,
      tags: req.tags,
    });
    const best = hits[0]?.bm25 ?? 0;
    hits.forEach((h, i) => {
      const r = deps.projection.getByRid(h.rid);
      if (keep(r))
        byRid.set(h.rid, { record: r, relevance: { lexical: { bm25: h.bm25, best, rank: i + 1 } } });
    });
  }
  if (canVectors && deps.embedder && deps.vectorSearch) {
    const [vec] = await deps.embedder.embed([req.query]);
    if (vec) {
      const hits = deps.vectorSearch(vec, req.pool);
      hits.forEach((h, i) => {
        const existing = byRid.get(h.rid);
        if (existing) {
          existing.relevance.semantic = { similarity: h.similarity, rank: i + 1 };
          return;
        }
        const r = deps.projection.getByRid(h.rid);
        if (keep(r))
          byRid.set(h.rid, { record: r, relevance: { semantic: { similarity: h.similarity, rank: i + 1 } } });
      });
    }
  }
  out.candidates = [...byRid.values()];
  return out;
}
