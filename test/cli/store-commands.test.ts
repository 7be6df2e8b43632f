import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN, openTest, type TempProject, tempProject } from '../helpers.js';
import { cli, cliProject } from './run.js';

describe('spool CLI (in-process)', () => {
  let p: TempProject;
  let env: NodeJS.ProcessEnv;
  beforeEach(() => {
    ({ p, env } = cliProject());
  });
  afterEach(() => p.cleanup());

  it('memory conflicts lists each conflict with its competing values; JSON keeps the conflict rows', async () => {
    const s = openTest(p);
    await s.init();
    const stated = await s.remember({
      content: 'The api uses PostgreSQL 16',
      memory_type: 'fact',
      fact: { subject: 'api', predicate: 'uses_database', object: 'PostgreSQL 16' },
    });
    const inferred = await s.remember({
      content: 'The api seems to use MySQL',
      memory_type: 'fact',
      fact: { subject: 'api', predicate: 'uses_database', object: 'MySQL', strength: 'inferred' },
    });
    await s.close();
    const table = await cli(['memory', 'conflicts'], { cwd: p.root, env });
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain('api · uses_database  (open)');
    expect(table.stdout).toContain(`${stated.record_id}  PostgreSQL 16  [stated, accepted]`);
    expect(table.stdout).toMatch(new RegExp(`${inferred.record_id}  MySQL  \\[inferred, \\w+\\]`));
    const j = JSON.parse(
      (await cli(['memory', 'conflicts', '--format', 'json'], { cwd: p.root, env })).stdout,
    );
    expect(j.result_count).toBe(1);
    expect(Object.keys(j.conflicts[0]).sort()).toEqual([
      'conflict_id',
      'keep',
      'opened_at',
      'predicate',
      'record_ids',
      'resolved_at',
      'state',
      'subject',
    ]);
  });

  it('init writes config.toml and a .gitignore for local/', async () => {
    const r = await cli(['init'], { cwd: p.root, env });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('initialised spool');
    expect(readFileSync(join(p.root, '.spool/config.toml'), 'utf8')).toContain('[retrieval]');
    expect(readFileSync(join(p.root, '.spool/.gitignore'), 'utf8')).toContain('local/');
    expect((await cli(['init'], { cwd: p.root, env })).stdout).toContain('already');
  });

  it('remember → recall → memory show → notes, in JSON with SPEC shapes', async () => {
    const rem = await cli(
      [
        'remember',
        'Use zod at every boundary because inputs lie',
        '--type',
        'convention',
        '--tags',
        'validation,Zod',
        '--format',
        'json',
      ],
      { cwd: p.root, env },
    );
    expect(rem.code).toBe(0);
    const out = JSON.parse(rem.stdout);
    expect(Object.keys(out).sort()).toEqual([
      'action',
      'content_hash',
      'record_id',
      'state',
      'tier',
      'warnings',
    ]);
    expect(out.action).toBe('created');
    const rec = await cli(['recall', 'zod boundary', '--format', 'json'], { cwd: p.root, env });
    const res = JSON.parse(rec.stdout);
    expect(res).toMatchObject({ query: 'zod boundary', mode_used: 'lexical', result_count: 1 });
    expect(res.results[0]).toMatchObject({
      record_id: out.record_id,
      tags: ['validation', 'zod'],
      memory_type: 'convention',
      state: 'accepted',
    });
    expect(typeof res.results[0].score).toBe('number');
    const table = await cli(['recall', 'zod boundary'], { cwd: p.root, env });
    expect(table.stdout).toMatch(/score\s+type/);
    expect(table.stdout).toContain(out.record_id);
    const show = await cli(['memory', 'show', out.record_id], { cwd: p.root, env });
    expect(show.stdout).toContain('Use zod at every boundary');
    const notes = await cli(['notes', '--since', '7d', '--format', 'json'], { cwd: p.root, env });
    expect(JSON.parse(notes.stdout).result_count).toBe(1);
    const old = await cli(['notes', '--since', '7d', '--format', 'json'], {
      cwd: p.root,
      env: { ...env, SPOOL_NOW: '2026-07-01T00:00:00Z' },
    });
    expect(JSON.parse(old.stdout).result_count).toBe(0);
  });

  it('reads the memory from stdin with "-"', async () => {
    const r = await cli(['remember', '-', '--format', 'json'], {
      cwd: p.root,
      env,
      stdin: 'Staging resets every Sunday',
    });
    expect(r.code).toBe(0);
    expect((await cli(['recall', 'staging sunday'], { cwd: p.root, env })).stdout).toContain(
      'Staging resets',
    );
  });

  it('exit codes: 1 for refused writes, 2 for usage errors', async () => {
    const secret = await cli(['remember', `token ghp_${'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'}`], {
      cwd: p.root,
      env,
    });
    expect(secret.code).toBe(1);
    expect(secret.stderr).toContain('SECRET_DETECTED');
    expect(secret.stderr).not.toContain('a1B2c3D4');
    expect((await cli(['remember', ''], { cwd: p.root, env })).code).toBe(1);
    expect((await cli(['remember', 'x', '--type', 'bogus'], { cwd: p.root, env })).code).toBe(2);
    expect((await cli(['recall'], { cwd: p.root, env })).code).toBe(2);
    expect((await cli(['frobnicate'], { cwd: p.root, env })).code).toBe(2);
    expect((await cli(['recall', 'x', '--limit', 'many'], { cwd: p.root, env })).code).toBe(2);
    expect((await cli(['memory', 'show', 'NOPE'], { cwd: p.root, env })).code).toBe(1);
    expect((await cli(['notes', '--since', 'forever'], { cwd: p.root, env })).code).toBe(2);
  });

  it('export → import round-trips, bad lines reported with their numbers', async () => {
    await cli(['remember', 'one fact'], { cwd: p.root, env });
    await cli(['remember', 'two facts'], { cwd: p.root, env });
    const dump = (await cli(['export'], { cwd: p.root, env })).stdout;
    const q = tempProject();
    mkdirSync(q.root, { recursive: true });
    writeFileSync(join(q.root, 'in.jsonl'), `${dump}{oops\n`);
    const r = await cli(['import', 'in.jsonl'], { cwd: q.root, env: { SPOOL_HOME: q.home } });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('imported 2');
    expect(r.stderr).toContain('line 3');
    expect((await cli(['export'], { cwd: q.root, env: { SPOOL_HOME: q.home } })).stdout).toBe(dump);
    q.cleanup();
  });

  it('rebuild and doctor report on the ledger', async () => {
    await cli(['remember', 'a memory'], { cwd: p.root, env });
    const rb = await cli(['rebuild', '--format', 'json'], { cwd: p.root, env });
    expect(JSON.parse(rb.stdout)).toMatchObject({ records: 1, events: 1 });
    const d = await cli(['doctor'], { cwd: p.root, env });
    expect(d.code).toBe(0);
    expect(d.stdout).toContain('healthy');
  });

  it('finds the root from a subdirectory (nearest .spool/, else git root)', async () => {
    await cli(['remember', 'root memory'], { cwd: p.root, env });
    const sub = join(p.root, 'a', 'b');
    mkdirSync(sub, { recursive: true });
    expect((await cli(['recall', 'root memory'], { cwd: sub, env })).stdout).toContain('root memory');
    const g = tempProject();
    mkdirSync(join(g.root, '.git'), { recursive: true });
    mkdirSync(join(g.root, 'pkg'), { recursive: true });
    await cli(['remember', 'git rooted'], { cwd: join(g.root, 'pkg'), env: { SPOOL_HOME: g.home } });
    expect(existsSync(join(g.root, '.spool'))).toBe(true);
    g.cleanup();
  });
});

describe('spool binary (spawned)', () => {
  it('runs remember and recall as a real process with exit codes', () => {
    const p = tempProject();
    mkdirSync(p.root, { recursive: true });
    const env = { ...process.env, SPOOL_HOME: p.home };
    const out = execFileSync(
      process.execPath,
      [BIN, 'remember', 'Spawned memory about queues', '--format', 'json'],
      { cwd: p.root, env },
    ).toString();
    expect(JSON.parse(out).action).toBe('created');
    const rec = JSON.parse(
      execFileSync(process.execPath, [BIN, 'recall', 'queues', '--format', 'json'], {
        cwd: p.root,
        env,
      }).toString(),
    );
    expect(rec.result_count).toBe(1);
    const bad = spawnSync(process.execPath, [BIN, 'recall'], { cwd: p.root, env });
    expect(bad.status).toBe(2);
    const help = spawnSync(process.execPath, [BIN, '--help'], { cwd: p.root, env });
    expect(help.status).toBe(0);
    expect(help.stdout.toString()).toContain('remember');
    p.cleanup();
  });
});
