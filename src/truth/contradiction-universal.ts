/**
 * A rule said of every environment against a memory that sets one environment apart: "Every environment has
 * one NAT gateway per availability zone" vs "Dev uses a single NAT gateway to save cost; staging and prod have
 * one per AZ". The claim reader compares a subject's values, and a word naming an environment on one side
 * only makes two subjects of one (`Staging weights are stored in pounds` is not about production). But a
 * universal ("every environment", "in all environments") is about each of them: when the other memory tells
 * its environments apart on the very thing the universal says of them all, and the environment it sets apart
 * lacks what the universal asserts while the others keep it, one of the two is wrong. Neither wording says
 * which: the pair is disputed, for a person to check.
 */

import { queryTokens } from '../core/tokenize.js';

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
  const envStems = new Set(queryTokens([...ENVIRONMENTS.keys()].join(' ')));
  return new Set(queryTokens(text).filter((t) => !envStems.has(t)));
}

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
 * Whether one of the texts is a rule about every environment that the other breaks for one environment
 * (see the module comment); the clash names the universal and the environment set apart.
 */
export function exceptionToUniversal(a: string, b: string): string | undefined {
  return oneWay(a, b) ?? oneWay(b, a);
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
