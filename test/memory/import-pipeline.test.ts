import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/core/clock.js';
import { contentHash } from '../../src/core/hash.js';
import { createInlinePreparer } from '../../src/memory/import-pipeline.js';
import type { Spool, SpoolOptions } from '../../src/spool.js';
import { openTest, recordLine, type TempProject, tempProject } from '../helpers.js';

// The worker thread only exists in the build (a worker cannot run TypeScript sources), so the threaded
// path is exercised through dist/, which the global setup builds before the suite.
const dist = (await import('../../dist/index.js')) as { openSpool: (o: SpoolOptions) => Spool };
const distPipeline = (await import('../../dist/memory/import-pipeline.js')) as {
  createThreadedPreparer: typeof createInlinePreparer;
};

const limits = { max_content_bytes: 64 * 1024, max_title_chars: 300, max_tags: 32 };
const WORDS = ['ledger', 'façade', 'naïve', 'Straße', 'parseHttpRequest', 'src/store/ledger.ts', 'v1.2.3'];

function record(i: number, content: string, extra: Record<string, unknown> = {}): string {
  return recordLine({
    record_id: `01IMPORT${String(i).padStart(18, '0')}`,
    content,
    memory_type: i % 3 === 0 ? 'decision' : 'fact',
    scope: i % 50 === 0 ? 'user' : 'project',
    tags: [`t${i % 7}`, i % 2 ? 'Odd ' : 'even'],
    created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    ...extra,
  });
}

/** ~2,600 lines: several chunks, so the threaded path really pipelines, plus every kind of bad line. */
function corpus(): { text: string; bad: number[] } {
  const lines: string[] = [];
  const bad: number[] = [];
  for (let i = 0; i < 2600; i++) {
    const w = WORDS[i % WORDS.length];
    lines.push(
      record(i, `memory ${i}: the ${w} module keeps   its state in ${w}s <private>hidden ${i}</private>`),
    );
  }
  lines.splice(10, 0, 'not json');
  bad.push(11);
  lines.splice(500, 0, record(9001, 'the deploy token is ghp_abcdefghijklmnopqrstuvwxyz0123456789'));
  bad.push(501);
  lines.splice(
    1200,
    0,
    record(9002, 'MEMORY 4: the parseHttpRequest module keeps its state in parseHttpRequests'),
  );
  lines.splice(1500, 0, '');
  lines.splice(2100, 0, record(9003, 'x'.repeat(10), { memory_type: 'nope' }));
  bad.push(2101);
  return { text: `${lines.join('\n')}\n${lines[0]}\n`, bad };
}

describe('bulk import pipeline', () => {
  let a: TempProject;
  let b: TempProject;
  beforeEach(() => {
    a = tempProject();
    b = tempProject();
  });
  afterEach(() => {
    a.cleanup();
    b.cleanup();
  });

  it('imports the same records whether lines are prepared inline or on the worker thread', async () => {
    const { text, bad } = corpus();
    const inline = openTest(a);
    const threaded = dist.openSpool({
      root: b.root,
      home: b.home,
      clock: fixedClock('2026-06-01T12:00:00Z'),
      warn: () => {},
    });
    const r1 = await inline.importJsonl(text);
    const r2 = await threaded.importJsonl(text);
    expect(r1.errors.map((e) => e.line)).toEqual(bad);
    expect(r1.errors.map((e) => e.code)).toEqual(['INVALID_INPUT', 'SECRET_DETECTED', 'INVALID_INPUT']);
    // 2,600 good lines; one differs from #4 only in case and spacing (a duplicate), one repeats line 1.
    expect(r1).toMatchObject({ imported: 2600, duplicates: 1, skipped_existing: 1 });
    expect(r2).toEqual(r1);
    // Same records, same bytes: content hashes (WebAssembly BLAKE3 on the worker, JS inline),
    // private stripping, tag normalisation and tier routing all agree.
    const exported = await threaded.exportJsonl();
    expect(exported).toBe(await inline.exportJsonl());
    const first = JSON.parse(exported.split('\n')[0] as string);
    expect(first.content).not.toContain('hidden');
    expect(first.content_hash).toBe(contentHash(first.content));
    // The projection equals a replay of the ledger, and search finds imported text.
    const doc = await threaded.doctor();
    expect(doc.ok).toBe(true);
    expect(doc.projection_mismatches).toEqual([]);
    expect(readdirSync(join(b.home, 'ledger')).length).toBe(1);
    const hit = await threaded.recall({ query: 'Straße module', limit: 3 });
    expect(hit.results[0]?.content).toContain('Straße');
    await inline.close();
    await threaded.close();
  });

  it('writes one ledger line per record, chained, though each batch is one write', async () => {
    const { text } = corpus();
    const s = dist.openSpool({ root: b.root, home: b.home, warn: () => {} });
    await s.importJsonl(text);
    await s.close();
    const shard = readdirSync(join(b.root, '.spool/ledger'))[0] as string;
    const lines = readFileSync(join(b.root, '.spool/ledger', shard), 'utf8')
      .trimEnd()
      .split('\n');
    // 52 of the 2,600 records are user-scoped and live in the user tier.
    expect(lines.length).toBe(2600 - 52);
    const ev = JSON.parse(lines[0] as string);
    expect(ev).toMatchObject({ seq: 0, prev: null, type: 'record.created' });
    expect(ev.payload.record.record_id).toBe('01IMPORT000000000000000001');
    expect(JSON.parse(lines.at(-1) as string).seq).toBe(lines.length - 1);
  });

  it('refuses an impossibly long line before parsing it', async () => {
    const prep = createInlinePreparer({ limits, root: a.root });
    const take = await prep.prepare([`{"content":"${'a'.repeat(17 * 1024 * 1024)}"}`], 7);
    expect(take()).toEqual([expect.objectContaining({ kind: 'error', line: 7, code: 'CONTENT_TOO_LARGE' })]);
  });

  it('runs the built pipeline on a worker thread and stops it on close', async () => {
    const prep = distPipeline.createThreadedPreparer({ limits, root: a.root });
    expect(prep.threaded).toBe(true);
    const chunks = await Promise.all([
      prep.prepare([record(1, 'alpha'), 'bad'], 1),
      prep.prepare([record(2, 'beta')], 3),
    ]);
    const items = chunks.map((take) => take());
    expect(items[0]?.map((i) => i.kind)).toEqual(['record', 'error']);
    expect(items[1]?.[0]).toMatchObject({
      kind: 'record',
      line: 3,
      row: { content_hash: contentHash('beta') },
    });
    await prep.close();
    await expect(prep.prepare(['x'], 1)).rejects.toThrow();
  });
});

describe('import worker failures', () => {
  it('reports a bug while gating a line as INTERNAL_ERROR on that line, and a failed chunk as an error that tells how to recover', async () => {
    // Limits missing: the gate fails on every line with a TypeError, which is not the input's fault.
    const broken = { root: '/tmp' } as unknown as Parameters<typeof createInlinePreparer>[0];
    const prep = distPipeline.createThreadedPreparer(broken);
    const items = (await prep.prepare([record(1, 'alpha')], 1))();
    expect(items).toEqual([expect.objectContaining({ kind: 'error', code: 'INTERNAL_ERROR' })]);
    // A chunk the worker cannot process at all (here: not lines) fails as a whole.
    const take = await prep.prepare([42 as unknown as string], 2);
    expect(() => take()).toThrow(/import again/);
    await prep.close();
  });
});
