/**
 * Distillation through MCP: turning queued session transcripts into candidate memories.
 *
 * - With **sampling** (the client declared the `sampling` capability): `memory_distill_pending` asks the
 *   client's own model, via `sampling/createMessage`, to extract durable decisions, constraints and
 *   conventions from each chunk of conversation text. The reply must be strict JSON; it is parsed and
 *   validated with zod, and what survives is stored as candidates through `storeExtractions` (secret gate,
 *   dedup and the predicate policy apply). No API key, no network of spool's own.
 * - Without sampling (or `use_sampling: false`): the tool hands the agent the conversation text (bounded,
 *   chunked, secrets redacted) with instructions; the agent extracts memories itself and calls
 *   `memory_store_extraction`, passing the `queue_id`s it finished so they leave the queue.
 * - `heuristic: true` runs spool's built-in deterministic distiller instead (no model at all).
 *
 * Agents never name files: they only see queue ids, so no tool call can make spool read an arbitrary path.
 */
import { z } from 'zod';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { MEMORY_TYPES } from '../core/types.js';
import type { Extraction } from '../integrations/extraction.js';
import { normalizeTags } from '../integrations/extraction.js';
import {
  distillPending,
  type StoreExtractionsResult,
  storeExtractions,
} from '../integrations/ingest/index.js';
import type { Spool } from '../spool.js';
import type { SpoolPaths } from '../store/paths.js';
import { type QueueEntry, readCursors, readQueue, removeFromQueue, setCursor } from '../store/queue.js';
import { distillOutput, storeExtractionOutput } from './schemas.js';
import type { ToolContext, ToolExtra, ToolModule } from './server.js';
import { readTranscriptChunks, type TranscriptChunk } from './transcript.js';

/** Characters of conversation per sampling request (≈ 6k tokens). */
const SAMPLING_CHUNK_CHARS = 24_000;
/** Tokens the client's model may answer with per chunk. */
const SAMPLING_MAX_TOKENS = 2_000;
/** Most memories taken from one chunk's answer. */
const MAX_PER_CHUNK = 25;

/** One memory as a model (the client's, or the agent itself) hands it back. */
const extractionItemSchema = z
  .object({
    content: z
      .string()
      .trim()
      .min(1)
      .max(2000)
      .describe(
        'One self-contained statement that will make sense out of context (≤ 300 characters is best)',
      ),
    memory_type: z
      .enum(MEMORY_TYPES)
      .default('note')
      .describe(
        'decision, constraint, convention, fact, preference, workflow, incident, project, reference or note',
      ),
    title: z.string().trim().max(200).optional().describe('A short headline (optional)'),
    reason: z.string().trim().max(2000).optional().describe('The "because…", when the conversation gave one'),
    tags: z
      .array(z.string().max(64))
      .max(16)
      .default([])
      .describe('Up to 5 lowercase keywords a later search would use'),
    file_refs: z
      .array(z.string().min(1).max(1024))
      .max(32)
      .default([])
      .describe('Project files the memory is about (root-relative)'),
  })
  .strict();

/** The reply format asked of the client's model; extra fields and a top-level array are tolerated. */
const samplingReplySchema = z.union([
  z.object({ memories: z.array(z.unknown()) }).passthrough(),
  z.array(z.unknown()),
]);

const SAMPLING_SYSTEM_PROMPT =
  'You extract durable project knowledge from coding-session transcripts for a local memory store. You answer with one JSON object and nothing else.';

/** The strict instruction sent with every chunk. */
export function samplingPrompt(chunk: string, part: number, parts: number): string {
  return [
    `Below is part ${part} of ${parts} of a conversation between a developer ("User") and an AI coding assistant ("Assistant").`,
    "Extract the durable knowledge worth remembering in later sessions: decisions (with their reasons), constraints and rules, conventions, facts about the project and its stack, the user's stated preferences, workflows, incidents and their causes.",
    "Skip: the current task's steps, what the assistant did or is about to do, questions, guesses and options not chosen, code, tool output, anything only true for this session, and any secret (keys, tokens, passwords).",
    'What the Assistant proposes or recommends is not a decision unless the User confirms it; take decisions, rules and preferences from what the User says.',
    'Each memory must be one self-contained statement (at most 300 characters) that makes sense without the conversation.',
    'Reply with ONLY this JSON, no prose and no code fences:',
    '{"memories":[{"content":"…","memory_type":"decision|constraint|convention|fact|preference|workflow|incident|project|reference|note","reason":"… (optional)","tags":["lowercase","keywords"],"file_refs":["path/mentioned.ts"]}]}',
    `At most ${MAX_PER_CHUNK} memories. If nothing is durable, reply {"memories":[]}.`,
    '',
    '<transcript>',
    chunk,
    '</transcript>',
  ].join('\n');
}

/** Finds the JSON in a model's reply: the whole text, a fenced block, or the outermost {…} / […]. */
export function extractJson(text: string): unknown {
  const attempts: string[] = [text.trim()];
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fence?.[1]) attempts.push(fence[1].trim());
  // The outermost object or array, whichever opens first.
  const spans = [
    [text.indexOf('{'), text.lastIndexOf('}')],
    [text.indexOf('['), text.lastIndexOf(']')],
  ]
    .filter(([a, b]) => a! >= 0 && b! > a!)
    .sort((x, y) => x[0]! - y[0]!);
  for (const [a, b] of spans) attempts.push(text.slice(a, b! + 1));
  for (const a of attempts) {
    try {
      return JSON.parse(a);
    } catch {
      // try the next candidate
    }
  }
  throw new Error('the reply contains no JSON');
}

/** Parses and validates a model's reply into extractions; invalid items are counted, not fatal. */
export function parseSamplingReply(text: string): { extractions: Extraction[]; invalid: number } {
  const reply = samplingReplySchema.safeParse(extractJson(text));
  if (!reply.success) throw new Error('the reply is not {"memories":[…]}');
  const items = Array.isArray(reply.data) ? reply.data : reply.data.memories;
  const extractions: Extraction[] = [];
  let invalid = 0;
  for (const raw of items.slice(0, MAX_PER_CHUNK)) {
    const item = extractionItemSchema.safeParse(raw);
    if (!item.success) {
      invalid++;
      continue;
    }
    extractions.push(toExtraction(item.data));
  }
  invalid += Math.max(0, items.length - MAX_PER_CHUNK);
  return { extractions, invalid };
}

function toExtraction(item: z.output<typeof extractionItemSchema>): Extraction {
  const e: Extraction = {
    content: item.content,
    memory_type: item.memory_type,
    tags: normalizeTags(item.tags).slice(0, 8),
  };
  if (item.title) e.title = item.title;
  if (item.reason) e.reason = item.reason;
  if (item.file_refs.length > 0) e.file_refs = item.file_refs;
  return e;
}

/** The text of a sampling result (a single content block, or several in newer protocol versions). */
function resultText(content: unknown): string {
  const blocks = Array.isArray(content) ? content : [content];
  return blocks
    .map((b) =>
      typeof b === 'object' && b !== null && (b as { type?: unknown }).type === 'text'
        ? String((b as { text?: unknown }).text ?? '')
        : '',
    )
    .join('\n');
}

/** Queue entries grouped by transcript, oldest first (the Stop hook may queue one file several times). */
interface Job {
  transcript_path: string;
  session_id?: string;
  agent?: string;
  entries: QueueEntry[];
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

function jobsOf(queue: QueueEntry[]): Job[] {
  const byPath = new Map<string, Job>();
  for (const e of queue) {
    const job = byPath.get(e.transcript_path) ?? { transcript_path: e.transcript_path, entries: [] };
    job.entries.push(e);
    if (!job.session_id && e.session_id) job.session_id = e.session_id;
    if (!job.agent && e.agent) job.agent = e.agent;
    byPath.set(e.transcript_path, job);
  }
  return [...byPath.values()];
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
function dequeue(paths: SpoolPaths, job: Job): void {
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

/** What an agent was handed, so its acknowledgement can advance the cursor exactly that far. */
interface Handout {
  transcript_path: string;
  session_id?: string;
  end: number;
}

const AGENT_INSTRUCTIONS =
  'Read each chunk below (conversation text only; secrets redacted). Extract the durable knowledge worth remembering in later sessions: decisions with their reasons, constraints and rules, conventions, facts about the project and its stack, the user\'s stated preferences, workflows, incidents. Skip task steps, what the assistant did, questions, guesses, code and anything only true for this session; what the assistant proposed counts only when the user confirmed it. Each memory: one self-contained statement (≤ 300 characters). Then call memory_store_extraction with {"extractions":[{"content","memory_type","reason?","tags?","file_refs?"}], "session_id": <the transcript session_id>, "queue_ids": [<queue_id>]} — pass the queue_id only once you have read every chunk (when next_chunk is set, call memory_distill_pending again with that queue_id and from_chunk first). An empty extractions list with the queue_id marks a transcript with nothing durable as done. Stored memories are candidates for human review.';

/** memory_distill_pending and memory_store_extraction. */
export const distillTools: ToolModule = (ctx: ToolContext) => {
  const { tool, spool, server } = ctx;
  const handouts = new Map<string, Handout>();
  const samplingAvailable = () => server.server.getClientCapabilities()?.sampling !== undefined;
  const clientName = () => server.server.getClientVersion()?.name?.slice(0, 128);
  const now = () => new Date();

  /** Marks a transcript consumed up to `end`: cursor forward, its queue entries out. */
  function consume(job: Job, end: number, sessionId: string | undefined): void {
    const cursor: { offset: number; updated_at: string; session_id?: string } = {
      offset: end,
      updated_at: now().toISOString(),
    };
    if (sessionId) cursor.session_id = sessionId;
    setCursor(spool.paths, job.transcript_path, cursor, now());
    dequeue(spool.paths, job);
  }

  async function progress(extra: ToolExtra, done: number, total: number, message: string): Promise<void> {
    const token = extra._meta?.progressToken;
    if (token === undefined) return;
    await extra
      .sendNotification({
        method: 'notifications/progress',
        params: { progressToken: token, progress: done, total, message },
      })
      .catch(() => {});
  }

  async function viaSampling(
    jobs: Job[],
    opts: { maxChunks: number },
    extra: ToolExtra,
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
      const todo = read.chunks.slice(0, opts.maxChunks);
      const extractions: Extraction[] = [];
      let invalid = 0;
      const errors: string[] = [];
      let failed: string | undefined;
      for (const chunk of todo) {
        await progress(
          extra,
          chunk.index,
          todo.length,
          `distilling ${job.transcript_path} part ${chunk.index + 1}`,
        );
        let text: string;
        try {
          const res = await server.server.createMessage(
            {
              messages: [
                {
                  role: 'user',
                  content: {
                    type: 'text',
                    text: samplingPrompt(chunk.text, chunk.index + 1, read.chunks.length),
                  },
                },
              ],
              systemPrompt: SAMPLING_SYSTEM_PROMPT,
              maxTokens: SAMPLING_MAX_TOKENS,
              temperature: 0,
              includeContext: 'none',
              modelPreferences: { intelligencePriority: 0.7, speedPriority: 0.3, costPriority: 0.3 },
              metadata: { purpose: 'spool.distill' },
            },
            { relatedRequestId: extra.requestId, signal: extra.signal, timeout: 300_000 },
          );
          text = resultText(res.content);
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
        agent: job.agent ?? clientName(),
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

  function forAgent(jobs: Job[], opts: { fromChunk: number; maxChars: number }): Record<string, unknown>[] {
    const cursors = readCursors(spool.paths);
    const out: Record<string, unknown>[] = [];
    let budget = opts.maxChars;
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
          chunkChars: Math.min(opts.maxChars, 20_000),
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
      const from = Math.min(opts.fromChunk, read.chunks.length);
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

  tool({
    name: 'memory_distill_pending',
    title: 'Distil pending transcripts',
    description:
      'Turn queued session transcripts (queued by the Stop/PreCompact hooks) into candidate memories for review. If this client supports MCP sampling, spool asks your model to extract decisions, constraints and conventions and stores them (use_sampling, default on when available). Otherwise it returns the conversation text in chunks with instructions: extract the memories yourself and call memory_store_extraction with the queue_id. heuristic: true uses the built-in rule-based distiller instead.',
    input: z
      .object({
        use_sampling: z
          .boolean()
          .optional()
          .describe('Ask the client model via MCP sampling (default: true when the client offers sampling)'),
        heuristic: z
          .boolean()
          .default(false)
          .describe("Use spool's built-in deterministic distiller (no model) for every pending transcript"),
        queue_id: z
          .string()
          .max(100)
          .optional()
          .describe('Only this pending transcript (a queue_id from an earlier answer)'),
        from_chunk: z
          .number()
          .int()
          .min(0)
          .max(100_000)
          .default(0)
          .describe('Without sampling: the first chunk to return (the next_chunk of the previous answer)'),
        max_chars: z
          .number()
          .int()
          .min(2_000)
          .max(200_000)
          .default(40_000)
          .describe('Without sampling: most characters of conversation text to return in this answer'),
        max_transcripts: z
          .number()
          .int()
          .min(1)
          .max(20)
          .default(3)
          .describe('With sampling: most transcripts to distil in this call'),
        max_chunks: z
          .number()
          .int()
          .min(1)
          .max(50)
          .default(8)
          .describe('With sampling: most sampling requests per transcript in this call (≈ 6k tokens each)'),
      })
      .strict(),
    output: distillOutput,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    run: async (args, extra) => {
      const available = samplingAvailable();
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
      const pendingBefore = jobsOf(readQueue(spool.paths)).length;
      if (queue.length === 0) {
        return {
          mode: 'empty',
          pending: 0,
          sampling_available: available,
          instructions: 'Nothing is waiting for distillation.',
        };
      }
      const jobs = jobsOf(queue);
      if (args.heuristic) {
        const results = [];
        for (const job of jobs.slice(0, args.max_transcripts)) {
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
        return {
          mode: 'heuristic',
          pending: jobsOf(readQueue(spool.paths)).length,
          sampling_available: available,
          distilled: results,
        };
      }
      const useSampling = (args.use_sampling ?? available) && available;
      if (useSampling) {
        const distilled = await viaSampling(
          jobs.slice(0, args.max_transcripts),
          { maxChunks: args.max_chunks },
          extra,
        );
        return {
          mode: 'sampling',
          pending: jobsOf(readQueue(spool.paths)).length,
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
  });

  tool({
    name: 'memory_store_extraction',
    title: 'Store extracted memories',
    description:
      'Store memories you extracted from a session transcript (after memory_distill_pending returned its text) as candidates for human review (origin: distilled). Each goes through the secret gate and dedup; refused items are listed with the reason. Pass the queue_ids you finished reading to take those transcripts off the queue.',
    input: z
      .object({
        extractions: z
          .array(extractionItemSchema)
          .max(200)
          .describe('The memories, one self-contained statement each; may be empty when nothing was durable'),
        session_id: z.string().max(256).optional().describe('The session the transcript came from'),
        queue_ids: z
          .array(z.string().min(1).max(100))
          .max(50)
          .default([])
          .describe('queue_id of each transcript you have read completely; they leave the distill queue'),
      })
      .strict(),
    output: storeExtractionOutput,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    run: async ({ extractions, session_id, queue_ids }) => {
      let sessionId = session_id;
      if (sessionId === undefined) {
        for (const id of queue_ids) sessionId ??= handouts.get(id)?.session_id;
      }
      const r = await storeExtractions(spool, extractions.map(toExtraction), {
        source_kind: 'distilled',
        session_id: sessionId,
        agent: clientName(),
      });
      const dequeued = ack(spool, queue_ids, handouts, consume);
      return {
        stored_count: r.stored.length,
        refused_count: r.refused.length,
        ...briefStored(r),
        dequeued,
      };
    },
  });
};

/** Takes acknowledged transcripts off the queue, advancing their cursors to what was handed out. */
function ack(
  spool: Spool,
  queueIds: string[],
  handouts: Map<string, Handout>,
  consume: (job: Job, end: number, sessionId: string | undefined) => void,
): string[] {
  if (queueIds.length === 0) return [];
  const queue = readQueue(spool.paths);
  const done: string[] = [];
  for (const job of jobsOf(queue)) {
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
