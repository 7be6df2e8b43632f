import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRef } from '../../src/server/types.js';
import { type PgHarness, startPg } from './pg-harness.js';
import { type Booted, boot, callTool, mcpClient, mcpHeaders, testConfig, textOf } from './serve-helpers.js';

// Project B's memories carry MARK (A's token searches for it) and LEAK, a word no request ever sends: no
// answer given to project A's token may contain LEAK (MARK may come back, echoed from the request).
const MARK = 'zqxmark';
const LEAK = 'vexillumqz';
const CALLS_WANTED = 2_000;

let harness: PgHarness;
let b: Booted;
let alpha: ProjectRef;
let beta: ProjectRef;
let tokenA = '';
let tokenB = '';
let admin: pg.Client;
const betaIds: string[] = [];
let betaConflict = '';

beforeAll(async () => {
  harness = await startPg();
  b = await boot(testConfig(harness.url));
  const t = b.backend.tenancy;
  const org = await t.createOrg('acme');
  alpha = await t.createProject(org.id, 'alpha');
  beta = await t.createProject(org.id, 'beta');
  tokenA = (await t.createToken({ orgId: org.id, name: 'alice', roles: { [alpha.id]: 'admin' } })).token;
  tokenB = (await t.createToken({ orgId: org.id, name: 'bob', roles: { [beta.id]: 'write' } })).token;
  admin = new pg.Client({ connectionString: harness.url });
  await admin.connect();

  const cb = await mcpClient(b.server.url, tokenB);
  for (let i = 0; i < 24; i++) {
    const r = await callTool(cb, 'memory_remember', {
      content: `Beta roadmap item ${MARK}${i} ships the ${LEAK} orbital cache layer number ${i}`,
      memory_type: i % 2 ? 'decision' : 'fact',
      tags: [`${MARK}tag`],
    });
    expect(r.isError, textOf(r)).toBeFalsy();
    betaIds.push((r.structuredContent as { record_id: string }).record_id);
  }
  // A stated fact and an inferred one that disagree: an open conflict in B.
  const facts = [
    ['memory_remember', `The beta api uses ${MARK}-postgres`, `${LEAK}-postgres`, 'stated'],
    ['memory_propose', `The beta api seems to use ${LEAK} ${MARK}-mysql`, `${LEAK}-mysql`, 'inferred'],
  ] as const;
  for (const [tool, content, object, strength] of facts) {
    const r = await callTool(cb, tool, {
      content,
      memory_type: 'fact',
      fact: { subject: `${MARK}api`, predicate: 'uses_database', object, strength },
    });
    expect(r.isError, textOf(r)).toBeFalsy();
    betaIds.push((r.structuredContent as { record_id: string }).record_id);
  }
  const conflicts = await callTool(cb, 'memory_conflicts', {});
  const list = (conflicts.structuredContent as { conflicts: { conflict_id: string }[] }).conflicts;
  betaConflict = list[0]?.conflict_id ?? 'cf_none';
  expect(betaConflict).not.toBe('cf_none');
  await cb.close();

  // Project A has memories of its own, so searches there have something to rank.
  const ca = await mcpClient(b.server.url, tokenA);
  for (let i = 0; i < 6; i++) {
    await callTool(ca, 'memory_remember', {
      content: `Alpha keeps the orbital cache layer ${i} behind a feature flag`,
      memory_type: 'decision',
    });
  }
  await ca.close();
}, 180_000);

afterAll(async () => {
  await admin?.end();
  await b?.server.shutdown('test end');
  await harness?.stop();
});

/** Every tool, with arguments that name project B's ids or words. */
function mcpCalls(id: string, i: number): { name: string; args: Record<string, unknown>; names: boolean }[] {
  const word = `${MARK}${i % 24}`;
  return [
    { name: 'memory_get', args: { record_id: id }, names: true },
    { name: 'memory_explain', args: { query: word, record_id: id }, names: true },
    { name: 'memory_history', args: { record_id: id }, names: true },
    { name: 'memory_accept', args: { record_id: id }, names: true },
    { name: 'memory_promote', args: { record_id: id }, names: true },
    { name: 'memory_archive', args: { record_id: id, reason: 'cross-project probe' }, names: true },
    { name: 'memory_restore', args: { record_id: id }, names: true },
    {
      name: 'memory_update',
      args: { record_id: id, content: 'overwritten by another project' },
      names: true,
    },
    { name: 'memory_propose', args: { record_id: id }, names: true },
    { name: 'memory_resolve', args: { conflict_id: betaConflict, keep: id }, names: true },
    { name: 'memory_recall', args: { query: `${word} orbital cache`, include_archived: true }, names: false },
    { name: 'memory_context', args: { task: `work on ${word} orbital cache` }, names: false },
    { name: 'memory_explain', args: { query: word }, names: false },
    { name: 'memory_wakeup', args: {}, names: false },
    { name: 'memory_review_queue', args: {}, names: false },
    { name: 'memory_conflicts', args: { state: 'all' }, names: false },
    { name: 'memory_stats', args: {}, names: false },
    { name: 'memory_lint', args: {}, names: false },
    { name: 'memory_distill_pending', args: { queue_id: id, heuristic: true }, names: true },
    { name: 'memory_store_extraction', args: { extractions: [], queue_ids: [id] }, names: false },
    { name: 'memory_check', args: {}, names: false },
    // A write in A that names B's record: stored in A as plain text, never linked to B.
    { name: 'memory_remember', args: { content: `Alpha note ${i} mentions record ${id}` }, names: false },
  ];
}

/** Dashboard API calls with project B's ids. */
function apiCalls(id: string, i: number): { method: string; path: string; body?: unknown }[] {
  return [
    { method: 'GET', path: `/api/records/${id}` },
    { method: 'GET', path: `/api/records/${id}/history` },
    { method: 'PATCH', path: `/api/records/${id}`, body: { content: 'overwritten by another project' } },
    { method: 'POST', path: `/api/records/${id}/transition`, body: { action: 'archive' } },
    { method: 'POST', path: `/api/records/${id}/reaffirm` },
    { method: 'POST', path: `/api/conflicts/${betaConflict}/resolve`, body: { keep: id } },
    { method: 'GET', path: `/api/search?q=${MARK}${i % 24}&include_archived=true` },
    { method: 'GET', path: '/api/records?include_archived=true&limit=500' },
    { method: 'GET', path: '/api/conflicts?state=all' },
    // The push/pull routes name the project in the path: A's token naming B's project, or B's id.
    { method: 'GET', path: '/api/v1/projects/beta/events?after=0' },
    { method: 'GET', path: `/api/v1/projects/${beta.id}/heads` },
    { method: 'GET', path: '/api/v1/projects/alpha/events?after=0&limit=1000' },
  ];
}

describe('project isolation', () => {
  let client: Client;
  beforeAll(async () => {
    client = await mcpClient(b.server.url, tokenA);
  });
  afterAll(async () => client?.close());

  it(`a token of A tries every tool and endpoint with B's ids (${CALLS_WANTED}+ calls): 0 leaks`, async () => {
    const before = await admin.query('SELECT count(*)::int AS n FROM events WHERE project_id = $1', [
      beta.id,
    ]);
    const tools = (await client.listTools()).tools.map((t) => t.name);
    const covered = new Set<string>();
    let calls = 0;
    let leaks = 0;
    const leaked: string[] = [];
    const check = (what: string, text: string) => {
      calls++;
      if (text.toLowerCase().includes(LEAK)) {
        leaks++;
        if (leaked.length < 5) leaked.push(`${what}: ${text.slice(0, 300)}`);
      }
    };
    for (let round = 0; calls < CALLS_WANTED; round++) {
      for (const [i, id] of betaIds.entries()) {
        if (calls >= CALLS_WANTED) break;
        for (const c of mcpCalls(id, i + round)) {
          const r = await callTool(client, c.name, c.args);
          covered.add(c.name);
          check(c.name, JSON.stringify(r));
          // A call naming B's record must fail: the id does not exist in A.
          if (c.names) expect(r.isError, `${c.name} ${textOf(r)}`).toBe(true);
        }
        for (const a of apiCalls(id, i + round)) {
          const res = await fetch(`${b.server.url}${a.path}`, {
            method: a.method,
            headers: { Authorization: `Bearer ${tokenA}`, 'Content-Type': 'application/json' },
            ...(a.body !== undefined ? { body: JSON.stringify(a.body) } : {}),
          });
          const text = await res.text();
          check(`${a.method} ${a.path}`, text);
          if (a.path.includes(id))
            expect(res.status, `${a.method} ${a.path} ${text}`).toBeGreaterThanOrEqual(400);
        }
        // The same token naming project B outright: refused before anything runs.
        const res = await fetch(`${b.server.url}/api/records/${id}`, {
          headers: { Authorization: `Bearer ${tokenA}`, 'X-Spool-Project': 'beta' },
        });
        check('X-Spool-Project: beta', await res.text());
        expect(res.status).toBe(403);
        const mcp = await fetch(`${b.server.url}/mcp`, {
          method: 'POST',
          headers: mcpHeaders(tokenA, 'beta'),
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 7,
            method: 'tools/call',
            params: { name: 'memory_get', arguments: { record_id: id } },
          }),
        });
        check('MCP with X-Spool-Project: beta', await mcp.text());
        expect(mcp.status).toBe(403);
      }
    }
    expect(calls).toBeGreaterThanOrEqual(CALLS_WANTED);
    // Metrics label routes by pattern: no id of B (or anyone) becomes a label.
    const metrics = await (await fetch(`${b.server.url}/metrics`)).text();
    expect(metrics).toContain('route="/api/records/:id"');
    for (const id of betaIds) expect(metrics).not.toContain(id);
    expect(leaked).toEqual([]);
    expect(leaks).toBe(0);
    // Every tool the server lists was tried.
    expect(tools.filter((t) => !covered.has(t))).toEqual([]);
    // B is untouched: no event was added to it, and every event in it is bob's.
    const after = await admin.query('SELECT count(*)::int AS n FROM events WHERE project_id = $1', [beta.id]);
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const actors = await admin.query('SELECT DISTINCT actor FROM events WHERE project_id = $1', [beta.id]);
    expect(actors.rows.map((r) => r.actor)).toEqual(['bob']);
    // And B's owner still sees all of it.
    const cb = await mcpClient(b.server.url, tokenB);
    const r = await callTool(cb, 'memory_get', { record_id: betaIds[0] });
    await cb.close();
    expect(textOf(r)).toContain(`${MARK}0`);
    expect(textOf(r)).toContain(LEAK);
  }, 300_000);
});
