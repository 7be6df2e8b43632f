/**
 * The claim reader: the second contradiction detector, for how people actually write. The clause aligner in
 * contradiction.ts needs two statements built on one sentence frame ("X is 30" / "X is 60"); real memories
 * say the same thing in different words ("retries a failed webhook 5 times" / "failed webhooks are retried
 * up to 10 times"), tell history ("started out on MongoDB" / "moved from MongoDB to Postgres") and reject a
 * value in a side clause ("stored in local time, not UTC").
 *
 * Each text is read into claims: the subject words (content stems, a few synonyms folded), the values it
 * names (tools, places, modes — the exclusive groups of contradiction-vocab.ts) and amounts (numbers with
 * units, versions of a named thing, clock times), each with a status — current, old (negated, `instead of`,
 * `from X to`, `replaced`, `dropped`, `is gone`…) or past (`started out on`, `used to`, `originally`). Two
 * texts contradict when they share their subject and
 * - one rejects a value or phrase the other asserts (`replaced`, `switched`, `instead_of`, `no_longer`,
 *   `negation`), or
 * - both assert a different value of one exclusive group, or a different amount of one dimension
 *   (`different_value`).
 * Precision guards: numbers and identifiers that name *which* thing (`step 3`, `m3`, `#412`, `p95`, `v1`)
 * make two texts about different things; a word that narrows only one subject (`audit logs` vs `logs`) or
 * names another environment or platform (`staging`, `ios`) does too; lists (`includes`, `also`, two values
 * of one group) hold many values; and only one slot may differ (`Postgres on port 5432` vs `Redis on port
 * 6379` are two subjects, not one changed twice).
 */

import { STOPWORDS, splitWords, stem } from '../core/tokenize.js';
import {
  CLAUSE_SPLIT_RE,
  CODE_CHUNK_RE,
  MAX_PHRASE_WORDS,
  NEGATOR_EXCEPTIONS,
  NEGATORS,
  NUMBER_WORDS,
  splitAtConnectives,
  UNITS,
  VALUE_SPELLINGS,
} from './contradiction-vocab.js';

/** What the claim reader found between two texts. */
export interface ClaimConflict {
  signals: string[];
  /** Which words clash, quoted from the texts, e.g. `"Terraform" vs "Pulumi"`. */
  clash: string;
  /** The side whose claim the wording or the dates make outdated. */
  replaced: 'older' | 'newer';
}

/** How a text holds a value. */
type Status = 'current' | 'old' | 'past';

interface Mention {
  canon: string;
  groups: readonly string[];
  status: Status;
  raw: string;
  /** The cue that made it old (`replaced`, `switched`, `negation`…). */
  cue?: string;
}

interface Amount {
  /** `time`, `size`, `percent`, `clock`, `port`, `bare`, `u:<unit stem>` or `v:<versioned name>`. */
  dim: string;
  value: number;
  parts: number[];
  raw: string;
}

/** A phrase a text rejects: content stems (values as `=canon`) and the cue. */
interface Rejection {
  keys: string[];
  raw: string;
  cue: string;
  /** Negated clause whose only content is one value ("Terraform is no longer used"). */
  sole: boolean;
  /** Negated clause holding an antonym value (`disable`, `deny`): the negation flips it. */
  flips: boolean;
}

/** Everything the rules read from one text. */
export interface Claims {
  subject: Set<string>;
  /** Content stems and `=canon` values the text asserts (current or past). */
  asserted: Set<string>;
  ids: Set<string>;
  /** Subject words directly followed by another subject word: modifiers that narrow the subject. */
  modifiers: Map<string, Set<string>>;
  mentions: Mention[];
  amounts: Amount[];
  rejections: Rejection[];
  multi: boolean;
  /** Some clause tells history (`used to`, `started out on`) or a mere trial (`evaluated`). */
  past: boolean;
  /** Every asserted plain word, including adjective values (`sync`, `public`) spelled as stems. */
  words: Set<string>;
}

interface Lexeme {
  raw: string;
  code: boolean;
  kind?: 'clock' | 'region' | 'id' | 'percent';
  num?: number;
}

// ---------------------------------------------------------------------------------------------------------
// Vocabulary of the claim reader
// ---------------------------------------------------------------------------------------------------------

/** Words that change what follows or precedes them, never the subject itself. */
const CUE_WORDS = new Set([
  'now',
  'today',
  'currently',
  'anymore',
  'longer',
  'instead',
  'rather',
  'since',
  'ago',
  'last',
  'spring',
  'summer',
  'autumn',
  'fall',
  'winter',
  'year',
  'month',
  'quarter',
  'q1',
  'q2',
  'q3',
  'q4',
  'move',
  'moved',
  'moving',
  'migrate',
  'migrated',
  'migrating',
  'switch',
  'switched',
  'switching',
  'replace',
  'replaced',
  'replacing',
  'replaces',
  'change',
  'changed',
  'upgrade',
  'upgraded',
  'downgrade',
  'downgraded',
  'rewrite',
  'rewritten',
  'rewrote',
  'rebuilt',
  'rebuild',
  'remove',
  'removed',
  'drop',
  'dropped',
  'retire',
  'retired',
  'ditch',
  'ditched',
  'abandon',
  'abandoned',
  'deprecate',
  'deprecated',
  'sunset',
  'gone',
  'went',
  'go',
  'goes',
  'took',
  'take',
  'takes',
  'started',
  'start',
  'out',
  'first',
  'originally',
  'initially',
  'previously',
  'formerly',
  'used',
  'use',
  'uses',
  'using',
  'chose',
  'choose',
  'chosen',
  'picked',
  'pick',
  'prefer',
  'prefers',
  'preferred',
  'favour',
  'favor',
  'stop',
  'stopped',
  'stops',
  'renamed',
  'rename',
  'lowered',
  'raised',
  'increased',
  'decreased',
  'bumped',
  'reduced',
  'set',
  'later',
  'newer',
  'older',
  'onward',
  'onwards',
  'minimum',
  'least',
  'up',
  'always',
  'never',
  'not',
  'no',
  'still',
  'also',
  'we',
  'us',
  'team',
  'done',
  'make',
  'makes',
  'may',
  'run',
  'runs',
  'ran',
  'running',
  'handled',
  'handles',
  'managed',
  'manage',
  'manages',
  'get',
  'gets',
  'got',
  'per',
  'every',
  'each',
  'one',
]);

/** Stems folded together: two words for one subject. */
const SYNONYMS: ReadonlyMap<string, string> = new Map([
  ['retain', 'keep'],
  ['support', 'need'],
  ['requir', 'need'],
  ['kept', 'keep'],
  ['store', 'keep'],
  ['hold', 'keep'],
  ['live', 'keep'],
  ['cap', 'max'],
  ['maximum', 'max'],
  ['limit', 'max'],
  ['upper', 'max'],
  ['repositori', 'repo'],
  ['deploy', 'deploy'],
  ['ship', 'deploy'],
  ['releas', 'deploy'],
  ['host', 'host'],
  ['serv', 'host'],
  ['back', 'host'],
  ['publish', 'send'],
  ['sent', 'send'],
  ['goe', 'send'],
]);

/** Words that say the text lists several values, not the one value of a slot. */
const MULTI_WORDS = new Set([
  'include',
  'includes',
  'including',
  'included',
  'matrix',
  'also',
  'both',
  'too',
  'additionally',
  'list',
  'lists',
  'among',
  'plus',
  'several',
  'various',
  'either',
  'eg',
]);

/** Words that name another environment, platform or audience: the two texts are about different things. */
const DISCRIMINATORS = new Set([
  'stage',
  'staging',
  'product',
  'production',
  'prod',
  'dev',
  'develop',
  'development',
  'local',
  'qa',
  'preview',
  'sandbox',
  'eu',
  'uk',
  'emea',
  'apac',
  'ios',
  'android',
  'web',
  'mobil',
  'mobile',
  'desktop',
  'backend',
  'frontend',
  'admin',
  'intern',
  'internal',
  'extern',
  'legaci',
  'new',
  'old',
  'nightli',
  'weekli',
  'daili',
  'monthli',
  'anonym',
]);

/** Nouns whose number names which one (`step 3`, `issue 412`), not how many or how much. */
const ID_NOUNS = new Set([
  'number',
  'no',
  'step',
  'tier',
  'shard',
  'job',
  'migration',
  'adr',
  'issue',
  'ticket',
  'constraint',
  'memory',
  'rule',
  'phase',
  'stage',
  'level',
  'item',
  'section',
  'chapter',
  'option',
  'case',
  'pr',
  'service',
  'module',
  'id',
  'table',
  'region',
  'zone',
  'room',
  'floor',
  'sprint',
  'epic',
  'story',
  'bug',
  'incident',
  'task',
  'team',
  'squad',
  'cluster',
  'node',
  'worker',
  'queue',
  'part',
  'page',
  'line',
  'test',
  'suite',
  'example',
  'scenario',
  'question',
  'point',
  'principle',
  'policy',
  'checklist',
  'version',
]);

/** Names whose following number is their version (`iOS 16`, `Python 3.12`); known values count too. */
const VERSIONED = new Set([
  'ios',
  'android',
  'macos',
  'windows',
  'ubuntu',
  'debian',
  'alpine',
  'centos',
  'rhel',
  'chrome',
  'firefox',
  'safari',
  'edge',
  'xcode',
  'gradle',
  'maven',
  'jdk',
  'openjdk',
  'spring',
  'laravel',
  'symfony',
  'angular',
  'webpack',
  'es',
  'ecmascript',
  'tls',
  'http',
  'oauth',
  'api',
  'sdk',
  'terraform',
  'helm',
  'k8s',
]);

/** Groups of adjectives and modes: a number after them is no version, and they read as plain words too. */
const ADJECTIVE_GROUPS = new Set([
  'toggle',
  'boolean',
  'indentation',
  'quotes',
  'naming_style',
  'visibility',
  'permission',
  'execution',
  'requirement',
  'sort_order',
  'theme',
  'letter_case',
  'direction',
  'inclusion',
  'timing',
  'rendering_side',
  'mutability',
  'repo_layout',
  'typing',
  'strictness',
  'path_style',
  'rounding',
  'timezone',
  'trigger',
  'weekday',
  'default_branch',
]);
/** Pairs of opposites: negating one asserts the other. */
const ANTONYM_GROUPS = new Set(['toggle', 'permission', 'requirement', 'inclusion', 'boolean']);

const ORDINALS = new Set(['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'last']);
const DETERMINERS = new Set(['the', 'a', 'an', 'our', 'its', 'their', 'this', 'that', 'each', 'every']);
const AUX = new Set(['is', 'are', 'was', 'were', 'been', 'be', 'has', 'have', 'had', 'got', 'now']);
const PAST_WORDS = new Set(['originally', 'initially', 'previously', 'formerly']);
/** A value only considered is not asserted as the one in use. */
const TENTATIVE_WORDS = new Set([
  'evaluated',
  'considered',
  'tried',
  'proposed',
  'discussed',
  'trialled',
  'piloted',
]);
const REJECT_AFTER = new Set([
  'replaced',
  'replace',
  'replaces',
  'replacing',
  'dropped',
  'drop',
  'removed',
  'remove',
  'retired',
  'retire',
  'ditched',
  'abandoned',
  'deprecated',
  'sunset',
]);
const REJECT_BEFORE = new Set([
  'rejected',
  'removed',
  'dropped',
  'retired',
  'gone',
  'deprecated',
  'ditched',
  'abandoned',
  'sunset',
]);
const CHANGE = new Set([
  'moved',
  'move',
  'moving',
  'migrated',
  'migrate',
  'migrating',
  'switched',
  'switch',
  'switching',
  'went',
  'go',
  'goes',
  'changed',
  'change',
  'converted',
  'upgraded',
  'downgraded',
  'took',
  'rewrote',
  'rewritten',
  'rebuilt',
  'renamed',
  'lowered',
  'raised',
  'increased',
  'decreased',
  'bumped',
  'reduced',
  'ported',
]);
const CHOOSE = new Set(['chose', 'choose', 'chosen', 'picked', 'pick', 'prefer', 'prefers', 'preferred']);
const CONJUNCTIONS = new Set(['but', 'however', 'whereas', 'while', 'because', 'since', 'which', 'so']);

/** A word of ASCII letters (no camel-case hump), optionally ending a phrase with punctuation. */
const PLAIN_WORD_RE = /^(?:[A-Z]?[a-z]+|[A-Z]+)[,.;:!?]?$/;
const TRAILING_PUNCT_RE = /[,.;:!?]$/;
const CLOCK_RE = /^(\d{1,2}):(\d{2})$/;
const PERCENT_RE = /^(\d+(?:\.\d+)?)%$/;
const ISSUE_RE = /^#\d+$/;
const REGION_RE =
  /^(?:(?:us|eu|ap|sa|ca|me|af|il)(?:-gov)?-(?:north|south|east|west|central|northeast|southeast|northwest|southwest)-\d|(?:us|europe|asia|australia|northamerica|southamerica|me|africa)-[a-z]+\d)$/;
const DIGITS_RE = /^\d+(?:\.\d+)*$/;
const ALNUM_ID_RE = /^(?=.*\d)(?=.*[a-z])[a-z0-9]+$/;
const YEAR_RE = /^(?:19|20)\d\d$/;

// ---------------------------------------------------------------------------------------------------------
// Reading one text
// ---------------------------------------------------------------------------------------------------------

function lex(clause: string): Lexeme[] {
  const out: Lexeme[] = [];
  for (const chunk of clause.split(/\s+/)) {
    if (chunk === '') continue;
    // Most chunks are plain words: no clock, region, percent or code to look for.
    if (PLAIN_WORD_RE.test(chunk)) {
      out.push({ raw: chunk.replace(TRAILING_PUNCT_RE, '').toLowerCase(), code: false });
      continue;
    }
    const bare = chunk.replace(/^[("'`]+|[)"'`,.;:]+$/g, '').toLowerCase();
    const clock = CLOCK_RE.exec(bare);
    if (clock !== null) {
      out.push({ raw: bare, code: false, kind: 'clock', num: Number(clock[1]) * 60 + Number(clock[2]) });
      continue;
    }
    const pct = PERCENT_RE.exec(bare);
    if (pct !== null) {
      out.push({ raw: bare, code: false, kind: 'percent', num: Number(pct[1]) });
      continue;
    }
    if (REGION_RE.test(bare)) {
      out.push({ raw: bare, code: false, kind: 'region' });
      continue;
    }
    if (ISSUE_RE.test(bare)) {
      out.push({ raw: bare, code: false, kind: 'id' });
      continue;
    }
    const parts = splitWords(chunk);
    const code = CODE_CHUNK_RE.test(chunk);
    const joined = parts.join('');
    // `MySQL`, `iOS`: a brand written in camel case is one word, not `my sql` or `i os`.
    if (parts.length > 1 && (VALUE_SPELLINGS.has(joined) || VERSIONED.has(joined)))
      out.push({ raw: joined, code });
    else for (const raw of parts) out.push({ raw, code });
  }
  return out;
}

/** First words of the multi-word value spellings. */
const PHRASE_HEADS: ReadonlySet<string> = new Set(
  [...VALUE_SPELLINGS.keys()].filter((k) => k.includes(' ')).map((k) => k.slice(0, k.indexOf(' '))),
);

function valueAt(
  ls: readonly Lexeme[],
  i: number,
): { canon: string; groups: readonly string[]; len: number } | undefined {
  const first = ls[i];
  if (first === undefined) return undefined;
  if (first.kind === 'region') return { canon: first.raw, groups: ['region'], len: 1 };
  if (first.kind !== undefined) return undefined;
  // Most words start no multi-word spelling: one lookup, no phrase strings built.
  const maxLen = PHRASE_HEADS.has(first.raw) ? Math.min(MAX_PHRASE_WORDS, ls.length - i) : 1;
  for (let len = maxLen; len >= 1; len--) {
    let phrase = first.raw;
    for (let k = 1; k < len; k++) phrase += ` ${ls[i + k]?.raw ?? ''}`;
    const v = VALUE_SPELLINGS.get(phrase);
    if (v === undefined) continue;
    // `Moment.js`, `Vue.js`: the `js` suffix is part of the name.
    const extra = ls[i + len]?.raw === 'js' && v.canon !== 'javascript' ? 1 : 0;
    return { canon: v.canon, groups: v.groups, len: len + extra };
  }
  return undefined;
}

function isNegatorAt(ls: readonly Lexeme[], i: number): string | undefined {
  const w = ls[i];
  if (w === undefined || w.code) return undefined;
  const next = ls[i + 1]?.raw;
  if (w.raw === 'no' && next === 'longer') return 'no_longer';
  if (w.raw === 'anymore') return 'no_longer';
  if ((w.raw === 'stopped' || w.raw === 'stop') && next?.endsWith('ing')) return 'negation';
  if (!NEGATORS.has(w.raw)) return undefined;
  if (next !== undefined && NEGATOR_EXCEPTIONS.has(next)) return undefined;
  if (w.raw === 'deprecated' || w.raw === 'deprecate') return 'deprecated';
  return 'negation';
}

function contentStem(raw: string): string | undefined {
  if (STOPWORDS.has(raw) || CUE_WORDS.has(raw) || MULTI_WORDS.has(raw) || NEGATORS.has(raw)) return undefined;
  if (UNITS.has(raw) || raw.length < 2) return undefined;
  const s = stem(raw);
  if (CUE_WORDS.has(s)) return undefined;
  return SYNONYMS.get(s) ?? s;
}

/** Reads the claims of one text. */
export function readClaims(content: string): Claims {
  const c: Claims = {
    subject: new Set(),
    asserted: new Set(),
    ids: new Set(),
    modifiers: new Map(),
    mentions: [],
    amounts: [],
    rejections: [],
    multi: false,
    past: false,
    words: new Set(),
  };
  for (const clause of content.split(CLAUSE_SPLIT_RE)) {
    if (clause === undefined) continue;
    for (const sub of splitAtConnectives(lex(clause), CONJUNCTIONS)) readClause(sub, c);
  }
  return c;
}

function readClause(ls: Lexeme[], c: Claims): void {
  const raws = ls.map((l) => l.raw);
  const vals = ls.map((_, i) => valueAt(ls, i));
  const has = (w: string): boolean => raws.includes(w);
  let negCue: string | undefined;
  for (let i = 0; i < ls.length; i++) {
    const n = isNegatorAt(ls, i);
    if (n !== undefined && negCue !== 'no_longer') negCue = n;
  }
  // A negation that states a bound ("no more than 5", "must not exceed 50") limits, it does not reject: its
  // amounts are read as bounds, which compare only with bounds.
  const bound = negCue !== undefined && raws.some((w) => w === 'than' || w === 'exceed' || w === 'beyond');
  if (bound) negCue = undefined;
  const amountsBefore = c.amounts.length;
  const past =
    raws.some((w) => PAST_WORDS.has(w) || TENTATIVE_WORDS.has(w)) ||
    (has('started') && (has('out') || has('on') || has('with'))) ||
    raws.some((w, i) => w === 'used' && raws[i + 1] === 'to' && !AUX.has(raws[i - 1] ?? '')) ||
    raws.some((w, i) => w === 'first' && !DETERMINERS.has(raws[i - 1] ?? '') && i > 0);
  if (raws.some((w) => MULTI_WORDS.has(w))) c.multi = true;
  if (past) c.past = true;
  const changeAt = raws.findIndex((w) => CHANGE.has(w));
  const chooseAt = raws.findIndex((w) => CHOOSE.has(w));

  // Spans of the clause that are rejected, by index; each with its cue.
  const oldAt = new Map<number, string>();
  const markRun = (from: number, cue: string, dir: 1 | -1): number => {
    let i = from;
    while (
      i >= 0 &&
      i < ls.length &&
      (DETERMINERS.has(raws[i] ?? '') || (dir === -1 && AUX.has(raws[i] ?? '')))
    )
      i += dir;
    let n = 0;
    while (i >= 0 && i < ls.length && n < 4) {
      const w = raws[i] ?? '';
      if (STOPWORDS.has(w) && vals[i] === undefined) break;
      if (CUE_WORDS.has(w) || NEGATORS.has(w)) break;
      oldAt.set(i, cue);
      n++;
      i += dir;
    }
    return i;
  };
  for (let i = 0; i < ls.length; i++) {
    const w = raws[i];
    const next = raws[i + 1];
    if ((w === 'instead' && next === 'of') || (w === 'rather' && next === 'than'))
      markRun(i + 2, 'instead_of', 1);
    else if (w === 'over' && chooseAt !== -1 && chooseAt < i) markRun(i + 1, 'instead_of', 1);
    else if ((w === 'from' || w === 'off') && changeAt !== -1 && changeAt < i) markRun(i + 1, 'switched', 1);
    else if ((w === 'left' || w === 'ditched') && vals[i + 1] !== undefined) markRun(i + 1, 'replaced', 1);
    else if (w === 'ripped' && next === 'out') markRun(i + 2, 'replaced', 1);
    else if (w !== undefined && REJECT_AFTER.has(w) && next !== 'by' && next !== 'in' && next !== 'with') {
      if (AUX.has(raws[i - 1] ?? '') || raws[i - 1] === 'was') markRun(i - 1, 'replaced', -1);
      else markRun(i + 1, 'replaced', 1);
    } else if (
      w !== undefined &&
      REJECT_AFTER.has(w) &&
      (next === 'by' || next === 'in' || next === 'with')
    ) {
      // `X was replaced by Y`, `X was removed in favour of Y`; `replaced X with Y` is handled above.
      if (next === 'with') markRun(i + 1, 'replaced', 1);
      else markRun(i - 1, 'replaced', -1);
    } else if (w !== undefined && REJECT_BEFORE.has(w) && AUX.has(raws[i - 1] ?? ''))
      markRun(i - 1, 'replaced', -1);
  }

  const keys: string[] = [];
  const rejectedKeys: string[] = [];
  const rejectedRaw: string[] = [];
  let rejectCue: string | undefined;
  let prevSubject: string | undefined;
  let prevIndex = -2;
  const valueCovers = new Set<number>();
  let antonym = false;
  for (let i = 0; i < ls.length; i++) {
    const l = ls[i] as Lexeme;
    const cue = oldAt.get(i);
    const status: Status = cue !== undefined || negCue !== undefined ? 'old' : past ? 'past' : 'current';
    const v = vals[i];
    if (v !== undefined) {
      for (let k = i; k < i + v.len; k++) valueCovers.add(k);
      const named = v.groups.some((g) => !ADJECTIVE_GROUPS.has(g));
      if (status === 'old' && v.groups.some((g) => ANTONYM_GROUPS.has(g))) antonym = true;
      const raw = raws.slice(i, i + v.len).join(' ');
      c.mentions.push({ canon: v.canon, groups: v.groups, status, raw, cue: cue ?? negCue });
      const key = `=${v.canon}`;
      if (status === 'old') {
        rejectedKeys.push(key);
        rejectedRaw.push(raw);
        rejectCue ??= cue ?? negCue;
      } else {
        c.asserted.add(key);
        // `sync` in "the invoice sync cron" is also a plain word of the subject.
        if (!named) c.words.add(stem(raws[i] ?? ''));
      }
      keys.push(key);
      // A value followed by a number: its version (`Node 20`, `Postgres 16`).
      const after = raws[i + v.len];
      if (named && after !== undefined && DIGITS_RE.test(after) && status !== 'old') {
        pushAmount(c, `v:${v.canon}`, after, `${raw} ${after}`);
        i += v.len;
      } else i += v.len - 1;
      prevSubject = undefined;
      continue;
    }
    if (l.kind === 'clock' || l.kind === 'percent') {
      if (status !== 'old')
        c.amounts.push({ dim: l.kind, value: l.num ?? 0, parts: [l.num ?? 0], raw: l.raw });
      continue;
    }
    if (l.kind === 'id') {
      c.ids.add(l.raw);
      continue;
    }
    const w = l.raw;
    const prev = raws[i - 1] ?? '';
    if (
      ID_NOUNS.has(prev) &&
      /^[a-z]$/.test(w) &&
      (raws[i + 1] === undefined || STOPWORDS.has(raws[i + 1] ?? ''))
    ) {
      c.ids.add(`${prev}:${w}`);
      continue;
    }
    const numeric = NUMBER_WORDS.get(w) ?? (w === 'an' || w === 'a' ? '1' : w);
    const glued = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(w);
    if (DIGITS_RE.test(numeric) || (glued !== null && UNITS.has(glued[2] ?? ''))) {
      if (YEAR_RE.test(w)) continue;
      if (w === 'an' || w === 'a') {
        if (!UNITS.has(raws[i + 1] ?? '')) continue;
      }
      if (ID_NOUNS.has(prev) && !UNITS.has(raws[i + 1] ?? '')) {
        c.ids.add(`${prev}:${numeric}`);
        continue;
      }
      if (status === 'old') continue;
      if (glued !== null) {
        const u = UNITS.get(glued[2] ?? '');
        if (u)
          c.amounts.push({
            dim: u.dim,
            value: Number(glued[1]) * u.scale,
            parts: [Number(glued[1])],
            raw: w,
          });
        continue;
      }
      const unitWord = raws[i + 1];
      const unit = unitWord === undefined ? undefined : UNITS.get(unitWord);
      if (unit !== undefined) {
        c.amounts.push({
          dim: unit.dim,
          value: Number(numeric) * unit.scale,
          parts: [Number(numeric)],
          raw: `${w} ${unitWord}`,
        });
        i++;
      } else if (VERSIONED.has(prev)) pushAmount(c, `v:${prev}`, numeric, `${prev} ${w}`);
      else if (prev === 'port') pushAmount(c, 'port', numeric, `port ${w}`);
      else if (
        unitWord !== undefined &&
        !STOPWORDS.has(unitWord) &&
        /^[a-z]+$/.test(unitWord) &&
        !CUE_WORDS.has(unitWord)
      ) {
        pushAmount(c, `u:${stem(unitWord).replace(/s$/, '')}`, numeric, `${w} ${unitWord}`);
        i++;
      } else pushAmount(c, 'bare', numeric, w);
      prevSubject = undefined;
      continue;
    }
    if (ORDINALS.has(w) && DETERMINERS.has(prev) && w !== 'last') {
      c.ids.add(`ord:${w}`);
      continue;
    }
    if (ALNUM_ID_RE.test(w) && !VALUE_SPELLINGS.has(w) && !l.code) {
      c.ids.add(w);
      continue;
    }
    const s = contentStem(w);
    if (s === undefined) {
      prevSubject = undefined;
      continue;
    }
    keys.push(s);
    if (status === 'old') {
      rejectedKeys.push(s);
      rejectedRaw.push(w);
      rejectCue ??= cue ?? negCue;
    } else {
      c.subject.add(s);
      c.asserted.add(s);
      if (prevSubject !== undefined && prevIndex === i - 1) {
        const set = c.modifiers.get(prevSubject) ?? new Set<string>();
        set.add(s);
        c.modifiers.set(prevSubject, set);
      }
    }
    prevSubject = s;
    prevIndex = i;
  }
  if (bound) for (const x of c.amounts.slice(amountsBefore)) x.dim = `bound:${x.dim}`;
  if (rejectedKeys.length > 0 && rejectCue !== undefined) {
    // "Terraform is no longer used", "not UTC": the clause is about the value and nothing else.
    // A bare "not X" after a statement rejects X whatever X is ("type aliases, not interfaces").
    const bare =
      negCue === 'negation' && keys.length === 1 && raws.length <= 3 && NEGATORS.has(raws[0] ?? '');
    const sole =
      bare ||
      (negCue !== undefined &&
        keys.length === 1 &&
        (keys[0] ?? '').startsWith('=') &&
        raws.every(
          (w, k) =>
            valueCovers.has(k) || NEGATORS.has(w) || AUX.has(w) || CUE_WORDS.has(w) || DETERMINERS.has(w),
        ));
    const flips = negCue !== undefined && antonym;
    c.rejections.push({ keys: rejectedKeys, raw: rejectedRaw.join(' '), cue: rejectCue, sole, flips });
  }
}

function pushAmount(c: Claims, dim: string, digits: string, raw: string): void {
  const parts = digits.split('.').map(Number);
  c.amounts.push({ dim, value: Number.parseFloat(digits), parts, raw });
}

// ---------------------------------------------------------------------------------------------------------
// Comparing two texts
// ---------------------------------------------------------------------------------------------------------

/**
 * Whether two texts talk about the same subject. `strict` (for value and amount slots, which carry no cue of
 * their own) also wants more shared than unshared words when each side has words of its own
 * (`retry failed webhooks` vs `retry failed payments`); a rejection (`replaced`, `no longer`) is itself the
 * evidence of a relation, so it needs only the smaller side's words to be half shared.
 */
function sameSubject(a: Claims, b: Claims, strict: boolean): boolean {
  const sa = a.subject;
  const sb = b.subject;
  // `sync` as a plain word on one side and as a mode value on the other is still one word.
  const onlyA = [...sa].filter((x) => !sb.has(x) && !b.words.has(x));
  const onlyB = [...sb].filter((x) => !sa.has(x) && !a.words.has(x));
  const inter = sa.size - onlyA.length;
  const min = Math.min(sa.size, sb.size);
  if (min === 0) return !strict || Math.max(sa.size, sb.size) <= 1;
  if (inter === 0 || inter / min < 0.5) return false;
  if (strict && onlyA.length > 0 && onlyB.length > 0 && inter / (inter + onlyA.length + onlyB.length) <= 0.5)
    return false;
  return ![...onlyA, ...onlyB].some((w) => DISCRIMINATORS.has(w));
}

/** A word only one text has, directly before a word both have: the subject is narrower on that side. */
function narrowed(a: Claims, b: Claims): boolean {
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const [mod, heads] of x.modifiers) {
      if (y.subject.has(mod) || y.words.has(mod)) continue;
      for (const h of heads) if (y.subject.has(h)) return true;
    }
  }
  return false;
}

/** Whether two texts name the same identifiers (`step 3`, `m3`, `#412`, `p95`). */
export function sameIds(a: Claims, b: Claims): boolean {
  // Only when each side names one the other does not: one extra (`Argon2id`) is a detail, not another thing.
  let onlyA = false;
  let onlyB = false;
  for (const x of a.ids) if (!b.ids.has(x)) onlyA = true;
  for (const x of b.ids) if (!a.ids.has(x)) onlyB = true;
  return !(onlyA && onlyB);
}

function isPrefix(a: readonly number[], b: readonly number[]): boolean {
  return a.every((x, i) => b[i] === x);
}

function amountsDiffer(x: Amount, y: Amount): boolean {
  if (x.dim.startsWith('v:')) return !isPrefix(x.parts, y.parts) && !isPrefix(y.parts, x.parts);
  return x.value !== y.value;
}

interface Slot {
  clash: string;
  signal: string;
  /** The two values that clash, as `=canon` keys (none for amounts). */
  keys: string[];
}

function valueSlots(a: Claims, b: Claims): Slot[] {
  const out: Slot[] = [];
  const seen = new Set<string>();
  const mentioned = (c: Claims, canon: string): boolean => c.mentions.some((m) => m.canon === canon);
  for (const ma of a.mentions) {
    if (ma.status !== 'current') continue;
    for (const g of ma.groups) {
      const ca = a.mentions.filter((m) => m.status === 'current' && m.groups.includes(g));
      const cb = b.mentions.filter((m) => m.status === 'current' && m.groups.includes(g));
      if (new Set(ca.map((m) => m.canon)).size !== 1 || new Set(cb.map((m) => m.canon)).size !== 1) continue;
      const mb = cb[0] as Mention;
      if (mb.canon === ma.canon || mentioned(a, mb.canon) || mentioned(b, ma.canon)) continue;
      const key = `${ma.canon}|${mb.canon}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        clash: `"${ma.raw}" vs "${mb.raw}"`,
        signal: 'different_value',
        keys: [`=${ma.canon}`, `=${mb.canon}`],
      });
    }
  }
  return out;
}

function amountSlots(a: Claims, b: Claims): Slot[] {
  const out: Slot[] = [];
  const dims = new Set(a.amounts.map((x) => x.dim));
  for (const d of dims) {
    const xa = a.amounts.filter((x) => x.dim === d);
    const xb = b.amounts.filter((x) => x.dim === d);
    if (xa.length !== 1 || xb.length !== 1) continue;
    const [p, q] = [xa[0] as Amount, xb[0] as Amount];
    if (amountsDiffer(p, q))
      out.push({ clash: `"${p.raw}" vs "${q.raw}"`, signal: 'different_value', keys: [] });
  }
  return out;
}

/** `rejecting` rejects something `other` asserts. Returns the clash and whether `other` tells it as past. */
function rejectionOf(
  rejecting: Claims,
  other: Claims,
  closeSubject: boolean,
): { slot: Slot; past: boolean; raw: string } | undefined {
  for (const r of rejecting.rejections) {
    // "Never disable strict mode" asserts it enabled: a negated antonym is no rejection.
    if (r.flips) continue;
    const values = r.keys.filter((k) => k.startsWith('='));
    const hit = values.find(
      (k) =>
        other.asserted.has(k) &&
        other.mentions.some((m) => `=${m.canon}` === k && m.status !== 'old') &&
        !rejecting.asserted.has(k),
    );
    let matched: string | undefined = hit;
    if (matched === undefined) {
      // A phrase of plain words: all of it must be asserted by the other text ("not next to the code").
      const plain = r.keys;
      const negated = r.cue === 'negation' || r.cue === 'no_longer' || r.cue === 'deprecated';
      const enough = plain.length >= 2 || r.sole || (!negated && plain.length >= 1);
      if (!enough || !plain.every((k) => other.asserted.has(k))) continue;
      // One plain word ("…, not production") is weak evidence: the subjects must match closely too.
      if (plain.length === 1 && negated && !closeSubject) continue;
      matched = plain[0];
    } else if (r.cue === 'negation' || r.cue === 'no_longer' || r.cue === 'deprecated') {
      // A negated clause rejects a value only when the value is what it is about.
      const rest = r.keys.filter((k) => !k.startsWith('='));
      const shared = rest.filter((k) => other.asserted.has(k)).length;
      if (!r.sole && (rest.length === 0 || shared / rest.length <= 0.5)) continue;
    }
    const past = other.mentions.some((m) => `=${m.canon}` === matched && m.status === 'past');
    const signal = r.cue === 'deprecated' ? 'deprecated' : r.cue;
    return { slot: { clash: `${cueText(r.cue)} "${r.raw}"`, signal, keys: [] }, past, raw: r.raw };
  }
  return undefined;
}

function cueText(cue: string): string {
  switch (cue) {
    case 'no_longer':
      return 'no longer';
    case 'instead_of':
      return 'instead of';
    case 'switched':
      return 'moved from';
    case 'replaced':
      return 'replaced';
    case 'deprecated':
      return 'deprecated';
    default:
      return 'not';
  }
}

/** Cues that say a named value was left behind (`no longer X`, `switched from X`, `replaced X`), not a rule's negation. */
const LEFT_BEHIND_CUES: ReadonlySet<string> = new Set(['no_longer', 'switched', 'replaced']);

/**
 * The newer text says a named value (a tool, service or option the vocabulary knows) was left behind, while
 * the older one still holds it as current, and the two share a subject word: "We no longer use Vitest…" vs
 * "We chose Vitest…", "We switched CI from Travis…" vs "CI runs on Travis CI". The explicit history cue on a
 * named value is a strong enough signal to hold across memory types and with little wording in common, which
 * the general rules need.
 *
 * @returns The conflict (the older side replaced), or undefined.
 */
export function leftBehindValue(older: Claims, newer: Claims): ClaimConflict | undefined {
  if (!sameIds(older, newer)) return undefined;
  const sharedSubject = [...newer.subject].filter((w) => older.subject.has(w)).length;
  if (sharedSubject === 0) return undefined;
  for (const r of newer.rejections) {
    if (r.flips) continue;
    if (!LEFT_BEHIND_CUES.has(r.cue)) {
      // A plain ban of a named tool ("never publish events to Kafka from a handler") against a text that does
      // just that: weaker than history, so it needs two subject words in common and a tool, not an adjective.
      const tool = r.keys.find(
        (k) =>
          k.startsWith('=') &&
          older.mentions.some(
            (m) =>
              `=${m.canon}` === k && m.status === 'current' && m.groups.some((g) => !ADJECTIVE_GROUPS.has(g)),
          ),
      );
      if (sharedSubject < 2 || tool === undefined || older.rejections.some((x) => x.keys.includes(tool)))
        continue;
      const held = older.mentions.find((m) => `=${m.canon}` === tool);
      return {
        signals: [r.cue],
        clash: `"${held?.raw ?? tool.slice(1)}" (ruled out by one text)`,
        replaced: 'older',
      };
    }
    // A phrase of plain words left behind ("we no longer keep state in git") outdates a text that says all of
    // them; two words at least, so one shared noun is never enough.
    const plain = r.keys.filter((k) => !k.startsWith('='));
    if (plain.length === r.keys.length && plain.length >= 2 && plain.every((k) => older.asserted.has(k)))
      return { signals: [r.cue], clash: `"${r.raw}" (left behind by the newer text)`, replaced: 'older' };
    for (const k of r.keys) {
      if (!k.startsWith('=')) continue;
      const held = older.mentions.find((m) => `=${m.canon}` === k && m.status === 'current');
      // The older text must hold the value as current and not reject it somewhere else itself.
      if (held === undefined || older.rejections.some((x) => x.keys.includes(k))) continue;
      return { signals: [r.cue], clash: `"${held.raw}" (left behind by the newer text)`, replaced: 'older' };
    }
  }
  return undefined;
}

/**
 * Compares the claims of an older and a newer text.
 *
 * @returns The conflict, or undefined when the texts agree, differ in subject, or are lists.
 */
export function claimConflict(older: Claims, newer: Claims): ClaimConflict | undefined {
  if (!sameIds(older, newer) || !sameSubject(older, newer, false)) return undefined;
  const close = sameSubject(older, newer, true);
  const rejectedByNewer = rejectionOf(newer, older, close);
  if (rejectedByNewer !== undefined) {
    const clash = `${rejectedByNewer.slot.clash} (newer) vs "${rejectedByNewer.raw}" (older)`;
    return { signals: [rejectedByNewer.slot.signal], clash, replaced: 'older' };
  }
  const rejectedByOlder = rejectionOf(older, newer, close);
  if (rejectedByOlder !== undefined) {
    // The newer text asserts what the older one rejected: a move back, unless it tells it as history.
    return {
      signals: [rejectedByOlder.slot.signal],
      clash: `${rejectedByOlder.slot.clash} (older) vs "${rejectedByOlder.raw}" (newer)`,
      replaced: rejectedByOlder.past ? 'newer' : 'older',
    };
  }
  if (older.multi || newer.multi || narrowed(older, newer)) return undefined;
  const slots = [...valueSlots(older, newer), ...amountSlots(older, newer)];
  if (slots.length !== 1) return undefined;
  const slot = slots[0] as Slot;
  // The other values count as subject here: `spaces … in Python` vs `tabs … in Makefiles` are two subjects.
  const withValues = (c: Claims): Claims => {
    const subject = new Set(c.subject);
    for (const m of c.mentions) {
      const k = `=${m.canon}`;
      if (m.status === 'current' && !slot.keys.includes(k) && m.groups.some((g) => !ADJECTIVE_GROUPS.has(g)))
        subject.add(k);
    }
    return { ...c, subject };
  };
  if (!sameSubject(withValues(older), withValues(newer), true)) return undefined;
  return { signals: [slot.signal], clash: slot.clash, replaced: 'older' };
}
