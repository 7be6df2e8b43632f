import {
  closeSync,
  existsSync,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { atomicWrite } from '../store/atomic.js';

// The files of a server working copy that the project host reads and writes besides the spool itself: the
// tail of its own shard (what is not yet in PostgreSQL), its pull cursor, and its directories' removal.

/** The end of the last complete line of a file (bytes after it are a torn or in-flight line). */
export function completeEnd(path: string): number {
  if (!existsSync(path)) return 0;
  const buf = readFileSync(path);
  return buf.lastIndexOf(0x0a) + 1;
}

/** Complete lines of `path` from byte `from`, and the offset after the last one. */
export function linesFrom(path: string, from: number): { lines: string[]; end: number } {
  if (!existsSync(path)) return { lines: [], end: from };
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size <= from) return { lines: [], end: from };
    const buf = Buffer.allocUnsafe(size - from);
    let got = 0;
    while (got < buf.length) {
      const n = readSync(fd, buf, got, buf.length - got, from + got);
      if (n <= 0) break;
      got += n;
    }
    const last = buf.lastIndexOf(0x0a, got - 1);
    if (last < 0) return { lines: [], end: from };
    const text = buf.toString('utf8', 0, last + 1);
    const lines = text.split(/(?<=\n)/).filter((l) => l.trim().length > 0);
    return { lines, end: from + last + 1 };
  } finally {
    closeSync(fd);
  }
}

/** Where a working copy stands against PostgreSQL. */
export interface PullCursor {
  /** Position of the last line pulled. */
  cursor: number;
  /** The project's ledger generation the copy's lines were pulled at. */
  generation: number;
}

/**
 * The saved pull cursor, or undefined when there is none (a new or rebuilt copy, or a lost or unreadable
 * file). A file from before purges existed has no generation: 0, the database's default.
 */
export function readPullCursor(path: string): PullCursor | undefined {
  let saved: { cursor?: unknown; generation?: unknown };
  try {
    saved = JSON.parse(readFileSync(path, 'utf8')) as typeof saved;
  } catch {
    return undefined;
  }
  const int = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
  return {
    cursor: int(saved.cursor) ? saved.cursor : 0,
    generation: int(saved.generation) ? saved.generation : 0,
  };
}

/** Saves the pull cursor (temp file + rename). */
export function savePullCursor(path: string, c: PullCursor): void {
  atomicWrite(path, `${JSON.stringify({ cursor: c.cursor, generation: c.generation })}\n`);
}

/** Deletes a working copy's directory `dir` and the copies of it moved aside earlier; returns how many of those. */
export function deleteCopyDirs(dir: string): number {
  const prefix = `${basename(dir)}.diverged-`;
  const aside = existsSync(dirname(dir)) ? readdirSync(dirname(dir)).filter((n) => n.startsWith(prefix)) : [];
  rmSync(dir, { recursive: true, force: true });
  for (const n of aside) rmSync(join(dirname(dir), n), { recursive: true, force: true });
  return aside.length;
}
