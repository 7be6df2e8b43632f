import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentHash } from '../../src/core/hash.js';
import { REDACTED_MARKER } from '../../src/guard/secrets-output.js';
import { type HookDeps, runHook } from '../../src/hooks/run.js';
import { openSpool, type Spool } from '../../src/spool.js';
import { decodeLine, encodeEvent } from '../../src/store/ledger.js';
import { resolvePaths } from '../../src/store/paths.js';
import { createWebApp } from '../../src/web/server.js';
import { cli, cliProject } from '../cli/run.js';
import { openTest, type TempProject } from '../helpers.js';
import { connect } from '../mcp/helpers.js';

// What an older spool let through: a password in prose, and a tag distill made of it.
const SECRET = 'CorrectHorseBatteryStaple';
const OLD_CONTENT = `The staging admin password is ${SECRET}; billing deploys log in with it (src/billing/db.ts)`;
const SESSION = 'c6f1e2a4-5b7d-4e8f-9a0b-1c2d3e4f5a6b';

/**
 * Writes memories through today's gate, then rewrites the last ledger line as an older spool would have
 * written it (the secret in content and tags, the chain resealed) and drops the index, so the next open
 * projects the old line.
 */
async function seedOldSecret(p: TempProject, oldContent = OLD_CONTENT): Promise<string> {
  const s = openTest(p);
  await s.remember({ content: 'We deploy billing with Fly.io because its regions are near our users' });
  // A near-duplicate of what the old record will say, so `memory dedup` shows both contents.
  await s.remember({
    content:
      'The staging admin password is kept in 1Password; billing deploys log in with it (src/billing/db.ts)',
    memory_type: 'constraint',
  });
  const r = await s.remember({
    content: 'Billing deploys log in to staging with the deploy user (src/billing/db.ts)',
    memory_type: 'constraint',
    file_refs: ['src/billing/db.ts'],
    tags: ['billing'],
  });
  await s.close();
  const paths = resolvePaths(p.root, p.home);
  const dir = paths.ledgerDirs.shared;
  const shard = join(dir, readdirSync(dir).find((f) => f.endsWith('.jsonl')) ?? '');
  const lines = readFileSync(shard, 'utf8').split('\n').filter(Boolean);
  const last = decodeLine(lines[lines.length - 1] ?? '');
  if (!last.ok || last.event.record_id !== r.record_id) throw new Error('unexpected ledger layout');
  const record = {
    ...(last.event.payload.record as Record<string, unknown>),
    content: oldContent,
    content_hash: contentHash(oldContent),
    tags: ['billing', SECRET.toLowerCase()],
  };
  const payload = { ...last.event.payload, record };
  const { hash: _h, ...rest } = last.event;
  lines[lines.length - 1] = encodeEvent({ ...rest, payload }).line.trimEnd();
  writeFileSync(shard, `${lines.join('\n')}\n`);
  for (const f of ['', '-wal', '-shm']) rmSync(`${paths.indexDb}${f}`, { force: true });
  return r.record_id;
}

function hookDeps(p: TempProject): HookDeps {
  return {
    cwd: p.root,
    home: p.home,
    now: () => new Date('2026-06-01T12:00:00Z'),
    open: (root) => openSpool({ root, home: p.home, warn: () => {} }),
    warn: () => {},
  };
}

function hookInput(p: TempProject, event: string, extra: Record<string, unknown>): string {
  return JSON.stringify({ session_id: SESSION, cwd: p.root, hook_event_name: event, ...extra });
}

describe('a secret stored before the gate knew its format', () => {
  let p: TempProject;
  let env: NodeJS.ProcessEnv;
  let id: string;
  beforeEach(async () => {
    ({ p, env } = cliProject());
    id = await seedOldSecret(p);
  });
  afterEach(() => p.cleanup());

  it('is really in the ledger and the index (the premise of every other test)', async () => {
    const s = openTest(p);
    const raw = readFileSync(
      join(
        resolvePaths(p.root, p.home).ledgerDirs.shared,
        readdirSync(resolvePaths(p.root, p.home).ledgerDirs.shared)[0] ?? '',
      ),
      'utf8',
    );
    expect(raw).toContain(SECRET);
    expect((await s.doctor()).problems).toEqual([]);
    await s.close();
  });

  it('leaves the CLI redacted: recall, get, wakeup, memory show, history, notes', async () => {
    const run = (args: string[]) => cli([...args, '--root', p.root], { cwd: p.root, env });
    const recall = await run(['recall', 'staging admin billing deploys', '--format', 'json']);
    expect(recall.code).toBe(0);
    const item = JSON.parse(recall.stdout).results.find((x: { record_id: string }) => x.record_id === id);
    expect(item.content).toContain('[REDACTED:password_prose]');
    expect(
      item.markers.some((m: string) => m.startsWith(REDACTED_MARKER) && m.includes(`spool purge ${id}`)),
    ).toBe(true);
    expect(item.tags).toEqual(['billing']);
    for (const args of [
      ['recall', 'staging admin billing deploys'],
      ['get', '--task', 'fix the billing staging deploy login', '--files', 'src/billing/db.ts'],
      ['get', '--task', 'fix the billing staging deploy login', '--format', 'json'],
      ['wakeup'],
      ['wakeup', '--format', 'json'],
      ['memory', 'show', id],
      ['memory', 'show', id, '--format', 'json'],
      ['memory', 'history', id, '--format', 'json'],
      ['notes', '--format', 'json'],
      ['explain', 'staging admin password'],
    ]) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.stdout, args.join(' ')).not.toContain(SECRET);
      expect(r.stdout.toLowerCase(), args.join(' ')).not.toContain(SECRET.toLowerCase());
    }
    const get = await run([
      'get',
      '--task',
      'fix the billing staging deploy login',
      '--files',
      'src/billing/db.ts',
    ]);
    expect(get.stdout).toContain('[REDACTED:password_prose]');
    expect(get.stdout).toContain(REDACTED_MARKER);
    const wake = await run(['wakeup']);
    expect(wake.stdout).toContain('[REDACTED:password_prose]');
  });

  it('leaves MCP redacted: memory_recall, memory_context, memory_wakeup, spool://wakeup, memory_get', async () => {
    const s = openTest(p, { surface: 'mcp' });
    const { client, close } = await connect(s);
    try {
      const outputs = [
        await client.callTool({
          name: 'memory_recall',
          arguments: { query: 'staging admin billing deploys' },
        }),
        await client.callTool({
          name: 'memory_context',
          arguments: { task: 'fix the billing staging deploy login', files: ['src/billing/db.ts'] },
        }),
        await client.callTool({ name: 'memory_wakeup', arguments: {} }),
        await client.readResource({ uri: 'spool://wakeup' }),
        await client.callTool({ name: 'memory_get', arguments: { record_id: id } }),
        await client.callTool({ name: 'memory_history', arguments: { record_id: id } }),
      ];
      for (const o of outputs) {
        const text = JSON.stringify(o);
        expect(text).not.toContain(SECRET);
        expect(text).toContain('[REDACTED:password_prose]');
      }
      // Over MCP the agent cannot purge: it is told to ask the user.
      expect(JSON.stringify(outputs[0])).toContain(
        `ask the user to erase it with \`spool purge ${id} --yes\``,
      );
    } finally {
      await close();
      await s.close();
    }
  });

  it('leaves every hook redacted', async () => {
    const deps = hookDeps(p);
    const start = await runHook('session-start', hookInput(p, 'SessionStart', { source: 'startup' }), deps);
    const prompt = await runHook(
      'user-prompt',
      hookInput(p, 'UserPromptSubmit', { prompt: 'fix the staging deploy login in @src/billing/db.ts' }),
      deps,
    );
    const edit = await runHook(
      'post-tool-use',
      hookInput(p, 'PostToolUse', {
        tool_name: 'Edit',
        tool_input: { file_path: join(p.root, 'src/billing/db.ts') },
        tool_response: { success: true },
      }),
      deps,
    );
    for (const [name, out] of [
      ['session-start', start],
      ['user-prompt', prompt],
      ['post-tool-use', edit],
    ] as const) {
      const text = JSON.stringify(out);
      expect(text, name).toContain('[REDACTED:password_prose]');
      expect(text, name).not.toContain(SECRET);
    }
    // stop and pre-compact hand nothing to the agent.
    for (const event of ['stop', 'pre-compact'] as const) {
      const out = await runHook(
        event,
        hookInput(p, event, { transcript_path: join(p.home, 't.jsonl') }),
        deps,
      );
      expect(out).toEqual({});
    }
  });

  it("leaves the dashboard's JSON API redacted", async () => {
    const s = openTest(p);
    const app: Hono = createWebApp(s, { token: 'test-token-0123456789abcdefghij', port: 4321 });
    try {
      for (const path of [
        '/api/search?q=staging%20admin%20billing%20deploys',
        '/api/records?limit=50',
        `/api/records/${id}`,
        `/api/records/${id}/history`,
        '/api/health',
        '/api/stats',
      ]) {
        const res = await app.request(path, {
          headers: { host: '127.0.0.1:4321', authorization: 'Bearer test-token-0123456789abcdefghij' },
        });
        const text = await res.text();
        expect(res.status, path).toBe(200);
        expect(text.toLowerCase(), path).not.toContain(SECRET.toLowerCase());
      }
    } finally {
      await s.close();
    }
  });

  it('is reported by doctor and lint with the purge that removes it, and purge clears it', async () => {
    const run = (args: string[]) => cli([...args, '--root', p.root], { cwd: p.root, env });
    const doctor = await run(['doctor', '--format', 'json']);
    expect(JSON.parse(doctor.stdout).stored_secrets).toEqual([{ record_id: id, kinds: ['password_prose'] }]);
    const doctorText = await run(['doctor']);
    expect(doctorText.stdout).toContain(`spool purge ${id} --yes`);
    const lint = await run(['memory', 'lint', '--format', 'json']);
    expect(lint.code).toBe(1);
    const finding = JSON.parse(lint.stdout).findings.find(
      (f: { rule: string }) => f.rule === 'stored_secret',
    );
    expect(finding).toMatchObject({ severity: 'error', target: id });
    expect(finding.message).toContain(`spool purge ${id} --yes`);
    const dedup = await run(['memory', 'dedup', '--threshold', '0.6', '--format', 'json']);
    expect(dedup.stdout).toContain(id);
    expect(dedup.stdout).toContain('[REDACTED:password_prose]');
    expect(dedup.stdout).not.toContain(SECRET);
    expect((await run(['purge', id, '--yes'])).code).toBe(0);
    const after = await run(['doctor', '--format', 'json']);
    expect(JSON.parse(after.stdout).stored_secrets).toEqual([]);
    const dir = resolvePaths(p.root, p.home).ledgerDirs.shared;
    for (const f of readdirSync(dir)) expect(readFileSync(join(dir, f), 'utf8')).not.toContain(SECRET);
  });
});

describe('clean memories', () => {
  let p: TempProject;
  afterEach(() => p.cleanup());

  it('come out unchanged and unmarked', async () => {
    ({ p } = cliProject());
    const s: Spool = openTest(p);
    await s.remember({
      content: 'Talk about passwords: rotate the staging password every 90 days',
      tags: ['security'],
    });
    const r = await s.recall('staging password rotate');
    expect(r.results[0]?.content).toBe('Talk about passwords: rotate the staging password every 90 days');
    expect(r.results[0]?.markers.some((m) => m.startsWith(REDACTED_MARKER))).toBe(false);
    expect((await s.doctor()).stored_secrets).toEqual([]);
    await s.close();
  });
});

describe('the reality check', () => {
  let p: TempProject;
  afterEach(() => p.cleanup());

  it('reports a memory holding an old-format secret with the secret redacted', async () => {
    ({ p } = cliProject());
    const id = await seedOldSecret(p, `We use PostgreSQL for billing; the admin password is ${SECRET}`);
    writeFileSync(join(p.root, 'package.json'), JSON.stringify({ dependencies: { pg: '^8.11.0' } }));
    const s = openTest(p);
    const report = await s.check();
    await s.close();
    const items = [...report.contradicted, ...report.confirmed];
    expect(items.map((i) => i.record_id)).toContain(id);
    expect(JSON.stringify(report)).not.toContain(SECRET);
    expect(JSON.stringify(report)).toContain('[REDACTED:password_prose]');
  });
});
