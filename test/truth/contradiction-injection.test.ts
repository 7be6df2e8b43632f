import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordText } from '../../src/cli/format.js';
import { runHook } from '../../src/hooks/run.js';
import { syncAgentsMd } from '../../src/integrations/ingest/index.js';
import { formatPacket } from '../../src/packets/packet.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

// Issue 11 item 4: contradictions are visible wherever memories leave spool, and the memory that replaced
// another ranks first for "what do we use now".

let p: TempProject;
let s: ReturnType<typeof openTest>;

beforeEach(() => {
  p = tempProject();
  s = openTest(p);
});

afterEach(async () => {
  await s.close();
  p.cleanup();
});

const sum = (xs: { weight: number }[]): number => xs.reduce((n, x) => n + x.weight, 0);

/** What the user-prompt hook hands Claude Code for `prompt`, as JSON text. */
async function userPromptHook(prompt: string): Promise<string> {
  const out = await runHook(
    'user-prompt',
    JSON.stringify({ cwd: p.root, hook_event_name: 'UserPromptSubmit', prompt }),
    {
      cwd: p.root,
      home: p.home,
      root: p.root,
      now: () => new Date('2026-06-01T12:00:00Z'),
      open: () => openTest(p),
      warn: () => {},
    },
  );
  return JSON.stringify(out);
}

describe('contradiction markers at injection', () => {
  it('marks both sides, names the other id, and ranks the replacement first', async () => {
    const old = await s.remember({ content: 'The catalog started out on MongoDB.', memory_type: 'fact' });
    const now = await s.remember({
      content: 'We moved the catalog from MongoDB to Postgres last spring.',
      memory_type: 'fact',
    });
    expect(now.warnings.join('\n')).toContain(`may contradict ${old.record_id}`);
    expect(now.warnings.join('\n').toLowerCase()).toContain('mongodb');

    // Both records carry the hint; the one told as history is the outdated one.
    expect((await s.get(now.record_id)).contradicts).toEqual([old.record_id]);
    const oldRec = await s.get(old.record_id);
    expect(oldRec.contradicts).toEqual([now.record_id]);
    expect(oldRec.outdated_by).toBe(now.record_id);
    // The hint is no edit: the old record's recency is unchanged.
    expect(oldRec.updated_at).toBe(oldRec.created_at);
    // `spool memory show` says it too.
    expect(recordText(oldRec)).toContain(`⚖ outdated by: ${now.record_id}`);

    const r = await s.recall({ query: 'what database does the catalog use now', limit: 5 });
    const ids = r.results.map((x) => x.record_id);
    expect(ids.indexOf(now.record_id)).toBeLessThan(ids.indexOf(old.record_id));
    const oldItem = r.results.find((x) => x.record_id === old.record_id);
    const newItem = r.results.find((x) => x.record_id === now.record_id);
    expect(oldItem?.markers).toContain(
      `⚖ contradicts ${now.record_id}, which says this changed — check which holds`,
    );
    expect(newItem?.markers).toContain(`⚖ contradicts ${old.record_id} — check which holds`);
    const penalty = oldItem?.score_breakdown.find((c) => c.source === 'Contradiction');
    expect(penalty?.weight).toBeLessThan(0);
    for (const x of r.results) expect(x.score).toBe(sum(x.score_breakdown));
  });

  it('a decision that leaves a tool behind marks the older fact naming it (another type), in the hook and bundles', async () => {
    const travis = await s.remember({ content: 'CI runs on Travis CI.', memory_type: 'fact' });
    const switched = await s.remember({
      content:
        'We switched CI from Travis to GitHub Actions because Travis dropped free minutes for open source.',
      memory_type: 'decision',
    });
    expect(switched.warnings.join('\n')).toContain(`may contradict ${travis.record_id}`);
    expect((await s.get(travis.record_id)).outdated_by).toBe(switched.record_id);
    // Recall shows the outdated fact, marked; a hook or bundle hands the agent what replaced it instead.
    const recalled = (await s.recall({ query: 'Travis CI' })).results.find(
      (x) => x.record_id === travis.record_id,
    );
    expect(recalled?.markers.join(' ')).toContain(
      `⚖ contradicts ${switched.record_id}, which says this changed`,
    );
    const hook = await userPromptHook('why is the Travis CI build red?');
    expect(hook).not.toContain('CI runs on Travis CI.');
    expect(hook).toContain('We switched CI from Travis to GitHub Actions');
    expect(hook).toContain(`⚖ contradicts ${travis.record_id}`);
    const bundle = await s.context({ task: 'fix the Travis CI config' });
    const ids = bundle.sections.flatMap((x) => x.items).map((i) => i.id);
    expect(ids).toContain(switched.record_id);
    expect(ids).not.toContain(travis.record_id);
  });

  it('ranks the newer memory first when the older one is the history phrasing', async () => {
    const moved = await s.remember({
      content: 'Hosting for the marketing site went from DigitalOcean to Render.',
      memory_type: 'fact',
    });
    const first = await s.remember({
      content: 'The marketing site was first hosted on DigitalOcean.',
      memory_type: 'fact',
    });
    // The newer memory is the history: it is the outdated side, whatever the dates say.
    expect((await s.get(first.record_id)).outdated_by).toBe(moved.record_id);
    expect((await s.get(moved.record_id)).outdated_by).toBeUndefined();
    const r = await s.recall({ query: 'where is the marketing site hosted', limit: 5 });
    const ids = r.results.map((x) => x.record_id);
    expect(ids.indexOf(moved.record_id)).toBeLessThan(ids.indexOf(first.record_id));
  });

  it('shows the marker in wakeup, context bundles, hooks and AGENTS.md', async () => {
    const a = await s.remember({
      content: 'Always squash-merge pull requests into main.',
      memory_type: 'convention',
    });
    const b = await s.remember({
      content: 'Never squash when merging pull requests into main.',
      memory_type: 'convention',
    });
    const marker = `⚖ contradicts ${a.record_id}`;

    const wake = await s.wakeup();
    const wakeText = formatPacket(wake, 'prompt');
    expect(wakeText).toContain(marker);
    expect(wakeText).toContain(`⚖ contradicts ${b.record_id}`);

    const ctx = await s.context({ task: 'merge the pull requests into main' });
    expect(formatPacket(ctx, 'markdown')).toContain(marker);

    // The hook hands over the memory that replaced the other, with the marker naming it.
    const injected = await userPromptHook('squash merge pull requests into main');
    expect(injected).toContain('Never squash when merging');
    expect(injected).toContain(marker);

    await syncAgentsMd(s);
    const agents = readFileSync(join(p.root, 'AGENTS.md'), 'utf8');
    expect(agents).toContain(marker);
    expect(agents).toContain(`⚖ contradicts ${b.record_id}`);
  });

  it('drops the marker once the other side is archived', async () => {
    const a = await s.remember({ content: 'We deploy with Fly.io.', memory_type: 'decision' });
    const b = await s.remember({ content: 'We no longer deploy with Fly.io.', memory_type: 'decision' });
    expect(
      (await s.recall({ query: 'deploy Fly.io' })).results.find((x) => x.record_id === b.record_id)?.markers,
    ).toContain(`⚖ contradicts ${a.record_id} — check which holds`);
    await s.transition(a.record_id, 'archive');
    const r = await s.recall({ query: 'deploy Fly.io' });
    const item = r.results.find((x) => x.record_id === b.record_id);
    expect(item?.markers.some((m) => m.startsWith('⚖'))).toBe(false);
    expect(r.results.some((x) => x.record_id === a.record_id)).toBe(false);
  });

  it('marks both sides of an open fact conflict', async () => {
    const stated = await s.remember({
      content: 'The api uses PostgreSQL',
      memory_type: 'fact',
      fact: { subject: 'api', predicate: 'uses_database', object: 'PostgreSQL', strength: 'stated' },
    });
    const inferred = await s.remember({
      content: 'The api uses MongoDB',
      memory_type: 'fact',
      fact: { subject: 'api', predicate: 'uses_database', object: 'MongoDB', strength: 'inferred' },
    });
    expect((await s.get(inferred.record_id)).disputed).toBe(true);
    expect((await s.get(stated.record_id)).contradicts).toContain(inferred.record_id);
    const r = await s.recall({ query: 'api database', include_candidates: true });
    expect(r.results.find((x) => x.record_id === stated.record_id)?.markers).toContain(
      `⚖ contradicts ${inferred.record_id} — check which holds`,
    );
  });

  it('never injects a superseded record as current (wakeup, context, hooks)', async () => {
    const fact = (object: string) => ({
      content: `The api stores its data in ${object}`,
      memory_type: 'fact' as const,
      fact: { subject: 'api', predicate: 'uses_database', object, strength: 'stated' as const },
    });
    const old = await s.remember(fact('MongoDB'));
    const now = await s.remember(fact('PostgreSQL'));
    expect((await s.get(old.record_id)).superseded_by).toBe(now.record_id);
    const wake = formatPacket(await s.wakeup(), 'json');
    expect(wake).toContain(now.record_id);
    expect(wake).not.toContain(old.record_id);
    const ctx = formatPacket(await s.context({ task: 'where does the api store its data' }), 'json');
    expect(ctx).toContain(now.record_id);
    expect(ctx).not.toContain(old.record_id);
    const out = await userPromptHook('which database does the api store data in');
    expect(out).not.toContain(old.record_id);
    expect(out).not.toContain('MongoDB');
  });
});
