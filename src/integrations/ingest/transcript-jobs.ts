/**
 * The distill queue seen per transcript: the Stop and PreCompact hooks may queue one file several times, and
 * every way of distilling (heuristic, sampling, the agent itself) works on a transcript at a time.
 */
import type { SpoolPaths } from '../../store/paths.js';
import { type QueueEntry, readQueue } from '../../store/queue.js';

/** Queue entries grouped by transcript, oldest first. */
export interface TranscriptJob {
  transcript_path: string;
  /** The first session id any of its entries names. */
  session_id?: string;
  /** The first agent any of its entries names. */
  agent?: string;
  entries: QueueEntry[];
}

/** Groups queue entries by transcript, in the order each transcript was first queued. */
export function transcriptJobs(queue: readonly QueueEntry[]): TranscriptJob[] {
  const byPath = new Map<string, TranscriptJob>();
  for (const e of queue) {
    const job = byPath.get(e.transcript_path) ?? { transcript_path: e.transcript_path, entries: [] };
    job.entries.push(e);
    if (!job.session_id && e.session_id) job.session_id = e.session_id;
    if (!job.agent && e.agent) job.agent = e.agent;
    byPath.set(e.transcript_path, job);
  }
  return [...byPath.values()];
}

/** How many transcripts wait in the distill queue (a transcript queued several times counts once). */
export function pendingTranscriptCount(paths: SpoolPaths): number {
  return new Set(readQueue(paths).map((e) => e.transcript_path)).size;
}
