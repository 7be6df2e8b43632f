/**
 * A memory that names the value it replaced: "Hold RPC timeout is 2 s now (was 3 s)", "5,000 new users per minute
 * (raised from 2,000/min)", "Resale payouts now go out 7 days after the event ends (was 3)". When another memory
 * about the same thing states that old value, the first one outdates it, however differently the two are worded:
 * the old value, told as old, is the link the clause readers cannot make across a reworded sentence.
 */
import { queryTokens } from '../core/tokenize.js';
import { UNITS as MEASURES } from './contradiction-vocab.js';

// The old value, told in brackets ("(was 10)", "(previously 2,000/min)", and the same in the team's other
// languages: Maltese "(kien 35x)", German "(vorher 5 s)", French "(avant 3)") or after a change verb and "from"
// ("raised from 2,000/min", "up from 495", "down from 30 s", "TTL cut from 24h to 4h": a verb that may name something
// else, "cut", "set", "moved", only with the new value after "to"; Nepali "(पहिले 90 थियो)", previously 90, and "10 बाट 4
// मा", from 10 to 4). The value is what the reader compares.
const UNIT_AFTER = String.raw`(?:\s(?:ms|s|secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|weeks?|months?|%|x|cents?)\b)?`;
const MOVE_VERBS = 'raised|lowered|bumped|increased|decreased|reduced|dropped';
const TOLD_OLD_RE = new RegExp(
  [
    String.raw`\((?:it\s+)?(?:was|were|previously|formerly|prev\.?|before|used to be|old|kien|kienet|kienu|qabel kien\p{L}*|war|vorher|bisher|était|avant|era|antes|eerder|voorheen|tidigare|før|wcześniej|было|был|была|був|була|पहिले|पहिला|pahile)\s*:?\s+([^()\n]{1,40})\)`,
    String.raw`\b(?:${MOVE_VERBS}|went|up|down)\s+from\s+(\S{1,20}${UNIT_AFTER})`,
    String.raw`(?<![\p{L}\p{N}])([\d०-९][\d०-९,.]*(?:\s?[\p{L}%]{1,8})?)\s+बाट\s+[\d०-९]`,
    String.raw`\b(?:${MOVE_VERBS}|cut|changed|moved|adjusted|tuned|set)(?:\s+\S+){0,3}?\s+from\s+(\S{1,20}${UNIT_AFTER})\s+to\s+[€$£]?\d`,
  ].join('|'),
  'giu',
);

// A number with its currency sign before it or its unit after it (glued or after one space); not a part of a name,
// a version's tail, a time of day ("10:00") or a number in scientific notation ("1e-8").
const AMOUNT_RE =
  /(?<![\p{L}\p{N}_.#/-])([€$£¥₹])?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![.,:]?\d|e[-+]?\d)(k\b)?(?:\s?([a-zµ%]+))?/giu;

// Units: the claim reader's time units (contradiction-vocab.ts, compared as dimension and scale, so "min" and
// "minutes" are one), and what its table lacks: Maltese time words, "m" for minutes, months, cents, a percent sign and a
// multiplier. A word that is neither is no unit: "2,000 new users" is a count.
const EXTRA_UNITS: Readonly<Record<string, string>> = {
  millis: 'time:1',
  sekonda: 'time:1000',
  sekondi: 'time:1000',
  m: 'time:60000',
  siegħa: 'time:3600000',
  sigħat: 'time:3600000',
  jum: 'time:86400000',
  ijiem: 'time:86400000',
  month: 'mo',
  months: 'mo',
  c: 'c',
  cent: 'c',
  cents: 'c',
  '%': '%',
  x: 'x',
};

/** The unit a word names, as a key two spellings of one unit share, or undefined. */
function unitOf(word: string): string | undefined {
  const u = MEASURES.get(word);
  return u?.dim === 'time' ? `time:${u.scale}` : EXTRA_UNITS[word];
}

interface Amount {
  value: number;
  unit: string | undefined;
  /** As written ("2,000", "3 s"). */
  raw: string;
  /** Where it starts in the text read. */
  at: number;
}

function amountsIn(text: string): Amount[] {
  const out: Amount[] = [];
  // Devanagari digits are digits ("१५ गते", the 15th), one character each, so positions hold.
  const ascii = /[०-९]/.test(text) ? text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x966)) : text;
  for (const m of ascii.matchAll(AMOUNT_RE)) {
    let value = Number((m[2] ?? '').replaceAll(',', ''));
    if (!Number.isFinite(value)) continue;
    if (m[3] !== undefined) value *= 1000;
    const unit = m[1] ?? unitOf(m[4]?.toLowerCase() ?? '');
    const raw =
      unit === undefined || m[1] !== undefined ? `${m[1] ?? ''}${m[2] ?? ''}${m[3] ?? ''}` : m[0].trim();
    out.push({ value, unit, raw, at: m.index ?? 0 });
  }
  return out;
}

// A sentence: the old value and the new are compared within the sentences that hold them.
const SENTENCE_END = /[.;!?\n।](?=\s|$)/g;

/** The sentence of `text` around position `at`. */
function sentenceAt(text: string, at: number): string {
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(SENTENCE_END)) {
    const i = m.index ?? 0;
    if (i < at) start = i + 1;
    else {
      end = i;
      break;
    }
  }
  return text.slice(start, end);
}

/** The amounts a text tells as old ("(was 3 s)" → 3 s), each with the sentence that tells it. */
function toldOld(text: string): { amount: Amount; sentence: string }[] {
  const out: { amount: Amount; sentence: string }[] = [];
  for (const m of text.matchAll(TOLD_OLD_RE)) {
    const first = amountsIn(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '')[0];
    if (first === undefined) continue;
    const sentence = sentenceAt(text, m.index ?? 0);
    // "7 minutes now (was 10)": an old value said bare has the unit of the new one before it.
    let unit = first.unit;
    if (unit === undefined) {
      // The nearest with a unit: "545 cents per ticket from the 2026 season (was 495)" is 495 cents.
      const before = amountsIn(text.slice(0, m.index ?? 0)).filter(
        (a) => a.unit !== undefined && sentence.includes(a.raw),
      );
      unit = before[before.length - 1]?.unit;
    }
    out.push({ amount: { ...first, unit }, sentence });
  }
  return out;
}

/** Words of a text that can name its subject: no numbers, no units, three letters or more. */
function subjectWords(text: string): Set<string> {
  return new Set(queryTokens(text).filter((t) => t.length >= 3 && !/\d/.test(t) && unitOf(t) === undefined));
}

/** Subject words the two sentences (the one telling the old value, the one stating it) must share. */
const MIN_SHARED_WORDS = 2;

/** The told-old values and the amounts of one text, read once for the comparisons it takes part in. */
interface Read {
  text: string;
  old: { amount: Amount; sentence: string }[];
  stated: Amount[];
}

const readText = (text: string): Read => ({ text, old: toldOld(text), stated: amountsIn(text) });

/** The value `current` tells as old that `stale` states in a sentence of the same subject, as written there. */
function staleValue(stale: Read, current: Read): string | undefined {
  for (const { amount: o, sentence } of current.old) {
    // The stale memory must not tell the same value as old itself (two notes of one change).
    if (stale.old.some((x) => x.amount.value === o.value)) continue;
    const words = subjectWords(sentence);
    const hit = stale.stated.find((x) => {
      if (x.value !== o.value || x.unit !== o.unit) return false;
      const near = subjectWords(sentenceAt(stale.text, x.at));
      return [...words].filter((w) => near.has(w)).length >= MIN_SHARED_WORDS;
    });
    if (hit !== undefined) return hit.raw;
  }
  return undefined;
}

/**
 * A checker of one new memory against older ones: whether one of the two tells as old a value the other states, in
 * sentences that share subject words. The new memory is read once (the write path compares it with several).
 *
 * @returns For an older text: which side is outdated and the value, or undefined.
 */
export function createToldOldChecker(
  newer: string,
): (older: string) => { replaced: 'older' | 'newer'; clash: string } | undefined {
  const current = readText(newer);
  return (older) => {
    // Neither tells an old value: nothing to compare (most pairs), and the older text's amounts are not read.
    const otherOld = toldOld(older);
    if (current.old.length === 0 && otherOld.length === 0) return undefined;
    const other: Read = { text: older, old: otherOld, stated: amountsIn(older) };
    const forward = staleValue(other, current);
    if (forward !== undefined)
      return { replaced: 'older', clash: `"${forward}" (the newer text says it was)` };
    const backward = staleValue(current, other);
    if (backward !== undefined)
      return { replaced: 'newer', clash: `"${backward}" (the older text says it was)` };
    return undefined;
  };
}

/** {@link createToldOldChecker} for one pair. */
export function toldOldValue(
  older: string,
  newer: string,
): { replaced: 'older' | 'newer'; clash: string } | undefined {
  return createToldOldChecker(newer)(older);
}
