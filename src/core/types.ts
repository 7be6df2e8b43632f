import { z } from 'zod';

/** The kinds of memory spool keeps (SPEC §3). */
export const MEMORY_TYPES = [
  'constraint',
  'decision',
  'convention',
  'project',
  'fact',
  'preference',
  'workflow',
  'incident',
  'reference',
  'note',
] as const;
/** One of {@link MEMORY_TYPES}. */
export type MemoryType = (typeof MEMORY_TYPES)[number];

/** Who a memory is for. */
export const SCOPES = ['user', 'project', 'workspace', 'team', 'agent'] as const;
/** One of {@link SCOPES}. */
export type Scope = (typeof SCOPES)[number];

/** Lifecycle states; `expiring` is reached only by the expiry sweep. */
export const STATES = ['draft', 'candidate', 'accepted', 'canonical', 'expiring', 'archived'] as const;
/** One of {@link STATES}. */
export type RecordState = (typeof STATES)[number];

/** How a record came to be. */
export const SOURCE_KINDS = ['manual', 'ai_proposal', 'session_capture', 'distilled', 'imported'] as const;
/** One of {@link SOURCE_KINDS}. */
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** Sensitivity; `secret` records live only in the private tier. */
export const SENSITIVITIES = ['public', 'internal', 'secret'] as const;
/** One of {@link SENSITIVITIES}. */
export type Sensitivity = (typeof SENSITIVITIES)[number];

/** Where a record's events are stored. */
export const TIERS = ['shared', 'private', 'user'] as const;
/** One of {@link TIERS}. */
export type Tier = (typeof TIERS)[number];

/** Ledger event types (memory-ledger.v1). */
export const EVENT_TYPES = [
  'record.created',
  'record.updated',
  'record.state_changed',
  'record.superseded',
  'record.reaffirmed',
  'record.merged',
  'conflict.opened',
  'conflict.resolved',
  'record.purged',
] as const;
/** One of {@link EVENT_TYPES}. */
export type EventType = (typeof EVENT_TYPES)[number];

/** The ledger schema tag written on every event. */
export const LEDGER_SCHEMA = 'memory-ledger.v1';

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO-8601 timestamp');

/** A reference to something outside spool (a symbol, a person, a ticket). */
export const entityRefSchema = z.object({ kind: z.string().min(1).max(64), id: z.string().min(1).max(512) });
/** {@link entityRefSchema} as a type. */
export type EntityRef = z.infer<typeof entityRefSchema>;

/** Content hash of a referenced file when the memory was recorded. */
export const codeAnchorSchema = z.object({ path: z.string().min(1), sha: z.string().nullable() });
/** {@link codeAnchorSchema} as a type. */
export type CodeAnchor = z.infer<typeof codeAnchorSchema>;

/** A structured subject–predicate–object claim. */
export const factSchema = z.object({
  subject: z.string().min(1).max(256),
  predicate: z.string().min(1).max(128),
  object: z.string().min(1).max(1024),
  strength: z.enum(['stated', 'inferred']),
});
/** {@link factSchema} as a type. */
export type Fact = z.infer<typeof factSchema>;

/** Provenance of a record. */
export const originSchema = z.object({
  source_kind: z.enum(SOURCE_KINDS),
  agent: z.string().max(128).optional(),
  session_id: z.string().max(256).optional(),
  actor: z.string().max(128).optional(),
});
/** {@link originSchema} as a type. */
export type Origin = z.infer<typeof originSchema>;

/** A memory record as the ledger stores it (snake_case, SPEC §3). */
export const memoryRecordSchema = z.object({
  record_id: z.string().min(1),
  title: z.string().optional(),
  content: z.string(),
  memory_type: z.enum(MEMORY_TYPES),
  scope: z.enum(SCOPES),
  state: z.enum(STATES),
  origin: originSchema,
  sensitivity: z.enum(SENSITIVITIES),
  tags: z.array(z.string()),
  entity_refs: z.array(entityRefSchema),
  file_refs: z.array(z.string()),
  /** Glob patterns of the files it applies to (a Cursor rule's `globs`); absent in older records. */
  file_globs: z.array(z.string()).optional(),
  symbol_refs: z.array(z.string()),
  code_anchors: z.array(codeAnchorSchema),
  fact: factSchema.optional(),
  reason: z.string().optional(),
  valid_from: isoDate,
  valid_to: isoDate.optional(),
  supersedes: z.array(z.string()),
  superseded_by: z.string().optional(),
  contradicts: z.array(z.string()).optional(),
  /** A record whose wording says this one changed ("moved from X", "no longer X"): a hint, not a supersession. */
  outdated_by: z.string().optional(),
  disputed: z.boolean().optional(),
  last_confirmed_at: isoDate.optional(),
  created_at: isoDate,
  updated_at: isoDate,
  content_hash: z.string(),
});
/** A memory record. */
export type MemoryRecord = z.infer<typeof memoryRecordSchema>;

/** One line of a ledger shard. */
export const ledgerEventSchema = z.object({
  schema: z.literal(LEDGER_SCHEMA),
  event_id: z.string().min(1),
  ts: isoDate,
  writer: z.string().min(1),
  seq: z.number().int().nonnegative(),
  type: z.enum(EVENT_TYPES),
  record_id: z.string().min(1),
  payload: z.record(z.string(), z.unknown()),
  prev: z.string().nullable(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
/** {@link ledgerEventSchema} as a type. */
export type LedgerEvent = z.infer<typeof ledgerEventSchema>;

/** A ledger event before the writer has given it its place in a shard. */
export type PendingEvent = Pick<LedgerEvent, 'type' | 'record_id' | 'payload'>;

/** A record together with where it lives and how it has been used (projection-only fields). */
export interface StoredRecord extends MemoryRecord {
  tier: Tier;
  access_count: number;
  last_accessed_at: string | null;
}
