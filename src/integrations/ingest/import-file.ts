/**
 * `spool import`: a file or folder in one of the {@link IMPORT_FORMATS}. Spool JSONL goes through the store's
 * own import; every other format is parsed into extractions (one reader per format below) and stored like
 * any other write.
 */
import { statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ErrorCode, isSpoolError, SpoolError } from '../../core/errors.js';
import type { ImportResult, Spool } from '../../spool.js';
import type { Extraction } from '../extraction.js';
import {
  parseInstructionMarkdown,
  parseMarkdownFolderFile,
  parseMcpMemoryJsonl,
} from '../importers/index.js';
import { detectImportFormat, type ImportFormat } from './import-format.js';
import { displayPath, markdownFiles, readHead, readInput, streamLines } from './sources.js';
import { type RefusedExtraction, storeExtractions } from './store-extractions.js';

/** What {@link importFile} did. */
export interface ImportFileResult {
  format: ImportFormat;
  path: string;
  /** New memories. */
  imported: number;
  /** Memories that were already there (same record id for spool JSONL, same content otherwise). */
  already_present: number;
  /** Input items that were refused by the write path (secrets, invalid input), with where they came from. */
  refused: (RefusedExtraction & { source?: string })[];
  /** Lines or files that could not be parsed; the rest still imported. */
  errors: { source: string; message: string }[];
  /** Items left out because they repeat an archived memory. */
  skipped_archived: number;
  /** The raw outcome of a spool JSONL import. */
  jsonl?: ImportResult;
}

/** Options of {@link importFile}. */
export interface ImportFileOptions {
  /** The format; detected from the name (and, for JSONL, the content) when omitted. */
  from?: ImportFormat | undefined;
  /** Text to import instead of reading `path` (stdin); `path` then only names it. */
  text?: string | undefined;
  onProgress?: (done: number, total: number) => void;
}

/** One import source as the per-format readers see it. */
interface Source {
  /** Absolute path, or '-' for stdin. */
  abs: string;
  isDir: boolean;
  /** The text given instead of reading `abs` (stdin). */
  text: string | undefined;
  /** How the source is named in errors. */
  shown: string;
  root: string;
}

/** What a format reader found: extractions to store, and the parts it could not parse. */
interface Read {
  extractions: Extraction[];
  errors: ImportFileResult['errors'];
}

/**
 * Imports a file or folder. Spool JSONL goes through `importJsonl` (idempotent by record id, states kept);
 * everything else is parsed into extractions and stored as `source_kind: 'imported'` (accepted, because the
 * user chose to import them), through the secret gate and dedup, so importing twice adds nothing.
 */
export async function importFile(
  spool: Spool,
  path: string,
  opts: ImportFileOptions = {},
): Promise<ImportFileResult> {
  const abs = opts.text !== undefined && path === '-' ? '-' : resolve(spool.root, path);
  let isDir = false;
  if (abs !== '-') {
    try {
      isDir = statSync(abs).isDirectory();
    } catch (cause) {
      if (opts.text === undefined) {
        throw new SpoolError(ErrorCode.Io, `cannot read ${abs}: check the path`, {
          cause,
          details: { path: abs },
        });
      }
    }
  }
  const text = opts.text;
  // Detection reads only the head of a file: a large JSONL export is streamed, never held whole.
  const head = text ?? (!isDir && opts.from === undefined ? readHead(abs) : undefined);
  const format = opts.from ?? detectImportFormat(abs, isDir, head);
  const shown = abs === '-' ? 'stdin' : displayPath(spool.root, abs);
  const result: ImportFileResult = {
    format,
    path: abs,
    imported: 0,
    already_present: 0,
    refused: [],
    errors: [],
    skipped_archived: 0,
  };

  if (format === 'jsonl') return importSpoolJsonl(spool, abs, text, shown, result, opts.onProgress);

  const source: Source = { abs, isDir, text, shown, root: spool.root };
  const read =
    format === 'mcp-memory'
      ? readMcpMemory(source)
      : format === 'claude-md' || format === 'agents-md' || format === 'cursor'
        ? readInstructionFiles(source, format)
        : readMarkdownFolder(source);
  const { extractions } = read;
  result.errors.push(...read.errors);

  const stored = await storeExtractions(spool, extractions, { source_kind: 'imported' });
  for (const s of stored.stored) {
    if (s.action === 'created') result.imported++;
    else result.already_present++;
  }
  result.skipped_archived = stored.skipped.length;
  for (const r of stored.refused) {
    const source = extractions[r.index]?.source;
    result.refused.push(source === undefined ? r : { ...r, source });
  }
  opts.onProgress?.(extractions.length, extractions.length);
  return result;
}

/** Spool's own JSONL export: idempotent by record id, states kept; secrets refused line by line. */
async function importSpoolJsonl(
  spool: Spool,
  abs: string,
  text: string | undefined,
  shown: string,
  result: ImportFileResult,
  onProgress: ImportFileOptions['onProgress'],
): Promise<ImportFileResult> {
  const r = await spool.importJsonl(text ?? streamLines(abs), onProgress);
  result.imported = r.imported;
  result.already_present = r.skipped_existing + r.duplicates;
  for (const e of r.errors) {
    if (e.code === ErrorCode.SecretDetected)
      result.refused.push({
        index: e.line - 1,
        code: e.code,
        message: e.message,
        source: `${shown} line ${e.line}`,
      });
    else result.errors.push({ source: `${shown} line ${e.line}`, message: `${e.code}: ${e.message}` });
  }
  result.jsonl = r;
  return result;
}

/** The MCP reference memory server's `memory.jsonl`: one file of entities and relations. */
function readMcpMemory(src: Source): Read {
  if (src.isDir) throw notAFile(src.abs, 'mcp-memory');
  const parsed = parseMcpMemoryJsonl(src.text ?? readInput(src.abs));
  return {
    extractions: parsed.extractions,
    errors: parsed.errors.map((e) => ({ source: `${src.shown} line ${e.line}`, message: e.message })),
  };
}

/** CLAUDE.md, AGENTS.md and the like (one file), or Cursor rules (a file or a `.cursor/rules` folder). */
function readInstructionFiles(src: Source, format: 'claude-md' | 'agents-md' | 'cursor'): Read {
  const { abs, isDir, text } = src;
  const files = isDir ? markdownFiles(abs, format === 'cursor' ? ['.mdc', '.md'] : ['.md']) : [abs];
  if (isDir && format !== 'cursor') throw notAFile(abs, format);
  const extractions: Extraction[] = [];
  for (const f of files) {
    const body = f === abs && text !== undefined ? text : readInput(f);
    extractions.push(
      ...parseInstructionMarkdown(body, { source: f === '-' ? 'stdin' : displayPath(src.root, f) }),
    );
  }
  return { extractions, errors: [] };
}

/** A folder of Markdown notes, one memory per `.md` file (a single `.md` file is a folder of one). */
function readMarkdownFolder(src: Source): Read {
  const { abs, isDir, text, root } = src;
  const read: Read = { extractions: [], errors: [] };
  const files = isDir ? markdownFiles(abs, ['.md']) : [abs];
  const base = isDir ? abs : dirname(abs);
  for (const f of files) {
    // Paths keep the folder's own name (`adr/0001-x.md`) so the parser can tell ADR folders apart.
    const inside = relative(root, f);
    const notePath =
      inside !== '' && !inside.startsWith('..') && !isAbsolute(inside)
        ? inside.split(sep).join('/')
        : join(basename(base), relative(base, f)).split(sep).join('/');
    try {
      const body = f === abs && text !== undefined ? text : readInput(f);
      read.extractions.push(parseMarkdownFolderFile(notePath, body));
    } catch (err) {
      if (!isSpoolError(err)) throw err;
      read.errors.push({ source: notePath, message: err.message });
    }
  }
  return read;
}

function notAFile(path: string, format: ImportFormat): SpoolError {
  return new SpoolError(
    ErrorCode.InvalidInput,
    `${path} is a directory; --from ${format} reads one file (use --from markdown-dir or cursor for folders)`,
    { details: { path } },
  );
}
