import { contentHash } from '../core/hash.js';
import type { RememberArgs, RememberInput } from '../core/inputs.js';
import { nextStep, nextStepFor } from '../core/surface.js';
import type { MemoryRecord, PendingEvent, RecordState } from '../core/types.js';
import { tierOf } from '../guard/write-gate.js';
import { tellsChange } from '../truth/change-told.js';
import { stateBeforeExpiry } from '../truth/expiry.js';
import { applyFactPolicy, reaffirmPayload } from '../truth/supersession.js';
import {
  contradictionsFor,
  neighbourhoodOf,
  possibleReplacements,
  recordContradictions,
} from '../truth/write-hints.js';
import { embedRecords, type SpoolContext } from './context.js';
import type { RememberResult } from './types.js';

/** A new record from validated input: manual and imported memories are accepted, the rest are candidates. */
function buildRecord(ctx: SpoolContext, input: RememberInput, now: string): MemoryRecord {
  const state: RecordState =
    input.source_kind === 'manual' || input.source_kind === 'imported' ? 'accepted' : 'candidate';
  const origin: MemoryRecord['origin'] = { source_kind: input.source_kind };
  if (input.agent) origin.agent = input.agent;
  if (input.session_id) origin.session_id = input.session_id;
  if (input.actor) origin.actor = input.actor;
  const rec: MemoryRecord = {
    record_id: ctx.ids(),
    content: input.content,
    memory_type: input.memory_type,
    scope: input.scope,
    state,
    origin,
    sensitivity: input.sensitivity,
    tags: input.tags,
    entity_refs: input.entity_refs,
    file_refs: input.file_refs,
    symbol_refs: input.symbol_refs,
    code_anchors: input.file_refs.map((path) => ({ path, sha: ctx.hasher.hash(path) })),
    valid_from: input.valid_from ?? now,
    supersedes: [],
    created_at: now,
    updated_at: now,
    content_hash: contentHash(input.content),
  };
  if (input.title) rec.title = input.title;
  if (input.reason) rec.reason = input.reason;
  if (input.fact) rec.fact = input.fact;
  if (input.file_globs && input.file_globs.length > 0) rec.file_globs = [...new Set(input.file_globs)];
  return rec;
}

/**
 * The write path without embedding (SPEC §4): the write gate, then under the tier's lock duplicate content
 * (merged into the existing record), the fact policy (reaffirm, supersede or dispute) and the contradiction
 * hints, all appended as one batch of ledger events.
 */
export function rememberSync(ctx: SpoolContext, raw: RememberArgs): RememberResult {
  const { store, clock } = ctx;
  const { input, warnings } = ctx.gate.prepare(raw);
  const tier = tierOf(input);
  const hash = contentHash(input.content);
  return store.write(tier, (append): RememberResult => {
    const now = clock().toISOString();
    const existing = store.projection.findActiveByContentHash(hash);
    if (existing && existing.tier === tier) {
      const merged = [...new Set([...existing.tags, ...input.tags])];
      let state = existing.state;
      // Re-importing a file is not someone saying it again: with nothing new it writes nothing (no recency,
      // access or confirmation), so importing the same CLAUDE.md twice leaves the ledger as it was.
      if (input.source_kind !== 'imported' || merged.length !== existing.tags.length) {
        append([
          {
            type: 'record.merged',
            record_id: existing.record_id,
            // Saying it again confirms it (clears a stale marker), unlike retrieving it.
            payload: { tags: merged, updated_at: now, reason: 'duplicate content', confirmed: true },
          },
        ]);
        // Said again by someone, an expiring fact is confirmed back to the state it expired from.
        if (existing.state === 'expiring' && input.source_kind !== 'imported') {
          const before = stateBeforeExpiry(existing, (id) => store.projection.history(id));
          const payload = reaffirmPayload(existing, now, before);
          append([{ type: 'record.reaffirmed', record_id: existing.record_id, payload }]);
          state = payload.state as RecordState;
        }
        store.projection.touchAccess([existing.record_id], now);
      }
      return {
        record_id: existing.record_id,
        action: 'updated_existing',
        content_hash: hash,
        state,
        tier,
        warnings,
      };
    }
    const rec = buildRecord(ctx, input, now);
    const events: PendingEvent[] = [];
    const fact = applyFactPolicy(
      store.projection,
      rec,
      tier,
      now,
      {
        singleValuePredicates: ctx.config.facts.single_value_predicates,
        newId: ctx.ids,
        surface: ctx.surface,
      },
      events,
      warnings,
    );
    if (fact.kind === 'reaffirm') {
      const prev = fact.record;
      const before = stateBeforeExpiry(prev, (id) => ctx.store.projection.history(id));
      append([
        { type: 'record.reaffirmed', record_id: prev.record_id, payload: reaffirmPayload(prev, now, before) },
      ]);
      return {
        record_id: prev.record_id,
        action: 'updated_existing',
        content_hash: prev.content_hash,
        state: prev.state === 'expiring' ? 'accepted' : prev.state,
        tier,
        warnings,
      };
    }
    const peerEvents: PendingEvent[] = [];
    const near = neighbourhoodOf(store.projection, rec, tier);
    const found = contradictionsFor(store.projection, rec, tier, near);
    // Another value of a predicate that reads as one: disputed, or outdated when the new memory tells a change.
    for (const c of fact.clashes ?? []) {
      if (found.some((f) => f.record_id === c.record_id)) continue;
      found.push(tellsChange(rec.content) ? { ...c, outdated: 'older' } : c);
    }
    recordContradictions(store.projection, rec, found, fact.disputes, peerEvents, warnings);
    // A change told in words the reader does not know: named to the writer, never marked (see
    // possibleReplacements).
    const linked = new Set([...found.map((f) => f.record_id), ...fact.disputes, ...rec.supersedes]);
    for (const other of possibleReplacements(near, rec, linked)) {
      const gist = other.content.length > 80 ? `${other.content.slice(0, 77)}…` : other.content;
      warnings.push(
        `may replace ${other.record_id} ("${gist}"): this memory says something changed, and that one says the same things; if it no longer holds, ${nextStepFor(ctx.surface, 'archive', other.record_id)}`,
      );
    }
    append([
      { type: 'record.created', record_id: rec.record_id, payload: { record: rec } },
      ...events,
      ...peerEvents,
    ]);
    return {
      record_id: rec.record_id,
      action: fact.superseded ? 'superseded_existing' : 'created',
      content_hash: rec.content_hash,
      state: rec.state,
      tier,
      warnings,
    };
  });
}

/** `remember`: the write path, then the new record's vector (a failed embedding only costs a warning). */
export async function remember(ctx: SpoolContext, raw: RememberArgs): Promise<RememberResult> {
  const result = rememberSync(ctx, raw);
  const { store } = ctx;
  if (ctx.embedder && result.action !== 'updated_existing') {
    try {
      const rid = store.projection.ridsOf([result.record_id]).get(result.record_id);
      const rec = store.projection.getByRecordId(result.record_id);
      if (rid !== undefined && rec)
        await embedRecords(ctx, [{ rid, text: rec.title ? `${rec.title}\n${rec.content}` : rec.content }]);
    } catch (err) {
      result.warnings.push(
        `stored, but not embedded (${(err as Error).message}); ${nextStep(ctx.surface, 'embedLater')}`,
      );
    }
  }
  return result;
}
