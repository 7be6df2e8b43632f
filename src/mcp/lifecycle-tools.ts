import { z } from 'zod';
import { rememberInputSchema, updateInputSchema } from '../core/inputs.js';
import type { LifecycleAction } from '../core/lifecycle.js';
import { recordIdSchema } from './read-tools.js';
import { proposeOutput, resolveOutput, transitionOutput, updateOutput } from './schemas.js';
import type { ToolModule } from './server.js';

const reasonSchema = z
  .string()
  .max(2000)
  .optional()
  .describe('Why, in a sentence; kept in the memory history');

/**
 * memory_propose takes either a new memory (the remember fields, without source_kind) or the record_id of a
 * draft. Keeping both in one flat object keeps the JSON Schema simple for every client.
 */
const proposeInput = rememberInputSchema
  .omit({ source_kind: true, actor: true })
  .extend({
    content: rememberInputSchema.shape.content
      .optional()
      .describe('The memory you propose, one self-contained statement (omit when passing record_id)'),
    reason: z
      .string()
      .max(8000)
      .optional()
      .describe('Why: the "because…" of a new memory; with record_id, why the draft should be reviewed'),
    record_id: recordIdSchema
      .optional()
      .describe('Instead of content: the id of an existing draft to move into the review queue'),
  })
  .strict()
  .refine((a) => (a.content === undefined) !== (a.record_id === undefined), {
    message: 'pass exactly one of content (propose a new memory) or record_id (propose an existing draft)',
    path: ['content'],
  });

/** Review and edit tools: propose, accept, promote, archive, restore, update, resolve. */
export const lifecycleTools: ToolModule = ({ tool, spool, server }) => {
  const clientName = () => server.server.getClientVersion()?.name?.slice(0, 128);

  tool({
    name: 'memory_propose',
    title: 'Propose memory',
    description:
      'Suggest a memory for human review. With content (and the same optional fields as memory_remember): stores a NEW memory with origin ai_proposal; it lands as a candidate in the review queue and ranks low until a person accepts it — use this for things you inferred rather than things the user told you. With record_id instead: moves an existing draft to candidate. Duplicate content returns the existing record (action "updated_existing").',
    input: proposeInput,
    output: proposeOutput,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    run: async (args) => {
      if (args.record_id !== undefined) {
        const before = await spool.get(args.record_id);
        const r = await spool.transition(
          args.record_id,
          'propose',
          args.reason ? { reason: args.reason } : {},
        );
        return {
          mode: 'existing',
          record_id: r.record_id,
          state: r.state,
          previous_state: before.state,
          action: 'proposed',
          content_hash: r.content_hash,
          tier: r.tier,
          warnings: [],
        };
      }
      const { record_id: _ignored, ...fields } = args;
      const agent = fields.agent ?? clientName();
      const r = await spool.remember({
        ...fields,
        content: fields.content ?? '',
        source_kind: 'ai_proposal',
        ...(agent ? { agent } : {}),
      });
      return { mode: 'new', ...r };
    },
  });

  const transitions: {
    name: string;
    action: LifecycleAction;
    title: string;
    description: string;
    destructive: boolean;
  }[] = [
    {
      name: 'memory_accept',
      action: 'accept',
      title: 'Accept memory',
      description:
        'Accept a draft, candidate or expiring memory: it becomes trusted project memory (state accepted). Only do this when the user agreed to it.',
      destructive: false,
    },
    {
      name: 'memory_promote',
      action: 'promote',
      title: 'Promote memory',
      description:
        'Promote an accepted memory to canonical: the highest-confidence tier, synced into AGENTS.md. Only when the user says it is a settled rule.',
      destructive: false,
    },
    {
      name: 'memory_archive',
      action: 'archive',
      title: 'Archive memory',
      description:
        'Archive a memory (also how a candidate is rejected): it stops being retrieved but stays in the ledger and history; memory_restore brings it back.',
      destructive: true,
    },
    {
      name: 'memory_restore',
      action: 'restore',
      title: 'Restore memory',
      description: 'Restore an archived memory to the state it had before it was archived.',
      destructive: false,
    },
  ];
  for (const t of transitions) {
    tool({
      name: t.name,
      title: t.title,
      description: `${t.description} Illegal moves fail with ILLEGAL_TRANSITION naming the allowed states.`,
      input: z.object({ record_id: recordIdSchema, reason: reasonSchema }).strict(),
      output: transitionOutput,
      annotations: { readOnlyHint: false, destructiveHint: t.destructive, idempotentHint: false },
      run: async ({ record_id, reason }) => {
        const before = await spool.get(record_id);
        const record = await spool.transition(record_id, t.action, reason ? { reason } : {});
        return { record_id, action: t.action, previous_state: before.state, state: record.state, record };
      },
    });
  }

  tool({
    name: 'memory_update',
    title: 'Update memory',
    description:
      'Edit a memory: content, title, type, tags, file refs or reason (only the fields you pass change). Goes through the same validation and secret gate as memory_remember; every edit is a ledger event visible in memory_history. To replace a memory with a different statement, prefer memory_remember + memory_archive.',
    input: updateInputSchema.extend({ record_id: recordIdSchema.describe('The memory to edit') }).strict(),
    output: updateOutput,
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
    run: async ({ record_id, ...changes }) => {
      const r = await spool.update(record_id, changes);
      return { record_id, changed: r.changed, warnings: r.warnings, record: r.record };
    },
  });

  tool({
    name: 'memory_resolve',
    title: 'Resolve conflict',
    description:
      "Settle a fact conflict (from memory_conflicts) by keeping one of its records: the others are superseded by it and archived, the kept one is accepted. Only with the user's answer.",
    input: z
      .object({
        conflict_id: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .describe('The conflict id (cf_…) from memory_conflicts'),
        keep: recordIdSchema.describe('The record_id to keep; must be one of the conflict record_ids'),
      })
      .strict(),
    output: resolveOutput,
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
    run: async ({ conflict_id, keep }) => ({ conflict: await spool.resolve(conflict_id, keep) }),
  });
};
