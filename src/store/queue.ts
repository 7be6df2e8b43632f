/**
 * The distill queue (SPEC §2 `.spool/local/distill-pending.queue`): transcripts waiting for distillation.
 *
 * The `Stop` and `PreCompact` hooks append to it (they must stay fast and never distil inline); `spool distill`
 * and the `memory_distill_pending` tool drain it. One JSON object per line. Appends and rewrites happen under a
 * cross-process lock (`<localDir>/queue.lock`), rewrites are atomic (temp file + rename), and readers tolerate a
 * missing file, torn lines and garbage, so a crash at any point loses at most the line being written.
 *
 * The same file also keeps, per transcript, how far it has been distilled (`distill-cursors.json`), so a
 * transcript enqueued at every `Stop` of a long session is read once, not once per turn.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { atomicWrite } from './atomic.js';
import { openFileLock } from './lock.js';
import type { SpoolPaths } from './paths.js';

/** Why a transcript was queued. */
export type QueueReason = 'stop' | 'pre-compact' | 'manual';

const REASONS: readonly QueueReason[] = ['stop', 'pre-compact', 'manual'];

/** One pending transcript. */
export interface QueueEntry {
  /** Unique id of the entry (used to remove it once processed). */
  id: string;
  /** Absolute path of the transcript (Claude Code JSONL). */
  transcript_path: string;
  session_id?: string;
  /** The client that produced the transcript, e.g. `claude-code`. */
  agent?: string;
  reason: QueueReason;
  /** ISO-8601 time it was queued. */
  enqueued_at: string;
}

/** What {@link enqueueTranscript} takes. */
export interface EnqueueInput {
  transcript_path: string;
  session_id?: string | undefined;
  agent?: string | undefined;
  reason: QueueReason;
}

/** Options shared by the writers. */
export interface QueueLockOptions {
  /** How long to wait for another process holding the queue lock (default 10 s; hooks pass less). */
  lockTimeoutMs?: number;
}

/** The lock file guarding the queue and the cursors. */
export function queueLockPath(paths: SpoolPaths): string {
  return join(paths.localDir, 'queue.lock');
}

/** Where per-transcript distill progress is kept. */
export function cursorsPath(paths: SpoolPaths): string {
  return join(paths.localDir, 'distill-cursors.json');
}

function withQueueLock<T>(paths: SpoolPaths, opts: QueueLockOptions, fn: () => T): T {
  const lock = openFileLock(queueLockPath(paths), opts.lockTimeoutMs ?? 10_000);
  try {
    return lock.withLock(fn);
  } finally {
    lock.close();
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Parses one queue line; undefined for anything that is not a well-formed entry. */
function parseLine(line: string): QueueEntry | undefined {
  if (line.trim() === '') return undefined;
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!isObject(v)) return undefined;
  const { id, transcript_path, session_id, agent, reason, enqueued_at } = v;
  if (typeof id !== 'string' || id === '' || typeof transcript_path !== 'string' || transcript_path === '') {
    return undefined;
  }
  if (typeof reason !== 'string' || !(REASONS as readonly string[]).includes(reason)) return undefined;
  const entry: QueueEntry = {
    id,
    transcript_path,
    reason: reason as QueueReason,
    enqueued_at: typeof enqueued_at === 'string' ? enqueued_at : '',
  };
  if (typeof session_id === 'string' && session_id !== '') entry.session_id = session_id;
  if (typeof agent === 'string' && agent !== '') entry.agent = agent;
  return entry;
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw err;
  }
}

function parseQueue(text: string): QueueEntry[] {
  const out: QueueEntry[] = [];
  for (const line of text.split('\n')) {
    const e = parseLine(line);
    if (e !== undefined) out.push(e);
  }
  return out;
}

/**
 * The pending entries, oldest first. A missing file is an empty queue; torn or foreign lines are skipped
 * (never an error: the queue is a convenience, the transcripts are the data).
 */
export function readQueue(paths: SpoolPaths): QueueEntry[] {
  return parseQueue(readText(paths.distillQueue));
}

const sameTranscript = (a: { transcript_path: string; session_id?: string | undefined }, b: typeof a) =>
  a.transcript_path === b.transcript_path && (a.session_id ?? '') === (b.session_id ?? '');

/**
 * Queues a transcript for distillation. When the same transcript (same path and session) is already pending
 * nothing is written and the pending entry is returned with `added: false`: the `Stop` hook fires after every
 * turn, and one pending entry per session is all the distiller needs.
 */
export function enqueueTranscript(
  paths: SpoolPaths,
  input: EnqueueInput,
  now: Date,
  opts: QueueLockOptions = {},
): { entry: QueueEntry; added: boolean } {
  return withQueueLock(paths, opts, () => {
    const text = readText(paths.distillQueue);
    const pending = parseQueue(text).find((e) => sameTranscript(e, input));
    if (pending !== undefined) return { entry: pending, added: false };
    const entry: QueueEntry = {
      id: `q_${now.getTime().toString(36)}_${randomUUID().slice(0, 8)}`,
      transcript_path: input.transcript_path,
      reason: input.reason,
      enqueued_at: now.toISOString(),
    };
    if (input.session_id) entry.session_id = input.session_id;
    if (input.agent) entry.agent = input.agent;
    mkdirSync(dirname(paths.distillQueue), { recursive: true });
    // A torn last line (crash mid-append) must not swallow this entry: start on a fresh line.
    const lead = text !== '' && !text.endsWith('\n') ? '\n' : '';
    appendFileSync(paths.distillQueue, `${lead}${JSON.stringify(entry)}\n`);
    return { entry, added: true };
  });
}

/**
 * Removes processed entries (by id) with an atomic rewrite. Unknown ids are ignored; malformed lines are
 * dropped on the way. Returns how many entries were removed.
 */
export function removeFromQueue(
  paths: SpoolPaths,
  ids: Iterable<string>,
  opts: QueueLockOptions = {},
): number {
  const drop = new Set(ids);
  if (drop.size === 0) return 0;
  return withQueueLock(paths, opts, () => {
    if (!existsSync(paths.distillQueue)) return 0;
    const entries = parseQueue(readText(paths.distillQueue));
    const keep = entries.filter((e) => !drop.has(e.id));
    const removed = entries.length - keep.length;
    if (removed === 0) return 0;
    atomicWrite(paths.distillQueue, keep.map((e) => `${JSON.stringify(e)}\n`).join(''));
    return removed;
  });
}

// ---------------------------------------------------------------------------------------------------------
// Distill cursors: how many bytes of each transcript were already distilled
// ---------------------------------------------------------------------------------------------------------

/** How far one transcript has been distilled. */
export interface DistillCursor {
  /** Bytes already distilled (always at a line boundary). */
  offset: number;
  session_id?: string;
  updated_at: string;
}

/** Every transcript's cursor, by absolute path. Missing or corrupt file → none (re-distilling is harmless). */
export function readCursors(paths: SpoolPaths): Map<string, DistillCursor> {
  const out = new Map<string, DistillCursor>();
  let data: unknown;
  try {
    data = JSON.parse(readText(cursorsPath(paths)) || '{}');
  } catch {
    return out;
  }
  if (!isObject(data) || !isObject(data.transcripts)) return out;
  for (const [path, v] of Object.entries(data.transcripts)) {
    if (!isObject(v) || typeof v.offset !== 'number' || !Number.isInteger(v.offset) || v.offset < 0) continue;
    const c: DistillCursor = {
      offset: v.offset,
      updated_at: typeof v.updated_at === 'string' ? v.updated_at : '',
    };
    if (typeof v.session_id === 'string') c.session_id = v.session_id;
    out.set(path, c);
  }
  return out;
}

// Cursors of transcripts not touched for this long are forgotten, so the file does not grow forever.
const CURSOR_TTL_MS = 90 * 86_400_000;

/** Records that `transcript_path` has been distilled up to `offset` bytes. */
export function setCursor(
  paths: SpoolPaths,
  transcriptPath: string,
  cursor: DistillCursor,
  now: Date,
  opts: QueueLockOptions = {},
): void {
  withQueueLock(paths, opts, () => {
    const all = readCursors(paths);
    all.set(transcriptPath, cursor);
    const transcripts: Record<string, DistillCursor> = {};
    for (const [p, c] of [...all.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const t = Date.parse(c.updated_at);
      if (p !== transcriptPath && (Number.isNaN(t) || now.getTime() - t > CURSOR_TTL_MS)) continue;
      transcripts[p] = c;
    }
    atomicWrite(
      cursorsPath(paths),
      `${JSON.stringify({ schema_version: 'distill-cursors.v1', transcripts })}\n`,
    );
  });
}
