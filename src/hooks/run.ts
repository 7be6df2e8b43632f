/**
 * `spool hook <event>` (SPEC §8 "Hooks"): turns a Claude Code hook payload into the JSON Claude Code expects.
 *
 * - `session-start` → the wakeup packet as `hookSpecificOutput.additionalContext`;
 * - `user-prompt` → a small context bundle, only when something clears the relevance bar (no noise per prompt);
 * - `post-tool-use` → after Edit/Write/MultiEdit/NotebookEdit, the memories that reference the edited file;
 * - `stop`, `pre-compact` → queue the transcript for distillation, print `{}`.
 *
 * Hooks are read-only except the distill queue (the packet calls keep their usual retrieval bookkeeping: the
 * reference tracker). This module stays light: the library (`spool.js`, with zod and SQLite) is only loaded,
 * through `deps.open`, by the events that need it; `stop` and `pre-compact` never load it.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { formatPacket } from '../packets/packet.js';
import type { Spool } from '../spool.js';
import { findRoot, resolvePaths } from '../store/paths.js';
import { enqueueTranscript } from '../store/queue.js';
import { forgetSession, markShown, shownForFile } from './session-state.js';

/** The events `spool hook` handles. */
export const HOOK_EVENTS = ['session-start', 'user-prompt', 'post-tool-use', 'stop', 'pre-compact'] as const;
/** One of {@link HOOK_EVENTS}. */
export type HookEvent = (typeof HOOK_EVENTS)[number];

/** The fields of Claude Code's hook payload spool reads (all optional: other clients send less). */
export interface HookPayload {
  session_id?: string;
  transcript_path?: string;
  cwd?: string;
  hook_event_name?: string;
  prompt?: string;
  tool_name?: string;
  tool_input?: Record<string, unknown>;
  tool_response?: unknown;
  source?: string;
}

/** What the hook prints (serialised as one JSON object). */
export type HookOutput = Record<string, unknown>;

/** What {@link runHook} needs from its environment. */
export interface HookDeps {
  /** Working directory used when the payload has no `cwd`. */
  cwd: string;
  /** User tier directory (`SPOOL_HOME` or `~/.spool`). */
  home: string;
  /** A fixed project root (`--root`); default: the nearest `.spool/` or git root of the payload's `cwd`. */
  root?: string | undefined;
  now: () => Date;
  /** Opens the library for `root`; called only by events that read memories. */
  open: (root: string) => Spool | Promise<Spool>;
  warn: (msg: string) => void;
}

/** Token budget of the per-prompt bundle: small, it is paid on every prompt that matches. */
export const PROMPT_BUDGET_TOKENS = 600;
/** Fraction of the prompt's terms a memory must contain to be injected for it. */
export const PROMPT_MIN_COVERAGE = 0.5;
/**
 * What a memory containing one of the prompt's rare terms must cover instead: a prompt about two things
 * ("add a pytest for the cart merge on login") is half about each, and the memory that alone says "pytest"
 * is about one of them (bench:agent: hook recall 0.55 → 0.63 at the same precision).
 */
export const PROMPT_MIN_RARE_COVERAGE = 0.2;
/**
 * A memory injected for a prompt scores at least this part of the best one (without the best one's file
 * bonuses): the few clearly relevant ones, not everything that shares a word.
 */
export const PROMPT_MIN_RELATIVE_SCORE = 0.75;
/** Default relevance bar for the prompt hook when config has none. */
export const DEFAULT_PROMPT_THRESHOLD = 8;

const EDIT_TOOLS = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit']);
// Longer prompts are cut for retrieval (the recall query limit is 10,000 characters; the head says what the
// prompt is about).
const MAX_PROMPT_CHARS = 2000;

/** True for one of {@link HOOK_EVENTS}. */
export function isHookEvent(v: unknown): v is HookEvent {
  return typeof v === 'string' && (HOOK_EVENTS as readonly string[]).includes(v);
}

/**
 * Parses the hook payload. Empty input is an empty payload (so the hook can be run by hand); anything that is
 * not a JSON object is an error.
 *
 * @throws SpoolError(InvalidInput) for malformed input.
 */
export function parseHookPayload(text: string): HookPayload {
  if (text.trim() === '') return {};
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (cause) {
    throw new SpoolError(
      ErrorCode.InvalidInput,
      `hook input is not JSON (${(cause as Error).message}); expected the client's hook payload object on stdin`,
      { cause },
    );
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    throw new SpoolError(
      ErrorCode.InvalidInput,
      'hook input must be a JSON object (the client hook payload)',
    );
  }
  const o = v as Record<string, unknown>;
  const out: HookPayload = {};
  for (const k of [
    'session_id',
    'transcript_path',
    'cwd',
    'hook_event_name',
    'prompt',
    'tool_name',
    'source',
  ] as const) {
    if (typeof o[k] === 'string') out[k] = o[k] as string;
  }
  if (typeof o.tool_input === 'object' && o.tool_input !== null && !Array.isArray(o.tool_input)) {
    out.tool_input = o.tool_input as Record<string, unknown>;
  }
  if (o.tool_response !== undefined) out.tool_response = o.tool_response;
  return out;
}

/** The hook output that adds `text` to the model's context for `eventName`. */
function addContext(eventName: string, text: string): HookOutput {
  return { hookSpecificOutput: { hookEventName: eventName, additionalContext: text } };
}

/**
 * Runs one hook event and returns the JSON object to print (`{}` when there is nothing to say).
 *
 * @throws SpoolError(InvalidInput) for an unknown event or malformed payload; any library error passes through.
 *   The CLI turns every throw into a message on stderr and exit code 0.
 */
export async function runHook(event: string, stdinText: string, deps: HookDeps): Promise<HookOutput> {
  if (!isHookEvent(event)) {
    throw new SpoolError(
      ErrorCode.InvalidInput,
      `unknown hook event "${event}": use one of ${HOOK_EVENTS.join(', ')}`,
    );
  }
  const payload = parseHookPayload(stdinText);
  const cwd = payload.cwd && isAbsolute(payload.cwd) ? payload.cwd : resolve(deps.cwd, payload.cwd ?? '.');
  const root = deps.root ?? findRoot(cwd);

  switch (event) {
    case 'stop':
    case 'pre-compact':
      return enqueue(event, payload, cwd, root, deps);
    case 'session-start':
      return withSpool(deps, root, async (spool) => {
        const packet = await spool.wakeup({ maintenance: false });
        if (packet.item_count === 0) return {};
        return addContext('SessionStart', formatPacket(packet, 'prompt'));
      });
    case 'user-prompt':
      return userPrompt(payload, cwd, root, deps);
    case 'post-tool-use':
      return postToolUse(payload, cwd, root, deps);
  }
}

async function withSpool(
  deps: HookDeps,
  root: string,
  fn: (s: Spool) => Promise<HookOutput>,
): Promise<HookOutput> {
  const spool = await deps.open(root);
  try {
    return await fn(spool);
  } finally {
    await spool.close();
  }
}

async function userPrompt(
  payload: HookPayload,
  cwd: string,
  root: string,
  deps: HookDeps,
): Promise<HookOutput> {
  const prompt = (payload.prompt ?? '').trim();
  // Slash commands (`/clear`, `/compact`) and one-word prompts ("yes", "continue") carry no topic.
  if (prompt === '' || /^\/\S+$/.test(prompt) || !/\S\s+\S/.test(prompt)) return {};
  // Loaded here: `stop` and `pre-compact` never pay for the query analyser.
  const { isAcknowledgement } = await import('../search/query.js');
  // "thanks, ship it" lets the agent go on; it is about no memory. (A general question, "what does
  // ConfigureAwait(false) do", needs a memory about all of it: the bundle asks that of it.)
  if (isAcknowledgement(prompt)) return {};
  return withSpool(deps, root, async (spool) => {
    const threshold = spool.config.packets.prompt_threshold ?? DEFAULT_PROMPT_THRESHOLD;
    const packet = await spool.context({
      maintenance: false,
      task: prompt.slice(0, MAX_PROMPT_CHARS),
      budget_tokens: PROMPT_BUDGET_TOKENS,
      min_coverage: PROMPT_MIN_COVERAGE,
      min_rare_coverage: PROMPT_MIN_RARE_COVERAGE,
      min_score: threshold,
      min_relative_score: PROMPT_MIN_RELATIVE_SCORE,
      current_only: true,
      limit: 10,
      // The prompt's paths are relative to where the agent runs; the bundle also reads them from the root.
      ...(cwd === root ? {} : { files: await mentionedFiles(prompt, cwd, root) }),
    });
    if (packet.item_count === 0) return {};
    return addContext('UserPromptSubmit', formatPacket(packet, 'prompt'));
  });
}

/** Files a prompt names, resolved from `cwd` and made relative to `root` (those outside it are dropped). */
async function mentionedFiles(prompt: string, cwd: string, root: string): Promise<string[]> {
  // Loaded here: `stop` and `pre-compact` never pay for the query analyser.
  const { fileMentions } = await import('../search/query.js');
  const out: string[] = [];
  for (const f of fileMentions(prompt)) {
    const rel = relative(root, resolve(cwd, f));
    if (rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)) out.push(rel.split(sep).join('/'));
  }
  return out;
}

/** The edited file of a PostToolUse payload, when the tool edits files. */
function editedFile(payload: HookPayload): string | undefined {
  if (payload.tool_name === undefined || !EDIT_TOOLS.has(payload.tool_name)) return undefined;
  const input = payload.tool_input ?? {};
  const file = input.file_path ?? input.notebook_path ?? input.path;
  return typeof file === 'string' && file !== '' ? file : undefined;
}

async function postToolUse(
  payload: HookPayload,
  cwd: string,
  root: string,
  deps: HookDeps,
): Promise<HookOutput> {
  const file = editedFile(payload);
  if (file === undefined) return {};
  const response = payload.tool_response;
  if (
    typeof response === 'object' &&
    response !== null &&
    (response as Record<string, unknown>).success === false
  ) {
    return {};
  }
  const rel = relative(root, resolve(cwd, file));
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return {};
  const relPosix = rel.split(sep).join('/');
  const localDir = resolvePaths(root, deps.home).localDir;
  const session = payload.session_id && existsSync(localDir) ? payload.session_id : undefined;
  const shown = session === undefined ? new Set<string>() : shownForFile(localDir, session, relPosix);
  return withSpool(deps, root, async (spool) => {
    const packet = await spool.fileContext({ file: relPosix, exclude: [...shown] });
    if (packet.item_count === 0) return {};
    if (session !== undefined) {
      const ids = packet.sections.flatMap((s) => s.items.map((i) => i.id));
      try {
        markShown(localDir, session, relPosix, ids, deps.now());
      } catch (err) {
        // Not remembering costs a repeat later; failing would lose what is shown now.
        deps.warn(`spool hook post-tool-use: could not record what was shown: ${(err as Error).message}`);
      }
    }
    return addContext('PostToolUse', formatPacket(packet, 'prompt'));
  });
}

function enqueue(
  event: 'stop' | 'pre-compact',
  payload: HookPayload,
  cwd: string,
  root: string,
  deps: HookDeps,
): HookOutput {
  if (!payload.transcript_path) {
    deps.warn(`spool hook ${event}: no transcript_path in the hook input; nothing queued`);
    return {};
  }
  const paths = resolvePaths(root, deps.home);
  // After compaction the model may no longer hold what post-tool-use showed it: show it again when relevant.
  if (event === 'pre-compact' && payload.session_id && existsSync(paths.localDir)) {
    forgetSession(paths.localDir, payload.session_id);
  }
  // Capture only where spool is set up: creating .spool/ in every directory Claude Code visits would litter
  // repositories (and the queue would live outside the gitignored local/ directory `spool init` sets up).
  if (!existsSync(paths.spoolDir)) return {};
  enqueueTranscript(
    paths,
    {
      transcript_path: resolve(cwd, payload.transcript_path),
      session_id: payload.session_id,
      agent: 'claude-code',
      reason: event,
    },
    deps.now(),
    { lockTimeoutMs: 2000 },
  );
  return {};
}
