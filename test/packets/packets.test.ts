import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { estimateTokens, formatPacket } from '../../src/packets/packet.js';
import { cli } from '../cli/run.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

describe('wakeup and context packets', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
    mkdirSync(p.root, { recursive: true });
  });
  afterEach(() => p.cleanup());

  it('wakeup groups by type in section order, respects per-section limits and the token budget, with the footer', async () => {
    const s = openTest(p);
    for (let i = 0; i < 12; i++)
      await s.remember({
        content: `Constraint number ${i}: never do thing ${i} in production`,
        memory_type: 'constraint',
      });
    await s.remember({ content: 'We chose SQLite for local storage', memory_type: 'decision' });
    await s.remember({ content: 'Files are kebab-case', memory_type: 'convention' });
    await s.remember({ content: 'I like short answers', memory_type: 'preference', scope: 'user' });
    await s.remember({ content: 'Unreviewed idea', memory_type: 'decision', source_kind: 'ai_proposal' });
    const w = await s.wakeup();
    expect(w.sections.map((x) => x.name)).toEqual(['Constraints', 'Decisions', 'Conventions', 'Preferences']);
    expect(w.sections[0]?.items).toHaveLength(8);
    expect(JSON.stringify(w)).not.toContain('Unreviewed idea');
    const text = formatPacket(w, 'prompt');
    expect(text.trim().split('\n').at(-1)).toBe(w.footer);
    expect(w.footer).toMatch(/^spool: 11 memories · ~\d+ tokens · 0 omitted \(spool recall … for more\)$/);
    expect(estimateTokens(text)).toBeLessThanOrEqual(w.budget_tokens);
    const small = await s.wakeup({ budget_tokens: 120 });
    expect(small.omitted).toBeGreaterThan(0);
    expect(estimateTokens(formatPacket(small, 'prompt'))).toBeLessThanOrEqual(120);
    expect(small.tokens).toBeLessThanOrEqual(120);
    await s.close();
    // Delivering a packet counts as a reference for staleness.
    const tracker = JSON.parse(readFileSync(join(p.root, '.spool/local/reference-tracker.json'), 'utf8'));
    expect(Object.keys(tracker.records)).toHaveLength(11);
  });

  it('context bundles rank memories for a task and its files, with confidence and markers', async () => {
    mkdirSync(join(p.root, 'src/billing'), { recursive: true });
    writeFileSync(join(p.root, 'src/billing/invoice.ts'), 'export {}\n');
    const s = openTest(p);
    const a = await s.remember({
      content: 'Invoice totals are integers in cents',
      memory_type: 'constraint',
      file_refs: ['src/billing/invoice.ts'],
    });
    await s.remember({ content: 'The marketing site uses Astro' });
    writeFileSync(join(p.root, 'src/billing/invoice.ts'), 'export const changed = 1;\n');
    const c = await s.context({ task: 'fix rounding in invoice totals', files: ['src/billing/invoice.ts'] });
    const first = c.sections[0]?.items[0];
    expect(first?.id).toBe(a.record_id);
    expect(first?.markers).toContain('⚠ code changed since recorded: src/billing/invoice.ts — verify');
    const md = formatPacket(c, 'markdown');
    expect(md).toContain('_(high confidence');
    expect(md).toContain(a.record_id);
    const json = JSON.parse(formatPacket(c, 'json'));
    expect(json.kind).toBe('context');
    const none = await s.context({ task: 'kubernetes helm chart', min_coverage: 0.5 });
    expect(none.item_count).toBe(0);
    await s.close();
  });

  it('CLI: spool wakeup, spool get, spool explain', async () => {
    const env = { SPOOL_HOME: p.home };
    await cli(['remember', 'Never log request bodies because they hold PII', '--type', 'constraint'], {
      cwd: p.root,
      env,
    });
    const w = await cli(['wakeup'], { cwd: p.root, env });
    expect(w.stdout).toContain('## Constraints');
    expect(w.stdout).toMatch(/spool: 1 memories/);
    const g = await cli(['get', '--task', 'add request logging', '--format', 'json'], { cwd: p.root, env });
    expect(JSON.parse(g.stdout).item_count).toBe(1);
    const e = await cli(['explain', 'request logging'], { cwd: p.root, env });
    expect(e.stdout).toMatch(/Lexical.*\n.*Confidence/s);
    expect(e.stdout).toContain('= score');
    const ex = JSON.parse(
      (await cli(['explain', 'request logging', '--format', 'json'], { cwd: p.root, env })).stdout,
    );
    const id = ex.results[0].record_id;
    const one = JSON.parse(
      (await cli(['explain', id, '--query', 'kafka', '--format', 'json'], { cwd: p.root, env })).stdout,
    );
    expect(one).toMatchObject({ record_id: id, matched: false });
    expect(one.results[0].score_breakdown.some((c: { source: string }) => c.source === 'Lexical')).toBe(
      false,
    );
  });
});
