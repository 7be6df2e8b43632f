import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMcpServer } from '../../src/mcp/server.js';
import { allTools } from '../../src/mcp/stdio.js';
import type { Spool } from '../../src/spool.js';

/** A real MCP client connected to spool's server over an in-memory transport. */
export async function connect(spool: Spool): Promise<{ client: Client; close: () => Promise<void> }> {
  const server = createMcpServer(spool, allTools);
  const [a, b] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'test', version: '1.0.0' });
  await Promise.all([server.connect(a), client.connect(b)]);
  return {
    client,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}
