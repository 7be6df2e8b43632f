import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENTS, type Client, vscodeUserDir } from '../../src/integrations/install/index.js';
import { BIN, type TempProject, tempProject } from '../helpers.js';
import { cli } from './run.js';

/** Every file under `dir`, relative, sorted (to prove a dry run or a no-op wrote nothing). */
function tree(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (d: string, prefix: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name), `${prefix}${e.name}/`);
      else out.push(`${prefix}${e.name}@${statSync(join(d, e.name)).mtimeMs}`);
    }
  };
  walk(dir, '');
  return out.sort();
}

/** The MCP config file and the key of the server map, per client and scope. */
function serverFile(client: Client, scope: 'user' | 'project', root: string, home: string): [string, string] {
  const base = scope === 'project' ? root : home;
  switch (client) {
    case 'claude-code':
      return [scope === 'project' ? join(root, '.mcp.json') : join(home, '.claude.json'), 'mcpServers'];
    case 'cursor':
      return [join(base, '.cursor', 'mcp.json'), 'mcpServers'];
    case 'vscode':
      return [
        join(scope === 'project' ? join(root, '.vscode') : vscodeUserDir(home, process.platform), 'mcp.json'),
        'servers',
      ];
    case 'codex':
      return [join(base, '.codex', 'config.toml'), 'mcp_servers'];
    case 'gemini':
      return [join(base, '.gemini', 'settings.json'), 'mcpServers'];
  }
}

function readConfig(path: string): Record<string, Record<string, unknown>> {
  const text = readFileSync(path, 'utf8');
  return (path.endsWith('.toml') ? parseToml(text) : JSON.parse(text)) as Record<
    string,
    Record<string, unknown>
  >;
}

describe('spool install / uninstall', () => {
  let p: TempProject;
  let env: NodeJS.ProcessEnv;
  const run = (args: string[]) => cli(args, { cwd: p.root, env });
  beforeEach(() => {
    p = tempProject();
    mkdirSync(p.root, { recursive: true });
    mkdirSync(p.home, { recursive: true });
    env = { HOME: p.home, SPOOL_HOME: join(p.home, '.spool'), PATH: '' };
  });
  afterEach(() => p.cleanup());

  for (const client of CLIENTS) {
    for (const scope of ['project', 'user'] as const) {
      it(`${client} (${scope}): dry run writes nothing, install is idempotent`, async () => {
        const dry = await run(['install', client, '--scope', scope, '--dry-run']);
        expect(dry.code).toBe(0);
        expect(dry.stdout).toContain('+++ ');
        expect(dry.stdout).toContain('dry run:');
        expect(tree(p.root)).toEqual([]);
        expect(tree(p.home)).toEqual([]);

        const first = await run(['install', client, '--scope', scope]);
        expect(first.code).toBe(0);
        expect(first.stdout).toMatch(/wrote /);
        expect(first.stdout).toMatch(/next: /);
        expect(first.stderr).toContain('not on PATH');
        const [file, key] = serverFile(client, scope, p.root, p.home);
        const entry = readConfig(file)[key]!.spool as { command: string; args: string[]; type?: string };
        expect(entry.command).toBe('spool');
        expect(entry.args).toEqual(scope === 'project' ? ['mcp', '--root', p.root] : ['mcp']);
        if (client === 'vscode') expect(entry.type).toBe('stdio');

        const snapshot = [...tree(p.root), ...tree(p.home)];
        const second = await run(['install', client, '--scope', scope]);
        expect(second.code).toBe(0);
        expect(second.stdout).toContain('is already installed: nothing to change');
        expect([...tree(p.root), ...tree(p.home)]).toEqual(snapshot);
      });
    }
  }

  it('claude-code registers the five hooks with `spool hook <event>`', async () => {
    await run(['install', 'claude-code']);
    const settings = JSON.parse(readFileSync(join(p.root, '.claude', 'settings.json'), 'utf8'));
    const commands = Object.fromEntries(
      Object.entries(
        settings.hooks as Record<string, { matcher?: string; hooks: { command: string }[] }[]>,
      ).map(([event, groups]) => [
        event,
        groups.flatMap((g) => g.hooks.map((h) => `${g.matcher ?? ''}|${h.command}`)),
      ]),
    );
    expect(commands).toEqual({
      SessionStart: ['|spool hook session-start --spool-managed'],
      UserPromptSubmit: ['|spool hook user-prompt --spool-managed'],
      PostToolUse: ['Edit|Write|MultiEdit|spool hook post-tool-use --spool-managed'],
      Stop: ['|spool hook stop --spool-managed'],
      PreCompact: ['|spool hook pre-compact --spool-managed'],
    });
  });

  it('--command launches spool another way (npx)', async () => {
    await run(['install', 'claude-code', '--command', 'npx -y spool-memory']);
    const mcp = JSON.parse(readFileSync(join(p.root, '.mcp.json'), 'utf8'));
    expect(mcp.mcpServers.spool).toEqual({
      command: 'npx',
      args: ['-y', 'spool-memory', 'mcp', '--root', p.root],
    });
    const settings = readFileSync(join(p.root, '.claude', 'settings.json'), 'utf8');
    // Run from sources there is no built binary to hand the hooks, so they keep the given command.
    expect(settings).toContain('"npx -y spool-memory hook session-start --spool-managed"');
  });

  it('backs up a changed file, keeps foreign entries, and uninstall restores them', async () => {
    const file = join(p.root, '.cursor', 'mcp.json');
    mkdirSync(dirname(file), { recursive: true });
    const original = `${JSON.stringify({ mcpServers: { github: { command: 'gh-mcp', args: [] } } }, null, 2)}\n`;
    writeFileSync(file, original);

    const r = await run(['install', 'cursor']);
    expect(r.stdout).toContain('+    "spool": {');
    // The backup is kept out of the repository's way (not beside the file), and the output says where.
    const backupDir = join(p.root, '.spool', 'local', 'backups');
    const backup = join(backupDir, '20260601T120000Z', '.cursor', 'mcp.json');
    expect(readFileSync(backup, 'utf8')).toBe(original);
    expect(r.stdout).toContain(`(backup: ${backup})`);
    expect(readdirSync(dirname(file))).toEqual(['mcp.json']);
    expect(readFileSync(join(p.root, '.spool', '.gitignore'), 'utf8')).toContain('local/');
    const installed = JSON.parse(readFileSync(file, 'utf8'));
    expect(Object.keys(installed.mcpServers)).toEqual(['github', 'spool']);

    // A second install changes nothing, so it makes no second backup.
    await run(['install', 'cursor']);
    expect(readdirSync(backupDir)).toHaveLength(1);

    const dry = await run(['uninstall', 'cursor', '--dry-run']);
    expect(dry.stdout).toContain('-    "spool": {');
    expect(JSON.parse(readFileSync(file, 'utf8')).mcpServers.spool).toBeDefined();

    const u = await run(['uninstall', 'cursor']);
    expect(u.code).toBe(0);
    expect(u.stdout).toContain('removed spool for cursor');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      mcpServers: { github: { command: 'gh-mcp', args: [] } },
    });
    expect(readdirSync(backupDir)).toEqual(['20260601T120000Z', '20260601T120000Z-1']);
    expect(readdirSync(dirname(file))).toEqual(['mcp.json']);
    expect((await run(['uninstall', 'cursor'])).stdout).toContain('is not installed: nothing to remove');
  });

  it('uninstall of claude-code removes only spool hooks and keeps the user’s', async () => {
    const file = join(p.root, '.claude', 'settings.json');
    mkdirSync(dirname(file), { recursive: true });
    const mine = { hooks: { Stop: [{ hooks: [{ type: 'command', command: 'say done' }] }] }, model: 'opus' };
    writeFileSync(file, JSON.stringify(mine));
    await run(['install', 'claude-code']);
    expect(JSON.parse(readFileSync(file, 'utf8')).hooks.Stop).toHaveLength(2);
    const u = await run(['uninstall', 'claude-code']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(mine);
    // .mcp.json was spool's own file: it goes instead of staying as `{}`.
    expect(existsSync(join(p.root, '.mcp.json'))).toBe(false);
    expect(u.stdout).toContain(`deleted ${join(p.root, '.mcp.json')}`);
  });

  it('codex keeps the comments of config.toml', async () => {
    const file = join(p.home, '.codex', 'config.toml');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '# my codex config\nmodel = "o3"\n');
    await run(['install', 'codex', '--scope', 'user']);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('# my codex config\nmodel = "o3"\n')).toBe(true);
    expect(text).toContain('[mcp_servers.spool]');
    await run(['uninstall', 'codex', '--scope', 'user']);
    expect(readFileSync(file, 'utf8')).toBe('# my codex config\nmodel = "o3"\n');
    // User-scope backups live in the user tier, not beside the file.
    expect(readdirSync(dirname(file))).toEqual(['config.toml']);
    expect(readdirSync(join(p.home, '.spool', 'local', 'backups'))).toHaveLength(2);
  });

  it('codex project scope uses each project’s .codex/config.toml: a second project never repoints the first', async () => {
    const second = join(p.root, '..', 'second');
    mkdirSync(second);
    await run(['install', 'codex']);
    await cli(['install', 'codex'], { cwd: second, env });
    const entry = (dir: string) =>
      (
        parseToml(readFileSync(join(dir, '.codex', 'config.toml'), 'utf8')) as {
          mcp_servers: { spool: { args: string[] } };
        }
      ).mcp_servers.spool.args;
    expect(entry(p.root)).toEqual(['mcp', '--root', p.root]);
    expect(entry(second)).toEqual(['mcp', '--root', second]);
    expect(existsSync(join(p.home, '.codex'))).toBe(false);
    await run(['uninstall', 'codex']);
    expect(existsSync(join(p.root, '.codex'))).toBe(false); // created by spool, emptied: gone with its folder
    expect(entry(second)).toEqual(['mcp', '--root', second]);
  });

  it('edits a VS Code mcp.json with comments in place', async () => {
    const file = join(p.root, '.vscode', 'mcp.json');
    mkdirSync(dirname(file), { recursive: true });
    const jsonc = '{\n  // my servers\n  "servers": {},\n}\n';
    writeFileSync(file, jsonc);
    expect((await run(['install', 'vscode'])).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('  // my servers\n');
    await run(['uninstall', 'vscode']);
    expect(readFileSync(file, 'utf8')).toBe('{\n  // my servers\n}\n');
  });

  it('uninstall removes the hooks installed with --command "node …/bin.js", and files it created', async () => {
    const settings = join(p.root, '.claude', 'settings.json');
    await run(['install', 'claude-code', '--command', 'node /opt/spool/dist/cli/bin.js']);
    expect(readFileSync(settings, 'utf8')).toContain(
      '"node /opt/spool/dist/cli/bin.js hook session-start --spool-managed"',
    );
    const u = await run(['uninstall', 'claude-code']);
    expect(u.code).toBe(0);
    expect(existsSync(settings)).toBe(false);
    expect(existsSync(join(p.root, '.claude'))).toBe(false);
    expect(existsSync(join(p.root, '.mcp.json'))).toBe(false);
  });

  it('refuses to touch a file it cannot parse, and rejects unknown clients', async () => {
    const file = join(p.root, '.mcp.json');
    writeFileSync(file, '{ "mcpServers": ');
    const r = await run(['install', 'claude-code']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('CONFIG_INVALID');
    expect(readFileSync(file, 'utf8')).toBe('{ "mcpServers": ');
    expect(existsSync(join(p.root, '.spool'))).toBe(false);
    expect((await run(['install', 'emacs'])).code).toBe(2);
  });

  it('--format json reports each file', async () => {
    const r = await run(['--format', 'json', 'install', 'gemini', '--dry-run']);
    const report = JSON.parse(r.stdout);
    expect(report).toMatchObject({
      action: 'install',
      client: 'gemini',
      scope: 'project',
      dry_run: true,
      changed: true,
    });
    expect(report.files).toHaveLength(1);
    expect(report.files[0]).toMatchObject({
      path: join(p.root, '.gemini', 'settings.json'),
      kind: 'mcp',
      changed: true,
    });
  });
});

describe('spool install from the built binary (spawned)', () => {
  let p: TempProject;
  let env: NodeJS.ProcessEnv;
  const bin = realpathSync(BIN);
  const spawn = (args: string[], extraEnv: NodeJS.ProcessEnv = {}) =>
    spawnSync(process.execPath, [BIN, ...args], {
      cwd: p.root,
      env: { ...env, ...extraEnv },
      encoding: 'utf8',
    });
  beforeEach(() => {
    p = tempProject();
    mkdirSync(p.root, { recursive: true });
    mkdirSync(p.home, { recursive: true });
    // No `spool` on PATH, as after `npm install` in a clone.
    env = {
      HOME: p.home,
      SPOOL_HOME: join(p.home, '.spool'),
      PATH: dirname(process.execPath),
      SPOOL_NOW: '2026-06-01T12:00:00Z',
    };
  });
  afterEach(() => p.cleanup());

  const hooksOf = () => {
    const settings = JSON.parse(readFileSync(join(p.root, '.claude', 'settings.json'), 'utf8'));
    return (settings.hooks.SessionStart as { hooks: { command: string }[] }[])[0]!.hooks[0]!.command;
  };

  it('registers the binary that ran the install, and its hook runs', () => {
    expect(
      spawn(['remember', 'We deploy with Fly.io because it has regions near our users', '--type', 'decision'])
        .status,
    ).toBe(0);
    const r = spawn(['install', 'claude-code']);
    expect(r.status).toBe(0);
    expect(r.stderr).not.toContain('not on PATH');
    const mcp = JSON.parse(readFileSync(join(p.root, '.mcp.json'), 'utf8'));
    expect(mcp.mcpServers.spool).toEqual({ command: process.execPath, args: [bin, 'mcp', '--root', p.root] });
    const command = hooksOf();
    expect(command).toMatch(/ hook session-start --spool-managed$/);
    expect(command).toContain(bin);
    // Claude Code runs the hook through a shell with the event JSON on stdin.
    const hook = spawnSync('/bin/sh', ['-c', command], {
      cwd: p.root,
      env,
      input: JSON.stringify({ cwd: p.root, hook_event_name: 'SessionStart', source: 'startup' }),
      encoding: 'utf8',
    });
    expect(hook.status).toBe(0);
    expect(JSON.parse(hook.stdout).hookSpecificOutput.additionalContext).toContain('Fly.io');
  });

  it('uses plain `spool` when that name on PATH is this installation (npm install -g . from a clone)', () => {
    const binDir = join(p.home, 'bin');
    mkdirSync(binDir);
    symlinkSync(bin, join(binDir, 'spool'));
    const r = spawn(['install', 'claude-code'], { PATH: `${binDir}:${env.PATH}` });
    expect(r.status).toBe(0);
    expect(hooksOf()).toBe('spool hook session-start --spool-managed');
  });

  it('never runs npx per hook: with --command "npx -y spool-memory" the hooks still run this binary', () => {
    const r = spawn(['install', 'claude-code', '--command', 'npx -y spool-memory']);
    expect(r.status).toBe(0);
    expect(JSON.parse(readFileSync(join(p.root, '.mcp.json'), 'utf8')).mcpServers.spool.command).toBe('npx');
    expect(hooksOf()).not.toContain('npx');
    expect(hooksOf()).toContain(bin);
    expect(r.stderr).toContain('npx would cost seconds on every prompt');
  });
});
