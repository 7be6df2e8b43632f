import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  isJSONRPCRequest,
  type JSONRPCMessage,
  ErrorCode as RpcErrorCode,
  type ServerNotification,
  type ServerRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { isSpoolError } from '../core/errors.js';
import { recallInputSchema, rememberInputSchema } from '../core/inputs.js';
import type { Spool } from '../spool.js';
import { publishedInput, recallOutput, rememberOutput } from './schemas.js';

export { recallItemSchema } from './schemas.js';

/** Version tag on every structured result, so agents can detect shape changes. */
export const MCP_SCHEMA_VERSION = 'spool.mcp.v1';

/** Largest number of JSON nodes (array items + object keys) accepted in one call's arguments. */
export const MAX_ARGUMENT_ELEMENTS = 20_000;
/** Error texts are cut to this many characters: a reply must never echo a megabyte of garbage back. */
const MAX_ERROR_CHARS = 2_000;

/** What a tool handler receives besides its arguments (cancellation signal, request id, …). */
export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** A handler's answer when the text block should differ from the JSON (packets: the prompt text). */
export class ToolReply {
  constructor(
    readonly data: Record<string, unknown>,
    /** Text for the model instead of the JSON of `data`. */
    readonly text: string,
  ) {}
}

/** One MCP tool: schemas, annotations and the handler. */
export interface ToolDef<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  input: I;
  output: O;
  annotations: { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean };
  run: (args: z.output<I>, extra: ToolExtra) => Promise<Record<string, unknown> | ToolReply>;
}

/** What a tool module gets: the server (for resources), the spool, and `tool()` to register a tool. */
export interface ToolContext {
  server: McpServer;
  spool: Spool;
  tool: <I extends z.ZodObject, O extends z.ZodObject>(def: ToolDef<I, O>) => void;
}

/** A registration module (tools and resources). */
export type ToolModule = (ctx: ToolContext) => void;

/** A successful tool result: the JSON (or `text`) as text for the model, and as structuredContent. */
export function ok(data: Record<string, unknown>, text?: string): CallToolResult {
  const json = JSON.stringify({ schema_version: MCP_SCHEMA_VERSION, ...data });
  // The round trip drops `undefined` fields, so in-process clients see exactly what stdio clients see.
  const structured = JSON.parse(json) as Record<string, unknown>;
  return { content: [{ type: 'text', text: text ?? json }], structuredContent: structured };
}

/** An `isError` result with one text block, cut to a sane size. */
export function errorResult(text: string): CallToolResult {
  const t = text.length > MAX_ERROR_CHARS ? `${text.slice(0, MAX_ERROR_CHARS)}… (truncated)` : text;
  return { isError: true, content: [{ type: 'text', text: t }] };
}

// How an agent recovers from each error code, phrased for MCP (the library's messages name CLI commands).
const RECOVERY: Record<string, string> = {
  INVALID_INPUT: 'fix the arguments to match the tool inputSchema (tools/list) and call again',
  EMPTY_CONTENT: 'pass the memory text in content',
  CONTENT_TOO_LARGE: 'store a short summary instead, or split it into several memories',
  SECRET_DETECTED: 'remove the secret and call again, or pass redact: true',
  NOT_FOUND: 'find the right id with memory_recall, memory_review_queue or memory_conflicts',
  ILLEGAL_TRANSITION: 'read the record with memory_get and pick an action allowed from its state',
  LOCK_TIMEOUT: 'another spool process holds the lock: retry in a few seconds',
  LEDGER_CORRUPT: 'ask the user to run `spool doctor --repair`',
  CONFIG_INVALID: 'ask the user to fix .spool/config.toml (`spool doctor` shows where)',
  PATH_OUTSIDE_ROOT: 'use file paths inside the project, relative to its root',
  EMBEDDER_FAILED: 'retry with mode: "lexical"',
  CONFLICT: 'list current conflicts with memory_conflicts',
  IO_ERROR: 'retry; if it persists ask the user to run `spool doctor`',
  CLOSED: 'the server is shutting down: reconnect',
};

/** A failed tool call as an `isError` result: `CODE: message — how to recover`. */
export function fail(err: unknown): CallToolResult {
  if (isSpoolError(err)) {
    const hint = RECOVERY[err.code];
    return errorResult(`${err.code}: ${err.message}${hint ? ` — to recover: ${hint}` : ''}`);
  }
  const msg = err instanceof Error ? err.message : String(err);
  return errorResult(`INTERNAL_ERROR: ${msg} — retry; if it persists ask the user to run \`spool doctor\``);
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

/** Counts JSON nodes without recursion (arguments may nest thousands of levels deep), stopping at `max`. */
function elementCount(value: unknown, max: number): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const children = Array.isArray(node) ? node : Object.values(node as Record<string, unknown>);
    for (const child of children) {
      if (++count > max) return count;
      if (child !== null && typeof child === 'object') stack.push(child);
    }
  }
  return count;
}

function clip(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n)}…` : s;
}

/** One line per zod issue (at most 3), naming the field, never echoing a value. */
function describeIssues(error: z.ZodError, allowed: string[]): string {
  const parts = error.issues.slice(0, 3).map((i) => {
    const path = i.path.length ? i.path.map((p) => clip(String(p), 64)).join('.') : 'arguments';
    if (i.code === 'unrecognized_keys') {
      const keys = i.keys.slice(0, 5).map((k) => JSON.stringify(clip(k, 64)));
      return `${path}: unknown field(s) ${keys.join(', ')}${i.path.length === 0 ? ` (allowed: ${allowed.join(', ')})` : ''}`;
    }
    return `${path}: ${clip(i.message, 200)}`;
  });
  const more = error.issues.length > 3 ? ` (+${error.issues.length - 3} more)` : '';
  return parts.join('; ') + more;
}

/** Validates, runs and checks one tool call; never throws. */
async function invoke(def: ToolDef, rawArgs: unknown, extra: ToolExtra): Promise<CallToolResult> {
  const args = rawArgs ?? {};
  if (typeof args !== 'object' || Array.isArray(args)) {
    return errorResult(
      `INVALID_INPUT: ${def.name}: arguments must be a JSON object — to recover: ${RECOVERY.INVALID_INPUT}`,
    );
  }
  if (elementCount(args, MAX_ARGUMENT_ELEMENTS) > MAX_ARGUMENT_ELEMENTS) {
    return errorResult(
      `INVALID_INPUT: ${def.name}: arguments have more than ${MAX_ARGUMENT_ELEMENTS} elements — to recover: send only the documented fields`,
    );
  }
  const parsed = def.input.safeParse(args);
  if (!parsed.success) {
    const allowed = Object.keys(def.input.shape);
    return errorResult(
      `INVALID_INPUT: ${def.name}: ${describeIssues(parsed.error, allowed)} — to recover: ${RECOVERY.INVALID_INPUT}`,
    );
  }
  let result: CallToolResult;
  try {
    const out = await def.run(parsed.data, extra);
    result = out instanceof ToolReply ? ok(out.data, out.text) : ok(out);
  } catch (err) {
    return fail(err);
  }
  const check = def.output.safeParse(result.structuredContent);
  if (!check.success) {
    // A bug in spool, not in the call: say so rather than hand the agent something that breaks its client.
    return errorResult(
      `INTERNAL_ERROR: ${def.name} produced a result that does not match its outputSchema (${describeIssues(check.error, [])}) — please report this; retry may not help`,
    );
  }
  return result;
}

/**
 * The SDK drops a message that has an id and a method but is not a valid request (say `params: null` or
 * `params: []`) with only an `onerror`, so the client would wait forever; and it answers a tools/call whose
 * params are not `{name, arguments?}` with a bare "internal error". Answer both with the proper JSON-RPC
 * error (Invalid Request / Invalid params) and an example. Installed after `connect`, in front of the SDK.
 */
function answerMalformedRequests(transport: Transport): void {
  const inner = transport.onmessage;
  if (!inner) return;
  transport.onmessage = (message, extra) => {
    const m = message as { id?: unknown; method?: unknown };
    const id = m.id;
    const hasId = typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id));
    if (hasId && typeof m.method === 'string') {
      let problem: string | undefined;
      if (!isJSONRPCRequest(message)) {
        problem = `Invalid Request: ${clip(m.method, 100)} needs params as a JSON object`;
      } else if (m.method === 'tools/call' && !CallToolRequestSchema.safeParse(message).success) {
        problem =
          'Invalid params: tools/call needs {"name": "<tool name>", "arguments": {…}} with arguments a JSON object';
      }
      if (problem !== undefined) {
        const code = problem.startsWith('Invalid Request')
          ? RpcErrorCode.InvalidRequest
          : RpcErrorCode.InvalidParams;
        const reply = {
          jsonrpc: '2.0',
          id,
          error: { code, message: `${problem}, e.g. {"name": "memory_recall", "arguments": {"query": "…"}}` },
        };
        transport.send(reply as JSONRPCMessage).catch(() => {});
        return;
      }
    }
    inner(message, extra);
  };
}

/** The two store tools every agent needs from day one. */
export const storeTools: ToolModule = ({ tool, spool, server }) => {
  const clientName = () => server.server.getClientVersion()?.name;
  tool({
    name: 'memory_remember',
    title: 'Remember',
    description:
      'Store one durable project memory (a decision, constraint, convention, fact…) as accepted. Use it when the user states something worth keeping; for your own suggestions use memory_propose. Deterministic and local; refuses secrets (SECRET_DETECTED) unless redact is true. Duplicate content returns action "updated_existing".',
    input: rememberInputSchema,
    output: rememberOutput,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    run: async (args) => {
      const agent = args.agent ?? clientName();
      return { ...(await spool.remember({ ...args, ...(agent ? { agent: clip(agent, 128) } : {}) })) };
    },
  });
  tool({
    name: 'memory_recall',
    title: 'Recall',
    description:
      'Search project memories, best first. Each result has score, confidence, markers (stale, code drift…) and score_breakdown explaining the score. Call it before acting on assumptions about this project.',
    // The library clamps a limit out of range; over MCP it is refused, as the published schema says.
    input: recallInputSchema.extend({
      limit: z.number().int().min(1).max(100).default(10).describe('How many results (1–100)'),
    }),
    output: recallOutput,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false },
    run: async (args) => ({ ...(await spool.recall(args)) }),
  });
};

/** The tool names of SPEC §8, in its order. */
export const TOOL_ORDER = [
  'memory_remember',
  'memory_recall',
  'memory_get',
  'memory_explain',
  'memory_context',
  'memory_wakeup',
  'memory_propose',
  'memory_accept',
  'memory_promote',
  'memory_archive',
  'memory_restore',
  'memory_update',
  'memory_history',
  'memory_review_queue',
  'memory_conflicts',
  'memory_resolve',
  'memory_stats',
  'memory_lint',
  'memory_distill_pending',
  'memory_store_extraction',
] as const;

/** Every tool name, for error messages. */
function toolNames(registry: Map<string, ToolDef>): string {
  return [...registry.keys()]
    .sort((a, b) => TOOL_ORDER.indexOf(a as never) - TOOL_ORDER.indexOf(b as never))
    .join(', ');
}

/**
 * Builds the MCP server for an open spool with the given modules.
 *
 * Tools are listed through the SDK's `registerTool` (so tools/list carries their JSON Schemas), but calls
 * are dispatched by spool's own tools/call handler: it validates arguments itself so that every malformed
 * call — unknown tool, wrong types, unknown fields, huge or deeply nested arguments — gets an `isError`
 * result of the form `CODE: what is wrong — to recover: …`, and it checks each result against the tool's
 * outputSchema before it leaves.
 */
export function createMcpServer(spool: Spool, modules: ToolModule[]): McpServer {
  const server = new McpServer(
    { name: 'spool', version: '0.1.0' },
    {
      instructions:
        "spool keeps this project's decisions, constraints and conventions. Call memory_recall (or memory_context with your task) before acting on assumptions; call memory_remember for durable facts the user states, memory_propose for ones you infer. Read spool://wakeup at session start.",
    },
  );
  const registry = new Map<string, ToolDef>();
  const ctx: ToolContext = {
    server,
    spool,
    tool: (def) => {
      if (registry.has(def.name)) throw new Error(`tool ${def.name} registered twice`);
      registry.set(def.name, def as unknown as ToolDef);
    },
  };
  for (const m of modules) m(ctx);
  // tools/list follows SPEC §8's order, whatever order the modules registered in.
  const rank = (name: string) => {
    const i = (TOOL_ORDER as readonly string[]).indexOf(name);
    return i < 0 ? TOOL_ORDER.length : i;
  };
  for (const d of [...registry.values()].sort((a, b) => rank(a.name) - rank(b.name))) {
    server.registerTool(
      d.name,
      {
        title: d.title,
        description: d.description,
        inputSchema: publishedInput(d.input, spool.config.limits),
        outputSchema: d.output,
        annotations: { ...d.annotations, openWorldHint: false },
      },
      // Only reached if the dispatcher below were not installed; kept so the SDK path works too.
      ((args: unknown, extra: ToolExtra) => invoke(d, args, extra)) as never,
    );
  }
  const connect = server.connect.bind(server);
  server.connect = async (transport: Transport) => {
    await connect(transport);
    answerMalformedRequests(transport);
  };
  if (registry.size > 0) {
    server.server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
      const name = request.params.name;
      const def = registry.get(name);
      if (!def) {
        return errorResult(
          `UNKNOWN_TOOL: no tool named ${JSON.stringify(clip(name, 100))} — to recover: call one of ${toolNames(registry)}`,
        );
      }
      return invoke(def, request.params.arguments, extra);
    });
  }
  return server;
}
