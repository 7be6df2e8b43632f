import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { ErrorCode, isSpoolError } from '../../../src/core/errors.js';
import {
  CLIENTS,
  type Client,
  type InstallChange,
  type InstallContext,
  type InstallScope,
  isSpoolHook,
  planInstall,
  planUninstall,
  SPOOL_HOOK_MARKER,
  unifiedDiff,
} from '../../../src/integrations/install/index.js';

const ROOT = '/work/proj';
const HOME = '/home/dev';
const ctx: InstallContext = {
  root: ROOT,
  home: HOME,
  command: 'spool',
  args: ['mcp', '--root', ROOT],
  hookCommand: 'spool hook',
  platform: 'linux',
};

/** An in-memory file system: plan against it, then apply the plan. */
function fs(initial: Record<string, string> = {}) {
  const files = new Map(Object.entries(initial));
  return {
    files,
    read: (p: string) => files.get(p) ?? null,
    apply(changes: InstallChange[]) {
      for (const c of changes) {
        if (c.after === null) files.delete(c.path);
        else files.set(c.path, c.after);
      }
    },
    json: (p: string) => JSON.parse(files.get(p) ?? 'null'),
  };
}

const SERVER = { command: 'spool', args: ['mcp', '--root', ROOT] };

function expectConfigInvalid(fn: () => unknown, path: string) {
  try {
    fn();
    expect.unreachable();
  } catch (err) {
    expect(isSpoolError(err, ErrorCode.ConfigInvalid)).toBe(true);
    expect((err as Error).message).toContain(path);
    expect((err as Error).message).toMatch(/Fix the file \(or move it away\)/);
  }
}

describe('planInstall: paths and shapes per client and scope', () => {
  const cases: [Client, InstallScope, string[]][] = [
    ['claude-code', 'project', [`${ROOT}/.mcp.json`, `${ROOT}/.claude/settings.json`]],
    ['claude-code', 'user', [`${HOME}/.claude.json`, `${HOME}/.claude/settings.json`]],
    ['cursor', 'project', [`${ROOT}/.cursor/mcp.json`]],
    ['cursor', 'user', [`${HOME}/.cursor/mcp.json`]],
    ['vscode', 'project', [`${ROOT}/.vscode/mcp.json`]],
    ['vscode', 'user', [`${HOME}/.config/Code/User/mcp.json`]],
    ['codex', 'project', [`${ROOT}/.codex/config.toml`]],
    ['codex', 'user', [`${HOME}/.codex/config.toml`]],
    ['gemini', 'project', [`${ROOT}/.gemini/settings.json`]],
    ['gemini', 'user', [`${HOME}/.gemini/settings.json`]],
  ];

  it.each(cases)('%s (%s) writes %j, idempotently', (client, scope, paths) => {
    const f = fs();
    const first = planInstall(client, scope, ctx, f.read);
    expect(first.map((c) => c.path)).toEqual(paths);
    for (const c of first) {
      expect(c.before).toBeNull();
      expect(c.after?.endsWith('\n')).toBe(true);
    }
    f.apply(first);
    const second = planInstall(client, scope, ctx, f.read);
    for (const c of second) expect(c.after).toBe(c.before);
  });

  it('writes the server entry in each client format', () => {
    const f = fs();
    for (const client of CLIENTS) f.apply(planInstall(client, 'project', ctx, f.read));
    expect(f.json(`${ROOT}/.mcp.json`)).toEqual({ mcpServers: { spool: SERVER } });
    expect(f.json(`${ROOT}/.cursor/mcp.json`)).toEqual({ mcpServers: { spool: SERVER } });
    expect(f.json(`${ROOT}/.gemini/settings.json`)).toEqual({ mcpServers: { spool: SERVER } });
    expect(f.json(`${ROOT}/.vscode/mcp.json`)).toEqual({ servers: { spool: { type: 'stdio', ...SERVER } } });
    expect(f.files.get(`${ROOT}/.codex/config.toml`)).toBe(
      '[mcp_servers.spool]\ncommand = "spool"\nargs = [ "mcp", "--root", "/work/proj" ]\n',
    );
    expect(f.files.get(`${ROOT}/.mcp.json`)).toBe(
      `${JSON.stringify({ mcpServers: { spool: SERVER } }, null, 2)}\n`,
    );
  });

  it('writes all five Claude Code hooks', () => {
    const f = fs();
    f.apply(planInstall('claude-code', 'project', ctx, f.read));
    const cmd = (arg: string) => [{ type: 'command', command: `spool hook ${arg} --spool-managed` }];
    expect(f.json(`${ROOT}/.claude/settings.json`)).toEqual({
      hooks: {
        SessionStart: [{ hooks: cmd('session-start') }],
        UserPromptSubmit: [{ hooks: cmd('user-prompt') }],
        PostToolUse: [{ matcher: 'Edit|Write|MultiEdit', hooks: cmd('post-tool-use') }],
        Stop: [{ hooks: cmd('stop') }],
        PreCompact: [{ hooks: cmd('pre-compact') }],
      },
    });
  });

  it('uses the per-OS VS Code user directory', () => {
    const mac = planInstall('vscode', 'user', { ...ctx, platform: 'darwin' }, () => null);
    expect(mac[0]?.path).toBe(`${HOME}/Library/Application Support/Code/User/mcp.json`);
  });

  it('rejects relative roots', () => {
    expect(() => planInstall('cursor', 'project', { ...ctx, root: 'proj' }, () => null)).toThrow(
      /absolute root/,
    );
  });
});

describe('planInstall: preserving what is not spool', () => {
  it('keeps every other key of ~/.claude.json and other servers, and updates a stale spool entry in place', () => {
    const path = `${HOME}/.claude.json`;
    const original = {
      numStartups: 42,
      projects: { '/work/other': { allowedTools: ['Bash'] } },
      mcpServers: {
        github: { command: 'gh-mcp', args: [] },
        spool: { command: 'old-spool', args: ['mcp'], env: { SPOOL_HOME: '/x' } },
        zeta: { url: 'https://example.test/mcp' },
      },
      userID: 'abc',
    };
    const f = fs({ [path]: JSON.stringify(original) });
    f.apply(planInstall('claude-code', 'user', ctx, f.read));
    const after = f.json(path);
    expect(after).toEqual({
      ...original,
      mcpServers: { ...original.mcpServers, spool: { ...SERVER, env: { SPOOL_HOME: '/x' } } },
    });
    expect(Object.keys(after.mcpServers)).toEqual(['github', 'spool', 'zeta']);
    expect(Object.keys(after)).toEqual(Object.keys(original));
  });

  it('leaves an already-correct file byte for byte, whatever its formatting', () => {
    const path = `${ROOT}/.cursor/mcp.json`;
    const text = JSON.stringify({ mcpServers: { spool: SERVER, other: { command: 'x' } } }, null, 4);
    const [change] = planInstall('cursor', 'project', ctx, fs({ [path]: text }).read);
    expect(change?.after).toBe(text);
    expect(unifiedDiff(path, change!.before, change!.after!)).toBe('');
  });

  it('keeps VS Code inputs and other servers', () => {
    const path = `${ROOT}/.vscode/mcp.json`;
    const original = {
      inputs: [{ type: 'promptString', id: 'token' }],
      servers: { other: { type: 'http', url: 'http://localhost:1' } },
    };
    const f = fs({ [path]: JSON.stringify(original) });
    f.apply(planInstall('vscode', 'project', ctx, f.read));
    expect(f.json(path)).toEqual({
      inputs: original.inputs,
      servers: { other: original.servers.other, spool: { type: 'stdio', ...SERVER } },
    });
  });

  it('merges hooks into existing arrays without duplicating spool and keeps foreign hooks and keys', () => {
    const path = `${HOME}/.claude/settings.json`;
    const original = {
      model: 'opus',
      permissions: { allow: ['Bash(npm test:*)'] },
      hooks: {
        PostToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'audit-log' }] }],
        Stop: [
          {
            hooks: [
              { type: 'command', command: 'notify-send done' },
              { type: 'command', command: 'npx spool-memory hook stop' }, // stale spool entry
            ],
          },
        ],
        Notification: [{ hooks: [{ type: 'command', command: 'say hi' }] }],
      },
    };
    const f = fs({ [path]: JSON.stringify(original, null, 2) });
    f.apply(planInstall('claude-code', 'user', ctx, f.read));
    const after = f.json(path);
    expect(after.model).toBe('opus');
    expect(after.permissions).toEqual(original.permissions);
    expect(after.hooks.Notification).toEqual(original.hooks.Notification);
    expect(after.hooks.PostToolUse).toEqual([
      original.hooks.PostToolUse[0],
      {
        matcher: 'Edit|Write|MultiEdit',
        hooks: [{ type: 'command', command: 'spool hook post-tool-use --spool-managed' }],
      },
    ]);
    expect(after.hooks.Stop).toEqual([
      { hooks: [{ type: 'command', command: 'notify-send done' }] },
      { hooks: [{ type: 'command', command: 'spool hook stop --spool-managed' }] },
    ]);

    const again = planInstall('claude-code', 'user', ctx, f.read);
    for (const c of again) expect(c.after).toBe(c.before);
  });

  it('keeps a correct spool hook where the user put it', () => {
    const path = `${ROOT}/.claude/settings.json`;
    const f = fs();
    f.apply(planInstall('claude-code', 'project', ctx, f.read));
    const settings = f.json(path);
    settings.hooks.Stop.push({ hooks: [{ type: 'command', command: 'after-spool' }] });
    settings.hooks.Stop[0].hooks.push({ type: 'command', command: 'spool hook stop --spool-managed' }); // a duplicate
    f.files.set(path, JSON.stringify(settings, null, 2));
    f.apply(planInstall('claude-code', 'project', ctx, f.read));
    expect(f.json(path).hooks.Stop).toEqual([
      { hooks: [{ type: 'command', command: 'spool hook stop --spool-managed' }] },
      { hooks: [{ type: 'command', command: 'after-spool' }] },
    ]);
  });
});

describe('planInstall: Codex TOML', () => {
  const path = `${HOME}/.codex/config.toml`;
  const original = [
    '# my codex config',
    'model = "o3" # inline comment',
    '',
    '[mcp_servers.github]',
    'command = "gh-mcp"',
    '',
    '[profiles.fast]',
    'model = "o4-mini"',
    '',
  ].join('\n');

  it('appends spool after the existing text, keeping comments, and removes it again exactly', () => {
    const f = fs({ [path]: original });
    const [install] = planInstall('codex', 'user', ctx, f.read);
    expect(install?.after).toBe(
      `${original}\n[mcp_servers.spool]\ncommand = "spool"\nargs = [ "mcp", "--root", "/work/proj" ]\n`,
    );
    f.apply([install!]);
    expect(planInstall('codex', 'user', ctx, f.read)[0]?.after).toBe(install?.after);
    const [uninstall] = planUninstall('codex', 'user', ctx, f.read);
    expect(uninstall?.after).toBe(original);
  });

  it('updates a stale spool entry, keeping its extra keys and the other tables', () => {
    const stale = `${original}\n[mcp_servers.spool]\ncommand = "old"\nargs = []\n\n[mcp_servers.spool.env]\nA = "1"\n`;
    const f = fs({ [path]: stale });
    const [change] = planInstall('codex', 'user', ctx, f.read);
    f.apply([change!]);
    const doc = parseToml(f.files.get(path)!) as Record<string, unknown>;
    expect(doc).toEqual({
      model: 'o3',
      mcp_servers: { github: { command: 'gh-mcp' }, spool: { ...SERVER, env: { A: '1' } } },
      profiles: { fast: { model: 'o4-mini' } },
    });
    // Every byte before spool's table is as it was (comments included).
    expect(f.files.get(path)!.startsWith(`${original}\n[mcp_servers.spool]\n`)).toBe(true);
    expect(change!.notes).toEqual([
      `${path}: spool's server pointed at the folder the client starts in; it now points at ${ROOT}`,
    ]);
  });

  it('replaces spool’s table in the middle of the file and leaves every other byte, comments included', () => {
    const text = [
      '# my codex config',
      'model = "o3" # inline comment',
      '',
      '[mcp_servers.spool]',
      'command = "old-spool" # stale',
      'args = ["mcp"]',
      '',
      '# the GitHub server',
      '[mcp_servers.github]',
      'command = "gh-mcp"',
      '',
    ].join('\n');
    const [change] = planInstall('codex', 'user', ctx, fs({ [path]: text }).read);
    expect(change!.after).toBe(
      text.replace(
        'command = "old-spool" # stale\nargs = ["mcp"]',
        'command = "spool"\nargs = [ "mcp", "--root", "/work/proj" ]',
      ),
    );
    const [removed] = planUninstall('codex', 'user', ctx, fs({ [path]: text }).read);
    expect(removed!.after).toBe(
      '# my codex config\nmodel = "o3" # inline comment\n\n# the GitHub server\n[mcp_servers.github]\ncommand = "gh-mcp"\n',
    );
  });

  it('refuses (never rewrites the file) when the servers are an inline table', () => {
    const inline = '# keep me\nmcp_servers = { github = { command = "gh-mcp" } }\n';
    expectConfigInvalid(() => planInstall('codex', 'user', ctx, fs({ [path]: inline }).read), path);
  });

  it('refuses invalid TOML', () => {
    expectConfigInvalid(() => planInstall('codex', 'user', ctx, fs({ [path]: 'model = [' }).read), path);
  });
});

describe('planUninstall', () => {
  it('removes only spool from every client and leaves foreign entries', () => {
    const f = fs({
      [`${ROOT}/.mcp.json`]: JSON.stringify({ mcpServers: { other: { command: 'x' } } }),
      [`${ROOT}/.claude/settings.json`]: JSON.stringify({
        env: { A: '1' },
        hooks: {
          Stop: [{ hooks: [{ type: 'command', command: 'notify-send done' }] }],
          PostToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'audit-log' }] }],
        },
      }),
      [`${ROOT}/.gemini/settings.json`]: JSON.stringify({
        theme: 'dark',
        mcpServers: { other: { command: 'y' } },
      }),
    });
    const before = new Map(f.files);
    f.apply(planInstall('claude-code', 'project', ctx, f.read));
    f.apply(planInstall('gemini', 'project', ctx, f.read));

    // A teammate's hook shares spool's group: it must survive.
    const settingsPath = `${ROOT}/.claude/settings.json`;
    const settings = f.json(settingsPath);
    settings.hooks.SessionStart[0].hooks.push({ type: 'command', command: 'echo hello' });
    f.files.set(settingsPath, JSON.stringify(settings, null, 2));

    f.apply(planUninstall('claude-code', 'project', ctx, f.read));
    f.apply(planUninstall('gemini', 'project', ctx, f.read));
    expect(f.json(`${ROOT}/.mcp.json`)).toEqual(JSON.parse(before.get(`${ROOT}/.mcp.json`)!));
    expect(f.json(`${ROOT}/.gemini/settings.json`)).toEqual(
      JSON.parse(before.get(`${ROOT}/.gemini/settings.json`)!),
    );
    expect(f.json(settingsPath)).toEqual({
      env: { A: '1' },
      hooks: {
        Stop: [{ hooks: [{ type: 'command', command: 'notify-send done' }] }],
        PostToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'audit-log' }] }],
        SessionStart: [{ hooks: [{ type: 'command', command: 'echo hello' }] }],
      },
    });
  });

  it('recognises spool hooks installed with another command and empties containers spool filled', () => {
    const path = `${HOME}/.claude/settings.json`;
    const f = fs();
    f.apply(planInstall('claude-code', 'user', { ...ctx, hookCommand: '/usr/local/bin/spool hook' }, f.read));
    f.apply(planUninstall('claude-code', 'user', ctx, f.read));
    expect(f.files.get(path)).toBe('{}\n');
    expect(f.json(`${HOME}/.claude.json`)).toEqual({});
  });

  it('leaves a user-written empty hooks object alone and skips missing files', () => {
    const path = `${ROOT}/.claude/settings.json`;
    const text = '{ "hooks": {} }';
    const changes = planUninstall('claude-code', 'project', ctx, fs({ [path]: text }).read);
    expect(changes).toEqual([{ path, before: text, after: text, kind: 'hooks', tier: 'project', notes: [] }]);
    expect(planUninstall('cursor', 'user', ctx, () => null)).toEqual([]);
  });
});

describe('invalid existing files', () => {
  const path = `${ROOT}/.cursor/mcp.json`;
  it.each([
    ['broken JSON', '{"mcpServers": {'],
    ['a top-level array', '[]'],
    ['a non-object server map', '{"mcpServers": []}'],
  ])('refuses %s and never plans an overwrite', (_name, text) => {
    expectConfigInvalid(() => planInstall('cursor', 'project', ctx, fs({ [path]: text }).read), path);
    expectConfigInvalid(() => planUninstall('cursor', 'project', ctx, fs({ [path]: text }).read), path);
  });

  it('refuses hooks that are not arrays', () => {
    const p = `${ROOT}/.claude/settings.json`;
    expectConfigInvalid(
      () => planInstall('claude-code', 'project', ctx, fs({ [p]: '{"hooks":{"Stop":{}}}' }).read),
      p,
    );
  });

  it('treats an empty file as an empty object', () => {
    const [c] = planInstall('cursor', 'project', ctx, fs({ [path]: '  \n' }).read);
    expect(JSON.parse(c!.after!)).toEqual({ mcpServers: { spool: SERVER } });
  });
});

describe('unifiedDiff', () => {
  it('diffs a new file against /dev/null', () => {
    expect(unifiedDiff('/p/a.json', null, '{\n  "a": 1\n}\n')).toBe(
      '--- /dev/null\n+++ /p/a.json\n@@ -0,0 +1,3 @@\n+{\n+  "a": 1\n+}\n',
    );
  });

  it('returns an empty string when nothing changes', () => {
    expect(unifiedDiff('/p', 'same\n', 'same\n')).toBe('');
  });

  it('shows changed lines with three lines of context and separate hunks', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
    const after = before.replace('line 2\n', 'line two\n').replace('line 18\n', 'line 18\nline 18b\n');
    expect(unifiedDiff('/p/f', before, after)).toBe(
      [
        '--- /p/f',
        '+++ /p/f',
        '@@ -1,5 +1,5 @@',
        ' line 1',
        '-line 2',
        '+line two',
        ' line 3',
        ' line 4',
        ' line 5',
        '@@ -16,5 +16,6 @@',
        ' line 16',
        ' line 17',
        ' line 18',
        '+line 18b',
        ' line 19',
        ' line 20',
        '',
      ].join('\n'),
    );
  });

  it('marks a missing final newline', () => {
    expect(unifiedDiff('/p', 'a\nb', 'a\nb\n')).toBe(
      '--- /p\n+++ /p\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n',
    );
  });

  it('shows what an install would change', () => {
    const path = `${ROOT}/.mcp.json`;
    const before = '{\n  "mcpServers": {}\n}\n';
    const [c] = planInstall('claude-code', 'project', ctx, (p) => (p === path ? before : null));
    const diff = unifiedDiff(c!.path, c!.before, c!.after!);
    expect(diff).toContain('-  "mcpServers": {}');
    expect(diff).toContain('+    "spool": {');
  });
});

describe('issue 13: edits in place, Codex scopes, hook marker, created files', () => {
  it('adds spool to a JSON file in its own indentation and leaves every other byte, then removes it exactly', () => {
    const path = `${ROOT}/.cursor/mcp.json`;
    const text = [
      '{',
      '    "zeta": true,',
      '    "mcpServers": {',
      '        "github": { "command": "gh-mcp", "args": [] }',
      '    },',
      '    "alpha": [1, 2]',
      '}',
      '',
    ].join('\n');
    const [install] = planInstall('cursor', 'project', ctx, fs({ [path]: text }).read);
    expect(install!.after).toBe(
      [
        '{',
        '    "zeta": true,',
        '    "mcpServers": {',
        '        "github": { "command": "gh-mcp", "args": [] },',
        '        "spool": {',
        '            "command": "spool",',
        '            "args": [',
        '                "mcp",',
        '                "--root",',
        '                "/work/proj"',
        '            ]',
        '        }',
        '    },',
        '    "alpha": [1, 2]',
        '}',
        '',
      ].join('\n'),
    );
    const [uninstall] = planUninstall('cursor', 'project', ctx, fs({ [path]: install!.after! }).read);
    expect(uninstall!.after).toBe(text);
  });

  it('updates only the stale values of spool’s entry, keeping tabs, CRLF and the user’s extra keys', () => {
    const path = `${HOME}/.gemini/settings.json`;
    const text =
      '{\r\n\t"mcpServers": {\r\n\t\t"spool": {\r\n\t\t\t"command": "old",\r\n\t\t\t"env": {"A": "1"}\r\n\t\t}\r\n\t},\r\n\t"theme": "dark"\r\n}\r\n';
    const [c] = planInstall('gemini', 'user', { ...ctx, args: ['mcp'] }, fs({ [path]: text }).read);
    expect(c!.after).toBe(
      '{\r\n\t"mcpServers": {\r\n\t\t"spool": {\r\n\t\t\t"command": "spool",\r\n\t\t\t"env": {"A": "1"},\r\n\t\t\t"args": [\r\n\t\t\t\t"mcp"\r\n\t\t\t]\r\n\t\t}\r\n\t},\r\n\t"theme": "dark"\r\n}\r\n',
    );
  });

  it('edits a JSONC file (VS Code: comments, trailing commas) in place', () => {
    const path = `${ROOT}/.vscode/mcp.json`;
    const text = [
      '{',
      '  // servers for this repo',
      '  "servers": {',
      '    "github": {',
      '      "type": "http", // remote',
      '      "url": "https://api.example.test/mcp",',
      '    },',
      '  },',
      '  /* prompts */',
      '  "inputs": [],',
      '}',
      '',
    ].join('\n');
    const [install] = planInstall('vscode', 'project', ctx, fs({ [path]: text }).read);
    const after = install!.after!;
    expect(after).toContain('  // servers for this repo\n');
    expect(after).toContain('      "type": "http", // remote\n');
    expect(after).toContain('    },\n    "spool": {\n      "type": "stdio",\n');
    expect(after).toContain('  /* prompts */\n  "inputs": [],\n}\n');
    // Installing again changes nothing; uninstalling gives the original back, comments and all.
    expect(planInstall('vscode', 'project', ctx, fs({ [path]: after }).read)[0]!.after).toBe(after);
    expect(planUninstall('vscode', 'project', ctx, fs({ [path]: after }).read)[0]!.after).toBe(text);
  });

  it('reports where a JSONC file is broken', () => {
    const path = `${ROOT}/.vscode/mcp.json`;
    expect(() =>
      planInstall('vscode', 'project', ctx, fs({ [path]: '{\n  // ok\n  "servers": {\n}' }).read),
    ).toThrow(/is not valid JSON \(CloseBraceExpected at line 4, column 2\)/);
  });

  it('Codex project scope writes the project file and never touches another project’s global entry', () => {
    const global = `${HOME}/.codex/config.toml`;
    const other = '# mine\n[mcp_servers.spool]\ncommand = "spool"\nargs = ["mcp", "--root", "/work/other"]\n';
    const f = fs({ [global]: other });
    const changes = planInstall('codex', 'project', ctx, f.read);
    expect(changes.map((c) => [c.path, c.before === c.after])).toEqual([
      [`${ROOT}/.codex/config.toml`, false],
      [global, true],
    ]);
    expect(changes[1]!.notes).toEqual([
      `${global} registers spool for /work/other (an older install) and was left as it is`,
    ]);
    f.apply(changes);
    f.apply(planUninstall('codex', 'project', ctx, f.read));
    expect(f.files.get(global)).toBe(other);
  });

  it('Codex project scope takes out the global entry an older spool wrote for this same project', () => {
    const global = `${HOME}/.codex/config.toml`;
    const legacy = `model = "o3"\n\n[mcp_servers.spool]\ncommand = "spool"\nargs = ["mcp", "--root", "${ROOT}"]\n`;
    const changes = planInstall('codex', 'project', ctx, fs({ [global]: legacy }).read);
    expect(changes[1]!.after).toBe('model = "o3"\n');
    expect(changes[1]!.notes[0]).toMatch(/removed the spool server an older install registered there/);
  });

  it('user scope says so when it repoints an entry that pointed at a project', () => {
    const path = `${HOME}/.cursor/mcp.json`;
    const text = JSON.stringify({
      mcpServers: { spool: { command: 'spool', args: ['mcp', '--root', '/a'] } },
    });
    const [c] = planInstall('cursor', 'user', { ...ctx, args: ['mcp'] }, fs({ [path]: text }).read);
    expect(c!.notes).toEqual([
      `${path}: spool's server pointed at /a; it now points at the folder the client starts in`,
    ]);
  });

  it('marks its hooks, and uninstall finds them whatever command they run', () => {
    const path = `${ROOT}/.claude/settings.json`;
    const f = fs({
      [path]: JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'x hook stop' }] }] } }),
    });
    const node = { ...ctx, hookCommand: '/usr/bin/node /opt/spool/dist/cli/bin.js hook' };
    f.apply(planInstall('claude-code', 'project', node, f.read));
    expect(f.json(path).hooks.SessionStart[0].hooks[0].command).toBe(
      `/usr/bin/node /opt/spool/dist/cli/bin.js hook session-start ${SPOOL_HOOK_MARKER}`,
    );
    f.apply(planUninstall('claude-code', 'project', ctx, f.read));
    // The user's own `… hook stop` (no marker) stays.
    expect(f.json(path)).toEqual({
      hooks: { Stop: [{ hooks: [{ type: 'command', command: 'x hook stop' }] }] },
    });
    expect(isSpoolHook('spool hook stop')).toBe(true); // installed before the marker existed
    expect(isSpoolHook('my-tool hook stop')).toBe(false);
  });

  it('deletes on uninstall the files install created when nothing else is left in them', () => {
    const f = fs({ [`${ROOT}/.claude/settings.json`]: '{"model": "opus"}\n' });
    f.apply(planInstall('claude-code', 'project', ctx, f.read));
    const created = new Set([`${ROOT}/.mcp.json`]);
    const changes = planUninstall('claude-code', 'project', { ...ctx, created }, f.read);
    expect(changes.map((c) => c.after)).toEqual([null, '{"model": "opus"}\n']);
    // Without the record (a teammate's clone), an emptied file stays as `{}`.
    expect(planUninstall('claude-code', 'project', ctx, f.read)[0]!.after).toBe('{}\n');
  });
});

describe('issue 13: install then uninstall gives back the very same bytes, whatever the layout', () => {
  const docs: Record<string, unknown>[] = [
    {},
    { theme: 'dark', mcpServers: { github: { command: 'gh-mcp', args: ['--stdio'] } } },
    { servers: { other: { type: 'http', url: 'http://localhost:1' } }, inputs: [] },
    {
      model: 'opus',
      hooks: {
        Stop: [{ hooks: [{ type: 'command', command: 'notify-send done' }] }],
        PostToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'audit-log' }] }],
      },
    },
  ];
  const layouts: [string, (d: unknown) => string][] = [
    ['2 spaces', (d) => `${JSON.stringify(d, null, 2)}\n`],
    ['4 spaces', (d) => `${JSON.stringify(d, null, 4)}\n`],
    ['tabs, CRLF', (d) => `${JSON.stringify(d, null, '\t').replace(/\n/g, '\r\n')}\r\n`],
    ['minified', (d) => JSON.stringify(d)],
  ];
  for (const [name, print] of layouts) {
    it(`${name}: every JSON client, both scopes`, () => {
      for (const client of CLIENTS.filter((c) => c !== 'codex')) {
        for (const scope of ['project', 'user'] as const) {
          for (const doc of docs) {
            const text = print(doc);
            const f = fs();
            for (const c of planInstall(client, scope, ctx, () => null)) f.files.set(c.path, text);
            const installed = planInstall(client, scope, ctx, f.read);
            f.apply(installed);
            for (const c of installed) {
              // What was there is still there, and spool's entry is added in the file's own line breaks.
              const parsed = JSON.parse(c.after!);
              for (const [k, v] of Object.entries(doc))
                if (k !== 'hooks') expect(parsed[k]).toMatchObject(v as object);
              if (text.includes('\r\n')) expect(c.after!.replace(/\r\n/g, '')).not.toContain('\n');
            }
            for (const c of planUninstall(client, scope, ctx, f.read)) {
              expect(c.after, `${client} ${scope} ${name} ${c.path}`).toBe(text);
            }
          }
        }
      }
    });
  }
});

describe('issue 13: comments in an empty server map', () => {
  it('keeps them and adds spool before the closing brace', () => {
    const path = `${ROOT}/.vscode/mcp.json`;
    const text = '{\n  "servers": {\n    // add servers here\n  }\n}\n';
    const [c] = planInstall('vscode', 'project', ctx, fs({ [path]: text }).read);
    expect(c!.after).toBe(
      '{\n  "servers": {\n    // add servers here\n    "spool": {\n      "type": "stdio",\n      "command": "spool",\n      "args": [\n        "mcp",\n        "--root",\n        "/work/proj"\n      ]\n    }\n  }\n}\n',
    );
  });
});
