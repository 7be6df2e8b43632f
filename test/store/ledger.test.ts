import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeLine, encodeEvent, readShard } from '../../src/store/ledger.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

const base = {
  schema: 'memory-ledger.v1' as const,
  event_id: 'e1',
  ts: '2026-01-01T00:00:00.000Z',
  writer: 'w',
  seq: 0,
  type: 'record.purged' as const,
  record_id: 'r1',
  payload: {},
  prev: null,
};

describe('ledger encoding', () => {
  it('seals each line with a SHA-256 hash that detects any edit', () => {
    const { line, hash } = encodeEvent(base);
    expect(line.endsWith('\n')).toBe(true);
    const ok = decodeLine(line.trimEnd());
    expect(ok).toMatchObject({ ok: true, event: { hash } });
    const edited = line.trimEnd().replace('"r1"', '"r2"');
    expect(decodeLine(edited)).toMatchObject({ ok: false, kind: 'bad_hash' });
    expect(decodeLine('{"half":')).toMatchObject({ ok: false, kind: 'bad_json' });
    expect(decodeLine('{"schema":"other"}')).toMatchObject({ ok: false, kind: 'bad_schema' });
  });

  it('writes exactly the bytes of JSON.stringify, also for a payload serialised elsewhere', () => {
    const ev = {
      ...base,
      seq: 3,
      prev: 'ab'.repeat(32),
      payload: { record: { content: 'Straße "q" \u2028', n: [1, null] } },
    };
    const whole = JSON.stringify(ev);
    const { line, hash } = encodeEvent(ev);
    expect(line).toBe(`${whole.slice(0, -1)},"hash":"${hash}"}\n`);
    expect(encodeEvent({ ...ev, payload: {} }, JSON.stringify(ev.payload)).line).toBe(line);
  });

  it('reports a removed line as a broken chain', () => {
    const a = encodeEvent(base);
    const b = encodeEvent({ ...base, event_id: 'e2', seq: 1, prev: a.hash });
    const c = encodeEvent({ ...base, event_id: 'e3', seq: 2, prev: b.hash });
    const p = tempProject();
    const file = join(p.root + '.jsonl');
    writeFileSync(file, a.line + c.line);
    const read = readShard(file);
    expect(read.problems.map((x) => x.kind)).toEqual(['broken_chain']);
    expect(read.lines).toHaveLength(2);
    p.cleanup();
  });
});

describe('doctor', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
  });
  afterEach(() => p.cleanup());

  it('finds a tampered line and an index that drifted from the ledger', async () => {
    const s = openTest(p);
    await s.remember({ content: 'alpha memory' });
    await s.remember({ content: 'beta memory' });
    const dir = join(p.root, '.spool', 'ledger');
    const shard = join(dir, readdirSync(dir)[0]!);
    writeFileSync(shard, readFileSync(shard, 'utf8').replace('alpha memory', 'alpha MEMORY'));
    const r = await s.doctor();
    expect(r.ok).toBe(false);
    expect(r.problems.some((x) => x.kind === 'bad_hash')).toBe(true);
    await s.close();
  });

  it('keeps writing to the shard after another process replaced it (a purge, a pull adopting a reseal)', async () => {
    const s = openTest(p);
    await s.remember({ content: 'first memory' });
    const dir = join(p.root, '.spool', 'ledger');
    const shard = join(dir, readdirSync(dir)[0]!);
    // Same bytes, new file: what atomicWrite (temp + rename) does to a shard under a running process.
    writeFileSync(`${shard}.tmp`, readFileSync(shard));
    renameSync(`${shard}.tmp`, shard);
    await s.remember({ content: 'second memory' });
    expect(readFileSync(shard, 'utf8')).toContain('second memory');
    const r = await s.doctor();
    expect(r.ok).toBe(true);
    expect(r.records).toBe(2);
    await s.close();
  });

  it('moves a torn tail aside on the next write and reports it', async () => {
    const s = openTest(p);
    await s.remember({ content: 'one' });
    const dir = join(p.root, '.spool', 'ledger');
    const shard = join(dir, readdirSync(dir)[0]!);
    writeFileSync(shard, `${readFileSync(shard, 'utf8')}{"schema":"memory-le`);
    expect((await s.doctor()).problems.map((x) => x.kind)).toContain('torn_tail');
    await s.remember({ content: 'two' });
    expect(s.warnings.join('\n')).toMatch(/torn line/);
    expect(readFileSync(`${shard}.torn`, 'utf8')).toContain('memory-le');
    const r = await s.doctor();
    expect(r.ok).toBe(true);
    expect(r.records).toBe(2);
    await s.close();
  });
});
