import type { MemoryRecord } from '../core/types.js';

/** Trust tiers derived at scoring time (seed 003); never stored. */
export const CONFIDENCE = ['high', 'medium', 'low'] as const;
/** One of {@link CONFIDENCE}. */
export type Confidence = (typeof CONFIDENCE)[number];

/** Weights of each tier: notes and records have their own tables (seed 003). */
export const CONFIDENCE_WEIGHTS = {
  note: { high: 6, medium: 0, low: -4 },
  record: { high: 5, medium: 0, low: -3 },
} as const;

/** Frontmatter fields of a vault note that confidence reads. */
export interface NoteSignals {
  source_of_truth?: boolean;
  retrieval_priority?: 'high' | 'normal' | 'low';
  memory_type?: string;
  sensitivity?: string;
}

/** Note tier: source_of_truth forces high; high priority on a constraint/decision/project is high; low priority or secret is low. */
export function noteConfidence(n: NoteSignals): Confidence {
  if (n.source_of_truth === true) return 'high';
  if (n.retrieval_priority === 'high' && ['constraint', 'decision', 'project'].includes(n.memory_type ?? ''))
    return 'high';
  if (n.retrieval_priority === 'low' || n.sensitivity === 'secret') return 'low';
  return 'medium';
}

/** Record tier: canonical → high; accepted+manual → high; accepted otherwise → medium; candidate → low; secret clamps down one. */
export function recordConfidence(r: Pick<MemoryRecord, 'state' | 'origin' | 'sensitivity'>): Confidence {
  let tier: Confidence;
  if (r.state === 'canonical') tier = 'high';
  else if (r.state === 'accepted' || r.state === 'expiring')
    tier = r.origin.source_kind === 'manual' ? 'high' : 'medium';
  else if (r.state === 'candidate' || r.state === 'draft') tier = 'low';
  else tier = 'medium';
  if (r.sensitivity === 'secret') tier = tier === 'high' ? 'medium' : 'low';
  return tier;
}

/** Staleness weight from days since last retrieval (seed 001); never referenced → 0. */
export function stalenessWeight(ageDays: number | undefined): number {
  if (ageDays === undefined || ageDays <= 14) return 0;
  if (ageDays <= 30) return -2;
  if (ageDays <= 60) return -4;
  if (ageDays <= 90) return -6;
  return -8;
}
