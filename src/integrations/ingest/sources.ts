/**
 * Reading import sources from disk: the files of a folder, a file's head for format detection, a large JSONL
 * file as a stream of lines, and how a file is named in sources and errors.
 */
import { closeSync, createReadStream, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { extname, isAbsolute, join, relative, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { ErrorCode, SpoolError } from '../../core/errors.js';

// Folders never walked for Markdown: VCS metadata, dependencies and spool's own directory.
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.spool', '.hg', '.svn']);

/** Markdown files under `dir`, recursively, sorted, skipping VCS, node_modules and spool's own directory. */
export function markdownFiles(dir: string, exts: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    const entries = readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (!SKIPPED_DIRS.has(e.name)) walk(p);
      } else if (e.isFile() && exts.includes(extname(e.name).toLowerCase())) {
        out.push(p);
      }
    }
  };
  walk(dir);
  return out;
}

/** How a file is named in sources and errors: relative to the project when inside it. */
export function displayPath(root: string, abs: string): string {
  const rel = relative(root, abs);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : abs;
}

/** The first 64 KiB of a file, cut at its last whole line (enough to detect a format). */
export function readHead(path: string): string {
  try {
    const fd = openSync(path, 'r');
    try {
      const buf = Buffer.alloc(64 * 1024);
      const n = readSync(fd, buf, 0, buf.length, 0);
      // Drop a possibly cut last line so detection only sees whole lines.
      const t = buf.toString('utf8', 0, n);
      return n === buf.length ? t.slice(0, Math.max(0, t.lastIndexOf('\n'))) : t;
    } finally {
      closeSync(fd);
    }
  } catch (cause) {
    throw new SpoolError(ErrorCode.Io, `cannot read ${path}: check the path`, { cause, details: { path } });
  }
}

/** A file's lines, streamed: a large JSONL export is never held whole. */
export async function* streamLines(path: string): AsyncGenerator<string> {
  const rl = createInterface({
    input: createReadStream(path, { encoding: 'utf8' }),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of rl) yield line;
}

/** A whole file as UTF-8; a read failure is an IO_ERROR that names the file. */
export function readInput(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (cause) {
    throw new SpoolError(ErrorCode.Io, `cannot read ${path}: check the path`, { cause, details: { path } });
  }
}
