/**
 * Pseudo-relevance feedback (RM3-style): the best matches of a query are assumed relevant, and the words
 * they share are added to the query for a second retrieval pass. It bridges vocabulary gaps ("database"
 * in the question, "Postgres" in the memory that answers it) without an embedding model.
 */
import { indexTokens } from '../core/tokenize.js';

/** One feedback document: its text and how strongly it matched (any positive scale). */
export interface FeedbackDoc {
  text: string;
  weight: number;
}

/** Shortest expansion term kept: one- and two-letter tokens are mostly noise in a query. */
const MIN_TERM_LENGTH = 3;
/** Relevance-model candidates per requested term that are re-weighted by rarity (bounds df look-ups). */
const RERANK_FACTOR = 4;

const byWeightThenTerm = (a: [string, number], b: [string, number]): number =>
  b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * Picks up to `n` expansion terms from feedback documents with the relevance model of Lavrenko & Croft
 * (RM1): P(t|R) ∝ Σ_d P(d|q) · P(t|d), where P(d|q) is the document's match weight normalised over the
 * feedback set and P(t|d) its term frequency over its length. With `docFreq`, the strongest `4n` terms are
 * re-weighted by rarity, log(1 + maxDf / df) with maxDf the largest df among them, so that words every
 * record uses ("thanks", "great") give way to the ones that characterise the matches. Terms already in the
 * query are skipped; ties break alphabetically so the expansion is deterministic.
 *
 * @param docs Feedback documents, best first.
 * @param queryTokens Tokens of the original query (as {@link indexTokens} produces them).
 * @param n How many terms to return.
 * @param docFreq Number of records containing a term (optional).
 * @returns Index-form tokens, strongest first.
 */
export function expansionTerms(
  docs: readonly FeedbackDoc[],
  queryTokens: readonly string[],
  n: number,
  docFreq?: (term: string) => number,
): string[] {
  const weighed = relevanceModel(docs, queryTokens, n, docFreq !== undefined);
  if (!docFreq) return weighed.slice(0, n).map(([t]) => t);
  return byRarity(
    weighed,
    weighed.map(([t]) => docFreq(t)),
    n,
  );
}

/**
 * The first half of {@link expansionTerms}, for a caller that looks document frequencies up asynchronously:
 * the relevance model's terms with their weights, strongest first — the `4n` that rarity re-weighs when
 * `forRarity`, else all of them.
 */
export function relevanceModel(
  docs: readonly FeedbackDoc[],
  queryTokens: readonly string[],
  n: number,
  forRarity: boolean,
): [string, number][] {
  if (n <= 0 || docs.length === 0) return [];
  const total = docs.reduce((s, d) => s + Math.max(0, d.weight), 0);
  const skip = new Set(queryTokens);
  const score = new Map<string, number>();
  for (const d of docs) {
    const pd = total > 0 ? Math.max(0, d.weight) / total : 1 / docs.length;
    if (pd === 0) continue;
    const tokens = indexTokens(d.text);
    if (tokens.length === 0) continue;
    const tf = new Map<string, number>();
    for (const t of tokens) {
      if (t.length < MIN_TERM_LENGTH || skip.has(t)) continue;
      tf.set(t, (tf.get(t) ?? 0) + 1);
    }
    for (const [t, c] of tf) score.set(t, (score.get(t) ?? 0) + (pd * c) / tokens.length);
  }
  const entries = [...score.entries()].sort(byWeightThenTerm);
  return forRarity ? entries.slice(0, n * RERANK_FACTOR) : entries;
}

/**
 * The second half of {@link expansionTerms}: the `n` strongest of the relevance model's terms once each is
 * re-weighted by rarity (`dfs[i]` is the document frequency of `weighed[i]`).
 */
export function byRarity(weighed: readonly [string, number][], dfs: readonly number[], n: number): string[] {
  if (weighed.length === 0) return [];
  const floored = dfs.map((df) => Math.max(1, df));
  const maxDf = Math.max(...floored);
  const entries = weighed.map(([t, w], i): [string, number] => [
    t,
    w * Math.log(1 + maxDf / (floored[i] ?? 1)),
  ]);
  entries.sort(byWeightThenTerm);
  return entries.slice(0, n).map(([t]) => t);
}
