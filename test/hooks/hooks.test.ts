import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allCommands } from '../../src/cli/commands.js';
import { hookCommand } from '../../src/cli/hook-command.js';
import { type HookDeps, runHook } from '../../src/hooks/run.js';
import { openSpool } from '../../src/spool.js';
import { resolvePaths } from '../../src/store/paths.js';
import { readQueue } from '../../src/store/queue.js';
import { cli, cliProject } from '../cli/run.js';
import { BIN, openTest, type TempProject } from '../helpers.js';

/** Claude Code's hook payloads, as it sends them. */
function payload(p: TempProject, event: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    session_id: 'c6f1e2a4-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
    transcript_path: join(
      p.home,
      '.claude',
      'projects',
      '-tmp-project',
      'c6f1e2a4-5b7d-4e8f-9a0b-1c2d3e4f5a6b.jsonl',
    ),
    cwd: p.root,
    permission_mode: 'default',
    hook_event_name: event,
    ...extra,
  });
}

async function seed(p: TempProject): Promise<void> {
  const s = openTest(p);
  await s.remember({
    content:
      'Database migrations run with knex migrate:latest; never edit a migration that was already applied',
    memory_type: 'constraint',
  });
  await s.remember({
    content: 'We use pnpm instead of npm because the lockfile is pnpm-lock.yaml',
    memory_type: 'decision',
  });
  await s.remember({
    content: 'The connection pool must stay at 10 connections: the managed Postgres plan caps clients',
    memory_type: 'constraint',
    file_refs: ['src/db.ts'],
  });
  await s.close();
}

describe('hooks', () => {
  let p: TempProject;
  let env: NodeJS.ProcessEnv;
  beforeEach(() => {
    ({ p, env } = cliProject());
  });
  afterEach(() => p.cleanup());

  it('session-start prints the wakeup packet as hookSpecificOutput.additionalContext', async () => {
    await seed(p);
    const r = await cli(['hook', 'session-start'], {
      cwd: '/',
      env,
      stdin: payload(p, 'SessionStart', { source: 'startup' }),
    });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['hookSpecificOutput']);
    expect(Object.keys(out.hookSpecificOutput)).toEqual(['hookEventName', 'additionalContext']);
    expect(out.hookSpecificOutput.hookEventName).toBe('SessionStart');
    const text: string = out.hookSpecificOutput.additionalContext;
    expect(text).toContain('knex migrate:latest');
    expect(text).toContain('pnpm');
    expect(text).toMatch(/spool: 3 memories · ~\d+ tokens · 0 omitted/);
  });

  it('session-start says nothing for a project without memories', async () => {
    const r = await cli(['hook', 'session-start'], { cwd: p.root, env, stdin: payload(p, 'SessionStart') });
    expect(r).toMatchObject({ code: 0, stdout: '{}\n', stderr: '' });
    expect(existsSync(join(p.root, '.spool'))).toBe(false);
  });

  it('user-prompt injects a bundle only for a related prompt', async () => {
    await seed(p);
    const unrelated = await cli(['hook', 'user-prompt'], {
      cwd: p.root,
      env,
      stdin: payload(p, 'UserPromptSubmit', { prompt: 'write a haiku about autumn leaves falling' }),
    });
    expect(unrelated).toMatchObject({ code: 0, stdout: '{}\n' });

    const related = await cli(['hook', 'user-prompt'], {
      cwd: p.root,
      env,
      stdin: payload(p, 'UserPromptSubmit', { prompt: 'add a knex migration for the database' }),
    });
    expect(related.code).toBe(0);
    const out = JSON.parse(related.stdout);
    expect(out.hookSpecificOutput.hookEventName).toBe('UserPromptSubmit');
    expect(out.hookSpecificOutput.additionalContext).toContain('knex migrate:latest');
    expect(out.hookSpecificOutput.additionalContext).not.toContain('pnpm-lock');

    for (const prompt of ['/clear', 'yes', '']) {
      const r = await cli(['hook', 'user-prompt'], {
        cwd: p.root,
        env,
        stdin: payload(p, 'UserPromptSubmit', { prompt }),
      });
      expect(r.stdout).toBe('{}\n');
    }
  });

  it('post-tool-use shows memories about the edited file, and nothing for other files or tools', async () => {
    await seed(p);
    const edit = (tool: string, file: string) =>
      cli(['hook', 'post-tool-use'], {
        cwd: p.root,
        env,
        stdin: payload(p, 'PostToolUse', {
          tool_name: tool,
          tool_input: { file_path: file, old_string: 'max: 5', new_string: 'max: 20' },
          tool_response: { filePath: file, success: true },
        }),
      });
    const r = await edit('Edit', join(p.root, 'src', 'db.ts'));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.hookSpecificOutput.hookEventName).toBe('PostToolUse');
    expect(out.hookSpecificOutput.additionalContext).toContain('connection pool must stay at 10');
    expect(out.hookSpecificOutput.additionalContext).not.toContain('pnpm');

    expect((await edit('Write', join(p.root, 'src', 'other.ts'))).stdout).toBe('{}\n');
    expect((await edit('Read', join(p.root, 'src', 'db.ts'))).stdout).toBe('{}\n');
    expect((await edit('Edit', '/etc/hosts')).stdout).toBe('{}\n');
  });

  it('unreviewed drafts and candidates reach no hook, packet or default recall (issue 11)', async () => {
    await seed(p);
    const s = openTest(p);
    const unreviewed = [
      ['Proposed: raise the connection pool to 50 connections in src/db.ts', 'ai_proposal'],
      ['Captured: the connection pool in src/db.ts is fine at 30 connections', 'session_capture'],
      ['Distilled: database connection pool size does not matter, knex retries', 'distilled'],
    ] as const;
    const ids: string[] = [];
    for (const [content, source_kind] of unreviewed) {
      const r = await s.remember({
        content,
        source_kind,
        memory_type: 'constraint',
        file_refs: ['src/db.ts'],
      });
      expect(r.state).toBe('candidate');
      ids.push(r.record_id);
    }
    const draftId = '01JDRAFT000000000000000001';
    const draft = JSON.stringify({
      record_id: draftId,
      content: 'Draft: the database connection pool could use pgbouncer',
      memory_type: 'constraint',
      scope: 'project',
      state: 'draft',
      origin: { source_kind: 'imported' },
      sensitivity: 'internal',
      tags: [],
      entity_refs: [],
      file_refs: ['src/db.ts'],
      symbol_refs: [],
      code_anchors: [],
      valid_from: '2026-05-01T00:00:00.000Z',
      supersedes: [],
      created_at: '2026-05-01T00:00:00.000Z',
      updated_at: '2026-05-01T00:00:00.000Z',
      content_hash: 'x',
    });
    expect((await s.importJsonl(draft)).imported).toBe(1);
    ids.push(draftId);
    const leaks = (text: string) =>
      ['Proposed:', 'Captured:', 'Distilled:', 'Draft:'].filter((w) => text.includes(w));

    const injected: string[] = [];
    const hook = async (event: string, body: Record<string, unknown>) => {
      const r = await cli(['hook', event], { cwd: p.root, env, stdin: payload(p, event, body) });
      expect(r.code).toBe(0);
      injected.push(r.stdout);
      return r.stdout;
    };
    expect(await hook('session-start', { source: 'startup' })).toContain('knex migrate:latest');
    expect(await hook('user-prompt', { prompt: 'raise the postgres connection pool' })).toContain(
      'connection pool must stay at 10',
    );
    expect(
      await hook('post-tool-use', {
        tool_name: 'Edit',
        tool_input: { file_path: join(p.root, 'src', 'db.ts'), old_string: 'a', new_string: 'b' },
        tool_response: { success: true },
      }),
    ).toContain('connection pool must stay at 10');
    expect(leaks(injected.join('\n'))).toEqual([]);

    const packetText = JSON.stringify([
      await s.wakeup(),
      await s.context({ task: 'database connection pool size', files: ['src/db.ts'] }),
    ]);
    expect(packetText).toContain('connection pool must stay at 10');
    expect(leaks(packetText)).toEqual([]);
    const plain = await s.recall('connection pool');
    expect(plain.results.map((x) => x.state)).toEqual(['accepted']);

    const asked = await s.recall({ query: 'connection pool', include_candidates: true });
    expect(asked.results.map((x) => x.record_id).sort()).toEqual(
      [...ids, plain.results[0]?.record_id].sort(),
    );
    for (const x of asked.results) {
      if (x.state === 'accepted') expect(x.markers.some((m) => m.includes('unreviewed'))).toBe(false);
      else expect(x.markers).toContain(`◌ unreviewed ${x.state} — not accepted yet; do not rely on it`);
    }
    const explained = await s.explain('connection pool', ids[0]);
    expect(explained).toMatchObject({ record_id: ids[0], matched: true });
    await s.close();

    const viaCli = await cli(['recall', 'connection pool', '--include-candidates', '--format', 'json'], {
      cwd: p.root,
      env,
    });
    expect(JSON.parse(viaCli.stdout).result_count).toBe(5);
    const cliPlain = await cli(['recall', 'connection pool', '--format', 'json'], { cwd: p.root, env });
    expect(JSON.parse(cliPlain.stdout).result_count).toBe(1);
  });

  it('stop and pre-compact queue the transcript once per session', async () => {
    await seed(p);
    for (const [cmd, event] of [
      ['stop', 'Stop'],
      ['stop', 'Stop'],
      ['pre-compact', 'PreCompact'],
    ] as const) {
      const r = await cli(['hook', cmd], {
        cwd: p.root,
        env,
        stdin: payload(p, event, { stop_hook_active: false, trigger: 'auto' }),
      });
      expect(r).toMatchObject({ code: 0, stdout: '{}\n', stderr: '' });
    }
    const queue = readQueue(resolvePaths(p.root, p.home));
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      transcript_path: JSON.parse(payload(p, 'Stop')).transcript_path,
      session_id: 'c6f1e2a4-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
      agent: 'claude-code',
      reason: 'stop',
    });
  });

  it('stop does not create .spool/ in a project that has none', async () => {
    const r = await cli(['hook', 'stop'], { cwd: p.root, env, stdin: payload(p, 'Stop') });
    expect(r).toMatchObject({ code: 0, stdout: '{}\n' });
    expect(existsSync(join(p.root, '.spool'))).toBe(false);
  });

  it('finds the project root from the payload cwd (a subdirectory)', async () => {
    await seed(p);
    const sub = join(p.root, 'packages', 'api');
    mkdirSync(sub, { recursive: true });
    const stdin = JSON.stringify({ ...JSON.parse(payload(p, 'Stop')), cwd: sub });
    await cli(['hook', 'stop'], { cwd: '/', env, stdin });
    expect(readQueue(resolvePaths(p.root, p.home))).toHaveLength(1);
  });

  it('never fails the client: malformed input and unknown events exit 0 with a message on stderr', async () => {
    for (const [args, stdin] of [
      [['hook', 'session-start'], '{"session_id": '],
      [['hook', 'session-start'], '[1, 2]'],
      [['hook', 'user-prompt'], 'not json at all'],
      [['hook', 'no-such-event'], payload(p, 'Stop')],
      [['hook'], payload(p, 'Stop')],
    ] as const) {
      const r = await cli([...args], { cwd: p.root, env, stdin });
      expect(r.code).toBe(0);
      expect(r.stdout).toBe('{}\n');
      expect(r.stderr).toMatch(/^spool hook .+: .+\n$/);
    }
  });

  it('runHook reports a broken store as an error the CLI swallows', async () => {
    const deps: HookDeps = {
      cwd: p.root,
      home: p.home,
      now: () => new Date('2026-06-01T12:00:00Z'),
      open: () => {
        throw new Error('disk on fire');
      },
      warn: () => {},
    };
    await expect(runHook('session-start', payload(p, 'SessionStart'), deps)).rejects.toThrow('disk on fire');
    const ok = { ...deps, open: (root: string) => openSpool({ root, home: p.home, warn: () => {} }) };
    await expect(runHook('session-start', '', ok)).resolves.toEqual({});
  });

  it('the built binary answers session-start end to end', async () => {
    await seed(p);
    const registered = allCommands.includes(hookCommand);
    // Until commands.ts registers `hook`, run the same process entry the binary's fast path uses.
    const argv = registered
      ? [BIN, 'hook', 'session-start']
      : [
          '--input-type=module',
          '-e',
          `const m = await import(${JSON.stringify(join(process.cwd(), 'dist', 'hooks', 'main.js'))}); process.exitCode = await m.hookMain(['session-start']);`,
        ];
    const r = spawnSync(process.execPath, argv, {
      cwd: '/',
      input: payload(p, 'SessionStart', { source: 'startup' }),
      env: { ...process.env, SPOOL_HOME: p.home, SPOOL_NOW: '2026-06-01T12:00:00Z' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(out.hookSpecificOutput.hookEventName).toBe('SessionStart');
    expect(out.hookSpecificOutput.additionalContext).toContain('knex migrate:latest');
  });
});
