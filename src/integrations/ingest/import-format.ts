/**
 * The formats `spool import` reads, and how one is told from a file's name (and, for JSONL, its first lines)
 * when `--from` is not given.
 */
import { basename, extname, resolve, sep } from 'node:path';
import { ErrorCode, SpoolError } from '../../core/errors.js';

/** The formats {@link importFile} reads. */
export const IMPORT_FORMATS = [
  'jsonl',
  'mcp-memory',
  'claude-md',
  'agents-md',
  'cursor',
  'markdown-dir',
] as const;
/** One of {@link IMPORT_FORMATS}. */
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const INSTRUCTION_NAME_RE = /^(?:claude(?:\.local)?|agents|gemini|copilot-instructions)\.md$/i;

/** True when most of the first lines of `text` are MCP memory entities or relations. */
function looksLikeMcpMemory(text: string): boolean {
  let mcp = 0;
  let other = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const v = JSON.parse(line) as Record<string, unknown>;
      const isMcp =
        typeof v === 'object' &&
        v !== null &&
        ((v.type === 'entity' && typeof v.name === 'string' && typeof v.entityType === 'string') ||
          (v.type === 'relation' && typeof v.from === 'string' && typeof v.relationType === 'string'));
      if (isMcp) mcp++;
      else other++;
    } catch {
      other++;
    }
    if (mcp + other >= 20) break;
  }
  return mcp > 0 && mcp >= other;
}

/**
 * The format of `path` when `--from` is not given: a directory is a Markdown folder (`.cursor/rules` and
 * `.cursor` are Cursor rules); `CLAUDE.md` → claude-md; `AGENTS.md`, `GEMINI.md` and
 * `copilot-instructions.md` → agents-md (all instruction files); `.mdc` and `.cursorrules` → cursor; other
 * `.md` → one Markdown note; `.jsonl`/`.json`/`.ndjson` → MCP memory when its lines are entities and
 * relations, else spool JSONL.
 *
 * @throws SpoolError(InvalidInput) when the format cannot be told from the name.
 */
export function detectImportFormat(path: string, isDirectory: boolean, text?: string): ImportFormat {
  const name = basename(path);
  if (isDirectory) {
    const norm = resolve(path).split(sep).join('/');
    return /\/\.cursor(?:\/rules)?$/.test(norm) ? 'cursor' : 'markdown-dir';
  }
  if (/^claude(?:\.local)?\.md$/i.test(name)) return 'claude-md';
  if (INSTRUCTION_NAME_RE.test(name)) return 'agents-md';
  const ext = extname(name).toLowerCase();
  if (ext === '.mdc' || name === '.cursorrules') return 'cursor';
  if (ext === '.md' || ext === '.markdown') return 'markdown-dir';
  if (ext === '.jsonl' || ext === '.ndjson' || ext === '.json' || name === '-') {
    return text !== undefined && looksLikeMcpMemory(text) ? 'mcp-memory' : 'jsonl';
  }
  throw new SpoolError(
    ErrorCode.InvalidInput,
    `cannot tell the format of ${path} from its name: pass --from ${IMPORT_FORMATS.join('|')}`,
    { details: { path } },
  );
}
