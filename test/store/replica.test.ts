import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSpoolError } from '../../src/core/errors.js';
import type { LedgerEvent } from '../../src/core/types.js';
import type { Spool } from '../../src/spool.js';
import { encodeEvent } from '../../src/store/ledger.js';
import { resolvePaths } from '../../src/store/paths.js';
import { appendForeign, heads, readLines } from '../../src/store/replica.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

const shardOf = (s: Spool, writer: string) => join(s.paths.ledgerDirs.shared, `${writer}.jsonl`);
const writerOf = (s: Spool) => readFileSync(s.paths.writerFile, 'utf8').trim();

function code(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    return isSpoolError(err) ? err.code : `not a SpoolError: ${String(err)}`;
  }
  return undefined;
}

describe('replica: team-tier line exchange', () => {
  let pa: TempProject;
  let pb: TempProject;
  let a: Spool;
  let b: Spool;
  const ids: Record<string, string> = {};

  beforeEach(async () => {
    pa = tempProject('spool-replica-a-');
    pb = tempProject('spool-replica-b-');
    a = openTest(pa);
    b = openTest(pb);
    await b.init();
    ids.deploy = (await a.remember({ content: 'Deploys go through the staging pipeline first' })).record_id;
    ids.db = (
      await a.remember({ content: 'The orders service uses PostgreSQL 16', memory_type: 'fact' })
    ).record_id;
    ids.secret = (
      await a.remember({ content: 'The on-call rota lives in the private wiki page', sensitivity: 'secret' })
    ).record_id;
    ids.personal = (await a.remember({ content: 'I prefer short commit messages', scope: 'user' })).record_id;
    ids.lint = (await a.remember({ content: 'Biome formats every TypeScript file' })).record_id;
  });
  afterEach(async () => {
    await a.close();
    await b.close();
    pa.cleanup();
    pb.cleanup();
  });

  it('reads only the team tier: secret and personal memories never appear in the lines', () => {
    const r = readLines(a.paths);
    expect(r.problems).toEqual([]);
    expect(r.more).toBe(false);
    const text = r.lines.map((l) => l.line).join('');
    expect(text).toContain(ids.deploy);
    expect(text).toContain(ids.lint);
    expect(text).not.toContain(ids.secret);
    expect(text).not.toContain(ids.personal);
    expect(text).not.toContain('on-call rota');
    expect(text).not.toContain('short commit messages');
    // The very bytes of the shard, in chain order.
    const w = writerOf(a);
    expect(text).toBe(readFileSync(shardOf(a, w), 'utf8'));
    expect(r.lines.map((l) => l.seq)).toEqual(r.lines.map((_, i) => i));
    expect(r.cursors.get(w)).toMatchObject({ seq: r.lines.length - 1, hash: r.lines.at(-1)?.hash });
  });

  it('appends foreign lines verbatim, idempotently, and the other side indexes them', async () => {
    const r = readLines(a.paths);
    const w = writerOf(a);
    expect(appendForeign(b.paths, r.lines)).toEqual({ inserted: r.lines.length, skipped: 0 });
    expect(appendForeign(b.paths, r.lines)).toEqual({ inserted: 0, skipped: r.lines.length });
    expect(readFileSync(shardOf(b, w), 'utf8')).toBe(readFileSync(shardOf(a, w), 'utf8'));
    expect(heads(b.paths).get(w)).toEqual(heads(a.paths).get(w));
    // Nothing lands outside the team tier.
    expect(existsSync(b.paths.ledgerDirs.private)).toBe(false);
    expect(existsSync(b.paths.ledgerDirs.user)).toBe(false);
    const got = (await b.recall('staging pipeline deploys')).results.map((x) => x.record_id);
    expect(got).toContain(ids.deploy);
    await expect(b.get(ids.secret ?? '')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(b.get(ids.personal ?? '')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const ra = await a.recall('PostgreSQL orders');
    const rb = await b.recall('PostgreSQL orders');
    expect(rb.results.map((x) => [x.record_id, x.score])).toEqual(
      ra.results.filter((x) => x.record_id !== ids.personal).map((x) => [x.record_id, x.score]),
    );
  });

  it('appends only the missing tail when part of the batch is already there', async () => {
    const all = readLines(a.paths).lines;
    appendForeign(b.paths, all.slice(0, 2));
    expect(appendForeign(b.paths, all)).toEqual({ inserted: all.length - 2, skipped: 2 });
    await a.remember({ content: 'Releases are tagged from main only' });
    const w = writerOf(a);
    const after = readLines(a.paths, heads(b.paths));
    expect(after.lines).toHaveLength(1);
    expect(appendForeign(b.paths, after.lines)).toEqual({ inserted: 1, skipped: 0 });
    expect(readFileSync(shardOf(b, w), 'utf8')).toBe(readFileSync(shardOf(a, w), 'utf8'));
  });

  it('resumes from a cursor: by seq, by byte offset, and in pages with a limit', async () => {
    const all = readLines(a.paths).lines;
    const w = writerOf(a);
    const page1 = readLines(a.paths, new Map(), { limit: 2 });
    expect(page1.more).toBe(true);
    expect(page1.lines.map((l) => l.seq)).toEqual([0, 1]);
    const c = page1.cursors.get(w);
    expect(c?.offset).toBe(Buffer.byteLength(all[0]!.line) + Buffer.byteLength(all[1]!.line));
    const page2 = readLines(a.paths, page1.cursors);
    expect(page2.more).toBe(false);
    expect(page2.lines.map((l) => l.line)).toEqual(all.slice(2).map((l) => l.line));
    // The same without the offset hint, and with a wrong hint (checked, never trusted).
    const bySeq = readLines(a.paths, new Map([[w, { seq: 1, hash: all[1]!.hash }]]));
    expect(bySeq.lines.map((l) => l.seq)).toEqual(page2.lines.map((l) => l.seq));
    const badHint = readLines(a.paths, new Map([[w, { seq: 1, hash: all[1]!.hash, offset: 7 }]]));
    expect(badHint.lines.map((l) => l.seq)).toEqual(page2.lines.map((l) => l.seq));
    // A cursor beyond the local head (the peer is ahead) yields nothing.
    const ahead = readLines(a.paths, new Map([[w, { seq: 99, hash: 'f'.repeat(64) }]]));
    expect(ahead.lines).toEqual([]);
    expect(ahead.cursors.get(w)?.seq).toBe(99);
  });

  it('refuses a cursor whose hash differs from the line at its seq (diverged chains)', () => {
    const w = writerOf(a);
    expect(code(() => readLines(a.paths, new Map([[w, { seq: 1, hash: '0'.repeat(64) }]])))).toBe(
      'CHAIN_BROKEN',
    );
  });

  it('refuses a different line at a known seq and writes nothing', () => {
    const lines = readLines(a.paths).lines;
    const w = writerOf(a);
    appendForeign(b.paths, lines);
    const before = readFileSync(shardOf(b, w), 'utf8');
    const ev = JSON.parse(lines[1]!.line) as LedgerEvent;
    const forged = encodeEvent({ ...ev, event_id: 'forged' }).line;
    expect(code(() => appendForeign(b.paths, [{ writer: w, line: forged }]))).toBe('CHAIN_BROKEN');
    expect(readFileSync(shardOf(b, w), 'utf8')).toBe(before);
  });

  it('with skipDiverged, leaves out only the writers whose chains differ', () => {
    const lines = readLines(a.paths).lines;
    const w = writerOf(a);
    appendForeign(b.paths, lines.slice(0, 2));
    const forged = encodeEvent({ ...(JSON.parse(lines[1]!.line) as LedgerEvent), event_id: 'forged' }).line;
    const other = encodeEvent({
      schema: 'memory-ledger.v1',
      event_id: 'o1',
      ts: '2026-06-01T00:00:00.000Z',
      writer: 'other-writer',
      seq: 0,
      type: 'record.purged',
      record_id: 'r-x',
      payload: {},
      prev: null,
    });
    const batch = [
      { writer: w, line: forged },
      { writer: 'other-writer', line: other.line },
    ];
    expect(code(() => appendForeign(b.paths, batch))).toBe('CHAIN_BROKEN');
    const r = appendForeign(b.paths, batch, { skipDiverged: true });
    expect(r).toMatchObject({ inserted: 1, skipped: 0 });
    expect(r.diverged?.map((d) => [d.writer, d.seq])).toEqual([[w, 1]]);
    expect(readFileSync(join(b.paths.ledgerDirs.shared, 'other-writer.jsonl'), 'utf8')).toBe(other.line);
    // The same on the reading side: a cursor that does not match leaves its writer out, the rest is read.
    const cursors = new Map([
      [w, { seq: 1, hash: '0'.repeat(64) }],
      ['other-writer', { seq: -1, hash: null }],
    ]);
    expect(code(() => readLines(b.paths, cursors))).toBe('CHAIN_BROKEN');
    const read = readLines(b.paths, cursors, { skipDiverged: true });
    expect(read.lines.map((l) => l.writer)).toEqual(['other-writer']);
    expect(read.diverged?.map((d) => d.writer)).toEqual([w]);
  });

  it('is all-or-nothing: a gap in one writer keeps another writer’s valid lines out too', () => {
    const lines = readLines(a.paths).lines;
    const other = encodeEvent({
      schema: 'memory-ledger.v1',
      event_id: 'o1',
      ts: '2026-06-01T00:00:00.000Z',
      writer: 'other-writer',
      seq: 0,
      type: 'record.purged',
      record_id: 'r-x',
      payload: {},
      prev: null,
    });
    const batch = [{ writer: 'other-writer', line: other.line }, lines[0]!, lines[2]!];
    expect(code(() => appendForeign(b.paths, batch))).toBe('CHAIN_BROKEN');
    expect(readdirSync(b.paths.ledgerDirs.shared).filter((f) => f.endsWith('.jsonl'))).toEqual([]);
  });

  it('refuses edited lines, lines of another writer, bad writer ids and partial lines', () => {
    const [first] = readLines(a.paths).lines;
    const w = writerOf(a);
    const edited = first!.line.replace('staging', 'Staging');
    expect(code(() => appendForeign(b.paths, [{ writer: w, line: edited }]))).toBe('CHAIN_BROKEN');
    expect(code(() => appendForeign(b.paths, [{ writer: 'someone-else', line: first!.line }]))).toBe(
      'INVALID_INPUT',
    );
    expect(code(() => appendForeign(b.paths, [{ writer: '../../etc', line: first!.line }]))).toBe(
      'INVALID_INPUT',
    );
    expect(code(() => appendForeign(b.paths, [{ writer: w, line: first!.line.slice(0, -1) }]))).toBe(
      'INVALID_INPUT',
    );
    expect(existsSync(shardOf(b, w))).toBe(false);
  });

  it('never extends a torn tail: it is moved aside, then the chain continues', () => {
    const lines = readLines(a.paths).lines;
    const w = writerOf(a);
    appendForeign(b.paths, lines.slice(0, 2));
    appendFileSync(shardOf(b, w), '{"schema":"memory-ledger.v1","event_');
    expect(heads(b.paths).get(w)?.seq).toBe(1);
    const torn: string[] = [];
    const r = appendForeign(b.paths, lines, { onTorn: (t) => torn.push(t.tornFile) });
    expect(r).toEqual({ inserted: lines.length - 2, skipped: 2 });
    expect(torn).toEqual([`${shardOf(b, w)}.torn`]);
    expect(readFileSync(shardOf(b, w), 'utf8')).toBe(readFileSync(shardOf(a, w), 'utf8'));
    expect(readFileSync(`${shardOf(b, w)}.torn`, 'utf8')).toBe('{"schema":"memory-ledger.v1","event_\n');
  });

  it('reads lines up to a damaged one and reports it', () => {
    const w = writerOf(a);
    const file = shardOf(a, w);
    const text = readFileSync(file, 'utf8').split('\n');
    text[2] = text[2]!.replace('Biome', 'biome');
    writeFileSync(file, text.join('\n'));
    const r = readLines(a.paths);
    expect(r.lines.map((l) => l.seq)).toEqual([0, 1]);
    expect(r.problems.map((p) => p.kind)).toEqual(['bad_hash']);
    // The damaged line is the tail: the head is the last sound line before it.
    expect(text.filter((l) => l.length > 0)).toHaveLength(3);
    expect(heads(a.paths).get(w)?.seq).toBe(1);
  });

  it('has no shards and no heads for a project without a team ledger', () => {
    const empty = resolvePaths(join(pb.root, 'nothing'), pb.home);
    expect(heads(empty).size).toBe(0);
    expect(readLines(empty)).toMatchObject({ lines: [], problems: [], more: false });
  });

  it('finds cursors and known lines from the tail of a large shard (several read windows)', () => {
    const file = join(b.paths.ledgerDirs.shared, 'big-writer.jsonl');
    const chain = bigChain('big-writer', 6_000);
    mkdirSync(b.paths.ledgerDirs.shared, { recursive: true });
    writeFileSync(file, chain.map((c) => c.line).join(''));
    expect(readFileSync(file).length).toBeGreaterThan(4 << 20);
    const cursor = (seq: number) => new Map([['big-writer', { seq, hash: chain[seq]!.hash }]]);
    // Near the tail, in the middle, at the very start: the same lines a full scan finds.
    for (const seq of [5_990, 3_000, 0]) {
      const r = readLines(b.paths, cursor(seq));
      expect(r.lines.map((l) => l.line)).toEqual(chain.slice(seq + 1).map((c) => c.line));
    }
    expect(readLines(b.paths, cursor(5_999)).lines).toEqual([]);
    const forkedHead = new Map([['big-writer', { seq: 5_999, hash: '0'.repeat(64) }]]);
    expect(code(() => readLines(b.paths, forkedHead))).toBe('CHAIN_BROKEN');
    const forkedMiddle = new Map([['big-writer', { seq: 2_000, hash: '0'.repeat(64) }]]);
    expect(code(() => readLines(b.paths, forkedMiddle))).toBe('CHAIN_BROKEN');
    // Known lines sent back (old and new ones) are recognised, a forged one among them is refused.
    const back = [chain[3]!, chain[5_000]!, chain[5_999]!].map((c) => ({
      writer: 'big-writer',
      line: c.line,
    }));
    expect(appendForeign(b.paths, back)).toEqual({ inserted: 0, skipped: 3 });
    const forged = bigChain('big-writer', 10, 'forged')[4]!;
    expect(code(() => appendForeign(b.paths, [{ writer: 'big-writer', line: forged.line }]))).toBe(
      'CHAIN_BROKEN',
    );
    const more = bigChain('big-writer', 6_002).slice(6_000);
    expect(
      appendForeign(
        b.paths,
        more.map((c) => ({ writer: 'big-writer', line: c.line })),
      ),
    ).toEqual({
      inserted: 2,
      skipped: 0,
    });
  });
});

/** A writer's chain of sealed lines of ~1 KiB each. */
function bigChain(writer: string, count: number, tag = 'x'): { line: string; hash: string }[] {
  const out: { line: string; hash: string }[] = [];
  let prev: string | null = null;
  for (let seq = 0; seq < count; seq++) {
    const sealed = encodeEvent({
      schema: 'memory-ledger.v1',
      event_id: `ev-${seq}-${tag}`,
      ts: '2026-06-01T00:00:00.000Z',
      writer,
      seq,
      type: 'record.purged',
      record_id: `r-${seq}`,
      payload: { pad: `${tag} ${'x'.repeat(900)}` },
      prev,
    });
    out.push(sealed);
    prev = sealed.hash;
  }
  return out;
}
