/**
 * Getting memories in and out in bulk (SPEC §8 "Import/export", "distill"): transcripts, MCP memory JSONL,
 * instruction files, Markdown folders, Markdown export and the AGENTS.md block.
 *
 * Built only on the public {@link Spool} API plus the pure parsers in `core/`, so every memory goes through the
 * normal write path: validation, the secret gate, dedup and the predicate policy apply to bulk input exactly as
 * they do to a single `remember`.
 */

import {
  closeSync,
  createReadStream,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  statSync,
} from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { ErrorCode, isSpoolError, SpoolError } from '../core/errors.js';
import { contentHash } from '../core/hash.js';
import type { RememberArgs } from '../core/inputs.js';
import { nextStepFor } from '../core/surface.js';
import { MEMORY_TYPES } from '../core/types.js';
import { contradictionMarkers } from '../score/markers.js';
import { realityMarkerText } from '../score/scorer.js';
import type { ImportResult, RememberResult, Spool } from '../spool.js';
import { atomicWrite } from '../store/atomic.js';
import { type QueueEntry, readCursors, readQueue, removeFromQueue, setCursor } from '../store/queue.js';
import { type AgentsBlockItem, renderAgentsBlock, SECTION_TITLES, upsertMarkedBlock } from './agents-md.js';
import { distillTranscript } from './distill.js';
import type { Extraction } from './extraction.js';
import { parseInstructionMarkdown, parseMarkdownFolderFile, parseMcpMemoryJsonl } from './importers.js';

// ---------------------------------------------------------------------------------------------------------
// Storing extractions
// ---------------------------------------------------------------------------------------------------------

/** Options of {@link storeExtractions}. */
export interface StoreExtractionsOptions {
  source_kind: 'manual' | 'ai_proposal' | 'session_capture' | 'distilled' | 'imported';
  session_id?: string | undefined;
  agent?: string | undefined;
  actor?: string | undefined;
  /**
   * Leave out extractions whose content matches an archived memory (default true): an archived candidate was
   * rejected by someone, and re-distilling or re-importing the same source must not bring it back.
   */
  skipArchived?: boolean;
}

/** One stored extraction: the write's result plus the extraction's position in the input. */
export interface StoredExtraction extends RememberResult {
  index: number;
}

/** One extraction the write path refused (a secret, invalid input…), with the reason. */
export interface RefusedExtraction {
  index: number;
  code: string;
  message: string;
}

/** What {@link storeExtractions} did. */
export interface StoreExtractionsResult {
  stored: StoredExtraction[];
  refused: RefusedExtraction[];
  /** Extractions left out because they repeat an archived memory. */
  skipped: { index: number; record_id: string; reason: 'archived' }[];
}

// Refusals that concern one item; any other failure (lock timeout, I/O, a closed instance) aborts the batch
// because the next item would fail the same way.
const ITEM_ERRORS = new Set<string>([
  ErrorCode.InvalidInput,
  ErrorCode.EmptyContent,
  ErrorCode.ContentTooLarge,
  ErrorCode.SecretDetected,
  ErrorCode.PathOutsideRoot,
  ErrorCode.Conflict,
]);

const PREDICATE_RE = /^[a-z0-9_]+$/i;

/** True when `ref` (relative to `root`, or absolute) names something inside `root`. */
function insideRoot(root: string, ref: string): boolean {
  const abs = isAbsolute(ref) ? resolve(ref) : resolve(root, ref);
  const rel = relative(root, abs);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/** The remember input for one extraction; fields the write path would refuse for form alone are dropped. */
function toRememberArgs(spool: Spool, e: Extraction, opts: StoreExtractionsOptions): RememberArgs {
  const maxTags = Math.min(64, spool.config.limits.max_tags);
  const args: RememberArgs = {
    content: e.content,
    memory_type: e.memory_type,
    tags: e.tags
      .map((t) => t.trim())
      .filter((t) => t !== '' && t.length <= 64)
      .slice(0, maxTags),
    source_kind: opts.source_kind,
  };
  if (e.title !== undefined && e.title.trim() !== '') {
    args.title = e.title.length > spool.config.limits.max_title_chars ? undefined : e.title;
  }
  if (e.reason !== undefined && e.reason.trim() !== '') args.reason = e.reason;
  if (e.entity_refs !== undefined && e.entity_refs.length > 0) args.entity_refs = e.entity_refs.slice(0, 64);
  if (e.file_refs !== undefined) {
    // References outside the project (a home-directory path in a transcript) are dropped, not refused: the
    // memory is still worth keeping, the reference just cannot be anchored.
    const refs = [...new Set(e.file_refs.filter((f) => f.trim() !== '' && insideRoot(spool.root, f)))];
    if (refs.length > 0) args.file_refs = refs.slice(0, 64);
  }
  if (e.file_globs !== undefined) {
    // Patterns are kept as written (they name no single file); ones reaching outside the project are dropped.
    const globs = [
      ...new Set(
        e.file_globs
          .map((g) => g.trim().replace(/^\.\//, ''))
          .filter((g) => g !== '' && insideRoot(spool.root, g)),
      ),
    ];
    if (globs.length > 0) args.file_globs = globs.slice(0, 64);
  }
  if (e.fact !== undefined && PREDICATE_RE.test(e.fact.predicate)) args.fact = { ...e.fact };
  if (opts.session_id) args.session_id = opts.session_id;
  if (opts.agent) args.agent = opts.agent;
  if (opts.actor) args.actor = opts.actor;
  return args;
}

/**
 * Stores each extraction with `remember`. An extraction the write path refuses (most importantly
 * `SECRET_DETECTED`) is reported in `refused` and the batch goes on; store-level failures (lock timeout, I/O)
 * are thrown. Non-manual, non-imported source kinds land as candidates (the review queue).
 */
export async function storeExtractions(
  spool: Spool,
  extractions: readonly Extraction[],
  opts: StoreExtractionsOptions,
): Promise<StoreExtractionsResult> {
  const result: StoreExtractionsResult = { stored: [], refused: [], skipped: [] };
  if (extractions.length === 0) return result;
  const archived = new Map<string, string>();
  if (opts.skipArchived ?? true) {
    for (const r of await spool.list({ states: ['archived'], limit: 10_000 })) {
      archived.set(r.content_hash, r.record_id);
    }
  }
  for (const [index, e] of extractions.entries()) {
    const rejected = archived.get(contentHash(e.content));
    if (rejected !== undefined) {
      result.skipped.push({ index, record_id: rejected, reason: 'archived' });
      continue;
    }
    try {
      const r = await spool.remember(toRememberArgs(spool, e, opts));
      result.stored.push({ ...r, index });
    } catch (err) {
      if (isSpoolError(err) && ITEM_ERRORS.has(err.code)) {
        result.refused.push({ index, code: err.code, message: err.message });
        continue;
      }
      throw err;
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Distillation of queued transcripts
// ---------------------------------------------------------------------------------------------------------

/** Options of {@link distillPending}. */
export interface DistillPendingOptions {
  /** Distil this transcript (and drop its queue entries) instead of the whole queue. */
  transcript?: string | undefined;
  /** The time of this run (cursor bookkeeping). */
  now: Date;
  /** Re-read transcripts from the start instead of from where the last run stopped. */
  full?: boolean;
  /** Upper bound of extractions per transcript (default: the distiller's, 50). */
  maxItems?: number;
}

/** The outcome for one transcript. */
export interface DistilledTranscript {
  transcript_path: string;
  session_id?: string;
  /** Queue entries this run consumed. */
  queue_ids: string[];
  /** Bytes read this run (0 when nothing new was appended since the last run). */
  bytes_read: number;
  skipped_lines: number;
  extractions: Extraction[];
  stored: StoredExtraction[];
  refused: RefusedExtraction[];
  skipped: StoreExtractionsResult['skipped'];
}

/** What {@link distillPending} did. */
export interface DistillPendingResult {
  processed: DistilledTranscript[];
  /** Transcripts that could not be read (other than missing); their queue entries stay for the next run. */
  failed: { transcript_path: string; queue_ids: string[]; code: string; message: string }[];
  /**
   * Queued transcripts whose file is gone (deleted, or a session of another machine): their entries left the
   * queue in this run, so each is reported once.
   */
  dropped: { transcript_path: string; queue_ids: string[] }[];
  /** Entries still in the queue afterwards. */
  remaining: number;
}

/** Reads the complete lines of `path` from byte `from`; the end offset stops at the last newline. */
function readNewLines(path: string, from: number): { text: string; end: number } {
  const buf = readFileSync(path);
  const start = from <= buf.length ? from : 0; // a shorter file was rewritten: start over
  const last = buf.lastIndexOf(0x0a);
  if (last < start) return { text: '', end: start };
  return { text: buf.subarray(start, last + 1).toString('utf8'), end: last + 1 };
}

/**
 * Distils pending transcripts into candidate memories (`source_kind: 'distilled'`, so they wait in the review
 * queue). With `transcript`, only that file; otherwise every queued one. Each transcript is read from where the
 * previous run stopped (unless `full`), so a long session queued at every turn is distilled incrementally.
 * Processed entries leave the queue, and so do entries whose transcript no longer exists (reported once, in
 * `dropped`); transcripts that exist but cannot be read are reported in `failed` and stay queued.
 */
export async function distillPending(
  spool: Spool,
  opts: DistillPendingOptions,
): Promise<DistillPendingResult> {
  const paths = spool.paths;
  const queue = readQueue(paths);
  type Job = { transcript_path: string; session_id?: string; agent?: string; entries: QueueEntry[] };
  const jobs: Job[] = [];
  if (opts.transcript !== undefined) {
    const abs = resolve(spool.root, opts.transcript);
    const entries = queue.filter((e) => e.transcript_path === abs);
    const job: Job = { transcript_path: abs, entries };
    const sid = entries.find((e) => e.session_id)?.session_id;
    if (sid) job.session_id = sid;
    const agent = entries.find((e) => e.agent)?.agent;
    if (agent) job.agent = agent;
    jobs.push(job);
  } else {
    const byPath = new Map<string, Job>();
    for (const e of queue) {
      const job = byPath.get(e.transcript_path) ?? { transcript_path: e.transcript_path, entries: [] };
      job.entries.push(e);
      if (!job.session_id && e.session_id) job.session_id = e.session_id;
      if (!job.agent && e.agent) job.agent = e.agent;
      byPath.set(e.transcript_path, job);
    }
    jobs.push(...byPath.values());
  }

  const cursors = readCursors(paths);
  const result: DistillPendingResult = { processed: [], failed: [], dropped: [], remaining: 0 };
  const done: string[] = [];
  for (const job of jobs) {
    const ids = job.entries.map((e) => e.id);
    const cursor = opts.full ? undefined : cursors.get(job.transcript_path);
    let read: { text: string; end: number };
    try {
      read = readNewLines(job.transcript_path, cursor?.offset ?? 0);
    } catch (cause) {
      const code = (cause as NodeJS.ErrnoException).code;
      // A file that is gone will never come back under that name: keeping its entry would fail every run.
      if ((code === 'ENOENT' || code === 'ENOTDIR') && ids.length > 0) {
        result.dropped.push({ transcript_path: job.transcript_path, queue_ids: ids });
        done.push(...ids);
        continue;
      }
      result.failed.push({
        transcript_path: job.transcript_path,
        queue_ids: ids,
        code: ErrorCode.Io,
        message:
          ids.length === 0
            ? `cannot read transcript ${job.transcript_path} (${code ?? (cause as Error).message}): check the path`
            : `cannot read transcript ${job.transcript_path} (${code ?? (cause as Error).message}); it stays ` +
              `queued: fix its permissions, or take it off the queue with ${nextStepFor(spool.surface, 'dropQueued', ids.join(' '))}`,
      });
      continue;
    }
    const distilled = distillTranscript(
      read.text,
      opts.maxItems === undefined ? {} : { maxItems: opts.maxItems },
    );
    const sessionId = job.session_id ?? distilled.session_id ?? cursor?.session_id;
    const stored = await storeExtractions(spool, distilled.extractions, {
      source_kind: 'distilled',
      session_id: sessionId,
      agent: job.agent,
    });
    const item: DistilledTranscript = {
      transcript_path: job.transcript_path,
      queue_ids: ids,
      bytes_read: Math.max(0, read.end - Math.min(cursor?.offset ?? 0, read.end)),
      skipped_lines: distilled.skipped_lines,
      extractions: distilled.extractions,
      ...stored,
    };
    if (sessionId) item.session_id = sessionId;
    result.processed.push(item);
    const next: { offset: number; updated_at: string; session_id?: string } = {
      offset: read.end,
      updated_at: opts.now.toISOString(),
    };
    if (sessionId) next.session_id = sessionId;
    setCursor(paths, job.transcript_path, next, opts.now);
    done.push(...ids);
  }
  if (done.length > 0) removeFromQueue(paths, done);
  result.remaining = readQueue(paths).length;
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------------------------

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

const INSTRUCTION_NAME_RE = /^(?:claude(?:\.local)?|agents|gemini|copilot-instructions)\.md$/i;
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.spool', '.hg', '.svn']);

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

/** Markdown files under `dir`, recursively, sorted, skipping VCS, node_modules and spool's own directory. */
function markdownFiles(dir: string, exts: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    const entries = readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (!SKIPPED_DIRS.has(e.name)) walk(p);
      } else if (e.isFile() && exts.includes(extname(e.name).toLowerCase())) {
        out.push(p);
      }
    }
  };
  walk(dir);
  return out;
}

/** How a file is named in sources and errors: relative to the project when inside it. */
function displayPath(root: string, abs: string): string {
  const rel = relative(root, abs);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : abs;
}

function readHead(path: string): string {
  try {
    const fd = openSync(path, 'r');
    try {
      const buf = Buffer.alloc(64 * 1024);
      const n = readSync(fd, buf, 0, buf.length, 0);
      // Drop a possibly cut last line so detection only sees whole lines.
      const t = buf.toString('utf8', 0, n);
      return n === buf.length ? t.slice(0, Math.max(0, t.lastIndexOf('\n'))) : t;
    } finally {
      closeSync(fd);
    }
  } catch (cause) {
    throw new SpoolError(ErrorCode.Io, `cannot read ${path}: check the path`, { cause, details: { path } });
  }
}

async function* streamLines(path: string): AsyncGenerator<string> {
  const rl = createInterface({
    input: createReadStream(path, { encoding: 'utf8' }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of rl) yield line;
}

function readInput(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (cause) {
    throw new SpoolError(ErrorCode.Io, `cannot read ${path}: check the path`, { cause, details: { path } });
  }
}

/** Options of {@link importFile}. */
export interface ImportFileOptions {
  /** The format; detected from the name (and, for JSONL, the content) when omitted. */
  from?: ImportFormat | undefined;
  /** Text to import instead of reading `path` (stdin); `path` then only names it. */
  text?: string | undefined;
  onProgress?: (done: number, total: number) => void;
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
  let text = opts.text;
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

  if (format === 'jsonl') {
    const r = await spool.importJsonl(text ?? streamLines(abs), opts.onProgress);
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

  const extractions: Extraction[] = [];
  if (format === 'mcp-memory') {
    if (isDir) throw notAFile(abs, format);
    text ??= readInput(abs);
    const parsed = parseMcpMemoryJsonl(text);
    extractions.push(...parsed.extractions);
    for (const e of parsed.errors)
      result.errors.push({ source: `${shown} line ${e.line}`, message: e.message });
  } else if (format === 'claude-md' || format === 'agents-md' || format === 'cursor') {
    const files = isDir ? markdownFiles(abs, format === 'cursor' ? ['.mdc', '.md'] : ['.md']) : [abs];
    if (isDir && format !== 'cursor') throw notAFile(abs, format);
    for (const f of files) {
      const body = f === abs && text !== undefined ? text : readInput(f);
      extractions.push(
        ...parseInstructionMarkdown(body, { source: f === '-' ? 'stdin' : displayPath(spool.root, f) }),
      );
    }
  } else {
    // markdown-dir: one note per .md file (a single .md file is a folder of one).
    const files = isDir ? markdownFiles(abs, ['.md']) : [abs];
    const base = isDir ? abs : dirname(abs);
    for (const f of files) {
      // Paths keep the folder's own name (`adr/0001-x.md`) so the parser can tell ADR folders apart.
      const inside = relative(spool.root, f);
      const notePath =
        inside !== '' && !inside.startsWith('..') && !isAbsolute(inside)
          ? inside.split(sep).join('/')
          : join(basename(base), relative(base, f)).split(sep).join('/');
      try {
        const body = f === abs && text !== undefined ? text : readInput(f);
        extractions.push(parseMarkdownFolderFile(notePath, body));
      } catch (err) {
        if (!isSpoolError(err)) throw err;
        result.errors.push({ source: notePath, message: err.message });
      }
    }
  }

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

function notAFile(path: string, format: ImportFormat): SpoolError {
  return new SpoolError(
    ErrorCode.InvalidInput,
    `${path} is a directory; --from ${format} reads one file (use --from markdown-dir or cursor for folders)`,
    { details: { path } },
  );
}

// ---------------------------------------------------------------------------------------------------------
// Export to Markdown, sync into AGENTS.md
// ---------------------------------------------------------------------------------------------------------

/** The fields of an exported record this module reads. */
interface ExportedRecord {
  record_id: string;
  title?: string;
  content: string;
  memory_type: string;
  state: string;
  scope: string;
  sensitivity: string;
  tags: string[];
  file_refs: string[];
  reason?: string;
  created_at: string;
  origin?: { source_kind?: string };
  contradicts?: string[];
  outdated_by?: string;
}

/** Every record, via the public JSONL export (no row cap). */
async function allRecords(spool: Spool): Promise<ExportedRecord[]> {
  const out: ExportedRecord[] = [];
  for (const line of (await spool.exportJsonl()).split('\n')) {
    if (line.trim() === '') continue;
    out.push(JSON.parse(line) as ExportedRecord);
  }
  return out;
}

/** Private-tier and personal memories: never written into a shared document. */
function isPrivate(r: ExportedRecord): boolean {
  return r.sensitivity === 'secret' || r.scope === 'agent' || r.scope === 'user';
}

/** Options of {@link exportMarkdown}. */
export interface ExportMarkdownOptions {
  /** Include archived memories (default false). */
  includeArchived?: boolean;
  /** Include secret-sensitivity, agent-scope and user-scope memories (default false). */
  includePrivate?: boolean;
  /** Shown in the header; default: no date, so the output is stable. */
  now?: Date;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Every memory as one Markdown document, grouped by memory type (in the data model's order), oldest first
 * inside a group. By default archived memories and private ones (sensitivity `secret`, scope `agent` or
 * `user`) are left out, because a Markdown export is made to be read and shared.
 */
export async function exportMarkdown(spool: Spool, opts: ExportMarkdownOptions = {}): Promise<string> {
  const records = (await allRecords(spool)).filter(
    (r) => (opts.includeArchived || r.state !== 'archived') && (opts.includePrivate || !isPrivate(r)),
  );
  const groups = new Map<string, ExportedRecord[]>();
  for (const r of records) groups.set(r.memory_type, [...(groups.get(r.memory_type) ?? []), r]);
  const known: readonly string[] = MEMORY_TYPES;
  const order = [
    ...known.filter((t) => groups.has(t)),
    ...[...groups.keys()].filter((t) => !known.includes(t)).sort(),
  ];

  const lines = ['# Project memory (spool export)', ''];
  lines.push(
    `_${records.length} ${records.length === 1 ? 'memory' : 'memories'}${opts.now ? ` · exported ${opts.now.toISOString().slice(0, 10)}` : ''}_`,
  );
  for (const type of order) {
    const items = [...(groups.get(type) ?? [])].sort((a, b) =>
      a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.record_id < b.record_id ? -1 : 1,
    );
    lines.push('', `## ${SECTION_TITLES[type] ?? type}`);
    for (const r of items) {
      const heading = r.title && oneLine(r.title) !== '' ? oneLine(r.title) : oneLine(r.content).slice(0, 80);
      lines.push('', `### ${heading}`, '', r.content.trim());
      if (r.reason) lines.push('', `> Why: ${oneLine(r.reason)}`);
      const meta = [`\`${r.record_id}\``, r.state, `recorded ${r.created_at.slice(0, 10)}`];
      if (r.tags.length > 0) meta.push(`tags: ${r.tags.join(', ')}`);
      if (r.file_refs.length > 0) meta.push(`files: ${r.file_refs.map((f) => `\`${f}\``).join(', ')}`);
      lines.push('', `<sub>${meta.join(' · ')}</sub>`);
    }
  }
  if (order.length === 0) lines.push('', '_No memories yet._');
  return `${lines.join('\n')}\n`;
}

/** What {@link syncAgentsMd} did. */
export interface SyncAgentsMdResult {
  changed: boolean;
  path: string;
  /** Memories in the block. */
  count: number;
}

/**
 * Writes the accepted and canonical project memories into the spool block of an AGENTS.md (or CLAUDE.md,
 * created when missing). Only the text between `<!-- spool:begin -->` and `<!-- spool:end -->` is spool's;
 * every other byte stays. Secret, agent-scope and user-scope memories never go in (the file is committed).
 * Idempotent: nothing is written when the block is already up to date. The write is atomic.
 */
export async function syncAgentsMd(spool: Spool, file = 'AGENTS.md'): Promise<SyncAgentsMdResult> {
  const path = resolve(spool.root, file);
  // A memory the code contradicts keeps its place but says so: agents read this file as current truth.
  const refuted = new Map((await spool.check()).contradicted.map((c) => [c.record_id, c.summary]));
  const records = await allRecords(spool);
  // Agents read this file as current truth: a memory contradicted by another in force says so (issue 11).
  const inForce = new Set(records.filter((r) => r.state !== 'archived').map((r) => r.record_id));
  const items = records
    .filter((r) => (r.state === 'accepted' || r.state === 'canonical') && !isPrivate(r))
    .map((r) => {
      const item: AgentsBlockItem = {
        content: r.content,
        memory_type: r.memory_type,
        state: r.state,
      };
      if (r.title) item.title = r.title;
      const markers = contradictionMarkers(
        (r.contradicts ?? []).filter((id) => inForce.has(id)),
        r.outdated_by,
      );
      const summary = refuted.get(r.record_id);
      if (summary) markers.unshift(realityMarkerText(summary));
      if (markers.length > 0) item.markers = markers;
      return item;
    });
  let before = '';
  let mode: number | undefined;
  try {
    before = readFileSync(path, 'utf8');
    mode = statSync(path).mode & 0o777;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new SpoolError(ErrorCode.Io, `cannot read ${path}: ${(err as Error).message}`, { cause: err });
    }
  }
  const { text, changed } = upsertMarkedBlock(before, renderAgentsBlock(items));
  if (changed) atomicWrite(path, text, mode);
  return { changed, path, count: items.length };
}
