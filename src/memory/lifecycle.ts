import { ErrorCode, SpoolError } from '../core/errors.js';
import { contentHash } from '../core/hash.js';
import { parseInput, reaffirmOptionsSchema, type UpdateArgs, updateInputSchema } from '../core/inputs.js';
import { type LifecycleAction, nextState } from '../core/lifecycle.js';
import { nextStep } from '../core/surface.js';
import type { RecordState, StoredRecord } from '../core/types.js';
import type { ConflictRow } from '../store/projection.js';
import { stateBeforeExpiry } from '../truth/expiry.js';
import { reaffirmPayload, resolutionEvents } from '../truth/supersession.js';
import { mustGet, type SpoolContext } from './context.js';
import type { ConflictView } from './types.js';

/** `transition`: moves a memory through its lifecycle (SPEC §7) with one ledger event. */
export function transition(
  ctx: SpoolContext,
  recordId: string,
  action: LifecycleAction,
  opts: { reason?: string; actor?: string },
): StoredRecord {
  const { store } = ctx;
  ctx.syncStore();
  const current = mustGet(ctx, recordId);
  let previous: RecordState | undefined;
  if (action === 'restore') {
    const last = store.projection
      .history(recordId)
      .filter((e) => e.type === 'record.state_changed' || e.type === 'record.superseded')
      .pop();
    previous = typeof last?.payload.from === 'string' ? (last.payload.from as RecordState) : undefined;
  }
  const to = nextState(action, current.state, previous);
  return store.write(current.tier, (append) => {
    const now = ctx.clock().toISOString();
    const payload: Record<string, unknown> = { from: current.state, to, action, updated_at: now };
    if (opts.reason) payload.reason = opts.reason;
    if (opts.actor) payload.actor = opts.actor;
    append([{ type: 'record.state_changed', record_id: recordId, payload }]);
    return ctx.redactor.record(mustGet(ctx, recordId));
  });
}

/** `update`: edits a memory through the same validation and secret gate as remember. */
export function update(
  ctx: SpoolContext,
  recordId: string,
  raw: UpdateArgs,
): { record: StoredRecord; changed: string[]; warnings: string[] } {
  const { store, redactor } = ctx;
  ctx.syncStore();
  const current = mustGet(ctx, recordId);
  const patch = parseInput(updateInputSchema, raw, 'update input');
  const merged = ctx.gate.prepare({
    content: patch.content ?? current.content,
    title: patch.title ?? current.title,
    memory_type: patch.memory_type ?? current.memory_type,
    scope: current.scope,
    sensitivity: current.sensitivity,
    tags: patch.tags ?? current.tags,
    file_refs: patch.file_refs ?? current.file_refs,
    reason: patch.reason ?? current.reason,
    redact: patch.redact,
  });
  const changes: Record<string, unknown> = {};
  const next = merged.input;
  if (next.content !== current.content) {
    changes.content = next.content;
    changes.content_hash = contentHash(next.content);
  }
  if ((next.title ?? undefined) !== current.title) changes.title = next.title ?? null;
  if (next.memory_type !== current.memory_type) changes.memory_type = next.memory_type;
  if (JSON.stringify(next.tags) !== JSON.stringify(current.tags)) changes.tags = next.tags;
  if ((next.reason ?? undefined) !== current.reason) changes.reason = next.reason ?? null;
  if (JSON.stringify(next.file_refs) !== JSON.stringify(current.file_refs)) {
    changes.file_refs = next.file_refs;
    changes.code_anchors = next.file_refs.map((path) => ({ path, sha: ctx.hasher.hash(path) }));
  }
  if (Object.keys(changes).length === 0)
    return { record: redactor.record(current), changed: [], warnings: merged.warnings };
  return store.write(current.tier, (append) => {
    const now = ctx.clock().toISOString();
    append([{ type: 'record.updated', record_id: recordId, payload: { changes, updated_at: now } }]);
    return {
      record: redactor.record(mustGet(ctx, recordId)),
      changed: Object.keys(changes),
      warnings: merged.warnings,
    };
  });
}

/** `reaffirm`: confirms a memory is still true (clears the stale marker, revives an expiring fact). */
export function reaffirm(
  ctx: SpoolContext,
  recordId: string,
  opts: { by?: string; evidence?: string },
): StoredRecord {
  const confirmedBy = parseInput(reaffirmOptionsSchema, opts, 'reaffirm options');
  ctx.syncStore();
  const current = mustGet(ctx, recordId);
  if (current.state === 'archived') {
    throw new SpoolError(
      ErrorCode.IllegalTransition,
      `cannot reaffirm archived memory ${recordId}: restore it first`,
    );
  }
  return ctx.store.write(current.tier, (append) => {
    append([
      {
        type: 'record.reaffirmed',
        record_id: recordId,
        payload: {
          ...reaffirmPayload(
            current,
            ctx.clock().toISOString(),
            stateBeforeExpiry(current, (id) => ctx.store.projection.history(id)),
          ),
          ...confirmedBy,
        },
      },
    ]);
    return ctx.redactor.record(mustGet(ctx, recordId));
  });
}

/** `review`: the review queue, drafts and candidates, newest first. */
export function review(ctx: SpoolContext, opts: { limit?: number }): StoredRecord[] {
  ctx.syncStore();
  return ctx.store.projection
    .list({
      states: ['draft', 'candidate'],
      limit: Math.min(1000, Math.max(1, opts.limit ?? 100)),
    })
    .map(ctx.redactor.record);
}

/**
 * `conflicts`: fact conflicts, open, resolved or all; with `records`, each with its competing records
 * (redacted; a record no longer held is left out), read in the same pass rather than one `get` each.
 */
export function conflicts(
  ctx: SpoolContext,
  state?: 'open' | 'resolved',
  opts: { records?: boolean } = {},
): ConflictView[] {
  ctx.syncStore();
  const rows = ctx.store.projection.conflicts(state);
  if (!opts.records) return rows;
  const { projection } = ctx.store;
  return rows.map((c) => ({
    ...c,
    records: c.record_ids.flatMap((id) => {
      const r = projection.getByRecordId(id);
      return r ? [ctx.redactor.record(r)] : [];
    }),
  }));
}

/** `resolve`: closes a conflict keeping one record; the others are superseded by it. */
export function resolve(ctx: SpoolContext, conflictId: string, keep: string): ConflictRow {
  const { store } = ctx;
  ctx.syncStore();
  const c = store.projection.conflict(conflictId);
  if (!c)
    throw new SpoolError(
      ErrorCode.NotFound,
      `no conflict ${conflictId}: list them with ${nextStep(ctx.surface, 'conflicts')}`,
    );
  if (c.state === 'resolved')
    throw new SpoolError(ErrorCode.Conflict, `conflict ${conflictId} is already resolved (kept ${c.keep})`);
  if (!c.record_ids.includes(keep)) {
    throw new SpoolError(
      ErrorCode.InvalidInput,
      `--keep must be one of the conflicting records: ${c.record_ids.join(', ')}`,
    );
  }
  const keeper = mustGet(ctx, keep);
  return store.write(keeper.tier, (append) => {
    append(resolutionEvents(store.projection, c, keeper, ctx.clock().toISOString()));
    return store.projection.conflict(conflictId)!;
  });
}

/** `merge`: merges `others` into `keep`: tags are unioned, the others archived with a merge reason. */
export function merge(ctx: SpoolContext, keep: string, others: string[]): StoredRecord {
  ctx.syncStore();
  const k = mustGet(ctx, keep);
  const victims = others.filter((o) => o !== keep).map((o) => mustGet(ctx, o));
  for (const v of victims) {
    if (v.tier !== k.tier)
      throw new SpoolError(
        ErrorCode.InvalidInput,
        `${v.record_id} is in the ${v.tier} tier and ${keep} in the ${k.tier} tier: merge within one tier`,
      );
    if (v.state === 'archived')
      throw new SpoolError(ErrorCode.IllegalTransition, `${v.record_id} is archived already`);
  }
  return ctx.store.write(k.tier, (append) => {
    const now = ctx.clock().toISOString();
    const tags = [...new Set([k.tags, ...victims.map((v) => v.tags)].flat())];
    append([
      {
        type: 'record.merged',
        record_id: keep,
        payload: { tags, merged_from: victims.map((v) => v.record_id), updated_at: now },
      },
      ...victims.map((v) => ({
        type: 'record.state_changed' as const,
        record_id: v.record_id,
        payload: {
          from: v.state,
          to: 'archived',
          action: 'archive',
          reason: `merged into ${keep}`,
          updated_at: now,
        },
      })),
    ]);
    return ctx.redactor.record(mustGet(ctx, keep));
  });
}
