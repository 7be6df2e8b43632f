import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli } from '../cli/run.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

function write(root: string, rel: string, text: string): void {
  const abs = join(root, rel);
  mkdirSync(join(abs, '..'), { recursive: true });
  writeFileSync(abs, text);
}

describe('vault notes', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
    mkdirSync(p.root, { recursive: true });
  });
  afterEach(() => p.cleanup());

  it('indexes Markdown with frontmatter under the roots, scores it with the note confidence table, never writes it', async () => {
    write(
      p.root,
      'docs/adr/0001-queue.md',
      '---\ntitle: Use SQS for jobs\nmemory_type: decision\nsource_of_truth: true\ntags: [queue, infra]\n---\n# Use SQS\nWe use SQS FIFO queues for background jobs because ordering matters.\n',
    );
    write(
      p.root,
      '.spool/notes/low.md',
      '---\nretrieval_priority: low\n---\nJobs used to run on cron boxes.\n',
    );
    write(p.root, 'docs/other/ignored.md', 'SQS jobs outside the roots\n');
    const s = openTest(p);
    const r = await s.recall('background jobs queue');
    const note = r.results.find((x) => x.kind === 'note' && x.path === 'docs/adr/0001-queue.md');
    expect(note).toMatchObject({
      record_id: 'note:docs/adr/0001-queue.md',
      title: 'Use SQS for jobs',
      memory_type: 'decision',
      confidence: 'high',
    });
    expect(note?.score_breakdown.find((c) => c.source === 'Confidence')?.weight).toBe(6);
    const low = r.results.find((x) => x.path === '.spool/notes/low.md');
    expect(low?.confidence).toBe('low');
    expect(low?.score_breakdown.find((c) => c.source === 'Confidence')?.weight).toBe(-4);
    expect(low?.score_breakdown.find((c) => c.source === 'Priority')?.weight).toBe(-2);
    expect(r.results.some((x) => x.path?.startsWith('docs/other'))).toBe(false);
    // A source_of_truth note is a key note of the wakeup packet.
    const before = await s.wakeup();
    const key = before.sections.find((x) => x.name === 'Key notes');
    expect(key?.items.map((i) => i.id)).toEqual(['note:docs/adr/0001-queue.md']);
    // Edits are picked up by mtime; deleted files leave the index.
    write(p.root, 'docs/adr/0001-queue.md', '---\ntitle: Use SQS for jobs\n---\nNow we use Kafka topics.\n');
    const idx = await s.notesIndex();
    expect(idx.notes.find((n) => n.path === 'docs/adr/0001-queue.md')?.content).toContain('Kafka');
    const w = await s.wakeup();
    expect(w.sections.some((x) => x.name === 'Key notes')).toBe(false); // no longer source_of_truth
    await s.close();
  });

  it('skips symlinks out of the root and files over the size limit; redacts secrets and lint reports them', async () => {
    const outside = tempProject();
    write(outside.root, 'secret.md', 'outside the project');
    mkdirSync(join(p.root, '.spool/notes'), { recursive: true });
    symlinkSync(join(outside.root, 'secret.md'), join(p.root, '.spool/notes/link.md'));
    write(p.root, '.spool/notes/big.md', `# Big\n${'x'.repeat(600 * 1024)}`);
    const key = ['AKIA', 'QYLPMN5HHHFPZAMR'].join('');
    write(p.root, '.spool/notes/creds.md', `Deploy key is ${key} for now`);
    const s = openTest(p);
    const idx = await s.notesIndex();
    expect(idx.notes.map((n) => n.path)).toEqual(['.spool/notes/creds.md']);
    expect(idx.skipped.map((x) => x.reason).join()).toMatch(/symlink pointing outside/);
    expect(idx.skipped.map((x) => x.reason).join()).toMatch(/max_file_bytes/);
    expect(idx.notes[0]?.content).toContain('[REDACTED:aws_access_key]');
    const lint = await s.lint();
    expect(lint.findings.find((f) => f.rule === 'secret_in_note')).toMatchObject({
      severity: 'error',
      target: '.spool/notes/creds.md',
    });
    await s.close();
    outside.cleanup();
  });
});

describe('hygiene', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
    mkdirSync(p.root, { recursive: true });
  });
  afterEach(() => p.cleanup());

  it('suggests near-duplicates and merges on request', async () => {
    const s = openTest(p);
    const a = await s.remember({ content: 'API responses are paginated with cursor tokens', tags: ['api'] });
    const b = await s.remember({
      content: 'API responses are paginated with opaque cursor tokens',
      tags: ['pagination'],
    });
    await s.remember({ content: 'The admin UI is built with Svelte' });
    const d = await s.dedup();
    expect(d).toHaveLength(1);
    expect(d[0]).toMatchObject({ keep: a.record_id, duplicate: b.record_id });
    const kept = await s.merge(a.record_id, [b.record_id]);
    expect(kept.tags.sort()).toEqual(['api', 'pagination']);
    expect((await s.get(b.record_id)).state).toBe('archived');
    expect((await s.history(b.record_id)).at(-1)?.payload.reason).toBe(`merged into ${a.record_id}`);
    expect(await s.dedup()).toEqual([]);
    await s.close();
  });

  it('lint finds facts without reasons, conflicting values and drifted code, and exits 1 on errors', async () => {
    write(p.root, 'src/db.ts', 'export const db = "pg";\n');
    const env = { SPOOL_HOME: p.home };
    await cli(
      ['remember', 'db is postgres', '--fact', 'api | uses_database | postgres', '--files', 'src/db.ts'],
      { cwd: p.root, env },
    );
    const clean = await cli(['memory', 'lint', '--format', 'json'], { cwd: p.root, env });
    expect(clean.code).toBe(0);
    expect(JSON.parse(clean.stdout).findings.map((f: { rule: string }) => f.rule)).toEqual([
      'fact_without_reason',
    ]);
    write(p.root, 'src/db.ts', 'export const db = "mysql";\n');
    await cli(['remember', 'db might be mysql', '--fact', 'api | uses_database | mysql', '--inferred'], {
      cwd: p.root,
      env,
    });
    const bad = await cli(['memory', 'lint'], { cwd: p.root, env });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/code_drift/);
    expect(bad.stdout).toMatch(/open_conflict/);
    expect(bad.stdout).toMatch(/conflicting_facts/);
  });
});
