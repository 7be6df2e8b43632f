import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ErrorCode, SpoolError } from '../core/errors.js';
import type { Spool } from '../spool.js';
import { createMcpServer, type ToolModule } from './server.js';
import { allTools } from './stdio.js';

/** What one MCP-over-HTTP request may do and on which spool. */
export interface McpHttpAccess {
  /** The project's working copy (already scoped to the caller's project). */
  spool: Spool;
  /** Whether tools that write (readOnlyHint false) may run; a read-only caller gets FORBIDDEN from them. */
  canWrite: boolean;
  /** Names the caller in the FORBIDDEN message (the token's name). */
  caller: string;
  /** The project's slug, for messages. */
  project: string;
}

/**
 * Tool modules as a caller may use them: every tool stays listed (an agent sees what exists), but a tool that
 * writes answers FORBIDDEN to a read-only caller before it touches the spool.
 */
export function modulesFor(access: Pick<McpHttpAccess, 'canWrite' | 'caller' | 'project'>): ToolModule[] {
  if (access.canWrite) return allTools;
  return allTools.map(
    (m): ToolModule =>
      (ctx) =>
        m({
          ...ctx,
          tool: (def) => {
            if (def.annotations.readOnlyHint) return ctx.tool(def);
            ctx.tool({
              ...def,
              run: async () => {
                throw new SpoolError(
                  ErrorCode.Forbidden,
                  `${def.name} writes, and this token (${access.caller}) may only read project ${access.project}: use a read tool, or ask an admin for a token with the write role`,
                );
              },
            });
          },
        }),
  );
}

/** Answers one MCP Streamable HTTP request; see {@link createMcpHttpHandler}. */
export type McpHttpHandler = (request: Request, access: McpHttpAccess) => Promise<Response>;

/** Servers kept per spool (one per caller and role); beyond it the oldest is dropped. */
const SERVERS_PER_SPOOL = 64;

/**
 * Answers MCP Streamable HTTP requests statelessly: no session (any server instance can answer any request),
 * JSON responses rather than an SSE stream, and the response returned only after every tool call in the
 * request has finished. Building an MCP server (twenty tools and their JSON Schemas) costs ~10 ms, more than
 * a recall: so one is kept per spool, caller and role, and connected to a fresh transport per request. A
 * server busy with a request is never shared: a concurrent request on the same key builds its own.
 */
export function createMcpHttpHandler(): McpHttpHandler {
  const cache = new WeakMap<Spool, Map<string, { server: McpServer; busy: boolean }>>();
  return async (request, access) => {
    const key = `${access.canWrite ? 'w' : 'r'}\u0000${access.project}\u0000${access.caller}`;
    let perSpool = cache.get(access.spool);
    if (!perSpool) {
      perSpool = new Map();
      cache.set(access.spool, perSpool);
    }
    let entry = perSpool.get(key);
    let pooled = true;
    if (!entry) {
      entry = { server: createMcpServer(access.spool, modulesFor(access)), busy: false };
      perSpool.set(key, entry);
      if (perSpool.size > SERVERS_PER_SPOOL) {
        const [oldest] = perSpool.keys();
        if (oldest !== undefined) perSpool.delete(oldest);
      }
    } else if (entry.busy) {
      entry = { server: createMcpServer(access.spool, modulesFor(access)), busy: false };
      pooled = false;
    }
    entry.busy = true;
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    try {
      await entry.server.connect(transport);
      return await transport.handleRequest(request);
    } finally {
      // Closing detaches the transport, so the server can take the next request's.
      await entry.server.close();
      entry.busy = false;
      if (!pooled) entry = undefined;
    }
  };
}
