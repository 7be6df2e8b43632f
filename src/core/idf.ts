/**
 * Inverse document frequency in the BM25 form, the weight the prompt hook's coverage and the told-change
 * check give a word: `ln(1 + (N − df + 0.5) / (df + 0.5))`, with `df` clamped to `records`.
 *
 * @param df Records holding the word (≥ 1 for a word the store knows).
 * @param records Records in the store (at least 1 is assumed).
 */
export function bm25Idf(df: number, records: number): number {
  const n = Math.max(1, records);
  return Math.log(1 + (n - Math.min(df, n) + 0.5) / (df + 0.5));
}
