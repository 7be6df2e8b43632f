import { existsSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Argument, Option } from 'commander';
import { clockFromEnv } from '../core/clock.js';
import { ErrorCode, SpoolError } from '../core/errors.js';
import {
  applyChanges,
  CLIENTS,
  type Client,
  type InstallChange,
  type InstallFileReport,
  type InstallScope,
  planInstall,
  planUninstall,
  readCreated,
  readOrNull,
  type TierDirs,
} from '../integrations/install/index.js';
import { defaultHome } from '../store/paths.js';
import { json } from './format.js';
import type { CliIo } from './io.js';
import { type CommandModule, checkRoot, rootFrom } from './program.js';

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
    'restart Codex; it reads a project’s .codex/config.toml only once you trust the project (it asks on first start)',
  gemini: 'restart Gemini CLI; `/mcp` lists the spool tools',
};

/** The user's home directory as the CLI's environment says (tests point HOME at a temp dir). */
function homeOf(io: CliIo): string {
  const h = io.env.HOME ?? io.env.USERPROFILE;
  return h !== undefined && h !== '' ? resolve(io.cwd, h) : homedir();
}

/** The absolute path of `cmd` on PATH (or `cmd` itself when it is a path that exists), else undefined. */
function which(cmd: string, env: NodeJS.ProcessEnv): string | undefined {
  if (cmd.includes('/') || cmd.includes('\\')) return existsSync(cmd) ? cmd : undefined;
  const exts = process.platform === 'win32' ? ['', '.cmd', '.exe', '.ps1'] : [''];
  for (const d of (env.PATH ?? '').split(delimiter)) {
    if (d === '') continue;
    for (const e of exts) if (existsSync(join(d, cmd + e))) return join(d, cmd + e);
  }
  return undefined;
}

/** This build's CLI entry (`dist/cli/bin.js`), or undefined when running from sources (tests). */
function ownBin(): string | undefined {
  const bin = fileURLToPath(new URL('./bin.js', import.meta.url));
  return existsSync(bin) ? realpathSync(bin) : undefined;
}

function sameFile(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

/**
 * How clients should launch this very spool when `--command` is not given: `spool` when that name on PATH
 * is this installation (a global install, `npm install -g .` from a clone), else node and the absolute path
 * of this build's entry — so hooks and server run the binary that did the install, never a registry fetch.
 */
function defaultCommand(env: NodeJS.ProcessEnv): string[] {
  const self = ownBin();
  if (self === undefined) return ['spool'];
  const found = which('spool', env);
  if (found !== undefined && sameFile(found, self)) return ['spool'];
  return [process.execPath, self];
}

/** One word of a hook's shell command line: quoted when it holds anything a shell would act on. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `"${word.replace(/(["\\$`])/g, '\\$1')}"`;
}

function render(r: InstallReport, out: (t: string) => void, err: (t: string) => void): void {
  for (const f of r.files) if (f.changed) out(f.diff);
  for (const f of r.files) for (const n of f.notes) err(`note: ${n}\n`);
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
    const verb = f.deleted ? 'deleted' : 'wrote';
    out(`${verb} ${f.path}${f.backup ? ` (backup: ${f.backup})` : ''}\n`);
  }
  if (r.action === 'install') out(`next: ${NEXT_STEPS[r.client]}\n`);
  else out(`removed ${what}\n`);
}

/**
 * `spool install <client>` and `spool uninstall <client>`: register (or remove) spool's MCP server — and, for
 * Claude Code, its hooks — in the client's configuration. Only spool's entries are touched, changed files are
 * backed up under `.spool/local/backups/` (user-scope files under the user tier's `local/backups/`), writes
 * are atomic, re-running is a no-op, uninstall deletes the files install created when they end up empty, and
 * `--dry-run` prints the diff without writing.
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
    dirs: Record<InstallChange['tier'], TierDirs>,
  ): InstallReport => {
    const files = applyChanges(changes, o.dryRun, clockFromEnv(io.env)(), dirs);
    const report: InstallReport = {
      action,
      client,
      scope: o.scope,
      dry_run: o.dryRun,
      changed: files.some((f) => f.changed),
      files,
    };
    if (ctx.format('table') === 'json') out(json(report));
    else render(report, out, io.stderr);
    return report;
  };
  /** The project: `--root` (which must exist: install never creates a project) or the one around cwd. */
  const projectRoot = (): string => {
    const explicit = ctx.globals().root;
    const root = rootFrom(io, explicit);
    if (explicit !== undefined) checkRoot(root);
    return root;
  };
  const tierDirs = (root: string): Record<InstallChange['tier'], TierDirs> => {
    const spoolDir = join(root, '.spool');
    const userHome = io.env.SPOOL_HOME ? resolve(io.cwd, io.env.SPOOL_HOME) : defaultHome(io.env);
    return {
      project: { local: join(spoolDir, 'local'), base: root, spoolDir },
      user: { local: join(userHome, 'local'), base: homeOf(io) },
    };
  };
  const createdSet = (dirs: Record<InstallChange['tier'], TierDirs>): Set<string> =>
    new Set([...readCreated(dirs.project).files, ...readCreated(dirs.user).files]);
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
    .option(
      '--command <cmd>',
      'how the client should launch spool (default: `spool` when it is this installation on PATH, else node and this build’s path)',
    )
    .action(async (client: Client, o: { scope: InstallScope; dryRun: boolean; command?: string }) => {
      const root = projectRoot();
      const words =
        o.command === undefined
          ? defaultCommand(io.env)
          : o.command
              .trim()
              .split(/\s+/)
              .filter((w) => w !== '');
      if (words.length === 0) throw new SpoolError(ErrorCode.InvalidInput, '--command must not be empty');
      const args = [...words.slice(1), 'mcp', ...(o.scope === 'project' ? ['--root', root] : [])];
      // A hook runs on every prompt: `npx` would resolve (or fetch) the package each time, so hooks run the
      // binary doing this install instead, when it is a built one.
      const self = ownBin();
      const viaNpx = /^npx(?:\.cmd)?$/.test(words[0]!) && self !== undefined;
      const hookWords = viaNpx ? [process.execPath, self] : words;
      const dirs = tierDirs(root);
      const changes = planInstall(
        client,
        o.scope,
        {
          root,
          home: homeOf(io),
          command: words[0]!,
          args,
          hookCommand: `${hookWords.map(shellWord).join(' ')} hook`,
          created: createdSet(dirs),
        },
        readOrNull,
      );
      const report = finish('install', client, o, changes, dirs);
      if (report.changed && viaNpx && client === 'claude-code') {
        io.stderr(`note: the hooks run ${hookWords.join(' ')} (npx would cost seconds on every prompt)\n`);
      }
      if (report.changed && which(words[0]!, io.env) === undefined) {
        io.stderr(
          `warning: "${words[0]}" is not on PATH, so ${client} may fail to start it: install spool globally (npm install -g spool-memory, or npm install -g . in a clone) or pass --command "node /path/to/spool/dist/cli/bin.js"\n`,
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
      const root = projectRoot();
      const dirs = tierDirs(root);
      const changes = planUninstall(
        client,
        o.scope,
        { root, home: homeOf(io), hookCommand: 'spool hook', created: createdSet(dirs) },
        readOrNull,
      );
      finish('uninstall', client, o, changes, dirs);
    });
};
