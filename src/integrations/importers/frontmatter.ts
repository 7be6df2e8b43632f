/**
 * YAML frontmatter of Markdown notes and Cursor rules: splitting it from the body, reading Cursor's
 * not-quite-YAML, and list-valued keys.
 */
import YAML from 'yaml';

/** A file split into its frontmatter and body. */
export interface Frontmatter {
  /** Undefined when the file has no frontmatter. */
  raw: string | undefined;
  body: string;
}

/** Splits a leading `---` … `---` (or `...`) YAML block from the body. */
export function splitFrontmatter(text: string): Frontmatter {
  const src = text.replace(/^\uFEFF/, '');
  const m = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(src);
  if (m === null) {
    // An empty frontmatter block has no inner line to match above.
    const empty = /^---[ \t]*\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/.exec(src);
    return empty === null ? { raw: undefined, body: src } : { raw: '', body: src.slice(empty[0].length) };
  }
  return { raw: m[1]!, body: src.slice(m[0].length) };
}

/**
 * Parses Cursor `.mdc` frontmatter. Cursor writes `globs: src/**\/*.ts` unquoted, which YAML reads as an alias
 * (`*…`) and rejects, so a failed YAML parse falls back to reading flat `key: value` lines.
 */
export function parseLenientFrontmatter(raw: string): Record<string, unknown> {
  try {
    const data: unknown = YAML.parse(raw);
    if (typeof data === 'object' && data !== null && !Array.isArray(data))
      return data as Record<string, unknown>;
    if (data === null || data === undefined) return {};
  } catch {
    // fall through to the line reader
  }
  const out: Record<string, unknown> = {};
  for (const line of raw.split(/\r?\n/)) {
    const m = /^([A-Za-z_][\w-]*)\s*:\s*(.*?)\s*$/.exec(line);
    if (m === null) continue;
    const value = m[2]!.replace(/^(["'])(.*)\1$/, '$2');
    out[m[1]!] = value === 'true' ? true : value === 'false' ? false : value;
  }
  return out;
}

/** A string, a comma-separated string or a list of strings, as a clean list. */
export function stringList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map((v) => String(v).trim())
    .filter((v) => v !== '');
}
