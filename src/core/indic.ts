/**
 * Indic scripts (Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam) write a
 * vowel after a consonant as a combining sign. The full-text index treats combining marks as separators and the
 * tokenizer drops them, which left only a word's consonants ("রেডিস", Redis, and "রাডিস" were one token). Every
 * one of these scripts, laid out alike in its Unicode block, has an independent letter for each vowel sign 0x38
 * code points before it: spelling the sign as that letter keeps the vowel inside the token as a letter.
 */

// A Unicode block per script, 128 code points each, from Devanagari (U+0900) to Malayalam (U+0D7F).
const INDIC_SIGN_RE = /[\u0900-\u0d7f]/u;
const SIGN_RE = /\p{M}/u;
const LETTER_RE = /\p{L}/u;

/** `text` with each Indic dependent vowel sign written as its independent vowel letter; other text unchanged. */
export function spellIndicVowels(text: string): string {
  if (!INDIC_SIGN_RE.test(text)) return text;
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const offset = cp & 0x7f;
    if (cp >= 0x900 && cp <= 0xd7f && offset >= 0x3e && offset <= 0x4c && SIGN_RE.test(ch)) {
      const letter = String.fromCodePoint(cp - 0x38);
      out += LETTER_RE.test(letter) ? letter : ch;
    } else out += ch;
  }
  return out;
}

/**
 * A word of an Indic script as the tokenizer spells it (NFKC, vowel signs as letters, other marks dropped), for
 * word lists written as people type them.
 */
export function indicTokenForm(word: string): string {
  return spellIndicVowels(word.normalize('NFKC')).replace(/\p{M}/gu, '');
}

/** A word in Bangla script. */
export const BENGALI_RE = /^\p{Script=Bengali}/u;
// The endings Bangla joins to a noun (plural, classifier, case), longest first, spelled as the tokenizer spells
// them: "রেডিসের" (Redis's) and "রেডিসে" (in Redis) are "রেডিস"; "অর্ডারগুলো" (the orders) is "অর্ডার". A lone
// genitive "র" after a vowel is left: loanwords end in "-ার" (অর্ডার, সার্ভার), and stripping it would split them.
const BENGALI_SUFFIXES = 'গুলোর গুলোকে গুলোতে গুলো গুলা গুলি দের টার টির টাকে টাতে টা টি কে তে ের ে'
  .split(' ')
  .map(indicTokenForm);

/**
 * A Bangla word ({@link BENGALI_RE}) without the plural, classifier or case ending joined to it ("ঈদের" → "ঈদ"), if
 * two letters stay; three after the one-letter locative "-e", which also ends verbs ("করে").
 */
export function bengaliStem(word: string): string {
  const letters = [...word].length;
  for (const suffix of BENGALI_SUFFIXES) {
    const left = letters - [...suffix].length;
    if (word.endsWith(suffix) && left >= (suffix.length === 1 ? 3 : 2)) return word.slice(0, -suffix.length);
  }
  return word;
}
