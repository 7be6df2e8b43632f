import type { StoredRecord } from '../core/types.js';
import type { LexicalHit, Projection, RecordFilter } from '../store/projection.js';

/** A nearest-neighbour hit from the vector index; similarity is cosine in [-1, 1]. */
export interface VectorHit {
  rid: number;
  similarity: number;
}

/**
 * What candidate retrieval reads from an index, asynchronously and in batches, so that the same retrieval code
 * runs over the local SQLite projection and over a database across the network (the organisation server's
 * PostgreSQL, issue 15): one call per step of a query, never one per record.
 *
 * Row ids (`rid`) number a project's records in the order they were first written (an update keeps its
 * record's id): retrieval finds a session's neighbouring records by them.
 */
export interface SearchSource {
  /** BM25 candidates for any of `tokens`, best first (`Projection.lexical`). */
  lexical(tokens: readonly string[], limit: number, filter: RecordFilter): Promise<LexicalHit[]>;
  /** Records holding `term`, archived ones too. */
  docFreq(term: string): Promise<number>;
  /** The index's other inflections of a term no record holds (`Projection.variants`). */
  variants(term: string): Promise<string[]>;
  /** Row ids of the records holding `term` when at most `cap` do, in row id order; undefined when more do. */
  rareRows(term: string, cap: number): Promise<number[] | undefined>;
  /** The records with these row ids; ids with no record (purged, never written) are absent. */
  records(rids: readonly number[]): Promise<Map<number, StoredRecord>>;
  /** Row ids of these records; unknown ids are absent. */
  ridsOf(recordIds: readonly string[]): Promise<Map<string, number>>;
  /** The `k` records nearest to `vector`, best first; absent when the index holds no vectors. */
  vectorSearch?: ((vector: Float32Array, k: number) => Promise<VectorHit[]>) | undefined;
}

/**
 * The local store's projection (and its vectors) as a {@link SearchSource}. Its reads are synchronous and cost
 * microseconds, so each call answers at once.
 */
export function createProjectionSource(projection: Projection): SearchSource {
  const vectors = projection.vectors;
  return {
    lexical: async (tokens, limit, filter) => projection.lexical([...tokens], limit, filter),
    docFreq: async (term) => projection.docFreq(term),
    variants: async (term) => projection.variants(term),
    rareRows: async (term, cap) => projection.rareRows(term, cap),
    async records(rids) {
      const out = new Map<number, StoredRecord>();
      for (const rid of rids) {
        const r = projection.getByRid(rid);
        if (r !== undefined) out.set(rid, r);
      }
      return out;
    },
    ridsOf: async (ids) => projection.ridsOf([...ids]),
    vectorSearch: async (vector, k) => vectors.search(vector, k),
  };
}
