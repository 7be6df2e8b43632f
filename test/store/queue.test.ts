import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolvePaths, type SpoolPaths } from '../../src/store/paths.js';
import {
  enqueueTranscript,
  readCursors,
  readQueue,
  removeFromQueue,
  setCursor,
} from '../../src/store/queue.js';
import { type TempProject, tempProject } from '../helpers.js';

const NOW = new Date('2026-06-01T12:00:00Z');

describe('distill queue', () => {
  let p: TempProject;
  let paths: SpoolPaths;
  beforeEach(() => {
    p = tempProject();
    paths = resolvePaths(p.root, p.home);
  });
  afterEach(() => p.cleanup());

  it('reads a missing queue as empty', () => {
    expect(readQueue(paths)).toEqual([]);
    expect(removeFromQueue(paths, ['nope'])).toBe(0);
  });

  it('appends entries with ids and dedupes a pending transcript of the same session', () => {
    const a = enqueueTranscript(
      paths,
      { transcript_path: '/t/a.jsonl', session_id: 's1', reason: 'stop' },
      NOW,
    );
    expect(a.added).toBe(true);
    expect(a.entry).toMatchObject({ transcript_path: '/t/a.jsonl', session_id: 's1', reason: 'stop' });
    expect(a.entry.id).toMatch(/^q_/);
    expect(a.entry.enqueued_at).toBe(NOW.toISOString());

    const again = enqueueTranscript(
      paths,
      { transcript_path: '/t/a.jsonl', session_id: 's1', reason: 'pre-compact' },
      NOW,
    );
    expect(again).toEqual({ entry: a.entry, added: false });
    // Another session of the same file, and another file, are separate entries.
    expect(
      enqueueTranscript(paths, { transcript_path: '/t/a.jsonl', session_id: 's2', reason: 'stop' }, NOW)
        .added,
    ).toBe(true);
    expect(enqueueTranscript(paths, { transcript_path: '/t/b.jsonl', reason: 'manual' }, NOW).added).toBe(
      true,
    );
    expect(readQueue(paths).map((e) => [e.transcript_path, e.session_id])).toEqual([
      ['/t/a.jsonl', 's1'],
      ['/t/a.jsonl', 's2'],
      ['/t/b.jsonl', undefined],
    ]);
    expect(readFileSync(paths.distillQueue, 'utf8').trim().split('\n')).toHaveLength(3);
  });

  it('tolerates garbage and a torn last line, and appends on a fresh line', () => {
    const first = enqueueTranscript(paths, { transcript_path: '/t/a.jsonl', reason: 'stop' }, NOW).entry;
    appendFileSync(
      paths.distillQueue,
      'not json\n{"id":1}\n[]\n{"id":"x","transcript_path":"/t/z","reason":"bogus"}\n{"id":"q_torn","tra',
    );
    expect(readQueue(paths)).toEqual([first]);
    const second = enqueueTranscript(paths, { transcript_path: '/t/b.jsonl', reason: 'stop' }, NOW).entry;
    expect(readQueue(paths)).toEqual([first, second]);
  });

  it('removes processed entries with an atomic rewrite and keeps the others', () => {
    const a = enqueueTranscript(paths, { transcript_path: '/t/a.jsonl', reason: 'stop' }, NOW).entry;
    const b = enqueueTranscript(paths, { transcript_path: '/t/b.jsonl', reason: 'stop' }, NOW).entry;
    appendFileSync(paths.distillQueue, 'garbage\n');
    expect(removeFromQueue(paths, [a.id, 'unknown'])).toBe(1);
    expect(readQueue(paths)).toEqual([b]);
    expect(readFileSync(paths.distillQueue, 'utf8')).toBe(`${JSON.stringify(b)}\n`);
    expect(removeFromQueue(paths, [b.id])).toBe(1);
    expect(readQueue(paths)).toEqual([]);
    // Once removed, the same transcript can be queued again.
    expect(enqueueTranscript(paths, { transcript_path: '/t/a.jsonl', reason: 'stop' }, NOW).added).toBe(true);
  });

  it('keeps entries from concurrent writers (the lock serialises them)', async () => {
    const jobs = Array.from({ length: 20 }, (_, i) =>
      Promise.resolve().then(() =>
        enqueueTranscript(paths, { transcript_path: `/t/${i % 10}.jsonl`, reason: 'stop' }, NOW),
      ),
    );
    const results = await Promise.all(jobs);
    expect(results.filter((r) => r.added)).toHaveLength(10);
    expect(readQueue(paths)).toHaveLength(10);
  });

  it('keeps every entry when several processes enqueue at once', async () => {
    const queueJs = join(process.cwd(), 'dist', 'store', 'queue.js');
    const pathsJs = join(process.cwd(), 'dist', 'store', 'paths.js');
    const script = `
      const { enqueueTranscript } = await import(${JSON.stringify(queueJs)});
      const { resolvePaths } = await import(${JSON.stringify(pathsJs)});
      const paths = resolvePaths(process.argv[1], process.argv[2]);
      for (let i = 0; i < 15; i++) {
        enqueueTranscript(paths, { transcript_path: '/t/' + process.argv[3] + '-' + i + '.jsonl', reason: 'stop' }, new Date());
        enqueueTranscript(paths, { transcript_path: '/t/shared-' + i + '.jsonl', reason: 'stop' }, new Date());
      }`;
    const runs = ['a', 'b', 'c', 'd'].map(
      (w) =>
        new Promise<number | null>((done) => {
          const child = spawn(process.execPath, ['--input-type=module', '-e', script, p.root, p.home, w], {
            stdio: 'inherit',
          });
          child.on('exit', done);
        }),
    );
    expect(await Promise.all(runs)).toEqual([0, 0, 0, 0]);
    const entries = readQueue(paths);
    expect(entries).toHaveLength(4 * 15 + 15);
    expect(new Set(entries.map((e) => e.transcript_path)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it('stores distill cursors and forgets corrupt ones', () => {
    expect(readCursors(paths).size).toBe(0);
    setCursor(paths, '/t/a.jsonl', { offset: 120, session_id: 's1', updated_at: NOW.toISOString() }, NOW);
    expect(readCursors(paths).get('/t/a.jsonl')).toEqual({
      offset: 120,
      session_id: 's1',
      updated_at: NOW.toISOString(),
    });
    mkdirSync(paths.localDir, { recursive: true });
    writeFileSync(`${paths.localDir}/distill-cursors.json`, '{oops');
    expect(readCursors(paths).size).toBe(0);
  });
});
