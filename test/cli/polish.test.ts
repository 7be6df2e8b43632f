import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN, type TempProject, tempProject } from '../helpers.js';
import { cli, cliProject } from './run.js';

describe('CLI polish (issue 13)', () => {
  let p: TempProject;
  let env: NodeJS.ProcessEnv;
  beforeEach(() => {
    ({ p, env } = cliProject());
  });
  afterEach(() => p.cleanup());

  it('refuses a --root that does not exist (ROOT_NOT_FOUND, exit 2) and creates nothing', async () => {
    const typo = join(p.root, 'typo');
    for (const args of [['remember', 'x'], ['recall', 'x'], ['notes'], ['mcp']]) {
      const r = await cli(['--root', typo, ...args], { cwd: p.root, env });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain('ROOT_NOT_FOUND');
      expect(r.stderr).toContain('spool init --root');
      expect(existsSync(typo)).toBe(false);
    }
    const file = join(p.root, 'file.txt');
    writeFileSync(file, 'x');
    const notDir = await cli(['recall', 'x', '--root', file], { cwd: p.root, env });
    expect(notDir.code).toBe(2);
    expect(notDir.stderr).toContain('is not a directory');
  });

  it('init and --create make the --root directory; an existing --root is fine', async () => {
    const fresh = join(p.root, 'fresh');
    expect((await cli(['init', '--root', fresh], { cwd: p.root, env })).code).toBe(0);
    expect(existsSync(join(fresh, '.spool', 'config.toml'))).toBe(true);
    const other = join(p.root, 'other');
    const r = await cli(['--root', other, '--create', 'remember', 'made on demand'], { cwd: p.root, env });
    expect(r.code).toBe(0);
    expect(existsSync(join(other, '.spool'))).toBe(true);
    expect((await cli(['recall', 'demand', '--root', other], { cwd: p.root, env })).stdout).toContain(
      'made on demand',
    );
  });

  it('remember --fact without text builds the text from the triple', async () => {
    const r = await cli(['remember', '--fact', 'repo | package_manager | pnpm', '--format', 'json'], {
      cwd: p.root,
      env,
    });
    expect(r.code, r.stderr).toBe(0);
    const id = JSON.parse(r.stdout).record_id;
    const show = JSON.parse(
      (await cli(['memory', 'show', id, '--format', 'json'], { cwd: p.root, env })).stdout,
    );
    expect(show.content).toBe('repo package manager pnpm');
    expect(show.fact).toMatchObject({ subject: 'repo', predicate: 'package_manager', object: 'pnpm' });
    const none = await cli(['remember'], { cwd: p.root, env });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('missing the memory text');
  });

  it('rejects out-of-range and non-numeric option values with exit 2 before doing anything', async () => {
    const bad: string[][] = [
      ['recall', 'x', '--limit', '0'],
      ['recall', 'x', '--limit', '1000'],
      ['recall', 'x', '--limit', '2.5'],
      ['notes', '--limit', '-1'],
      ['wakeup', '--budget', 'lots'],
      ['wakeup', '--budget', '10'],
      ['get', '--task', 't', '--budget', '1e9'],
      ['explain', 'x', '--limit', '0'],
      ['memory', 'review', '--limit', 'abc'],
      ['memory', 'dedup', '--threshold', '2'],
      ['distill', '--max-items', '0'],
    ];
    for (const args of bad) {
      const r = await cli(args, { cwd: p.root, env });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(/must be (an integer|a number) from/);
    }
    expect((await cli(['recall', 'x', '--limit', '100'], { cwd: p.root, env })).code).toBe(0);
    expect(existsSync(join(p.root, '.spool'))).toBe(false);
  });

  it('--format values a command does not print are usage errors, not silently ignored', async () => {
    await cli(['remember', 'We deploy on Fridays never', '--type', 'constraint'], { cwd: p.root, env });
    for (const args of [
      ['wakeup', '--format', 'table'],
      ['export', '--format', 'table'],
      ['recall', 'deploy', '--format', 'prompt'],
      ['--format', 'markdown', 'notes'],
    ]) {
      const r = await cli(args, { cwd: p.root, env });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain('does not print --format');
      expect(r.stdout).toBe('');
    }
    // A refused format is refused before the write, not after it.
    const before = (await cli(['export'], { cwd: p.root, env })).stdout;
    expect((await cli(['remember', 'another one', '--format', 'prompt'], { cwd: p.root, env })).code).toBe(2);
    expect((await cli(['export'], { cwd: p.root, env })).stdout).toBe(before);
    expect((await cli(['wakeup', '--format', 'markdown'], { cwd: p.root, env })).stdout).toContain(
      '## Constraints',
    );
    expect((await cli(['export', '--format', 'markdown'], { cwd: p.root, env })).code).toBe(0);
  });

  it('an empty store says "no memories yet"; vault without notes says so instead of a bare header', async () => {
    const r = await cli(['recall', 'anything'], { cwd: p.root, env });
    expect(r.stdout).toContain('no memories yet');
    expect((await cli(['explain', 'anything'], { cwd: p.root, env })).stdout).toContain('no memories yet');
    await cli(['remember', 'Payments go through Stripe'], { cwd: p.root, env });
    expect((await cli(['recall', 'kubernetes'], { cwd: p.root, env })).stdout).toContain(
      'no memories match "kubernetes"',
    );
    const v = await cli(['vault'], { cwd: p.root, env });
    expect(v.stdout).toContain('no vault notes yet');
    expect(v.stdout).not.toContain('path');
  });

  it('tables do not repeat a title the content starts with', async () => {
    await cli(['remember', 'John_Smith: Speaks fluent Spanish', '--title', 'John_Smith'], {
      cwd: p.root,
      env,
    });
    await cli(['remember', 'Fly.io in two regions', '--title', 'Hosting'], { cwd: p.root, env });
    const notes = (await cli(['notes'], { cwd: p.root, env })).stdout;
    expect(notes).toContain('John_Smith: Speaks fluent Spanish');
    expect(notes).not.toContain('John_Smith: John_Smith');
    expect(notes).toContain('Hosting: Fly.io in two regions');
    expect((await cli(['recall', 'spanish'], { cwd: p.root, env })).stdout).not.toContain(
      'John_Smith: John_Smith',
    );
  });

  it('score reasons say "retrieved once", not "retrieved 1 times"', async () => {
    await cli(['remember', 'Payments go through Stripe'], { cwd: p.root, env });
    await cli(['recall', 'stripe payments'], { cwd: p.root, env });
    const once = (await cli(['explain', 'stripe payments'], { cwd: p.root, env })).stdout;
    expect(once).toContain('retrieved once');
    expect(once).not.toContain('1 times');
    await cli(['recall', 'stripe payments'], { cwd: p.root, env });
    expect((await cli(['explain', 'stripe payments'], { cwd: p.root, env })).stdout).toMatch(
      /retrieved \d+ times/,
    );
  });

  it('illegal transitions use the right article ("an accepted memory", "an archived memory")', async () => {
    const id = JSON.parse(
      (await cli(['remember', 'Use tabs', '--format', 'json'], { cwd: p.root, env })).stdout,
    ).record_id;
    const acc = await cli(['memory', 'accept', id], { cwd: p.root, env });
    expect(acc.code).toBe(1);
    expect(acc.stderr).toContain('cannot accept an accepted memory');
    await cli(['memory', 'archive', id], { cwd: p.root, env });
    const pro = await cli(['memory', 'promote', id], { cwd: p.root, env });
    expect(pro.stderr).toContain('cannot promote an archived memory');
  });
});

describe('spool hook --help (spawned)', () => {
  it('prints help instead of running the hook', () => {
    const p = tempProject();
    mkdirSync(p.root, { recursive: true });
    const env = { ...process.env, SPOOL_HOME: p.home };
    for (const args of [
      ['hook', '--help'],
      ['hook', 'session-start', '--help'],
      ['hook', 'user-prompt', '-h'],
    ]) {
      const r = spawnSync(process.execPath, [BIN, ...args], { cwd: p.root, env, input: '{}' });
      expect(r.status, args.join(' ')).toBe(0);
      const out = r.stdout.toString();
      expect(out).toContain('Usage: spool hook');
      expect(out).toContain('session-start');
      expect(out).not.toBe('{}\n');
    }
    // Without --help the hook still runs and prints its JSON.
    const run = spawnSync(process.execPath, [BIN, 'hook', 'session-start'], {
      cwd: p.root,
      env,
      input: JSON.stringify({ cwd: p.root }),
    });
    expect(run.status).toBe(0);
    expect(() => JSON.parse(run.stdout.toString())).not.toThrow();
    p.cleanup();
  });
});
