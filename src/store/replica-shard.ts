/**
 * Reading one team-tier shard as exact, chain-verified lines (issue #15), for {@link ./replica.ts}: a forward
 * scan from any byte offset, and reads backwards from the tail — a shard's head and the index of its newest
 * lines — so an exchange costs the bytes of the lines a peer lacks, not the whole shard.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { ErrorCode, SpoolError } from '../core/errors.js';
import type { LedgerEvent } from '../core/types.js';
import { WRITER_ID } from '../core/wire.js';
import { decodeLine, type LedgerProblem, listShards } from './ledger.js';
import type { SpoolPaths } from './paths.js';
import { eachLine } from './shard-lines.js';

/** One team-tier line: `line` is the exact JSONL text including its '\n' (the contract's `EventLine`). */
export interface ReplicaLine {
  writer: string;
  line: string;
}

/** A writer whose chain differs between two ledgers (at `seq`), left out of an exchange. */
export interface DivergedWriter {
  writer: string;
  seq: number;
  message: string;
}

const TAIL_WINDOW = 4 * 1024 * 1024;

/** A line met by {@link scanShard}: the decoded event, its exact text and the byte offset just past it. */
export interface ScanLine {
  event: LedgerEvent;
  text: string;
  end: number;
}

/** Where {@link scanShard} stopped. */
export interface ScanResult {
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
export function scanShard(
  path: string,
  from: number,
  chain: { seq: number; hash: string | null },
  onLine: (l: ScanLine) => boolean,
): ScanResult {
  const shard = path.slice(path.lastIndexOf('/') + 1);
  const fd = openSync(path, 'r');
  let prev = chain.hash;
  let seq = chain.seq;
  let end = from;
  let lineNo = 0;
  let result: ScanResult | undefined;
  try {
    const read = eachLine(fd, from, ({ text, offset, end: lineEnd }) => {
      lineNo++;
      if (text.trim().length === 0) {
        end = lineEnd;
        return true;
      }
      const decoded = decodeLine(text);
      const problem = (kind: LedgerProblem['kind'], message: string): false => {
        result = { end: offset, trailing: 0, problem: { kind, shard, line: lineNo, offset, message } };
        return false;
      };
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
      if (!onLine({ event: ev, text: `${text}\n`, end: lineEnd })) {
        result = { end, trailing: 0 };
        return false;
      }
      return true;
    });
    return result ?? { end, trailing: read.trailing };
  } finally {
    closeSync(fd);
  }
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
export function shardHead(path: string): { seq: number; hash: string | null; end: number; trailing: number } {
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
export function tailIndex(
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

/** The team tier's shards whose names are writer ids (anything else in the directory is not a chain). */
export const teamShards = (paths: SpoolPaths) =>
  listShards(paths.ledgerDirs.shared, 'shared').filter((s) => WRITER_ID.test(s.writer));

/**
 * Where the line at `seq` ends, found from the shard's tail: 'beyond' when the shard ends before it,
 * undefined when the tail cannot tell (a damaged line; the caller scans from the start instead).
 */
export function locate(path: string, seq: number): { hash: string; end: number } | 'beyond' | undefined {
  const head = shardHead(path);
  if (head.seq < seq) return 'beyond';
  return tailIndex(path, head.end, seq)?.get(seq);
}

/** Whether the shard's line ending at byte `offset` is sealed with `hash` (a resume hint still holds). */
export function lineEndsAt(path: string, offset: number, hash: string | null): boolean {
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

/** The CHAIN_BROKEN error of a writer whose chain differs between two ledgers at `seq`. */
export function diverged(writer: string, seq: number): SpoolError {
  return new SpoolError(
    ErrorCode.ChainBroken,
    `writer ${writer}'s chain differs between the two ledgers at seq ${seq} (a shard rewritten by a purge, or an edited line): compare \`spool doctor\` on both sides; the ledgers cannot be merged line by line until one side holds the other's chain`,
    { details: { writer, seq } },
  );
}
