import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { isSpoolError } from '../core/errors.js';
import { recallInputSchema, rememberInputSchema } from '../core/inputs.js';
import type { Spool } from '../spool.js';

/** Version tag on every structured result, so agents can detect shape changes. */
export const MCP_SCHEMA_VERSION = 'spool.mcp.v1';

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
    confidence: z.enum(['high', 'medium', 'low']),
    markers: z.array(z.string()),
    score_breakdown: z.array(breakdownSchema),
  })
  .passthrough();

const rememberOutput = z.object({
  schema_version: z.string(),
  record_id: z.string(),
  action: z.enum(['created', 'updated_existing', 'superseded_existing']),
  content_hash: z.string(),
  state: z.string(),
  tier: z.string(),
  warnings: z.array(z.string()),
});

const recallOutput = z.object({
  schema_version: z.string(),
  query: z.string(),
  mode_used: z.string(),
  fallback_reason: z.string().optional(),
  result_count: z.number(),
  results: z.array(recallItemSchema),
});

/** A successful tool result: the JSON as text for old clients, and as structuredContent. */
export function ok(data: Record<string, unknown>): CallToolResult {
  const structured = { schema_version: MCP_SCHEMA_VERSION, ...data };
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
}

/** A failed tool call as an `isError` result whose text tells the agent how to recover. */
export function fail(err: unknown): CallToolResult {
  if (isSpoolError(err)) {
    return { isError: true, content: [{ type: 'text', text: `${err.code}: ${err.message}` }] };
  }
  return {
    isError: true,
    content: [
      {
        type: 'text',
        text: `INTERNAL_ERROR: ${(err as Error).message ?? String(err)} — retry; if it persists run \`spool doctor\``,
      },
    ],
  };
}

/** Wraps a handler so every thrown error becomes an `isError` result. */
export function guarded<A>(
  fn: (args: A) => Promise<Record<string, unknown>>,
): (args: A) => Promise<CallToolResult> {
  return async (args: A) => {
    try {
      return ok(await fn(args));
    } catch (err) {
      return fail(err);
    }
  };
}

/** A tool registration module; later issues add theirs. */
export type ToolModule = (server: McpServer, spool: Spool) => void;

/** The two store tools every agent needs from day one. */
export const storeTools: ToolModule = (server, spool) => {
  server.registerTool(
    'memory_remember',
    {
      title: 'Remember',
      description:
        'Store one durable project memory (a decision, constraint, convention, fact…). Deterministic and local; refuses secrets (SECRET_DETECTED) unless redact is true. Duplicate content returns action "updated_existing".',
      inputSchema: rememberInputSchema,
      outputSchema: rememberOutput,
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    },
    guarded(async (args) => ({
      ...(await spool.remember({
        ...args,
        source_kind: args.source_kind === 'manual' ? 'manual' : args.source_kind,
      })),
    })),
  );
  server.registerTool(
    'memory_recall',
    {
      title: 'Recall',
      description:
        'Search project memories, best first. Each result has score, confidence, markers (stale, code drift…) and score_breakdown explaining the score.',
      inputSchema: recallInputSchema,
      outputSchema: recallOutput,
      annotations: {
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
    },
    guarded(async (args) => {
      const r = await spool.recall(args);
      return { ...r };
    }),
  );
};

/** Builds the MCP server for an open spool with the given tool modules. */
export function createMcpServer(spool: Spool, modules: ToolModule[]): McpServer {
  const server = new McpServer(
    { name: 'spool', version: '0.1.0' },
    {
      instructions:
        "spool keeps this project's decisions, constraints and conventions. Call memory_recall before acting on assumptions; call memory_remember for durable facts worth keeping.",
    },
  );
  for (const m of modules) m(server, spool);
  return server;
}
