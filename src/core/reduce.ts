import { ErrorCode, SpoolError } from './errors.js';
import type { LedgerEvent, MemoryRecord, RecordState } from './types.js';
import { memoryRecordSchema } from './types.js';

/** Fields an `update` may change; identity, provenance and timestamps are not among them. */
export const UPDATABLE_FIELDS = [
  'title',
  'content',
  'memory_type',
  'scope',
  'sensitivity',
  'tags',
  'entity_refs',
  'file_refs',
  'symbol_refs',
  'code_anchors',
  'fact',
  'reason',
  'valid_from',
  'valid_to',
  'content_hash',
  'contradicts',
  'outdated_by',
  'disputed',
] as const;

/**
 * Lifecycle actions that confirm a memory (clear its stale marker). With `record.reaffirmed` and a
 * `record.merged` marked `confirmed`, these are the only confirmations: retrieving or injecting a memory
 * is not one (SPEC §10).
 */
export const CONFIRMING_ACTIONS: ReadonlySet<string> = new Set(['accept', 'promote']);

/** What applying an event does to one record. */
export type Reduction = { kind: 'upsert'; record: MemoryRecord } | { kind: 'purge' } | { kind: 'none' };

/**
 * The pure heart of the projection: the record after `event`, given the record before it. The SQLite
 * projection, `doctor` and `rebuild` all replay through this one function, so they cannot disagree.
 * `trusted` skips re-validating events this process has just built and validated.
 */
export function reduceRecord(
  current: MemoryRecord | undefined,
  event: LedgerEvent,
  trusted = false,
): Reduction {
  const p = event.payload;
  switch (event.type) {
    case 'record.created': {
      // Events this process just built were validated on the way in; re-checking costs half of a bulk import.
      if (trusted) return { kind: 'upsert', record: p.record as MemoryRecord };
      const parsed = memoryRecordSchema.safeParse(p.record);
      if (!parsed.success) {
        throw new SpoolError(ErrorCode.LedgerCorrupt, `event ${event.event_id} carries an invalid record`, {
          cause: parsed.error,
        });
      }
      return { kind: 'upsert', record: parsed.data };
    }
    case 'record.purged':
      return { kind: 'purge' };
    case 'conflict.opened':
    case 'conflict.resolved':
      return { kind: 'none' };
    default:
      break;
  }
  if (!current) return { kind: 'none' };
  const next: MemoryRecord = { ...current, updated_at: str(p.updated_at) ?? event.ts };
  switch (event.type) {
    case 'record.updated': {
      const changes = (p.changes ?? {}) as Record<string, unknown>;
      const target = next as unknown as Record<string, unknown>;
      for (const key of UPDATABLE_FIELDS) {
        if (!(key in changes)) continue;
        const v = changes[key];
        if (v === null) delete target[key];
        else target[key] = v;
      }
      break;
    }
    case 'record.state_changed':
      next.state = p.to as RecordState;
      // Someone reviewing a memory and accepting (or promoting) it vouches for it, as a reaffirmation does.
      if (CONFIRMING_ACTIONS.has(String(p.action))) next.last_confirmed_at = str(p.updated_at) ?? event.ts;
      break;
    case 'record.superseded':
      next.state = 'archived';
      next.valid_to = str(p.valid_to) ?? event.ts;
      if (typeof p.by === 'string') next.superseded_by = p.by;
      break;
    case 'record.reaffirmed':
      next.last_confirmed_at = str(p.at) ?? event.ts;
      if (typeof p.state === 'string') next.state = p.state as RecordState;
      break;
    case 'record.merged':
      if (Array.isArray(p.tags)) next.tags = p.tags.filter((t): t is string => typeof t === 'string');
      // Stating the same thing again (a dedup hit of `remember`) confirms it.
      if (p.confirmed === true) next.last_confirmed_at = str(p.updated_at) ?? event.ts;
      break;
    default:
      break;
  }
  if (trusted) return { kind: 'upsert', record: next };
  const checked = memoryRecordSchema.safeParse(next);
  if (!checked.success) {
    throw new SpoolError(
      ErrorCode.LedgerCorrupt,
      `event ${event.event_id} leaves ${event.record_id} invalid`,
      {
        cause: checked.error,
      },
    );
  }
  return { kind: 'upsert', record: checked.data };
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}
