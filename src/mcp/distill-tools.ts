/**
 * Distillation through MCP: `memory_distill_pending` and `memory_store_extraction`. The queue logic, the
 * prompt and the reply validation live in `integrations/ingest/distill-session.ts`; this module only declares
 * the tools and connects the session to the client: its `sampling` capability, `sampling/createMessage`
 * with the chunk's prompt, and progress notifications.
 */
import { z } from 'zod';
import { extractionItemSchema } from '../integrations/distill-prompt.js';
import { createDistillSession, type DistillClient } from '../integrations/ingest/distill-session.js';
import { distillOutput, storeExtractionOutput } from './schemas.js';
import type { ToolContext, ToolExtra, ToolModule } from './server.js';

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

/** memory_distill_pending and memory_store_extraction. */
export const distillTools: ToolModule = (ctx: ToolContext) => {
  const { tool, spool, server } = ctx;
  const session = createDistillSession(spool, {
    samplingAvailable: () => server.server.getClientCapabilities()?.sampling !== undefined,
    clientName: () => server.server.getClientVersion()?.name?.slice(0, 128),
  });

  /** The client as this request reaches it: sampling tied to the request, progress to its token. */
  const clientOf = (extra: ToolExtra): DistillClient => ({
    sample: async (req) => {
      const res = await server.server.createMessage(
        {
          messages: [{ role: 'user', content: { type: 'text', text: req.prompt } }],
          systemPrompt: req.systemPrompt,
          maxTokens: req.maxTokens,
          temperature: 0,
          includeContext: 'none',
          modelPreferences: { intelligencePriority: 0.7, speedPriority: 0.3, costPriority: 0.3 },
          metadata: { purpose: 'spool.distill' },
        },
        { relatedRequestId: extra.requestId, signal: extra.signal, timeout: 300_000 },
      );
      return resultText(res.content);
    },
    progress: async (done, total, message) => {
      const token = extra._meta?.progressToken;
      if (token === undefined) return;
      await extra
        .sendNotification({
          method: 'notifications/progress',
          params: { progressToken: token, progress: done, total, message },
        })
        .catch(() => {});
    },
  });

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
    run: (args, extra) => session.pending(args, clientOf(extra)),
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
    run: (args) => session.store(args),
  });
};
