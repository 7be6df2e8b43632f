/**
 * `spool push/pull` (issue #15): the team tier's ledger lines exchanged with an organisation server over
 * HTTP, verbatim and chain-verified on both sides, idempotent by event id.
 *
 * - push asks the server for each writer's head and sends the local lines after it; pull fetches the lines
 *   after the remote's stored cursor (a server position) and appends them with `appendForeign`. Only the
 *   team tier is read or written (see src/store/replica.ts): secret-tier and personal memories never leave
 *   the machine.
 * - Remotes and tokens: remote-config.ts. The HTTP client: remote-client.ts. The wire schemas, shared with
 *   the server's routes: src/core/wire.ts. This module re-exports the first two, so callers import one place.
 */
import { MAX_LINES_PER_GET, MAX_LINES_PER_POST } from '../core/wire.js';
import type { FileLock } from '../store/lock.js';
import type { SpoolPaths } from '../store/paths.js';
import {
  appendForeign,
  type DivergedWriter,
  heads as localHeads,
  type ReplicaCursor,
  readLines,
} from '../store/replica.js';
import { createRemoteClient } from './remote-client.js';
import { resolveRemote, saveRemoteCursor, tokenFor } from './remote-config.js';

export { createRemoteClient, type RemoteClient, type RemoteClientOptions } from './remote-client.js';
export {
  addRemote,
  ensureLedgerMergeRule,
  LEDGER_MERGE_RULE,
  listRemotes,
  parseRemoteUrl,
  REMOTE_NAME,
  type Remote,
  removeRemote,
  resolveRemote,
  type TokenSource,
  tokenFor,
} from './remote-config.js';

/** Progress of a push or pull: lines done so far and the total when known. */
export type ExchangeProgress = (done: number, total: number) => void;

/** Options of {@link push} and {@link pull}. */
export interface ExchangeOptions {
  env: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
  onProgress?: ExchangeProgress;
  /** Lines per request (default 2,000 for push, 5,000 for pull). */
  batchLines?: number;
  /** Pull only: the ledger lock to append under (the caller's store's). */
  lock?: FileLock;
  /**
   * Pull only: fetch everything from the first line instead of after the stored cursor (lines already here
   * are skipped) — after the server's database was restored or replaced, when stored positions mean nothing.
   */
  full?: boolean;
  /** Pull only: told when a torn tail is moved aside. */
  onTorn?: (info: { shard: string; bytes: number; tornFile: string }) => void;
}

/** What {@link push} did. */
export interface PushResult {
  remote: string;
  /** Lines sent (the server's answer splits them into inserted and skipped). */
  sent: number;
  inserted: number;
  skipped: number;
  /** Writers that had lines to send. */
  writers: string[];
  /** Local shards with damaged lines: their lines stop before the damage. */
  problems: string[];
  /** Writers whose local chain differs from the server's (nothing of theirs was sent). */
  diverged: DivergedWriter[];
}

/** What {@link pull} did. */
export interface PullResult {
  remote: string;
  received: number;
  inserted: number;
  skipped: number;
  cursor: number;
  /** Writers whose lines were left out because their chain here differs from the server's. */
  diverged: DivergedWriter[];
}

// A request body stays near this size (one line may exceed it on its own): big enough to amortise the
// round trip, small enough for the server's body limit and one PostgreSQL transaction.
const PUSH_BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Sends the team-tier lines the server lacks: asks for each writer's head, then posts the local lines after
 * it in chain order. Running it again sends nothing. A local chain that differs from the server's at the
 * server's head is refused (`CHAIN_BROKEN`) before anything is sent.
 */
export async function push(
  paths: SpoolPaths,
  remoteName: string | undefined,
  opts: ExchangeOptions,
): Promise<PushResult> {
  const remote = resolveRemote(paths, remoteName);
  const client = createRemoteClient({
    base: remote.base,
    project: remote.project,
    token: tokenFor(paths, remote, opts.env),
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  const serverHeads = await client.heads();
  let cursors = new Map<string, ReplicaCursor>();
  for (const [w, h] of serverHeads) cursors.set(w, { seq: h.seq, hash: h.hash });
  let total = 0;
  for (const [w, h] of localHeads(paths)) total += Math.max(0, h.seq - (serverHeads.get(w)?.seq ?? -1));
  const batchLines = Math.min(opts.batchLines ?? 2_000, MAX_LINES_PER_POST);
  const result: PushResult = {
    remote: remote.name,
    sent: 0,
    inserted: 0,
    skipped: 0,
    writers: [],
    problems: [],
    diverged: [],
  };
  const writers = new Set<string>();
  opts.onProgress?.(0, total);
  for (;;) {
    // One writer's forked chain must not keep the others' lines from the server.
    const page = readLines(paths, cursors, { limit: batchLines, skipDiverged: true });
    for (const p of page.problems) if (!result.problems.includes(p.shard)) result.problems.push(p.shard);
    addDiverged(result.diverged, page.diverged);
    let i = 0;
    while (i < page.lines.length) {
      let bytes = 0;
      let j = i;
      while (
        j < page.lines.length &&
        (j === i || bytes + (page.lines[j]?.line.length ?? 0) <= PUSH_BATCH_BYTES)
      ) {
        bytes += page.lines[j]?.line.length ?? 0;
        j++;
      }
      const chunk = page.lines.slice(i, j);
      const r = await client.append(chunk);
      for (const l of chunk) writers.add(l.writer);
      result.sent += chunk.length;
      result.inserted += r.inserted;
      result.skipped += r.skipped;
      opts.onProgress?.(result.sent, Math.max(total, result.sent));
      i = j;
    }
    if (!page.more) break;
    cursors = page.cursors;
  }
  result.writers = [...writers].sort();
  return result;
}

/**
 * Fetches the lines after the remote's stored cursor and appends them to the team tier (verified, idempotent),
 * saving the cursor after every batch so an interrupted pull resumes. The projection indexes them on the
 * next open. Running it again fetches nothing.
 */
export async function pull(
  paths: SpoolPaths,
  remoteName: string | undefined,
  opts: ExchangeOptions,
): Promise<PullResult> {
  const remote = resolveRemote(paths, remoteName);
  const client = createRemoteClient({
    base: remote.base,
    project: remote.project,
    token: tokenFor(paths, remote, opts.env),
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  const limit = Math.min(opts.batchLines ?? MAX_LINES_PER_GET, MAX_LINES_PER_GET);
  let cursor = opts.full ? 0 : remote.pull_cursor;
  // Only for the progress bar: the lines this ledger lacks (what comes back of its own is extra).
  let total = 0;
  if (opts.onProgress) {
    const mine = localHeads(paths);
    for (const [w, h] of await client.heads()) total += Math.max(0, h.seq - (mine.get(w)?.seq ?? -1));
    opts.onProgress(0, total);
  }
  const result: PullResult = {
    remote: remote.name,
    received: 0,
    inserted: 0,
    skipped: 0,
    cursor,
    diverged: [],
  };
  for (;;) {
    const page = await client.readSince(cursor, limit);
    if (page.lines.length === 0) break;
    const r = appendForeign(paths, page.lines, {
      ...(opts.lock ? { lock: opts.lock } : {}),
      ...(opts.onTorn ? { onTorn: opts.onTorn } : {}),
      skipDiverged: true,
    });
    addDiverged(result.diverged, r.diverged);
    result.received += page.lines.length;
    result.inserted += r.inserted;
    result.skipped += r.skipped;
    if (page.cursor <= cursor) break;
    cursor = page.cursor;
    saveRemoteCursor(paths, remote.name, cursor);
    opts.onProgress?.(Math.min(result.inserted, total), Math.max(total, result.inserted));
  }
  result.cursor = cursor;
  return result;
}

/** Adds newly found diverged writers, each once (at the first seq found). */
function addDiverged(into: DivergedWriter[], found: readonly DivergedWriter[] | undefined): void {
  for (const d of found ?? []) if (!into.some((x) => x.writer === d.writer)) into.push(d);
}
