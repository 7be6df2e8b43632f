/**
 * A rule said of every environment against a memory that sets one environment apart: "Every environment has
 * one NAT gateway per availability zone" vs "Dev uses a single NAT gateway to save cost; staging and prod have
 * one per AZ". The claim reader compares a subject's values, and a word naming an environment on one side
 * only makes two subjects of one (`Staging weights are stored in pounds` is not about production). But a
 * universal ("every environment", "in all environments") is about each of them: when the other memory tells
 * its environments apart on the very thing the universal says of them all, and the environment it sets apart
 * lacks what the universal asserts while the others keep it, one of the two is wrong. Neither wording says
 * which: the pair is disputed, for a person to check. The same holds of a rule about every thing of a kind
 * ("All services must be deployed only from main") against a memory about one of them that breaks it ("The
 * billing service is deployed from release/* branches, not main"): see `memberException`.
 */

import { queryTokens, stem } from '../core/tokenize.js';
import { readClaims } from './contradiction-claims-read.js';

/** "every environment", "all our environments", "in each env", "across all stages". */
const UNIVERSAL_RE =
  /\b(?:every|each|all(?:\s+of)?(?:\s+(?:our|the))?)\s+(?:environments?|envs?|stages?|deployments?)\b/i;

/** Names of an environment (raw lowercased word → one name per environment). */
const ENVIRONMENTS: ReadonlyMap<string, string> = new Map([
  ['dev', 'dev'],
  ['develop', 'dev'],
  ['development', 'dev'],
  ['staging', 'staging'],
  ['stage', 'staging'],
  ['prod', 'prod'],
  ['production', 'prod'],
  ['qa', 'qa'],
  ['uat', 'uat'],
  ['preview', 'preview'],
  ['sandbox', 'sandbox'],
  ['local', 'local'],
]);

/**
 * Short forms written out before comparing, so "one per AZ" and "per availability zone" say the same. Only
 * unambiguous infrastructure abbreviations: a wrong expansion would invent a shared word.
 */
const SHORT_FORMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bazs\b/gi, 'availability zones'],
  [/\baz\b/gi, 'availability zone'],
  [/\bk8s\b/gi, 'kubernetes'],
  [/\bdbs\b/gi, 'databases'],
  [/\bdb\b/gi, 'database'],
];

/** Words of the universal rule that must be shared with the memory for the two to be about one thing. */
const MIN_SHARED = 3;

/** Clause boundaries of the memory that sets environments apart. */
const CLAUSE_RE = /[;.!?]\s+|[;.!?]$|,\s+|\s+(?:but|while|whereas)\s+/i;

interface EnvClause {
  envs: Set<string>;
  words: Set<string>;
}

function expand(text: string): string {
  let out = text;
  for (const [re, long] of SHORT_FORMS) out = out.replace(re, long);
  return out;
}

function environmentsIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().split(/[^a-z]+/)) {
    const env = ENVIRONMENTS.get(w);
    if (env !== undefined) out.add(env);
  }
  return out;
}

/** Index stems of `text` without the environment names. */
function contentWords(text: string): Set<string> {
  return new Set(queryTokens(text).filter((t) => !ENVIRONMENT_STEMS.has(t)));
}

/** Index stems of the environment names, left out of the words compared. */
const ENVIRONMENT_STEMS: ReadonlySet<string> = new Set(queryTokens([...ENVIRONMENTS.keys()].join(' ')));

/** The clauses of `text` that name environments. */
function environmentClauses(text: string): EnvClause[] {
  const out: EnvClause[] = [];
  for (const part of text.split(CLAUSE_RE)) {
    const envs = environmentsIn(part);
    if (envs.size > 0) out.push({ envs, words: contentWords(part) });
  }
  return out;
}

/**
 * Whether one of the texts is a rule about every environment, or every thing of a kind (services,
 * endpoints…), that the other breaks for one of them (see the module comment and {@link memberException});
 * the clash names the universal and the one set apart.
 */
export function exceptionToUniversal(a: string, b: string): string | undefined {
  return oneWay(a, b) ?? oneWay(b, a) ?? memberException(a, b) ?? memberException(b, a);
}

/** Kinds of things a team writes rules about for all of them at once. */
const KINDS =
  'service|endpoint|api|job|worker|table|module|app|repo|cluster|lambda|function|queue|topic|bucket';

/** "All services", "every public endpoint", "no service", "each of our JVM services". */
const KIND_UNIVERSAL_RE = new RegExp(
  `\\b(every|each|all|no)\\s+(?:of\\s+)?(?:(?:our|the)\\s+)?(?:[a-z0-9]+\\s+)?(${KINDS})s?\\b`,
  'i',
);

/**
 * Words that make "<word> service" a determiner phrase, a preposition's object, a kind of the thing or a product
 * ("as job", "per table", "own job", "public API", "Web Worker", "AWS Lambda"), not a named one.
 */
const NOT_A_NAME = new Set(
  (
    'the a an every each all no any other another our this that these those its their one same each new ' +
    'as per own for in on of to with by from via into than load ' +
    'public private internal external local native remote shared main single separate old web aws azure gcp google'
  ).split(' '),
);

/** A named thing of `kind` in `text`: "the billing service", "reporting-service", a route for an endpoint. */
function memberOf(text: string, kind: string, universal: string): { name: string; at: number } | undefined {
  const re = new RegExp(`\\b([a-z0-9][\\w]*)[- ](${kind})\\b`, 'gi');
  // A word of the universal's own phrase is its kind, not a member ("every native module" vs "native module").
  const own = new Set(universal.toLowerCase().split(/\s+/));
  for (const m of text.matchAll(re)) {
    const name = m[1] ?? '';
    if (!NOT_A_NAME.has(name.toLowerCase()) && !own.has(name.toLowerCase()))
      return { name: `${name} ${kind}`, at: m.index };
  }
  if (kind === 'endpoint' || kind === 'api') {
    const route = /(?:^|\s)(\/[a-z0-9_{}-]+(?:\/[a-z0-9_{}.-]+)*)/i.exec(text);
    if (route?.[1] !== undefined) return { name: route[1], at: route.index };
  }
  return undefined;
}

/** The sentence of `text` around position `at`: what is said of the member found there. */
function sentenceAt(text: string, at: number): string {
  const start = Math.max(...['. ', '; ', '! ', '? ', '\n'].map((d) => text.lastIndexOf(d, at))) + 1;
  const ends = ['. ', '; ', '! ', '? ', '\n'].map((d) => text.indexOf(d, at)).filter((i) => i !== -1);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) + 1 : text.length);
}

/**
 * A rule about every thing of a kind against a memory about one of them that breaks it: "All services must be
 * deployed only from the main branch" vs "The billing service is deployed from release/* branches, not main";
 * "No service may write to another service's database" vs "reporting-service writes directly into the orders
 * database". The one set apart must reject what the rule asserts (or, for a "no …" rule, do what it forbids,
 * in two of its words), and say more of the rule than the rejected word, unless that word is a name.
 */
function memberException(universal: string, other: string): string | undefined {
  const phrase = KIND_UNIVERSAL_RE.exec(universal);
  if (phrase === null) return undefined;
  const kind = (phrase[2] ?? '').toLowerCase();
  if (new RegExp(`\\b(every|each|all|no)\\s+(?:\\w+\\s+)?${kind}s?\\b`, 'i').test(other)) return undefined;
  const found = memberOf(other, kind, phrase[0]);
  // A rule with an exception of its own ("…unless they are slow") already allows one.
  if (found === undefined || /\b(?:unless|except|other than|apart from)\b/i.test(universal)) return undefined;
  const member = found.name;
  const rule = readClaims(universal.replace(phrase[0], ' '));
  // What the memory says of that member: the sentence naming it, not a rejection elsewhere in the text.
  const them = readClaims(sentenceAt(other, found.at));
  const kindStem = stem(kind);
  const clash = `"${phrase[0]}" vs "${member}"`;
  if ((phrase[1] ?? '').toLowerCase() === 'no') {
    // The quantifier was the negation: what the rest says is what no such thing may do.
    const forbidden = [...rule.asserted].filter((k) => k !== kindStem);
    const done = forbidden.filter((k) => them.asserted.has(k));
    const undone = them.rejections.some((r) => r.keys.some((k) => forbidden.includes(k)));
    // The thing it may not touch (the rule's last noun, not an adverb such as "directly") must be the same:
    // calling "the payments gateway through the SDK" is not calling "the payments API directly".
    const object = forbidden.filter((k) => !k.endsWith('li')).pop();
    return done.length >= 2 && !undone && object !== undefined && them.asserted.has(object)
      ? clash
      : undefined;
  }
  const asserted = new Set([...rule.asserted].filter((k) => k !== kindStem));
  for (const r of them.rejections) {
    const denied = r.keys.find((k) => asserted.has(k));
    if (denied === undefined) continue;
    const more = [...them.asserted].some((k) => k !== denied && asserted.has(k));
    if (more || denied.startsWith('=') || rule.names.has(denied)) return clash;
  }
  return undefined;
}

function oneWay(universal: string, other: string): string | undefined {
  const phrase = UNIVERSAL_RE.exec(universal);
  if (phrase === null || UNIVERSAL_RE.test(other)) return undefined;
  const rule = expand(universal.replace(phrase[0], ' '));
  // A rule naming an environment itself ("every environment but dev") already knows the exception.
  if (environmentsIn(rule).size > 0) return undefined;
  const said = contentWords(rule);
  const clauses = environmentClauses(expand(other));
  for (const apart of clauses) {
    const aboutIt = [...apart.words].filter((w) => said.has(w));
    if (aboutIt.length === 0) continue;
    for (const rest of clauses) {
      if ([...rest.envs].some((e) => apart.envs.has(e))) continue;
      // The other environments keep a part of the rule that the one set apart does not say.
      // Short stems (`on` for "one", `per`) are too common to tell a part of the rule.
      const kept = [...rest.words].filter((w) => said.has(w) && !apart.words.has(w) && w.length > 3);
      if (kept.length === 0) continue;
      const shared = new Set([...aboutIt, ...[...rest.words].filter((w) => said.has(w))]);
      if (shared.size < MIN_SHARED) continue;
      const env = [...apart.envs].join(', ');
      return `"${phrase[0]}" vs "${env}"`;
    }
  }
  return undefined;
}
