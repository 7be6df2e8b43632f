import { mkdirSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import {
  type CallToolResult,
  type CreateMessageRequest,
  CreateMessageRequestSchema,
  type CreateMessageResult,
} from '@modelcontextprotocol/sdk/types.js';
import { createMcpServer } from '../../src/mcp/server.js';
import { allTools } from '../../src/mcp/stdio.js';
import type { Spool } from '../../src/spool.js';
import { BIN, type TempProject } from '../helpers.js';

/** Options of {@link connect}. */
export interface ConnectOptions {
  /** Client name (spool records it as the origin agent of proposals). */
  name?: string;
  /** When set, the client declares `sampling` and answers `sampling/createMessage` with this. */
  sampling?: (req: CreateMessageRequest) => Promise<CreateMessageResult> | CreateMessageResult;
}

/** A real MCP client connected to spool's server over an in-memory transport. */
export async function connect(
  spool: Spool,
  opts: ConnectOptions = {},
): Promise<{ client: Client; close: () => Promise<void> }> {
  const server = createMcpServer(spool, allTools);
  const [a, b] = InMemoryTransport.createLinkedPair();
  const client = new Client(
    { name: opts.name ?? 'test', version: '1.0.0' },
    opts.sampling ? { capabilities: { sampling: {} } } : {},
  );
  if (opts.sampling) {
    const handler = opts.sampling;
    client.setRequestHandler(CreateMessageRequestSchema, async (req) => handler(req));
  }
  await Promise.all([server.connect(a), client.connect(b)]);
  return {
    client,
    close: async () => {
      await client.close();
      await server.close();
    },
  };
}

/**
 * A real MCP client talking to the built binary (`spool mcp --root`) over stdio, as an agent would;
 * creates the project root and points SPOOL_HOME at the temp home.
 */
export async function connectSpawned(p: TempProject): Promise<Client> {
  mkdirSync(p.root, { recursive: true });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'mcp', '--root', p.root],
    env: { ...(process.env as Record<string, string>), SPOOL_HOME: p.home },
    stderr: 'pipe',
  });
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** A canned sampling answer. */
export function samplingText(text: string): CreateMessageResult {
  return { role: 'assistant', content: { type: 'text', text }, model: 'canned-model', stopReason: 'endTurn' };
}

/** Calls a tool and returns its structuredContent, failing loudly on an error result. */
export async function call<T = Record<string, unknown>>(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<T> {
  const r = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (r.isError) throw new Error(`${name} failed: ${JSON.stringify(r.content)}`);
  return r.structuredContent as T;
}

/** Calls a tool that must fail and returns its error text. */
export async function callError(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<string> {
  const r = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (!r.isError) throw new Error(`${name} unexpectedly succeeded: ${JSON.stringify(r.structuredContent)}`);
  const first = r.content[0];
  return first?.type === 'text' ? first.text : '';
}

/** The spec's tool list, in the spec's order (SPEC §8). */
export const ALL_TOOL_NAMES = [
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
  'memory_check',
] as const;
