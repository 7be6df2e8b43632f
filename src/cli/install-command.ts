import { constants, copyFileSync, existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { Argument, Option } from 'commander';
import { clockFromEnv } from '../core/clock.js';
import { ErrorCode, SpoolError } from '../core/errors.js';
import {
  CLIENTS,
  type Client,
  type InstallChange,
  type InstallScope,
  planInstall,
  planUninstall,
  unifiedDiff,
} from '../core/install-plan.js';
import { atomicWrite } from '../store/atomic.js';
import { json } from './format.js';
import type { CliIo } from './io.js';
import { type CommandModule, rootFrom } from './program.js';

/** What one install/uninstall did to one file. */
export interface InstallFileReport {
  path: string;
  kind: InstallChange['kind'];
  changed: boolean;
  /** The copy of the previous file, when one existed and was changed (not on dry runs). */
  backup?: string;
  diff: string;
}

/** The report of `spool install` / `spool uninstall`. */
export interface InstallReport {
  action: 'install' | 'uninstall';
  client: Client;
  scope: InstallScope;
  dry_run: boolean;
  changed: boolean;
  files: InstallFileReport[];
}

const NEXT_STEPS: Record<Client, string> = {
  'claude-code':
    'restart Claude Code (a project .mcp.json server asks for approval once); the hooks run `spool hook <event>`',
  cursor: 'open Cursor Settings → MCP and enable the "spool" server',
  vscode: 'in VS Code run "MCP: List Servers" and start "spool" (agent mode uses its tools)',
  codex:
    'restart Codex; note that ~/.codex/config.toml is Codex’s only config, so every Codex session uses this server',
  gemini: 'restart Gemini CLI; `/mcp` lists the spool tools',
};

/** The user's home directory as the CLI's environment says (tests point HOME at a temp dir). */
function homeOf(io: CliIo): string {
  const h = io.env.HOME ?? io.env.USERPROFILE;
  return h !== undefined && h !== '' ? resolve(io.cwd, h) : homedir();
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new SpoolError(ErrorCode.Io, `cannot read ${path}: ${(err as Error).message}`, { cause: err });
  }
}

/** `20260601T120000Z`: sortable, and valid in file names on every OS. */
function stamp(d: Date): string {
  return d
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** Copies `path` to `<path>.spool-backup-<timestamp>` (never overwriting an older backup). */
function backup(path: string, now: Date): string {
  const base = `${path}.spool-backup-${stamp(now)}`;
  for (let i = 0; ; i++) {
    const target = i === 0 ? base : `${base}-${i}`;
    if (existsSync(target)) continue;
    try {
      copyFileSync(path, target, constants.COPYFILE_EXCL);
      return target;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw new SpoolError(ErrorCode.Io, `cannot back up ${path}: ${(err as Error).message}`, { cause: err });
    }
  }
}

/**
 * Applies planned changes: files that need no change are not touched; changed files that existed are backed
 * up first; every write is atomic. With `dryRun` nothing is written.
 */
export function applyChanges(changes: InstallChange[], dryRun: boolean, now: Date): InstallFileReport[] {
  const reports: InstallFileReport[] = [];
  for (const c of changes) {
    const changed = c.before !== c.after;
    const report: InstallFileReport = {
      path: c.path,
      kind: c.kind,
      changed,
      diff: changed ? unifiedDiff(c.path, c.before, c.after) : '',
    };
    if (changed && !dryRun) {
      if (c.before !== null) report.backup = backup(c.path, now);
      atomicWrite(c.path, c.after);
    }
    reports.push(report);
  }
  return reports;
}

/** True when `cmd` is found on PATH (or is a path that exists). */
function onPath(cmd: string, env: NodeJS.ProcessEnv): boolean {
  if (cmd.includes('/') || cmd.includes('\\')) return existsSync(cmd);
  const exts = process.platform === 'win32' ? ['', '.cmd', '.exe', '.ps1'] : [''];
  return (env.PATH ?? '')
    .split(delimiter)
    .filter((d) => d !== '')
    .some((d) => exts.some((e) => existsSync(join(d, cmd + e))));
}

function render(r: InstallReport, out: (t: string) => void): void {
  for (const f of r.files) if (f.changed) out(f.diff);
  const what = `spool for ${r.client} (${r.scope} scope)`;
  if (!r.changed) {
    out(
      r.action === 'install'
        ? `${what} is already installed: nothing to change\n`
        : `${what} is not installed: nothing to remove\n`,
    );
    return;
  }
  const n = r.files.filter((f) => f.changed).length;
  if (r.dry_run) {
    out(`dry run: ${n} file(s) would change; nothing was written\n`);
    return;
  }
  for (const f of r.files.filter((x) => x.changed)) {
    out(`wrote ${f.path}${f.backup ? ` (backup: ${f.backup})` : ''}\n`);
  }
  if (r.action === 'install') out(`next: ${NEXT_STEPS[r.client]}\n`);
  else out(`removed ${what}\n`);
}

/**
 * `spool install <client>` and `spool uninstall <client>`: register (or remove) spool's MCP server — and, for
 * Claude Code, its hooks — in the client's configuration. Only spool's entries are touched, changed files are
 * backed up to `<file>.spool-backup-<timestamp>`, writes are atomic, re-running is a no-op, and `--dry-run`
 * prints the diff without writing.
 *
 * The server is registered as `spool mcp --root <project>` for project scope: MCP clients start servers from a
 * directory of their choosing (often the editor's or the home directory), so without an explicit root the
 * server could open the wrong project's memory, or none. User scope registers `spool mcp` without a root,
 * so it follows whichever project the client is started in.
 */
export const installCommands: CommandModule = (program, ctx) => {
  const { io, out } = ctx;
  /** Applies (or, dry, only shows) the planned changes and prints the report. */
  const finish = (
    action: InstallReport['action'],
    client: Client,
    o: { scope: InstallScope; dryRun: boolean },
    changes: InstallChange[],
  ): InstallReport => {
    const files = applyChanges(changes, o.dryRun, clockFromEnv(io.env)());
    const report: InstallReport = {
      action,
      client,
      scope: o.scope,
      dry_run: o.dryRun,
      changed: files.some((f) => f.changed),
      files,
    };
    if (ctx.format('table') === 'json') out(json(report));
    else render(report, out);
    return report;
  };
  const clientArg = () => new Argument('<client>', 'the client to configure').choices([...CLIENTS]);
  const scopeOpt = () =>
    new Option('--scope <scope>', 'project: this repository; user: every project')
      .choices(['user', 'project'])
      .default('project');

  program
    .command('install')
    .description('register spool (MCP server, and hooks for Claude Code) with a client; shows the diff')
    .addArgument(clientArg())
    .addOption(scopeOpt())
    .option('--dry-run', 'show the changes without writing', false)
    .option('--command <cmd>', 'how the client should launch spool, e.g. "npx -y spool-memory"', 'spool')
    .action(async (client: Client, o: { scope: InstallScope; dryRun: boolean; command: string }) => {
      const root = rootFrom(io, ctx.globals().root);
      const words = o.command
        .trim()
        .split(/\s+/)
        .filter((w) => w !== '');
      if (words.length === 0) throw new SpoolError(ErrorCode.InvalidInput, '--command must not be empty');
      const args = [...words.slice(1), 'mcp', ...(o.scope === 'project' ? ['--root', root] : [])];
      const changes = planInstall(
        client,
        o.scope,
        { root, home: homeOf(io), command: words[0]!, args, hookCommand: `${words.join(' ')} hook` },
        readOrNull,
      );
      const report = finish('install', client, o, changes);
      if (report.changed && !onPath(words[0]!, io.env)) {
        io.stderr(
          `warning: "${words[0]}" is not on PATH, so ${client} may fail to start it: install spool globally (npm i -g spool-memory) or re-run with --command "npx -y spool-memory"\n`,
        );
      }
    });

  program
    .command('uninstall')
    .description('remove spool’s MCP server and hooks from a client’s configuration (other entries stay)')
    .addArgument(clientArg())
    .addOption(scopeOpt())
    .option('--dry-run', 'show the changes without writing', false)
    .action(async (client: Client, o: { scope: InstallScope; dryRun: boolean }) => {
      const root = rootFrom(io, ctx.globals().root);
      const changes = planUninstall(
        client,
        o.scope,
        { root, home: homeOf(io), hookCommand: 'spool hook' },
        readOrNull,
      );
      finish('uninstall', client, o, changes);
    });
};
