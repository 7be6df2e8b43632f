/**
 * Free-text contradiction hints between two memories. Precision comes first: a missed contradiction costs a
 * stale memory, a false alarm teaches users to ignore the hint. Every rule below therefore requires the two
 * texts to talk about the same thing (same type, overlapping tokens, an aligned sentence frame) *and* an
 * explicit opposing signal; anything ambiguous is left alone.
 *
 * Three independent detectors, each producing signals:
 * - polarity: a negated clause in one text restates a positive clause of the other (`negation`, plus
 *   `no_longer` / `deprecated` when that is how the negation was phrased);
 * - replacement: one text rejects X (`instead of X`, `rather than X`, `prefer Y over X`, `switched from X to
 *   Y`, `replaced X with Y`) while the other still asserts X in the same context (`instead_of`, `switched`,
 *   `replaced`);
 * - slot value: the positive statements align word for word except for one slot holding two different values
 *   of the same kind — two numbers/versions/durations, two tools of one category, or two exclusive options
 *   such as tabs/spaces (`different_value`).
 */

import { queryTokens, STOPWORDS, splitWords, stem, tokenSet } from '../core/tokenize.js';
import {
  type ClaimConflict,
  claimConflict,
  clauseValueClash,
  leftBehindValue,
  sameIds,
} from './contradiction-claims.js';
import { type Claims, readClaims } from './contradiction-claims-read.js';
import { SYNONYMS } from './contradiction-claims-vocab.js';
import {
  AUXILIARIES,
  BOUND_WORDS,
  CHANGE_WORDS,
  CLAUSE_SPLIT_RE,
  CODE_CHUNK_RE,
  CONJUNCTIONS,
  DETERMINERS,
  MAX_PHRASE_WORDS,
  NAMED_VERSION_RE,
  NEGATOR_EXCEPTIONS,
  NEGATORS,
  NOISE_WORDS,
  NUMBER_RE,
  NUMBER_WORDS,
  PREFER_WORDS,
  REPLACE_WORDS,
  STOP_VERBS,
  splitAtConnectives,
  UNITS,
  type Unit,
  VALUE_SPELLINGS,
  type ValueInfo,
} from './contradiction-vocab.js';

/** The part of a memory the detector reads. */
export interface ContradictionInput {
  content: string;
  memory_type: string;
}

/** Result of {@link contradictionHint}. */
export interface ContradictionHint {
  /** True only when the types match, the texts overlap enough and at least one opposing signal fired. */
  contradicts: boolean;
  /** Jaccard similarity of the two texts' {@link tokenSet}s, ignoring the signal words themselves. */
  overlap: number;
  /**
   * Why: `negation`, `no_longer`, `deprecated`, `instead_of`, `switched`, `replaced`, `different_value`.
   * Empty when the types differ or nothing fired.
   */
  signals: string[];
  /** When it contradicts: which words clash, quoted, e.g. `"Terraform" vs "Pulumi"`. */
  clash?: string;
  /**
   * When it contradicts: the side that the wording (`moved from X`, `no longer X`, `started out on X`) or,
   * failing that, the dates make outdated. Absent when two present statements clash and nothing tells which
   * one holds (the caller should mark both as disputed, neither as replaced).
   */
  replaced?: 'older' | 'newer';
}

/**
 * Memory types that state how the project is: a named value left behind in one can outdate another of these
 * types (a decision "we switched CI from Travis…" outdates the fact "CI runs on Travis CI").
 */
const STATEMENT_TYPES: ReadonlySet<string> = new Set(['fact', 'decision', 'convention', 'constraint']);

/**
 * Whether memories of these two types can contradict: the same type, or two statement types (see
 * {@link STATEMENT_TYPES}), where only a named value left behind counts.
 */
export function typesMayContradict(a: string, b: string): boolean {
  return a === b || (STATEMENT_TYPES.has(a) && STATEMENT_TYPES.has(b));
}

/** The claim reader's signals that tell a value was left behind. */
const LEFT_BEHIND_SIGNALS: ReadonlySet<string> = new Set(['switched', 'replaced', 'no_longer']);

/** A named value left behind needs only this much wording in common (the cue is explicit). */
const MIN_LEFT_BEHIND_OVERLAP = 0.08;
/** Below this Jaccard the texts are about different things whatever the signals say. */
const MIN_OVERLAP = 0.2;
/** Negated vs positive clause: the negated one must be contained in the positive one and the two this similar. */
const MIN_CLAUSE_JACCARD = 0.5;
/** Replacement: share of the other text's context that the rejecting text must also mention. */
const MIN_CONTEXT_COVERAGE = 0.6;
/** Longer statements are not "one sentence frame"; also bounds the O(n·m) alignment. */
const MAX_ALIGN_TOKENS = 200;

// ---------------------------------------------------------------------------------------------------------
// Analysis of one text
// ---------------------------------------------------------------------------------------------------------

interface Word {
  raw: string;
  /** Part of an identifier, path or backticked code: never read as a negation or a connective. */
  code: boolean;
}

interface Quantity {
  /** Version-like components for unit-less numbers (`3.11` → [3, 11]). */
  parts: number[];
  value: number;
  unit: Unit | undefined;
  /** Alphabetic prefix of identifiers like `es2022` / `node18`; empty for plain numbers. */
  name: string;
}

interface Token {
  /** Equality key for alignment: equal keys mean "the same thing said". */
  key: string;
  /** The words as written, for explanations. */
  raw: string;
  value?: ValueInfo;
  quantity?: Quantity;
}

interface Segment {
  tokens: Token[];
  keys: Set<string>;
  negated: boolean;
  /** Negated but stating a bound (`not more than`), so not a ban of the positive statement. */
  bound: boolean;
  signals: string[];
}

interface Rejection {
  rejected: Token[];
  replacement: Token[];
  signal: string;
}

interface Analysis {
  segments: Segment[];
  rejections: Rejection[];
}

function isNegator(words: readonly Word[], i: number): string | undefined {
  const w = words[i];
  if (w === undefined || w.code) return undefined;
  const next = words[i + 1]?.raw;
  if (w.raw === 'no' && next === 'longer') return 'no_longer';
  if (STOP_VERBS.has(w.raw)) return next?.endsWith('ing') ? 'negation' : undefined;
  if (!NEGATORS.has(w.raw)) return undefined;
  if (next !== undefined && NEGATOR_EXCEPTIONS.has(next)) return undefined;
  if (w.raw === 'anymore') return 'no_longer';
  if (w.raw === 'deprecate' || w.raw === 'deprecated') return 'deprecated';
  return 'negation';
}

function parseQuantity(
  word: string,
  next: string | undefined,
): { quantity: Quantity; used: number } | undefined {
  const numeric = NUMBER_WORDS.get(word) ?? word;
  const m = NUMBER_RE.exec(numeric);
  if (m !== null) {
    const digits = m[1] ?? '';
    const suffix = m[2] ?? '';
    let unit: Unit | undefined;
    let used = 1;
    if (suffix !== '') {
      unit = UNITS.get(suffix);
      if (unit === undefined) return undefined;
    } else if (next !== undefined && UNITS.has(next)) {
      unit = UNITS.get(next);
      used = 2;
    }
    const parts = digits.split('.').map(Number);
    return { quantity: { parts, value: Number.parseFloat(digits), unit, name: '' }, used };
  }
  const named = NAMED_VERSION_RE.exec(word);
  if (named !== null && !UNITS.has(named[1] ?? '')) {
    const digits = named[2] ?? '';
    const parts = digits.split('.').map(Number);
    return {
      quantity: { parts, value: Number.parseFloat(digits), unit: undefined, name: named[1] ?? '' },
      used: 1,
    };
  }
  return undefined;
}

function quantityKey(q: Quantity): string {
  if (q.unit !== undefined) return `#${q.unit.dim}:${q.value * q.unit.scale}`;
  return `#${q.name}:${q.parts.join('.')}`;
}

/** Content tokens of a word run: values and quantities recognised, stopwords and stance words dropped. */
function toTokens(words: readonly Word[]): Token[] {
  const out: Token[] = [];
  const raws = words.map((w) => w.raw);
  let i = 0;
  outer: while (i < raws.length) {
    for (let len = Math.min(MAX_PHRASE_WORDS, raws.length - i); len >= 1; len--) {
      const phrase = raws.slice(i, i + len).join(' ');
      const value = VALUE_SPELLINGS.get(phrase);
      if (value === undefined) continue;
      out.push({ key: `=${value.canon}`, raw: phrase, value });
      i += len;
      // `Moment.js`, `Vue.js`: the `js` suffix is part of the name, not the language.
      if (raws[i] === 'js' && value.canon !== 'javascript') i++;
      continue outer;
    }
    const word = raws[i] ?? '';
    const parsed = parseQuantity(word, raws[i + 1]);
    if (parsed !== undefined) {
      out.push({
        key: quantityKey(parsed.quantity),
        raw: raws.slice(i, i + parsed.used).join(' '),
        quantity: parsed.quantity,
      });
      i += parsed.used;
      continue;
    }
    if (!STOPWORDS.has(word) && !NOISE_WORDS.has(word)) out.push({ key: stem(word), raw: word });
    i++;
  }
  return out;
}

/** Content words immediately after `start`, skipping leading determiners: the thing a cue points at. */
function runAfter(words: readonly Word[], start: number): { run: Word[]; end: number } {
  let i = start;
  while (i < words.length && DETERMINERS.has(words[i]?.raw ?? '')) i++;
  const run: Word[] = [];
  while (i < words.length && run.length < 4) {
    const w = words[i];
    if (w === undefined || (STOPWORDS.has(w.raw) && !w.code) || NOISE_WORDS.has(w.raw)) break;
    run.push(w);
    i++;
  }
  return { run, end: i };
}

/** Content words immediately before `end` (exclusive), skipping auxiliaries (`X was replaced by`). */
function runBefore(words: readonly Word[], end: number): { run: Word[]; start: number } {
  let i = end - 1;
  while (i >= 0 && AUXILIARIES.has(words[i]?.raw ?? '')) i--;
  const run: Word[] = [];
  while (i >= 0 && run.length < 4) {
    const w = words[i];
    if (w === undefined || (STOPWORDS.has(w.raw) && !w.code) || NOISE_WORDS.has(w.raw)) break;
    run.unshift(w);
    i--;
  }
  return { run, start: i + 1 };
}

/**
 * Carves replacement constructs out of a clause. Rejected words leave the clause (they are not asserted);
 * the cue words go too; the replacement stays, because the clause does assert it.
 */
function extractRejections(words: Word[]): { rest: Word[]; rejections: Rejection[] } {
  const drop = new Set<number>();
  const rejections: Rejection[] = [];
  const reject = (from: number, to: number, replacement: Word[], signal: string): void => {
    const rejected = words.slice(from, to);
    for (let k = from; k < to; k++) drop.add(k);
    if (rejected.length > 0)
      rejections.push({ rejected: toTokens(rejected), replacement: toTokens(replacement), signal });
  };
  const seen = (pred: (w: string) => boolean, before: number): boolean =>
    words.slice(0, before).some((w) => !w.code && pred(w.raw));

  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === undefined || w.code || drop.has(i)) continue;
    const next = words[i + 1]?.raw;
    if ((w.raw === 'instead' && next === 'of') || (w.raw === 'rather' && next === 'than')) {
      const { end } = runAfter(words, i + 2);
      drop.add(i);
      drop.add(i + 1);
      reject(i + 2, end, runBefore(words, i).run, 'instead_of');
    } else if (w.raw === 'over' && seen((r) => PREFER_WORDS.has(r), i)) {
      const { end } = runAfter(words, i + 1);
      drop.add(i);
      reject(i + 1, end, runBefore(words, i).run, 'instead_of');
    } else if (w.raw === 'from' && seen((r) => CHANGE_WORDS.has(r), i)) {
      const { end } = runAfter(words, i + 1);
      drop.add(i);
      const replacement = words[end]?.raw === 'to' ? runAfter(words, end + 1).run : [];
      reject(i + 1, end, replacement, 'switched');
    } else if (REPLACE_WORDS.has(w.raw)) {
      const byAt = words.findIndex((x, k) => k > i && k <= i + 2 && x.raw === 'by');
      if (byAt !== -1) {
        const { start } = runBefore(words, i);
        reject(start, i, runAfter(words, byAt + 1).run, 'replaced');
      } else {
        const { end } = runAfter(words, i + 1);
        const replacement = words[end]?.raw === 'with' ? runAfter(words, end + 1).run : [];
        reject(i + 1, end, replacement, 'replaced');
      }
    }
  }
  return { rest: words.filter((_, k) => !drop.has(k)), rejections };
}

function wordsOf(clause: string): Word[] {
  const out: Word[] = [];
  for (const chunk of clause.split(/\s+/)) {
    if (chunk === '') continue;
    const code = CODE_CHUNK_RE.test(chunk);
    const parts = splitWords(chunk);
    // Brand names written as identifiers (`MySQL`, `GitHub`, `Moment.js`, `snake_case`) name one value; the
    // tokenizer's camelCase split would otherwise read `MySQL` as "my sql".
    const joined = parts.join('');
    if (parts.length > 1 && VALUE_SPELLINGS.has(joined)) out.push({ raw: joined, code });
    else for (const raw of parts) out.push({ raw, code });
  }
  return out;
}

function analyze(content: string): Analysis {
  const segments: Segment[] = [];
  const rejections: Rejection[] = [];
  for (const clause of content.split(CLAUSE_SPLIT_RE)) {
    for (const sub of splitAtConnectives(wordsOf(clause), CONJUNCTIONS)) {
      const extracted = extractRejections(sub);
      rejections.push(...extracted.rejections);
      const rest = extracted.rest;
      const signals = new Set<string>();
      for (let i = 0; i < rest.length; i++) {
        const signal = isNegator(rest, i);
        if (signal === undefined) continue;
        signals.add('negation');
        if (signal !== 'negation') signals.add(signal);
      }
      const negated = signals.size > 0;
      const bound = negated && rest.some((w, i) => BOUND_WORDS.has(w.raw) && rest[i - 1]?.raw !== 'no');
      const tokens = toTokens(rest);
      if (tokens.length > 0)
        segments.push({ tokens, keys: keySet(tokens), negated, bound, signals: [...signals] });
    }
  }
  return { segments, rejections };
}

// ---------------------------------------------------------------------------------------------------------
// Detectors
// ---------------------------------------------------------------------------------------------------------

function keySet(tokens: readonly Token[]): Set<string> {
  return new Set(tokens.map((t) => t.key));
}

function intersectionSize(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const x of a) if (b.has(x)) n++;
  return n;
}

/** A negated clause of `neg` that restates (all of) a positive clause of `pos`, or vice versa in scope. */
function polaritySignals(neg: Analysis, pos: Analysis): Found | undefined {
  for (const n of neg.segments) {
    if (!n.negated || n.bound) continue;
    const nk = n.keys;
    for (const p of pos.segments) {
      if (p.negated) continue;
      const pk = p.keys;
      const inter = intersectionSize(nk, pk);
      const union = nk.size + pk.size - inter;
      // Everything the negation talks about must be asserted by the positive clause: an extra word in the
      // negated clause is likely what the negation targets ("tests live in test/" vs "not in src/").
      if (inter !== nk.size || inter / union < MIN_CLAUSE_JACCARD) continue;
      // A one-word clause matches too easily ("not npm" vs "npm scripts"); demand the same single word.
      if (Math.min(nk.size, pk.size) < 2 && union !== inter) continue;
      const cue = n.signals.includes('no_longer') ? 'no longer' : 'not';
      return { signals: n.signals, clash: `"${cue} ${raws(n.tokens)}" vs "${raws(p.tokens)}"` };
    }
  }
  return undefined;
}

/** One text rejects X (instead of / switched from / replaced) while the other still asserts X in context. */
function replacementSignals(rejecting: Analysis, other: Analysis): Found | undefined {
  const otherPositive = new Set<string>();
  for (const s of other.segments) if (!s.negated) for (const t of s.tokens) otherPositive.add(t.key);
  const rejectingAll = new Set<string>();
  for (const s of rejecting.segments) for (const t of s.tokens) rejectingAll.add(t.key);
  for (const r of rejecting.rejections) {
    const rejected = keySet(r.rejected);
    const replacement = keySet(r.replacement);
    for (const k of rejected) rejectingAll.add(k);
    if (intersectionSize(rejected, otherPositive) === 0) continue;
    // The other text already names the replacement: it describes the new state (or both), not the old one.
    if (replacement.size > 0 && intersectionSize(replacement, otherPositive) === replacement.size) continue;
    const context = [...otherPositive].filter((k) => !rejected.has(k));
    if (context.length > 0) {
      const covered = context.filter((k) => rejectingAll.has(k)).length;
      if (covered / context.length < MIN_CONTEXT_COVERAGE) continue;
    }
    const cue = r.signal.replace('_', ' ');
    return { signals: [r.signal], clash: `"${cue} ${raws(r.rejected)}" vs "${raws(r.rejected)}"` };
  }
  return undefined;
}

/** Signals one detector found, and the words that clash. */
interface Found {
  signals: string[];
  clash: string;
}

function raws(tokens: readonly Token[]): string {
  return tokens.map((t) => t.raw).join(' ');
}

function isPrefix(a: readonly number[], b: readonly number[]): boolean {
  return a.every((x, i) => b[i] === x);
}

/** Whether two slot fillers are different values of the same kind. */
function valuesDiffer(a: Token, b: Token): boolean {
  if (a.value !== undefined && b.value !== undefined) {
    const av = a.value;
    const bv = b.value;
    return av.canon !== bv.canon && av.groups.some((g) => bv.groups.includes(g));
  }
  const qa = a.quantity;
  const qb = b.quantity;
  if (qa === undefined || qb === undefined || qa.name !== qb.name) return false;
  if (qa.unit !== undefined && qb.unit !== undefined) {
    return qa.unit.dim === qb.unit.dim && qa.value * qa.unit.scale !== qb.value * qb.unit.scale;
  }
  if (qa.unit !== undefined || qb.unit !== undefined) return qa.value !== qb.value;
  // `18` vs `18.17` refines rather than changes the version.
  return !isPrefix(qa.parts, qb.parts) && !isPrefix(qb.parts, qa.parts);
}

interface Hunk {
  a: Token[];
  b: Token[];
}

/** LCS alignment of two token sequences: number of aligned tokens and the unaligned stretches between them. */
function align(a: readonly Token[], b: readonly Token[]): { common: number; hunks: Hunk[] } {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  const dp = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      dp[i * width + j] =
        a[i]?.key === b[j]?.key
          ? (dp[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(dp[(i + 1) * width + j] ?? 0, dp[i * width + j + 1] ?? 0);
    }
  }
  const hunks: Hunk[] = [];
  let current: Hunk = { a: [], b: [] };
  const flush = (): void => {
    if (current.a.length > 0 || current.b.length > 0) hunks.push(current);
    current = { a: [], b: [] };
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    const ta = a[i];
    const tb = b[j];
    if (ta !== undefined && tb !== undefined && ta.key === tb.key) {
      flush();
      i++;
      j++;
    } else if (
      tb === undefined ||
      (ta !== undefined && (dp[(i + 1) * width + j] ?? 0) >= (dp[i * width + j + 1] ?? 0))
    ) {
      if (ta !== undefined) current.a.push(ta);
      i++;
    } else {
      current.b.push(tb);
      j++;
    }
  }
  flush();
  return { common: dp[0] ?? 0, hunks };
}

/** The positive statements align except for exactly one slot whose two values differ. */
function slotSignals(x: Analysis, y: Analysis): Found | undefined {
  const positive = (an: Analysis): Token[] => an.segments.filter((s) => !s.negated).flatMap((s) => s.tokens);
  const a = positive(x);
  const b = positive(y);
  if (a.length === 0 || b.length === 0 || a.length > MAX_ALIGN_TOKENS || b.length > MAX_ALIGN_TOKENS)
    return undefined;
  const { common, hunks } = align(a, b);
  if (common === 0 || (common < 2 && Math.max(a.length, b.length) > 2)) return undefined;
  const substitutions = hunks.filter((h) => h.a.length > 0 && h.b.length > 0);
  if (substitutions.length !== 1) return undefined;
  const extras = hunks.reduce(
    (sum, h) => sum + (h.a.length > 0 && h.b.length > 0 ? 0 : h.a.length + h.b.length),
    0,
  );
  if (extras > common) return undefined;
  // Exactly one value on each side: if two slots change at once (port *and* database), it is another subject.
  const [ta, tb] = [substitutions[0]?.a, substitutions[0]?.b];
  if (ta?.length !== 1 || tb?.length !== 1 || ta[0] === undefined || tb[0] === undefined) return undefined;
  return valuesDiffer(ta[0], tb[0])
    ? { signals: ['different_value'], clash: `"${ta[0].raw}" vs "${tb[0].raw}"` }
    : undefined;
}

/** Stems of the signal vocabulary, removed before measuring overlap so the cue itself does not count. */
const SIGNAL_STEMS: ReadonlySet<string> = new Set([...NOISE_WORDS].map((w) => stem(w)));

/**
 * Hints whether `newer` contradicts `older`. Both must have the same `memory_type`; the texts must overlap
 * (Jaccard ≥ 0.2 on {@link tokenSet}) and at least one opposing signal must fire (see the module comment).
 * Tuned for precision: paraphrases, additions, elaborations and unrelated texts should come back `false`.
 *
 * @param older The existing memory.
 * @param newer The incoming memory.
 * @returns Whether they likely contradict, their overlap and the signals that fired.
 */
export function contradictionHint(older: ContradictionInput, newer: ContradictionInput): ContradictionHint {
  return createContradictionChecker(newer)(older);
}

/**
 * A checker for one new memory against many older ones: the new memory's tokens and clause analysis are
 * computed once (the write path compares it with several neighbours), an older one is analysed only
 * when its overlap passes the threshold.
 */
export function createContradictionChecker(
  newer: ContradictionInput,
): (older: ContradictionInput) => ContradictionHint {
  const newerSet = signalFreeSet(newer.content);
  let newerAnalysis: Analysis | undefined;
  let newerClaims: Claims | undefined;
  return (older) => {
    const olderSet = signalFreeSet(older.content);
    const inter = intersectionSize(olderSet, newerSet);
    const union = olderSet.size + newerSet.size - inter;
    const overlap = union === 0 ? 0 : inter / union;
    const none: ContradictionHint = { contradicts: false, overlap, signals: [] };
    if (older.memory_type !== newer.memory_type || overlap < MIN_OVERLAP) {
      // Texts sharing no word at all (synonyms aside) are about different things: cheaper to count than to read.
      if (inter === 0 || !typesMayContradict(older.memory_type, newer.memory_type)) return none;
      newerClaims ??= readClaims(newer.content);
      const olderClaims = readClaims(older.content);
      let left: ClaimConflict | undefined;
      if (overlap >= MIN_LEFT_BEHIND_OVERLAP) {
        const claim = claimConflict(olderClaims, newerClaims);
        // Across types, the whole-text claim reader counts only when it read history (`moved from X`), not a
        // value slot: a decision and a fact differ in everything around the value.
        left =
          leftBehindValue(olderClaims, newerClaims) ??
          leftBehindValue(newerClaims, olderClaims) ??
          (claim?.signals.every((sig) => LEFT_BEHIND_SIGNALS.has(sig)) ? claim : undefined);
      }
      // A value slot counts across types when two clauses pin one subject down (`weights are stored in kg`).
      left ??= clauseValueClash(olderClaims, newerClaims);
      if (left === undefined) return none;
      const clash = asWritten(left.clash, `${older.content}\n${newer.content}`);
      const hint: ContradictionHint = { contradicts: true, overlap, signals: left.signals, clash };
      if (left.replaced !== undefined) hint.replaced = left.replaced;
      return hint;
    }
    const a = analyze(older.content);
    newerAnalysis ??= analyze(newer.content);
    const b = newerAnalysis;
    const ca = readClaims(older.content);
    newerClaims ??= readClaims(newer.content);
    const cb = newerClaims;
    // Numbers and identifiers that name which thing (`step 3`, `m3`, `#412`) make these two things.
    if (!sameIds(ca, cb)) return none;
    const claim =
      claimConflict(ca, cb) ?? leftBehindValue(ca, cb) ?? leftBehindValue(cb, ca) ?? clauseValueClash(ca, cb);
    // The aligner reads neither lists nor history ("used to host on Heroku" / "host on Render now").
    const slot = ca.multi || cb.multi || ca.past || cb.past ? undefined : slotSignals(a, b);
    const found = [
      polaritySignals(a, b),
      polaritySignals(b, a),
      replacementSignals(a, b),
      replacementSignals(b, a),
      slot,
    ].filter((f): f is Found => f !== undefined);
    if (claim === undefined && found.length === 0) return none;
    const signals = new Set<string>([...found.flatMap((f) => f.signals), ...(claim?.signals ?? [])]);
    // The aligner has no notion of history: when only it fired, the newer text is taken to hold.
    const clash = asWritten(claim?.clash ?? found[0]?.clash ?? '', `${older.content}\n${newer.content}`);
    const hint: ContradictionHint = { contradicts: true, overlap, signals: [...signals], clash };
    // A clash between two present statements names no outdated side, unless the aligner found one too.
    const replaced =
      claim === undefined ? 'older' : (claim.replaced ?? (found.length > 0 ? 'older' : undefined));
    if (replaced !== undefined) hint.replaced = replaced;
    return hint;
  };
}

/**
 * Puts each quoted phrase of a clash back as the texts wrote it (`"half up"` → `"half-up"`, `"terraform"` →
 * `"Terraform"`): the detectors read lowercased words.
 */
function asWritten(clash: string, texts: string): string {
  return clash.replace(/"([^"]+)"/g, (whole, phrase: string) => {
    const words = phrase.split(' ').filter((w) => /^[\p{L}\p{N}.]+$/u.test(w));
    if (words.length === 0 || words.length !== phrase.split(' ').length) return whole;
    const pattern = words.map((w) => w.replace(/\./g, '\\.')).join('[^\\p{L}\\p{N}]{1,3}');
    const m = new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'iu').exec(texts);
    return m === null ? whole : `"${m[0]}"`;
  });
}

function signalFreeSet(text: string): Set<string> {
  const set = tokenSet(text);
  for (const st of SIGNAL_STEMS) set.delete(st);
  return set;
}

/** Index terms folded together by the claim reader's synonyms (`store`, `save`, `kept` → `keep`), by term. */
const SYNONYM_FORMS: ReadonlyMap<string, readonly string[]> = (() => {
  const byCanon = new Map<string, string[]>();
  for (const [term, canon] of SYNONYMS) {
    const list = byCanon.get(canon) ?? [canon];
    if (!list.includes(term)) list.push(term);
    byCanon.set(canon, list);
  }
  const out = new Map<string, readonly string[]>();
  for (const list of byCanon.values()) for (const t of list) out.set(t, list);
  return out;
})();

/**
 * The terms to find a memory's contradiction candidates by, one group per word of it: the word's index term
 * and the terms the detector reads as the same word ("saved" also finds "stored", "kept"). A write looks up
 * records sharing its rarest groups; a group's records are the union of its terms' records, so a memory
 * saying "Weights are saved in pounds" finds "Weights are stored in kilograms" through two words.
 */
export function neighbourTermGroups(content: string): string[][] {
  return [...new Set(queryTokens(content))].map((t) => [...(SYNONYM_FORMS.get(t) ?? [t])]);
}
