/**
 * What spool asks of a model that distils a transcript (the client's model over MCP sampling, or the agent
 * itself), and how its answer is read: the prompt, the strict reply format, and the validation that turns a
 * reply into extractions. Pure: no I/O, no MCP.
 */
import { z } from 'zod';
import { MEMORY_TYPES } from '../core/types.js';
import { type Extraction, normalizeTags } from './extraction.js';

/** Characters of conversation per sampling request (≈ 6k tokens). */
export const SAMPLING_CHUNK_CHARS = 24_000;
/** Tokens the client's model may answer with per chunk. */
export const SAMPLING_MAX_TOKENS = 2_000;
/** Most memories taken from one chunk's answer. */
const MAX_PER_CHUNK = 25;

/** One memory as a model (the client's, or the agent itself) hands it back. */
export const extractionItemSchema = z
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

/** One validated memory of a model's reply (see {@link extractionItemSchema}). */
export type ExtractionItem = z.output<typeof extractionItemSchema>;

/** The reply format asked of the client's model; extra fields and a top-level array are tolerated. */
const samplingReplySchema = z.union([
  z.object({ memories: z.array(z.unknown()) }).passthrough(),
  z.array(z.unknown()),
]);

/** The system prompt of every sampling request. */
export const SAMPLING_SYSTEM_PROMPT =
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

/** A validated reply item as an extraction (tags normalised, at most 8). */
export function toExtraction(item: ExtractionItem): Extraction {
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

/** What an agent distilling a transcript itself is told to do with the text it is handed. */
export const AGENT_INSTRUCTIONS =
  'Read each chunk below (conversation text only; secrets redacted). Extract the durable knowledge worth remembering in later sessions: decisions with their reasons, constraints and rules, conventions, facts about the project and its stack, the user\'s stated preferences, workflows, incidents. Skip task steps, what the assistant did, questions, guesses, code and anything only true for this session; what the assistant proposed counts only when the user confirmed it. Each memory: one self-contained statement (≤ 300 characters). Then call memory_store_extraction with {"extractions":[{"content","memory_type","reason?","tags?","file_refs?"}], "session_id": <the transcript session_id>, "queue_ids": [<queue_id>]} — pass the queue_id only once you have read every chunk (when next_chunk is set, call memory_distill_pending again with that queue_id and from_chunk first). An empty extractions list with the queue_id marks a transcript with nothing durable as done. Stored memories are candidates for human review.';
