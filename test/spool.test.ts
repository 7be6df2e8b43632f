import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSpoolError } from '../src/core/errors.js';
import { openTest, type TempProject, tempProject } from './helpers.js';

const AWS_KEY = ['AKIA', 'QYLPMN5HHHFPZAMR'].join('');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

describe('remember and recall', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
  });
  afterEach(() => p.cleanup());

  it('creates .spool on the first write and finds the memory again', async () => {
    const s = openTest(p);
    expect(existsSync(join(p.root, '.spool'))).toBe(false);
    const r = await s.remember({
      content: 'We deploy with Fly.io because it is cheap',
      memory_type: 'decision',
      tags: [' Deploy ', 'INFRA'],
    });
    expect(r).toMatchObject({ action: 'created', state: 'accepted', tier: 'shared', warnings: [] });
    expect(r.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(existsSync(join(p.root, '.spool', '.gitignore'))).toBe(true);
    expect(readFileSync(join(p.root, '.spool', '.gitignore'), 'utf8')).toContain('local/');
    const got = await s.get(r.record_id);
    expect(got.tags).toEqual(['deploy', 'infra']);
    const res = await s.recall('how do we deploy?');
    expect(res.result_count).toBe(1);
    expect(res.results[0]?.record_id).toBe(r.record_id);
    expect(res.mode_used).toBe('lexical');
    expect(res.fallback_reason).toBe('embeddings_disabled');
    await s.close();
  });

  it('finds code identifiers by their parts', async () => {
    const s = openTest(p);
    await s.remember({ content: 'parseHttpRequest in src/http/request_parser.ts must never allocate' });
    await s.remember({ content: 'The UI uses Tailwind' });
    for (const q of ['http request', 'parse', 'request parser', 'parseHttpRequest', 'allocations']) {
      const r = await s.recall({ query: q, mode: 'lexical' });
      expect(r.results[0]?.content, q).toContain('parseHttpRequest');
      expect(r.fallback_reason).toBeUndefined();
    }
    await s.close();
  });

  it('deduplicates by normalized content and merges tags', async () => {
    const s = openTest(p);
    const a = await s.remember({ content: 'Use   UTC everywhere', tags: ['time'] });
    const b = await s.remember({ content: 'use utc EVERYWHERE ', tags: ['tz'] });
    expect(b.action).toBe('updated_existing');
    expect(b.record_id).toBe(a.record_id);
    const rec = await s.get(a.record_id);
    expect(rec.tags.sort()).toEqual(['time', 'tz']);
    expect(rec.access_count).toBe(1);
    expect((await s.stats()).records).toBe(1);
    await s.close();
  });

  it('refuses secrets without echoing them and redacts on request', async () => {
    const s = openTest(p);
    const err = await s.remember({ content: `the key is ${AWS_KEY} for prod` }).catch((e: unknown) => e);
    expect(isSpoolError(err, 'SECRET_DETECTED')).toBe(true);
    expect((err as Error).message).not.toContain(AWS_KEY);
    expect((err as Error).message).toContain('aws_access_key');
    expect((err as Error).message).toMatch(/line 1, column 12/);
    const r = await s.remember({ content: `the key is ${AWS_KEY} for prod`, redact: true });
    expect(r.warnings[0]).toContain('redacted');
    expect((await s.get(r.record_id)).content).toBe('the key is [REDACTED:aws_access_key] for prod');
    await s.close();
    for (const f of filesUnder(join(p.root, '.spool')))
      expect(readFileSync(f).includes(AWS_KEY), f).toBe(false);
  });

  it('strips <private> spans before storing', async () => {
    const s = openTest(p);
    const r = await s.remember({
      content: 'Staging is at staging.internal <private>ask Bob for the VPN</private> on port 8443',
    });
    expect((await s.get(r.record_id)).content).not.toContain('VPN');
    const e = await s.remember({ content: '<private>only this</private>' }).catch((x: unknown) => x);
    expect(isSpoolError(e, 'EMPTY_CONTENT')).toBe(true);
    await s.close();
  });

  it('keeps secret-sensitivity and agent-scope records out of the shared tier, user scope in the home', async () => {
    const s = openTest(p);
    const secret = await s.remember({
      content: 'The on-call rota lives in the ops vault',
      sensitivity: 'secret',
    });
    const agent = await s.remember({ content: 'scratch: try the flaky test again', scope: 'agent' });
    const user = await s.remember({ content: 'I prefer tabs', scope: 'user', memory_type: 'preference' });
    expect([secret.tier, agent.tier, user.tier]).toEqual(['private', 'private', 'user']);
    const shared = filesUnder(join(p.root, '.spool', 'ledger'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('');
    expect(shared).not.toContain('on-call');
    expect(shared).not.toContain('scratch');
    expect(
      filesUnder(join(p.home, 'ledger'))
        .map((f) => readFileSync(f, 'utf8'))
        .join(''),
    ).toContain('I prefer tabs');
    expect((await s.recall('tabs')).results[0]?.record_id).toBe(user.record_id);
    await s.close();
  });

  it('rejects bad input with clear errors and writes nothing', async () => {
    const s = openTest(p);
    const cases: [unknown, string, RegExp][] = [
      [{ content: '   ' }, 'EMPTY_CONTENT', /content must not be empty/],
      [{ content: 'x'.repeat(10 * 1024 * 1024) }, 'CONTENT_TOO_LARGE', /limit is 65536/],
      [{ content: 'ok', memory_type: 'opinion' }, 'INVALID_INPUT', /memory_type/],
      [{ content: 'ok', scope: 'galaxy' }, 'INVALID_INPUT', /scope/],
      [{ content: 'ok', tags: ['fine', '  '] }, 'INVALID_INPUT', /tags must not be empty/],
      [{ content: 'ok', file_refs: ['../../etc/passwd'] }, 'PATH_OUTSIDE_ROOT', /outside the project root/],
      [{ content: 'ok', colour: 'red' }, 'INVALID_INPUT', /colour|Unrecognized/i],
    ];
    for (const [input, code, msg] of cases) {
      const e = await s.remember(input as never).catch((x: unknown) => x);
      expect(isSpoolError(e, code as never), JSON.stringify(input).slice(0, 60)).toBe(true);
      expect((e as Error).message).toMatch(msg);
    }
    expect(existsSync(join(p.root, '.spool'))).toBe(false);
    await s.close();
  });

  it('filters by tags (all listed), hides archived and clamps the limit', async () => {
    const s = openTest(p);
    for (let i = 0; i < 120; i++)
      await s.remember({ content: `cache rule number ${i}`, tags: i % 2 ? ['a', 'b'] : ['a'] });
    expect((await s.recall({ query: 'cache rule', limit: 500 })).result_count).toBe(100);
    expect((await s.recall({ query: 'cache rule', limit: 0 })).result_count).toBe(1);
    const tagged = await s.recall({ query: 'cache rule', tags: ['a', 'b'], limit: 100 });
    expect(tagged.result_count).toBe(60);
    expect(tagged.results.every((r) => r.tags.includes('b'))).toBe(true);
    await s.close();
  });

  it('bumps access_count and last_accessed_at on recall and writes the tracker', async () => {
    const s = openTest(p);
    const r = await s.remember({ content: 'Redis is only a cache, never a source of truth' });
    await s.recall('redis cache');
    await s.recall('redis cache');
    const rec = await s.get(r.record_id);
    expect(rec.access_count).toBe(2);
    expect(rec.last_accessed_at).toBe('2026-06-01T12:00:00.000Z');
    await s.close();
    const tracker = JSON.parse(readFileSync(join(p.root, '.spool/local/reference-tracker.json'), 'utf8'));
    expect(tracker.schema_version).toBe('reference-tracker.v1');
    expect(tracker.records[r.record_id]).toEqual({
      last_referenced_at: '2026-06-01T12:00:00.000Z',
      count: 2,
    });
  });

  it('rebuild reproduces the index exactly and keeps access counts', async () => {
    const s = openTest(p);
    for (let i = 0; i < 50; i++)
      await s.remember({ content: `fact ${i} about module m${i}`, tags: [`t${i % 3}`] });
    await s.recall('fact module');
    const before = await s.exportJsonl();
    const r = await s.rebuild();
    expect(r).toMatchObject({ records: 50, events: 50 });
    expect(await s.exportJsonl()).toBe(before);
    const doc = await s.doctor();
    expect(doc.ok).toBe(true);
    expect((await s.list({ limit: 100 })).some((x) => x.access_count > 0)).toBe(true);
    await s.close();
  });

  it('rebuilds a missing or corrupt index automatically', async () => {
    const s = openTest(p);
    const r = await s.remember({ content: 'The API speaks JSON:API' });
    await s.close();
    writeFileSync(join(p.root, '.spool/local/index.db'), 'this is not a database');
    for (const suffix of ['-wal', '-shm']) writeFileSync(join(p.root, `.spool/local/index.db${suffix}`), '');
    const s2 = openTest(p);
    expect((await s2.get(r.record_id)).content).toBe('The API speaks JSON:API');
    expect(s2.warnings.join('\n')).toMatch(/rebuilding/);
    await s2.close();
  });

  it("tails a teammate's shard that arrives by git pull", async () => {
    const other = tempProject();
    const a = openTest(p);
    const b = openTest({ ...other, root: other.root });
    await a.remember({ content: 'local memory' });
    const r = await b.remember({ content: 'Teammate: the billing service owns invoices' });
    await b.close();
    const shard = readdirSync(join(other.root, '.spool/ledger'))[0]!;
    mkdirSync(join(p.root, '.spool/ledger'), { recursive: true });
    writeFileSync(
      join(p.root, '.spool/ledger', 'teammate-abc.jsonl'),
      readFileSync(join(other.root, '.spool/ledger', shard)),
    );
    const hit = await a.recall('billing invoices');
    expect(hit.results[0]?.record_id).toBe(r.record_id);
    expect((await a.doctor()).ok).toBe(true);
    await a.close();
    other.cleanup();
  });

  it('imports JSONL idempotently and reports bad lines by number', async () => {
    const s = openTest(p);
    await s.remember({ content: 'first' });
    await s.remember({ content: 'second', tags: ['x'] });
    const dump = await s.exportJsonl();
    const other = tempProject();
    const t = openTest(other);
    const text = `${dump}not json\n{"record_id":"x"}\n`;
    const r1 = await t.importJsonl(text);
    expect(r1.imported).toBe(2);
    expect(r1.errors.map((e) => e.line)).toEqual([3, 4]);
    const r2 = await t.importJsonl(text);
    expect(r2).toMatchObject({ imported: 0, skipped_existing: 2 });
    expect(await t.exportJsonl()).toBe(dump);
    await t.close();
    await s.close();
    other.cleanup();
  });
});
