import { decideFact, factValueClashes } from '../core/facts.js';
import { nextStep, type Surface } from '../core/surface.js';
import type { MemoryRecord, PendingEvent, StoredRecord, Tier } from '../core/types.js';
import type { ConflictRow } from '../store/projection.js';
import type { Store } from '../store/store.js';

/** The index the truth checks read (the store's projection). */
type Index = Store['projection'];

/** What the fact policy decided for a new memory stating a fact. */
export type FactOutcome =
  /** The same fact is recorded already: reaffirm that record instead of writing a new one. */
  | { kind: 'reaffirm'; record: StoredRecord }
  /**
   * Write the new record; `superseded` when it replaces older values, `disputes` the records it disputes,
   * `clashes` the facts it gives another value of a predicate that reads as one value (see `factValueClashes`).
   */
  | { kind: 'write'; superseded: boolean; disputes: readonly string[]; clashes?: readonly ValueClash[] };

/** A live fact a new one gives another value. */
export interface ValueClash {
  record_id: string;
  clash: string;
}

/** What the fact policy needs besides the index. */
export interface FactPolicy {
  singleValuePredicates: readonly string[];
  /** A new conflict id (without the `cf_` prefix). */
  newId: () => string;
  surface: Surface;
}

const NO_DISPUTES: FactOutcome = { kind: 'write', superseded: false, disputes: [] };

/**
 * The fact policy on write (SPEC §5): a new value of a single-value predicate supersedes the old one when it
 * is stated, and opens a conflict for review when it is only inferred. Mutates `rec` (supersedes, disputed,
 * state) and adds the ledger events and warnings the decision needs to `events` and `warnings`.
 */
export function applyFactPolicy(
  index: Index,
  rec: MemoryRecord,
  tier: Tier,
  now: string,
  policy: FactPolicy,
  events: PendingEvent[],
  warnings: string[],
): FactOutcome {
  if (!rec.fact) return NO_DISPUTES;
  const existingFacts = index
    .findFacts(rec.fact.subject, rec.fact.predicate)
    .filter((r) => r.tier === tier && r.fact)
    .map((r) => ({ record_id: r.record_id, fact: r.fact!, state: r.state }));
  const decision = decideFact(rec.fact, existingFacts, policy.singleValuePredicates);
  if (decision.kind === 'reaffirm') {
    const prev = index.getByRecordId(decision.record_id)!;
    warnings.push(`fact already recorded as ${prev.record_id}: reaffirmed it`);
    return { kind: 'reaffirm', record: prev };
  }
  if (decision.kind === 'supersede') {
    rec.supersedes = decision.record_ids;
    for (const id of decision.record_ids) {
      events.push({
        type: 'record.superseded',
        record_id: id,
        payload: { by: rec.record_id, valid_to: now, updated_at: now },
      });
    }
    warnings.push(`supersedes ${decision.record_ids.join(', ')} (${rec.fact.predicate} holds one value)`);
    return { kind: 'write', superseded: true, disputes: [] };
  }
  if (decision.kind === 'dispute') {
    rec.disputed = true;
    rec.state = 'candidate';
    const conflictId = `cf_${policy.newId()}`;
    events.push({
      type: 'conflict.opened',
      record_id: rec.record_id,
      payload: {
        conflict_id: conflictId,
        record_ids: [...decision.record_ids, rec.record_id],
        subject: rec.fact.subject,
        predicate: rec.fact.predicate,
      },
    });
    warnings.push(
      `inferred fact disagrees with ${decision.record_ids.join(', ')}: conflict ${conflictId} opened for review (${nextStep(policy.surface, 'conflicts')})`,
    );
    return { kind: 'write', superseded: false, disputes: decision.record_ids };
  }
  const fact = rec.fact;
  const clashes = factValueClashes(fact, existingFacts, policy.singleValuePredicates).map((e) => ({
    record_id: e.record_id,
    clash: `${fact.predicate}: "${e.fact.object}" vs "${fact.object}"`,
  }));
  return clashes.length === 0 ? NO_DISPUTES : { kind: 'write', superseded: false, disputes: [], clashes };
}

/** The payload of a `record.reaffirmed` event: confirmed now, and an expiring fact revived. */
export function reaffirmPayload(r: MemoryRecord, now: string, before?: string): Record<string, unknown> {
  const p: Record<string, unknown> = { at: now, updated_at: now };
  // An expired canonical fact confirmed again is canonical again: the expiry asked for a confirmation, not a demotion.
  if (r.state === 'expiring') p.state = before === 'canonical' ? 'canonical' : 'accepted';
  return p;
}

/**
 * The events resolving conflict `c` in favour of `keeper`: the other live records of its tier are superseded
 * by it, it loses its disputed flag and, unreviewed, is accepted; then the conflict is closed.
 */
export function resolutionEvents(
  index: Index,
  c: ConflictRow,
  keeper: StoredRecord,
  now: string,
): PendingEvent[] {
  const keep = keeper.record_id;
  const events: PendingEvent[] = [];
  for (const id of c.record_ids) {
    if (id === keep) continue;
    const r = index.getByRecordId(id);
    if (r && r.state !== 'archived' && r.tier === keeper.tier) {
      events.push({
        type: 'record.superseded',
        record_id: id,
        payload: { by: keep, valid_to: now, updated_at: now, from: r.state },
      });
    }
  }
  if (keeper.disputed)
    events.push({
      type: 'record.updated',
      record_id: keep,
      payload: { changes: { disputed: null }, updated_at: now },
    });
  if (keeper.state === 'candidate' || keeper.state === 'draft') {
    events.push({
      type: 'record.state_changed',
      record_id: keep,
      payload: {
        from: keeper.state,
        to: 'accepted',
        action: 'accept',
        reason: `kept in ${c.conflict_id}`,
        updated_at: now,
      },
    });
  }
  events.push({
    type: 'conflict.resolved',
    record_id: keep,
    payload: { conflict_id: c.conflict_id, keep },
  });
  return events;
}
