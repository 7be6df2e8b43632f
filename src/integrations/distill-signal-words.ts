/**
 * Word edges for the signal tables of languages that glue endings onto a word (distill-signals-caucasian.ts,
 * distill-signals-basque.ts): letters of any script, and their marks, are inside a word.
 */

/** Nothing of a word before this point. */
export const WORD_START = '(?<![\\p{L}\\p{M}])';
/** Nothing of a word after this point. */
export const WORD_END = '(?![\\p{L}\\p{M}])';

/**
 * A word starting with one of `alternatives` (a regex alternation), any letters after it by default (its endings),
 * matched case-insensitively as a whole word.
 */
export function words(alternatives: string, tail = '\\p{L}*'): RegExp {
  return new RegExp(`${WORD_START}(?:${alternatives})${tail}${WORD_END}`, 'iu');
}
