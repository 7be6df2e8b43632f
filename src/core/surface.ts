/**
 * Where spool's words are read: a person at a terminal (CLI, hooks) or an agent through MCP. Messages that
 * tell the reader what to do next name a command on the CLI and a tool over MCP, where `spool recall …`
 * is something the agent cannot run.
 */
export const SURFACES = ['cli', 'mcp'] as const;
/** One of {@link SURFACES}. */
export type Surface = (typeof SURFACES)[number];

// Each next step once, with its wording on every surface.
const NEXT_STEPS = {
  recall: { cli: 'spool recall …', mcp: 'memory_recall' },
  findId: { cli: '`spool notes` or `spool recall`', mcp: 'memory_recall or memory_review_queue' },
  conflicts: { cli: '`spool memory conflicts`', mcp: 'memory_conflicts' },
  proposeFromCode: { cli: '`spool check --propose`', mcp: 'memory_check with propose: true' },
  // No MCP tool embeds (it is a bulk job for a terminal): say what still works and who can fix it.
  embedLater: {
    cli: 'run `spool embed` later',
    mcp: 'memory_recall finds it by keyword meanwhile; ask the user to run spool’s embed command',
  },
} as const satisfies Record<string, Record<Surface, string>>;

// Next steps about one record or conflict, whose id the step names.
const TARGETED_STEPS = {
  addReason: {
    cli: (id: string) => `\`spool memory update ${id} --reason "…"\``,
    mcp: (id: string) => `memory_update (record_id ${id}, reason)`,
  },
  // Over MCP, stating a memory again (a dedup hit) is what confirms it: there is no reaffirm tool.
  reaffirm: {
    cli: (id: string) => `\`spool memory reaffirm ${id}\``,
    mcp: (id: string) => `memory_remember with its exact content (stating it again reaffirms ${id})`,
  },
  resolve: {
    cli: (id: string) => `\`spool memory resolve ${id} --keep <id>\``,
    mcp: (id: string) => `memory_resolve (conflict_id ${id}, keep: the record_id that holds)`,
  },
  archive: {
    cli: (id: string) => `\`spool memory archive ${id}\``,
    mcp: (id: string) => `memory_archive (record_id ${id})`,
  },
  // Over MCP there is no purge tool (it rewrites shared history): the user runs it.
  purge: {
    cli: (id: string) => `\`spool purge ${id} --yes\` erases it from the ledger`,
    mcp: (id: string) => `ask the user to erase it with \`spool purge ${id} --yes\``,
  },
  // `id` is one queue id or several, space-separated (one transcript can be queued by several hooks).
  dropQueued: {
    cli: (id: string) => `spool distill --drop ${id}`,
    mcp: (id: string) =>
      `memory_store_extraction with extractions [] and queue_ids [${id.split(' ').join(', ')}]`,
  },
} as const satisfies Record<string, Record<Surface, (id: string) => string>>;

/** A next step about one record or conflict. */
export type TargetedStep = keyof typeof TARGETED_STEPS;

/** A next step the reader can take. */
export type NextStep = keyof typeof NEXT_STEPS;

/** How `step` is spelled on `surface`: a CLI command or an MCP tool name. */
export function nextStep(surface: Surface, step: NextStep): string {
  return NEXT_STEPS[step][surface];
}

/** How `step` on the record or conflict `id` is spelled on `surface`. */
export function nextStepFor(surface: Surface, step: TargetedStep, id: string): string {
  return TARGETED_STEPS[step][surface](id);
}
