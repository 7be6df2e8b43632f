/**
 * What the post-tool-use hook already showed in a session, so that editing a file ten times does not inject
 * the same memories ten times. Each hook is a separate process, so the state lives on disk: one small JSON
 * file per session under `.spool/local/hook-sessions/` (never committed), replaced atomically. A missing,
 * unreadable or malformed file reads as "nothing shown yet": the worst a lost state costs is one repeat.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';

/** Directory of the per-session files, under a project's `.spool/local/`. */
export const HOOK_SESSIONS_DIR = 'hook-sessions';
/** Session files untouched for this long are deleted (sessions rarely last a day). */
export const SESSION_STATE_TTL_MS = 7 * 86_400_000;
/** Most memories remembered per file of a session (bounds the file of a very long session). */
const MAX_IDS_PER_FILE = 200;
/** Most files remembered per session. */
const MAX_FILES = 500;

const stateSchema = z.object({
  schema: z.literal('spool.hook-session.v1'),
  updated_at: z.string(),
  /** Root-relative file → ids of the memories already shown after editing it. */
  shown: z.record(z.string(), z.array(z.string())),
});
type SessionState = z.infer<typeof stateSchema>;

function stateFile(localDir: string, sessionId: string): string {
  // Hashed: a session id is client-controlled text and must not pick a path.
  const name = createHash('sha256').update(sessionId).digest('hex').slice(0, 32);
  return join(localDir, HOOK_SESSIONS_DIR, `${name}.json`);
}

function read(path: string): SessionState | undefined {
  try {
    const parsed = stateSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Ids of the memories already shown in `sessionId` after an edit of `file`. */
export function shownForFile(localDir: string, sessionId: string, file: string): Set<string> {
  return new Set(read(stateFile(localDir, sessionId))?.shown[file] ?? []);
}

/**
 * Records that `ids` were shown in `sessionId` after an edit of `file`, and deletes other sessions' files
 * that have not been touched for {@link SESSION_STATE_TTL_MS}.
 */
export function markShown(localDir: string, sessionId: string, file: string, ids: string[], now: Date): void {
  const path = stateFile(localDir, sessionId);
  const state = read(path) ?? { schema: 'spool.hook-session.v1', updated_at: '', shown: {} };
  const prev = state.shown[file] ?? [];
  state.shown[file] = [...new Set([...prev, ...ids])].slice(-MAX_IDS_PER_FILE);
  const files = Object.keys(state.shown);
  for (const f of files.slice(0, Math.max(0, files.length - MAX_FILES))) delete state.shown[f];
  state.updated_at = now.toISOString();
  replace(path, JSON.stringify(state));
  prune(join(localDir, HOOK_SESSIONS_DIR), path);
}

/**
 * Replaces `path` through a temp file and a rename, so a reader sees the old state or the new one, never half
 * of one. No fsync: after a power cut the state may be lost, which costs a repeat, not ~4 ms on every edit.
 */
function replace(path: string, text: string): void {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(tmp, text);
    renameSync(tmp, path);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}

/** Forgets what was shown in `sessionId` (its context was compacted: what it saw may be gone). */
export function forgetSession(localDir: string, sessionId: string): void {
  rmSync(stateFile(localDir, sessionId), { force: true });
}

function prune(dir: string, keep: string): void {
  // File times are real times: compared with the real clock, not an injected one.
  const now = Date.now();
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const p = join(dir, name);
    if (p === keep) continue;
    try {
      if (now - statSync(p).mtimeMs > SESSION_STATE_TTL_MS) rmSync(p, { force: true });
    } catch {
      // Raced with another hook deleting it: nothing to do.
    }
  }
}
