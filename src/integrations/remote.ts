/**
 * `spool push/pull` (issue #15): the team tier's ledger lines exchanged with an organisation server over
 * HTTP, verbatim and chain-verified on both sides, idempotent by event id.
 *
 * - push asks the server for each writer's head and sends the local lines after it; pull fetches the lines
 *   after the remote's stored cursor (a server position) and appends them with `appendForeign`. Only the
 *   team tier is read or written (see src/store/replica.ts): secret-tier and personal memories never leave
 *   the machine.
 * - After a purge on the server (its ledger generation grew past the one saved with the cursor), pull adopts
 *   the chains the purge resealed: a local chain is replaced only by the exact bytes the local purge of the
 *   same records would write (src/store/replica-adopt.ts); any other difference stays "diverged".
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
import { type AdoptedWriter, adoptResealedChains } from '../store/replica-adopt.js';
import type { RemoteClient } from './remote-client.js';
import { createRemoteClient } from './remote-client.js';
import { type Remote, resolveRemote, saveRemoteCursor, tokenFor } from './remote-config.js';

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
  /** The server's ledger generation saved with the cursor (undefined: the server does not send one). */
  generation?: number;
  /**
   * Local chains replaced by the server's resealed ones after a purge there (the records' content is gone
   * from the ledger; the index rebuilds on the next command).
   */
  adopted: AdoptedWriter[];
  /** Writers whose lines were left out because their chain here differs from the server's. */
  diverged: DivergedWriter[];
}

// A request body stays near this size (one line may exceed it on its own): big enough to amortise the
// round trip, small enough for the server's body limit and one PostgreSQL transaction.
const PUSH_BATCH_BYTES = 4 * 1024 * 1024;

/** The named remote (or the only one) and an HTTP client for it, with its token. */
function connectRemote(
  paths: SpoolPaths,
  remoteName: string | undefined,
  opts: ExchangeOptions,
): { remote: Remote; client: RemoteClient } {
  const remote = resolveRemote(paths, remoteName);
  const client = createRemoteClient({
    base: remote.base,
    project: remote.project,
    token: tokenFor(paths, remote, opts.env),
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  return { remote, client };
}

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
  const { remote, client } = connectRemote(paths, remoteName, opts);
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
 *
 * When the server's ledger generation is newer than the one saved with the cursor (a purge rewrote lines
 * the cursor has passed), or with `full`, it first reads the server's chains of the writers this ledger
 * holds and adopts those that are this ledger's chain with the purged records erased (see
 * {@link adoptResealedChains}); the others are reported in `diverged`. The new generation is saved with the
 * cursor, so the next pull does not look again.
 */
export async function pull(
  paths: SpoolPaths,
  remoteName: string | undefined,
  opts: ExchangeOptions,
): Promise<PullResult> {
  const { remote, client } = connectRemote(paths, remoteName, opts);
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
    adopted: [],
    diverged: [],
  };
  const lockOpt = opts.lock ? { lock: opts.lock } : {};
  let page = await client.readSince(cursor, limit);
  // The generation of the first read is the one saved: a purge committed during this pull looks newer to
  // the next one, which then adopts its rewrite.
  const generation = page.generation;
  if (generation !== undefined) result.generation = generation;
  if (
    (opts.full || (generation !== undefined && generation > remote.pull_generation)) &&
    localHeads(paths).size > 0
  ) {
    const a = await adoptRewrites(paths, client, limit, lockOpt);
    result.adopted = a.adopted;
    addDiverged(result.diverged, a.refused);
    result.inserted += a.inserted;
    // The first page was read before the adoption: read it again so its lines meet the adopted chains.
    page = await client.readSince(cursor, limit);
  }
  for (;;) {
    if (page.lines.length === 0) break;
    const r = appendForeign(paths, page.lines, {
      ...lockOpt,
      ...(opts.onTorn ? { onTorn: opts.onTorn } : {}),
      skipDiverged: true,
    });
    addDiverged(result.diverged, r.diverged);
    result.received += page.lines.length;
    result.inserted += r.inserted;
    result.skipped += r.skipped;
    if (page.cursor <= cursor) break;
    cursor = page.cursor;
    saveRemoteCursor(paths, remote.name, cursor, generation);
    opts.onProgress?.(Math.min(result.inserted, total), Math.max(total, result.inserted));
    page = await client.readSince(cursor, limit);
  }
  // Nothing new, but an adoption (or a server first seen with generations) still moves the generation.
  if (generation !== undefined && generation !== remote.pull_generation)
    saveRemoteCursor(paths, remote.name, cursor, generation);
  result.cursor = cursor;
  return result;
}

/**
 * Reads the server's whole ledger once, keeping the chains of the writers this ledger holds and the ids of
 * the purged records (`record.purged` lines, in the order the server stored them), adopts the chains a purge
 * resealed, and appends what the server holds beyond an adopted chain. Holds the server's lines of those
 * writers in memory: a purge is rare, and a chain must be compared whole.
 */
async function adoptRewrites(
  paths: SpoolPaths,
  client: RemoteClient,
  limit: number,
  lockOpt: { lock?: FileLock },
): Promise<{ adopted: AdoptedWriter[]; refused: DivergedWriter[]; inserted: number }> {
  const mine = localHeads(paths);
  const chains = new Map<string, string[]>();
  const purged: string[] = [];
  let at = 0;
  for (;;) {
    const page = await client.readSince(at, limit);
    for (const l of page.lines) {
      const id = purgedRecordOf(l.line);
      if (id !== undefined && !purged.includes(id)) purged.push(id);
      if (!mine.has(l.writer)) continue;
      const chain = chains.get(l.writer);
      if (chain) chain.push(l.line);
      else chains.set(l.writer, [l.line]);
    }
    if (page.lines.length === 0 || page.cursor <= at) break;
    at = page.cursor;
  }
  // A chain the server lacks may still hold a purged record's lines (written here, never pushed).
  for (const w of mine.keys()) if (!chains.has(w)) chains.set(w, []);
  const r = adoptResealedChains(paths, chains, purged, lockOpt);
  let inserted = 0;
  for (const a of r.adopted) {
    const rest = (chains.get(a.writer) ?? []).slice(a.lines).map((line) => ({ writer: a.writer, line }));
    if (rest.length > 0) inserted += appendForeign(paths, rest, { ...lockOpt, skipDiverged: true }).inserted;
  }
  return { adopted: r.adopted, refused: r.refused, inserted };
}

/** The record id of a `record.purged` line (a purge's marker or tombstone), else undefined. */
function purgedRecordOf(line: string): string | undefined {
  // Most lines are not purges: only those naming the type are parsed.
  if (!line.includes('"type":"record.purged"')) return undefined;
  try {
    const ev = JSON.parse(line) as { type?: unknown; record_id?: unknown };
    return ev.type === 'record.purged' && typeof ev.record_id === 'string' ? ev.record_id : undefined;
  } catch {
    return undefined;
  }
}

/** Adds newly found diverged writers, each once (at the first seq found). */
function addDiverged(into: DivergedWriter[], found: readonly DivergedWriter[] | undefined): void {
  for (const d of found ?? []) if (!into.some((x) => x.writer === d.writer)) into.push(d);
}
