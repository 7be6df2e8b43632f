import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedFacts } from '../../src/integrations/seed-facts.js';
import type { Signal } from '../../src/reality/signals.js';
import { cli } from '../cli/run.js';
import { type TempProject, tempProject } from '../helpers.js';

const projects: TempProject[] = [];
afterEach(() => {
  for (const p of projects.splice(0)) p.cleanup();
});

function project(files: Record<string, string>): TempProject {
  const p = tempProject('spool-check-cli-');
  projects.push(p);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(p.root, rel)), { recursive: true });
    writeFileSync(join(p.root, rel), text);
  }
  return p;
}

const FLY = {
  'package.json': JSON.stringify({ name: 'shop', dependencies: { pg: '^8', express: '^4' } }),
  'package-lock.json': '{}',
  'fly.toml': 'app = "shop"\n',
};

describe('spool check', () => {
  it('exits 0 on agreement, 1 with evidence on a contradiction, and proposes once', async () => {
    const p = project(FLY);
    const env = { SPOOL_HOME: p.home };
    const run = (...args: string[]) => cli(['--root', p.root, ...args], { cwd: p.root, env });
    await run('remember', 'The database is PostgreSQL', '--type', 'project');
    const ok = await run('check');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('0 contradicted, 1 confirmed');

    await run(
      'remember',
      'We deploy to Heroku',
      '--fact',
      'app | deployment_platform | Heroku',
      '--because',
      'x',
    );
    const bad = await run('check');
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('the code says otherwise: fly.toml deploys to Fly.io, not Heroku');
    expect(bad.stdout).toContain('fly.toml:1');
    expect(bad.stdout).toContain('proposal: app | deployment_platform | Fly.io (from fly.toml)');

    const first = await run('check', '--propose', '--format', 'json');
    expect(first.code).toBe(1);
    const report = JSON.parse(first.stdout);
    expect(report.proposed.map((x: { fact: string }) => x.fact)).toEqual([
      'app | deployment_platform | Fly.io',
    ]);
    const again = JSON.parse((await run('check', '--propose', '--format', 'json')).stdout);
    expect(again.proposed).toEqual([]);
    const review = await run('memory', 'review');
    expect(review.stdout).toContain('Fly.io');

    const lint = await run('memory', 'lint');
    expect(lint.code).toBe(1);
    expect(lint.stdout).toContain('contradicted_by_code');
  });

  it('the session-start and user-prompt hooks inject a contradicted memory with its marker', async () => {
    const p = project(FLY);
    const env = { SPOOL_HOME: p.home };
    await cli(
      ['--root', p.root, 'remember', 'We deploy the shop to Heroku with git push', '--type', 'decision'],
      {
        cwd: p.root,
        env,
      },
    );
    const hook = async (event: string, extra: Record<string, unknown>) => {
      const stdin = JSON.stringify({ cwd: p.root, hook_event_name: event, session_id: 's', ...extra });
      const r = await cli(['hook', event === 'SessionStart' ? 'session-start' : 'user-prompt'], {
        cwd: p.root,
        env,
        stdin,
      });
      expect(r.code).toBe(0);
      return (JSON.parse(r.stdout).hookSpecificOutput?.additionalContext ?? '') as string;
    };
    const marker =
      /We deploy the shop to Heroku with git push ⚠ the code says otherwise: fly\.toml deploys to Fly\.io, not Heroku — verify before relying/;
    expect(await hook('SessionStart', { source: 'startup' })).toMatch(marker);
    expect(await hook('UserPromptSubmit', { prompt: 'deploy the shop to heroku with git push' })).toMatch(
      marker,
    );
  });

  it('init --seed-facts files the detected stack as candidates, once', async () => {
    const p = project(FLY);
    const env = { SPOOL_HOME: p.home };
    const run = (...args: string[]) => cli(['--root', p.root, ...args], { cwd: p.root, env });
    const r = await run('init', '--seed-facts', '--format', 'json');
    expect(r.code).toBe(0);
    const facts = JSON.parse(r.stdout).seeded.map((x: { fact: string }) => x.fact);
    expect(facts).toEqual(
      expect.arrayContaining([
        'app | deployment_platform | Fly.io',
        'app | uses_database | PostgreSQL',
        'app | package_manager | npm',
        'app | uses_framework | Express',
      ]),
    );
    const again = JSON.parse((await run('init', '--seed-facts', '--format', 'json')).stdout);
    expect(again.seeded).toEqual([]);
    // Candidates are reviewed before they count: nothing reaches the wakeup packet yet.
    expect((await run('wakeup', '--format', 'json')).stdout).not.toContain('Fly.io');
  });
});

describe('seedFacts', () => {
  const sig = (predicate: Signal['predicate'], id: string, dir = ''): Signal => ({
    predicate,
    id,
    file: `${dir ? `${dir}/` : ''}package.json`,
    line: 1,
    dir,
    strength: 'strong',
    what: 'x',
  });
  it('seeds nothing for a single-value predicate the code shows two values of (a migration in progress)', () => {
    const facts = seedFacts([
      sig('uses_database', 'mysql'),
      sig('uses_database', 'postgresql'),
      sig('uses_database', 'redis'),
    ]);
    expect(facts.map((f) => `${f.subject}|${f.predicate}|${f.object}`)).toEqual(['app|uses_database|Redis']);
  });
  it('names monorepo packages by their folder', () => {
    const facts = seedFacts([
      sig('test_framework', 'jest', 'packages/api'),
      sig('test_framework', 'vitest', 'packages/web'),
    ]);
    expect(facts.map((f) => `${f.subject}|${f.object}`)).toEqual([
      'packages/api|Jest',
      'packages/web|Vitest',
    ]);
  });
});
