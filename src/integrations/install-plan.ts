/**
 * `spool install <client>` as pure planning (SPEC §8 "Install"): given how to read a file, compute every
 * configuration file's new text. The CLI does the I/O (backup, write, `--dry-run` diff), so all the merging
 * rules live here and are testable without touching a real home directory.
 *
 * Rules shared by every client:
 * - only spool's own entries are added, updated or removed; every other key, server and hook is kept, and so
 *   is every byte outside spool's entries: JSON and JSONC (comments, trailing commas) are edited in place in
 *   the file's own indentation and key order, TOML by replacing spool's own table as text;
 * - a file that cannot be parsed, or whose spool entry is written in a form spool cannot edit as text, is never
 *   overwritten: planning throws SpoolError(ConfigInvalid) with the snippet to add by hand;
 * - planning is idempotent: when nothing needs to change, `after === before` (byte for byte, even if the file
 *   is formatted differently from how spool would write it);
 * - changing what another project's entry points at is never silent: it is said in the change's `notes`.
 */
import { isAbsolute, join } from 'node:path';
import {
  findNodeAtLocation,
  type Node,
  type ParseError,
  parse,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser';
import { parse as parseToml, stringify as stringifyToml } from 'smol-toml';
import { ErrorCode, SpoolError } from '../core/errors.js';

/** The clients `spool install` knows. */
export const CLIENTS = ['claude-code', 'cursor', 'vscode', 'codex', 'gemini'] as const;
/** One of {@link CLIENTS}. */
export type Client = (typeof CLIENTS)[number];
/** Whether to configure the client for every project of the user or for one project. */
export type InstallScope = 'user' | 'project';

/** The name spool's MCP server is registered under in every client. */
export const SPOOL_SERVER_NAME = 'spool';

/**
 * The argument that marks a Claude Code hook as spool's, whatever command runs it (`spool`, `node …/bin.js`):
 * `spool hook` ignores it, and uninstall finds spool's hooks by it instead of guessing from the command.
 */
export const SPOOL_HOOK_MARKER = '--spool-managed';

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
  /**
   * Hook command prefix, as a shell command line; the event name and {@link SPOOL_HOOK_MARKER} are appended:
   * `spool hook` → `spool hook session-start --spool-managed`.
   */
  hookCommand: string;
  /**
   * Only picks VS Code's user-profile directory; defaults to `process.platform` (a constant, so planning
   * stays deterministic within a process).
   */
  platform?: NodeJS.Platform;
  /**
   * Absolute paths of the files an install created (the CLI keeps the list): an uninstall that leaves such a
   * file with nothing but `{}` (or an empty TOML file) deletes it instead.
   */
  created?: ReadonlySet<string>;
}

/** What {@link planUninstall} needs: the same context, without the server command. */
export type UninstallContext = Omit<InstallContext, 'command' | 'args'>;

/** One file's planned content. `before === after` means the file is already as it should be. */
export interface InstallChange {
  /** Absolute path. */
  path: string;
  /** Current text, or null when the file does not exist. */
  before: string | null;
  /** Text to write, or null to delete the file (an uninstall emptied a file spool had created). */
  after: string | null;
  /** Which part of the integration the file carries. */
  kind: 'mcp' | 'hooks';
  /** Whose file it is: project files keep their backups in the project, user files in the user tier. */
  tier: 'project' | 'user';
  /** What the user should know about this change (an entry that pointed at another project, …). */
  notes: string[];
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
type Note = (message: string) => void;

/** How one file is edited: its format, where it is, and the install/uninstall edits of its parsed document. */
interface Target {
  path: string;
  kind: 'mcp' | 'hooks';
  tier: 'project' | 'user';
  format: 'json' | 'toml';
  /** Shown in errors so the user can add the entry by hand when spool cannot. */
  snippet: string;
  install: (doc: Json, note: Note) => void;
  uninstall: (doc: Json, note: Note) => void;
  /** Only looked at when the file exists (a file of another scope that may hold an older install's entry). */
  optional?: boolean;
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
 * codex `<root>/.codex/config.toml` | `~/.codex/config.toml` (`[mcp_servers.spool]`; Codex reads the project
 * file for trusted projects); gemini `<root|~>/.gemini/settings.json` (`mcpServers`).
 *
 * A project-scope Codex install also takes out of `~/.codex/config.toml` an entry an older spool put there
 * for this same project (it would point every other project's Codex sessions here); an entry for another
 * project stays, and the change says so.
 *
 * Only Claude Code gets hooks: the other clients either have no hooks or send payloads `spool hook` does not
 * read.
 *
 * @throws SpoolError(ConfigInvalid) when an existing file cannot be parsed or edited in place.
 */
export function planInstall(
  client: Client,
  scope: InstallScope,
  ctx: InstallContext,
  read: ReadFile,
): InstallChange[] {
  return targetsFor(client, scope, ctx)
    .map((t) => ({ t, before: read(t.path) }))
    .filter(({ t, before }) => !t.optional || before !== null)
    .map(({ t, before }) => planTarget(t, before, 'install', ctx.created));
}

/**
 * Plans the reverse of {@link planInstall}: removes the `spool` server entry and spool's hooks (recognised by
 * {@link SPOOL_HOOK_MARKER}, or for hooks installed before the marker existed, by their `spool hook <event>`
 * command), and containers that became empty only because of that removal. Files that do not exist are left
 * out of the result. A file an install created that is left holding nothing is deleted (`after: null`);
 * any other file that held only spool's entries becomes `{}` (JSON) or empty (TOML).
 *
 * @throws SpoolError(ConfigInvalid) when an existing file cannot be parsed or edited in place.
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
    if (before !== null) changes.push(planTarget(t, before, 'uninstall', ctx.created));
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
  const tier = scope;
  const server = { command: ctx.command, args: [...ctx.args] };
  switch (client) {
    case 'claude-code':
      return [
        serverTarget(
          scope === 'project' ? join(ctx.root, '.mcp.json') : join(ctx.home, '.claude.json'),
          tier,
          'json',
          'mcpServers',
          server,
        ),
        claudeHooksTarget(join(base, '.claude', 'settings.json'), tier, ctx.hookCommand),
      ];
    case 'cursor':
      return [serverTarget(join(base, '.cursor', 'mcp.json'), tier, 'json', 'mcpServers', server)];
    case 'vscode': {
      const dir =
        scope === 'project'
          ? join(ctx.root, '.vscode')
          : vscodeUserDir(ctx.home, ctx.platform ?? process.platform);
      return [serverTarget(join(dir, 'mcp.json'), tier, 'json', 'servers', { type: 'stdio', ...server })];
    }
    case 'codex': {
      const own = serverTarget(join(base, '.codex', 'config.toml'), tier, 'toml', 'mcp_servers', server);
      return scope === 'project'
        ? [own, legacyCodexTarget(join(ctx.home, '.codex', 'config.toml'), ctx.root)]
        : [own];
    }
    case 'gemini':
      return [serverTarget(join(base, '.gemini', 'settings.json'), tier, 'json', 'mcpServers', server)];
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

function planTarget(
  target: Target,
  before: string | null,
  mode: 'install' | 'uninstall',
  created: ReadonlySet<string> | undefined,
): InstallChange {
  const { path, kind, tier } = target;
  const edit = mode === 'install' ? target.install : target.uninstall;
  const notes: string[] = [];
  const note: Note = (m) => notes.push(m);
  const parseFile = target.format === 'json' ? parseJsonFile : parseTomlFile;
  const original = parseFile(target, before);
  const doc = parseFile(target, before);
  edit(doc, note);
  const change = (after: string | null): InstallChange => ({ path, before, after, kind, tier, notes });
  if (before !== null && deepEqual(original, doc)) return change(before);
  if (mode === 'uninstall' && before !== null && Object.keys(doc).length === 0 && created?.has(path)) {
    return change(null);
  }
  if (target.format === 'json') {
    if (before === null || before.trim() === '') return change(`${JSON.stringify(doc, null, 2)}\n`);
    return change(editJsonText(target, before, original, doc));
  }
  return change(editTomlText(target, before ?? '', doc, mode));
}

function configInvalid(target: Target, problem: string, cause?: unknown): SpoolError {
  return new SpoolError(
    ErrorCode.ConfigInvalid,
    `${target.path} ${problem}; spool will not overwrite a file it cannot edit in place. Fix the file (or ` +
      `move it away) and run the command again, or make the change by hand:\n${target.snippet}`,
    cause === undefined ? { details: { path: target.path } } : { cause, details: { path: target.path } },
  );
}

/** Parses JSON or JSONC (comments and trailing commas, as VS Code allows them); an empty file is `{}`. */
function parseJsonFile(target: Target, text: string | null): Json {
  if (text === null || text.trim() === '') return {};
  const errors: ParseError[] = [];
  const data: unknown = parse(text.replace(/^\uFEFF/, ''), errors, {
    allowTrailingComma: true,
    disallowComments: false,
  });
  if (errors.length > 0) {
    const e = errors[0]!;
    const line = text.slice(0, e.offset).split('\n').length;
    const column = e.offset - text.lastIndexOf('\n', e.offset - 1);
    throw configInvalid(
      target,
      `is not valid JSON (${printParseErrorCode(e.error)} at line ${line}, column ${column})`,
    );
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
// JSON and JSONC: edits in place
// ---------------------------------------------------------------------------------------------------------

/** The file's own layout, so what spool inserts looks like what is around it. */
interface Layout {
  eol: string;
  /** One level of indentation: a tab, or the width of the first indented line. */
  unit: string;
}

function layoutOf(text: string): Layout {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const first = /^([ \t]+)\S/m.exec(text)?.[1];
  return { eol, unit: first === undefined ? '  ' : first.startsWith('\t') ? '\t' : first };
}

type JsonPath = (string | number)[];

/**
 * Turns `text` (which parses to `before`) into a text that parses to `after` by editing only the members that
 * differ: everything else — comments, key order, indentation, other entries' formatting — stays byte for
 * byte. Verified by parsing the result; a strict-JSON file spool's edit cannot reproduce is re-printed whole
 * in its own indentation, a JSONC file is refused (its comments would be lost).
 */
function editJsonText(target: Target, text: string, before: Json, after: Json): string {
  const layout = layoutOf(text);
  let out: string | undefined;
  try {
    out = editValue(text, [], before, after, layout);
  } catch {
    out = undefined;
  }
  if (out !== undefined) {
    const errors: ParseError[] = [];
    const check = parse(out, errors, { allowTrailingComma: true, disallowComments: false });
    if (errors.length === 0 && deepEqual(check, after)) return out;
  }
  try {
    JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (cause) {
    throw configInvalid(target, 'has a layout spool cannot edit without losing its comments', cause);
  }
  return `${JSON.stringify(after, null, layout.unit).replace(/\n/g, layout.eol)}${layout.eol}`;
}

function editValue(text: string, path: JsonPath, a: unknown, b: unknown, layout: Layout): string {
  if (deepEqual(a, b)) return text;
  if (isObject(a) && isObject(b)) {
    let out = text;
    for (const k of Object.keys(a)) if (!Object.hasOwn(b, k)) out = removeMember(out, [...path, k]);
    for (const k of Object.keys(b)) {
      out = Object.hasOwn(a, k)
        ? editValue(out, [...path, k], a[k], b[k], layout)
        : insertMember(out, path, k, b[k], layout);
    }
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length === b.length) {
      let out = text;
      for (let i = 0; i < a.length; i++) out = editValue(out, [...path, i], a[i], b[i], layout);
      return out;
    }
    return editArray(text, path, a, b, layout);
  }
  const node = nodeAt(text, path);
  return splice(text, node.offset, node.offset + node.length, pretty(b, indentAt(text, node.offset), layout));
}

/** Arrays of different lengths: elements not in the longest common subsequence are removed, then inserted. */
function editArray(text: string, path: JsonPath, a: unknown[], b: unknown[], layout: Layout): string {
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = deepEqual(a[i], b[j])
        ? lcs[i + 1]![j + 1]! + 1
        : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const keptA = new Set<number>();
  const keptB = new Set<number>();
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (deepEqual(a[i], b[j])) {
      keptA.add(i++);
      keptB.add(j++);
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  let out = text;
  for (let i = n - 1; i >= 0; i--) if (!keptA.has(i)) out = removeMember(out, [...path, i]);
  for (let j = 0; j < m; j++) if (!keptB.has(j)) out = insertElement(out, path, j, b[j], layout);
  return out;
}

function nodeAt(text: string, path: JsonPath): Node {
  const root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  const node = root === undefined ? undefined : findNodeAtLocation(root, path);
  if (node === undefined) throw new Error(`no JSON node at ${JSON.stringify(path)}`);
  return node;
}

function splice(text: string, from: number, to: number, insert: string): string {
  return text.slice(0, from) + insert + text.slice(to);
}

const lineStart = (text: string, pos: number) => text.lastIndexOf('\n', pos - 1) + 1;
/** True when only whitespace precedes `pos` on its line. */
const startsLine = (text: string, pos: number) => text.slice(lineStart(text, pos), pos).trim() === '';
/** The leading whitespace of the line holding `pos`. */
const indentAt = (text: string, pos: number) => /^[ \t]*/.exec(text.slice(lineStart(text, pos)))![0];
/** The position just past the end of the line holding `pos` (its line break included). */
function pastLine(text: string, pos: number): number {
  const nl = text.indexOf('\n', pos);
  return nl === -1 ? text.length : nl + 1;
}
/** True when the rest of the line from `pos` is blank or a `//` comment (so the line can go or be followed). */
const restIsBlank = (text: string, pos: number) => /^[ \t]*(?:\/\/[^\n]*)?\r?(?:\n|$)/.test(text.slice(pos));
/** The position right after the comma that follows `pos` (whitespace between), or -1 when there is none. */
function commaAfter(text: string, pos: number): number {
  let i = pos;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return text[i] === ',' ? i + 1 : -1;
}

function pretty(value: unknown, indent: string, layout: Layout): string {
  return JSON.stringify(value, null, layout.unit).replace(/\n/g, layout.eol + indent);
}

/** Removes an object property or array element with its comma, and its line when it has one to itself. */
function removeMember(text: string, path: JsonPath): string {
  const value = nodeAt(text, path);
  const unit = typeof path[path.length - 1] === 'string' ? value.parent! : value;
  const container = unit.parent!;
  const siblings = container.children!;
  const i = siblings.indexOf(unit);
  const start = unit.offset;
  const end = unit.offset + unit.length;
  const comma = commaAfter(text, end);
  const ownLine = startsLine(text, start) && restIsBlank(text, comma === -1 ? end : comma);
  if (siblings.length === 1) {
    // The only member: its lines go, comments around it in the container stay; an empty container is `{}`.
    const from = ownLine ? lineStart(text, start) : start;
    const to = ownLine ? pastLine(text, comma === -1 ? end : comma) : comma === -1 ? end : comma;
    const out = splice(text, from, to, '');
    const inner = out.slice(container.offset + 1, container.offset + container.length - (to - from) - 1);
    if (inner.trim() !== '') return out;
    const empty = container.type === 'object' ? '{}' : '[]';
    return splice(out, container.offset, container.offset + container.length - (to - from), empty);
  }
  if (i < siblings.length - 1) {
    const next = siblings[i + 1]!;
    if (ownLine && startsLine(text, next.offset) && comma !== -1) {
      return splice(text, lineStart(text, start), pastLine(text, comma), '');
    }
    return splice(text, start, next.offset, '');
  }
  // The last member: the comma that goes is the one after the previous member (unless it had its own).
  const prev = siblings[i - 1]!;
  const prevComma = commaAfter(text, prev.offset + prev.length);
  if (ownLine) {
    const removed = splice(text, lineStart(text, start), pastLine(text, comma === -1 ? end : comma), '');
    return comma === -1 && prevComma !== -1 ? splice(removed, prevComma - 1, prevComma, '') : removed;
  }
  return splice(text, prevComma === -1 ? start : prevComma - 1, comma === -1 ? end : comma, '');
}

/** Adds `key: value` as the last member of the object at `path`, on its own line like its siblings. */
function insertMember(text: string, path: JsonPath, key: string, value: unknown, layout: Layout): string {
  const obj = nodeAt(text, path);
  if (obj.type !== 'object') throw new Error(`not an object at ${JSON.stringify(path)}`);
  return appendMember(text, obj, `${JSON.stringify(key)}: `, value, layout);
}

/** Inserts `value` at `index` into the array at `path`. */
function insertElement(text: string, path: JsonPath, index: number, value: unknown, layout: Layout): string {
  const arr = nodeAt(text, path);
  if (arr.type !== 'array') throw new Error(`not an array at ${JSON.stringify(path)}`);
  const items = arr.children ?? [];
  if (index >= items.length) return appendMember(text, arr, '', value, layout);
  const before = items[index]!;
  if (startsLine(text, before.offset)) {
    const indent = indentAt(text, before.offset);
    return splice(
      text,
      lineStart(text, before.offset),
      lineStart(text, before.offset),
      `${indent}${pretty(value, indent, layout)},${layout.eol}`,
    );
  }
  return splice(text, before.offset, before.offset, `${JSON.stringify(value)}, `);
}

function appendMember(text: string, container: Node, prefix: string, value: unknown, layout: Layout): string {
  const members = container.children ?? [];
  const last = members[members.length - 1];
  if (last === undefined) {
    const base = indentAt(text, container.offset);
    const inner = base + layout.unit;
    const close = container.offset + container.length - 1;
    // An empty container holding comments keeps them: the member goes on its own line before the bracket.
    if (text.slice(container.offset + 1, close).trim() !== '' && startsLine(text, close)) {
      const at = lineStart(text, close);
      return splice(text, at, at, `${inner}${prefix}${pretty(value, inner, layout)}${layout.eol}`);
    }
    const body = `{${layout.eol}${inner}${prefix}${pretty(value, inner, layout)}${layout.eol}${base}}`;
    const wrapped = container.type === 'object' ? body : `[${body.slice(1, -1)}]`;
    return splice(text, container.offset, container.offset + container.length, wrapped);
  }
  const end = last.offset + last.length;
  if (!startsLine(text, last.offset)) {
    return splice(text, end, end, `, ${prefix}${JSON.stringify(value)}`);
  }
  // After the last member's line (its comma and comment stay with it), in its indentation.
  const indent = indentAt(text, last.offset);
  const comma = commaAfter(text, end);
  if (!restIsBlank(text, comma === -1 ? end : comma)) {
    return splice(text, end, end, `, ${prefix}${JSON.stringify(value)}`);
  }
  const at = pastLine(text, comma === -1 ? end : comma);
  const lineBreak = at === text.length && !text.endsWith('\n') ? layout.eol : '';
  // A comma after the last member is JSONC's trailing-comma style: the new last member gets one too.
  const trailing = comma === -1 ? '' : ',';
  const added = splice(
    text,
    at,
    at,
    `${lineBreak}${indent}${prefix}${pretty(value, indent, layout)}${trailing}${layout.eol}`,
  );
  return comma === -1 ? splice(added, end, end, ',') : added;
}

// ---------------------------------------------------------------------------------------------------------
// MCP server entries
// ---------------------------------------------------------------------------------------------------------

/** The project a server entry points at (`--root <dir>` in its args), or undefined when it follows the client. */
function rootOf(entry: unknown): string | undefined {
  if (!isObject(entry) || !Array.isArray(entry.args)) return undefined;
  const i = entry.args.indexOf('--root');
  const v = i === -1 ? undefined : entry.args[i + 1];
  return typeof v === 'string' ? v : undefined;
}

/**
 * The `spool` entry under `doc[key]` (`mcpServers`, `servers` or `mcp_servers`): install merges it, uninstall
 * deletes it and drops the server map only when spool's entry was its last one.
 */
function serverTarget(
  path: string,
  tier: 'project' | 'user',
  format: 'json' | 'toml',
  key: string,
  entry: Json,
): Target {
  const wrapped = { [key]: { [SPOOL_SERVER_NAME]: entry } };
  const target: Target = {
    path,
    kind: 'mcp',
    tier,
    format,
    snippet: format === 'json' ? JSON.stringify(wrapped, null, 2) : stringifyToml(wrapped),
    install: (doc, note) => {
      const servers = objectAt(doc, key, target, true)!;
      const old = servers[SPOOL_SERVER_NAME];
      const [was, now] = [rootOf(old), rootOf(entry)];
      if (old !== undefined && was !== now) {
        note(
          `${path}: spool's server pointed at ${was ?? 'the folder the client starts in'}; it now points at ${
            now ?? 'the folder the client starts in'
          }`,
        );
      }
      servers[SPOOL_SERVER_NAME] = mergeEntry(old, entry);
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
 * `~/.codex/config.toml` during a project-scope Codex install or uninstall: older spools wrote project
 * installs there, so an entry with `--root <this project>` is this project's and goes (every other project's
 * Codex sessions would open this project's memory); an entry for another project stays, said in a note.
 */
function legacyCodexTarget(path: string, root: string): Target {
  const edit = (doc: Json, note: Note) => {
    const servers = doc.mcp_servers;
    if (!isObject(servers) || !(SPOOL_SERVER_NAME in servers)) return;
    const points = rootOf(servers[SPOOL_SERVER_NAME]);
    if (points === root) {
      delete servers[SPOOL_SERVER_NAME];
      if (Object.keys(servers).length === 0) delete doc.mcp_servers;
      note(`${path}: removed the spool server an older install registered there for this project`);
    } else if (points !== undefined) {
      note(`${path} registers spool for ${points} (an older install) and was left as it is`);
    }
  };
  return {
    path,
    kind: 'mcp',
    tier: 'user',
    format: 'toml',
    snippet: '(remove the [mcp_servers.spool] table)',
    install: edit,
    uninstall: edit,
    optional: true,
  };
}

/**
 * Updates spool's entry in place: keys the user added to it (`env`, `cwd`, a timeout) survive, and key order
 * is kept so a re-install does not reshuffle the file.
 */
function mergeEntry(existing: unknown, entry: Json): Json {
  return isObject(existing) ? { ...existing, ...entry } : { ...entry };
}

// ---------------------------------------------------------------------------------------------------------
// Codex TOML: spool's own table edited as text
// ---------------------------------------------------------------------------------------------------------

const SPOOL_TOML_HEADER_RE = /^\s*\[\s*mcp_servers\s*\.\s*(?:spool|"spool"|'spool')\s*\]\s*(?:#.*)?$/;
const SPOOL_TOML_SUBTABLE_RE = /^\s*\[\[?\s*mcp_servers\s*\.\s*(?:spool|"spool"|'spool')\s*\./;

/**
 * The lines of `[mcp_servers.spool]` and its sub-tables: from the header to the last line with content
 * before the next table (blank lines and comments just above the next table belong to that table).
 */
function tomlSection(lines: string[]): { start: number; end: number } | undefined {
  const start = lines.findIndex((l) => SPOOL_TOML_HEADER_RE.test(l));
  if (start === -1) return undefined;
  let next = start + 1;
  while (next < lines.length && !(/^\s*\[/.test(lines[next]!) && !SPOOL_TOML_SUBTABLE_RE.test(lines[next]!)))
    next++;
  let end = next;
  while (end > start + 1 && /^\s*(?:#.*)?$/.test(lines[end - 1]!)) end--;
  return { start, end };
}

/**
 * Writes spool's table of `doc` into `text`: replaced where it is, appended when absent, removed on
 * uninstall. Every other line stays as it was; the result must parse to `doc`, or the file is refused.
 */
function editTomlText(target: Target, text: string, doc: Json, mode: 'install' | 'uninstall'): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r?\n/);
  const section = tomlSection(lines);
  const servers = doc.mcp_servers;
  const entry = isObject(servers) ? servers[SPOOL_SERVER_NAME] : undefined;
  let out: string;
  if (mode === 'install' && isObject(entry)) {
    const table = stringifyToml({ mcp_servers: { [SPOOL_SERVER_NAME]: entry } })
      .trimEnd()
      .split('\n');
    if (section !== undefined) {
      out = [...lines.slice(0, section.start), ...table, ...lines.slice(section.end)].join(eol);
    } else {
      const body = text.trim() === '' ? '' : text.replace(/(?:\r?\n)*$/, `${eol}${eol}`);
      out = `${body}${table.join(eol)}${eol}`;
    }
  } else if (section !== undefined) {
    const kept = [...lines.slice(0, section.start), ...lines.slice(section.end)];
    // Blank lines that separated the table from what follows go with it, as does a run at the very end.
    const at = section.start;
    while (at < kept.length && kept[at]!.trim() === '' && (at === 0 || kept[at - 1]!.trim() === '')) {
      kept.splice(at, 1);
    }
    while (kept.length > 0 && kept[kept.length - 1]!.trim() === '') kept.pop();
    out = kept.length === 0 ? '' : `${kept.join(eol)}${eol}`;
  } else {
    out = text;
  }
  if (!tomlMeans(out, doc)) {
    throw configInvalid(
      target,
      'defines spool’s server in a form spool does not edit (not a [mcp_servers.spool] table)',
    );
  }
  return out;
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
const MARKER_RE = new RegExp(`(?:^|\\s)${SPOOL_HOOK_MARKER}(?:\\s|$)`);
// Hooks installed before the marker existed: `spool hook <event>` however spool was launched (`spool`, a
// path to it, `npx spool-memory`).
const LEGACY_HOOK_RE = new RegExp(
  `(?:^|[\\s/\\\\"'])spool(?:-memory)?(?:\\.js|\\.cmd|\\.exe)?["']?\\s+hook\\s+(?:${HOOK_ARGS})\\s*$`,
);

/** True for a hook entry spool installed. */
export function isSpoolHook(command: string): boolean {
  return MARKER_RE.test(command) || LEGACY_HOOK_RE.test(command);
}

function claudeHooksTarget(path: string, tier: 'project' | 'user', hookCommand: string): Target {
  const ours = (h: unknown): boolean =>
    isObject(h) && typeof h.command === 'string' && isSpoolHook(h.command);
  const commandFor = (arg: string) => `${hookCommand} ${arg} ${SPOOL_HOOK_MARKER}`;
  const snippet = JSON.stringify(
    {
      hooks: Object.fromEntries(
        CLAUDE_HOOKS.map((h) => [h.event, [hookGroup(h.matcher, commandFor(h.arg))]]),
      ),
    },
    null,
    2,
  );
  const target: Target = {
    path,
    kind: 'hooks',
    tier,
    format: 'json',
    snippet,
    install: (doc) => {
      const hooks = objectAt(doc, 'hooks', target, true)!;
      for (const { event, arg, matcher } of CLAUDE_HOOKS) {
        const expected = commandFor(arg);
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
