/**
 * `spool distill`: queued session transcripts through the built-in heuristic distiller into candidate
 * memories, each transcript read incrementally from where the previous run stopped.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ErrorCode, SpoolError } from '../../core/errors.js';
import { nextStepFor } from '../../core/surface.js';
import type { Spool } from '../../spool.js';
import type { SpoolPaths } from '../../store/paths.js';
import { type QueueEntry, readCursors, readQueue, removeFromQueue, setCursor } from '../../store/queue.js';
import { distillTranscript } from '../distill.js';
import type { Extraction } from '../extraction.js';
import {
  type RefusedExtraction,
  type StoredExtraction,
  type StoreExtractionsResult,
  storeExtractions,
} from './store-extractions.js';
import { type TranscriptJob, transcriptJobs } from './transcript-jobs.js';

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
  const jobs: TranscriptJob[] = [];
  if (opts.transcript !== undefined) {
    const abs = resolve(spool.root, opts.transcript);
    const entries = queue.filter((e) => e.transcript_path === abs);
    const job: TranscriptJob = { transcript_path: abs, entries };
    const sid = entries.find((e) => e.session_id)?.session_id;
    if (sid) job.session_id = sid;
    const agent = entries.find((e) => e.agent)?.agent;
    if (agent) job.agent = agent;
    jobs.push(job);
  } else {
    jobs.push(...transcriptJobs(queue));
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

const clip = (s: string, n: number) => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
};

/**
 * Takes queue entries off the distill queue by id (`spool distill --drop`). An unknown id fails the whole command before
 * anything is removed, and names the ids that are pending, so a typo never half-applies.
 */
export function dropQueued(paths: SpoolPaths, ids: string[]): { dropped: QueueEntry[]; remaining: number } {
  const queue = readQueue(paths);
  const unknown = ids.filter((id) => !queue.some((e) => e.id === id));
  if (unknown.length > 0) {
    const pending = queue.map((e) => `${e.id} (${e.transcript_path})`);
    throw new SpoolError(
      ErrorCode.NotFound,
      `no queued transcript with id ${unknown.join(', ')}: ${
        pending.length === 0
          ? 'the distill queue is empty'
          : `pending are ${clip(pending.slice(0, 10).join(', '), 1000)}`
      }`,
      { details: { unknown, pending: queue.map((e) => e.id) } },
    );
  }
  const drop = new Set(ids);
  removeFromQueue(paths, drop);
  return { dropped: queue.filter((e) => drop.has(e.id)), remaining: readQueue(paths).length };
}
