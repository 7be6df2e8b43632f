import { z } from 'zod';
import type { StoredRecord } from '../core/types.js';
import { pendingTranscriptCount } from '../integrations/ingest/index.js';
import { formatPacket } from '../packets/packet.js';
import {
  conflictsOutput,
  explainOutput,
  getOutput,
  historyOutput,
  lintOutput,
  packetOutput,
  reviewOutput,
  statsOutput,
} from './schemas.js';
import { type ToolModule, ToolReply } from './server.js';

/** Record ids are ULIDs (imports may bring other ids); bounded so a megabyte id fails fast. */
export const recordIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .describe('The memory id (record_id from memory_recall, memory_context or memory_review_queue)');

const budgetSchema = z.number().int().min(100).max(100_000);

/** Read-only tools: get, explain, context, wakeup, history, review queue, conflicts, stats, lint; and spool://wakeup. */
export const readTools: ToolModule = ({ tool, spool, server }) => {
  tool({
    name: 'memory_get',
    title: 'Get memory',
    description:
      'Read one memory by record_id with every field: content, state, origin, tags, refs, fact, reason, supersession links, access counts.',
    input: z.object({ record_id: recordIdSchema }).strict(),
    output: getOutput,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
    run: async ({ record_id }) => ({ record: await spool.get(record_id) }),
  });

  tool({
    name: 'memory_explain',
    title: 'Explain ranking',
    description:
      "Explain how a query ranks memories: each result's score is the exact sum of its score_breakdown (lexical, type, file refs, confidence, staleness, code drift…). With record_id, explains that one memory even when it did not match (matched: false).",
    input: z
      .object({
        query: z.string().max(10_000).describe('The query to explain, as you would pass it to memory_recall'),
        record_id: recordIdSchema
          .optional()
          .describe('Explain only this memory (why it ranked where it did, or why it did not show)'),
      })
      .strict(),
    output: explainOutput,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
    run: async ({ query, record_id }) => {
      const r = await spool.explain(query, record_id);
      return { ...r, result_count: r.results.length };
    },
  });

  tool({
    name: 'memory_context',
    title: 'Context for a task',
    description:
      'The memories relevant to a task, ranked and cut to a token budget. Call it when you start a task: pass the task in words and the files you will touch. Returns the packet as JSON (structuredContent.packet, with record ids) and as compact prompt text (the text result and structuredContent.prompt).',
    input: z
      .object({
        task: z
          .string()
          .max(10_000)
          .describe('What you are about to do, in words (e.g. "add retry to the billing client")'),
        cwd: z
          .string()
          .max(4096)
          .optional()
          .describe('Working directory of the task, if not the project root'),
        files: z
          .array(z.string().max(1024))
          .max(64)
          .default([])
          .describe('Files the task touches (root-relative); memories about them rank higher'),
        budget_tokens: budgetSchema
          .optional()
          .describe('Token budget of the packet (default from config: 2000)'),
        limit: z.number().int().min(1).max(100).optional().describe('Most memories to consider (default 20)'),
        min_coverage: z
          .number()
          .min(0)
          .max(1)
          .optional()
          .describe('Drop memories matching less than this fraction of the task words (0–1)'),
        min_score: z.number().optional().describe('Drop memories scoring below this'),
      })
      .strict(),
    output: packetOutput,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false },
    run: async (args) => {
      const packet = await spool.context(args);
      const prompt = formatPacket(packet, 'prompt');
      return new ToolReply({ prompt, packet }, prompt);
    },
  });

  tool({
    name: 'memory_wakeup',
    title: 'Session wakeup',
    description:
      "The session-start packet: the project's constraints, decisions, conventions, project facts, preferences and recent notes, each with confidence and ⚠ markers, within a token budget. Returns JSON (structuredContent.packet) and prompt text. Same as the spool://wakeup resource.",
    input: z
      .object({
        budget_tokens: budgetSchema
          .optional()
          .describe('Token budget of the packet (default from config: 1500)'),
      })
      .strict(),
    output: packetOutput,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false },
    run: async (args) => {
      const packet = await spool.wakeup(
        args.budget_tokens === undefined ? {} : { budget_tokens: args.budget_tokens },
      );
      const prompt = formatPacket(packet, 'prompt');
      return new ToolReply({ prompt, packet }, prompt);
    },
  });

  tool({
    name: 'memory_history',
    title: 'Memory history',
    description:
      'Every ledger event of one memory, oldest first: creation, edits, state changes (with reasons), merges, reaffirmations, supersession.',
    input: z.object({ record_id: recordIdSchema }).strict(),
    output: historyOutput,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
    run: async ({ record_id }) => {
      const events = await spool.history(record_id);
      return { record_id, event_count: events.length, events };
    },
  });

  tool({
    name: 'memory_review_queue',
    title: 'Review queue',
    description:
      'Memories waiting for human review (drafts and candidates: proposals, captured and distilled memories), newest first, plus the number of open fact conflicts. Accept with memory_accept, reject with memory_archive.',
    input: z
      .object({
        limit: z.number().int().min(1).max(500).default(50).describe('Most records to return (1–500)'),
      })
      .strict(),
    output: reviewOutput,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
    run: async ({ limit }) => {
      const [records, conflicts] = await Promise.all([spool.review({ limit }), spool.conflicts('open')]);
      return { count: records.length, open_conflicts: conflicts.length, records };
    },
  });

  tool({
    name: 'memory_conflicts',
    title: 'Fact conflicts',
    description:
      'Conflicts between facts that hold one value (e.g. two different uses_database answers), with the competing records. Settle one with memory_resolve.',
    input: z
      .object({
        state: z
          .enum(['open', 'resolved', 'all'])
          .default('open')
          .describe('Which conflicts: open (default), resolved, or all'),
      })
      .strict(),
    output: conflictsOutput,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
    run: async ({ state }) => {
      const rows = await spool.conflicts(state === 'all' ? undefined : state, { records: true });
      const conflicts = rows.map((c) => ({ ...c, records: (c.records ?? []).map(brief) }));
      return { count: conflicts.length, conflicts };
    },
  });

  tool({
    name: 'memory_stats',
    title: 'Memory stats',
    description:
      'Counts of memories by state and type, ledger events and shards, growth per day, most and least retrieved memories, the review queue and open conflicts; with include_health, how many memories are stale, code-drifted, expiring or disputed.',
    input: z
      .object({
        include_health: z
          .boolean()
          .default(false)
          .describe('Also count stale, drifted, expiring and disputed memories (scans every record)'),
      })
      .strict(),
    output: statsOutput,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
    run: async ({ include_health }) => {
      const [stats, conflicts] = await Promise.all([spool.stats(), spool.conflicts('open')]);
      const out: Record<string, unknown> = {
        ...stats,
        growth: stats.growth.slice(-90),
        review_queue: (stats.by_state.draft ?? 0) + (stats.by_state.candidate ?? 0),
        open_conflicts: conflicts.length,
        pending_transcripts: pendingTranscriptCount(spool.paths),
      };
      if (include_health) {
        const h = await spool.health();
        out.health = {
          stale: h.stale.length,
          drifted: h.drifted.length,
          expiring: h.expiring.length,
          disputed: h.disputed.length,
        };
      }
      return out;
    },
  });

  tool({
    name: 'memory_lint',
    title: 'Lint memory',
    description:
      'Check the memory for problems to fix: stale single-value facts nobody has confirmed (reaffirm them or archive them), facts without a reason, conflicting facts, open conflicts, files that changed or vanished since a memory was recorded, secrets in vault notes. errors > 0 means something an agent could be misled by.',
    input: z.object({}).strict(),
    output: lintOutput,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
    run: async () => ({ ...(await spool.lint()) }),
  });

  server.registerResource(
    'wakeup',
    'spool://wakeup',
    {
      title: 'Project memory wakeup',
      description:
        "The session-start packet: this project's constraints, decisions, conventions and preferences within a token budget (Markdown).",
      mimeType: 'text/markdown',
    },
    async (uri) => {
      const packet = await spool.wakeup();
      return {
        contents: [{ uri: uri.href, mimeType: 'text/markdown', text: formatPacket(packet, 'markdown') }],
      };
    },
  );
};

function brief(r: StoredRecord) {
  return {
    record_id: r.record_id,
    content: r.content,
    state: r.state,
    ...(r.fact ? { fact: r.fact } : {}),
    created_at: r.created_at,
  };
}
