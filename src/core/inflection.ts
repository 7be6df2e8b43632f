/**
 * The inflection fallback's rules, shared by every index that answers it (the local FTS5 vocabulary, the
 * server's PostgreSQL postings): a query word of at least {@link MIN_VARIANT_LENGTH} letters that no record
 * holds may meet another ending of itself ("lusegrensa" → `lusegrens`, "fatture" → `fattura`), as English
 * stemming cannot for other languages. The index reads the vocabulary terms that start with
 * {@link variantPrefix} (at most {@link MAX_VARIANT_SCAN}, in code-point order); {@link pickVariants} keeps the
 * inflections among them.
 */

/** Shorter words are mostly their ending ("test", "tests" stem alike). */
export const MIN_VARIANT_LENGTH = 6;
/** The two forms differ in length by at most this many letters ("lokalitet" / "lokalitetene" is 3). */
export const MAX_ENDING = 3;
/** Vocabulary terms read per unknown word. */
export const MAX_VARIANT_SCAN = 64;
/** Variants kept per word. */
export const MAX_VARIANTS = 2;

const LETTERS_RE = /^\p{L}+$/u;

/** Whether a word (as the index folds it) may have variants: long enough, letters only. */
export function mayInflect(folded: string): boolean {
  return folded.length >= MIN_VARIANT_LENGTH && LETTERS_RE.test(folded);
}

/** The prefix every variant of `folded` starts with: the vocabulary range an index reads. */
export function variantPrefix(folded: string): string {
  return folded.slice(0, Math.max(MIN_VARIANT_LENGTH - 1, folded.length - MAX_ENDING - 1));
}

/**
 * The variants of `folded` among vocabulary terms that start with its {@link variantPrefix}, with the number of
 * records holding each: one form is the other plus an ending of up to {@link MAX_ENDING} letters, or the two
 * differ in their last letter only ("fattura" / "fatturi"), sharing at least five letters — a typo such as
 * "copyrigth" for `copyright` is no inflection. The longest shared start first, then the most common; at most
 * {@link MAX_VARIANTS}.
 */
export function pickVariants(folded: string, rows: readonly { term: string; doc: number }[]): string[] {
  const found: { term: string; shared: number; doc: number }[] = [];
  for (const r of rows) {
    // The word itself is no other ending of it (a held word's own row is in its range).
    if (r.term === folded) continue;
    if (Math.abs(r.term.length - folded.length) > MAX_ENDING || !LETTERS_RE.test(r.term)) continue;
    let shared = 0;
    while (shared < r.term.length && r.term[shared] === folded[shared]) shared++;
    const shorter = Math.min(r.term.length, folded.length);
    const inflected = shared === shorter || (r.term.length === folded.length && shared === shorter - 1);
    if (shared < MIN_VARIANT_LENGTH - 1 || !inflected) continue;
    found.push({ term: r.term, shared, doc: r.doc });
  }
  found.sort((a, b) => b.shared - a.shared || b.doc - a.doc);
  return found.slice(0, MAX_VARIANTS).map((f) => f.term);
}
