/**
 * The pure half of the SQL search backend (src/server/pg/search.ts): what a record's FTS columns become in
 * PostgreSQL (tsvector literal, length, weighted term frequencies), FTS5's IDF and vector literals. No I/O.
 */
import type { RecordRow } from '../../core/record-row.js';

/** FTS5's bm25() parameters and the column weights `src/store/projection/lexical.ts` ranks with. */
export const BM25 = { k1: 1.2, b: 0.75, weights: { A: 4, B: 1, C: 2, D: 2 } } as const;

// tsvector keeps at most 256 positions per lexeme (MAXNUMPOS); exact frequencies live in the postings.
const MAX_POSITIONS = 256;
const WEIGHT_OF_COLUMN = ['A', 'B', 'C', 'D'] as const;

/**
 * FTS5's `unicode61 remove_diacritics 2` folds accents that spool's tokenizer keeps (`é` → `e`): fold them
 * the same way, so the tsvector holds the tokens FTS5 counted. NFC afterwards recomposes what NFD split
 * without a mark (Hangul syllables).
 */
export function ftsFold(token: string): string {
  if (!/[^\x00-\x7f]/.test(token)) return token;
  return token.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** A lexeme as a quoted tsvector/tsquery literal. */
export function quoteLexeme(t: string): string {
  return `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The tsvector literal, length in tokens (FTS5's row size over all columns) and weighted term frequencies
 * (Σ column weight × occurrences, FTS5's per-phrase frequency) of one record's FTS columns.
 */
export function docVector(fts: RecordRow['fts']): {
  tsvector: string;
  length: number;
  postings: Map<string, number>;
} {
  const counts = new Map<string, [number, number, number, number]>();
  let length = 0;
  fts.forEach((col, c) => {
    for (const raw of col.split(' ')) {
      if (raw === '') continue;
      const t = ftsFold(raw);
      if (t === '') continue;
      length++;
      let n = counts.get(t);
      if (n === undefined) {
        n = [0, 0, 0, 0];
        counts.set(t, n);
      }
      n[c] = (n[c] ?? 0) + 1;
    }
  });
  const parts: string[] = [];
  const postings = new Map<string, number>();
  for (const [t, n] of counts) {
    const pos: string[] = [];
    let weighted = 0;
    n.forEach((k, c) => {
      const w = WEIGHT_OF_COLUMN[c] ?? 'D';
      weighted += k * BM25.weights[w];
      for (let i = 0; i < k && pos.length < MAX_POSITIONS; i++) pos.push(`${pos.length + 1}${w}`);
    });
    postings.set(t, weighted);
    parts.push(`${quoteLexeme(t)}:${pos.join(',')}`);
  }
  return { tsvector: parts.join(' '), length, postings };
}

/** FTS5's IDF of a term found in `hits` of `rows` rows. */
export function fts5Idf(rows: number, hits: number): number {
  const idf = Math.log((rows - hits + 0.5) / (hits + 0.5));
  return idf <= 0 ? 1e-6 : idf;
}

/** A vector as pgvector's text form `[x,y,…]` (non-finite components as 0). */
export function vectorLiteral(v: readonly number[]): string {
  return `[${v.map((x) => (Number.isFinite(x) ? String(x) : '0')).join(',')}]`;
}

/** The Euclidean norm. */
export function norm(v: readonly number[]): number {
  let s = 0;
  for (const x of v) s += x * x;
  return Math.sqrt(s);
}
