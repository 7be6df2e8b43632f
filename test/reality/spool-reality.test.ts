import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { syncAgentsMd } from '../../src/integrations/ingest/index.js';
import { formatPacket } from '../../src/packets/packet.js';
import { APP_JS } from '../../src/web/assets/index.js';
import { createWebApp } from '../../src/web/server.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

const projects: TempProject[] = [];
afterEach(() => {
  for (const p of projects.splice(0)) p.cleanup();
});

/** A project whose code deploys to Fly.io and uses PostgreSQL (with a commented-out Heroku step). */
function flyProject(): TempProject {
  const p = tempProject('spool-reality-');
  projects.push(p);
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'shop', dependencies: { pg: '^8.11.0', express: '^4' } }, null, 2),
    'package-lock.json': '{}',
    'fly.toml': 'app = "shop"\n',
    '.github/workflows/deploy.yml':
      'on: push\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      # - run: git push heroku main\n      - run: flyctl deploy --remote-only\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(p.root, rel)), { recursive: true });
    writeFileSync(join(p.root, rel), text);
  }
  return p;
}

const MARKER = /⚠ the code says otherwise: .*Fly\.io, not Heroku — verify before relying/;

describe('the reality check inside spool', () => {
  it('marks a contradicted memory at injection, explains it, and the score stays an exact sum', async () => {
    const p = flyProject();
    const s = openTest(p);
    const heroku = await s.remember({
      content: 'We deploy the shop to Heroku with git push',
      memory_type: 'decision',
    });
    const pg = await s.remember({ content: 'The shop database is PostgreSQL', memory_type: 'project' });
    await s.remember({ content: 'Keep pull requests small', memory_type: 'convention' });

    const wakeup = await s.wakeup();
    const items = wakeup.sections.flatMap((x) => x.items);
    const h = items.find((i) => i.id === heroku.record_id);
    expect(h?.markers.join(' ')).toMatch(MARKER);
    expect(h?.markers.join(' ')).toContain('fly.toml and .github/workflows/deploy.yml deploy to Fly.io');
    expect(formatPacket(wakeup, 'prompt')).toMatch(MARKER);
    const ok = items.find((i) => i.id === pg.record_id);
    expect(ok?.markers.some((m) => m.includes('code says otherwise'))).toBe(false);

    const ctx = await s.context({ task: 'deploy the shop to production' });
    const inCtx = ctx.sections.flatMap((x) => x.items).find((i) => i.id === heroku.record_id);
    expect(inCtx?.markers.join(' ')).toMatch(MARKER);

    const ex = await s.explain('deploy shop', heroku.record_id);
    const item = ex.results[0];
    const reality = item?.score_breakdown.find((c) => c.source === 'Reality');
    expect(reality).toMatchObject({ term: 'contradicted', weight: -6 });
    expect(item?.score).toBe(item?.score_breakdown.reduce((a, c) => a + c.weight, 0));
    const ex2 = await s.explain('shop database', pg.record_id);
    expect(ex2.results[0]?.score_breakdown.find((c) => c.source === 'Reality')).toMatchObject({
      term: 'confirmed',
      weight: 1,
    });
    await s.close();
  });

  it('a confirmed stack fact counts as confirmation for the stale marker; an unconfirmed one goes stale', async () => {
    const p = flyProject();
    const s = openTest(p, { clock: () => new Date('2025-01-01T00:00:00Z') });
    const fly = await s.remember({
      content: 'Production runs on Fly.io',
      memory_type: 'fact',
      fact: { subject: 'app', predicate: 'deployment_platform', object: 'Fly.io' },
      reason: 'regions near users',
    });
    const owner = await s.remember({
      content: 'The shop is owned by the payments team',
      memory_type: 'fact',
      fact: { subject: 'shop', predicate: 'owner', object: 'payments team' },
      reason: 'org chart',
    });
    await s.close();
    const later = openTest(p, {
      clock: () => new Date('2026-06-01T00:00:00Z'),
      config: (await import('../../src/core/config.js')).defaultConfig(),
    });
    later.config.facts.single_value_predicates.push('owner');
    const h = await later.health();
    const staleIds = h.stale
      .filter((x) => x.markers.some((m) => m.startsWith('⚠ stale')))
      .map((x) => x.record.record_id);
    expect(staleIds).toContain(owner.record_id);
    expect(staleIds).not.toContain(fly.record_id);
    await later.close();
  });

  it('check lists contradictions with evidence, proposes a superseding candidate once, and lint fails on it', async () => {
    const p = flyProject();
    const s = openTest(p);
    const heroku = await s.remember({
      content: 'We deploy to Heroku',
      memory_type: 'fact',
      fact: { subject: 'app', predicate: 'deployment_platform', object: 'Heroku' },
      reason: 'simple',
    });
    const r1 = await s.check({ propose: true });
    expect(r1.contradicted.map((c) => c.record_id)).toEqual([heroku.record_id]);
    expect(r1.contradicted[0]?.evidence.map((e) => `${e.file}:${e.line}`)).toEqual([
      'fly.toml:1',
      '.github/workflows/deploy.yml:7',
    ]);
    expect(r1.proposed).toHaveLength(1);
    expect(r1.proposed[0]).toMatchObject({ fact: 'app | deployment_platform | Fly.io', source: 'fly.toml' });
    const candidate = await s.get(r1.proposed[0]?.record_id ?? '');
    expect(candidate.state).toBe('candidate');
    // Never an automatic change: the contradicted memory is still there, unchanged.
    expect((await s.get(heroku.record_id)).state).toBe('accepted');
    const r2 = await s.check({ propose: true });
    expect(r2.contradicted).toHaveLength(1);
    expect(r2.proposed).toEqual([]);
    // A rejected proposal is not proposed again either.
    await s.transition(candidate.record_id, 'reject');
    expect((await s.check({ propose: true })).proposed).toEqual([]);

    const lint = await s.lint();
    const f = lint.findings.find((x) => x.rule === 'contradicted_by_code');
    expect(f).toMatchObject({ severity: 'error', target: heroku.record_id });
    expect(lint.errors).toBeGreaterThan(0);
    expect((await s.health()).contradicted.map((x) => x.record.record_id)).toEqual([heroku.record_id]);
    await s.close();
  });

  it('the dashboard health API lists contradicted memories with the evidence, and the page has their section', async () => {
    const p = flyProject();
    const s = openTest(p);
    const heroku = await s.remember({ content: 'We deploy the shop to Heroku', memory_type: 'decision' });
    const token = 'test-token-0123456789abcdefghij';
    const app = createWebApp(s, { token, port: 4321 });
    const res = await app.request('/api/health', {
      headers: { host: '127.0.0.1:4321', authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as {
      contradicted: { record: { record_id: string }; reasons: string[] }[];
    };
    expect(body.contradicted.map((x) => x.record.record_id)).toEqual([heroku.record_id]);
    expect(body.contradicted[0]?.reasons[0]).toContain('Fly.io, not Heroku');
    expect(APP_JS).toContain("['contradicted', 'Contradicted by the code'");
    await s.close();
  });

  it('AGENTS.md sync writes the marker under a contradicted memory', async () => {
    const p = flyProject();
    const s = openTest(p);
    await s.remember({ content: 'We deploy the shop to Heroku', memory_type: 'decision' });
    await s.remember({ content: 'The shop database is PostgreSQL', memory_type: 'project' });
    await syncAgentsMd(s);
    const text = readFileSync(join(p.root, 'AGENTS.md'), 'utf8');
    expect(text).toMatch(
      /- We deploy the shop to Heroku.*\n {2}⚠ the code says otherwise: .*Fly\.io, not Heroku — verify before relying/,
    );
    expect(text.match(/the code says otherwise/g)).toHaveLength(1);
    await s.close();
  });

  it('recall judges only what can reach the limit: every limit gives the head of the full ranking', async () => {
    const p = flyProject();
    const s = openTest(p);
    // Confirmed (+1), contradicted (-6) and unjudged memories of close relevance to the query.
    await s.remember({ content: 'The shop database is PostgreSQL', memory_type: 'project' });
    await s.remember({ content: 'We deploy the shop database backups to Heroku', memory_type: 'decision' });
    await s.remember({ content: 'The shop database is backed up nightly', memory_type: 'project' });
    await s.remember({ content: 'Shop database migrations run before deploy', memory_type: 'convention' });
    await s.remember({ content: 'The shop keeps a database of coupons', memory_type: 'project' });
    const query = 'shop database';
    const all = await s.recall({ query, limit: 100, touch: false });
    const sources = all.results.flatMap((r) => r.score_breakdown.filter((c) => c.source === 'Reality'));
    expect(sources.map((c) => c.term).sort()).toEqual(['confirmed', 'contradicted']);
    for (let k = 1; k <= all.results.length; k++) {
      const head = await s.recall({ query, limit: k, touch: false });
      expect(head.results.map((r) => [r.record_id, r.score, r.markers])).toEqual(
        all.results.slice(0, k).map((r) => [r.record_id, r.score, r.markers]),
      );
    }
    await s.close();
  });

  it('sees the repository change and never creates .spool/ just by reading', async () => {
    const p = flyProject();
    const s = openTest(p);
    expect((await s.wakeup()).sections.flatMap((x) => x.items)).toEqual([]);
    expect(existsSync(join(p.root, '.spool'))).toBe(false);
    await s.remember({ content: 'Tests use Jest', memory_type: 'convention' });
    expect((await s.check()).contradicted).toEqual([]);
    writeFileSync(join(p.root, 'vitest.config.ts'), 'export default {};\n');
    const r = await s.check();
    expect(r.contradicted[0]?.summary).toBe('vitest.config.ts runs tests with Vitest, not Jest');
    expect(existsSync(join(p.root, '.spool/local/reality-cache.json'))).toBe(true);
    await s.close();
  });
});
