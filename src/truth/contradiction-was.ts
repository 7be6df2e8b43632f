/**
 * A memory that names the value it replaced: "Hold RPC timeout is 2 s now (was 3 s)", "5,000 new users per minute
 * (raised from 2,000/min)", "Resale payouts now go out 7 days after the event ends (was 3)". When another memory
 * about the same thing states that old value, the first one outdates it, however differently the two are worded:
 * the old value, told as old, is the link the clause readers cannot make across a reworded sentence.
 */
import { queryTokens } from '../core/tokenize.js';

// The old value, told in brackets ("(was 10)", "(previously 2,000/min)", and the same in the team's other
// languages: Maltese "(kien 35x)", German "(vorher 5 s)", French "(avant 3)") or after a change verb and "from"
// ("raised from 2,000/min", "up from 495", "down from 30 s", "TTL cut from 24h to 4h": a verb that may name something
// else, "cut", "set", "moved", only with the new value after "to"; Nepali "(पहिले 90 थियो)", previously 90, and "10 बाट 4
// मा", from 10 to 4). The value is what the reader compares.
const TOLD_OLD_RE =
  /\((?:it\s+)?(?:was|were|previously|formerly|prev\.?|before|used to be|old|kien|kienet|kienu|qabel kien\p{L}*|war|vorher|bisher|était|avant|era|antes|eerder|voorheen|tidigare|før|wcześniej|было|был|была|був|була|पहिले|पहिला|pahile)\s*:?\s+([^()\n]{1,40})\)|\b(?:raised|lowered|bumped|increased|decreased|reduced|dropped|went|up|down)\s+from\s+(\S{1,20}(?:\s(?:ms|s|secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|weeks?|months?|%|x|cents?)\b)?)|(?<![\p{L}\p{N}])([\d०-९][\d०-९,.]*(?:\s?[\p{L}%]{1,8})?)\s+बाट\s+[\d०-९]|\b(?:cut|changed|moved|adjusted|tuned|set|bumped|raised|lowered|increased|decreased|reduced|dropped)(?:\s+\S+){0,3}?\s+from\s+(\S{1,20}(?:\s(?:ms|s|secs?|seconds?|mins?|minutes?|hrs?|hours?|days?|weeks?|months?|%|x|cents?)\b)?)\s+to\s+[€$£]?\d/giu;

// A number with its currency sign before it or its unit after it (glued or after one space); not a part of a name,
// a version's tail, a time of day ("10:00") or a number in scientific notation ("1e-8").
const AMOUNT_RE =
  /(?<![\p{L}\p{N}_.#/-])([€$£¥₹])?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?![.,:]?\d|e[-+]?\d)(k\b)?(?:\s?([a-zµ%]+))?/giu;

// Units said several ways, in English and Maltese. A word not listed is no unit: "2,000 new users" is a count.
const UNITS: Readonly<Record<string, string>> = {
  ms: 'ms',
  millis: 'ms',
  s: 's',
  sec: 's',
  secs: 's',
  second: 's',
  seconds: 's',
  sekonda: 's',
  sekondi: 's',
  m: 'min',
  min: 'min',
  mins: 'min',
  minute: 'min',
  minutes: 'min',
  minuta: 'min',
  minuti: 'min',
  h: 'h',
  hr: 'h',
  hrs: 'h',
  hour: 'h',
  hours: 'h',
  siegħa: 'h',
  sigħat: 'h',
  d: 'd',
  day: 'd',
  days: 'd',
  jum: 'd',
  ijiem: 'd',
  week: 'w',
  weeks: 'w',
  month: 'mo',
  months: 'mo',
  c: 'c',
  cent: 'c',
  cents: 'c',
  '%': '%',
  x: 'x',
};

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
    const unit = m[1] ?? UNITS[m[4]?.toLowerCase() ?? ''];
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
  return new Set(queryTokens(text).filter((t) => t.length >= 3 && !/\d/.test(t) && UNITS[t] === undefined));
}

/** Subject words the two sentences (the one telling the old value, the one stating it) must share. */
const MIN_SHARED_WORDS = 2;

/**
 * Whether one memory tells as old a value the other states, and they share subject words.
 *
 * @returns Which side is outdated and the value, or undefined.
 */
export function toldOldValue(
  older: string,
  newer: string,
): { replaced: 'older' | 'newer'; clash: string } | undefined {
  const read = (stale: string, current: string): string | undefined => {
    const staleOld = toldOld(stale);
    const stated = amountsIn(stale);
    for (const { amount: o, sentence } of toldOld(current)) {
      // The stale memory must not tell the same value as old itself (two notes of one change).
      if (staleOld.some((x) => x.amount.value === o.value)) continue;
      const words = subjectWords(sentence);
      const hit = stated.find((x) => {
        if (x.value !== o.value || x.unit !== o.unit) return false;
        const near = subjectWords(sentenceAt(stale, x.at));
        return [...words].filter((w) => near.has(w)).length >= MIN_SHARED_WORDS;
      });
      if (hit !== undefined) return hit.raw;
    }
    return undefined;
  };
  const forward = read(older, newer);
  if (forward !== undefined) return { replaced: 'older', clash: `"${forward}" (the newer text says it was)` };
  const backward = read(newer, older);
  if (backward !== undefined)
    return { replaced: 'newer', clash: `"${backward}" (the older text says it was)` };
  return undefined;
}
