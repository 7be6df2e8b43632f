/**
 * Planning an install or uninstall: read each of the client's files, apply spool's edit to its parsed
 * document, and write the result back as text in the file's own format and layout.
 */
import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser';
import { parse as parseToml } from 'smol-toml';
import { targetsFor } from './clients.js';
import { configInvalid, deepEqual, isObject } from './core.js';
import { editJsonText } from './json-text.js';
import { editTomlText } from './toml-text.js';
import type {
  Client,
  InstallChange,
  InstallContext,
  InstallScope,
  Json,
  Note,
  ReadFile,
  Target,
  UninstallContext,
} from './types.js';

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
