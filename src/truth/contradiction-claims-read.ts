/**
 * Reading one text into claims (see contradiction-claims.ts for how two texts' claims are compared): the
 * subject words, the values and amounts it names, what it rejects, and whether it lists several values or
 * tells history.
 * Over 500 lines as one algorithm: `readClaims` is a single pass per clause (`readClause`) and its helpers.
 */

import { STOPWORDS, splitWords, stem } from '../core/tokenize.js';
import {
  ADJECTIVE_GROUPS,
  ALNUM_ID_RE,
  ANTONYM_GROUPS,
  AUX,
  CHANGE,
  CHOOSE,
  CLOCK_RE,
  CONJUNCTIONS,
  CUE_WORDS,
  DETERMINERS,
  DIGITS_RE,
  ID_NOUNS,
  ISSUE_RE,
  MONEY_RE,
  MONEY_SCALE,
  MULTI_WORDS,
  ORDINALS,
  PAST_WORDS,
  PERCENT_RE,
  PLAIN_WORD_RE,
  REGION_RE,
  REJECT_AFTER,
  REJECT_BEFORE,
  SYNONYMS,
  TENTATIVE_WORDS,
  THOUSANDS_RE,
  TRAILING_PUNCT_RE,
  VERSIONED,
  YEAR_RE,
} from './contradiction-claims-vocab.js';
import { glossedParts, glossPhrases, glossWord } from './contradiction-gloss.js';
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

/** How a text holds a value. */
export type Status = 'current' | 'old' | 'past';

export interface Mention {
  canon: string;
  groups: readonly string[];
  status: Status;
  raw: string;
  /** The cue that made it old (`replaced`, `switched`, `negation`…). */
  cue?: string;
  /**
   * The content stems next to the value in its clause (`rounded half-up` → `round`, `includes tax` → `tax`):
   * what the value is said of.
   */
  anchors?: string[];
  /** The value is where a change went (`switched to pnpm`, `moved over to Postgres`). */
  target?: boolean;
}

export interface Amount {
  /** `time`, `size`, `percent`, `clock`, `port`, `bare`, `u:<unit stem>` or `v:<versioned name>`. */
  dim: string;
  value: number;
  parts: number[];
  raw: string;
  /** Where a change went: "bumped concurrency to 25", "dropped sampling to 1%". */
  target?: boolean;
  /** For a target: stems of what the change moved, when the text names it between verb and `to`. */
  of?: string[];
}

/** A phrase a text rejects: content stems (values as `=canon`) and the cue. */
export interface Rejection {
  keys: string[];
  raw: string;
  cue: string;
  /** Negated clause whose only content is one value ("Terraform is no longer used"). */
  sole: boolean;
  /** Negated clause holding an antonym value (`disable`, `deny`): the negation flips it. */
  flips: boolean;
  /** Everything the clause says is what it rejects ("We ditched the controllers"). */
  whole?: boolean;
  /** Every rejected word was written as a name or in code (`Guardian has been removed`, `off :mock`). */
  named?: boolean;
}

/** A thing a clause allows: its content stems (values as `=canon`), whether it says "now", and whether its
 * words were written as a name or in code. */
export interface Permit {
  keys: string[];
  raw: string;
  now: boolean;
  named: boolean;
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
  /** What a clause says is allowed ("update_all is fine now", "Force unwraps are fine in test targets"). */
  permits: Permit[];
  multi: boolean;
  /** Some clause tells history (`used to`, `started out on`) or a mere trial (`evaluated`). */
  past: boolean;
  /** Every asserted plain word, including adjective values (`sync`, `public`) spelled as stems. */
  words: Set<string>;
  /**
   * Stems of the words written as names: capitalised inside a sentence (`built with Maven`), or mixing
   * letters with digits or inner capitals (`H2`, `getServerSideProps`). A name the vocabulary does not know
   * can still be left behind ("moved from Maven to Gradle").
   */
  names: Set<string>;
  /** Each clause on its own: a value clash is read between two clauses, not two whole texts. */
  clauses: Clause[];
  /**
   * The text's first sentence, lower-cased, when it is short (≤ 10 words): a memory that leads with a
   * correction ("nvpmodel 25W, not MAXN.") is about it; the same words deep in a long text are a detail.
   */
  lead: string;
  /**
   * The text says what is in use now ("now", "primary", "main", "default"): only then does "X is only a fallback"
   * demote X; said alone it describes the design ("FCM is only the fallback when the socket is down").
   */
  promotes: boolean;
}

/** What one clause (a sentence part between punctuation or connectives) asserts. */
export interface Clause {
  /** Content stems the clause asserts. */
  subject: Set<string>;
  /** Values the clause names, with their status. */
  mentions: Mention[];
  /** The clause lists several things (`also`, `both`, `plus`); `includes` read as a value does not count. */
  listing: boolean;
  /** The clause tells history or a mere trial, or is negated. */
  unsure: boolean;
  /** Amounts the clause states. */
  amounts: Amount[];
  /** Amounts the clause says were left ("went from 2.9 s to 1.7 s", "no longer 90 days"): not stated. */
  from: Amount[];
  /** Subject words directly followed by another subject word in this clause (`pro` → `plan`). */
  modifiers: Map<string, Set<string>>;
}

export interface Lexeme {
  raw: string;
  code: boolean;
  /** A part of a hyphenated word (`Drop-in`, `opt-out`): never a cue on its own. */
  part?: boolean;
  /** Written with a capital (`Go`, `REST`): a name, where the lower-case word is plain English (`go`, `rest`). */
  upper?: boolean;
  /** A part of a camel-case identifier (`KafkaTemplate`): code naming a class, not the tool it starts with. */
  ident?: boolean;
  /** `range`: a span of numbers (`0.60–0.82`), a bound of no single value. */
  kind?: 'clock' | 'region' | 'id' | 'percent' | 'range' | 'money';
  num?: number;
  /** `money`: its currency's sign (`£`): amounts of one currency compare. */
  currency?: string;
}

// ---------------------------------------------------------------------------------------------------------
// Reading one text
// ---------------------------------------------------------------------------------------------------------

/**
 * Verbs of change that are as often other words: the Switch (a console), a network switch, "goes out from CI", "took
 * the numbers from Finance".
 */
const LOOSE_CHANGE: ReadonlySet<string> = new Set(['switch', 'go', 'goes', 'went', 'took', 'change', 'move']);

/**
 * Whether `from` (or `off`) at `at` names what a change verb at `verb` left behind. For the verbs that are as often
 * other words, `from` only right after the verb ("went from", "switch over from") or before where it went ("… from
 * Heroku to Render"); `off` always ("took scoring-api off GKE").
 */
function movedFrom(raws: readonly string[], verb: number, at: number): boolean {
  if (!LOOSE_CHANGE.has(raws[verb] ?? '') || raws[at] === 'off' || at - verb === 1) return true;
  if (at - verb === 2 && ['over', 'back', 'away'].includes(raws[verb + 1] ?? '')) return true;
  return raws.slice(at + 1).some((w) => w === 'to' || w === 'onto' || w === 'into');
}

/** A lower-case snake-case name (`pg_search`, `redis_cache_store`): one identifier (a constant in upper case may name a tool). */
const SNAKE_RE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/**
 * A file's path: a folder and an extension, or folders ending in a slash (`server/utils/core.ts`, `app/jobs/`).
 * Not a tool's own dot-folder (`.circleci/config.yml` names CircleCI), nor names joined by slashes
 * (`black/isort/flake8` are three tools). A bare file name with a source or config extension too
 * (`tourist-tax.constants.ts` names no TypeScript); `Vue.js` is a name (`.js` is left out).
 */
const PATH_RE =
  /^[\w@-][\w.@-]*(?:\/[\w.@-]+)+\.[A-Za-z0-9]{1,6}$|^[\w@-][\w.@-]*\/(?:[\w.@-]+\/)+$|^[\w@+$[\]-][\w.@+$[\]-]*\.(?:tsx?|[mc]ts|[mc]js|jsx|py|rb|go|rs|java|kts?|php|cs|swift|scala|exs?|sql|ya?ml|toml|json|xml|erb|vue|svelte|dart|cpp|hpp|sh|md)$/;

/** A number per a unit of time (`20/s`, `600/min`). */
const RATE_RE = /^(\d+(?:\.\d+)?)\/(s|sec|second|min|minute|h|hr|hour|d|day)$/;
const RATE_UNITS: Readonly<Record<string, string>> = {
  s: 'second',
  sec: 'second',
  min: 'minute',
  h: 'hour',
  hr: 'hour',
  d: 'day',
};

/** Two numbers joined by a dash (`0.60–0.82`, `3-5`): a span, not two amounts. */
const RANGE_RE = /^\d+(?:\.\d+)?[–—-]\d+(?:\.\d+)?$/;

/**
 * A product's name in camel case, two short words and nothing else ("PayNow", "WhatsApp", "TicketBAI"): one word, as
 * it is when written in lower case ("paynow qr"); a class or a component (`UserStore`, `GlideImage`; a longer word as
 * in `KafkaTemplate` is no brand's) keeps its words.
 */
const BRAND_RE =
  /^[A-Z][a-z]{1,5}(?:[A-Z][a-z]{1,5}|[A-Z]{2,4})$(?<!(?:Client|Config|Module|Worker|Driver|Server|Agent|Router|Guard|Filter|Hook|Schema|Record|Action|Plugin|Widget|Stream|Store|Model|Job|Type|Id|Key|Name|Code|Date|Time|List|Map|Set|Image|View|Screen|Button|Card|Text|Row|Box|Page|Form|Table|Field|Input|Item|Event|Error|State|Data|Info|Test|Spec|Util|Utils|Helper|Loader|Picker|Reader|Writer|Parser|Mapper|Sender|Queue|Repo|Dao|Dto|Entity|Query|Proxy|Cache|Pool|Port|Api|Dialog|Modal|Menu|Tab|Tabs|Icon|Label|Link|Node))/;

/** A setting's name joined to a number by `=` (`MaxConns=20`, `pool_size=10`), not a comparison (`>=`, `==`). */
const SETTING_NUMBER_RE = /(?<![\S])([A-Za-z_][\w.]*[A-Za-z_])=(\d+(?:\.\d+)?[A-Za-z]{0,3}(?=[\s,;.)]|$))/g;

// Cues written in another language (Thai, Swahili, Hebrew, Greek, Persian) are read as their English cue
// (contradiction-gloss.ts).
function lex(clause: string): Lexeme[] {
  const out: Lexeme[] = [];
  // "MaxConns=20 per pod": a setting and its number in prose are the setting's name and an amount, as "max conns 20"
  // is (a value that is code, `TIME_ZONE='UTC'`, is left to contradiction-settings.ts).
  for (const chunk of glossPhrases(clause).replace(SETTING_NUMBER_RE, '$1 $2').split(/\s+/)) {
    if (chunk === '') continue;
    // Most chunks are plain words: no clock, region, percent or code to look for.
    if (PLAIN_WORD_RE.test(chunk)) {
      const raw = chunk.replace(TRAILING_PUNCT_RE, '').toLowerCase();
      const gloss = glossWord(raw);
      if (gloss !== undefined) {
        for (const en of gloss) out.push({ raw: en, code: false });
        continue;
      }
      out.push(/^[A-Z]/.test(chunk) ? { raw, code: false, upper: true } : { raw, code: false });
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
    // "£2,500 per day", "€20k": an amount of money, compared with amounts of the same currency only.
    const money = MONEY_RE.exec(bare);
    if (money !== null) {
      const digits = (money[2] ?? money[5] ?? '').replace(/,/g, '');
      const cents = money[3] ?? money[6];
      const value =
        Number(cents === undefined ? digits : `${digits}.${cents}`) * (MONEY_SCALE[money[4] ?? ''] ?? 1);
      out.push({ raw: bare, code: false, kind: 'money', num: value, currency: money[1] ?? money[7] ?? '' });
      continue;
    }
    // "2,500 members": one number, not 2 and 500.
    if (THOUSANDS_RE.test(bare)) {
      out.push({ raw: bare.replace(/,/g, ''), code: false });
      continue;
    }
    if (RANGE_RE.test(bare)) {
      out.push({ raw: bare, code: false, kind: 'range' });
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
    // "20/s", "600/min": a rate, not twenty seconds; it compares with rates per the same unit only.
    const rate = RATE_RE.exec(bare);
    if (rate !== null) {
      out.push(
        { raw: rate[1] ?? '', code: false },
        { raw: `per${RATE_UNITS[rate[2] ?? ''] ?? rate[2]}`, code: false },
      );
      continue;
    }
    const parts = glossedParts(chunk) ?? splitWords(chunk);
    // A word with letters beyond ASCII ("prešli", "umjesto") is glossed as a plain one is.
    const gloss = parts.length === 1 ? glossWord(parts[0] ?? '') : undefined;
    if (gloss !== undefined) {
      for (const en of gloss) out.push({ raw: en, code: false });
      continue;
    }
    const code = CODE_CHUNK_RE.test(chunk);
    const joined = parts.join('');
    // `MySQL`, `iOS`: a brand written in camel case is one word, not `my sql` or `i os`.
    if (
      parts.length > 1 &&
      (VALUE_SPELLINGS.has(joined) ||
        VERSIONED.has(joined) ||
        BRAND_RE.test(chunk.replace(TRAILING_PUNCT_RE, '')))
    )
      out.push({ raw: joined, code });
    else {
      const name = chunk.replace(/^[("'`]+|[)"'`,.;:]+$/g, '');
      // A file's path names no tool either (`server/utils/core.ts` is no TypeScript, `config/database.yml` no YAML).
      const path = parts.length > 1 && PATH_RE.test(name);
      const part = !path && parts.length > 1 && chunk.includes('-');
      // The words of a camel-case or snake-case identifier (`minSdkVersion`, `pg_search`) still say what it is
      // about, but it names no tool (`KafkaTemplate` is a class, not Kafka; `pg_search` a gem, not Postgres) and
      // holds no cue.
      // A URL's scheme (`mysql://app:…@host`) names a protocol, not the tool in use.
      const ident =
        path ||
        chunk.includes('://') ||
        (!part && parts.length > 1 && (/[a-z][A-Z]/.test(chunk) || SNAKE_RE.test(name)));
      for (const raw of parts)
        out.push(part ? { raw, code, part } : ident ? { raw, code, part: true, ident } : { raw, code });
    }
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
  if (first.kind !== undefined || first.ident) return undefined;
  // "anything that identifies a customer goes into secure storage" names no language.
  if (ENGLISH_NAMES.has(first.raw) && !first.upper && !first.code) return undefined;
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
  // A name with a case ending is read when written as a name, or before its version ("na javie 17").
  return first.upper || DIGITS_RE.test(ls[i + 1]?.raw ?? '') ? inflectedName(first.raw) : undefined;
}

/**
 * Case endings the Slavic languages put on a name ("s Javy na Javę", "u Redisu", "iz Jenkinsa", "z Kafki"), longest
 * first; a name gets one only when written with its capital.
 */
const SLAVIC_ENDINGS = ['ovi', 'ima', 'ach', 'om', 'em', 'ie', 'ou', 'a', 'e', 'u', 'y', 'i', 'ę', 'ą'];

/** A capitalised word that is a named value with a Slavic case ending, or undefined. */
function inflectedName(raw: string): { canon: string; groups: readonly string[]; len: number } | undefined {
  for (const ending of SLAVIC_ENDINGS) {
    if (!raw.endsWith(ending) || raw.length - ending.length < 3) continue;
    const base = raw.slice(0, -ending.length);
    // "Javy", "Kafki", "Javę" replace a name's final -a; "Rusty" is an English word, not Rust.
    const forms = 'yię'.includes(ending) || ending === 'ą' ? [`${base}a`] : [base, `${base}a`, `${base}o`];
    for (const form of forms) {
      const v = VALUE_SPELLINGS.get(form);
      if (v !== undefined && form.length >= 4) return { canon: v.canon, groups: v.groups, len: 1 };
    }
  }
  return undefined;
}

/**
 * "no longer" as two words in Dutch, German, the Nordic languages, Finnish, Portuguese, Spanish, Italian, Polish,
 * Vietnamese.
 */
const FOREIGN_NO_LONGER: ReadonlySet<string> = new Set([
  'niet meer',
  'nicht mehr',
  'ikke lenger',
  'ikke længere',
  'inte längre',
  'ei enää',
  'não mais',
  'já não',
  'ya no',
  'non più',
  'już nie',
  // Vietnamese "không còn" (no longer any).
  'không còn',
]);

function isNegatorAt(ls: readonly Lexeme[], i: number): string | undefined {
  const w = ls[i];
  if (w === undefined || w.code) return undefined;
  const next = ls[i + 1]?.raw;
  if (w.raw === 'no' && next === 'longer') {
    // "an order can no longer be cancelled" (once it shipped) limits what may happen; it tells no change.
    const modal = ls[i - 1]?.raw;
    if ((modal === 'can' || modal === 'may' || modal === 'could') && ls[i + 2]?.raw === 'be')
      return 'negation';
    return 'no_longer';
  }
  if (w.raw === 'anymore') return 'no_longer';
  // "Jenkins deployt niet meer", "H2 už nepoužíváme": "no longer" in the languages teams write notes in.
  if (next !== undefined && FOREIGN_NO_LONGER.has(`${w.raw} ${next}`)) return 'no_longer';
  if ((w.raw === 'už' || w.raw === 'już') && next !== undefined && /^n(?:e|ie)/.test(next))
    return 'no_longer';
  // "No more repo-level secrets in GitHub Actions" ends a practice; "no more than 5" is a bound (read below).
  if (w.raw === 'no' && next === 'more' && ls[i + 2]?.raw !== 'than') return 'no_longer';
  // "Devices stopped sending JSON" tells a change; "stop sending JSON" asks for one (a rule).
  if (w.raw === 'stopped' && next?.endsWith('ing')) return 'no_longer';
  if (w.raw === 'stop' && next?.endsWith('ing')) return 'negation';
  if (!NEGATORS.has(w.raw)) return undefined;
  if (next !== undefined && NEGATOR_EXCEPTIONS.has(next)) return undefined;
  if (w.raw === 'deprecated' || w.raw === 'deprecate') return 'deprecated';
  return 'negation';
}

/**
 * Words whose stem would collide with a word naming an environment or part (`DISCRIMINATORS`): "product
 * search" is not about production, a locale is not local, developers are not the dev environment.
 */
const OWN_STEMS: ReadonlyMap<string, string> = new Map([
  ['product', 'products'],
  ['products', 'products'],
  ['locale', 'locale'],
  ['locales', 'locale'],
  ['developer', 'developer'],
  ['developers', 'developer'],
]);

function contentStem(raw: string): string | undefined {
  if (STOPWORDS.has(raw) || CUE_WORDS.has(raw) || MULTI_WORDS.has(raw) || NEGATORS.has(raw)) return undefined;
  if (UNITS.has(raw) || raw.length < 2) return undefined;
  const own = OWN_STEMS.get(raw);
  if (own !== undefined) return own;
  const s = stem(raw);
  if (CUE_WORDS.has(s)) return undefined;
  return SYNONYMS.get(s) ?? s;
}

const NAME_RE = /(^|[.!?:;]\s+|\s|\(|`|(?<=\s):)([A-Za-z][A-Za-z0-9]*)/g;

function namesIn(content: string): Set<string> {
  const out = new Set<string>();
  for (const m of content.matchAll(NAME_RE)) {
    const word = m[2] ?? '';
    const sentenceStart = m.index === 0 || /[.!?:;]\s+$/.test(m[1] ?? '');
    // In code (`mock`, an atom `:mock`) a word names a thing whatever its case.
    const coded = m[1] === '`' || m[1] === ':';
    const shaped = coded || /[a-z][A-Z]|[A-Za-z]\d|\d[A-Za-z]/.test(word) || /^[A-Z]{2,}$/.test(word);
    if (!shaped && (sentenceStart || !/^[A-Z]/.test(word))) continue;
    const s = contentStem(word.toLowerCase());
    if (s !== undefined) out.add(s);
  }
  return out;
}

/** Past participles telling that a thing was done away with, after `was` / `were` / `been`. */
const REJECTED_EVENT: ReadonlySet<string> = new Set(['deleted', 'decommissioned', 'torn', 'shut', 'sunset']);
const PAST_AUX: ReadonlySet<string> = new Set(['was', 'were', 'been']);

/**
 * Tools whose names are everyday English words: read as the tool only when written as a name (`Go`, `REST`,
 * `Render`, `Express`) or in code, not in "go into", "the rest of", "rendered", "express checkout".
 */
const ENGLISH_NAMES: ReadonlySet<string> = new Set(
  'go rest express black poetry rush railway moment swift rust ruby flask remix render parcel turbo oracle bun mocha jasmine'.split(
    ' ',
  ),
);

/** Words between a coordinated value and the run it goes with ("Jest and its babel config…"). */
const COORDINATED_SKIP: ReadonlySet<string> = new Set(['and', 'or', 'its', 'their', 'the', 'our', 'all']);

/** Verbs that move a quantity ("cut the timeout to 5 s", "dropped sampling to 1%") besides {@link CHANGE}. */
const AMOUNT_CHANGE: ReadonlySet<string> = new Set([
  'dropped',
  'cut',
  'set',
  'tightened',
  'relaxed',
  'doubled',
  'halved',
]);

/**
 * "The provider package is on its way out", "RabbitMQ is history", "Jenkins is switched off": idioms for
 * deprecated ("decommissioned" is read as a removal already; "is dead" is as often a crash: "when the executor
 * is dead").
 */
const WAY_OUT_RE =
  /\s(?:is|are|was|were|got|has\s+been|have\s+been)\s+(?:on\s+(?:its|their)\s+way\s+out|history|(?:switched|turned|shut)\s+(?:off|down))\b/gi;

// The words between a demoted value and "fallback": "is only a", "stays as the", "kept as our", "is now just a".
const DEMOTION_LINK: ReadonlySet<string> = new Set(
  'is are stays stay remains remain kept keep as only just now still a an the our'.split(' '),
);
// "now", "primary", "main", "default", and "now" in the languages whose change words the reader glosses.
const PROMOTES_RE =
  /\b(?:now|primary|main|default)\b|(?<![\p{L}])(?:sasa|עכשיו|כיום|πλέον|τώρα|الان|الآن)(?![\p{L}])|ตอนนี้/iu;

/**
 * Where the value a "fallback"/"backup" at `i` demotes stands: right before a run of {@link DEMOTION_LINK} words
 * holding a verb of being ("Metropol is only a fallback", "Mailgun stays as the backup"), else undefined.
 */
function demotedValueAt(raws: readonly string[], i: number): number | undefined {
  let k = i - 1;
  let linked = false;
  while (k >= 0 && i - k <= 5 && DEMOTION_LINK.has(raws[k] ?? '')) {
    // A bare "as" names a role ("Tomasz, Dan as backup"); "stays as", "kept as" demote.
    if (/^(?:is|are|stays?|remains?|kept|keep)$/.test(raws[k] ?? '')) linked = true;
    k--;
  }
  return linked && k >= 0 && k < i - 1 ? k : undefined;
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
    permits: [],
    multi: false,
    past: false,
    words: new Set(),
    names: namesIn(content),
    clauses: [],
    lead: leadSentence(content),
    promotes: PROMOTES_RE.test(content),
  };
  // "CI: GitHub Actions.", "withdrawal limit: £2,500 per day": a short label before a colon at a sentence's start is
  // what the value or amount after it is about; the colon splits the two, so the value's clause would otherwise have
  // no subject to compare on.
  let label: Set<string> | undefined;
  let sentenceStart = true;
  for (const { piece, delimiter } of clausePieces(content.replace(WAY_OUT_RE, ' deprecated'))) {
    const before = c.clauses.length;
    for (const sub of splitAtConnectives(lex(piece), CONJUNCTIONS)) readClause(sub, c);
    const added = c.clauses.slice(before);
    const first = added[0];
    if (
      label !== undefined &&
      first !== undefined &&
      first.subject.size === 0 &&
      (first.mentions.length > 0 || first.amounts.length > 0)
    ) {
      first.subject = new Set(label);
    }
    label =
      sentenceStart && delimiter.trim() === ':' && added.length === 1 && first !== undefined
        ? labelSubject(piece, first)
        : undefined;
    sentenceStart = /[.!?;\n]/.test(delimiter);
  }
  return c;
}

/** The pieces of a text between clause delimiters, each with the delimiter that ends it. */
function* clausePieces(text: string): Generator<{ piece: string; delimiter: string }> {
  let last = 0;
  for (const m of text.matchAll(new RegExp(CLAUSE_SPLIT_RE.source, 'gu'))) {
    yield { piece: text.slice(last, m.index), delimiter: m[0] };
    last = m.index + m[0].length;
  }
  yield { piece: text.slice(last), delimiter: '' };
}

/** A label's subject: one to four words of letters that name something and state nothing themselves. */
function labelSubject(piece: string, clause: Clause): Set<string> | undefined {
  const words = piece.trim().split(/\s+/);
  if (words.length > 4 || !words.every((w) => /^\p{L}[\p{L}\p{M}'’/-]*$/u.test(w))) return undefined;
  if (clause.subject.size === 0 || clause.mentions.length > 0 || clause.amounts.length > 0) return undefined;
  return clause.subject;
}

function leadSentence(content: string): string {
  const first = /^[^\n.!?;]*/.exec(content.trim())?.[0] ?? '';
  return first.split(/\s+/).filter(Boolean).length <= 10 ? first.toLowerCase() : '';
}

/**
 * Verbs of relevance: negated, they end the subject's part ("Distance no longer matters for award miles",
 * "the fee does not apply to refunds"), not what follows them, which stays as it was.
 */
const RELEVANCE_VERBS: ReadonlySet<string> = new Set(
  'matter matters count counts apply applies affect affects'.split(' '),
);

/** Where a negated verb of relevance ends the negation's reach in a clause (its index), or -1. */
function relevanceEnd(ls: readonly Lexeme[]): number {
  for (let r = 1; r < ls.length - 1; r++) {
    if (!RELEVANCE_VERBS.has(ls[r]?.raw ?? '')) continue;
    for (let n = Math.max(0, r - 3); n < r; n++) if (isNegatorAt(ls, n) !== undefined) return r;
  }
  return -1;
}

function readClause(ls: Lexeme[], c: Claims): void {
  const end = relevanceEnd(ls);
  if (end !== -1) {
    readClause(ls.slice(0, end + 1), c);
    readClause(ls.slice(end + 1), c);
    return;
  }
  const raws = ls.map((l) => l.raw);
  const vals = ls.map((_, i) => valueAt(ls, i));
  const has = (w: string): boolean => raws.includes(w);
  let negCue: string | undefined;
  for (let i = 0; i < ls.length; i++) {
    const n = isNegatorAt(ls, i);
    if (n !== undefined && negCue !== 'no_longer') negCue = n;
  }
  // "Do not bring back Beanstalkd", "never reintroduce getStaticProps": what may not return was left behind.
  const returning = new Set<number>();
  for (let i = 0; i < raws.length; i++) {
    if (raws[i] === 'bring' && raws[i + 1] === 'back') returning.add(i).add(i + 1);
    else if (raws[i] === 'reintroduce' || raws[i] === 'readd') returning.add(i);
  }
  if (negCue === 'negation' && returning.size > 0) negCue = 'no_longer';
  // "Reservations are held 60 minutes, not 15": the amount before a bare "not <number>" corrects that number.
  if (negCue === 'negation' && raws.length <= 3 && raws[0] === 'not' && /^\d/.test(raws[1] ?? '')) {
    const corrected = c.amounts[c.amounts.length - 1];
    if (corrected !== undefined) {
      corrected.target = true;
      // "3 minutes, not 15": 15 minutes is what it went from (in the corrected amount's unit).
      const n = Number.parseFloat(raws[1] ?? '');
      const scale = (corrected.parts[0] ?? 0) === 0 ? 1 : corrected.value / (corrected.parts[0] ?? 1);
      c.clauses[c.clauses.length - 1]?.from.push({
        dim: corrected.dim,
        value: n * scale,
        parts: [n],
        raw: raws[1] ?? '',
      });
    }
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
  // `includes tax` states one inclusion value, not a list; any other list word makes the clause a list.
  const listing = raws.some((w, i) => MULTI_WORDS.has(w) && vals[i] === undefined);
  const mentionsBefore = c.mentions.length;
  const clauseSubject = new Set<string>();
  const clauseModifiers = new Map<string, Set<string>>();
  if (past) c.past = true;
  const changeAt = raws.findIndex((w) => CHANGE.has(w));
  const amountChangeAt = raws.findIndex((w) => CHANGE.has(w) || AMOUNT_CHANGE.has(w));
  const chooseAt = raws.findIndex((w) => CHOOSE.has(w));
  // "Bumped Sidekiq concurrency to 25", "Dropped prod trace sampling to 1%": the number after `to` is where
  // a quantity went, and `dropped` there lowers it rather than removing anything.
  const amountTargets = new Set<number>();
  if (amountChangeAt !== -1)
    for (let i = amountChangeAt + 1; i < raws.length - 1; i++)
      if (raws[i] === 'to' && /^\d/.test(raws[i + 1] ?? '')) amountTargets.add(i + 1);
  // What the change moved: the content words between its verb and `to` ("changed the TEAE window to 28 days").
  const changedWhat =
    amountChangeAt === -1
      ? []
      : raws
          .slice(amountChangeAt + 1, raws.indexOf('to', amountChangeAt + 1))
          .filter((w) => !STOPWORDS.has(w) && !/^\d/.test(w))
          .map((w) => stem(w));

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
      // "migrated off Dapper onto EF Core 8": what follows `onto` is where it went.
      // `Go` written as the language's name is a value ("moved off Go onto Rust"), the verb `go` a cue.
      if ((CUE_WORDS.has(w) && !(ls[i]?.upper && vals[i] !== undefined)) || NEGATORS.has(w) || w === 'onto')
        break;
      // "from Go 1.21 to Go 1.23", "from Node 18 to Node 20": a version left behind, not the tool (the move is
      // read as an amount changed, see changedAmount).
      const v = vals[i];
      if (
        dir === 1 &&
        v !== undefined &&
        DIGITS_RE.test(raws[i + v.len] ?? '') &&
        vals.some((o, k) => k > i && o?.canon === v.canon)
      )
        break;
      oldAt.set(i, cue);
      n++;
      i += dir;
    }
    // "Jest and its babel config were removed": a named value coordinated before the run goes with it.
    if (dir === -1 && n > 0) {
      let k = i;
      while (k >= 0 && COORDINATED_SKIP.has(raws[k] ?? '')) k--;
      const joined = raws.slice(k + 1, i + 1).some((w) => w === 'and' || w === 'or');
      if (joined && k >= 0 && vals[k] !== undefined && vals[k]?.len === 1) oldAt.set(k, cue);
    }
    return i;
  };
  for (let i = 0; i < ls.length; i++) {
    // "Adyen Drop-in" names a product; the `drop` inside it rejects nothing.
    const w = ls[i]?.part ? undefined : raws[i];
    const next = raws[i + 1];
    if ((w === 'instead' && next === 'of') || (w === 'rather' && next === 'than'))
      markRun(i + 2, 'instead_of', 1);
    else if (w === 'over' && chooseAt !== -1 && chooseAt < i) markRun(i + 1, 'instead_of', 1);
    else if ((w === 'from' || w === 'off') && changeAt !== -1 && changeAt < i && movedFrom(raws, changeAt, i))
      markRun(i + 1, 'switched', 1);
    else if ((w === 'left' || w === 'ditched') && vals[i + 1] !== undefined) markRun(i + 1, 'replaced', 1);
    else if (w === 'ripped' && next === 'out') markRun(i + 2, 'replaced', 1);
    // "Never drop client_id from a send path" keeps it: a ban on removing rejects nothing.
    else if (w !== undefined && REJECT_AFTER.has(w) && negCue === 'negation') continue;
    else if (
      w !== undefined &&
      REJECT_AFTER.has(w) &&
      next !== 'by' &&
      next !== 'in' &&
      next !== 'with' &&
      !(AMOUNT_CHANGE.has(w) && amountTargets.size > 0)
    ) {
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
    // "the develop branch was deleted in January", "the old VPC was torn down": an event that left it behind
    // (in the present, "temporary files are deleted after upload" is a rule about them, not a change).
    else if (w !== undefined && REJECTED_EVENT.has(w) && PAST_AUX.has(raws[i - 1] ?? ''))
      markRun(i - 1, 'replaced', -1);
    // "Metropol is only a fallback", "Mailgun stays as the backup": a value demoted from the one in use.
    else if ((w === 'fallback' || w === 'backup') && negCue === undefined && c.promotes) {
      const at = demotedValueAt(raws, i);
      if (at !== undefined) markRun(at, 'replaced', -1);
    }
  }

  const keys: string[] = [];
  const rejectedKeys: string[] = [];
  const rejectedRaw: string[] = [];
  // A rejected word written in lower case outside code: the rejection names no name.
  let rejectedPlain = false;
  // Where each rejected key stands, to tell alternatives apart ("getServerSideProps or getStaticProps").
  const rejectedAt: number[] = [];
  let rejectCue: string | undefined;
  let prevSubject: string | undefined;
  let prevIndex = -2;
  const valueCovers = new Set<number>();
  let antonym = false;
  // Amounts read at a change's target: their index in `c.amounts` and the word they start with.
  const targetAmounts = new Map<number, string>();
  // Amounts the clause says were left behind (its `from`).
  const from: Amount[] = [];
  // Where a change went: the value right after `<switched|moved|migrated…> (over) to`.
  const targets = new Set<number>();
  for (let i = 0; i < ls.length; i++) {
    // `goes to Heroku` says where something is, not where it moved.
    const w = raws[i] ?? '';
    if (!CHANGE.has(w) || w === 'go' || w === 'goes') continue;
    let j = i + 1;
    if (raws[j] === 'over' || raws[j] === 'back') j++;
    if (raws[j] !== 'to') continue;
    j++;
    while (j < ls.length && DETERMINERS.has(raws[j] ?? '')) j++;
    targets.add(j);
  }
  // "moved every module from Go 1.21 to Go 1.23": the `to` after a change's `from` names where it went.
  if (changeAt !== -1 && raws[changeAt] !== 'go' && raws[changeAt] !== 'goes') {
    const from = raws.indexOf('from', changeAt + 1);
    const to = from === -1 ? -1 : raws.indexOf('to', from + 2);
    if (to !== -1) {
      let j = to + 1;
      while (j < ls.length && DETERMINERS.has(raws[j] ?? '')) j++;
      targets.add(j);
    }
  }
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
      c.mentions.push({
        canon: v.canon,
        groups: v.groups,
        status,
        raw,
        cue: cue ?? negCue,
        anchors: anchorsOf(ls, vals, i, i + v.len),
        ...(targets.has(i) ? { target: true } : {}),
      });
      const key = `=${v.canon}`;
      if (status === 'old') {
        rejectedKeys.push(key);
        rejectedRaw.push(raw);
        rejectedAt.push(i);
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
        // "moved from Go 1.21 to Go 1.23": the version a change went to.
        if (targets.has(i)) targetAmounts.set(c.amounts.length, raw);
        pushAmount(c, `v:${v.canon}`, after, `${raw} ${after}`);
        i += v.len;
      } else i += v.len - 1;
      prevSubject = undefined;
      continue;
    }
    if (l.kind === 'clock' || l.kind === 'percent' || l.kind === 'money') {
      if (amountTargets.has(i)) targetAmounts.set(c.amounts.length, l.raw);
      (status === 'old' ? from : c.amounts).push({
        dim: l.kind === 'money' ? `money:${l.currency ?? ''}` : l.kind,
        value: l.num ?? 0,
        parts: [l.num ?? 0],
        raw: l.raw,
      });
      continue;
    }
    if (l.kind === 'range') continue;
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
    if (amountTargets.has(i)) targetAmounts.set(c.amounts.length, w);
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
      // An amount left behind is kept apart: what a change went from (see `Clause.from`).
      if (status === 'old') {
        const u = UNITS.get(glued === null ? (raws[i + 1] ?? '') : (glued[2] ?? ''));
        const n = Number(glued === null ? numeric : glued[1]);
        from.push(
          u === undefined
            ? { dim: 'bare', value: n, parts: [n], raw: w }
            : { dim: u.dim, value: n * u.scale, parts: [n], raw: w },
        );
        continue;
      }
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
      // "ROS 2 Humble": a number between two names is the first one's version, not a count of the second.
      else if (ls[i - 1]?.upper === true && ls[i + 1]?.upper === true && DIGITS_RE.test(w))
        pushAmount(c, `v:${stem(prev)}`, numeric, `${prev} ${w}`);
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
      // "…, not pcre2": a named thing ruled out, kept as `#name` so a text using it can be found to clash.
      if (status === 'old') {
        keys.push(`#${w}`);
        rejectedKeys.push(`#${w}`);
        rejectedRaw.push(w);
        rejectedAt.push(i);
        rejectCue ??= cue ?? negCue;
      }
      continue;
    }
    const s = returning.has(i) ? undefined : contentStem(w);
    if (s === undefined) {
      prevSubject = undefined;
      continue;
    }
    keys.push(s);
    if (status === 'old') {
      rejectedKeys.push(s);
      rejectedRaw.push(w);
      rejectedAt.push(i);
      if (!l.upper && !l.code) rejectedPlain = true;
      rejectCue ??= cue ?? negCue;
    } else {
      c.subject.add(s);
      clauseSubject.add(s);
      c.asserted.add(s);
      if (prevSubject !== undefined && prevIndex === i - 1) {
        const set = c.modifiers.get(prevSubject) ?? new Set<string>();
        set.add(s);
        c.modifiers.set(prevSubject, set);
        const own = clauseModifiers.get(prevSubject) ?? new Set<string>();
        own.add(s);
        clauseModifiers.set(prevSubject, own);
      }
    }
    prevSubject = s;
    prevIndex = i;
  }
  if (bound) for (const x of c.amounts.slice(amountsBefore)) x.dim = `bound:${x.dim}`;
  for (const [at, word] of targetAmounts) {
    const x = c.amounts[at];
    if (x?.raw.startsWith(word)) {
      x.target = true;
      if (changedWhat.length > 0) x.of = changedWhat;
    }
  }
  // "The deposit was previously 20% …; now it is 30%": an amount said now after another said of the past.
  if (!past && negCue === undefined && has('now'))
    for (const x of c.amounts.slice(amountsBefore))
      if (c.clauses.some((p) => p.unsure && p.amounts.some((y) => y.dim === x.dim && y.value !== x.value)))
        x.target = true;
  readPermit(ls, raws, vals, negCue, c);
  c.clauses.push({
    subject: clauseSubject,
    mentions: c.mentions.slice(mentionsBefore),
    listing,
    unsure: past || negCue !== undefined,
    amounts: c.amounts.slice(amountsBefore),
    from,
    modifiers: clauseModifiers,
  });
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
    // "Do not bring back getServerSideProps or getStaticProps" rejects each alternative on its own.
    const ors = raws.flatMap((w, k) => (w === 'or' ? [k] : []));
    const groups = new Map<number, number[]>();
    rejectedAt.forEach((at, k) => {
      const g = ors.filter((o) => o < at).length;
      groups.set(g, [...(groups.get(g) ?? []), k]);
    });
    for (const ks of ors.length > 0 && groups.size > 1
      ? [...groups.values()]
      : [rejectedKeys.map((_, k) => k)])
      c.rejections.push({
        keys: ks.map((k) => rejectedKeys[k] as string),
        raw: ks.map((k) => rejectedRaw[k]).join(' '),
        cue: rejectCue,
        sole,
        flips,
        ...(keys.length === rejectedKeys.length ? { whole: true } : {}),
        ...(rejectedPlain ? {} : { named: true }),
      });
  }
}

const PERMIT_WORDS: ReadonlySet<string> = new Set([
  'fine',
  'ok',
  'okay',
  'allowed',
  'acceptable',
  'permitted',
]);

/** "X is fine now", "X are allowed in test targets": what comes before the copula is allowed. */
function readPermit(
  ls: readonly Lexeme[],
  raws: readonly string[],
  vals: readonly ({ canon: string } | undefined)[],
  negCue: string | undefined,
  c: Claims,
): void {
  if (negCue !== undefined) return;
  const at = raws.findIndex(
    (w, i) =>
      (w === 'is' || w === 'are') &&
      PERMIT_WORDS.has((raws[i + 1] === 'now' ? raws[i + 2] : raws[i + 1]) ?? ''),
  );
  if (at <= 0) return;
  const keys: string[] = [];
  let named = true;
  for (let i = 0; i < at; i++) {
    const v = vals[i];
    const s = v === undefined ? contentStem(raws[i] ?? '') : `=${v.canon}`;
    if (s === undefined) continue;
    keys.push(s);
    // A capital at the start of the clause is the sentence's, not a name's.
    if (!ls[i]?.code && !(ls[i]?.upper && i > 0) && v === undefined) named = false;
  }
  if (keys.length > 0)
    c.permits.push({ keys, raw: raws.slice(0, at).join(' '), now: raws.includes('now'), named });
}

/** The nearest content stem before `from` and after `to` (exclusive), skipping function words. */
function anchorsOf(
  ls: readonly Lexeme[],
  vals: readonly (ReturnType<typeof valueAt> | undefined)[],
  from: number,
  to: number,
): string[] {
  const out: string[] = [];
  const near = (start: number, dir: 1 | -1): void => {
    for (let k = start, seen = 0; k >= 0 && k < ls.length && seen < 3; k += dir, seen++) {
      if (vals[k] !== undefined || ls[k]?.kind !== undefined) return;
      const st = contentStem(ls[k]?.raw ?? '');
      if (st !== undefined) {
        out.push(st);
        return;
      }
    }
  };
  near(from - 1, -1);
  near(to, 1);
  return out;
}

function pushAmount(c: Claims, dim: string, digits: string, raw: string): void {
  const parts = digits.split('.').map(Number);
  c.amounts.push({ dim, value: Number.parseFloat(digits), parts, raw });
}
