/**
 * The clause aligner of the claim reader: two clauses, one of each text, that say one thing of one subject with
 * different values ("Invoice totals are rounded half-even" vs "Invoice amounts are rounded half-up"). Apart from
 * the whole-text rules of contradiction-claims.ts, which it shares its subject tests with.
 */
import { stem } from '../core/tokenize.js';
import { amountsDiffer, MEASURE_STEMS } from './contradiction-amounts.js';
import { type ClaimConflict, narrowed, sameIds } from './contradiction-claims.js';
import type { Claims, Clause, Mention } from './contradiction-claims-read.js';
import { ADJECTIVE_GROUPS, DISCRIMINATORS } from './contradiction-claims-vocab.js';

/** Subject words two clauses must share for a value clash between them (the cue-free rule needs a subject). */
const MIN_CLAUSE_SHARED = 2;

/**
 * Two clauses, one of each text, say the same thing of one subject with different values of one group:
 * "Weights are stored in kilograms" vs "Weights are saved in pounds", "Invoice totals are rounded half-even"
 * vs "Invoice amounts are rounded half-up", "revenue … excludes tax" vs "revenue includes tax". Whole texts
 * often differ in the rest of what they say (a reason, another clause), which keeps the whole-text rules
 * silent; a clause is small enough that two shared subject words pin the subject down. Each clause must hold
 * exactly one value of the group, neither may name the other's value, nothing may be negated, past or listed,
 * and a word naming another environment or platform on one side only makes them two subjects.
 * With `oneForNames` (the caller found the whole texts close enough), one shared subject word suffices when the
 * slot holds a named thing, a tool or a vendor, not a number or an adjective: "E2E tests are Cypress" vs "E2E =
 * Playwright", "we install with npm" vs "installs go through pnpm". A tool's name pins its kind down as a
 * second subject word would; a number or "private"/"public" does not.
 *
 * @returns The clash, without an outdated side (both state the present: which holds is for a person to
 *   check), or undefined.
 */
export function clauseValueClash(a: Claims, b: Claims, oneForNames = false): ClaimConflict | undefined {
  if (!sameIds(a, b)) return undefined;
  for (const ca of a.clauses) {
    if (ca.unsure || ca.listing || (ca.mentions.length === 0 && ca.amounts.length === 0)) continue;
    for (const cb of b.clauses) {
      if (cb.unsure || cb.listing || (cb.mentions.length === 0 && cb.amounts.length === 0)) continue;
      const clash = clauseClash(ca, cb, oneForNames);
      if (clash !== undefined) return { signals: ['different_value'], clash };
    }
  }
  return undefined;
}

/** `a` names a thing (a value of a kind `b` does not mention) and `b` has a subject word `a` lacks. */
function narrowsApart(a: Clause, b: Clause): boolean {
  const kindsB = new Set(b.mentions.flatMap((m) => m.groups));
  const named = a.mentions.some(
    (m) => m.groups.every((g) => !kindsB.has(g)) && m.groups.some((g) => !ADJECTIVE_GROUPS.has(g)),
  );
  return named && [...b.subject].some((w) => !a.subject.has(w));
}

function clauseClash(ca: Clause, cb: Clause, oneForNames: boolean): string | undefined {
  let shared = 0;
  for (const w of ca.subject) if (cb.subject.has(w)) shared++;
  if (shared < (oneForNames ? 1 : MIN_CLAUSE_SHARED)) return undefined;
  const loose = shared < MIN_CLAUSE_SHARED;
  for (const w of ca.subject) if (!cb.subject.has(w) && DISCRIMINATORS.has(w)) return undefined;
  for (const w of cb.subject) if (!ca.subject.has(w) && DISCRIMINATORS.has(w)) return undefined;
  // "…in Go files" vs "…in YAML files": a named thing on one side and a word of its own on the other narrow
  // the shared subject two ways.
  if (narrowsApart(ca, cb) || narrowsApart(cb, ca)) return undefined;
  // Only one slot may differ: `Postgres listens on port 5432` vs `Redis … 6379` are two services.
  let clash: string | undefined;
  let slots = 0;
  const groups = new Set(ca.mentions.flatMap((m) => m.groups));
  for (const g of groups) {
    const inA = ca.mentions.filter((m) => m.groups.includes(g));
    const inB = cb.mentions.filter((m) => m.groups.includes(g));
    const va = new Set(inA.map((m) => m.canon));
    const vb = new Set(inB.map((m) => m.canon));
    if (va.size !== 1 || vb.size !== 1) continue;
    const [ma, mb] = [inA[0] as Mention, inB[0] as Mention];
    if (ma.canon === mb.canon) continue;
    slots++;
    if (ca.mentions.some((m) => m.canon === mb.canon) || cb.mentions.some((m) => m.canon === ma.canon))
      continue;
    if (ma.status !== 'current' || mb.status !== 'current') continue;
    // The values must be said of the same thing: a word next to each is shared (`rounded half-up` /
    // `rounded half-even`, `excludes tax` / `includes tax`), not `renders on the server` / `client-side updates`.
    const anchorsB = new Set(mb.anchors ?? []);
    // A clause naming what the group is about is said of it, wherever the word stands: "Round invoice
    // amounts half-up" is about rounding as much as "Invoice totals are rounded half-even".
    const named = stem(g.split('_')[0] ?? g);
    const aboutGroup = ca.subject.has(named) && cb.subject.has(named);
    if (!aboutGroup && !(ma.anchors ?? []).some((w) => anchorsB.has(w))) continue;
    if (loose && ADJECTIVE_GROUPS.has(g)) continue;
    clash ??= `"${ma.raw}" vs "${mb.raw}"`;
  }
  for (const x of ca.amounts) {
    const y = cb.amounts.filter((z) => z.dim === x.dim);
    const other = y[0];
    if (y.length !== 1 || other === undefined || !amountsDiffer(x, other)) continue;
    slots++;
    // "Free shipping starts at a subtotal of 50 EUR" vs "Shipping is free from 49 EUR": an amount of one
    // unit said of one subject is a value of the slot too, when one subject holds the other ("Payment API
    // calls time out after 10s" vs "Search API calls… after 2s" each name a thing of their own).
    const nested =
      [...ca.subject].every((w) => cb.subject.has(w) || MEASURE_STEMS.has(w)) ||
      [...cb.subject].every((w) => ca.subject.has(w) || MEASURE_STEMS.has(w));
    if (
      !loose &&
      nested &&
      !narrowed(ca, cb) &&
      !x.dim.startsWith('bound:') &&
      !other.dim.startsWith('bound:')
    )
      clash ??= `"${x.raw}" vs "${other.raw}"`;
  }
  return slots === 1 ? clash : undefined;
}
