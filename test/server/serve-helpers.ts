import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect } from 'vitest';
import { type ServerConfig, serverConfigSchema } from '../../src/server/config.js';
import { createLogger, type Logger } from '../../src/server/log.js';
import { openPgBackend, type PgBackend, type RunningServer, startServer } from '../../src/server/serve.js';

/** A logger that keeps its lines for assertions instead of writing them. */
export function memoryLogger(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  return { log: createLogger({ level: 'debug', write: (l) => lines.push(l) }), lines };
}

/** Server settings for a test: a free port on loopback, a temp data dir unless given. */
export function testConfig(url: string, dataDir?: string, extra: Partial<ServerConfig> = {}): ServerConfig {
  return serverConfigSchema.parse({
    database_url: url,
    port: 0,
    host: '127.0.0.1',
    data_dir: dataDir ?? mkdtempSync(join(tmpdir(), 'spool-serve-')),
    pool_max: 5,
    shutdown_timeout_ms: 5_000,
    ...extra,
  });
}

/** A started server with its backend and log. */
export interface Booted {
  server: RunningServer;
  backend: PgBackend;
  config: ServerConfig;
  lines: string[];
}

/** Opens the backend (migrating) and starts a server on it. */
export async function boot(config: ServerConfig): Promise<Booted> {
  const { log, lines } = memoryLogger();
  const backend = await openPgBackend({ url: config.database_url, poolMax: config.pool_max, log });
  const server = await startServer({ config, backend, log });
  return { server, backend, config, lines };
}

/** An MCP client over Streamable HTTP with a bearer token (and a project header when given). */
export async function mcpClient(url: string, token: string, project?: string): Promise<Client> {
  const client = new Client({ name: 'serve-test', version: '1.0.0' });
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (project !== undefined) headers['X-Spool-Project'] = project;
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers } }),
  );
  return client;
}

/** Calls a tool and returns its result (errors are results with isError). */
export async function callTool(client: Client, name: string, args: Record<string, unknown>) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** Remembers `content` through `memory_remember` (which must succeed) and returns the new record's id. */
export async function rememberVia(c: Client, content: string): Promise<string> {
  const res = await callTool(c, 'memory_remember', { content });
  expect(res.isError, textOf(res)).toBeFalsy();
  return (res.structuredContent as { record_id: string }).record_id;
}

/** The record ids `memory_recall` (which must succeed) returns for `query`, best first. */
export async function recallIdsVia(
  c: Client,
  query: string,
  extra: Record<string, unknown> = {},
): Promise<string[]> {
  const res = await callTool(c, 'memory_recall', { query, ...extra });
  expect(res.isError, textOf(res)).toBeFalsy();
  return (res.structuredContent as { results: { record_id: string }[] }).results.map((x) => x.record_id);
}

/** The text of a tool result's first block. */
export function textOf(r: CallToolResult): string {
  const first = r.content[0];
  return first && first.type === 'text' ? first.text : '';
}

/** A raw MCP initialize POST (to test HTTP-level answers without a client). */
export function initializeBody(): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
  });
}

/** Headers of a raw MCP POST. */
export function mcpHeaders(token?: string, project?: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    ...(token !== undefined ? { Authorization: `Bearer ${token}` } : {}),
    ...(project !== undefined ? { 'X-Spool-Project': project } : {}),
  };
}
