import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRemote, pull, push } from '../../src/integrations/remote.js';
import type { ProjectRef } from '../../src/server/types.js';
import { resealShard } from '../../src/store/repair.js';
import { heads } from '../../src/store/replica.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';
import { type PgHarness, startPg } from './pg-harness.js';
import { type Booted, boot, testConfig } from './serve-helpers.js';

// A server purge (#15, src/server/purge.ts) reaching developers' ledgers through `spool pull`: dev A writes a
// memory, dev B pulls it and edits it (so both developers' chains hold it), an admin purges it on the server,
// both pull. Their chains are replaced by the server's resealed ones (src/store/replica-adopt.ts) only
// because those are byte-for-byte their own chains passed through the local purge's code; dev C, whose copy
// of A's chain was tampered with, is refused and keeps what it has.

const WORD = 'quillothrax';

let harness: PgHarness;
let srv: Booted;
let web: ProjectRef;
let devToken = '';
let adminToken = '';
const temps: TempProject[] = [];

beforeAll(async () => {
  harness = await startPg();
  srv = await boot(testConfig(harness.url, undefined, { instance_id: 'pp' }));
  const org = await srv.backend.tenancy.createOrg('acme');
  web = await srv.backend.tenancy.createProject(org.id, 'web');
  devToken = (
    await srv.backend.tenancy.createToken({ orgId: org.id, name: 'dev', roles: { [web.id]: 'write' } })
  ).token;
  adminToken = (
    await srv.backend.tenancy.createToken({ orgId: org.id, name: 'ada', roles: { [web.id]: 'admin' } })
  ).token;
}, 120_000);

afterAll(async () => {
  await srv?.server.shutdown('test end');
  await harness?.stop();
  for (const t of temps) t.cleanup();
});

/** A developer's clone with the remote set; each step opens and closes the store, as CLI commands do. */
function clone(): TempProject {
  const t = tempProject('spool-purge-pull-');
  temps.push(t);
  const s = openTest(t);
  addRemote(s.paths, { name: 'origin', url: `${srv.server.url}/web`, token: devToken });
  void s.close();
  return t;
}

async function withSpool<T>(t: TempProject, fn: (s: ReturnType<typeof openTest>) => Promise<T>): Promise<T> {
  const s = openTest(t);
  try {
    return await fn(s);
  } finally {
    await s.close();
  }
}

const pathsOf = (t: TempProject) => withSpool(t, async (s) => s.paths);

/** Every file under `dir` whose bytes contain `word` (shards, the SQLite index and its journals, anything). */
function filesContaining(dir: string, word: string): string[] {
  const hits: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (readFileSync(p).toString('latin1').toLowerCase().includes(word)) hits.push(p);
    }
  };
  walk(dir);
  return hits;
}

/** A digest of every file under `dir` (path -> sha256), to show a step changed nothing. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(p, createHash('sha256').update(readFileSync(p)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

function purgeOnServer(id: string) {
  return fetch(`${srv.server.url}/api/records/${id}/purge`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${adminToken}`,
      'X-Spool-Project': 'web',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ reason: 'personal data' }),
  });
}

describe('a server purge reaches developers through spool pull', () => {
  let a: TempProject;
  let b: TempProject;
  let c: TempProject;
  let d: TempProject;
  let unpushed = '';
  let writerD = '';
  let e: TempProject;
  let target = '';
  let keepA = '';
  let keepB = '';
  let writerA = '';
  let writerB = '';

  it('setup: A writes, B pulls and edits, C pulls and tampers with its copy of A’s chain', async () => {
    a = clone();
    b = clone();
    c = clone();
    await withSpool(a, async (s) => {
      target = (await s.remember({ content: `Customer Ferdinand ${WORD} pays invoices by wire only` }))
        .record_id;
      keepA = (await s.remember({ content: 'Invoices are issued on the first working day of the month' }))
        .record_id;
    });
    writerA = onlyWriter(await pathsOf(a));
    expect((await push(await pathsOf(a), undefined, { env: {} })).inserted).toBe(2);

    expect((await pull(await pathsOf(b), undefined, { env: {} })).inserted).toBe(2);
    await withSpool(b, async (s) => {
      await s.update(target, { content: `Customer Ferdinand ${WORD} pays invoices by wire or card` });
      keepB = (await s.remember({ content: 'Card payments settle within two business days' })).record_id;
    });
    writerB = [...heads(await pathsOf(b)).keys()].find((w) => w !== writerA) as string;
    expect((await push(await pathsOf(b), undefined, { env: {} })).inserted).toBe(2);
    expect((await pull(await pathsOf(a), undefined, { env: {} })).inserted).toBe(2);

    expect((await pull(await pathsOf(c), undefined, { env: {} })).inserted).toBe(4);
    // C's copy of A's chain: resealed (still a valid chain) with the other memory's text changed.
    const cPaths = await pathsOf(c);
    resealShard(join(cPaths.ledgerDirs.shared, `${writerA}.jsonl`), (ev) =>
      ev.record_id === keepA && ev.type === 'record.created'
        ? {
            type: ev.type,
            record_id: ev.record_id,
            payload: JSON.parse(JSON.stringify(ev.payload).replace('first working day', 'last working day')),
          }
        : 'keep',
    );
    // D edits the memory too and pushes, then writes a line it has not pushed when the purge comes.
    d = clone();
    expect((await pull(await pathsOf(d), undefined, { env: {} })).inserted).toBe(4);
    await withSpool(d, async (s) => {
      await s.update(target, { content: `Customer Ferdinand ${WORD} pays invoices by wire, card or cheque` });
    });
    writerD = [...heads(await pathsOf(d)).keys()].find((w) => w !== writerA && w !== writerB) as string;
    expect((await push(await pathsOf(d), undefined, { env: {} })).inserted).toBe(1);
    await withSpool(d, async (s) => {
      unpushed = (await s.remember({ content: 'Cheques are banked every Thursday afternoon' })).record_id;
    });
    // E edits the memory and never pushes: its chain is not on the server at all.
    e = clone();
    expect((await pull(await pathsOf(e), undefined, { env: {} })).inserted).toBe(5);
    await withSpool(e, async (s) => {
      await s.update(target, { content: `Customer Ferdinand ${WORD} pays invoices by wire in euros` });
    });
    for (const t of [a, b, c, d, e])
      expect(filesContaining(join(t.root, '.spool'), WORD).length).toBeGreaterThan(0);
  });

  it('the admin purges on the server; A and B pull and adopt the resealed chains', async () => {
    const res = await purgeOnServer(target);
    expect(res.status, await res.clone().text()).toBe(200);
    const out = (await res.json()) as { rewritten_writers: string[]; generation: number };
    expect(out.rewritten_writers.sort()).toEqual([writerA, writerB, writerD].sort());
    expect(out.generation).toBe(1);

    for (const t of [a, b]) {
      const r = await pull(await pathsOf(t), undefined, { env: {} });
      expect(r.diverged).toEqual([]);
      expect(r.generation).toBe(1);
      // A holds both chains (its own and B's, pulled); so does B.
      // D's chain was pulled by neither (D pushed after their last pull): it arrives resealed, as new lines.
      expect(r.adopted.map((x) => x.writer).sort()).toEqual([writerA, writerB].sort());
      for (const x of r.adopted) expect(x.records).toEqual([target]);
      // The tombstone on the server's chain.
      expect(r.inserted).toBeGreaterThanOrEqual(1);
    }
  });

  it('the word is in no file under either .spool/, recall and get cannot find it; the rest is intact', async () => {
    for (const t of [a, b]) {
      await withSpool(t, async (s) => {
        const ids = (await s.recall(`${WORD} customer invoices wire`)).results.map((x) => x.record_id);
        expect(ids).not.toContain(target);
        expect(ids).toContain(keepA);
        await expect(s.get(target)).rejects.toThrow();
        expect((await s.get(keepB)).record_id).toBe(keepB);
        expect((await s.doctor()).ok).toBe(true);
      });
      expect(filesContaining(join(t.root, '.spool'), WORD)).toEqual([]);
    }
  });

  it('push then moves nothing and reports no diverged writer; a second pull changes nothing', async () => {
    for (const t of [a, b]) {
      const p = await push(await pathsOf(t), undefined, { env: {} });
      expect([p.sent, p.diverged]).toEqual([0, []]);
      const before = snapshot(join(t.root, '.spool'));
      const again = await pull(await pathsOf(t), undefined, { env: {} });
      expect([again.received, again.inserted, again.adopted, again.diverged]).toEqual([0, 0, [], []]);
      expect(snapshot(join(t.root, '.spool'))).toEqual(before);
    }
  });

  it('a line not pushed at the purge is resealed with its chain and goes out with the next push', async () => {
    const r = await pull(await pathsOf(d), undefined, { env: {} });
    expect(r.diverged).toEqual([]);
    expect(r.adopted.map((x) => x.writer).sort()).toEqual([writerA, writerB, writerD].sort());
    // D's local chain is one line longer than the server's: all of it resealed.
    expect(r.adopted.find((x) => x.writer === writerD)?.lines).toBe(2);
    const p = await push(await pathsOf(d), undefined, { env: {} });
    expect([p.sent, p.inserted, p.diverged]).toEqual([1, 1, []]);
    expect((await push(await pathsOf(d), undefined, { env: {} })).sent).toBe(0);
    await withSpool(d, async (s) => {
      expect((await s.get(unpushed)).record_id).toBe(unpushed);
      await expect(s.get(target)).rejects.toThrow();
    });
    expect(filesContaining(join(d.root, '.spool'), WORD)).toEqual([]);
    // A sees D's line with its new seal.
    const pa = await pull(await pathsOf(a), undefined, { env: {} });
    expect([pa.inserted, pa.diverged]).toEqual([1, []]);
    await withSpool(a, async (s) => expect((await s.get(unpushed)).record_id).toBe(unpushed));
  });

  it('a purged record in a chain never pushed is erased too, so a push cannot bring it back', async () => {
    const ePaths = await pathsOf(e);
    const writerE = [...heads(ePaths).keys()].find((w) => ![writerA, writerB, writerD].includes(w));
    const r = await pull(ePaths, undefined, { env: {} });
    expect(r.diverged).toEqual([]);
    expect(r.adopted.find((x) => x.writer === writerE)).toEqual({
      writer: writerE,
      records: [target],
      lines: 1,
    });
    expect((await push(ePaths, undefined, { env: {} })).inserted).toBe(1);
    await withSpool(e, async (s) => expect((await s.doctor()).ok).toBe(true));
    expect(filesContaining(join(e.root, '.spool'), WORD)).toEqual([]);
    // A fresh clone gets every line the server holds: none carries the word.
    const f = clone();
    expect((await pull(await pathsOf(f), undefined, { env: {} })).diverged).toEqual([]);
    await withSpool(f, async (s) => expect((await s.get(keepA)).record_id).toBe(keepA));
    expect(filesContaining(join(f.root, '.spool'), WORD)).toEqual([]);
  });

  it('a tampered chain is refused and reported: C keeps its lines and its diverged writer', async () => {
    const cPaths = await pathsOf(c);
    const shard = join(cPaths.ledgerDirs.shared, `${writerA}.jsonl`);
    const before = readFileSync(shard, 'utf8');
    const r = await pull(cPaths, undefined, { env: {} });
    // D's chain was never here: it comes in resealed, as ordinary new lines.
    expect(r.adopted.map((x) => x.writer)).toEqual([writerB]);
    expect(heads(cPaths).has(writerD)).toBe(true);
    expect(r.diverged.map((d) => d.writer)).toEqual([writerA]);
    expect(r.diverged[0]?.message).toMatch(/not this chain with the purged records erased/);
    expect(readFileSync(shard, 'utf8')).toBe(before);
    expect(before).toContain(WORD);
    // And push still leaves that writer out.
    const p = await push(cPaths, undefined, { env: {} });
    expect(p.diverged.map((d) => d.writer)).toEqual([writerA]);
  });
});

/** The one team-tier writer of a fresh clone that wrote. */
function onlyWriter(paths: Awaited<ReturnType<typeof pathsOf>>): string {
  const names = readdirSync(paths.ledgerDirs.shared).filter((n) => n.endsWith('.jsonl'));
  expect(names).toHaveLength(1);
  return (names[0] as string).slice(0, -'.jsonl'.length);
}
