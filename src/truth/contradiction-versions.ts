/**
 * One tool, two versions: "storefront on Next.js 12, pages router" in one memory and "Storefront is on Next.js 14
 * App Router" in another, "App ni Laravel 10 kwa PHP 8.1" and "Tume-upgrade to Laravel 11 + PHP 8.3". A version
 * written after a tool's name is the same fact in any language the sentence around it is written in, so this
 * reads pairs whose wording the claim reader cannot align (other languages, a label and a colon, a long text
 * around a short one).
 *
 * Left alone: a text giving one tool two versions (a per-service table: "Node 18 for the lambdas, Node 20 for the
 * web"), a version one text names in history or doubt ("moved from Go 1.21", "maybe Postgres 17") — the history
 * readers judge those —, a version one is the prefix of the other (`Python 3` / `Python 3.12`), and texts that
 * share no word but the tool's name (two services each on their own version).
 */

import { amountsDiffer } from './contradiction-amounts.js';
import type { ClaimConflict } from './contradiction-claims.js';
import type { Amount, Claims } from './contradiction-claims-read.js';
import { UNITS } from './contradiction-vocab.js';

/**
 * Words a number follows without being a tool's version in the sense of this rule: a protocol's or an API's
 * version is said of many things at once ("Bulk API 2.0" beside "API 62.0"), an SDK level names which one
 * (`minSdk 26`, `targetSdk 34`), a status code follows HTTP.
 */
const NOT_A_TOOL: ReadonlySet<string> = new Set([
  'api',
  'sdk',
  'http',
  'https',
  'tls',
  'ssl',
  'oauth',
  'es',
  'ecmascript',
]);

/**
 * Wording two texts must share (signal-free Jaccard) for their versions of one tool to be one fact. Over all
 * pairs of the 141 bench:agent projects' memories, this rule reads 58 labelled replacements more (323 → 381 of
 * 1,704) and flags 7 other pairs (178 → 185): three real replacements nobody labelled (Elixir 1.12 → 1.17, PHP 8.1
 * → 8.3, CFDI 3.3 → 4.0), an agent's proposal, two real clashes (JetPack 5.1 vs 6.0, EMR's Spark 3.3.1 vs DBR's
 * 3.3.2) and "Sidekiq 7" against "sidekiq 3 replicas". Under 0.08 were 13 other pairs and two labelled ones (two
 * services, a device floor against a CI runner: "iOS 17.0 deployment target" vs "iPhone 16 / iOS 18 simulator").
 */
export const MIN_VERSION_OVERLAP = 0.08;

/** Versions of one tool: those stated as present, and whether a clause tells one in history or doubt. */
interface ToolVersions {
  stated: Amount[];
  doubted: boolean;
}

/** The versions each named tool is given, by `v:<canon>` dimension. */
function versionsOf(c: Claims, text: string): Map<string, ToolVersions> {
  const lower = text.toLowerCase();
  const out = new Map<string, ToolVersions>();
  const entry = (dim: string): ToolVersions => {
    let e = out.get(dim);
    if (e === undefined) {
      e = { stated: [], doubted: false };
      out.set(dim, e);
    }
    return e;
  };
  for (const clause of c.clauses) {
    for (const a of clause.amounts) {
      if (!a.dim.startsWith('v:') || NOT_A_TOOL.has(a.dim.slice(2))) continue;
      // Read off code or a list of amounts, not written as a name and its version ("ELECTRON_RUN_AS_NODE=1",
      // "grpc-go 1.67", "100 SEK / 100 NOK"): no version of the tool.
      const written = writtenAsVersion(text, lower, a.raw);
      if (written === undefined) continue;
      const e = entry(a.dim);
      // "The CI matrix includes Node 18": one of several in use, no version of the whole.
      if (clause.unsure || clause.listing || a.target) e.doubted = true;
      else e.stated.push({ ...a, raw: written });
    }
    for (const a of clause.from) if (a.dim.startsWith('v:')) entry(a.dim).doubted = true;
  }
  return out;
}

/**
 * A version said as a floor or a ceiling ("since WP 6.2", "Android 8+", "iOS 16 or later", "before Django 4"): a
 * bound of what works, not the one in use.
 */
const BOUND_BEFORE_RE =
  /(?:^|[^\p{L}])(?:since|from|before|until|after|above|below|pre|min|max|minimum|maximum)\s+$/iu;
const BOUND_AFTER_RE = /^(?:\+|\s*(?:or|and)\s+(?:later|newer|above|higher|up|below|older|lower|earlier)\b)/i;

/** Whether the version at `[from, to)` of `text` is said as a bound (see {@link BOUND_BEFORE_RE}). */
function boundAt(text: string, from: number, to: number): boolean {
  return (
    BOUND_BEFORE_RE.test(text.slice(Math.max(0, from - 40), from)) ||
    BOUND_AFTER_RE.test(text.slice(to, to + 16))
  );
}

/**
 * How `raw` ("nextjs 12", "spring boot 3.3") stands in the text as a name, a space and a number ("Next.js 12",
 * "Spring Boot 3.3"), or undefined when it does not: read off code, a list of amounts or a bound.
 */
function writtenAsVersion(text: string, lower: string, raw: string): string | undefined {
  const space = raw.lastIndexOf(' ');
  if (space < 0) return undefined;
  const name = raw.slice(0, space);
  const num = raw.slice(space + 1);
  // "Spring Boot 3.3": the name's last word stands before the number; the canonical name may be spelled
  // otherwise ("Next.js", "node.js"), so the word must start like it.
  const head = name.slice(0, name.lastIndexOf(' ') + 1);
  const last = name.slice(head.length).replace(/[.-]/g, '');
  let from = 0;
  for (;;) {
    const at = lower.indexOf(num, from);
    if (at < 0) return undefined;
    from = at + 1;
    const m = /([\p{L}\p{N}.+#-]+)\s+v?$/u.exec(lower.slice(Math.max(0, at - name.length - 4), at));
    if (m === null) continue;
    const start = at - m[0].length;
    const after = lower[at + num.length] ?? '';
    if (/[\p{L}\p{N}_-]/u.test(lower[start - 1] ?? '') || /[\p{N}=_]/u.test(after)) continue;
    // "NL 60 MW", "Redis 6 GB": a quantity in a unit after a name, not the name's version.
    const unit = UNIT_AFTER_RE.exec(lower.slice(at + num.length))?.[1] ?? '';
    if (UNITS.has(unit) || POWER_UNITS.has(unit)) continue;
    if (!(m[1] ?? '').replace(/[.-]/g, '').startsWith(last.slice(0, 3))) continue;
    if (boundAt(lower, start, at + num.length)) return undefined;
    const withHead = head !== '' && lower.slice(start - head.length, start) === head;
    return text.slice(withHead ? start - head.length : start, at + num.length);
  }
}

/** The word right after a number, when a space or none separates them. */
const UNIT_AFTER_RE = /^ ?(\p{L}+)(?![\p{L}\p{N}])/u;

/** Units of power and energy, which the unit table leaves to the claim reader's reading of any short word. */
const POWER_UNITS: ReadonlySet<string> = new Set(['w', 'kw', 'mw', 'gw', 'wh', 'kwh', 'mwh', 'gwh']);

/** The one version a text gives a tool (versions that are prefixes of one another are one), or undefined. */
function single(v: ToolVersions): Amount | undefined {
  if (v.doubted) return undefined;
  const [first, ...rest] = v.stated;
  if (first === undefined) return undefined;
  let longest = first;
  for (const x of rest) {
    if (amountsDiffer(longest, x)) return undefined;
    if (x.parts.length > longest.parts.length) longest = x;
  }
  return longest;
}

/** Whether version `x` is later than `y` (compared part by part). */
function later(x: readonly number[], y: readonly number[]): boolean {
  const n = Math.max(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const a = x[i] ?? 0;
    const b = y[i] ?? 0;
    if (a !== b) return a > b;
  }
  return false;
}

/**
 * A name the vocabulary does not know, written with a capital (`TargetLink`, `T7`, `CFDI`, `Online Számla`: one or
 * two words), and a dotted version right after it (`4.4`, `v12.0`, `2.0.1`); not inside code (`grpc-go 1.67`), and
 * not followed by a unit, a percent sign or more digits.
 */
const NAMED_VERSION_RE =
  /(?<![\p{L}\p{N}_./-])(\p{Lu}[\p{L}\p{N}]*(?:[ -]\p{Lu}[\p{L}\p{N}]*)?)\s+v?(\d+\.\d+(?:\.\d+)?)(?![\p{N}.]*\d|[\p{L}_=%-])/gu;

/** A currency's code (`KES 0.45`, `EUR 1.20`): an amount follows, not a version. Node's ICU lists ISO 4217. */
const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/** The dotted versions each capitalised name is given in a text, by the name in lower case, as amounts. */
function namedVersions(text: string): Map<string, Amount[]> {
  const out = new Map<string, Amount[]>();
  for (const m of text.matchAll(NAMED_VERSION_RE)) {
    const name = m[1] ?? '';
    const at = m.index ?? 0;
    if (CURRENCIES.has(name) || boundAt(text, at, at + m[0].length)) continue;
    const digits = m[2] ?? '';
    // "Xetra T7 12.0" is a version of T7 as well: a name of two words is read under its last word too.
    const key = name.toLowerCase();
    for (const k of new Set([key, key.slice(key.search(/\S+$/))])) {
      const amount: Amount = {
        dim: `v:${k}`,
        value: Number.parseFloat(digits),
        parts: digits.split('.').map(Number),
        raw: `${k} ${digits}`,
      };
      const list = out.get(k);
      if (list === undefined) out.set(k, [amount]);
      else if (!list.some((x) => x.raw === amount.raw)) list.push(amount);
    }
  }
  return out;
}

/**
 * A name the vocabulary does not know given one dotted version in each text ("ETI: T7 12.0 interface" vs "ETI
 * codec = T7 13.0 layouts", "TargetLink 4.4" vs "TargetLink 5.2"), neither text naming the other's version (a
 * text telling the move names both: the history readers judge it).
 */
function namedVersionClash(
  older: string,
  newer: string,
  known: ReadonlySet<string>,
): ClaimConflict | undefined {
  const va = namedVersions(older);
  if (va.size === 0) return undefined;
  const vb = namedVersions(newer);
  for (const [name, a] of va) {
    const b = vb.get(name);
    if (known.has(bare(name)) || b === undefined || a.length !== 1 || b.length !== 1) continue;
    const [x, y] = [a[0] as Amount, b[0] as Amount];
    const [vx, vy] = [x.parts.join('.'), y.parts.join('.')];
    if (!amountsDiffer(x, y) || newer.includes(vx) || older.includes(vy)) continue;
    return clashOf(x, y);
  }
  return undefined;
}

/** The clash of two versions of one tool: the older memory replaced when the newer one names the later version. */
function clashOf(older: Amount, newer: Amount): ClaimConflict {
  const clash = `"${older.raw}" vs "${newer.raw}"`;
  return later(newer.parts, older.parts)
    ? { signals: ['different_value'], clash, replaced: 'older' }
    : { signals: ['different_value'], clash };
}

/**
 * A tool given one version in the older text and another in the newer one, the texts sharing a subject word
 * besides the tool. An upgrade is the usual way a version changes: when the newer memory names the later
 * version, the older one is read as replaced; a newer memory naming an earlier version is a clash for a person
 * to check.
 *
 * The caller checks that the texts share {@link MIN_VERSION_OVERLAP} of their wording before reading them.
 *
 * @param options `named: false` judges only the tools the vocabulary knows, not capitalised names with a dotted
 *   number (a caller that already read a clash there: "App Review 3.1.2" and "5.1.1" are sections, not versions).
 * @returns The clash, with the older side replaced when the newer text names the later version, or undefined.
 */
export function versionClash(
  older: { claims: Claims; text: string },
  newer: { claims: Claims; text: string },
  options: { named?: boolean } = {},
): ClaimConflict | undefined {
  const va = versionsOf(older.claims, older.text);
  const vb = versionsOf(newer.claims, newer.text);
  // Tools the vocabulary knows are judged by the claim reader's versions alone (it knows a list, history, doubt).
  const known = new Set([...va.keys(), ...vb.keys()].map((dim) => bare(dim.slice(2))));
  for (const [dim, a] of va) {
    const b = vb.get(dim);
    if (b === undefined) continue;
    const x = single(a);
    const y = single(b);
    if (x === undefined || y === undefined || !amountsDiffer(x, y)) continue;
    const tool = dim.slice(2);
    let shared = false;
    for (const w of older.claims.subject) if (w !== tool && newer.claims.subject.has(w)) shared = true;
    if (!shared) continue;
    return clashOf(x, y);
  }
  return options.named === false ? undefined : namedVersionClash(older.text, newer.text, known);
}

/** A name reduced to its letters and digits (`Next.js` → `nextjs`). */
function bare(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}
