/**
 * The clause aligner's three detectors over two analysed texts (contradiction-clauses.ts): polarity (a
 * negated clause of one restates a positive clause of the other), replacement (one rejects X that the other
 * still asserts in the same context) and slot value (the positive statements align word for word except for
 * one slot holding two different values of one kind).
 */

import { type Analysis, keySet, type Token } from './contradiction-clauses.js';

/** Negated vs positive clause: the negated one must be contained in the positive one and the two this similar. */
const MIN_CLAUSE_JACCARD = 0.5;
/** Replacement: share of the other text's context that the rejecting text must also mention. */
const MIN_CONTEXT_COVERAGE = 0.6;
/** Longer statements are not "one sentence frame"; also bounds the O(n·m) alignment. */
const MAX_ALIGN_TOKENS = 200;

/** Number of elements two sets share. */
export function intersectionSize(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const x of a) if (b.has(x)) n++;
  return n;
}

/** A negated clause of `neg` that restates (all of) a positive clause of `pos`, or vice versa in scope. */
export function polaritySignals(neg: Analysis, pos: Analysis): Found | undefined {
  for (const n of neg.segments) {
    if (!n.negated || n.bound) continue;
    const nk = n.keys;
    for (const p of pos.segments) {
      if (p.negated) continue;
      const pk = p.keys;
      const inter = intersectionSize(nk, pk);
      const union = nk.size + pk.size - inter;
      // Everything the negation talks about must be asserted by the positive clause: an extra word in the
      // negated clause is likely what the negation targets ("tests live in test/" vs "not in src/").
      if (inter !== nk.size || inter / union < MIN_CLAUSE_JACCARD) continue;
      // A one-word clause matches too easily ("not npm" vs "npm scripts"); demand the same single word.
      if (Math.min(nk.size, pk.size) < 2 && union !== inter) continue;
      const cue = n.signals.includes('no_longer') ? 'no longer' : 'not';
      return { signals: n.signals, clash: `"${cue} ${raws(n.tokens)}" vs "${raws(p.tokens)}"` };
    }
  }
  return undefined;
}

/** One text rejects X (instead of / switched from / replaced) while the other still asserts X in context. */
export function replacementSignals(rejecting: Analysis, other: Analysis): Found | undefined {
  const otherPositive = new Set<string>();
  for (const s of other.segments) if (!s.negated) for (const t of s.tokens) otherPositive.add(t.key);
  const rejectingAll = new Set<string>();
  for (const s of rejecting.segments) for (const t of s.tokens) rejectingAll.add(t.key);
  for (const r of rejecting.rejections) {
    const rejected = keySet(r.rejected);
    const replacement = keySet(r.replacement);
    for (const k of rejected) rejectingAll.add(k);
    if (intersectionSize(rejected, otherPositive) === 0) continue;
    // The other text already names the replacement: it describes the new state (or both), not the old one.
    if (replacement.size > 0 && intersectionSize(replacement, otherPositive) === replacement.size) continue;
    const context = [...otherPositive].filter((k) => !rejected.has(k));
    if (context.length > 0) {
      const covered = context.filter((k) => rejectingAll.has(k)).length;
      if (covered / context.length < MIN_CONTEXT_COVERAGE) continue;
    }
    const cue = r.signal.replace('_', ' ');
    return { signals: [r.signal], clash: `"${cue} ${raws(r.rejected)}" vs "${raws(r.rejected)}"` };
  }
  return undefined;
}

/** Signals one detector found, and the words that clash. */
export interface Found {
  signals: string[];
  clash: string;
}

function raws(tokens: readonly Token[]): string {
  return tokens.map((t) => t.raw).join(' ');
}

function isPrefix(a: readonly number[], b: readonly number[]): boolean {
  return a.every((x, i) => b[i] === x);
}

/** Whether two slot fillers are different values of the same kind. */
function valuesDiffer(a: Token, b: Token): boolean {
  if (a.value !== undefined && b.value !== undefined) {
    const av = a.value;
    const bv = b.value;
    return av.canon !== bv.canon && av.groups.some((g) => bv.groups.includes(g));
  }
  const qa = a.quantity;
  const qb = b.quantity;
  if (qa === undefined || qb === undefined || qa.name !== qb.name) return false;
  if (qa.unit !== undefined && qb.unit !== undefined) {
    return qa.unit.dim === qb.unit.dim && qa.value * qa.unit.scale !== qb.value * qb.unit.scale;
  }
  if (qa.unit !== undefined || qb.unit !== undefined) return qa.value !== qb.value;
  // `18` vs `18.17` refines rather than changes the version.
  return !isPrefix(qa.parts, qb.parts) && !isPrefix(qb.parts, qa.parts);
}

interface Hunk {
  a: Token[];
  b: Token[];
}

/** LCS alignment of two token sequences: number of aligned tokens and the unaligned stretches between them. */
function align(a: readonly Token[], b: readonly Token[]): { common: number; hunks: Hunk[] } {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  const dp = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      dp[i * width + j] =
        a[i]?.key === b[j]?.key
          ? (dp[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(dp[(i + 1) * width + j] ?? 0, dp[i * width + j + 1] ?? 0);
    }
  }
  const hunks: Hunk[] = [];
  let current: Hunk = { a: [], b: [] };
  const flush = (): void => {
    if (current.a.length > 0 || current.b.length > 0) hunks.push(current);
    current = { a: [], b: [] };
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    const ta = a[i];
    const tb = b[j];
    if (ta !== undefined && tb !== undefined && ta.key === tb.key) {
      flush();
      i++;
      j++;
    } else if (
      tb === undefined ||
      (ta !== undefined && (dp[(i + 1) * width + j] ?? 0) >= (dp[i * width + j + 1] ?? 0))
    ) {
      if (ta !== undefined) current.a.push(ta);
      i++;
    } else {
      current.b.push(tb);
      j++;
    }
  }
  flush();
  return { common: dp[0] ?? 0, hunks };
}

/** The positive statements align except for exactly one slot whose two values differ. */
export function slotSignals(x: Analysis, y: Analysis): Found | undefined {
  const positive = (an: Analysis): Token[] => an.segments.filter((s) => !s.negated).flatMap((s) => s.tokens);
  const a = positive(x);
  const b = positive(y);
  if (a.length === 0 || b.length === 0 || a.length > MAX_ALIGN_TOKENS || b.length > MAX_ALIGN_TOKENS)
    return undefined;
  const { common, hunks } = align(a, b);
  if (common === 0 || (common < 2 && Math.max(a.length, b.length) > 2)) return undefined;
  const substitutions = hunks.filter((h) => h.a.length > 0 && h.b.length > 0);
  if (substitutions.length !== 1) return undefined;
  const extras = hunks.reduce(
    (sum, h) => sum + (h.a.length > 0 && h.b.length > 0 ? 0 : h.a.length + h.b.length),
    0,
  );
  if (extras > common) return undefined;
  // Exactly one value on each side: if two slots change at once (port *and* database), it is another subject.
  const [ta, tb] = [substitutions[0]?.a, substitutions[0]?.b];
  if (ta?.length !== 1 || tb?.length !== 1 || ta[0] === undefined || tb[0] === undefined) return undefined;
  return valuesDiffer(ta[0], tb[0])
    ? { signals: ['different_value'], clash: `"${ta[0].raw}" vs "${tb[0].raw}"` }
    : undefined;
}
