/**
 * Amounts in the claim reader (contradiction-claims.ts): when two differ, the words that only name the measure,
 * and a quantity a change verb moved ("Bumped Sidekiq concurrency to 25 per process").
 */

import { stem } from '../core/tokenize.js';
import type { Amount, Claims, Clause } from './contradiction-claims-read.js';
import {
  ADJECTIVE_GROUPS,
  DISCRIMINATORS,
  MEASURE_WORDS,
  ROMANCE_FUNCTION_WORDS,
  SYNONYMS,
} from './contradiction-claims-vocab.js';

function isPrefix(a: readonly number[], b: readonly number[]): boolean {
  return a.every((x, i) => b[i] === x);
}

/** Whether two amounts of one dimension differ (a version differs unless one is a prefix of the other). */
export function amountsDiffer(x: Amount, y: Amount): boolean {
  if (x.dim.startsWith('v:')) return !isPrefix(x.parts, y.parts) && !isPrefix(y.parts, x.parts);
  return x.value !== y.value;
}

/** Stems of {@link MEASURE_WORDS}, as subjects hold them. */
export const MEASURE_STEMS: ReadonlySet<string> = new Set(
  MEASURE_WORDS.map((w) => {
    const s = stem(w);
    return SYNONYMS.get(s) ?? s;
  }),
);

/**
 * The newer text moves a quantity ("Bumped Sidekiq concurrency to 25 per process", "Raised the phone app's
 * minSdk to 26") that a clause of the older one states with another amount of the same dimension, and the
 * two clauses share a subject word or a named value. The change verb says which holds now, so this counts
 * across memory types and with little wording in common. The caller checks that both name the same
 * identifiers (`sameIds`).
 *
 * @returns The conflict (the older side replaced), or undefined.
 */
export function changedAmount(
  older: Claims,
  newer: Claims,
): { signals: string[]; clash: string; replaced: 'older' } | undefined {
  for (const cb of newer.clauses) {
    for (const x of cb.amounts) {
      if (!x.target) continue;
      // A named tool or vendor of both clauses pins the quantity down ("Bumped Sidekiq concurrency to 25"); an
      // adjective-like value ("server", "after") does not.
      const named = new Set(
        cb.mentions
          .filter((m) => m.status === 'current' && m.groups.some((g) => !ADJECTIVE_GROUPS.has(g)))
          .map((m) => m.canon),
      );
      for (const ca of older.clauses) {
        if (ca.unsure || ca.listing) continue;
        const same = ca.amounts.filter((y) => y.dim === x.dim);
        const y = same[0];
        if (same.length !== 1 || y === undefined || !amountsDiffer(x, y)) continue;
        // "from Go 1.21 to Go 1.23" outdates what says Go 1.21, not "Go 1.22 method patterns"; "cold start went
        // from 2.9 s to 1.7 s" what says 2.9 s, not "280 MB after 10 min".
        const from = [...cb.from, ...cb.amounts].filter((z) => z !== x && !z.target && z.dim === x.dim);
        if (from.length > 0 && !from.some((z) => !amountsDiffer(z, y))) continue;
        const own = [...cb.subject].filter((w) => !MEASURE_STEMS.has(w) && !ROMANCE_FUNCTION_WORDS.has(w));
        const shared = own.filter((w) => ca.subject.has(w)).length;
        // A number without a unit is any count: one word shared among many ("arena" in `arena.LagComp.MaxRewindMs`
        // and `Arena.Target.cs`) does not make it the same one; all the newer clause names does ("Scope should go
        // to 200", "CFL_max lowered to 0.7").
        const sharesWord =
          x.dim === 'bare' ? shared >= 2 || (shared > 0 && shared === own.length) : shared > 0;
        if (!sharesWord && !ca.mentions.some((m) => m.status === 'current' && named.has(m.canon))) continue;
        // What the change moved must be what the older clause states ("changed the TEAE window to 28 days" is no
        // change to "ADLB for VLM-3104 took 50 minutes", though both name the study).
        if (
          !x.dim.startsWith('v:') &&
          x.of !== undefined &&
          !x.of.some((w) => ca.subject.has(w) || ca.subject.has(SYNONYMS.get(w) ?? w))
        )
          continue;
        const apart = (p: Clause, q: Clause) =>
          [...p.subject].some((w) => DISCRIMINATORS.has(w) && !q.subject.has(w));
        // Another environment, platform or named thing on each side makes two quantities ("Bumped the Postgres
        // pool to 20" vs "the Redis pool holds 10"); one side naming none does not.
        if (apart(ca, cb) && apart(cb, ca)) continue;
        if (namesOwn(ca, cb) && namesOwn(cb, ca)) continue;
        return {
          signals: ['switched'],
          clash: `"${y.raw}" (older) vs "${x.raw}" (newer)`,
          replaced: 'older',
        };
      }
    }
  }
  return undefined;
}

/** `a` names a thing (a tool, service, place) `b` does not. */
function namesOwn(a: Clause, b: Clause): boolean {
  return a.mentions.some(
    (m) =>
      m.status === 'current' &&
      m.groups.some((g) => !ADJECTIVE_GROUPS.has(g)) &&
      !b.mentions.some((n) => n.canon === m.canon),
  );
}
