import { fstatSync, readSync } from 'node:fs';

// Large reads keep syscalls few; the chunk is reused per read, so a huge shard costs one chunk of memory.
const READ_CHUNK = 8 * 1024 * 1024;

/** A complete line of a shard: its text without the '\n', where it starts and the offset just past it. */
export interface RawLine {
  text: string;
  offset: number;
  end: number;
}

/** What {@link eachLine} read: `trailing` bytes after the last '\n' (a torn or unfinished line). */
export interface LinesRead {
  trailing: number;
  /** True when `visit` asked to stop; `trailing` is then 0. */
  stopped: boolean;
}

/**
 * Visits every complete line of the open file `fd` from byte `from` to its current size, in chunks (a
 * line may span chunks). `visit` returns `false` to stop (anything else goes on). The ledger's reader and the replica's scanner
 * share it, so both agree on what a line and its offsets are. `chunkBytes` is for tests of lines across chunks.
 */
export function eachLine(
  fd: number,
  from: number,
  visit: (line: RawLine) => unknown,
  chunkBytes = READ_CHUNK,
): LinesRead {
  const size = fstatSync(fd).size;
  let pos = from;
  let lineStart = from;
  let carry = Buffer.alloc(0);
  while (pos < size) {
    const want = Math.min(chunkBytes, size - pos);
    const chunk = Buffer.allocUnsafe(want);
    const got = readSync(fd, chunk, 0, want, pos);
    if (got <= 0) break;
    pos += got;
    const buf = carry.length > 0 ? Buffer.concat([carry, chunk.subarray(0, got)]) : chunk.subarray(0, got);
    let start = 0;
    for (;;) {
      const nl = buf.indexOf(0x0a, start);
      if (nl < 0) break;
      const offset = lineStart;
      const end = offset + (nl - start) + 1;
      const text = buf.toString('utf8', start, nl);
      start = nl + 1;
      lineStart = end;
      if (visit({ text, offset, end }) === false) return { trailing: 0, stopped: true };
    }
    carry = Buffer.from(buf.subarray(start));
  }
  return { trailing: carry.length, stopped: false };
}
