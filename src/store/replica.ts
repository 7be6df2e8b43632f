/**
 * Line exchange between ledgers (issue #15): the team tier's shards read and written as exact bytes, so a
 * line keeps its `hash`/`prev` seal wherever it travels (a developer's git ledger, the organisation server's
 * PostgreSQL, the server's working copies).
 *
 * Only the team tier (`shared`, `.spool/ledger/`) is ever read or written here: the private tier (secret
 * records, agent scratch) and the user tier (personal memories) never leave the machine, by construction —
 * this module does not know their directories.
 *
 * API (used by `spool push/pull` in src/integrations/remote.ts and by the server's working copies):
 * - {@link readLines}: complete, chain-verified lines per writer after a cursor (seq + hash, optionally a
 *   byte offset to resume without rescanning), plus the cursors after them.
 * - {@link appendForeign}: appends verified lines to their writers' shards under the project's ledger lock,
 *   one write + fsync per shard per call; idempotent (lines already present are skipped); a different line
 *   at a known seq, a gap or a broken chain throws `CHAIN_BROKEN` and writes nothing.
 * - {@link heads}: per writer, the last seq and hash.
 * The projection is not touched: the next `store.sync()` (every operation runs one) indexes the new lines.
 */
import {
  appendFileSync,
  closeSync,
  existsSync,
  fstatSync,
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
import { fsyncPath } from './atomic.js';
import { decodeLine, type LedgerProblem, listShards } from './ledger.js';
import { type FileLock, openFileLock } from './lock.js';
import type { SpoolPaths } from './paths.js';

/** A writer id is a shard's file name: the same rule the writer-id file and config use, so no path escapes. */
export const WRITER_ID = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

/** One team-tier line: `line` is the exact JSONL text including its '\n' (the contract's `EventLine`). */
export interface ReplicaLine {
  writer: string;
  line: string;
}

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

/** Outcome of {@link appendForeign} (the contract's `AppendResult`). */
export interface ForeignAppendResult {
  inserted: number;
  skipped: number;
  /** With `skipDiverged`: the writers whose lines were left out because their chains differ here. */
  diverged?: DivergedWriter[];
}

/** A writer whose chain differs between two ledgers (at `seq`), left out of an exchange. */
export interface DivergedWriter {
  writer: string;
  seq: number;
  message: string;
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

const READ_CHUNK = 8 * 1024 * 1024;
const TAIL_WINDOW = 4 * 1024 * 1024;

interface ScanLine {
  event: LedgerEvent;
  text: string;
  end: number;
}

interface ScanResult {
  /** Byte offset just past the last complete line scanned. */
  end: number;
  /** Bytes after the last newline (a torn or in-flight line). */
  trailing: number;
  problem?: LedgerProblem;
}

/**
 * Reads complete lines from byte `from` with the chain state at `from`, verifying every seal and link. Stops
 * at the first damaged line (reported as `problem`) or when `onLine` returns false: a chain is only as good
 * as its first break, and nothing after it can be handed to a peer.
 */
function scanShard(
  path: string,
  from: number,
  chain: { seq: number; hash: string | null },
  onLine: (l: ScanLine) => boolean,
): ScanResult {
  const shard = path.slice(path.lastIndexOf('/') + 1);
  const fd = openSync(path, 'r');
  let prev = chain.hash;
  let seq = chain.seq;
  let pos = from;
  let end = from;
  let lineNo = 0;
  let carry = Buffer.alloc(0);
  try {
    const size = fstatSync(fd).size;
    while (pos < size) {
      const want = Math.min(READ_CHUNK, size - pos);
      const chunk = Buffer.allocUnsafe(want);
      const got = readSync(fd, chunk, 0, want, pos);
      if (got <= 0) break;
      pos += got;
      const buf = carry.length > 0 ? Buffer.concat([carry, chunk.subarray(0, got)]) : chunk.subarray(0, got);
      let start = 0;
      for (;;) {
        const nl = buf.indexOf(0x0a, start);
        if (nl < 0) break;
        const offset = end;
        const lineEnd = offset + (nl - start) + 1;
        lineNo++;
        const text = buf.toString('utf8', start, nl + 1);
        start = nl + 1;
        if (text.trim().length === 0) {
          end = lineEnd;
          continue;
        }
        const decoded = decodeLine(text.slice(0, -1));
        const problem = (kind: LedgerProblem['kind'], message: string): ScanResult => ({
          end: offset,
          trailing: 0,
          problem: { kind, shard, line: lineNo, offset, message },
        });
        if (!decoded.ok) return problem(decoded.kind, decoded.message);
        const ev = decoded.event;
        if (ev.prev !== prev)
          return problem(
            'broken_chain',
            'prev does not match the previous line (removed, reordered or edited)',
          );
        if (ev.seq !== seq + 1) return problem('seq_gap', `seq ${ev.seq} follows ${seq}`);
        prev = ev.hash;
        seq = ev.seq;
        end = lineEnd;
        if (!onLine({ event: ev, text, end: lineEnd })) return { end, trailing: 0 };
      }
      carry = Buffer.from(buf.subarray(start));
    }
  } finally {
    closeSync(fd);
  }
  return { end, trailing: carry.length };
}

/** The last complete line of a shard, read from its tail; undefined when the tail line is damaged. */
function tailHead(
  fd: number,
  size: number,
): { seq: number; hash: string | null; end: number; trailing: number } | undefined {
  if (size === 0) return { seq: -1, hash: null, end: 0, trailing: 0 };
  const window = Math.min(size, TAIL_WINDOW);
  const buf = Buffer.allocUnsafe(window);
  readSync(fd, buf, 0, window, size - window);
  const lastNl = buf.lastIndexOf(0x0a);
  if (lastNl < 0) {
    // No newline in the window: only a torn line when the window is the whole file.
    return window === size ? { seq: -1, hash: null, end: 0, trailing: size } : undefined;
  }
  const end = size - window + lastNl + 1;
  const trailing = size - end;
  // Skip blank lines back to the last line with content.
  let stop = lastNl;
  for (;;) {
    const prevNl = stop > 0 ? buf.lastIndexOf(0x0a, stop - 1) : -1;
    const text = buf.toString('utf8', prevNl + 1, stop);
    if (text.trim().length > 0) {
      if (prevNl < 0 && window < size) return undefined;
      const decoded = decodeLine(text);
      return decoded.ok ? { seq: decoded.event.seq, hash: decoded.event.hash, end, trailing } : undefined;
    }
    if (prevNl < 0) return window === size ? { seq: -1, hash: null, end, trailing } : undefined;
    stop = prevNl;
  }
}

/** A shard's head: from its tail when that line is sound, else the last line before its first problem. */
function shardHead(path: string): { seq: number; hash: string | null; end: number; trailing: number } {
  const fd = openSync(path, 'r');
  let size: number;
  let fast: ReturnType<typeof tailHead>;
  try {
    size = fstatSync(fd).size;
    fast = tailHead(fd, size);
  } finally {
    closeSync(fd);
  }
  if (fast) return fast;
  let head = { seq: -1, hash: null as string | null };
  const r = scanShard(path, 0, head, (l) => {
    head = { seq: l.event.seq, hash: l.event.hash };
    return true;
  });
  return { ...head, end: r.end, trailing: size - r.end };
}

/**
 * The lines of a shard's tail as seq -> { hash, end }, read backwards from byte `end` in growing windows until
 * one reaches a line with seq <= `minSeq` (or the start of the file). The lines a peer is missing, or sends
 * back, are nearly always the newest: this costs their bytes, not the whole shard's. Each line's seal is
 * checked; undefined when one is damaged (the caller then scans from the start, which reports it).
 */
function tailIndex(
  path: string,
  end: number,
  minSeq: number,
): Map<number, { hash: string; end: number }> | undefined {
  const fd = openSync(path, 'r');
  try {
    let window = Math.min(end, 1 << 20);
    for (;;) {
      const from = end - window;
      const buf = Buffer.allocUnsafe(window);
      let got = 0;
      while (got < window) {
        const n = readSync(fd, buf, got, window - got, from + got);
        if (n <= 0) break;
        got += n;
      }
      if (got < window) return undefined;
      // The window's first line is cut unless the window starts the file.
      const first = from === 0 ? 0 : buf.indexOf(0x0a) + 1;
      const out = new Map<number, { hash: string; end: number }>();
      let lowest = Number.POSITIVE_INFINITY;
      if (from === 0 || first > 0) {
        let s = first;
        for (;;) {
          const nl = buf.indexOf(0x0a, s);
          if (nl < 0) break;
          const text = buf.toString('utf8', s, nl);
          s = nl + 1;
          if (text.trim().length === 0) continue;
          const d = decodeLine(text);
          if (!d.ok) return undefined;
          out.set(d.event.seq, { hash: d.event.hash, end: from + nl + 1 });
          lowest = Math.min(lowest, d.event.seq);
        }
      }
      if (lowest <= minSeq || from === 0) return out;
      window = Math.min(end, window * 4);
    }
  } finally {
    closeSync(fd);
  }
}

const teamShards = (paths: SpoolPaths) =>
  listShards(paths.ledgerDirs.shared, 'shared').filter((s) => WRITER_ID.test(s.writer));

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

/**
 * Where the line at `seq` ends, found from the shard's tail: 'beyond' when the shard ends before it,
 * undefined when the tail cannot tell (a damaged line; the caller scans from the start instead).
 */
function locate(path: string, seq: number): { hash: string; end: number } | 'beyond' | undefined {
  const head = shardHead(path);
  if (head.seq < seq) return 'beyond';
  return tailIndex(path, head.end, seq)?.get(seq);
}

/** Whether the shard's line ending at byte `offset` is sealed with `hash` (a resume hint still holds). */
function lineEndsAt(path: string, offset: number, hash: string | null): boolean {
  if (offset <= 0 || hash === null) return false;
  const fd = openSync(path, 'r');
  try {
    if (fstatSync(fd).size < offset) return false;
    const window = Math.min(offset, TAIL_WINDOW);
    const buf = Buffer.allocUnsafe(window);
    readSync(fd, buf, 0, window, offset - window);
    if (buf[window - 1] !== 0x0a) return false;
    const prevNl = buf.lastIndexOf(0x0a, window - 2);
    if (prevNl < 0 && window < offset) return false;
    const decoded = decodeLine(buf.toString('utf8', prevNl + 1, window - 1));
    return decoded.ok && decoded.event.hash === hash;
  } finally {
    closeSync(fd);
  }
}

function diverged(writer: string, seq: number): SpoolError {
  return new SpoolError(
    ErrorCode.ChainBroken,
    `writer ${writer}'s chain differs between the two ledgers at seq ${seq} (a shard rewritten by a purge, or an edited line): compare \`spool doctor\` on both sides; the ledgers cannot be merged line by line until one side holds the other's chain`,
    { details: { writer, seq } },
  );
}

/** The decoded form of an incoming line. */
interface Incoming {
  event: LedgerEvent;
  text: string;
}

/** Decodes and checks one incoming line: exact JSONL with its newline, a sound seal, the writer it claims. */
function decodeIncoming(l: ReplicaLine, index: number): Incoming {
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
  const byWriter = new Map<string, Incoming[]>();
  lines.forEach((l, i) => {
    const inc = decodeIncoming(l, i);
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
  group: Incoming[],
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
  byWriter: Map<string, Incoming[]>,
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
