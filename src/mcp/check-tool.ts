import { z } from 'zod';
import type { ToolModule } from './server.js';

const evidence = z.object({ file: z.string(), line: z.number(), what: z.string() });
const checkItem = z.object({
  record_id: z.string(),
  title: z.string().nullable(),
  content: z.string(),
  state: z.string(),
  verdict: z.enum(['confirmed', 'contradicted', 'unknown']),
  summary: z.string(),
  evidence: z.array(evidence),
  proposal: z
    .object({
      fact: z.string(),
      source: z.string(),
      subject: z.string(),
      predicate: z.string(),
      object: z.string(),
    })
    .optional(),
});

/** `memory_check`: the reality check (issue 14), as `spool check --format json` reports it. */
export const checkOutput = z.object({
  schema_version: z.string(),
  contradicted: z.array(checkItem),
  confirmed: z.array(checkItem),
  unknown: z.number(),
  checked: z.number(),
  scan: z.object({ evidence_files: z.number(), truncated: z.boolean() }),
  proposed: z.array(
    z.object({ record_id: z.string(), fact: z.string(), source: z.string(), for_record_id: z.string() }),
  ),
});

/** The reality-check tool. */
export const checkTools: ToolModule = ({ tool, spool }) => {
  tool({
    name: 'memory_check',
    title: 'Check memories against the code',
    description:
      "Check what the memory claims about the stack (database, deploy platform, package manager, test runner, linter, CI, runtime versions…) against the repository's own files (manifests, lockfiles, fly.toml, workflows, docker-compose…). Lists contradicted memories with file:line evidence and the fact the code supports. With propose: true, files each superseding fact as a candidate for the user to review (never changes a memory). Call it before relying on a stack memory, or when the user asks whether the memory is still right.",
    input: z
      .object({
        propose: z
          .boolean()
          .default(false)
          .describe('File each contradiction’s superseding fact as a candidate for review (idempotent)'),
      })
      .strict(),
    output: checkOutput,
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
    run: async ({ propose }) => ({ ...(await spool.check({ propose })) }),
  });
};
