/**
 * Line exchange between ledgers (issue #15): the team tier's shards read and written as exact bytes, so a
 * line keeps its `hash`/`prev` seal wherever it travels (a developer's git ledger, the organisation server's
 * PostgreSQL, the server's working copies).
 *
 * Only the team tier (`shared`, `.spool/ledger/`) is ever read or written here: the private tier (secret
 * records, agent scratch) and the user tier (personal memories) never leave the machine, by construction —
 * this module does not know their directories.
 *
 * API (used by `spool push/pull` in src/integrations/remote.ts and by the server's working copies); the shard
 * reading lives in replica-shard.ts, the append in replica-append.ts:
 * - {@link readLines}: complete, chain-verified lines per writer after a cursor (seq + hash, optionally a
 *   byte offset to resume without rescanning), plus the cursors after them.
 * - {@link appendForeign}: appends verified lines to their writers' shards under the project's ledger lock,
 *   one write + fsync per shard per call; idempotent (lines already present are skipped); a different line
 *   at a known seq, a gap or a broken chain throws `CHAIN_BROKEN` and writes nothing.
 * - {@link heads}: per writer, the last seq and hash.
 * The projection is not touched: the next `store.sync()` (every operation runs one) indexes the new lines.
 */
import { ErrorCode, isSpoolError } from '../core/errors.js';
import type { LedgerProblem } from './ledger.js';
import type { SpoolPaths } from './paths.js';
import {
  type DivergedWriter,
  diverged,
  lineEndsAt,
  locate,
  type ReplicaLine,
  type ScanLine,
  type ScanResult,
  scanShard,
  shardHead,
  teamShards,
} from './replica-shard.js';

export {
  type AppendForeignOptions,
  appendForeign,
  type ForeignAppendResult,
} from './replica-append.js';
export type { DivergedWriter, ReplicaLine } from './replica-shard.js';

/** A line read from a shard, with the fields a peer needs to place it. */
export interface ReadLine extends ReplicaLine {
  seq: number;
  hash: string;
  eventId: string;
}

/** Where a reader stands in one writer's chain. `seq` -1 / `hash` null = before the first line. */
export interface ReplicaCursor {
  seq: number;
  hash: string | null;
  /** Byte offset just past the line at `seq`: a hint that spares rescanning; checked, never trusted. */
  offset?: number;
}

/** What {@link readLines} returns. */
export interface ReplicaRead {
  /** Grouped per writer (writers sorted by id), each group in chain order. */
  lines: ReadLine[];
  /** Per writer with a shard: the cursor after the last line returned (or the given one when none was). */
  cursors: Map<string, Required<ReplicaCursor>>;
  /** Damaged lines met: a writer's lines stop before its first problem (`spool doctor` reports them too). */
  problems: LedgerProblem[];
  /** True when `limit` cut the read short: call again with `cursors`. */
  more: boolean;
  /** With `skipDiverged`: writers left out because their chain differs from the cursor's. */
  diverged?: DivergedWriter[];
}

/**
 * Per writer of the team tier, the last seq and hash of its shard (complete lines only; a shard whose tail
 * is damaged reports the last line before the damage).
 */
export function heads(paths: SpoolPaths): Map<string, { seq: number; hash: string }> {
  const out = new Map<string, { seq: number; hash: string }>();
  for (const ref of teamShards(paths)) {
    const h = shardHead(ref.path);
    if (h.hash !== null) out.set(ref.writer, { seq: h.seq, hash: h.hash });
  }
  return out;
}

/**
 * The team tier's lines after each writer's cursor (writers absent from `cursors` from their first line),
 * exact bytes, chain-verified. A cursor naming a seq this shard holds with another hash means the two
 * ledgers diverged (a shard rewritten by a purge, or a forged line): `CHAIN_BROKEN`. A cursor beyond the
 * local head yields nothing for that writer; with `skipDiverged` a diverged writer is left out and listed in
 * `diverged` instead. `limit` caps the lines returned (then `more` is set).
 */
export function readLines(
  paths: SpoolPaths,
  cursors: ReadonlyMap<string, ReplicaCursor> = new Map(),
  opts: { limit?: number; skipDiverged?: boolean } = {},
): ReplicaRead {
  const limit = opts.limit ?? Number.POSITIVE_INFINITY;
  const lines: ReadLine[] = [];
  const out = new Map<string, Required<ReplicaCursor>>();
  const problems: LedgerProblem[] = [];
  const divergedWriters: DivergedWriter[] = [];
  let more = false;
  for (const ref of teamShards(paths)) {
    const before = lines.length;
    try {
      readWriter(ref);
    } catch (err) {
      if (!opts.skipDiverged || !isSpoolError(err, ErrorCode.ChainBroken)) throw err;
      // Nothing of this writer goes out; its cursor stays where the peer is.
      lines.length = before;
      const given = cursors.get(ref.writer) ?? { seq: -1, hash: null };
      out.set(ref.writer, { seq: given.seq, hash: given.hash, offset: 0 });
      divergedWriters.push({ writer: ref.writer, seq: given.seq, message: err.message });
    }
  }
  return opts.skipDiverged
    ? { lines, cursors: out, problems, more, diverged: divergedWriters }
    : { lines, cursors: out, problems, more };

  function readWriter(ref: { writer: string; path: string }): void {
    const given = cursors.get(ref.writer) ?? { seq: -1, hash: null };
    let cur: Required<ReplicaCursor> = { seq: given.seq, hash: given.hash, offset: given.offset ?? 0 };
    if (more) {
      out.set(ref.writer, cur);
      return;
    }
    const collect = (l: ScanLine): boolean => {
      if (l.event.seq < given.seq) return true;
      if (l.event.seq === given.seq) {
        if (l.event.hash !== given.hash) throw diverged(ref.writer, given.seq);
        cur = { seq: given.seq, hash: given.hash, offset: l.end };
        return true;
      }
      if (lines.length >= limit) {
        more = true;
        return false;
      }
      lines.push({
        writer: ref.writer,
        line: l.text,
        seq: l.event.seq,
        hash: l.event.hash,
        eventId: l.event.event_id,
      });
      cur = { seq: l.event.seq, hash: l.event.hash, offset: l.end };
      return true;
    };
    let r: ScanResult | undefined;
    if (given.offset !== undefined && given.seq >= 0 && lineEndsAt(ref.path, given.offset, given.hash)) {
      // Resume at the hint, which names the end of the very line the cursor holds.
      r = scanShard(ref.path, given.offset, { seq: given.seq, hash: given.hash }, collect);
    } else {
      cur = { seq: given.seq, hash: given.hash, offset: 0 };
      const at = given.seq >= 0 ? locate(ref.path, given.seq) : undefined;
      if (at === 'beyond') {
        // The peer is ahead of this shard: nothing to send, the cursor stays as given.
        out.set(ref.writer, cur);
        return;
      }
      if (at !== undefined) {
        if (at.hash !== given.hash) throw diverged(ref.writer, given.seq);
        cur = { seq: given.seq, hash: given.hash, offset: at.end };
        r = scanShard(ref.path, at.end, { seq: given.seq, hash: given.hash }, collect);
      } else {
        // From the start: the line at the cursor's seq must carry its hash (checked in `collect`).
        r = scanShard(ref.path, 0, { seq: -1, hash: null }, collect);
      }
    }
    if (r.problem) problems.push({ ...r.problem, shard: ref.path });
    out.set(ref.writer, cur);
  }
}
