import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Spool } from '../spool.js';
import { createMcpServer, storeTools, type ToolModule } from './server.js';

/** Every tool module of the server. */
export const allTools: ToolModule[] = [storeTools];

/** Serves MCP over stdio until the client disconnects. */
export async function serveStdio(spool: Spool): Promise<void> {
  const server = createMcpServer(spool, allTools);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.on('end', () => resolve());
  });
  await server.connect(transport);
  await closed;
  await server.close();
}
