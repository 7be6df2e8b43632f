/**
 * Distilling the transcript queue with a model (SPEC §8 "distill"), behind `memory_distill_pending` and
 * `memory_store_extraction`:
 *
 * - with a **sampler** (the client's own model, e.g. MCP sampling), each chunk of conversation text is sent
 *   with {@link samplingPrompt}; the validated reply is stored as candidates through `storeExtractions`
 *   (secret gate, dedup and the predicate policy apply);
 * - without one, the agent is handed the conversation text (bounded, chunked, secrets redacted) with
 *   instructions, extracts memories itself and acknowledges the `queue_id`s it finished, so they leave the
 *   queue and their cursor moves exactly as far as it was handed;
 * - `heuristic: true` runs spool's built-in deterministic distiller instead (no model at all).
 *
 * Agents never name files: they only see queue ids, so no call can make spool read an arbitrary path.
 */
import { ErrorCode, SpoolError } from '../../core/errors.js';
import type { Spool } from '../../spool.js';
import type { SpoolPaths } from '../../store/paths.js';
import { readCursors, readQueue, removeFromQueue, setCursor } from '../../store/queue.js';
import {
  AGENT_INSTRUCTIONS,
  type ExtractionItem,
  parseSamplingReply,
  SAMPLING_CHUNK_CHARS,
  SAMPLING_MAX_TOKENS,
  SAMPLING_SYSTEM_PROMPT,
  samplingPrompt,
  toExtraction,
} from '../distill-prompt.js';
import type { Extraction } from '../extraction.js';
import { readTranscriptChunks, type TranscriptChunk } from '../transcript-chunks.js';
import { distillPending } from './distill-pending.js';
import { type StoreExtractionsResult, storeExtractions } from './store-extractions.js';
import { type TranscriptJob, transcriptJobs } from './transcript-jobs.js';

/** One request to the client's model. */
export interface SampleRequest {
  /** The user message: {@link samplingPrompt} around one chunk. */
  prompt: string;
  systemPrompt: string;
  maxTokens: number;
}

/** How a distill call reaches the caller's side (the MCP client). */
export interface DistillClient {
  /** Asks the client's model: resolves to its reply text; rejects when the client refused, timed out, failed. */
  sample: (req: SampleRequest) => Promise<string>;
  /** Reports progress of a long call; never throws. */
  progress: (done: number, total: number, message: string) => Promise<void>;
}

/** The arguments of {@link DistillSession.pending} (memory_distill_pending's input). */
export interface DistillPendingArgs {
  /** Ask the client's model (default: when sampling is available). */
  use_sampling?: boolean | undefined;
  /** Use the built-in deterministic distiller for every pending transcript. */
  heuristic: boolean;
  /** Only this pending transcript. */
  queue_id?: string | undefined;
  /** Without sampling: the first chunk to hand out. */
  from_chunk: number;
  /** Without sampling: most characters of conversation text to hand out. */
  max_chars: number;
  /** With sampling or heuristic: most transcripts per call. */
  max_transcripts: number;
  /** With sampling: most sampling requests per transcript. */
  max_chunks: number;
}

/** The arguments of {@link DistillSession.store} (memory_store_extraction's input). */
export interface StoreExtractionArgs {
  extractions: ExtractionItem[];
  session_id?: string | undefined;
  /** Transcripts read completely: they leave the queue. */
  queue_ids: string[];
}

/** One connection's distillation: remembers what it handed to the agent until the agent acknowledges it. */
export interface DistillSession {
  /** memory_distill_pending: distils (sampling, heuristic) or hands out (agent) pending transcripts. */
  pending: (args: DistillPendingArgs, client: DistillClient) => Promise<Record<string, unknown>>;
  /** memory_store_extraction: stores what the agent extracted, acknowledges the transcripts it finished. */
  store: (args: StoreExtractionArgs) => Promise<Record<string, unknown>>;
}

/** What {@link createDistillSession} needs besides the spool. */
export interface DistillSessionOptions {
  /** True when the client offers sampling (asked at each call: capabilities arrive after connect). */
  samplingAvailable: () => boolean;
  /** The client's name, recorded as the agent of what it distils. */
  clientName: () => string | undefined;
  /** The time of cursor updates (default: the system clock). */
  now?: () => Date;
}

/** What an agent was handed, so its acknowledgement can advance the cursor exactly that far. */
interface Handout {
  transcript_path: string;
  session_id?: string;
  end: number;
}

/** True when a read failed because the file (or a folder on its path) no longer exists. */
function isGone(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** The error of a result whose transcript {@link isGone}: it was dequeued, so it is reported this once. */
function goneError(err: unknown): string {
  return `IO_ERROR: the transcript no longer exists (${(err as NodeJS.ErrnoException).code}); it was taken off the queue`;
}

function briefStored(r: StoreExtractionsResult) {
  return {
    stored: r.stored.map((s) => ({
      index: s.index,
      record_id: s.record_id,
      action: s.action,
      state: s.state,
    })),
    refused: r.refused.map((x) => ({ index: x.index, code: x.code, message: x.message })),
    skipped_archived: r.skipped.length,
  };
}

/** Takes every queue entry of a transcript off the queue. */
function dequeue(paths: SpoolPaths, job: TranscriptJob): void {
  removeFromQueue(
    paths,
    job.entries.map((e) => e.id),
  );
}

/**
 * A distilled[] entry for a transcript that stored nothing (dropped or failed): the counts are zero and
 * `error` says why and whether it stays queued. `chunks` is how many parts were read before it failed.
 */
function storedNothing(status: 'dropped' | 'failed', error: string, chunks = 0, remaining_chunks = 0) {
  return {
    status,
    chunks,
    remaining_chunks,
    proposed: 0,
    invalid: 0,
    stored: [],
    refused: [],
    skipped_archived: 0,
    error,
  };
}

/** Creates the distillation state of one connection (the handouts awaiting acknowledgement). */
export function createDistillSession(spool: Spool, opts: DistillSessionOptions): DistillSession {
  const handouts = new Map<string, Handout>();
  const now = opts.now ?? (() => new Date());

  /** Marks a transcript consumed up to `end`: cursor forward, its queue entries out. */
  function consume(job: TranscriptJob, end: number, sessionId: string | undefined): void {
    const cursor: { offset: number; updated_at: string; session_id?: string } = {
      offset: end,
      updated_at: now().toISOString(),
    };
    if (sessionId) cursor.session_id = sessionId;
    setCursor(spool.paths, job.transcript_path, cursor, now());
    dequeue(spool.paths, job);
  }

  async function viaSampling(
    jobs: TranscriptJob[],
    args: { maxChunks: number },
    client: DistillClient,
  ): Promise<Record<string, unknown>[]> {
    const cursors = readCursors(spool.paths);
    const out: Record<string, unknown>[] = [];
    for (const job of jobs) {
      const base = {
        queue_id: job.entries[0]!.id,
        transcript_path: job.transcript_path,
        ...(job.session_id ? { session_id: job.session_id } : {}),
      };
      let read: ReturnType<typeof readTranscriptChunks>;
      try {
        read = readTranscriptChunks(job.transcript_path, cursors.get(job.transcript_path)?.offset ?? 0, {
          chunkChars: SAMPLING_CHUNK_CHARS,
        });
      } catch (err) {
        const gone = isGone(err);
        // A transcript that no longer exists would fail every call: it leaves the queue, reported this once.
        if (gone) dequeue(spool.paths, job);
        out.push({
          ...base,
          ...(gone
            ? storedNothing('dropped', goneError(err))
            : storedNothing(
                'failed',
                `IO_ERROR: cannot read the transcript (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}); it stays queued`,
              )),
        });
        continue;
      }
      const sessionId = job.session_id ?? read.session_id;
      const todo = read.chunks.slice(0, args.maxChunks);
      const extractions: Extraction[] = [];
      let invalid = 0;
      const errors: string[] = [];
      let failed: string | undefined;
      for (const chunk of todo) {
        await client.progress(
          chunk.index,
          todo.length,
          `distilling ${job.transcript_path} part ${chunk.index + 1}`,
        );
        let text: string;
        try {
          text = await client.sample({
            prompt: samplingPrompt(chunk.text, chunk.index + 1, read.chunks.length),
            systemPrompt: SAMPLING_SYSTEM_PROMPT,
            maxTokens: SAMPLING_MAX_TOKENS,
          });
        } catch (err) {
          // The client refused, timed out or failed: store nothing from this transcript, keep it queued.
          failed = `SAMPLING_FAILED: ${(err as Error).message} — the transcript stays queued; retry, or call memory_distill_pending with use_sampling: false to extract memories yourself`;
          break;
        }
        try {
          const parsed = parseSamplingReply(text);
          extractions.push(...parsed.extractions);
          invalid += parsed.invalid;
        } catch (err) {
          // A reply that is not JSON yields nothing for this chunk; the others still count.
          errors.push(`part ${chunk.index + 1}: ${(err as Error).message}`);
        }
      }
      if (failed !== undefined) {
        out.push({ ...base, ...storedNothing('failed', failed, todo.length, read.chunks.length) });
        continue;
      }
      const stored = await storeExtractions(spool, extractions, {
        source_kind: 'distilled',
        session_id: sessionId,
        agent: job.agent ?? opts.clientName(),
      });
      const lastDone = todo[todo.length - 1];
      const remaining = read.chunks.length - todo.length;
      if (remaining === 0) consume(job, read.end, sessionId);
      else if (lastDone) {
        // Partly done: advance the cursor past what was read; the entry stays queued for the rest.
        const cursor: { offset: number; updated_at: string; session_id?: string } = {
          offset: lastDone.end_offset,
          updated_at: now().toISOString(),
        };
        if (sessionId) cursor.session_id = sessionId;
        setCursor(spool.paths, job.transcript_path, cursor, now());
      }
      out.push({
        ...base,
        ...(sessionId ? { session_id: sessionId } : {}),
        status: read.chunks.length === 0 ? 'empty' : remaining === 0 ? 'distilled' : 'partial',
        chunks: todo.length,
        remaining_chunks: remaining,
        proposed: extractions.length,
        invalid,
        ...briefStored(stored),
        ...(errors.length > 0 ? { error: `unusable replies: ${errors.join('; ').slice(0, 1000)}` } : {}),
      });
    }
    return out;
  }

  function forAgent(
    jobs: TranscriptJob[],
    args: { fromChunk: number; maxChars: number },
  ): Record<string, unknown>[] {
    const cursors = readCursors(spool.paths);
    const out: Record<string, unknown>[] = [];
    let budget = args.maxChars;
    for (const job of jobs) {
      if (budget <= 0) break;
      const queueId = job.entries[0]!.id;
      const base = {
        queue_id: queueId,
        transcript_path: job.transcript_path,
        ...(job.session_id ? { session_id: job.session_id } : {}),
      };
      let read: ReturnType<typeof readTranscriptChunks>;
      try {
        read = readTranscriptChunks(job.transcript_path, cursors.get(job.transcript_path)?.offset ?? 0, {
          chunkChars: Math.min(args.maxChars, 20_000),
        });
      } catch (err) {
        if (isGone(err)) {
          dequeue(spool.paths, job);
          out.push({
            ...base,
            total_chunks: 0,
            from_chunk: 0,
            chunks: [],
            error: goneError(err),
          });
          continue;
        }
        out.push({
          ...base,
          total_chunks: 0,
          from_chunk: 0,
          chunks: [],
          error: `IO_ERROR: cannot read the transcript (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}); acknowledge its queue_id to drop it`,
        });
        continue;
      }
      const sessionId = job.session_id ?? read.session_id;
      const handout: Handout = { transcript_path: job.transcript_path, end: read.end };
      if (sessionId) handout.session_id = sessionId;
      for (const e of job.entries) handouts.set(e.id, handout);
      const from = Math.min(args.fromChunk, read.chunks.length);
      const chunks: TranscriptChunk[] = [];
      for (const c of read.chunks.slice(from)) {
        if (chunks.length > 0 && c.text.length > budget) break;
        chunks.push(c);
        budget -= c.text.length;
        if (budget <= 0) break;
      }
      const next = from + chunks.length;
      out.push({
        ...base,
        ...(sessionId ? { session_id: sessionId } : {}),
        total_chunks: read.chunks.length,
        from_chunk: from,
        ...(next < read.chunks.length ? { next_chunk: next } : {}),
        chunks: chunks.map((c) => ({ index: c.index, text: c.text })),
      });
      // Later transcripts only after this one is handed out completely: one conversation at a time.
      if (next < read.chunks.length) break;
    }
    return out;
  }

  async function heuristic(jobs: TranscriptJob[]): Promise<Record<string, unknown>[]> {
    const results = [];
    for (const job of jobs) {
      const r = await distillPending(spool, { transcript: job.transcript_path, now: now() });
      for (const p of r.processed) {
        results.push({
          queue_id: job.entries[0]!.id,
          transcript_path: p.transcript_path,
          ...(p.session_id ? { session_id: p.session_id } : {}),
          status: 'distilled' as const,
          chunks: 0,
          remaining_chunks: 0,
          proposed: p.extractions.length,
          invalid: 0,
          ...briefStored(p),
        });
      }
      for (const d of r.dropped) {
        results.push({
          queue_id: job.entries[0]!.id,
          transcript_path: d.transcript_path,
          ...storedNothing(
            'dropped',
            'IO_ERROR: the transcript no longer exists; it was taken off the queue',
          ),
        });
      }
      for (const f of r.failed) {
        results.push({
          queue_id: job.entries[0]!.id,
          transcript_path: f.transcript_path,
          ...storedNothing('failed', `${f.code}: ${f.message}`),
        });
      }
    }
    return results;
  }

  /** Takes acknowledged transcripts off the queue, advancing their cursors to what was handed out. */
  function ack(queueIds: string[]): string[] {
    if (queueIds.length === 0) return [];
    const queue = readQueue(spool.paths);
    const done: string[] = [];
    for (const job of transcriptJobs(queue)) {
      const acked = job.entries.find((e) => queueIds.includes(e.id));
      if (!acked) continue;
      const h = handouts.get(acked.id);
      if (h) consume(job, h.end, h.session_id ?? job.session_id);
      else dequeue(spool.paths, job);
      for (const e of job.entries) handouts.delete(e.id);
      done.push(...job.entries.map((e) => e.id));
    }
    return done;
  }

  return {
    pending: async (args, client) => {
      const available = opts.samplingAvailable();
      let queue = readQueue(spool.paths);
      if (args.queue_id !== undefined) {
        const hit = queue.find((e) => e.id === args.queue_id);
        if (!hit) {
          throw new SpoolError(
            ErrorCode.NotFound,
            `no pending transcript ${args.queue_id.slice(0, 100)}: it was distilled already or never queued; call memory_distill_pending without queue_id to see what is pending`,
          );
        }
        queue = queue.filter((e) => e.transcript_path === hit.transcript_path);
      }
      const pendingBefore = transcriptJobs(readQueue(spool.paths)).length;
      if (queue.length === 0) {
        return {
          mode: 'empty',
          pending: 0,
          sampling_available: available,
          instructions: 'Nothing is waiting for distillation.',
        };
      }
      const jobs = transcriptJobs(queue);
      if (args.heuristic) {
        const distilled = await heuristic(jobs.slice(0, args.max_transcripts));
        return {
          mode: 'heuristic',
          pending: transcriptJobs(readQueue(spool.paths)).length,
          sampling_available: available,
          distilled,
        };
      }
      const useSampling = (args.use_sampling ?? available) && available;
      if (useSampling) {
        const distilled = await viaSampling(
          jobs.slice(0, args.max_transcripts),
          { maxChunks: args.max_chunks },
          client,
        );
        return {
          mode: 'sampling',
          pending: transcriptJobs(readQueue(spool.paths)).length,
          sampling_available: true,
          distilled,
          instructions:
            'Stored memories are candidates: show them to the user with memory_review_queue, then memory_accept or memory_archive.',
        };
      }
      const transcripts = forAgent(jobs, { fromChunk: args.from_chunk, maxChars: args.max_chars });
      const note =
        args.use_sampling && !available
          ? 'This client does not offer MCP sampling, so the text is returned for you to distil. '
          : '';
      return {
        mode: 'agent',
        pending: pendingBefore,
        sampling_available: available,
        transcripts,
        instructions: note + AGENT_INSTRUCTIONS,
      };
    },

    store: async ({ extractions, session_id, queue_ids }) => {
      let sessionId = session_id;
      if (sessionId === undefined) {
        for (const id of queue_ids) sessionId ??= handouts.get(id)?.session_id;
      }
      const r = await storeExtractions(spool, extractions.map(toExtraction), {
        source_kind: 'distilled',
        session_id: sessionId,
        agent: opts.clientName(),
      });
      const dequeued = ack(queue_ids);
      return {
        stored_count: r.stored.length,
        refused_count: r.refused.length,
        ...briefStored(r),
        dequeued,
      };
    },
  };
}
