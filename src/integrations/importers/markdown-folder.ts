/**
 * Folders of Markdown notes (ADRs, a notes vault): one memory per file, frontmatter for its fields.
 */
import YAML from 'yaml';
import { ErrorCode, SpoolError } from '../../core/errors.js';
import {
  type Extraction,
  isMemoryType,
  MEMORY_TYPES,
  type MemoryType,
  normalizeTags,
} from '../extraction.js';
import { splitFrontmatter, stringList } from './frontmatter.js';

/**
 * Parses one Markdown note into one extraction.
 *
 * Frontmatter (optional YAML): `title`, `memory_type`, `tags` (list or comma-separated), `reason`,
 * `file_refs`. Without `title`, the first heading is the title (and is removed from the content so it is not
 * said twice); without a heading, the file name is. Without `memory_type`, files under an `adr/`, `adrs/` or
 * `decisions/` folder are decisions, others notes.
 *
 * @throws SpoolError(InvalidInput) for unreadable frontmatter or an unknown `memory_type`, and
 *   SpoolError(EmptyContent) for a file with no body; both name the file so a folder import can report and
 *   skip it.
 */
export function parseMarkdownFolderFile(path: string, text: string): Extraction {
  const { raw, body } = splitFrontmatter(text);
  let meta: Record<string, unknown> = {};
  if (raw !== undefined) {
    try {
      const data: unknown = YAML.parse(raw);
      if (data !== null && data !== undefined) {
        if (typeof data !== 'object' || Array.isArray(data)) throw new Error('frontmatter is not a mapping');
        meta = data as Record<string, unknown>;
      }
    } catch (cause) {
      throw new SpoolError(
        ErrorCode.InvalidInput,
        `${path}: the YAML frontmatter cannot be read (${(cause as Error).message}); fix it or remove it and import again`,
        { cause, details: { path } },
      );
    }
  }

  let memoryType: MemoryType;
  if (meta.memory_type !== undefined && meta.memory_type !== null) {
    const declared = String(meta.memory_type).trim().toLowerCase();
    if (!isMemoryType(declared)) {
      throw new SpoolError(
        ErrorCode.InvalidInput,
        `${path}: memory_type "${String(meta.memory_type)}" is not one of ${MEMORY_TYPES.join(', ')}; fix the frontmatter and import again`,
        { details: { path, memory_type: meta.memory_type } },
      );
    }
    memoryType = declared;
  } else {
    memoryType = /(?:^|[/\\])(?:adrs?|decisions)[/\\]/i.test(path) ? 'decision' : 'note';
  }

  let content = body.trim();
  let title = typeof meta.title === 'string' ? meta.title.trim() : '';
  if (title === '') {
    const heading = /^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*(?:\r?\n|$)/.exec(content);
    if (heading !== null) {
      title = heading[1]!.trim();
      content = content.slice(heading[0].length).trim();
    } else {
      title = fileTitle(path);
    }
  }
  if (content === '') {
    throw new SpoolError(
      ErrorCode.EmptyContent,
      `${path}: the note has no content below its frontmatter and title; add text or leave the file out of the import`,
      { details: { path } },
    );
  }

  const extraction: Extraction = {
    content,
    memory_type: memoryType,
    tags: normalizeTags(stringList(meta.tags)),
    source: path,
  };
  if (title !== '') extraction.title = title;
  if (typeof meta.reason === 'string' && meta.reason.trim() !== '') extraction.reason = meta.reason.trim();
  const fileRefs = stringList(meta.file_refs);
  if (fileRefs.length > 0) extraction.file_refs = fileRefs;
  return extraction;
}

/** `docs/adr/0007-use_postgres.md` → `0007 use postgres`. */
function fileTitle(path: string): string {
  const base = path.split(/[/\\]/).pop() ?? path;
  return base
    .replace(/\.(?:md|mdx|markdown|mdc|txt)$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}
