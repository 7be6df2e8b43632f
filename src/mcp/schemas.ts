/**
 * Output schemas of spool's MCP tools. They are published in tools/list (as JSON Schema) and every result is
 * checked against them before it leaves the server, so an agent can rely on the shape.
 */
import { z } from 'zod';
import type { SpoolConfig } from '../core/config.js';
import { MEMORY_TYPES, SCOPES, SENSITIVITIES, SOURCE_KINDS, STATES, TIERS } from '../core/types.js';

const confidence = z.enum(['high', 'medium', 'low']);

const breakdownSchema = z.object({
  source: z.string(),
  field: z.string(),
  term: z.string(),
  weight: z.number(),
  reason: z.string(),
});

/** A recall result item as MCP returns it. */
export const recallItemSchema = z
  .object({
    kind: z.string(),
    record_id: z.string(),
    title: z.string().nullable(),
    content: z.string(),
    tags: z.array(z.string()),
    memory_type: z.string(),
    state: z.string(),
    score: z.number(),
    confidence,
    markers: z.array(z.string()),
    score_breakdown: z.array(breakdownSchema),
  })
  .passthrough();

/** A stored memory record (ledger fields plus tier and access counters). */
export const recordSchema = z
  .object({
    record_id: z.string(),
    title: z.string().optional(),
    content: z.string(),
    memory_type: z.enum(MEMORY_TYPES),
    scope: z.enum(SCOPES),
    state: z.enum(STATES),
    origin: z
      .object({
        source_kind: z.enum(SOURCE_KINDS),
        agent: z.string().optional(),
        session_id: z.string().optional(),
        actor: z.string().optional(),
      })
      .passthrough(),
    sensitivity: z.enum(SENSITIVITIES),
    tags: z.array(z.string()),
    file_refs: z.array(z.string()),
    file_globs: z.array(z.string()).optional(),
    symbol_refs: z.array(z.string()),
    reason: z.string().optional(),
    fact: z
      .object({ subject: z.string(), predicate: z.string(), object: z.string(), strength: z.string() })
      .optional(),
    valid_from: z.string(),
    valid_to: z.string().optional(),
    supersedes: z.array(z.string()),
    superseded_by: z.string().optional(),
    contradicts: z.array(z.string()).optional(),
    outdated_by: z.string().optional(),
    disputed: z.boolean().optional(),
    created_at: z.string(),
    updated_at: z.string(),
    content_hash: z.string(),
    tier: z.enum(TIERS),
    access_count: z.number(),
    last_accessed_at: z.string().nullable(),
  })
  .passthrough();

/** A packet (wakeup or context bundle) as JSON. */
export const packetSchema = z.object({
  kind: z.enum(['wakeup', 'context']),
  task: z.string().optional(),
  sections: z.array(
    z.object({
      name: z.string(),
      items: z.array(
        z.object({
          kind: z.enum(['record', 'note']),
          id: z.string(),
          title: z.string().nullable(),
          content: z.string(),
          memory_type: z.string(),
          confidence,
          markers: z.array(z.string()),
          score: z.number(),
          tokens: z.number(),
        }),
      ),
    }),
  ),
  item_count: z.number(),
  tokens: z.number(),
  omitted: z.number(),
  budget_tokens: z.number(),
  footer: z.string(),
});

const version = { schema_version: z.string() };

export const rememberOutput = z.object({
  ...version,
  record_id: z.string(),
  action: z.enum(['created', 'updated_existing', 'superseded_existing']),
  content_hash: z.string(),
  state: z.string(),
  tier: z.string(),
  warnings: z.array(z.string()),
});

export const recallOutput = z.object({
  ...version,
  query: z.string(),
  mode_used: z.string(),
  fallback_reason: z.string().optional(),
  result_count: z.number(),
  results: z.array(recallItemSchema),
});

export const getOutput = z.object({ ...version, record: recordSchema });

export const explainOutput = z.object({
  ...version,
  query: z.string(),
  mode_used: z.string(),
  fallback_reason: z.string().optional(),
  record_id: z.string().optional(),
  matched: z.boolean().optional(),
  result_count: z.number(),
  results: z.array(recallItemSchema),
});

export const packetOutput = z.object({
  ...version,
  prompt: z.string(),
  packet: packetSchema,
});

export const proposeOutput = z.object({
  ...version,
  mode: z.enum(['new', 'existing']),
  record_id: z.string(),
  state: z.string(),
  previous_state: z.string().optional(),
  action: z.enum(['created', 'updated_existing', 'superseded_existing', 'proposed']),
  content_hash: z.string(),
  tier: z.string(),
  warnings: z.array(z.string()),
});

export const transitionOutput = z.object({
  ...version,
  record_id: z.string(),
  action: z.string(),
  previous_state: z.string(),
  state: z.string(),
  record: recordSchema,
});

export const updateOutput = z.object({
  ...version,
  record_id: z.string(),
  changed: z.array(z.string()),
  warnings: z.array(z.string()),
  record: recordSchema,
});

export const historyOutput = z.object({
  ...version,
  record_id: z.string(),
  event_count: z.number(),
  events: z.array(
    z.object({
      event_id: z.string(),
      ts: z.string(),
      type: z.string(),
      writer: z.string(),
      seq: z.number(),
      tier: z.string(),
      payload: z.record(z.string(), z.unknown()),
    }),
  ),
});

export const reviewOutput = z.object({
  ...version,
  count: z.number(),
  open_conflicts: z.number(),
  records: z.array(recordSchema),
});

const conflictSchema = z.object({
  conflict_id: z.string(),
  state: z.enum(['open', 'resolved']),
  subject: z.string(),
  predicate: z.string(),
  record_ids: z.array(z.string()),
  opened_at: z.string(),
  resolved_at: z.string().nullable(),
  keep: z.string().nullable(),
});

export const conflictsOutput = z.object({
  ...version,
  count: z.number(),
  conflicts: z.array(
    conflictSchema.extend({
      records: z.array(
        z.object({
          record_id: z.string(),
          content: z.string(),
          state: z.string(),
          fact: z
            .object({ subject: z.string(), predicate: z.string(), object: z.string(), strength: z.string() })
            .optional(),
          created_at: z.string(),
        }),
      ),
    }),
  ),
});

export const resolveOutput = z.object({ ...version, conflict: conflictSchema });

const briefRecord = z.object({
  record_id: z.string(),
  title: z.string().nullable(),
  content: z.string(),
  access_count: z.number(),
});

export const statsOutput = z.object({
  ...version,
  records: z.number(),
  events: z.number(),
  by_state: z.record(z.string(), z.number()),
  by_type: z.record(z.string(), z.number()),
  shards: z.number(),
  review_queue: z.number(),
  open_conflicts: z.number(),
  pending_transcripts: z.number(),
  growth: z.array(z.object({ day: z.string(), created: z.number(), total: z.number() })),
  most_retrieved: z.array(briefRecord),
  least_retrieved: z.array(briefRecord),
  health: z
    .object({ stale: z.number(), drifted: z.number(), expiring: z.number(), disputed: z.number() })
    .optional(),
});

/** `memory_lint`: what needs fixing in the memory, by rule (the findings of `spool memory lint`). */
export const lintOutput = z.object({
  ...version,
  errors: z.number(),
  warnings: z.number(),
  findings: z.array(
    z.object({
      severity: z.enum(['error', 'warning']),
      rule: z.string(),
      target: z.string(),
      message: z.string(),
    }),
  ),
});

const storedItem = z.object({
  index: z.number(),
  record_id: z.string(),
  action: z.string(),
  state: z.string(),
});
const refusedItem = z.object({ index: z.number(), code: z.string(), message: z.string() });

export const storeExtractionOutput = z.object({
  ...version,
  stored_count: z.number(),
  refused_count: z.number(),
  skipped_archived: z.number(),
  stored: z.array(storedItem),
  refused: z.array(refusedItem),
  dequeued: z.array(z.string()),
});

export const distillOutput = z.object({
  ...version,
  mode: z.enum(['sampling', 'agent', 'heuristic', 'empty']),
  /** Transcripts still waiting (after this call for sampling/heuristic, before it for agent mode). */
  pending: z.number(),
  sampling_available: z.boolean(),
  /** Sampling and heuristic modes: what was stored per transcript. */
  distilled: z
    .array(
      z.object({
        queue_id: z.string(),
        transcript_path: z.string(),
        session_id: z.string().optional(),
        status: z.enum(['distilled', 'partial', 'empty', 'failed', 'dropped']),
        chunks: z.number(),
        remaining_chunks: z.number(),
        proposed: z.number(),
        invalid: z.number(),
        stored: z.array(storedItem),
        refused: z.array(refusedItem),
        skipped_archived: z.number(),
        error: z.string().optional(),
      }),
    )
    .optional(),
  /** Agent mode: the text the agent should read, and how to hand back what it finds. */
  transcripts: z
    .array(
      z.object({
        queue_id: z.string(),
        transcript_path: z.string(),
        session_id: z.string().optional(),
        total_chunks: z.number(),
        from_chunk: z.number(),
        next_chunk: z.number().optional(),
        chunks: z.array(z.object({ index: z.number(), text: z.string() })),
        error: z.string().optional(),
      }),
    )
    .optional(),
  instructions: z.string().optional(),
});

/** The write limits of `limits` in config.toml. */
export type StoreLimits = SpoolConfig['limits'];

/**
 * The input schema as tools/list publishes it: `content`, `title` and `tags` carry the limits the write
 * gate enforces (config `limits`, 64 KB of content by default), not the parser's hard ceilings, which only
 * keep absurd calls out before the gate answers with CONTENT_TOO_LARGE and a way to recover. JSON Schema
 * counts characters and the gate UTF-8 bytes, so `maxLength` is the byte limit: no longer string can pass.
 */
export function publishedInput(schema: z.ZodObject, limits: StoreLimits): z.ZodObject {
  const shape = schema.shape as Record<string, z.ZodType>;
  const over: Record<string, z.ZodType> = {};
  const described = (field: z.ZodType, limit: string, meta: Record<string, number>) =>
    field.meta({ ...meta, description: `${field.description ?? ''} (${limit})`.trim() });
  if (shape.content)
    over.content = described(shape.content, `at most ${sizeText(limits.max_content_bytes)} of UTF-8`, {
      maxLength: limits.max_content_bytes,
    });
  if (shape.title)
    over.title = described(shape.title, `at most ${limits.max_title_chars} characters`, {
      maxLength: limits.max_title_chars,
    });
  if (shape.tags)
    over.tags = described(shape.tags, `at most ${limits.max_tags}`, { maxItems: limits.max_tags });
  // safeExtend keeps the refinements of schemas like memory_propose (content or record_id).
  return Object.keys(over).length === 0 ? schema : schema.safeExtend(over);
}

function sizeText(bytes: number): string {
  return bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`;
}
