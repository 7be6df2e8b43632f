import { z } from 'zod';
import { parseInput, recallInputSchema } from '../core/inputs.js';
import { rankedSearch, type SearchEnv } from '../search/ranked-search.js';
import { assemble, type Packet, packetHeader, packetItem } from './packet.js';
import { markToldChanges } from './told-changes.js';

/** Input of `fileContext`: the file an agent just edited, relative to the project root. */
export interface FileContextArgs {
  /** The file, relative to the root, with `/` separators. */
  file: string;
  /** Records already shown for this file (in this session): not shown again. */
  exclude?: readonly string[];
  /** Token budget (default 500: an edit is interrupted, not briefed). */
  budget_tokens?: number;
}

/** Token budget of the bundle shown after a file edit. */
export const FILE_CONTEXT_BUDGET_TOKENS = 500;

const fileContextSchema = z
  .object({
    file: z
      .string()
      .min(1)
      .max(1024)
      .refine((f) => f.trim() !== '' && !f.startsWith('/') && !f.split('/').includes('..'), {
        message: 'must be a path inside the project, relative to its root',
      }),
    exclude: z.array(z.string().max(64)).max(10_000).default([]),
    budget_tokens: z.number().int().min(50).max(100_000).optional(),
  })
  .strict();

/**
 * The memories about one file, shown after an agent edits it: those that name this very file, or rules whose
 * glob covers it ("beside this file" is too weak to interrupt an edit for), without those in `exclude`. Two
 * of them that a newer one says changed are marked (`markToldChanges`): naming the same file, they are about
 * the same thing. Reads only; not counted as a retrieval.
 */
export async function buildFileContext(env: SearchEnv, raw: FileContextArgs): Promise<Packet> {
  const input = parseInput(fileContextSchema, raw, 'file context input');
  const file = input.file;
  const exclude = new Set(input.exclude);
  const search = parseInput(
    recallInputSchema,
    { query: file, files: [file], limit: 20, touch: false },
    'file context input',
  );
  const r = await rankedSearch(env, search, { count: 0 });
  const about = r.results.filter((x) =>
    x.score_breakdown.some((c) => c.source === 'FileRef' && (c.field === 'file_globs' || c.term === file)),
  );
  const fresh = about.filter((x) => !exclude.has(x.record_id));
  const items = fresh.map(packetItem);
  markToldChanges(env.store.projection, items, fresh);
  const task = `editing ${file}`;
  const name = file.split('/').pop() ?? file;
  return assemble(
    'context',
    [{ name: `Memories about ${name}`, items }],
    input.budget_tokens ?? FILE_CONTEXT_BUDGET_TOKENS,
    packetHeader({ kind: 'context', task }),
    task,
    env.surface,
  );
}
