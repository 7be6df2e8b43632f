import type { SpoolConfig } from '../core/config.js';
import type { RecordState, StoredRecord } from '../core/types.js';
import { staleMarker } from '../score/markers.js';
import type { Scorable } from '../score/scorer.js';

/** The states whose memories may reach an agent: reviewed ones (issue 11: never drafts or candidates). */
export const INJECTABLE_STATES: readonly RecordState[] = ['accepted', 'canonical', 'expiring'];
const REVIEWED_OR_ARCHIVED: RecordState[] = [...INJECTABLE_STATES, 'archived'];

/** The states a recall returns without `include_candidates`. */
export function reviewedStates(includeArchived: boolean): RecordState[] {
  return includeArchived ? REVIEWED_OR_ARCHIVED : [...INJECTABLE_STATES];
}

/**
 * The seed-004 stale marker of a reviewed single-value fact, exactly as injection shows it, or null.
 * `confirmed` gives the record as the scorer reads it (the same confirmation time, the reality check's
 * included); it is called only for a reviewed fact, so other records never pay for a reality verdict.
 */
export function staleFactMarker(
  r: StoredRecord,
  confirmed: (r: StoredRecord) => Scorable,
  now: Date,
  facts: SpoolConfig['facts'],
): string | null {
  if (!r.fact || !INJECTABLE_STATES.includes(r.state)) return null;
  const c = confirmed(r);
  return staleMarker(
    {
      predicate: r.fact.predicate,
      valid_from: c.valid_from,
      created_at: c.created_at,
      last_confirmed_at: c.last_confirmed_at,
    },
    now,
    facts.injection_stale_days,
    facts.single_value_predicates,
  );
}
