import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRemote, pull, push } from '../../src/integrations/remote.js';
import type { ProjectRef } from '../../src/server/types.js';
import { openTest, tempProject } from '../helpers.js';
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

  it('refuses memories that would stay off PostgreSQL (secret, user, agent scope)', async () => {
    for (const extra of [{ sensitivity: 'secret' }, { scope: 'user' }, { scope: 'agent' }]) {
      const r = await callTool(writer, 'memory_remember', {
        content: 'A memory the organisation server must not keep locally',
        ...extra,
      });
      expect(r.isError, JSON.stringify(extra)).toBe(true);
      expect(textOf(r)).toMatch(/^INVALID_INPUT: the organisation server keeps team memories only/);
    }
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

describe('dashboard', () => {
  const form = (token: string, project = '') => new URLSearchParams({ token, project }).toString();

  it('signs in with a token (HttpOnly cookies), serves the page with the CSP, and scopes the API to the project', async () => {
    const anon = await fetch(`${b.server.url}/`, { redirect: 'manual' });
    expect(anon.status).toBe(302);
    expect(anon.headers.get('location')).toBe('/login');
    const login = await fetch(`${b.server.url}/login`);
    expect(login.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await login.text()).toContain('<form method="post" action="/login">');

    const wrong = await fetch(`${b.server.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form('spool_pat_wrong'),
      redirect: 'manual',
    });
    expect(wrong.status).toBe(401);

    const res = await fetch(`${b.server.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form(tokens.readerA as string, 'alpha'),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const cookies = res.headers.getSetCookie();
    expect(cookies.every((c) => /HttpOnly/i.test(c) && /SameSite=Strict/i.test(c))).toBe(true);
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ');

    const page = await fetch(`${b.server.url}/`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).toContain('/assets/app.js');

    const search = await fetch(`${b.server.url}/api/search?q=deploy%20billing`, {
      headers: { Cookie: cookie },
    });
    expect(search.status).toBe(200);
    const body = (await search.json()) as { results: { content: string }[] };
    expect(body.results.some((r) => r.content.includes('Helm charts'))).toBe(true);

    // A read token cannot write through the API either.
    const post = await fetch(`${b.server.url}/api/records`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ content: 'A reader tries to write through the dashboard' }),
    });
    expect(post.status).toBe(403);
    // The cookie is useless to another site.
    const cross = await fetch(`${b.server.url}/api/stats`, {
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    const unauth = await fetch(`${b.server.url}/api/stats`);
    expect(unauth.status).toBe(401);
  });

  it('a write token remembers through the API; the write is in PostgreSQL when the response arrives', async () => {
    const res = await fetch(`${b.server.url}/api/records`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.writerA}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        content: 'The dashboard API stores memories like MCP does',
        memory_type: 'fact',
      }),
    });
    expect(res.status).toBe(201);
    const { record_id } = (await res.json()) as { record_id: string };
    const rows = await admin.query('SELECT actor FROM events WHERE record_id = $1', [record_id]);
    expect(rows.rows.map((r) => r.actor)).toEqual(['alice']);
  });
});

describe('concurrency', () => {
  it('20 concurrent clients writing to two projects: every acknowledged write is in PostgreSQL, chains unbroken', async () => {
    const clients = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        mcpClient(b.server.url, (i % 2 ? tokens.writerA : tokens.writerB) as string),
      ),
    );
    const acked: string[] = [];
    await Promise.all(
      clients.map(async (c, i) => {
        for (let j = 0; j < 10; j++) {
          const r = await callTool(c, 'memory_remember', {
            content: `Concurrent client ${i} stored fact number ${j} about shard ${i * 10 + j}`,
            memory_type: 'fact',
          });
          if (!r.isError) acked.push((r.structuredContent as { record_id: string }).record_id);
          if (j % 3 === 0) await callTool(c, 'memory_recall', { query: `client ${i} shard` });
        }
      }),
    );
    await Promise.all(clients.map((c) => c.close()));
    expect(acked).toHaveLength(200);
    const rows = await admin.query(
      "SELECT DISTINCT record_id FROM events WHERE record_id = ANY($1) AND type = 'record.created'",
      [acked],
    );
    expect(rows.rowCount).toBe(200);
    const gaps = await admin.query(
      `SELECT project_id, writer, count(*)::int AS n, max(seq)::int AS top FROM events GROUP BY project_id, writer`,
    );
    for (const g of gaps.rows) expect(g.top, `${g.writer}`).toBe(g.n - 1);
  }, 120_000);
});

describe('spool push / pull against the server', () => {
  it("a developer's push is recalled over MCP, and a write over MCP comes back with a pull", async () => {
    const dev = tempProject('spool-serve-push-');
    const local = openTest(dev);
    try {
      addRemote(local.paths, {
        name: 'origin',
        url: `${b.server.url}/alpha`,
        token: tokens.writerA as string,
      });
      const mine = await local.remember({ content: 'Local developers run the integration suite in Docker' });
      expect((await push(local.paths, undefined, { env: {} })).inserted).toBe(1);
      const c = await mcpClient(b.server.url, tokens.writerA as string);
      const rec = await callTool(c, 'memory_recall', { query: 'integration suite Docker' });
      const ids = (rec.structuredContent as { results: { record_id: string }[] }).results.map(
        (x) => x.record_id,
      );
      expect(ids).toContain(mine.record_id);
      const w = await callTool(c, 'memory_remember', {
        content: 'The integration suite needs 8 GB of memory',
      });
      const id = (w.structuredContent as { record_id: string }).record_id;
      await c.close();
      expect((await pull(local.paths, undefined, { env: {} })).inserted).toBeGreaterThanOrEqual(1);
      expect((await local.get(id)).content).toContain('8 GB');
      // A read token cannot push.
      addRemote(local.paths, { name: 'ro', url: `${b.server.url}/alpha`, token: tokens.readerA as string });
      await local.remember({ content: 'A reader cannot push this memory upstream' });
      await expect(push(local.paths, 'ro', { env: {} })).rejects.toThrow(/FORBIDDEN|read role|write role/i);
    } finally {
      await local.close();
      dev.cleanup();
    }
  });
});

describe('two servers on one database', () => {
  it("each pulls the other's writes before answering", async () => {
    const second = await boot(testConfig(harness.url));
    try {
      expect(second.server.writer).not.toBe(b.server.writer);
      const c1 = await mcpClient(b.server.url, tokens.writerA as string);
      const c2 = await mcpClient(second.server.url, tokens.writerA as string);
      const w = await callTool(c2, 'memory_remember', {
        content: 'The second instance learned that exports run nightly at two',
        memory_type: 'fact',
      });
      const id = (w.structuredContent as { record_id: string }).record_id;
      const r = await callTool(c1, 'memory_get', { record_id: id });
      expect(r.isError, textOf(r)).toBeFalsy();
      const w1 = await callTool(c1, 'memory_archive', {
        record_id: id,
        reason: 'superseded by a cron change',
      });
      expect(w1.isError, textOf(w1)).toBeFalsy();
      const r2 = await callTool(c2, 'memory_get', { record_id: id });
      expect((r2.structuredContent as { record: { state: string } }).record.state).toBe('archived');

      // Damage the first server's copy of the second's shard: its chains no longer agree with PostgreSQL.
      const shard = join(
        b.config.data_dir,
        'projects',
        alpha.id,
        '.spool',
        'ledger',
        `${second.server.writer}.jsonl`,
      );
      writeFileSync(shard, readFileSync(shard, 'utf8').replace('nightly at two', 'nightly at six'));
      const w3 = await callTool(c2, 'memory_remember', {
        content: 'The second instance also learned that backups are kept for ninety days',
        memory_type: 'fact',
      });
      expect(w3.isError, textOf(w3)).toBeFalsy();
      const got = await callTool(c1, 'memory_get', { record_id: id });
      expect(got.isError, textOf(got)).toBeFalsy();
      expect(textOf(got)).toContain('nightly at two');
      expect(b.lines.join('')).toContain('working copy disagrees with PostgreSQL');
      expect(
        readdirSync(join(b.config.data_dir, 'projects')).some((d) => d.startsWith(`${alpha.id}.diverged-`)),
      ).toBe(true);
      await c1.close();
      await c2.close();
      const m = await (await fetch(`${second.server.url}/metrics`)).text();
      expect(m).toMatch(/spool_events_appended_total [1-9]/);
      expect(m).toMatch(/spool_events_pulled_total [1-9]/);
    } finally {
      await second.server.shutdown('test');
    }
  });
});
