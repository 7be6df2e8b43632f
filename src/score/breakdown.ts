/** Every kind of signal that can move a score (SPEC §5). */
export const SCORE_SOURCES = [
  'Lexical',
  'Semantic',
  'NamedMatch',
  'MemoryType',
  'TaskToken',
  'FileRef',
  'Priority',
  'Recency',
  'Access',
  'Confidence',
  'Staleness',
  'Sensitivity',
  'CodeDrift',
  'Reality',
  'Context',
  'Contradiction',
] as const;
/** One of {@link SCORE_SOURCES}. */
export type ScoreSource = (typeof SCORE_SOURCES)[number];

/** One additive term of a score. */
export interface ScoreContribution {
  source: ScoreSource;
  field: string;
  term: string;
  weight: number;
  reason: string;
}

/**
 * Weights are rounded to multiples of 2^-10. Sums of such numbers are exact in IEEE doubles (far below
 * 2^43), so `score === Σ weight` holds bit for bit whatever order a consumer adds them in.
 */
export function quantize(w: number): number {
  return Math.round(w * 1024) / 1024;
}

/** Collects contributions and keeps the sum invariant by construction. */
export class ScoreAccumulator {
  readonly breakdown: ScoreContribution[] = [];

  /** Adds a term; zero weights are kept only when `keepZero` (e.g. a tier that is worth 0 but explains itself). */
  add(
    source: ScoreSource,
    field: string,
    term: string,
    weight: number,
    reason: string,
    keepZero = false,
  ): void {
    const w = quantize(weight);
    if (w === 0 && !keepZero) return;
    this.breakdown.push({ source, field, term, weight: w === 0 ? 0 : w, reason });
  }

  get score(): number {
    let s = 0;
    for (const c of this.breakdown) s += c.weight;
    return s;
  }
}
