/**
 * Analysis of one text for the clause aligner (contradiction.ts): its clauses split at connectives, each read
 * into content tokens (values and quantities recognised, stopwords and stance words dropped), whether it is
 * negated or states a bound, and the replacement constructs it holds (`instead of X`, `switched from X to Y`,
 * `replaced X with Y`), whose rejected words leave the clause.
 */

import { STOPWORDS, splitWords, stem } from '../core/tokenize.js';
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

/** A content token of a clause: a value, a quantity or a stemmed word. */
export interface Token {
  /** Equality key for alignment: equal keys mean "the same thing said". */
  key: string;
  /** The words as written, for explanations. */
  raw: string;
  value?: ValueInfo;
  quantity?: Quantity;
}

/** One clause (or part of one split at a connective), read. */
export interface Segment {
  tokens: Token[];
  keys: Set<string>;
  negated: boolean;
  /** Negated but stating a bound (`not more than`), so not a ban of the positive statement. */
  bound: boolean;
  signals: string[];
}

/** A replacement construct: the words it rejects and those it puts in their place. */
export interface Rejection {
  rejected: Token[];
  replacement: Token[];
  signal: string;
}

/** A text read into clauses and replacement constructs. */
export interface Analysis {
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
    } else if (REPLACE_WORDS.has(w.raw) && w.raw !== 'replaces') {
      // ("replaces" says what a thing does, not what changed: "the mock replaces /digid/login with a form", "compact.rs
      // replaces them with one doc.save()"; every such memory of the bench suite describes behaviour.)
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

/** Reads a text into its clauses (segments) and the replacement constructs they hold. */
export function analyze(content: string): Analysis {
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

/** The alignment keys of tokens. */
export function keySet(tokens: readonly Token[]): Set<string> {
  return new Set(tokens.map((t) => t.key));
}
