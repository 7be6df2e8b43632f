import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addRemote, pull, push } from '../../src/integrations/remote.js';
import type { ProjectRef } from '../../src/server/types.js';
import type { Spool } from '../../src/spool.js';
import { resolvePaths } from '../../src/store/paths.js';
import { readLines } from '../../src/store/replica.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';
import { makeChain } from './pg-harness.js';
import { type SyncServer, startSyncServer } from './sync-helpers.js';

let srv: SyncServer;
let alpha: ProjectRef;
let beta: ProjectRef;
let writeA = '';
let readA = '';
let writeB = '';

beforeAll(async () => {
  srv = await startSyncServer();
  alpha = await srv.project('alpha');
  beta = await srv.project('beta');
  writeA = await srv.token({ [alpha.id]: 'write' }, 'alice');
  readA = await srv.token({ [alpha.id]: 'read' }, 'reader');
  writeB = await srv.token({ [beta.id]: 'write' }, 'bob');
}, 120_000);

afterAll(async () => {
  await srv?.stop();
});

const api = (slug: string) => `${srv.url}/api/v1/projects/${slug}`;
const hdr = (token: string | undefined, slug: string, json = false): Record<string, string> => ({
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  'x-spool-project': slug,
  ...(json ? { 'content-type': 'application/json' } : {}),
});
const post = (slug: string, token: string, body: unknown) =>
  fetch(`${api(slug)}/events`, {
    method: 'POST',
    headers: hdr(token, slug, true),
    body: JSON.stringify(body),
  });
const errCode = async (r: Response) => ((await r.json()) as { error: { code: string } }).error.code;

describe('sync routes', () => {
  const chain = makeChain('dev-one', 5);
  const lines = chain.map((c) => ({ writer: c.writer, line: c.line }));

  it('needs a token with a role on the project', async () => {
    const none = await fetch(`${api('alpha')}/heads`, { headers: hdr(undefined, 'alpha') });
    expect(none.status).toBe(401);
    const other = await fetch(`${api('alpha')}/heads`, { headers: hdr(writeB, 'alpha') });
    expect(other.status).toBe(403);
    // A token for beta cannot reach alpha's lines by naming alpha only in the path.
    const mixed = await fetch(`${api('alpha')}/events`, { headers: hdr(writeB, 'beta') });
    expect(mixed.status).toBe(403);
    const ro = await post('alpha', readA, { lines });
    expect(ro.status).toBe(403);
    expect(await errCode(ro)).toBe('FORBIDDEN');
  });

  it('appends lines once, answers heads, and pages through them by position', async () => {
    const first = await post('alpha', writeA, { lines: lines.slice(0, 3) });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ inserted: 3, skipped: 0 });
    const again = await post('alpha', writeA, { lines });
    expect(await again.json()).toEqual({ inserted: 2, skipped: 3 });
    const heads = await (await fetch(`${api('alpha')}/heads`, { headers: hdr(readA, 'alpha') })).json();
    // generation 0: nothing of this project was ever rewritten by a purge.
    expect(heads).toEqual({ heads: { 'dev-one': { seq: 4, hash: chain[4]?.hash } }, generation: 0 });

    const p1 = (await (
      await fetch(`${api('alpha')}/events?after=0&limit=2`, { headers: hdr(readA, 'alpha') })
    ).json()) as { lines: { writer: string; line: string; position: number }[]; cursor: number };
    expect(p1.lines.map((l) => l.line)).toEqual(lines.slice(0, 2).map((l) => l.line));
    const p2 = (await (
      await fetch(`${api('alpha')}/events?after=${p1.cursor}&limit=100`, { headers: hdr(readA, 'alpha') })
    ).json()) as typeof p1;
    expect(p2.lines.map((l) => l.line)).toEqual(lines.slice(2).map((l) => l.line));
    const p3 = (await (
      await fetch(`${api('alpha')}/events?after=${p2.cursor}`, { headers: hdr(readA, 'alpha') })
    ).json()) as typeof p1;
    expect(p3.lines).toEqual([]);
    expect([(p1 as { generation?: number }).generation, (p3 as { generation?: number }).generation]).toEqual([
      0, 0,
    ]);
  });

  it('refuses a different line at a known seq (409), bad bodies and bad queries (400)', async () => {
    const forged = makeChain('dev-one', 1, { seq: -1, hash: null }, 'forged');
    const r = await post('alpha', writeA, { lines: [{ writer: 'dev-one', line: forged[0]?.line }] });
    expect(r.status).toBe(409);
    expect(await errCode(r)).toBe('CHAIN_BROKEN');
    const bad = await post('alpha', writeA, { lines: [{ writer: 'dev-one', line: 'no newline' }] });
    expect(bad.status).toBe(400);
    const notJson = await fetch(`${api('alpha')}/events`, {
      method: 'POST',
      headers: hdr(writeA, 'alpha', true),
      body: '{',
    });
    expect(notJson.status).toBe(400);
    const q = await fetch(`${api('alpha')}/events?limit=0`, { headers: hdr(readA, 'alpha') });
    expect(q.status).toBe(400);
  });

  it("keeps clients from extending the server's own shard, but takes its present lines back", async () => {
    const own = makeChain('server-abc123', 2);
    // No server line exists yet: a client may not create one.
    const r = await post('alpha', writeA, { lines: [{ writer: 'server-abc123', line: own[0]?.line }] });
    expect(r.status).toBe(403);
    // Present lines (as the server wrote them) come back as skipped.
    const routes = srv.appWith({ reservedWriter: () => false });
    const seed = await routes.request(`/api/v1/projects/alpha/events`, {
      method: 'POST',
      headers: hdr(writeA, 'alpha', true),
      body: JSON.stringify({ lines: own.map((o) => ({ writer: o.writer, line: o.line })) }),
    });
    expect(await seed.json()).toEqual({ inserted: 2, skipped: 0 });
    const back = await post('alpha', writeA, { lines: own.map((o) => ({ writer: o.writer, line: o.line })) });
    expect(await back.json()).toEqual({ inserted: 0, skipped: 2 });
  });

  it('refuses a body over the limit (413)', async () => {
    const small = srv.appWith({ maxBodyBytes: 1024 });
    const r = await small.request(`/api/v1/projects/alpha/events`, {
      method: 'POST',
      headers: hdr(writeA, 'alpha', true),
      body: JSON.stringify({ lines }),
    });
    expect(r.status).toBe(413);
  });
});

describe('push and pull between two projects through the server', () => {
  const temps: TempProject[] = [];
  const spools: Spool[] = [];
  afterEach(async () => {
    for (const s of spools.splice(0)) await s.close();
    for (const t of temps.splice(0)) t.cleanup();
  });
  const project = () => {
    const t = tempProject('spool-sync-');
    temps.push(t);
    const s = openTest(t);
    spools.push(s);
    return s;
  };

  it('converges both ledgers; a second push or pull changes nothing; recall agrees on both sides', async () => {
    const a = project();
    const b = project();
    for (const c of [
      'Deploys go through the staging pipeline first',
      'The orders service uses PostgreSQL 16 with logical replication',
      'Integration tests run against a real PostgreSQL in CI',
    ])
      await a.remember({ content: c });
    for (const c of [
      'Feature flags live in the flags service',
      'PostgreSQL migrations are reviewed by two people',
    ])
      await b.remember({ content: c });
    const env = { BETA_TOKEN: writeB };
    for (const s of [a, b])
      addRemote(s.paths, { name: 'origin', url: `${srv.url}/beta`, tokenEnv: 'BETA_TOKEN' });

    const pa = await push(a.paths, undefined, { env });
    expect(pa).toMatchObject({ remote: 'origin', sent: 3, inserted: 3, skipped: 0 });
    expect((await push(a.paths, 'origin', { env })).sent).toBe(0);
    expect(await push(b.paths, 'origin', { env })).toMatchObject({ sent: 2, inserted: 2 });

    const pb = await pull(b.paths, 'origin', { env });
    expect(pb).toMatchObject({ received: 5, inserted: 3, skipped: 2 });
    expect(await pull(b.paths, 'origin', { env })).toMatchObject({ received: 0, inserted: 0 });
    expect(await pull(a.paths, 'origin', { env })).toMatchObject({ received: 5, inserted: 2, skipped: 3 });
    expect(await pull(a.paths, 'origin', { env })).toMatchObject({ received: 0 });
    expect((await push(a.paths, 'origin', { env })).sent).toBe(0);
    expect((await push(b.paths, 'origin', { env })).sent).toBe(0);

    // The same shards, byte for byte, on both sides.
    const shardsOf = (s: Spool) =>
      readLines(s.paths)
        .lines.map((l) => `${l.writer}:${l.line}`)
        .sort();
    expect(shardsOf(a)).toEqual(shardsOf(b));
    const ra = await a.recall('PostgreSQL');
    const rb = await b.recall('PostgreSQL');
    expect(ra.results.length).toBeGreaterThanOrEqual(3);
    expect(rb.results.map((r) => [r.record_id, r.score])).toEqual(
      ra.results.map((r) => [r.record_id, r.score]),
    );
  });

  it('sends neither secret-tier nor personal memories', async () => {
    const a = project();
    const team = await a.remember({ content: 'Releases are cut from the main branch every Tuesday' });
    const secret = await a.remember({
      content: 'The incident bridge number is kept in the private runbook',
      sensitivity: 'secret',
    });
    const agent = await a.remember({ content: 'Scratch: retry the flaky login test', scope: 'agent' });
    const personal = await a.remember({ content: 'I like my diffs in split view', scope: 'user' });
    const gamma = await srv.project('gamma');
    const token = await srv.token({ [gamma.id]: 'write' });
    addRemote(a.paths, { name: 'origin', url: `${srv.url}/api/v1/projects/gamma`, token });
    const r = await push(a.paths, undefined, { env: {} });
    expect(r.sent).toBe(1);
    const client = new pg.Client({ connectionString: srv.harness.url });
    await client.connect();
    try {
      const rows = (await client.query('SELECT line FROM events WHERE project_id = $1', [gamma.id])).rows as {
        line: string;
      }[];
      const all = rows.map((x) => x.line).join('');
      expect(all).toContain(team.record_id);
      for (const id of [secret.record_id, agent.record_id, personal.record_id]) expect(all).not.toContain(id);
      expect(all).not.toContain('incident bridge');
      expect(all).not.toContain('split view');
    } finally {
      await client.end();
    }
  });

  it('leaves out a writer whose chain differs from the server’s (a rewritten shard), and only that writer', async () => {
    const a = project();
    await a.remember({ content: 'Logs are shipped to the central collector' });
    await a.remember({ content: 'Tracing uses OpenTelemetry exporters' });
    const delta = await srv.project('delta');
    const token = await srv.token({ [delta.id]: 'write' });
    addRemote(a.paths, { name: 'origin', url: `${srv.url}/delta`, token });
    expect((await push(a.paths, undefined, { env: {} })).sent).toBe(2);
    // Rewrite the local shard with a different chain of the same writer (what a local purge does)…
    const writer = readFileSync(a.paths.writerFile, 'utf8').trim();
    const fork = makeChain(writer, 3, { seq: -1, hash: null }, 'fork');
    writeFileSync(join(a.paths.ledgerDirs.shared, `${writer}.jsonl`), fork.map((f) => f.line).join(''));
    // …while another writer's lines are waiting to go out.
    const other = makeChain('teammate-1', 2);
    writeFileSync(join(a.paths.ledgerDirs.shared, 'teammate-1.jsonl'), other.map((f) => f.line).join(''));
    const r = await push(a.paths, undefined, { env: {} });
    expect(r).toMatchObject({ sent: 2, inserted: 2, writers: ['teammate-1'] });
    expect(r.diverged.map((d) => [d.writer, d.seq])).toEqual([[writer, 1]]);
    const heads = await srv.backend.events.heads(delta.id);
    expect(heads.get(writer)?.seq).toBe(1);
    expect(heads.get('teammate-1')?.seq).toBe(1);

    // A pull into the forked ledger takes the other writers' new lines and leaves the forked writer out.
    const more = makeChain('teammate-2', 3);
    await srv.backend.events.append(delta.id, more, 'tester');
    const p = await pull(a.paths, undefined, { env: {} });
    expect(p.diverged.map((d) => d.writer)).toEqual([writer]);
    expect(p.inserted).toBe(3);
    expect(readFileSync(join(a.paths.ledgerDirs.shared, 'teammate-2.jsonl'), 'utf8')).toBe(
      more.map((m) => m.line).join(''),
    );
    expect(readFileSync(join(a.paths.ledgerDirs.shared, `${writer}.jsonl`), 'utf8')).toBe(
      fork.map((f) => f.line).join(''),
    );
  });

  it('moves 10,000 events through the server (figures)', async () => {
    const src = tempProject('spool-sync-bulk-');
    const dst = tempProject('spool-sync-bulk-');
    temps.push(src, dst);
    const ps = resolvePaths(src.root, src.home);
    const pd = resolvePaths(dst.root, dst.home);
    mkdirSync(ps.ledgerDirs.shared, { recursive: true });
    const chain = makeChain('bulk-writer', 10_000);
    writeFileSync(join(ps.ledgerDirs.shared, 'bulk-writer.jsonl'), chain.map((c) => c.line).join(''));
    const eps = await srv.project('epsilon');
    const token = await srv.token({ [eps.id]: 'write' });
    addRemote(ps, { name: 'origin', url: `${srv.url}/epsilon`, token });
    addRemote(pd, { name: 'origin', url: `${srv.url}/epsilon`, token });
    let t0 = performance.now();
    const pushProgress: [number, number][] = [];
    const pushed = await push(ps, undefined, { env: {}, onProgress: (d, t) => pushProgress.push([d, t]) });
    const pushMs = performance.now() - t0;
    t0 = performance.now();
    const pullProgress: [number, number][] = [];
    const pulled = await pull(pd, undefined, { env: {}, onProgress: (d, t) => pullProgress.push([d, t]) });
    const pullMs = performance.now() - t0;
    expect(pushed.inserted).toBe(10_000);
    expect(pulled.inserted).toBe(10_000);
    // Progress starts at 0 of the known total and ends complete.
    for (const p of [pushProgress, pullProgress]) {
      expect(p[0]).toEqual([0, 10_000]);
      expect(p.at(-1)).toEqual([10_000, 10_000]);
      expect(p.length).toBeGreaterThan(2);
    }
    expect(readFileSync(join(pd.ledgerDirs.shared, 'bulk-writer.jsonl'), 'utf8')).toBe(
      readFileSync(join(ps.ledgerDirs.shared, 'bulk-writer.jsonl'), 'utf8'),
    );
    t0 = performance.now();
    const againPush = await push(ps, undefined, { env: {} });
    const againPull = await pull(pd, undefined, { env: {} });
    const noopMs = performance.now() - t0;
    expect(againPush.sent).toBe(0);
    expect(againPull.received).toBe(0);
    process.stderr.write(
      `sync figures: push 10k ${Math.round(pushMs)} ms (${Math.round(10_000 / (pushMs / 1000))} lines/s), pull 10k ${Math.round(pullMs)} ms (${Math.round(10_000 / (pullMs / 1000))} lines/s), no-op push+pull ${Math.round(noopMs)} ms\n`,
    );
  }, 120_000);
});
