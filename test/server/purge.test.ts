import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRef } from '../../src/server/types.js';
import { decodeLine } from '../../src/store/ledger.js';
import { purgeTransform, resealShard } from '../../src/store/repair.js';
import { type PgHarness, startPg } from './pg-harness.js';
import {
  type Booted,
  boot,
  callTool,
  mcpClient,
  recallIdsVia,
  rememberVia,
  testConfig,
  textOf,
} from './serve-helpers.js';

// Server-side purge (#15, src/server/purge.ts) on two servers sharing one PostgreSQL: the record is created
// on A and edited on B, so both servers' chains hold its content; A purges it.

const WORD = 'quartzfield';
const LATER = 'vexmoorland';

let harness: PgHarness;
let a: Booted;
let b: Booted;
let ops: ProjectRef;
let other: ProjectRef;
let sql: pg.Client;
const tok: Record<string, string> = {};
const clients: Client[] = [];

beforeAll(async () => {
  harness = await startPg();
  a = await boot(testConfig(harness.url, undefined, { instance_id: 'purge-a' }));
  b = await boot(testConfig(harness.url, undefined, { instance_id: 'purge-b' }));
  const t = a.backend.tenancy;
  const org = await t.createOrg('acme');
  ops = await t.createProject(org.id, 'ops');
  other = await t.createProject(org.id, 'other');
  tok.admin = (await t.createToken({ orgId: org.id, name: 'ada', roles: { [ops.id]: 'admin' } })).token;
  tok.write = (await t.createToken({ orgId: org.id, name: 'wes', roles: { [ops.id]: 'write' } })).token;
  tok.otherAdmin = (
    await t.createToken({ orgId: org.id, name: 'oscar', roles: { [other.id]: 'admin' } })
  ).token;
  sql = new pg.Client({ connectionString: harness.url });
  await sql.connect();
}, 120_000);

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await sql?.end();
  await a?.server.shutdown('test end');
  await b?.server.shutdown('test end');
  await harness?.stop();
});

async function client(server: Booted, token: string): Promise<Client> {
  const c = await mcpClient(server.server.url, token, 'ops');
  clients.push(c);
  return c;
}

function purge(server: Booted, token: string, id: string, body: unknown = {}, project = 'ops') {
  return fetch(`${server.server.url}/api/records/${id}/purge`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Spool-Project': project,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

/** Each writer's stored lines of the project, in chain order. */
async function chains(projectId: string): Promise<Map<string, string[]>> {
  const { rows } = await sql.query<{ writer: string; line: string }>(
    'SELECT writer, line FROM events WHERE project_id = $1 ORDER BY writer, seq',
    [projectId],
  );
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.writer, [...(out.get(r.writer) ?? []), r.line]);
  return out;
}

/** Checks every seal and link of every chain. */
function expectChainsVerify(all: Map<string, string[]>): void {
  for (const [writer, lines] of all) {
    let prev: string | null = null;
    lines.forEach((line, seq) => {
      const d = decodeLine(line.slice(0, -1));
      expect(d.ok, `${writer} seq ${seq}`).toBe(true);
      if (!d.ok) return;
      expect([d.event.writer, d.event.seq, d.event.prev]).toEqual([writer, seq, prev]);
      prev = d.event.hash;
    });
  }
}

/** Every file under `dir` whose bytes contain `word` (case-insensitive): SQLite files, shards, anything. */
function filesContaining(dir: string, word: string): string[] {
  const hits: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else if (readFileSync(p).toString('latin1').toLowerCase().includes(word)) hits.push(p);
    }
  };
  walk(dir);
  return hits;
}

describe('server purge', () => {
  let target = '';
  let keepA = '';
  let keepB = '';
  let before = new Map<string, string[]>();

  it('setup: the record is written on A, edited on B; both working copies hold it', async () => {
    const ca = await client(a, tok.write as string);
    const cb = await client(b, tok.write as string);
    target = await rememberVia(ca, `Customer Zebulon ${WORD} is served by the escalations desk in Lisbon`);
    keepA = await rememberVia(ca, 'The escalations desk rotates the on-call pager every Monday morning');
    const u = await callTool(cb, 'memory_update', {
      record_id: target,
      content: `Customer Zebulon ${WORD} is served by the escalations desk in Porto since March`,
    });
    expect(u.isError, textOf(u)).toBeFalsy();
    keepB = await rememberVia(cb, 'The Porto escalations desk answers tickets within four hours');
    expect(await recallIdsVia(ca, `${WORD} escalations`, { include_archived: true })).toContain(target);
    expect(await recallIdsVia(cb, `${WORD} escalations`, { include_archived: true })).toContain(target);
    before = await chains(ops.id);
    expect([...before.keys()].sort()).toEqual(['server-purge-a', 'server-purge-b']);
    expect(filesContaining(a.config.data_dir, WORD).length).toBeGreaterThan(0);
    expect(filesContaining(b.config.data_dir, WORD).length).toBeGreaterThan(0);
  });

  it('needs the admin role: a write token gets FORBIDDEN, another project admin cannot reach it', async () => {
    const w = await purge(a, tok.write as string, target);
    expect(w.status).toBe(403);
    expect(((await w.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
    const o = await purge(a, tok.otherAdmin as string, target);
    expect(o.status).toBe(403);
    // Its own project: the record is not there (and nothing of ops is touched).
    const own = await purge(a, tok.otherAdmin as string, target, {}, 'other');
    expect(own.status).toBe(404);
    expect(await chains(ops.id)).toEqual(before);
    const bad = await purge(a, tok.admin as string, target, { reason: 'x', extra: 1 });
    expect(bad.status).toBe(400);
  });

  it('the app role may change only a line and its derived fields, and only inside a purge transaction', async () => {
    const cols = await sql.query<{ c: string }>(
      `SELECT column_name AS c FROM information_schema.column_privileges
        WHERE grantee = 'spool_app' AND table_name = 'events' AND privilege_type = 'UPDATE' ORDER BY 1`,
    );
    expect(cols.rows.map((r) => r.c)).toEqual(['hash', 'line', 'prev', 'type']);
    const attempt = async (purging: boolean, set: string) => {
      await sql.query('BEGIN');
      try {
        await sql.query('SET LOCAL ROLE spool_app');
        await sql.query(`SELECT set_config('spool.project_id', $1, true)`, [ops.id]);
        if (purging) await sql.query(`SELECT set_config('spool.purging', 'on', true)`);
        return await sql.query(`UPDATE events SET ${set} WHERE project_id = $1`, [ops.id]).then(
          () => 'updated',
          (e: Error) => e.message,
        );
      } finally {
        await sql.query('ROLLBACK');
      }
    };
    expect(await attempt(false, 'line = line')).toMatch(/append-only/);
    expect(await attempt(true, 'line = line')).toBe('updated');
    expect(await attempt(true, 'seq = seq')).toMatch(/permission denied/);
    expect(await attempt(true, 'actor = actor')).toMatch(/permission denied/);
    expect(await chains(ops.id)).toEqual(before);
  });

  it('rewrites the content out of every row, reseals the chains as a local purge would, leaves a tombstone', async () => {
    const retrieved = {
      accessed: 2,
      lastAccessedAt: '2026-06-01T10:00:00.000Z',
      referenced: 2,
      lastReferencedAt: '2026-06-01T10:00:00.000Z',
    };
    await a.backend.usage.add(ops.id, [
      { recordId: target, ...retrieved },
      { recordId: keepA, ...retrieved },
    ]);
    const res = await purge(a, tok.admin as string, target, { reason: 'personal data' });
    expect(res.status, await res.clone().text()).toBe(200);
    const out = (await res.json()) as {
      record_id: string;
      rewritten_writers: string[];
      lines_rewritten: number;
      tombstone: { writer: string; seq: number };
      generation: number;
    };
    expect(out.record_id).toBe(target);
    expect(out.rewritten_writers.sort()).toEqual(['server-purge-a', 'server-purge-b']);
    expect(out.generation).toBe(1);
    expect(out.tombstone.writer).toBe('server-purge-a');

    const { rows } = await sql.query<{ n: string }>('SELECT count(*) AS n FROM events WHERE line ILIKE $1', [
      `%${WORD}%`,
    ]);
    expect(Number(rows[0]?.n)).toBe(0);
    // Its retrieval history is gone with it; another record's stays.
    const usage = await a.backend.usage.readSince(ops.id, 0, 100);
    expect(usage.rows.map((r) => r.record_id)).toContain(keepA);
    expect(usage.rows.map((r) => r.record_id)).not.toContain(target);
    const after = await chains(ops.id);
    expectChainsVerify(after);

    // The very bytes `spool purge` writes: each chain as a shard file, resealed locally.
    const dir = mkdtempSync(join(tmpdir(), 'spool-purge-bytes-'));
    for (const [writer, lines] of before) {
      const shard = join(dir, `${writer}.jsonl`);
      writeFileSync(shard, lines.join(''));
      resealShard(shard, purgeTransform(target));
      const expected = readFileSync(shard, 'utf8');
      const stored = after.get(writer) ?? [];
      const resealed = writer === 'server-purge-a' ? stored.slice(0, -1) : stored;
      expect(resealed.join('')).toBe(expected);
    }

    // The tombstone: on A's chain, with the token as actor and the reason.
    const t = await sql.query<{ type: string; actor: string; line: string }>(
      `SELECT type, actor, line FROM events WHERE project_id = $1 AND writer = 'server-purge-a'
        ORDER BY seq DESC LIMIT 1`,
      [ops.id],
    );
    expect(t.rows[0]?.type).toBe('record.purged');
    expect(t.rows[0]?.actor).toBe('ada');
    const tomb = JSON.parse(t.rows[0]?.line ?? '{}') as { record_id: string; payload: { reason: string } };
    expect(tomb.record_id).toBe(target);
    expect(tomb.payload.reason).toBe('personal data');
    const g = await sql.query<{ g: string }>('SELECT ledger_generation AS g FROM projects WHERE id = $1', [
      ops.id,
    ]);
    expect(Number(g.rows[0]?.g)).toBe(1);
    // A deleted its working copy on the spot.
    expect(filesContaining(a.config.data_dir, WORD)).toEqual([]);
  });

  it('recall cannot find it on either server; B notices the rewrite and rebuilds; writes go on', async () => {
    // B has not served a request since: its copy still holds the old lines.
    expect(filesContaining(b.config.data_dir, WORD).length).toBeGreaterThan(0);
    const ca = await client(a, tok.write as string);
    const cb = await client(b, tok.write as string);
    for (const c of [ca, cb]) {
      const ids = await recallIdsVia(c, `${WORD} escalations desk customer`, { include_archived: true });
      expect(ids).not.toContain(target);
      expect(ids).toEqual(expect.arrayContaining([keepA, keepB]));
      const g = await callTool(c, 'memory_get', { record_id: target });
      expect(g.isError).toBe(true);
    }
    // Noticed by the generation, not by tripping over a broken chain (which would move the copy aside).
    expect(b.lines.some((l) => l.includes('disagrees with PostgreSQL'))).toBe(false);
    expect(b.lines.some((l) => l.includes('the ledger was rewritten by a purge'))).toBe(true);
    expect(filesContaining(b.config.data_dir, WORD)).toEqual([]);
    // Both chains continue from their resealed heads.
    const na = await rememberVia(ca, 'The escalations desk in Porto closes at six in the evening');
    const nb = await rememberVia(cb, 'The escalations desk escalates to engineering after two hours');
    expect(await recallIdsVia(cb, 'escalations desk evening six', { include_archived: true })).toContain(na);
    expect(await recallIdsVia(ca, 'escalates engineering two hours', { include_archived: true })).toContain(
      nb,
    );
    expectChainsVerify(await chains(ops.id));
    // Purging it again: it is gone.
    const again = await purge(a, tok.admin as string, target);
    expect(again.status).toBe(404);
  });

  it('a server that was down during a purge drops its stale copy when it opens again', async () => {
    const cb = await client(b, tok.write as string);
    const x = await rememberVia(cb, `Supplier ${LATER} ships the replacement badges on Fridays`);
    expect(filesContaining(b.config.data_dir, LATER).length).toBeGreaterThan(0);
    await b.server.shutdown('restart test');
    const res = await purge(a, tok.admin as string, x);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { generation: number }).generation).toBe(2);
    b = await boot(b.config);
    const cb2 = await client(b, tok.write as string);
    expect(await recallIdsVia(cb2, `${LATER} badges supplier`, { include_archived: true })).not.toContain(x);
    expect(filesContaining(b.config.data_dir, LATER)).toEqual([]);
    expect(await recallIdsVia(cb2, 'escalations desk pager Monday', { include_archived: true })).toContain(
      keepA,
    );
    expectChainsVerify(await chains(ops.id));
  });
});
