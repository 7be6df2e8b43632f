import type { SpoolConfig } from '../core/config.js';
import type { PendingEvent, Tier } from '../core/types.js';
import type { HistoryEntry } from '../store/projection.js';
import type { Store } from '../store/store.js';
import type { ReferenceMap } from '../store/tracker.js';

/** What an expiry sweep changed. */
export interface SweepResult {
  ran: boolean;
  expiring: string[];
  archived: string[];
}

/** What the expiry sweep reads and writes. */
export interface ExpiryDeps {
  store: Store;
  facts: SpoolConfig['facts'];
  /** The reference tracker's entries, read only when the sweep runs. */
  references: () => ReferenceMap;
}

const DAY_MS = 86_400_000;

/**
 * The state an expiring record had before the sweep expired it (`canonical` or `accepted`), from its history;
 * undefined when it is not expiring or its history says nothing. A fact a person promoted stays the project's
 * word while it waits for reaffirmation: the wakeup keeps its place and `reaffirm` brings it back to canonical.
 */
export function stateBeforeExpiry(
  record: { state: string; record_id: string },
  history: (recordId: string) => readonly HistoryEntry[],
): string | undefined {
  if (record.state !== 'expiring') return undefined;
  const events = history(record.record_id);
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (
      e?.type === 'record.state_changed' &&
      e.payload.to === 'expiring' &&
      typeof e.payload.from === 'string'
    )
      return e.payload.from;
  }
  return undefined;
}

/** The latest of some ISO times, in ms (0 when none is set). */
function latest(times: readonly (string | null | undefined)[]): number {
  let out = 0;
  for (const t of times) if (t) out = Math.max(out, Date.parse(t) || 0);
  return out;
}

/**
 * The expiry sweep (SPEC §7): facts unconfirmed for `expiring_after_days` expire, then lapse into the archive
 * once they have been expiring, and unretrieved, for `archive_after_expiring_days`; nothing is deleted.
 * Without `force` it runs at most once a day (the last run is kept in the index's meta table).
 */
export function sweepExpired(deps: ExpiryDeps, now: Date, force: boolean): SweepResult {
  const { store, facts } = deps;
  const result: SweepResult = { ran: false, expiring: [], archived: [] };
  if (!store.initialized()) return result;
  const last = store.projection.getMeta('last_sweep');
  if (!force && last && now.getTime() - Date.parse(last) < DAY_MS) return result;
  result.ran = true;
  const tracker = deps.references();
  const plan = new Map<Tier, PendingEvent[]>();
  const at = now.toISOString();
  for (const r of store.projection.listFacts(['accepted', 'canonical', 'expiring'])) {
    if (!r.fact) continue;
    // Retrieval is not confirmation (issue 11): a fact the agents read every day but nobody has confirmed
    // still expires, in step with its stale marker. Use only keeps an expiring fact from lapsing silently:
    // it stays expiring (shown with its marker) until someone reaffirms it or it goes unused.
    const confirmed = latest([r.last_confirmed_at, r.valid_from, r.created_at]);
    const used = latest([tracker.get(r.record_id)?.last_referenced_at]);
    const events = plan.get(r.tier) ?? [];
    if (r.state !== 'expiring' && now.getTime() - confirmed > facts.expiring_after_days * DAY_MS) {
      events.push({
        type: 'record.state_changed',
        record_id: r.record_id,
        payload: {
          from: r.state,
          to: 'expiring',
          action: 'expire',
          reason: `not confirmed for ${facts.expiring_after_days} days`,
          updated_at: at,
        },
      });
      result.expiring.push(r.record_id);
    } else if (
      r.state === 'expiring' &&
      now.getTime() - Date.parse(r.updated_at) > facts.archive_after_expiring_days * DAY_MS &&
      now.getTime() - used > facts.archive_after_expiring_days * DAY_MS
    ) {
      events.push({
        type: 'record.state_changed',
        record_id: r.record_id,
        payload: {
          from: 'expiring',
          to: 'archived',
          action: 'archive',
          reason: `lapsed: expiring and unused for ${facts.archive_after_expiring_days} days`,
          updated_at: at,
        },
      });
      result.archived.push(r.record_id);
    }
    plan.set(r.tier, events);
  }
  for (const [tier, events] of plan) if (events.length > 0) store.write(tier, (append) => append(events));
  store.projection.setMeta('last_sweep', at);
  return result;
}
