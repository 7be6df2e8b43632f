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
  const live = existing.filter(
    (e) =>
      e.state !== 'archived' &&
      normalizeValue(e.fact.subject) === normalizeValue(fact.subject) &&
      e.fact.predicate === fact.predicate,
  );
  const same = live.find((e) => normalizeValue(e.fact.object) === normalizeValue(fact.object));
  if (same) return { kind: 'reaffirm', record_id: same.record_id };
  if (!singleValue.includes(fact.predicate) || live.length === 0) return { kind: 'accumulate' };
  const ids = live.map((e) => e.record_id);
  return fact.strength === 'stated'
    ? { kind: 'supersede', record_ids: ids }
    : { kind: 'dispute', record_ids: ids };
}

/** Parses the CLI form `subject | predicate | object`. */
export function parseFactText(text: string): { subject: string; predicate: string; object: string } | null {
  const parts = text.split('|').map((p) => p.trim());
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return null;
  const [subject, predicate, object] = parts as [string, string, string];
  return { subject, predicate: predicateKey(predicate), object };
}
