import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { SpoolConfig } from '../core/config.js';

/** A Markdown file found under a vault root. */
export interface VaultFile {
  /** Root-relative POSIX path. */
  path: string;
  abs: string;
  mtimeMs: number;
  size: number;
}

/** What a scan found, and what it skipped and why. */
export interface VaultScan {
  files: VaultFile[];
  skipped: { path: string; reason: string }[];
}

/**
 * Lists Markdown notes under the configured roots, within spool's limits (files, bytes, depth). A
 * symlink is followed only when its target stays inside the project: notes are project knowledge, and
 * a link out of the tree could index anything on the machine.
 */
export function scanVault(root: string, cfg: SpoolConfig['vault']): VaultScan {
  const out: VaultScan = { files: [], skipped: [] };
  const realRoot = safeReal(root) ?? root;
  let total = 0;
  const seen = new Set<string>();
  const walk = (dir: string, depth: number) => {
    if (depth > cfg.max_depth) {
      out.skipped.push({ path: rel(root, dir), reason: `deeper than max_depth ${cfg.max_depth}` });
      return;
    }
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
      if (out.files.length >= cfg.max_files) {
        out.skipped.push({ path: rel(root, join(dir, e.name)), reason: `over max_files ${cfg.max_files}` });
        return;
      }
      const abs = join(dir, e.name);
      let isDir = e.isDirectory();
      let isFile = e.isFile();
      if (e.isSymbolicLink()) {
        const target = safeReal(abs);
        if (!target || !(target === realRoot || target.startsWith(realRoot + sep))) {
          out.skipped.push({ path: rel(root, abs), reason: 'symlink pointing outside the project' });
          continue;
        }
        const st = statSync(abs);
        isDir = st.isDirectory();
        isFile = st.isFile();
      }
      if (isDir) {
        const real = safeReal(abs) ?? abs;
        if (seen.has(real)) continue;
        seen.add(real);
        walk(abs, depth + 1);
      } else if (isFile && /\.md$/i.test(e.name)) {
        const st = lstatSync(abs).isSymbolicLink() ? statSync(abs) : lstatSync(abs);
        if (st.size > cfg.max_file_bytes) {
          out.skipped.push({
            path: rel(root, abs),
            reason: `larger than max_file_bytes ${cfg.max_file_bytes}`,
          });
          continue;
        }
        if (total + st.size > cfg.max_total_bytes) {
          out.skipped.push({ path: rel(root, abs), reason: `over max_total_bytes ${cfg.max_total_bytes}` });
          continue;
        }
        total += st.size;
        out.files.push({ path: rel(root, abs), abs, mtimeMs: st.mtimeMs, size: st.size });
      }
    }
  };
  for (const r of cfg.roots) {
    const abs = resolve(root, r);
    const real = safeReal(abs);
    if (!real || !(real === realRoot || real.startsWith(realRoot + sep))) continue;
    walk(abs, 0);
  }
  return out;
}

/** Reads a note's text (UTF-8). */
export function readNoteFile(f: VaultFile): string | undefined {
  try {
    return readFileSync(f.abs, 'utf8');
  } catch {
    return undefined;
  }
}

function rel(root: string, abs: string): string {
  return relative(root, abs).split(sep).join('/');
}

function safeReal(p: string): string | undefined {
  try {
    return realpathSync(p);
  } catch {
    return undefined;
  }
}
