/** What the stale-marker rule reads of a fact (seed 004). */
export interface StaleFactInput {
  predicate: string;
  valid_from?: string | undefined;
  created_at?: string | undefined;
  /**
   * When someone last confirmed the fact (reaffirm, accept, a restatement, the reality check). Not the
   * last retrieval: seed 004 counted "recalled lately" as confirmation, but every wakeup recalls, so the
   * marker showed once and never again (issue 11).
   */
  last_confirmed_at?: string | undefined;
}

/**
 * The injection-time warning for an old, unconfirmed single-value fact (seed 004): both the claim must
 * be older than `thresholdDays` and it must not have been confirmed since the cutoff. Multi-value
 * predicates accumulate, so flagging them would be noise.
 */
export function staleMarker(
  fact: StaleFactInput,
  now: Date,
  thresholdDays: number,
  singleValuePredicates: readonly string[],
): string | null {
  if (!singleValuePredicates.includes(fact.predicate)) return null;
  const established = parseTime(fact.valid_from) ?? parseTime(fact.created_at);
  if (established === undefined) return null;
  const cutoff = now.getTime() - thresholdDays * 86_400_000;
  if (!(established < cutoff)) return null;
  const confirmed = parseTime(fact.last_confirmed_at);
  if (confirmed !== undefined && confirmed >= cutoff) return null;
  const months = Math.round((now.getTime() - established) / (30 * 86_400_000));
  const day = new Date(established).toISOString().slice(0, 10);
  return `⚠ stale: recorded ${day}, not confirmed in ~${months}mo — verify before relying`;
}

/**
 * The marker of a draft or candidate: nobody has reviewed it, so it reaches an agent only when asked for
 * (`include_candidates`) and says so.
 */
export function unreviewedMarker(state: 'draft' | 'candidate'): string {
  return `◌ unreviewed ${state} — not accepted yet; do not rely on it`;
}

/**
 * The markers of a memory that contradicts others (a contradiction hint on write, or an open fact conflict,
 * either side): one per other record still in force, naming it, so an agent never takes either as settled.
 * `outdatedBy` is the one whose wording says this memory changed.
 */
export function contradictionMarkers(peers: readonly string[], outdatedBy?: string): string[] {
  return peers.map((id) =>
    id === outdatedBy
      ? `⚖ contradicts ${id}, which says this changed — check which holds`
      : `⚖ contradicts ${id} — check which holds`,
  );
}

/**
 * The marker of the older side of a told change (`truth/change-told.ts`): a newer memory about the same
 * specific things says something changed, and nothing links the two.
 */
export function olderSideMarker(newer: string): string {
  return `⚖ ${newer}, newer, says something here changed — check this still holds`;
}

/** The marker of the newer side of a told change, naming the memory it may replace. */
export function newerSideMarker(older: string): string {
  return `⚖ may replace ${older} — check which holds`;
}

/** The marker of a fact the expiry sweep has flagged. */
export function expiringMarker(): string {
  return '⏳ expiring — reaffirm or let it lapse';
}

function parseTime(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const t = Date.parse(v);
  return Number.isNaN(t) ? undefined : t;
}
