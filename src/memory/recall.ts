import { ErrorCode, SpoolError } from '../core/errors.js';
import { parseInput, type RecallArgs, type RecallInput, recallInputSchema } from '../core/inputs.js';
import type { RecordState, StoredRecord } from '../core/types.js';
import { toldChangesAmong } from '../packets/told-changes.js';
import { newerSideMarker, olderSideMarker } from '../score/markers.js';
import { scoreCandidate } from '../score/scorer.js';
import { driftOf, type RecallResult, toItem, toScorable } from '../search/rank.js';
import { rankedSearch, type SearchTrace } from '../search/ranked-search.js';
import type { HistoryEntry } from '../store/projection.js';
import { ageDays } from '../store/tracker.js';
import type { VaultNote } from '../store/vault-note.js';
import { mustGet, type SpoolContext } from './context.js';
import type { ExplainResult } from './types.js';

/**
 * A ranked search with the index caught up and, unless `maintenance` is false, the lazy expiry sweep run
 * first; its results count as accessed when the input asks (`touch`).
 */
export async function searchMemory(
  ctx: SpoolContext,
  input: RecallInput,
  maintenance = true,
): Promise<RecallResult> {
  ctx.store.sync();
  if (maintenance) ctx.maintain();
  const trace: SearchTrace = { count: 0 };
  const result = await rankedSearch(ctx, input, trace);
  const { results } = result;
  if (input.touch && results.length > 0 && ctx.store.initialized() && trace.now) {
    const ids = results.filter((r) => r.kind === 'record').map((r) => r.record_id);
    ctx.access.record(ids, trace.now.toISOString());
  }
  return result;
}

/** `recall`: the query validated, then {@link searchMemory}. */
export async function recall(ctx: SpoolContext, raw: RecallArgs | string): Promise<RecallResult> {
  const input = parseInput(recallInputSchema, typeof raw === 'string' ? { query: raw } : raw, 'recall input');
  if (input.query.trim().length === 0)
    throw new SpoolError(ErrorCode.InvalidInput, 'query must not be empty: say what to look for');
  const result = await searchMemory(ctx, input);
  // Two results where the newer one tells a change about the older one's specifics are marked as in packets
  // (nothing is brought in or ranked: a recall lists what matched).
  const byId = new Map(result.results.map((x) => [x.record_id, x]));
  for (const { older, newer } of toldChangesAmong(ctx.store.projection, result.results)) {
    const o = byId.get(older);
    const w = byId.get(newer);
    if (o === undefined || w === undefined) continue;
    o.markers = [...o.markers, olderSideMarker(newer)];
    w.markers = [...w.markers, newerSideMarker(older)];
  }
  return result;
}

/** `explain`: a query's ranking with every breakdown, or one record's breakdown for the query. */
export async function explain(ctx: SpoolContext, query: string, recordId?: string): Promise<ExplainResult> {
  if (query.trim().length === 0)
    throw new SpoolError(ErrorCode.InvalidInput, 'query must not be empty: say what to explain');
  const r = await searchMemory(
    ctx,
    parseInput(
      recallInputSchema,
      {
        query,
        limit: 100,
        touch: false,
        // Asked about one memory, explain it whatever its state.
        include_archived: recordId !== undefined,
        include_candidates: recordId !== undefined,
      },
      'explain input',
    ),
  );
  const base: ExplainResult = { query, mode_used: r.mode_used, results: r.results };
  if (r.fallback_reason) base.fallback_reason = r.fallback_reason;
  if (recordId === undefined) return { ...base, results: r.results.slice(0, 20) };
  const found = r.results.find((x) => x.record_id === recordId);
  if (found) return { ...base, record_id: recordId, matched: true, results: [found] };
  const rec = mustGet(ctx, recordId);
  const now = ctx.clock();
  const entry = ctx.references.read().get(recordId);
  const q = { mode: r.mode_used, text: query.toLowerCase(), names: [], files: [], typeHints: [] };
  const s = scoreCandidate(toScorable(ctx, rec), {}, q, {
    now,
    referencedDaysAgo: ageDays(entry, now),
    drifted: driftOf(ctx, rec),
    singleValuePredicates: ctx.config.facts.single_value_predicates,
    staleDays: ctx.config.facts.injection_stale_days,
    surface: ctx.surface,
  });
  const item = toItem(rec, s);
  return { ...base, record_id: recordId, matched: false, results: [ctx.redactor.item(item, item.record_id)] };
}

/** `get`: one memory, redacted. */
export function get(ctx: SpoolContext, recordId: string): StoredRecord {
  ctx.syncStore();
  return ctx.redactor.record(mustGet(ctx, recordId));
}

/** `list`: the newest memories, redacted. */
export function list(
  ctx: SpoolContext,
  opts: { limit?: number; since?: string; includeArchived?: boolean; states?: RecordState[] },
): StoredRecord[] {
  ctx.syncStore();
  return ctx.store.projection
    .list({
      limit: Math.min(10_000, Math.max(1, opts.limit ?? 20)),
      includeArchived: opts.includeArchived ?? false,
      ...(opts.since ? { since: opts.since } : {}),
      ...(opts.states ? { states: opts.states } : {}),
    })
    .map(ctx.redactor.record);
}

/** `history`: every ledger event of a memory, oldest first, redacted. */
export function history(ctx: SpoolContext, recordId: string): HistoryEntry[] {
  ctx.syncStore();
  mustGet(ctx, recordId);
  const { redactor } = ctx;
  return ctx.store.projection.history(recordId).map((e) => {
    const payload = redactor.payload(e.payload);
    return payload === e.payload ? e : { ...e, payload };
  });
}

/** `notesIndex`: indexes the vault now and lists its notes. */
export function notesIndex(ctx: SpoolContext): {
  notes: VaultNote[];
  skipped: { path: string; reason: string }[];
} {
  const r = ctx.vault.sync(true);
  return { notes: ctx.store.projection.listNotes(), skipped: r.skipped };
}
