import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Spool } from '../spool.js';
import { checkTools } from './check-tool.js';
import { distillTools } from './distill-tools.js';
import { lifecycleTools } from './lifecycle-tools.js';
import { readTools } from './read-tools.js';
import { createMcpServer, storeTools, type ToolModule } from './server.js';

/** Every tool module of the server. */
export const allTools: ToolModule[] = [storeTools, readTools, lifecycleTools, distillTools, checkTools];

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
