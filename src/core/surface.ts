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
} as const satisfies Record<string, Record<Surface, string>>;

/** A next step the reader can take. */
export type NextStep = keyof typeof NEXT_STEPS;

/** How `step` is spelled on `surface`: a CLI command or an MCP tool name. */
export function nextStep(surface: Surface, step: NextStep): string {
  return NEXT_STEPS[step][surface];
}
