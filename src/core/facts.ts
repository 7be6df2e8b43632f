import { predicateKey } from './inputs.js';
import type { Fact } from './types.js';

/** A fact already in the store that the policy compares against. */
export interface ExistingFact {
  record_id: string;
  fact: Fact;
  state: string;
}

/** What the predicate policy decides for a new fact (SPEC §7, seed 004). */
export type FactDecision =
  | { kind: 'accumulate' }
  | { kind: 'reaffirm'; record_id: string }
  | { kind: 'supersede'; record_ids: string[] }
  | { kind: 'dispute'; record_ids: string[] };

/** Normalises a fact value for comparison ("PostgreSQL 16 " ≡ "postgresql 16"). */
export function normalizeValue(v: string): string {
  return v.replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Single-value predicates are exclusive claims: the same value again is a reaffirmation; a stated new
 * value supersedes the old; an inferred one cannot overrule a person, so it opens a dispute. Every
 * other predicate accumulates.
 */
export function decideFact(
  fact: Fact,
  existing: ExistingFact[],
  singleValue: readonly string[],
): FactDecision {
  const live = liveOfSlot(fact, existing);
  const same = live.find((e) => normalizeValue(e.fact.object) === normalizeValue(fact.object));
  if (same) return { kind: 'reaffirm', record_id: same.record_id };
  if (!singleValue.includes(fact.predicate) || live.length === 0) return { kind: 'accumulate' };
  const ids = live.map((e) => e.record_id);
  return fact.strength === 'stated'
    ? { kind: 'supersede', record_ids: ids }
    : { kind: 'dispute', record_ids: ids };
}

/** The facts in force about the same subject and predicate as `fact`. */
function liveOfSlot(fact: Fact, existing: readonly ExistingFact[]): ExistingFact[] {
  const subject = normalizeValue(fact.subject);
  return existing.filter(
    (e) =>
      e.state !== 'archived' &&
      e.fact.predicate === fact.predicate &&
      normalizeValue(e.fact.subject) === subject,
  );
}

/** Parses the CLI form `subject | predicate | object`. */
export function parseFactText(text: string): { subject: string; predicate: string; object: string } | null {
  const parts = text.split('|').map((p) => p.trim());
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return null;
  const [subject, predicate, object] = parts as [string, string, string];
  return { subject, predicate: predicateKey(predicate), object };
}

/**
 * Predicates that hold many values at once by their name: one led by a verb of relation ("uses", "uses framework",
 * "depends on", "has") or ending in a plural noun ("providers", "owners"). Any other predicate names one thing
 * ("runs on", "version", "provider", "is").
 */
const MULTI_VALUE_VERB =
  /^(?:uses?|using|has|have|includes?|contains?|depends|requires?|supports?|integrates?|works|owns?|maintains?|tags?|consumes?|produces?|publishes|subscribes?|calls?|talks|reads?|writes?|emits?|exposes?|related|links?|mentions?|part|member|knows?|likes?|prefers?|speaks?)$/;

/** Whether a predicate (as `predicateKey` spells it) holds several values by its name. */
export function isMultiValuePredicate(predicate: string): boolean {
  const words = predicate.split('_');
  if (MULTI_VALUE_VERB.test(words[0] ?? '')) return true;
  const last = words[words.length - 1] ?? '';
  // A plural noun last ("providers", "libraries"); not "status", "alias", "is", "class", "analytics".
  return last.length > 3 && /s$/.test(last) && !/(?:ss|us|is|as|ics)$/.test(last);
}

/**
 * The live facts a new one gives another value of a predicate the policy does not declare single-valued, when
 * the predicate's name reads as one value ("SDI channel | is | PEC" then "… | is | SDICoop"): both cannot be
 * true unless the predicate holds several, which only a person can tell. Named so both sides are marked, never
 * superseded: the seed lets such predicates accumulate silently (deviation: issue 11, the agent must not be
 * misled by two answers to one question, neither marked).
 */
export function factValueClashes(
  fact: Fact,
  existing: ExistingFact[],
  singleValue: readonly string[],
): ExistingFact[] {
  if (singleValue.includes(fact.predicate)) return [];
  const multi = isMultiValuePredicate(fact.predicate);
  const object = normalizeValue(fact.object);
  return liveOfSlot(fact, existing).filter(
    (e) =>
      normalizeValue(e.fact.object) !== object &&
      // Of a predicate that holds several values, a count or a version ("partitions | 24", "min kubernetes | 1.26")
      // is still one value, and so is a list written as the whole set ("testnets | goerli + base goerli").
      (!multi || wholeValue(object) || wholeValue(normalizeValue(e.fact.object))),
  );
}

/** A value that states the whole of a predicate's values: a number or a version, or a list of values. */
function wholeValue(object: string): boolean {
  return /^[~<>=v]*\d[\d.,]*\s*\p{L}{0,5}$/u.test(object) || /\s(?:\+|&|and|und|e|y|et)\s|,\s/u.test(object);
}
