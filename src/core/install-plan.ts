/**
 * `spool install <client>` as pure planning (SPEC §8 "Install"): given how to read a file, compute every
 * configuration file's new text. The CLI does the I/O (backup, write, `--dry-run` diff), so all the merging
 * rules live here and are testable without touching a real home directory.
 *
 * Rules shared by every client:
 * - only spool's own entries are added, updated or removed; every other key, server and hook is kept;
 * - a file that cannot be parsed is never overwritten: planning throws SpoolError(ConfigInvalid);
 * - planning is idempotent: when nothing needs to change, `after === before` (byte for byte, even if the file
 *   is formatted differently from how spool would write it).
 */
import { isAbsolute, join } from 'node:path';
import { parse as parseToml, stringify as stringifyToml } from 'smol-toml';
import { ErrorCode, SpoolError } from './errors.js';

/** The clients `spool install` knows. */
export const CLIENTS = ['claude-code', 'cursor', 'vscode', 'codex', 'gemini'] as const;
/** One of {@link CLIENTS}. */
export type Client = (typeof CLIENTS)[number];
/** Whether to configure the client for every project of the user or for one project. */
export type InstallScope = 'user' | 'project';

/** The name spool's MCP server is registered under in every client. */
export const SPOOL_SERVER_NAME = 'spool';

/** What {@link planInstall} needs to know; paths must be absolute. */
export interface InstallContext {
  /** Project root (project-scope files live under it). */
  root: string;
  /** The user's home directory (user-scope files live under it). */
  home: string;
  /** MCP server command, e.g. `spool`. */
  command: string;
  /** MCP server arguments, e.g. `["mcp", "--root", root]`. */
  args: string[];
  /** Hook command prefix; the event name is appended: `spool hook` → `spool hook session-start`. */
  hookCommand: string;
  /**
   * Only picks VS Code's user-profile directory; defaults to `process.platform` (a constant, so planning
   * stays deterministic within a process).
   */
  platform?: NodeJS.Platform;
}

/** What {@link planUninstall} needs: the same context, without the server command. */
export type UninstallContext = Omit<InstallContext, 'command' | 'args'>;

/** One file's planned content. `before === after` means the file is already as it should be. */
export interface InstallChange {
  /** Absolute path. */
  path: string;
  /** Current text, or null when the file does not exist. */
  before: string | null;
  /** Text to write. */
  after: string;
  /** Which part of the integration the file carries. */
  kind: 'mcp' | 'hooks';
}

/** Reads a file's text, or returns null when it does not exist. */
export type ReadFile = (absPath: string) => string | null;

/** The Claude Code hook events spool handles, with the `spool hook` sub-command each one runs. */
export const CLAUDE_HOOKS: readonly { event: string; arg: string; matcher?: string }[] = [
  { event: 'SessionStart', arg: 'session-start' },
  { event: 'UserPromptSubmit', arg: 'user-prompt' },
  { event: 'PostToolUse', arg: 'post-tool-use', matcher: 'Edit|Write|MultiEdit' },
  { event: 'Stop', arg: 'stop' },
  { event: 'PreCompact', arg: 'pre-compact' },
];

type Json = Record<string, unknown>;

/** How one file is edited: its format, where it is, and the install/uninstall edits of its parsed document. */
interface Target {
  path: string;
  kind: 'mcp' | 'hooks';
  format: 'json' | 'toml';
  /** Shown in errors so the user can add the entry by hand when spool cannot. */
  snippet: string;
  install: (doc: Json) => void;
  uninstall: (doc: Json) => void;
}

/**
 * Plans the configuration changes that register spool with `client` (MCP server, plus hooks for Claude
 * Code). Returns one change per file spool manages for that client and scope, including files that need no
 * change (`before === after`).
 *
 * Files per client: claude-code `<root>/.mcp.json` | `~/.claude.json` (`mcpServers`) and
 * `<root>/.claude/settings.json` | `~/.claude/settings.json` (`hooks`); cursor `<root|~>/.cursor/mcp.json`
 * (`mcpServers`); vscode `<root>/.vscode/mcp.json` | the user profile's `mcp.json` (`servers`, with
 * `type: "stdio"`; VS Code keeps user settings in a per-OS profile directory, see {@link vscodeUserDir});
 * codex `~/.codex/config.toml` (`[mcp_servers.spool]`) for both scopes, because Codex reads only its user
 * config — so a project install there points every Codex session at the args given; gemini
 * `<root|~>/.gemini/settings.json` (`mcpServers`).
 *
 * Only Claude Code gets hooks: the other clients either have no hooks or send payloads `spool hook` does not
 * read.
 *
 * @throws SpoolError(ConfigInvalid) when an existing file cannot be parsed or has an unexpected shape.
 */
export function planInstall(
  client: Client,
  scope: InstallScope,
  ctx: InstallContext,
  read: ReadFile,
): InstallChange[] {
  return targetsFor(client, scope, ctx).map((t) => planTarget(t, read(t.path), 'install'));
}

/**
 * Plans the reverse of {@link planInstall}: removes the `spool` server entry and spool's hooks (recognised by
 * command, whatever `hookCommand` they were installed with), and containers that became empty only because
 * of that removal. Files that do not exist are left out of the result. Files are never deleted: a file that
 * held only spool's entries becomes `{}` (JSON) or empty (TOML).
 *
 * @throws SpoolError(ConfigInvalid) when an existing file cannot be parsed or has an unexpected shape.
 */
export function planUninstall(
  client: Client,
  scope: InstallScope,
  ctx: UninstallContext,
  read: ReadFile,
): InstallChange[] {
  const full: InstallContext = { ...ctx, command: '', args: [] };
  const changes: InstallChange[] = [];
  for (const t of targetsFor(client, scope, full)) {
    const before = read(t.path);
    if (before !== null) changes.push(planTarget(t, before, 'uninstall'));
  }
  return changes;
}

/**
 * VS Code's user directory (where its user-level `mcp.json` lives) for the default profile: Linux
 * `~/.config/Code/User`, macOS `~/Library/Application Support/Code/User`, Windows `%APPDATA%\Code\User`
 * (taken as `~/AppData/Roaming`). Other profiles and Insiders/VSCodium builds use sibling directories.
 */
export function vscodeUserDir(home: string, platform: NodeJS.Platform): string {
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Code', 'User');
  if (platform === 'win32') return join(home, 'AppData', 'Roaming', 'Code', 'User');
  return join(home, '.config', 'Code', 'User');
}

function targetsFor(client: Client, scope: InstallScope, ctx: InstallContext): Target[] {
  for (const [name, value] of [
    ['root', ctx.root],
    ['home', ctx.home],
  ] as const) {
    if (!isAbsolute(value)) {
      throw new SpoolError(ErrorCode.InvalidInput, `install needs an absolute ${name} path, got "${value}"`, {
        details: { [name]: value },
      });
    }
  }
  const base = scope === 'project' ? ctx.root : ctx.home;
  const server = { command: ctx.command, args: [...ctx.args] };
  switch (client) {
    case 'claude-code':
      return [
        serverTarget(
          scope === 'project' ? join(ctx.root, '.mcp.json') : join(ctx.home, '.claude.json'),
          'json',
          'mcpServers',
          server,
        ),
        claudeHooksTarget(join(base, '.claude', 'settings.json'), ctx.hookCommand),
      ];
    case 'cursor':
      return [serverTarget(join(base, '.cursor', 'mcp.json'), 'json', 'mcpServers', server)];
    case 'vscode': {
      const dir =
        scope === 'project'
          ? join(ctx.root, '.vscode')
          : vscodeUserDir(ctx.home, ctx.platform ?? process.platform);
      return [serverTarget(join(dir, 'mcp.json'), 'json', 'servers', { type: 'stdio', ...server })];
    }
    case 'codex':
      return [serverTarget(join(ctx.home, '.codex', 'config.toml'), 'toml', 'mcp_servers', server)];
    case 'gemini':
      return [serverTarget(join(base, '.gemini', 'settings.json'), 'json', 'mcpServers', server)];
    default:
      throw new SpoolError(
        ErrorCode.InvalidInput,
        `unknown client "${String(client)}"; use one of ${CLIENTS.join(', ')}`,
      );
  }
}

// ---------------------------------------------------------------------------------------------------------
// Planning one file
// ---------------------------------------------------------------------------------------------------------

function planTarget(target: Target, before: string | null, mode: 'install' | 'uninstall'): InstallChange {
  const { path, kind } = target;
  const edit = mode === 'install' ? target.install : target.uninstall;

  if (target.format === 'json') {
    const original = parseJsonFile(target, before);
    const doc = parseJsonFile(target, before);
    edit(doc);
    const after = before !== null && deepEqual(original, doc) ? before : `${JSON.stringify(doc, null, 2)}\n`;
    return { path, before, after, kind };
  }

  const original = parseTomlFile(target, before);
  const doc = parseTomlFile(target, before);
  edit(doc);
  if (before !== null && deepEqual(original, doc)) return { path, before, after: before, kind };
  const text = before ?? '';
  // Re-stringifying drops the user's comments, so first try a textual edit and keep it only when it parses
  // to exactly the intended document.
  const textual = mode === 'install' ? appendTomlSection(text, doc) : removeTomlSection(text);
  const after = textual !== undefined && tomlMeans(textual, doc) ? textual : stringifyToml(doc);
  return { path, before, after, kind };
}

function configInvalid(target: Target, problem: string, cause?: unknown): SpoolError {
  return new SpoolError(
    ErrorCode.ConfigInvalid,
    `${target.path} ${problem}; spool will not overwrite a file it cannot parse. Fix the file (or move it ` +
      `away) and run the command again, or make the change by hand:\n${target.snippet}`,
    cause === undefined ? { details: { path: target.path } } : { cause, details: { path: target.path } },
  );
}

function parseJsonFile(target: Target, text: string | null): Json {
  if (text === null || text.trim() === '') return {};
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (cause) {
    // JSONC (comments, trailing commas) lands here too, deliberately: rewriting it would drop the comments.
    throw configInvalid(target, `is not valid JSON (${(cause as Error).message})`, cause);
  }
  if (!isObject(data)) throw configInvalid(target, 'does not hold a JSON object at the top level');
  return data;
}

function parseTomlFile(target: Target, text: string | null): Json {
  if (text === null || text.trim() === '') return {};
  try {
    return parseToml(text) as Json;
  } catch (cause) {
    throw configInvalid(target, `is not valid TOML (${(cause as Error).message.split('\n')[0]})`, cause);
  }
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

/** Structural equality for parsed JSON/TOML values (TOML dates compare by their text). */
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && String(a) === String(b) && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => deepEqual(v, b[i]))
    );
  }
  if (!isObject(a) || !isObject(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  // Key order matters: a reordered object would be written differently, so it is a change.
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && deepEqual(a[k], b[k]));
}

/** The object at `doc[key]`, created when absent; throws when something else is there. */
function objectAt(doc: Json, key: string, target: Target, create: boolean): Json | undefined {
  const value = doc[key];
  if (value === undefined) {
    if (!create) return undefined;
    const fresh: Json = {};
    doc[key] = fresh;
    return fresh;
  }
  if (!isObject(value)) throw configInvalid(target, `has a "${key}" that is not an object`);
  return value;
}

// ---------------------------------------------------------------------------------------------------------
// MCP server entries
// ---------------------------------------------------------------------------------------------------------

/**
 * The `spool` entry under `doc[key]` (`mcpServers`, `servers` or `mcp_servers`): install merges it, uninstall
 * deletes it and drops the server map only when spool's entry was its last one.
 */
function serverTarget(path: string, format: 'json' | 'toml', key: string, entry: Json): Target {
  const wrapped = { [key]: { [SPOOL_SERVER_NAME]: entry } };
  const target: Target = {
    path,
    kind: 'mcp',
    format,
    snippet: format === 'json' ? JSON.stringify(wrapped, null, 2) : stringifyToml(wrapped),
    install: (doc) => {
      const servers = objectAt(doc, key, target, true)!;
      servers[SPOOL_SERVER_NAME] = mergeEntry(servers[SPOOL_SERVER_NAME], entry);
    },
    uninstall: (doc) => {
      const servers = objectAt(doc, key, target, false);
      if (servers === undefined || !(SPOOL_SERVER_NAME in servers)) return;
      delete servers[SPOOL_SERVER_NAME];
      if (Object.keys(servers).length === 0) delete doc[key];
    },
  };
  return target;
}

/**
 * Updates spool's entry in place: keys the user added to it (`env`, `cwd`, a timeout) survive, and key order
 * is kept so a re-install does not reshuffle the file.
 */
function mergeEntry(existing: unknown, entry: Json): Json {
  return isObject(existing) ? { ...existing, ...entry } : { ...entry };
}

// ---------------------------------------------------------------------------------------------------------
// Codex TOML: textual edits that keep comments
// ---------------------------------------------------------------------------------------------------------

const SPOOL_TOML_HEADER_RE = /^\s*\[\s*mcp_servers\s*\.\s*(?:spool|"spool"|'spool')\s*\]\s*(?:#.*)?$/;
const SPOOL_TOML_SUBTABLE_RE = /^\s*\[\[?\s*mcp_servers\s*\.\s*(?:spool|"spool"|'spool')\s*\./;

/** Appends `[mcp_servers.spool]` (as found in `doc`) after the existing text. */
function appendTomlSection(text: string, doc: Json): string | undefined {
  const servers = doc.mcp_servers;
  if (!isObject(servers) || !isObject(servers[SPOOL_SERVER_NAME])) return undefined;
  if (text.split(/\r?\n/).some((l) => SPOOL_TOML_HEADER_RE.test(l))) return undefined;
  const section = stringifyToml({ mcp_servers: { [SPOOL_SERVER_NAME]: servers[SPOOL_SERVER_NAME] } });
  const separator =
    text.trim() === '' ? '' : text.endsWith('\n\n') ? '' : text.endsWith('\n') ? '\n' : '\n\n';
  return (text.trim() === '' ? '' : text) + separator + section;
}

/** Removes the `[mcp_servers.spool]` section and its sub-tables, leaving every other line as it was. */
function removeTomlSection(text: string): string | undefined {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => SPOOL_TOML_HEADER_RE.test(l));
  if (start === -1) return undefined;
  let end = start + 1;
  while (end < lines.length && !(/^\s*\[/.test(lines[end]!) && !SPOOL_TOML_SUBTABLE_RE.test(lines[end]!)))
    end++;
  const kept = [...lines.slice(0, start), ...lines.slice(end)];
  if (end === lines.length) {
    // The section was last: drop the blank lines that separated it, keep one final newline.
    while (kept.length > 0 && kept[kept.length - 1]!.trim() === '') kept.pop();
    if (kept.length > 0) kept.push('');
  }
  return kept.join('\n');
}

/** True when `text` parses to `doc` (an empty `mcp_servers` table counts as absent). */
function tomlMeans(text: string, doc: Json): boolean {
  try {
    const parsed = parseToml(text) as Json;
    const drop = (d: Json): Json => {
      const copy = { ...d };
      if (isObject(copy.mcp_servers) && Object.keys(copy.mcp_servers).length === 0) delete copy.mcp_servers;
      return copy;
    };
    return deepEqual(drop(parsed), drop(doc));
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Claude Code hooks
// ---------------------------------------------------------------------------------------------------------

const HOOK_ARGS = CLAUDE_HOOKS.map((h) => h.arg).join('|');
// Recognises spool's hook however it was launched (`spool`, a path to it, `npx spool-memory`, `bin.js`), so
// that re-installing with a different hookCommand replaces the old entry instead of running both.
const SPOOL_HOOK_RE = new RegExp(
  `(?:^|[\\s/\\\\"'])spool(?:-memory)?(?:\\.js|\\.cmd|\\.exe)?["']?\\s+hook\\s+(?:${HOOK_ARGS})\\s*$`,
);

function isSpoolHook(command: string, hookCommand: string): boolean {
  if (SPOOL_HOOK_RE.test(command)) return true;
  const prefix = `${hookCommand} `;
  return command.startsWith(prefix) && CLAUDE_HOOKS.some((h) => command === prefix + h.arg);
}

function claudeHooksTarget(path: string, hookCommand: string): Target {
  const ours = (h: unknown): boolean =>
    isObject(h) && typeof h.command === 'string' && isSpoolHook(h.command, hookCommand);
  const snippet = JSON.stringify(
    {
      hooks: Object.fromEntries(
        CLAUDE_HOOKS.map((h) => [h.event, [hookGroup(h.matcher, `${hookCommand} ${h.arg}`)]]),
      ),
    },
    null,
    2,
  );
  const target: Target = {
    path,
    kind: 'hooks',
    format: 'json',
    snippet,
    install: (doc) => {
      const hooks = objectAt(doc, 'hooks', target, true)!;
      for (const { event, arg, matcher } of CLAUDE_HOOKS) {
        const expected = `${hookCommand} ${arg}`;
        const groups = hookGroups(hooks, event, target);
        let kept = false;
        // Keep one exact entry where it is (the user may have ordered hooks on purpose); drop stale or
        // duplicate spool entries; add ours only when none was kept.
        const next = filterHooks(groups, (h, group) => {
          if (!ours(h)) return true;
          const exact =
            !kept &&
            (h as Json).command === expected &&
            ((h as Json).type ?? 'command') === 'command' &&
            (group.matcher ?? '') === (matcher ?? '');
          if (exact) kept = true;
          return exact;
        });
        if (!kept) next.push(hookGroup(matcher, expected));
        hooks[event] = next;
      }
    },
    uninstall: (doc) => {
      const hooks = objectAt(doc, 'hooks', target, false);
      if (hooks === undefined) return;
      let removed = false;
      for (const event of Object.keys(hooks)) {
        const groups = hookGroups(hooks, event, target);
        const next = filterHooks(groups, (h) => !ours(h));
        if (next.length === 0 && groups.length > 0) {
          delete hooks[event];
          removed = true;
        } else {
          hooks[event] = next;
        }
      }
      // An empty "hooks" the user wrote stays; one that spool emptied goes.
      if (removed && Object.keys(hooks).length === 0) delete doc.hooks;
    },
  };
  return target;
}

function hookGroup(matcher: string | undefined, command: string): Json {
  const hooks = [{ type: 'command', command }];
  return matcher === undefined ? { hooks } : { matcher, hooks };
}

function hookGroups(hooks: Json, event: string, target: Target): unknown[] {
  const groups = hooks[event];
  if (groups === undefined) return [];
  if (!Array.isArray(groups)) throw configInvalid(target, `has a "hooks.${event}" that is not an array`);
  return groups;
}

/**
 * Filters the hook entries of every matcher group. A group is rewritten only when an entry was removed, and
 * dropped only when that removal emptied it: groups that were empty or odd-shaped before stay as they were.
 */
function filterHooks(groups: unknown[], keep: (hook: unknown, group: Json) => boolean): unknown[] {
  const out: unknown[] = [];
  for (const group of groups) {
    if (!isObject(group) || !Array.isArray(group.hooks)) {
      out.push(group);
      continue;
    }
    const entries = group.hooks.filter((h) => keep(h, group));
    if (entries.length === group.hooks.length) out.push(group);
    else if (entries.length > 0) out.push({ ...group, hooks: entries });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Diff
// ---------------------------------------------------------------------------------------------------------

// Above this many cells the LCS table is too big for a CLI preview; the changed middle is shown as replaced.
const MAX_LCS_CELLS = 4_000_000;
const NO_NEWLINE = '\\ No newline at end of file';

/**
 * A unified diff (3 lines of context) of one file, for `spool install --dry-run`. Returns '' when nothing
 * changes; `before === null` diffs against `/dev/null`. Good enough for small config files: common prefix and
 * suffix are trimmed, then an LCS table aligns the rest.
 */
export function unifiedDiff(path: string, before: string | null, after: string, context = 3): string {
  if (before === after) return '';
  const a = diffLines(before ?? '');
  const b = diffLines(after);
  const ops = diffOps(a, b);

  const out = [`--- ${before === null ? '/dev/null' : path}`, `+++ ${path}`];
  let i = 0;
  let aLine = 0;
  let bLine = 0;
  while (i < ops.length) {
    if (ops[i]!.op === ' ') {
      aLine++;
      bLine++;
      i++;
      continue;
    }
    // Back up to include leading context, then extend over changes separated by short runs of equal lines.
    const start = Math.max(0, i - context);
    const lead = i - start;
    let end = i;
    while (end < ops.length) {
      if (ops[end]!.op !== ' ') {
        end++;
        continue;
      }
      let run = 0;
      while (end + run < ops.length && ops[end + run]!.op === ' ') run++;
      if (end + run >= ops.length || run > 2 * context) {
        end = Math.min(ops.length, end + context);
        break;
      }
      end += run;
    }
    const hunk = ops.slice(start, end);
    const aCount = hunk.filter((o) => o.op !== '+').length;
    const bCount = hunk.filter((o) => o.op !== '-').length;
    const aStart = aLine - lead;
    const bStart = bLine - lead;
    out.push(
      `@@ -${aCount === 0 ? aStart : aStart + 1},${aCount} +${bCount === 0 ? bStart : bStart + 1},${bCount} @@`,
    );
    for (const o of hunk) {
      out.push(o.op + o.line.text);
      if (!o.line.newline) out.push(NO_NEWLINE);
    }
    aLine = aStart + aCount;
    bLine = bStart + bCount;
    i = end;
  }
  return out.join('\n') + '\n';
}

interface DiffLine {
  text: string;
  newline: boolean;
}

function diffLines(text: string): DiffLine[] {
  if (text === '') return [];
  const parts = text.split('\n');
  const last = parts.pop()!;
  const lines = parts.map((t) => ({ text: t, newline: true }));
  if (last !== '') lines.push({ text: last, newline: false });
  return lines;
}

function sameLine(x: DiffLine, y: DiffLine): boolean {
  return x.text === y.text && x.newline === y.newline;
}

function diffOps(a: DiffLine[], b: DiffLine[]): { op: ' ' | '-' | '+'; line: DiffLine }[] {
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && sameLine(a[prefix]!, b[prefix]!)) prefix++;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    sameLine(a[a.length - 1 - suffix]!, b[b.length - 1 - suffix]!)
  ) {
    suffix++;
  }
  const am = a.slice(prefix, a.length - suffix);
  const bm = b.slice(prefix, b.length - suffix);
  const ops: { op: ' ' | '-' | '+'; line: DiffLine }[] = a
    .slice(0, prefix)
    .map((line) => ({ op: ' ', line }));

  const n = am.length;
  const m = bm.length;
  if ((n + 1) * (m + 1) > MAX_LCS_CELLS) {
    for (const line of am) ops.push({ op: '-', line });
    for (const line of bm) ops.push({ op: '+', line });
  } else {
    // lcs[i][j] = length of the LCS of am[i..] and bm[j..], so the walk below can go forwards.
    const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i]![j] = sameLine(am[i]!, bm[j]!)
          ? lcs[i + 1]![j + 1]! + 1
          : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && sameLine(am[i]!, bm[j]!)) {
        ops.push({ op: ' ', line: am[i]! });
        i++;
        j++;
      } else if (j >= m || (i < n && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
        ops.push({ op: '-', line: am[i]! });
        i++;
      } else {
        ops.push({ op: '+', line: bm[j]! });
        j++;
      }
    }
  }
  for (const line of a.slice(a.length - suffix)) ops.push({ op: ' ', line });
  return ops;
}
