/**
 * Codex's TOML configuration: spool's own `[mcp_servers.spool]` table is replaced, appended or removed as
 * text, so every other line of the file stays as the user wrote it.
 */
import { parse as parseToml, stringify as stringifyToml } from 'smol-toml';
import { configInvalid, deepEqual, isObject } from './core.js';
import { type Json, SPOOL_SERVER_NAME, type Target } from './types.js';

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
export function editTomlText(target: Target, text: string, doc: Json, mode: 'install' | 'uninstall'): string {
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
