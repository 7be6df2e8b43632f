/**
 * Appending foreign team-tier lines to their writers' shards, verbatim (issue #15): see {@link appendForeign}.
 * Used through src/store/replica.ts by `spool pull` and by the server's working copies.
 */
import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { ErrorCode, isSpoolError, SpoolError } from '../core/errors.js';
import type { LedgerEvent } from '../core/types.js';
import { WRITER_ID } from '../core/wire.js';
import { fsyncPath } from './atomic.js';
import { decodeLine } from './ledger.js';
import { type FileLock, openFileLock } from './lock.js';
import type { SpoolPaths } from './paths.js';
import {
  type DivergedWriter,
  diverged,
  type ReplicaLine,
  scanShard,
  shardHead,
  tailIndex,
} from './replica-shard.js';

/** Outcome of {@link appendForeign} (the contract's `AppendResult`). */
export interface ForeignAppendResult {
  inserted: number;
  skipped: number;
  /** With `skipDiverged`: the writers whose lines were left out because their chains differ here. */
  diverged?: DivergedWriter[];
}

/** Options for {@link appendForeign}. */
export interface AppendForeignOptions {
  /**
   * The project ledger lock to append under. Pass the one the caller's store already uses when it has
   * one open in this process; by default a connection of its own is opened and closed.
   */
  lock?: FileLock;
  /**
   * Leave out the writers whose lines do not continue their shard (reported in `diverged`) and append the
   * others, instead of refusing the whole batch. A pull uses it, so one writer's forked chain (a shard
   * resealed by a purge on one side) does not keep every other writer's lines out.
   */
  skipDiverged?: boolean;
  /** Told when a torn tail (an interrupted write) is moved aside to `<shard>.torn` before appending. */
  onTorn?: (info: { shard: string; bytes: number; tornFile: string }) => void;
}

/** The decoded form of an incoming line. */
export interface IncomingLine {
  event: LedgerEvent;
  text: string;
}

/**
 * Decodes and checks one incoming line: exact JSONL with its newline, a sound seal, the writer it claims.
 * Shared by every ledger that takes lines from elsewhere (this store's replica, the organisation server's
 * PostgreSQL event store), so both refuse the same lines with the same codes. `index` is the line's place
 * in its batch, for the message.
 */
export function decodeIncomingLine(l: ReplicaLine, index: number): IncomingLine {
  const bad = (why: string) =>
    new SpoolError(ErrorCode.InvalidInput, `line ${index + 1} of the batch (writer ${l.writer}) ${why}`, {
      details: { index, writer: l.writer },
    });
  if (!WRITER_ID.test(l.writer)) throw bad('names an invalid writer id: use the shard file name');
  if (!l.line.endsWith('\n') || l.line.indexOf('\n') !== l.line.length - 1)
    throw bad('is not one JSONL line ending in a newline: send the exact bytes of the shard line');
  const decoded = decodeLine(l.line.slice(0, -1));
  if (!decoded.ok) {
    const code = decoded.kind === 'bad_hash' ? ErrorCode.ChainBroken : ErrorCode.InvalidInput;
    throw new SpoolError(code, `line ${index + 1} of the batch (writer ${l.writer}): ${decoded.message}`, {
      details: { index, writer: l.writer, kind: decoded.kind },
    });
  }
  if (decoded.event.writer !== l.writer)
    throw bad(`holds an event of writer ${decoded.event.writer}: a line belongs to its own writer's shard`);
  return { event: decoded.event, text: l.line };
}

/**
 * Appends lines of the team tier to their writers' shards, verbatim. Lines are grouped per writer and must
 * be in chain order within a writer. Lines the shard already holds (same seq, same hash) are skipped; the
 * rest must continue the shard's chain from its head. Everything is checked before anything is written, so
 * a refused batch (`CHAIN_BROKEN`: another line at a known seq, a gap, a bad prev or seal) leaves the ledger
 * as it was. A torn tail is moved aside to `<shard>.torn` first, never extended. Holds the project's ledger
 * lock throughout (the lock the store's write path takes for this tier).
 */
export function appendForeign(
  paths: SpoolPaths,
  lines: readonly ReplicaLine[],
  opts: AppendForeignOptions = {},
): ForeignAppendResult {
  if (lines.length === 0) return { inserted: 0, skipped: 0 };
  const byWriter = new Map<string, IncomingLine[]>();
  lines.forEach((l, i) => {
    const inc = decodeIncomingLine(l, i);
    const group = byWriter.get(l.writer);
    if (group) group.push(inc);
    else byWriter.set(l.writer, [inc]);
  });
  const lock = opts.lock ?? openFileLock(paths.projectLock);
  try {
    return lock.withLock(() => appendLocked(paths, byWriter, opts));
  } finally {
    if (!opts.lock) lock.close();
  }
}

interface Plan {
  path: string;
  text: string;
  /** Bytes after the last complete line, moved aside before the append. */
  torn: { keep: number; bytes: number } | undefined;
  created: boolean;
}

/** Checks one writer's incoming lines against its shard: what to skip, what to append (or CHAIN_BROKEN). */
function planWriter(
  dir: string,
  writer: string,
  group: IncomingLine[],
): { plan: Plan | undefined; inserted: number; skipped: number } {
  let inserted = 0;
  let skipped = 0;
  const path = join(dir, `${writer}.jsonl`);
  const exists = existsSync(path);
  const head = exists ? shardHead(path) : { seq: -1, hash: null, end: 0, trailing: 0 };
  // Lines at or below the head must be the very lines the shard holds there.
  const known = group.filter((g) => g.event.seq <= head.seq);
  if (known.length > 0) {
    const want = new Map(known.map((k) => [k.event.seq, k.event.hash]));
    let minSeq = Number.POSITIVE_INFINITY;
    for (const k of known) minSeq = Math.min(minSeq, k.event.seq);
    const have = tailIndex(path, head.end, minSeq);
    if (have) {
      for (const [seq, hash] of want) {
        const h = have.get(seq);
        if (h === undefined) continue;
        if (h.hash !== hash) throw diverged(writer, seq);
        want.delete(seq);
      }
    } else {
      scanShard(path, 0, { seq: -1, hash: null }, (l) => {
        if (l.event.seq < minSeq) return true;
        const h = want.get(l.event.seq);
        if (h !== undefined) {
          if (h !== l.event.hash) throw diverged(writer, l.event.seq);
          want.delete(l.event.seq);
        }
        return want.size > 0;
      });
    }
    if (want.size > 0) {
      let seq = Number.POSITIVE_INFINITY;
      for (const k of want.keys()) seq = Math.min(seq, k);
      throw new SpoolError(
        ErrorCode.ChainBroken,
        `writer ${writer}'s shard here is damaged before seq ${seq}, so the incoming line cannot be matched: run \`spool doctor\``,
        { details: { writer, seq } },
      );
    }
    skipped = known.length;
  }
  let prev = head.hash;
  let seq = head.seq;
  let text = '';
  for (const g of group) {
    if (g.event.seq <= head.seq) continue;
    if (g.event.seq !== seq + 1)
      throw new SpoolError(
        ErrorCode.ChainBroken,
        `writer ${writer}: line seq ${g.event.seq} does not follow seq ${seq} (lines missing in between): send the writer's lines from seq ${seq + 1} on, in chain order`,
        { details: { writer, seq: g.event.seq, head: seq } },
      );
    if (g.event.prev !== prev)
      throw new SpoolError(
        ErrorCode.ChainBroken,
        `writer ${writer}: line seq ${g.event.seq} does not link to the line before it (prev differs): the ledgers diverged; compare \`spool doctor\` on both sides`,
        { details: { writer, seq: g.event.seq } },
      );
    prev = g.event.hash;
    seq = g.event.seq;
    text += g.text;
    inserted++;
  }
  const plan =
    text.length > 0
      ? {
          path,
          text,
          torn: head.trailing > 0 ? { keep: head.end, bytes: head.trailing } : undefined,
          created: !exists,
        }
      : undefined;
  return { plan, inserted, skipped };
}

function appendLocked(
  paths: SpoolPaths,
  byWriter: Map<string, IncomingLine[]>,
  opts: AppendForeignOptions,
): ForeignAppendResult {
  const dir = paths.ledgerDirs.shared;
  let inserted = 0;
  let skipped = 0;
  const plans: Plan[] = [];
  const diverged: DivergedWriter[] = [];
  for (const [writer, group] of byWriter) {
    try {
      const r = planWriter(dir, writer, group);
      if (r.plan) plans.push(r.plan);
      inserted += r.inserted;
      skipped += r.skipped;
    } catch (err) {
      if (!opts.skipDiverged || !isSpoolError(err, ErrorCode.ChainBroken)) throw err;
      diverged.push({ writer, seq: Number(err.details?.seq ?? -1), message: err.message });
    }
  }
  if (plans.length > 0) mkdirSync(dir, { recursive: true });
  for (const p of plans) writePlan(p, opts);
  if (plans.some((p) => p.created)) {
    try {
      fsyncPath(dir);
    } catch {
      // Some filesystems refuse fsync on directories; the data itself is fsynced.
    }
  }
  return opts.skipDiverged ? { inserted, skipped, diverged } : { inserted, skipped };
}

/** One shard's append: the torn tail moved aside, then every new line in one write and one fsync. */
function writePlan(p: Plan, opts: AppendForeignOptions): void {
  const fd = openSync(p.path, 'a+');
  try {
    if (p.torn) {
      const torn = Buffer.allocUnsafe(p.torn.bytes);
      readSync(fd, torn, 0, p.torn.bytes, p.torn.keep);
      const tornFile = `${p.path}.torn`;
      appendFileSync(tornFile, Buffer.concat([torn, Buffer.from('\n')]));
      ftruncateSync(fd, p.torn.keep);
      fsyncSync(fd);
      opts.onTorn?.({ shard: p.path, bytes: p.torn.bytes, tornFile });
    }
    const buf = Buffer.from(p.text, 'utf8');
    let off = 0;
    // 'a+' appends at the end whatever the position: after the truncate, that is the last complete line.
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
