import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  assembleWakeup,
  estimateTokens,
  footerLine,
  formatPacket,
  type PacketItem,
} from '../../src/packets/packet.js';
import { cli } from '../cli/run.js';
import { movableClock, openTest, recordLine, type TempProject, tempProject } from '../helpers.js';

describe('wakeup and context packets', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
    mkdirSync(p.root, { recursive: true });
  });
  afterEach(() => p.cleanup());

  it('wakeup groups by type in section order within the token budget, with the footer', async () => {
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
    // Twelve constraints: the section's share is 8, and the budget left after every share shows the rest.
    expect(w.sections[0]?.items).toHaveLength(12);
    expect(JSON.stringify(w)).not.toContain('Unreviewed idea');
    const text = formatPacket(w, 'prompt');
    expect(text.trim().split('\n').at(-1)).toBe(w.footer);
    expect(w.footer).toMatch(/^spool: 15 memories · ~\d+ tokens · 0 omitted \(spool recall … for more\)$/);
    expect(estimateTokens(text)).toBeLessThanOrEqual(w.budget_tokens);
    const small = await s.wakeup({ budget_tokens: 120 });
    // Everything eligible is either shown or counted (the unreviewed idea is not eligible).
    expect(small.omitted + small.item_count).toBe(15);
    expect(small.footer).toContain(`${small.item_count} memories`);
    expect(small.footer).toContain(`${small.omitted} omitted`);
    expect(estimateTokens(formatPacket(small, 'prompt'))).toBeLessThanOrEqual(120);
    expect(small.tokens).toBeLessThanOrEqual(120);
    await s.close();
    // Delivering a packet counts as a reference for staleness.
    const tracker = JSON.parse(readFileSync(join(p.root, '.spool/local/reference-tracker.json'), 'utf8'));
    expect(Object.keys(tracker.records)).toHaveLength(15);
  });

  it('wakeup counts what section shares leave out (issue 11): 8 notes → 5 shown, 3 omitted', async () => {
    const s = openTest(p);
    for (let i = 0; i < 8; i++)
      await s.remember({ content: `Session note ${i}: looked at flaky test t${i}` });
    await s.remember({ content: 'Never force-push to main', memory_type: 'constraint' });
    const w = await s.wakeup();
    expect(w.sections.map((x) => [x.name, x.items.length])).toEqual([
      ['Constraints', 1],
      ['Recent', 5],
    ]);
    expect(w.omitted).toBe(3);
    expect(w.footer).toMatch(/^spool: 6 memories · ~\d+ tokens · 3 omitted/);
    expect(JSON.parse(formatPacket(w, 'json')).omitted).toBe(3);
    await s.close();
  });

  it('wakeup keeps canonical and hand-written facts ahead of newer ones (issue 11)', async () => {
    const clock = movableClock('2026-01-01T00:00:00Z');
    const s = openTest(p, { clock: clock.clock });
    const canonical = await s.remember({ content: 'Postgres is our primary database', memory_type: 'fact' });
    await s.transition(canonical.record_id, 'promote');
    const manual = await s.remember({ content: 'Staging runs on Render', memory_type: 'project' });
    clock.advanceDays(100);
    // Newer hand-written project memories outscore the canonical fact on recency alone…
    for (let i = 0; i < 10; i++)
      await s.remember({ content: `Service s${i} listens on port ${8000 + i}`, memory_type: 'project' });
    // …and many newer imported ones (medium confidence) hide the hand-written one from a recency preselection.
    const lines = Array.from({ length: 30 }, (_, i) =>
      recordLine({
        record_id: `01JIMPORTED${String(i).padStart(15, '0')}`,
        content: `Imported from CLAUDE.md: package p${i} builds with tsc`,
        memory_type: 'project',
        created_at: '2026-04-10T00:00:00.000Z',
      }),
    );
    expect((await s.importJsonl(lines.join('\n'))).imported).toBe(30);
    const w = await s.wakeup({ maintenance: false });
    const project = w.sections.find((x) => x.name === 'Project')?.items.map((i) => i.id) ?? [];
    expect(project[0]).toBe(canonical.record_id);
    expect(project).toContain(manual.record_id);
    // 42 project memories are eligible: each one is shown or counted.
    expect(w.item_count + w.omitted).toBe(42);
    expect(w.tokens).toBeLessThanOrEqual(w.budget_tokens);
    await s.close();
  });

  it('wakeup shows a canonical fact of a later section before the share of an earlier one fills the budget', () => {
    const item = (id: string, tokens: number): PacketItem => ({
      kind: 'record',
      id,
      title: null,
      content: id,
      memory_type: 'constraint',
      confidence: 'high',
      markers: [],
      score: 1,
      tokens,
    });
    const constraints = Array.from({ length: 8 }, (_, i) => item(`c${i}`, 50));
    const sections = [
      { name: 'Constraints', items: constraints, trust: constraints.map(() => 2), limit: 8, spill: true },
      { name: 'Project', items: [item('canonical', 60)], trust: [3], limit: 6, spill: true },
    ];
    const w = assembleWakeup(sections, 400, '# header', 0);
    const shown = w.sections.flatMap((x) => x.items.map((i) => i.id));
    expect(shown).toContain('canonical');
    // Constraints still fill what the budget leaves, in their order, and what is left out is counted.
    expect(shown.filter((id) => id !== 'canonical')).toEqual(
      constraints.slice(0, shown.length - 1).map((c) => c.id),
    );
    expect(w.item_count + w.omitted).toBe(9);
    expect(w.tokens).toBeLessThanOrEqual(400);
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

  it('a context bundle counts every match it leaves out: limit, topic, score bar and budget alike', async () => {
    const s = openTest(p);
    for (let i = 0; i < 25; i++)
      await s.remember({ content: `Invoice rounding rule ${i}: totals of currency ${i} round half-even` });
    // Matches a task word only: scored by the search, left out as off the task's topic.
    await s.remember({ content: 'Fix flaky tests by pinning the random seed' });
    for (const c of ['The marketing site uses Astro', 'Deploys go through Fly.io'])
      await s.remember({ content: c });
    // Unreviewed: never eligible for a bundle, so never counted as omitted either.
    await s.remember({ content: 'Invoice rounding might move to bankers', source_kind: 'ai_proposal' });
    const matches = await s.recall({ query: 'fix invoice rounding', limit: 100 });
    expect(matches.result_count).toBe(26);
    const c = await s.context({ task: 'fix invoice rounding', limit: 5, budget_tokens: 150 });
    expect(c.item_count).toBeGreaterThan(0);
    expect(c.item_count).toBeLessThan(5);
    expect(c.item_count + c.omitted).toBe(26);
    expect(c.footer).toContain(`· ${c.omitted} omitted (`);
    expect(JSON.parse(formatPacket(c, 'json')).omitted).toBe(c.omitted);
    // Nothing left out: nothing omitted.
    const one = await s.context({ task: 'marketing site astro' });
    expect([one.item_count, one.omitted]).toEqual([1, 0]);
    await s.close();
  });

  it('a context bundle for a general question or a go-ahead holds only memories about all of it (issue 11)', async () => {
    const s = openTest(p);
    await s.remember({ content: 'Staging deploys keep the last five releases', memory_type: 'fact' });
    await s.remember({ content: 'Commit messages follow Conventional Commits', memory_type: 'convention' });
    await s.remember({ content: 'Never call Stripe from tests', memory_type: 'constraint' });
    // "keep", "last" and "staged" are words of the deploy memory; the question is about git, not about it.
    const general = await s.context({ task: 'how do I undo my last commit but keep the changes staged' });
    expect(general.sections.flatMap((x) => x.items.map((i) => i.content))).not.toContain(
      'Staging deploys keep the last five releases',
    );
    // The same words as a task about the project do reach it.
    const task = await s.context({ task: 'keep the last releases on staging deploys' });
    expect(task.sections.flatMap((x) => x.items.map((i) => i.content))).toContain(
      'Staging deploys keep the last five releases',
    );
    const ack = await s.context({ task: 'ok, commit it' });
    expect([ack.item_count, ack.omitted]).toEqual([0, 0]);
    // A question the project's memories are about passes the general bar.
    const about = await s.context({ task: 'how do I write commit messages, conventional commits?' });
    expect(about.sections.flatMap((x) => x.items.map((i) => i.content))).toContain(
      'Commit messages follow Conventional Commits',
    );
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
    expect(w.stdout).toMatch(/spool: 1 memory ·/);
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

describe('footerLine', () => {
  it('says "1 memory", not "1 memories"', () => {
    expect(footerLine(1, 40, 0)).toMatch(/^spool: 1 memory · ~40 tokens · 0 omitted/);
    expect(footerLine(2, 80, 1)).toMatch(/^spool: 2 memories · ~80 tokens · 1 omitted/);
  });
});
