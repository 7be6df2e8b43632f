/**
 * Absolute dates named in a query ("on 13 October 2023", "in March 2024", "2024-03-05", "during 2022"), as
 * time spans a memory's `valid_from` can fall in. Only dates with a year are read: "in June" or "May" alone
 * are ambiguous (and "may" is usually a verb).
 */

/** A span of time named by the query; `from` inclusive, `to` exclusive, both epoch milliseconds. */
export interface DateSpan {
  from: number;
  to: number;
  /** The words of the query that named it. */
  label: string;
}

const DAY_MS = 86_400_000;

const MONTHS: Record<string, number> = {
  jan: 0,
  january: 0,
  feb: 1,
  february: 1,
  mar: 2,
  march: 2,
  apr: 3,
  april: 3,
  may: 4,
  jun: 5,
  june: 5,
  jul: 6,
  july: 6,
  aug: 7,
  august: 7,
  sep: 8,
  sept: 8,
  september: 8,
  oct: 9,
  october: 9,
  nov: 10,
  november: 10,
  dec: 11,
  december: 11,
};

const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '((?:19|20|21)\\d\\d)';

// Most specific first; a match blanks its text so a shorter pattern cannot read it again.
const PATTERNS: { re: RegExp; span: (m: RegExpExecArray) => [number, number] | undefined }[] = [
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/g, span: (m) => day(m[1], m[2], m[3]) },
  {
    re: new RegExp(`\\b${MONTH}\\s+${DAY},?\\s+${YEAR}\\b`, 'gi'),
    span: (m) => day(m[3], month(m[1]), m[2]),
  },
  {
    re: new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH},?\\s+${YEAR}\\b`, 'gi'),
    span: (m) => day(m[3], month(m[2]), m[1]),
  },
  { re: /\b(\d{4})-(\d{2})\b(?!-\d)/g, span: (m) => monthSpan(m[1], m[2]) },
  {
    re: new RegExp(`\\b${MONTH},?\\s+(?:of\\s+)?${YEAR}\\b`, 'gi'),
    span: (m) => monthSpan(m[2], month(m[1])),
  },
  {
    re: new RegExp(`\\b(?:in|during|throughout)\\s+(?:the\\s+year\\s+)?${YEAR}\\b`, 'gi'),
    span: (m) => yearSpan(m[1]),
  },
];

function month(name: string | undefined): string | undefined {
  const m = name === undefined ? undefined : MONTHS[name.toLowerCase()];
  return m === undefined ? undefined : String(m + 1);
}

function utc(y: number, m0: number, d: number): number | undefined {
  const t = Date.UTC(y, m0, d);
  const back = new Date(t);
  return back.getUTCFullYear() === y && back.getUTCMonth() === m0 && back.getUTCDate() === d ? t : undefined;
}

/** A calendar day, widened by a day each way: the memory's timestamp and the question may not share a zone. */
function day(y?: string, m?: string, d?: string): [number, number] | undefined {
  const t = utc(Number(y), Number(m) - 1, Number(d));
  return t === undefined ? undefined : [t - DAY_MS, t + 2 * DAY_MS];
}

function monthSpan(y?: string, m?: string): [number, number] | undefined {
  const mi = Number(m) - 1;
  const from = utc(Number(y), mi, 1);
  if (from === undefined) return undefined;
  return [from, Date.UTC(Number(y), mi + 1, 1)];
}

function yearSpan(y?: string): [number, number] | undefined {
  const from = utc(Number(y), 0, 1);
  return from === undefined ? undefined : [from, Date.UTC(Number(y) + 1, 0, 1)];
}

/**
 * The dated spans a query names, most specific reading of each phrase only.
 *
 * @param text The query as written.
 * @returns Spans in order of the patterns (days, months, years); empty when the query names no dated time.
 */
export function queryDates(text: string): DateSpan[] {
  let rest = text;
  const out: DateSpan[] = [];
  for (const { re, span } of PATTERNS) {
    re.lastIndex = 0;
    for (const m of rest.matchAll(re)) {
      const s = span(m);
      if (s) out.push({ from: s[0], to: s[1], label: m[0].trim() });
    }
    rest = rest.replace(re, (x) => ' '.repeat(x.length));
  }
  return out;
}

/** The first span containing `iso` (a timestamp), if any. */
export function spanOf(spans: readonly DateSpan[], iso: string | undefined): DateSpan | undefined {
  if (spans.length === 0 || iso === undefined) return undefined;
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return undefined;
  return spans.find((s) => t >= s.from && t < s.to);
}
