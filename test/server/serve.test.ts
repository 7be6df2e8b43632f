import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRef } from '../../src/server/types.js';
import { type PgHarness, startPg } from './pg-harness.js';
import {
  type Booted,
  boot,
  callTool,
  initializeBody,
  mcpClient,
  mcpHeaders,
  testConfig,
  textOf,
} from './serve-helpers.js';

let harness: PgHarness;
let b: Booted;
let alpha: ProjectRef;
let beta: ProjectRef;
const tokens: Record<string, string> = {};
let revokedId = '';
let admin: pg.Client;

beforeAll(async () => {
  harness = await startPg();
  b = await boot(testConfig(harness.url));
  const t = b.backend.tenancy;
  const org = await t.createOrg('acme');
  alpha = await t.createProject(org.id, 'alpha');
  beta = await t.createProject(org.id, 'beta');
  const mk = async (name: string, roles: Record<string, 'read' | 'write' | 'admin'>, expiresAt?: Date) =>
    t.createToken({ orgId: org.id, name, roles, ...(expiresAt ? { expiresAt } : {}) });
  tokens.writerA = (await mk('alice', { [alpha.id]: 'write' })).token;
  tokens.readerA = (await mk('reader', { [alpha.id]: 'read' })).token;
  tokens.writerB = (await mk('bob', { [beta.id]: 'write' })).token;
  tokens.both = (await mk('carol', { [alpha.id]: 'read', [beta.id]: 'write' })).token;
  tokens.expired = (await mk('old', { [alpha.id]: 'write' }, new Date(Date.now() + 1_500))).token;
  const revoked = await mk('gone', { [alpha.id]: 'write' });
  tokens.revoked = revoked.token;
  revokedId = revoked.id;
  await t.revokeToken(revokedId);
  admin = new pg.Client({ connectionString: harness.url });
  await admin.connect();
}, 120_000);

afterAll(async () => {
  await admin?.end();
  await b?.server.shutdown('test end');
  await harness?.stop();
});

describe('probes', () => {
  it('healthz, readyz and metrics answer', async () => {
    const h = await fetch(`${b.server.url}/healthz`);
    expect(h.status).toBe(200);
    expect(await h.json()).toEqual({ status: 'ok' });
    const r = await fetch(`${b.server.url}/readyz`);
    expect(r.status).toBe(200);
    const m = await fetch(`${b.server.url}/metrics`);
    expect(m.status).toBe(200);
    const text = await m.text();
    expect(text).toContain('spool_http_request_duration_seconds_bucket');
    expect(text).toContain('route="/readyz"');
    expect(text).toMatch(/spool_pg_pool_total \d+/);
    expect(text).toMatch(/spool_pg_pool_idle \d+/);
    expect(text).toMatch(/spool_pg_pool_waiting \d+/);
    expect(text).toContain('spool_events_appended_total');
  });
});

describe('authentication', () => {
  const post = (token?: string, project?: string) =>
    fetch(`${b.server.url}/mcp`, {
      method: 'POST',
      headers: mcpHeaders(token, project),
      body: initializeBody(),
    });

  it('refuses a missing, unknown, expired or revoked token with 401', async () => {
    for (const token of [undefined, 'spool_pat_nope', `${tokens.writerA}x`, tokens.revoked]) {
      const res = await post(token);
      expect(res.status, String(token)).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
      const body = (await res.json()) as { error: { code: string } };
      expect(body.error.code).toBe('UNAUTHORIZED');
    }
    await new Promise((r) => setTimeout(r, 1_600));
    const res = await post(tokens.expired);
    expect(res.status).toBe(401);
  });

  it('accepts a valid token and answers initialize', async () => {
    const res = await post(tokens.writerA);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { serverInfo: { name: string } } };
    expect(body.result.serverInfo.name).toBe('spool');
  });

  it('refuses a project the token has no role on, and one that does not exist, alike (403)', async () => {
    const a = await post(tokens.writerA, 'beta');
    const c = await post(tokens.writerA, 'no-such-project');
    expect(a.status).toBe(403);
    expect(c.status).toBe(403);
    const ma = ((await a.json()) as { error: { message: string } }).error.message;
    const mc = ((await c.json()) as { error: { message: string } }).error.message;
    expect(ma.replace('beta', 'X')).toBe(mc.replace('no-such-project', 'X'));
  });

  it('asks for the project header when the token has several projects', async () => {
    const res = await post(tokens.both);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('X-Spool-Project');
    expect((await post(tokens.both, 'beta')).status).toBe(200);
  });
});

describe('MCP over Streamable HTTP', () => {
  let writer: Client;
  let reader: Client;
  beforeAll(async () => {
    writer = await mcpClient(b.server.url, tokens.writerA as string);
    reader = await mcpClient(b.server.url, tokens.readerA as string);
  });
  afterAll(async () => {
    await writer?.close();
    await reader?.close();
  });

  it('remembers and recalls; the acknowledged write is in PostgreSQL with the token as actor', async () => {
    const r = await callTool(writer, 'memory_remember', {
      content: 'We deploy the billing service with Helm charts from the ops repository',
      memory_type: 'decision',
    });
    expect(r.isError, textOf(r)).toBeFalsy();
    const recordId = (r.structuredContent as { record_id: string }).record_id;
    const rows = await admin.query(
      'SELECT actor, writer, line FROM events WHERE project_id = $1 AND record_id = $2',
      [alpha.id, recordId],
    );
    expect(rows.rowCount).toBeGreaterThanOrEqual(1);
    expect(rows.rows[0].actor).toBe('alice');
    expect(rows.rows[0].writer).toBe(b.server.writer);
    expect(rows.rows[0].line).toContain(recordId);
    const rec = await callTool(reader, 'memory_recall', { query: 'how do we deploy billing' });
    expect(rec.isError, textOf(rec)).toBeFalsy();
    const results = (rec.structuredContent as { results: { record_id: string }[] }).results;
    expect(results.map((x) => x.record_id)).toContain(recordId);
  });

  it('a read token gets FORBIDDEN from every tool that writes', async () => {
    const r = await callTool(reader, 'memory_remember', {
      content: 'Readers cannot write this memory at all',
    });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/^FORBIDDEN: memory_remember writes/);
    const tools = await reader.listTools();
    for (const t of tools.tools.filter((x) => x.annotations?.readOnlyHint === false)) {
      const res = await callTool(reader, t.name, {});
      expect(res.isError, t.name).toBe(true);
      // Invalid arguments are reported before the role check; a valid call is refused by it.
      expect(textOf(res), t.name).toMatch(/^(FORBIDDEN|INVALID_INPUT)/);
    }
    const count = await admin.query("SELECT count(*)::int AS n FROM events WHERE actor = 'reader'");
    expect(count.rows[0].n).toBe(0);
  });
});

describe('restart on the same database', () => {
  it('rebuilds a deleted working copy from PostgreSQL: recall returns the same memories', async () => {
    const c = await mcpClient(b.server.url, tokens.writerB as string);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await callTool(c, 'memory_remember', {
        content: `Beta service ${i} keeps its sessions in Redis cluster number ${i}`,
        memory_type: 'fact',
      });
      ids.push((r.structuredContent as { record_id: string }).record_id);
    }
    const before = await callTool(c, 'memory_recall', { query: 'sessions Redis cluster', limit: 10 });
    await c.close();
    const config = b.config;
    await b.server.shutdown('restart test');
    rmSync(join(config.data_dir, 'projects'), { recursive: true, force: true });
    b = await boot(config);
    const c2 = await mcpClient(b.server.url, tokens.writerB as string);
    const after = await callTool(c2, 'memory_recall', { query: 'sessions Redis cluster', limit: 10 });
    await c2.close();
    const idsOf = (r: typeof before) =>
      (r.structuredContent as { results: { record_id: string }[] }).results.map((x) => x.record_id);
    expect(idsOf(after)).toEqual(idsOf(before));
    expect(new Set(idsOf(after))).toEqual(new Set(ids));
  });
});
