/**
 * Code-aware tokenizer shared by the full-text index, query processing and overlap measures.
 *
 * Output contract: every token returned by {@link indexTokens}, {@link queryTokens} and {@link tokenSet}
 * consists only of `\p{L}` / `\p{N}` characters. The caller joins tokens with spaces into an FTS5 column
 * that uses the default `unicode61` tokenizer; anything else (`.`, `/`, `_`, `-`) would be a separator there
 * and silently re-split our tokens, so query and index would stop agreeing.
 */
import { stemmer } from 'stemmer';
import { BENGALI_RE, bengaliStem, spellIndicVowels } from './indic.js';
import { STOPWORDS } from './stopwords.js';

export { STOPWORDS } from './stopwords.js';

/**
 * Receives one run of text that was written without spaces (`parseHttpRequest`, `src/store/ledger.ts`,
 * `don't`), split into its lowercase parts; `compound` is true when the run was split by code structure
 * (case change, `_`, `-`, `.`, `/`), i.e. an identifier. `parts` is only valid during the call (it may be
 * reused), so copy what you keep. Kept internal so index and query share one segmentation.
 */
type ChunkVisitor = (parts: readonly string[], compound: boolean) => void;

// A run of word characters joined by code punctuation or apostrophes. A connector must be followed by a word
// character, so sentence punctuation ("end." / "a, b") never glues two words together.
const CHUNK_RE = /[\p{L}\p{M}\p{N}]+(?:(?:['’ʼ]|[._/\\:-]+)[\p{L}\p{M}\p{N}]+)*/gu;
// Inside a chunk: dotted version numbers first (so `v1.2.3` / `3.11` are not split at dots), then words
// with their apostrophes so `don't` survives until the apostrophe is dropped.
const PIECE_RE = /[vV]?\p{N}+(?:\.\p{N}+)+[\p{L}\p{N}]*|[\p{L}\p{M}\p{N}]+(?:['’ʼ][\p{L}\p{M}\p{N}]+)*/gu;
const VERSION_RE = /^v?\p{N}+(?:\.\p{N}+)+[\p{L}\p{N}]*$/u;
// camelCase / PascalCase boundaries: lower-or-digit → Upper (`parseHttp`, `utf8Encode`), and the end of an
// acronym before a capitalised word (`HTTPServer`) — unless the lowercase is a plural `s` (`IDs`, `APIsList`).
const CASE_SPLIT_RE = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}(?!s(?:\p{Lu}|$))\p{Ll})/u;
const APOSTROPHE_RE = /['’ʼ]/g;
// A pronoun's contraction (that's, I'm, you've, I'd, let's) is the pronoun: gluing it to its suffix would index
// non-words (`thats`, `im`) and, worse, `I'd` as `id`. Negations (don't) keep their meaning and stay whole.
const PRONOUN_CONTRACTION_RE =
  /^(i|you|we|they|he|she|it|that|this|there|here|what|who|where|when|how|let)['’ʼ](?:s|m|re|ve|ll|d)$/i;
const ELIDED_RE =
  /^(?:l|d|j|m|n|s|t|c|f|b|x|qu|jusqu|lorsqu|puisqu|dell|dall|nell|sull|all|quell|quest|un|gl)['’ʼ](\p{Script=Latin}[\p{Script=Latin}\p{M}\p{N}]*)$/iu;
const SUFFIXED_RE =
  /^([\p{Script=Latin}\p{N}][\p{Script=Latin}\p{M}\p{N}]+)['’ʼ](?!(?:s|t|re|ve|ll|d|m|nt|em)$)\p{Script=Latin}[\p{Script=Latin}\p{M}]*$/iu;
// Uzbek o' is a letter: a short start ending in o, then more of the word, is one word ("to'lov" is "tolov", not the
// stopword "to"), unlike a name with a case ending ("MinIO'da", "Go'da"), "who's" or Welsh "o'r" (of the). A lone g'
// stays as it was: "bug'ą", "log'da" are loanwords with an ending as often as "sog'liq" is one word.
const UZBEK_LETTER_RE =
  /^(?!\p{Lu}{2})\p{Script=Latin}{0,2}[oO]['’ʼ](?!(?:s|t|re|ve|ll|d|nt|r|n|da|de|ta|te|dan|den|tan|ten|ya|ye|yi|yı|nin|nın|ni|ga|ka|la|le|lar|ler|a|e|i|ı|u|ü)$)\p{Ll}/u;
const MARK_RE = /\p{M}/gu;
const DIGIT_RE = /\p{N}/u;
const ASCII_WORD_RE = /^[a-z]+$/i;
const NON_TOKEN_RE = /[^\p{L}\p{N}]/gu;

function lowerPart(piece: string): string {
  // Combining marks are dropped (NFKC has already composed é & co.): lowercasing `İ` yields `i` + U+0307, and
  // FTS5 would otherwise receive a token containing a character outside \p{L}\p{N}. `đ` is folded to `d` as
  // the index folds other accents (`remove_diacritics`): it is no accent to Unicode, but Vietnamese typed fast
  // ("don hang", "duong") writes it `d`.
  // An Indic vowel sign is a mark too, but no accent: it is spelled as its vowel letter first (see indic.ts).
  const lower = spellIndicVowels(piece.replace(APOSTROPHE_RE, '').toLowerCase()).replace(MARK_RE, '');
  return lower.includes('đ') ? lower.replaceAll('đ', 'd') : lower;
}

const NON_ASCII_RE = /[^\x00-\x7f]/;
const PLAIN_LOWER_RE = /^[a-z]+$/;

/** The parts of a run that needs real segmentation (mixed case, connectors, apostrophes, versions). */
function splitRun(run: string, parts: string[]): void {
  for (const [piece] of run.matchAll(PIECE_RE)) {
    if (VERSION_RE.test(piece)) {
      parts.push(piece.toLowerCase());
      continue;
    }
    const contraction = PRONOUN_CONTRACTION_RE.exec(piece);
    if (contraction?.[1]) {
      parts.push(contraction[1].toLowerCase());
      continue;
    }
    if (UZBEK_LETTER_RE.test(piece)) {
      const p = lowerPart(piece);
      if (p !== '') parts.push(p);
      continue;
    }
    // An article elided onto a word ("l'API", "dell'utente"; Maltese "f'time-out", in, "b'mod", with) is a function word; a suffix after an apostrophe
    // ("MNG'den", "webhook'larında": Turkish writes case endings so after a name or a loanword) is the word's
    // ending. Either way the word is the other part, not both glued ("lapi", "mngden"). Latin script only:
    // Ukrainian writes an apostrophe inside its words ("зв'язок").
    const word = ELIDED_RE.exec(piece)?.[1] ?? SUFFIXED_RE.exec(piece)?.[1] ?? piece;
    const sub = word.split(CASE_SPLIT_RE);
    for (const s of sub) {
      const p = lowerPart(s);
      if (p !== '') parts.push(p);
    }
  }
}

// ASCII character classes of CHUNK_RE: word characters, and the connectors that may join two runs of them.
const isAsciiWord = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
const isAsciiConnector = (c: number) => c === 46 || c === 95 || c === 47 || c === 92 || c === 58 || c === 45;
// What a run is made of, as far as segmentation cares.
const RUN_LOWER = 0; // a-z and digits only: the run is its own single part
const RUN_TITLE = 1; // one leading capital, then a-z and digits: its lowercase is the single part
const RUN_OTHER = 2; // anything else: full segmentation

// Chinese, Japanese and Korean are written without spaces between words: a run of them is one chunk, which as
// one token would match nothing but the same run ("壁モデルのデフォルト"). Such runs are indexed as overlapping
// character bigrams, as search engines do for CJK (Lucene's CJKBigramFilter): "平衡壁" → 平衡, 衡壁; a single
// character stands alone. Hiragana is left out (particles and inflections: は, の, します), and a katakana
// loanword is also indexed whole (デフォルト), so an exact word scores above scattered bigrams.
const CJK_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_SEGMENT_RE =
  /([\p{Script=Han}々〆]+)|([\p{Script=Katakana}ー]+)|(\p{Script=Hangul}+)|(\p{Script=Hiragana}+)|([^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}々〆ー]+)/gu;

/** The chunks of a piece of text in no script that needs its own segmentation, each emitted as usual. */
function emitChunks(text: string, emit: (run: string, shape: number) => void): void {
  for (const [sub] of text.matchAll(CHUNK_RE)) emit(sub, PLAIN_LOWER_RE.test(sub) ? RUN_LOWER : RUN_OTHER);
}

/** Visits the parts of a run holding CJK characters: bigrams of its CJK segments, the rest as usual. */
function eachCjkPart(
  run: string,
  emit: (run: string, shape: number) => void,
  visit: ChunkVisitor,
  one: string[],
): void {
  const gram = (g: string) => {
    one[0] = g;
    visit(one, false);
  };
  for (const m of run.matchAll(CJK_SEGMENT_RE)) {
    const [seg, han, kana, hangul, hira, other] = m;
    if (hira !== undefined) continue;
    if (other !== undefined) {
      // What is left between CJK segments ("wall_model", "v2", "-") is segmented like any other text.
      emitChunks(other, emit);
      continue;
    }
    const chars = [...(han ?? kana ?? hangul ?? seg)];
    if (chars.length === 1) {
      gram(chars[0] ?? '');
      continue;
    }
    if (kana !== undefined && chars.length > 2) gram(chars.join(''));
    for (let i = 0; i + 1 < chars.length; i++) gram(`${chars[i]}${chars[i + 1]}`);
  }
}

// Thai, Lao, Khmer and Burmese are written without spaces between words either, but unlike CJK a character is no
// unit of meaning (vowels and tone marks attach to consonants), so bigrams would be noise: a run of them is split
// into words by ICU's dictionary-based word breaker (Intl.Segmenter), which Node ships. Without it a Thai
// sentence was one token that matched nothing but itself. The segmenter holds no state between calls.
const SEA_RE = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const SEA_SEGMENT_RE =
  /([\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]+)|([^\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]+)/gu;
const SEA_WORDS = new Intl.Segmenter('th', { granularity: 'word' });

/** Visits the parts of a run holding Thai, Lao, Khmer or Burmese: dictionary words, the rest as usual. */
function eachSeaPart(
  run: string,
  emit: (run: string, shape: number) => void,
  visit: ChunkVisitor,
  one: string[],
): void {
  for (const [, sea, other] of run.matchAll(SEA_SEGMENT_RE)) {
    if (other !== undefined) {
      emitChunks(other, emit);
      continue;
    }
    for (const w of SEA_WORDS.segment(sea ?? '')) {
      if (!w.isWordLike) continue;
      const word = lowerPart(w.segment);
      if (word === '') continue;
      one[0] = word;
      visit(one, false);
    }
  }
}

/**
 * Walks the chunks of `text`. ASCII text (nearly all developer text) is scanned by hand with CHUNK_RE's
 * exact rules: the regex allocated a match object per word, and tokenizing is most of a bulk import's
 * preparation. Other text goes through the regexes.
 */
function eachChunk(text: string, visit: ChunkVisitor): void {
  const one = [''];
  const parts: string[] = [];
  const emit = (run: string, shape: number) => {
    if (shape !== RUN_OTHER) {
      one[0] = shape === RUN_LOWER ? run : run.toLowerCase();
      visit(one, false);
      return;
    }
    parts.length = 0;
    splitRun(run, parts);
    if (parts.length > 0) visit(parts, parts.length > 1);
  };
  if (NON_ASCII_RE.test(text)) {
    // NFKC is the identity on ASCII, so only this path pays for it.
    // Armenian sets its question, exclamation and emphasis marks on a vowel inside the word ("ինչո՞ւ", why):
    // the word is the same without them.
    const normal = text.normalize('NFKC').replace(ARMENIAN_MARKS_RE, '');
    for (const [whole] of normal.matchAll(CHUNK_RE)) {
      // Hebrew joins a prefix to a Latin word or a number with a hyphen ("ה-assets", "מ-django-tenants"): the
      // prefix is a function word, the rest is the chunk.
      // Georgian and Armenian join a case ending to a Latin name with a hyphen ("BOG-ის", "rs.ge-ზე", "Idram-ով"):
      // the ending is no word, the name is the chunk.
      const run = whole.replace(HEBREW_HYPHEN_PREFIX_RE, '').replace(CAUCASIAN_HYPHEN_SUFFIX_RE, '');
      if (CJK_RE.test(run)) eachCjkPart(run, emit, visit, one);
      else if (SEA_RE.test(run)) eachSeaPart(run, emit, visit, one);
      else emit(run, PLAIN_LOWER_RE.test(run) ? RUN_LOWER : RUN_OTHER);
    }
    return;
  }
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isAsciiWord(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    let upper = 0;
    let joined = false;
    for (;;) {
      for (; i < n; i++) {
        const c = text.charCodeAt(i);
        if (!isAsciiWord(c)) break;
        if (c >= 65 && c <= 90 && (upper++ > 0 || i > start)) joined = true;
      }
      // One apostrophe, or a run of connectors, continues the chunk only if a word character follows.
      let j = i;
      if (j < n && text.charCodeAt(j) === 39) j++;
      else while (j < n && isAsciiConnector(text.charCodeAt(j))) j++;
      if (j === i || j >= n || !isAsciiWord(text.charCodeAt(j))) break;
      joined = true;
      i = j;
    }
    emit(text.slice(start, i), joined ? RUN_OTHER : upper === 0 ? RUN_LOWER : RUN_TITLE);
  }
}

/**
 * Splits text into raw lowercase words, code-aware: camelCase/PascalCase, snake_case, kebab-case, paths and
 * dotted names are split into their parts; dotted version numbers (`v1.2.3`, `3.11`) stay one word (with their
 * dots); apostrophes are dropped (`don't` → `dont`); text is NFKC-normalised. No stemming, stopwords kept.
 *
 * @param text Any text: prose, code, paths.
 * @returns Words in reading order.
 */
export function splitWords(text: string): string[] {
  const out: string[] = [];
  eachChunk(text, (parts) => {
    for (const p of parts) out.push(p);
  });
  return out;
}

/**
 * Porter stem of one word. Words containing digits are returned unchanged (`v20`, `utf8`, `3.11`: stemming
 * would merge distinct versions), and so are non-ASCII words, because the Porter rules are English-only and
 * would mangle other languages.
 *
 * @param word A word as produced by {@link splitWords}.
 * @returns Its stem.
 */
export function stem(word: string): string {
  if (DIGIT_RE.test(word)) return word;
  if (!ASCII_WORD_RE.test(word)) {
    if (CYRILLIC_WORD_RE.test(word)) return cyrillicStem(word);
    if (ARMENIAN_WORD_RE.test(word)) return armenianStem(word);
    return GEORGIAN_WORD_RE.test(word) ? georgianStem(word) : word;
  }
  return porter(word);
}

const CYRILLIC_WORD_RE = /^\p{Script=Cyrillic}+$/u;
// Ukrainian and Russian case and number endings of nouns and adjectives, and the first person plural
// of verbs (not the infinitive: "-ати" is as often a plural, "препарати"), longest first (letters as `foldWord` leaves them: й and ї lose their marks, to и and і).
const CYRILLIC_ENDING_RE =
  /(?:ями|ами|ого|его|ому|ему|ими|ыми|ові|еві|ємо|емо|имо|ою|ею|ии|іи|ыи|ои|еи|ая|яя|ое|ее|ые|ие|ых|их|ах|ях|ам|ям|ів|ов|ев|ом|ем|а|я|у|ю|і|и|ы|е|о|ь)$/u;

/**
 * A light stem of a Ukrainian or Russian word: its inflectional ending cut, so "препарати" meets "препаратів"
 * and "доставкою" meets "доставка". Rules only cut at the end and keep three letters or more; words of four
 * letters or fewer are left as written (their ending is most of them).
 */
function cyrillicStem(word: string): string {
  if (word.length < 5) return word;
  const m = CYRILLIC_ENDING_RE.exec(word);
  if (m === null) return word;
  const cut = word.slice(0, word.length - m[0].length);
  return cut.length >= 3 ? cut : word;
}

const GEORGIAN_WORD_RE = /^\p{Script=Georgian}+$/u;
// Georgian case endings and the postpositions written onto a noun, longest first: -ისთვის (for), -იდან / -დან (from),
// -ამდე / -მდე (until), -ისგან (from), -თან (at), -ში (in), -ზე (on), -ით (with), -ის (of), -ად (as), -მა (ergative),
// -ს (dative), -ი (nominative); -ია ("is") and -ც ("also") cling on too.
const GEORGIAN_ENDING_RE = /(?:ისთვის|იდან|ამდე|ისგან|თან|დან|მდე|ში|ზე|ით|ის|ად|მა|ია|იც|ი|ს|ც|ა|ო)$/u;

/**
 * A light stem of a Georgian word: its case ending or postposition cut, then the plural -ებ- (a stem ending in -ებ
 * loses it too, in every form alike) and a final -ა / -ო / -ი left before the ending ("პარტიის" of "პარტია", "ღვინოში"
 * of "ღვინო"), which a vowel stem drops before some endings and keeps before others.
 * So "ზედნადების" (of the waybill) meets "ზედნადები" and "ზედნადებებისთვის", and "ღვინის" meets "ღვინო" and
 * "ღვინოში". Rules only cut at the end and keep three letters or more; words of three letters are left as written.
 */
function georgianStem(word: string): string {
  if (word.length < 4) return word;
  let cut = word.replace(GEORGIAN_ENDING_RE, '');
  for (let i = 0; i < 2 && cut.length >= 5 && cut.endsWith('ებ'); i++) cut = cut.slice(0, -2);
  if (cut.length >= 4 && /[აოი]$/u.test(cut)) cut = cut.slice(0, -1);
  return cut.length >= 3 ? cut : word;
}

const ARMENIAN_WORD_RE = /^\p{Script=Armenian}+$/u;
// The definite article: -ը, or -ն as it is written before a word opening with a vowel ("պատվերն է"). After a vowel
// -ն is the article too ("կատուն", the cat), but as often a stem's last letter ("դեղատուն", pharmacy): left there.
const ARMENIAN_ARTICLE_RE = /(?:ը|(?<![աեէըիոօւ])ն)$/u;
// Case endings, longest first: -ից (from), -ով (with), -ում (in), -ին (to the), -ի (of, to).
const ARMENIAN_CASE_RE = /(?:ից|ով|ում|ին|ի)$/u;
const ARMENIAN_PLURAL_RE = /(?:ներ|եր)$/u;

/**
 * A light stem of an Armenian word: its article cut, then its case ending, then the plural -եր / -ներ (a stem ending
 * in -եր loses it too, in every form alike). So "պատվերի" (of the order) meets "պատվեր", "պատվերները" and
 * "պատվերներից", and "դեղերի" meets "դեղը". Rules only cut at the end and keep three letters or more; words of three
 * letters are left as written.
 */
function armenianStem(word: string): string {
  if (word.length < 4) return word;
  let cut = word.replace(ARMENIAN_ARTICLE_RE, '');
  if (cut.length >= 4) cut = cut.replace(ARMENIAN_CASE_RE, '');
  for (let i = 0; i < 2 && cut.length >= 5 && ARMENIAN_PLURAL_RE.test(cut); i++)
    cut = cut.replace(ARMENIAN_PLURAL_RE, '');
  return cut.length >= 3 ? cut : word;
}

// Word frequencies are Zipfian, so a small memo of the Porter stemmer (a pure function: the cache cannot
// change any result) skips most of its regex passes; indexing spends a third of its time there otherwise.
// Once full it stops growing rather than being flushed: the frequent words arrive first and stay, and a
// vocabulary larger than the memo cannot make it thrash.
const STEM_MEMO = new Map<string, string>();
const STEM_MEMO_MAX = 20_000;

function porter(word: string): string {
  let s = STEM_MEMO.get(word);
  if (s === undefined) {
    s = stemmer(word);
    if (STEM_MEMO.size < STEM_MEMO_MAX) STEM_MEMO.set(word, s);
  }
  return s;
}

/**
 * Maps a word to its FTS-safe normal form. Versions drop a leading `v` (so `v1.2.3` matches `1.2.3`) and
 * encode dots as `p` (`3.11` → `3p11`) rather than deleting them, so `3.11`, `31.1` and `311` stay distinct.
 */
function normalizeWord(word: string): string {
  if (PLAIN_LOWER_RE.test(word)) return porter(word);
  return VERSION_RE.test(word) ? versionToken(word) : stem(foldWord(word)).replace(NON_TOKEN_RE, '');
}

const LATIN_MARK_RE = /[\u0300-\u036f]/g;
const UNDECOMPOSED_RE = /[ıłøəħ]/g;
const UNDECOMPOSED: Readonly<Record<string, string>> = { ı: 'i', ł: 'l', ø: 'o', ə: 'e', ħ: 'h' };

/**
 * Turkish ı, Polish ł, Nordic ø, Azerbaijani ə and Maltese ħ are letters of their own to Unicode, no letter plus an
 * accent, so NFD keeps them; typed on an English keyboard they are i, l, o, e and h ("kullanıcı" / "kullanici",
 * "qəpik" / "qepik", "siegħa" / "siegha"), as đ is d.
 */
function asTypedBare(word: string): string {
  return word.replace(UNDECOMPOSED_RE, (c) => UNDECOMPOSED[c] ?? c);
}
const ARABIC_RE = /^\p{Script=Arabic}/u;
const ARABIC_ARTICLE_RE = /^(?:[وفبك]?ال|لل)(?=\p{Script=Arabic}{2})/u;
const HEBREW_RE = /^\p{Script=Hebrew}/u;
// The letters Hebrew joins to the next word: and, the, in, as, to, from, that.
const HEBREW_PREFIX = '[והבכלמש]';
// One of them before three more letters.
const HEBREW_PREFIX_RE = new RegExp(`^${HEBREW_PREFIX}(?=\\p{Script=Hebrew}{3})`, 'u');
const HEBREW_LEADING_PREFIX_RE = new RegExp(`^${HEBREW_PREFIX}`, 'u');
// Up to three of them joined to a Latin word or a number by a hyphen ("ה-assets", "מ-django-tenants").
const HEBREW_HYPHEN_PREFIX_RE = new RegExp(`^${HEBREW_PREFIX}{1,3}-(?=[^\\p{Script=Hebrew}])`, 'u');
// A Georgian or Armenian ending after a hyphen, at the end of a chunk whose word before it is not of that script.
const CAUCASIAN_HYPHEN_SUFFIX_RE =
  /(?<=[^\p{Script=Georgian}-])-\p{Script=Georgian}{1,8}$|(?<=[^\p{Script=Armenian}-])-\p{Script=Armenian}{1,8}$/u;
// Armenian's emphasis, exclamation, question and abbreviation marks (not its comma, which stands between words).
const ARMENIAN_MARKS_RE = /[\u055B\u055C\u055E\u055F]/gu;

/**
 * A Hebrew word without the function letters joined to its front ("והקונסול", and the console → "קונסול"). Which
 * leading letters are a prefix needs a dictionary; stripping every one that leaves three letters is the same for a
 * word with or without prefixes ("לקוח", "הלקוח" and "ללקוח" all give one token), at the price of joining a few
 * words that differ only in a first letter that was their own.
 */
function hebrewStem(word: string): string {
  let w = word.replace(/\p{M}/gu, '');
  while (HEBREW_PREFIX_RE.test(w)) w = w.slice(1);
  // A function word behind a prefix ("וכל", and every; "שזה", that this) is one too.
  return STOPWORDS.has(w) || (HEBREW_LEADING_PREFIX_RE.test(w) && STOPWORDS.has(w.slice(1))) ? '' : w;
}

/**
 * A word as coverage and the index compare it. Latin: without its accents, as the index's tokenizer
 * (`remove_diacritics 2`) keeps it ("dơn" and a prompt's "don", "décomptes" and "decomptes" are one word). Arabic:
 * without its attached article, the usual spelling variants folded (Persian's own letters and digits too).
 * Hebrew: without its joined prefixes ({@link hebrewStem}). Bangla: without the endings joined to a noun
 * ({@link bengaliStem}). Applied after the stopword check, so an accented function word ("là", "để") is still told
 * from a word it folds into ("la", "de"). Other scripts' marks were dropped by lowerPart, after the Indic vowel
 * signs were spelled as letters.
 */
function foldWord(word: string): string {
  if (!NON_ASCII_RE.test(word)) return word;
  // Arabic writes the article and a conjunction or preposition onto the word ("والفاتورة", "بالكيلومتر"): the
  // word is the same with or without them, as an English word is after its article.
  // Spellings people mix are folded as Arabic search engines do: hamza forms of alef, alef maqsura, taa marbuta.
  // Persian writes yeh and kaf in its own letters (ی, ک) and its own digits, which Arabic keyboards give as ي, ك
  // and other digits: one spelling each, so a Persian prompt typed on either matches.
  if (ARABIC_RE.test(word))
    return word
      .replace(ARABIC_ARTICLE_RE, '')
      .replace(/[أإآ]/g, 'ا')
      .replace(/[ىی]/g, 'ي')
      .replace(/ک/g, 'ك')
      .replace(/ة$/, 'ه')
      .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
      .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0));
  if (HEBREW_RE.test(word)) return hebrewStem(word);
  if (BENGALI_RE.test(word)) return bengaliStem(word);
  return asTypedBare(word.normalize('NFD').replace(LATIN_MARK_RE, '').normalize('NFC'));
}

function versionToken(word: string): string {
  return word.replace(/^v/, '').replace(/\./g, 'p').replace(NON_TOKEN_RE, '');
}

/** A compound part keeps its surface form (no stemming), made FTS-safe the same way as a lone word. */
function compoundPart(word: string): string {
  // "e-qaimə" is "e-qaime" typed without its keyboard, as a single word is (see lowerPart).
  return VERSION_RE.test(word) ? versionToken(word) : asTypedBare(word.replace(NON_TOKEN_RE, ''));
}

/**
 * Tokens to store in the FTS index. Each non-stopword word contributes its stem; a compound code token
 * (identifier, path, dotted name) additionally contributes the whole compound as its lowercase parts
 * concatenated with no separator (`parseHttpRequest` → `parsehttprequest`, `src/store/ledger.ts` →
 * `srcstoreledgerts`). Concatenation is the only way to keep a compound as one unicode61 token, and it lets
 * an exact identifier match score above a match on its scattered parts. The compound is not stemmed: it names
 * a symbol, not an English word.
 *
 * @param text Text to index.
 * @returns Tokens in reading order (a compound precedes its parts); may contain duplicates, which FTS counts.
 */
export function indexTokens(text: string): string[] {
  const out: string[] = [];
  eachChunk(text, (parts, compound) => {
    if (compound) {
      const whole = parts.map(compoundPart).join('');
      if (whole !== '') out.push(whole);
    }
    for (const p of parts) {
      if (STOPWORDS.has(p)) continue;
      const t = normalizeWord(p);
      if (t !== '') out.push(t);
    }
  });
  return out;
}

/**
 * Tokens for a search query, normalised exactly like {@link indexTokens} so every query token can match an
 * indexed one. Stopwords are dropped; duplicates removed keeping first occurrence.
 *
 * @param text The query text.
 * @returns Unique tokens in reading order.
 */
export function queryTokens(text: string): string[] {
  return [...new Set(indexTokens(text))];
}

/**
 * Set of stemmed non-stopword words, for overlap measures (Jaccard and friends). Compounds are left out so an
 * identifier does not count twice against plain prose that names the same parts.
 *
 * @param text Any text.
 * @returns The token set (FTS-safe forms, like {@link indexTokens}).
 */
export function tokenSet(text: string): Set<string> {
  const out = new Set<string>();
  eachChunk(text, (parts) => {
    for (const p of parts) {
      if (STOPWORDS.has(p)) continue;
      const t = normalizeWord(p);
      if (t !== '') out.add(t);
    }
  });
  return out;
}
