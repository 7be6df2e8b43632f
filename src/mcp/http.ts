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

/**
 * Answers one MCP Streamable HTTP request statelessly: a fresh server and transport per request (no session
 * to keep, so any server instance can answer any request), JSON responses rather than an SSE stream. The
 * response is returned only after every tool call in the request has finished.
 */
export async function handleMcpHttp(request: Request, access: McpHttpAccess): Promise<Response> {
  const server = createMcpServer(access.spool, modulesFor(access));
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}
