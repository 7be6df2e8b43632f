import { hash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { STACK_PREDICATES } from './catalog.js';
import { readerFor, readSignals, type Signal } from './signals.js';

// Folders that hold dependencies, build output or tool state, never the project's own stack declaration.
const SKIP_DIRS: ReadonlySet<string> = new Set([
  'node_modules',
  '.git',
  '.hg',
  '.svn',
  '.spool',
  'vendor',
  'dist',
  'build',
  'out',
  'target',
  '.venv',
  'venv',
  'env',
  '__pycache__',
  '.next',
  '.nuxt',
  '.svelte-kit',
  '.turbo',
  '.cache',
  'coverage',
  'tmp',
  '.terraform',
  '.idea',
  '.vscode',
  'bower_components',
  'Pods',
]);

// Hidden folders are skipped except the ones whose files are stack evidence.
const HIDDEN_KEPT: ReadonlySet<string> = new Set(['.github', '.circleci', '.buildkite', '.gitlab']);

/** How far the scan goes. */
export interface ScanLimits {
  /** Folder depth below the root. */
  maxDepth: number;
  /** Directory entries visited at most (a huge monorepo is cut, and the cut is reported). */
  maxEntries: number;
  /** Files larger than this are not read (a lockfile of 30 MB says nothing its name does not). */
  maxFileBytes: number;
}

/** Default limits: deep enough for monorepos (`apps/web/…`, `infra/terraform/…`), bounded for hooks. */
export const DEFAULT_SCAN_LIMITS: ScanLimits = { maxDepth: 6, maxEntries: 50_000, maxFileBytes: 2_000_000 };

const signalSchema = z.object({
  predicate: z.enum(STACK_PREDICATES),
  id: z.string(),
  file: z.string(),
  line: z.number().int(),
  dir: z.string(),
  strength: z.enum(['strong', 'weak']),
  what: z.string(),
});

/** The cache file's schema (`.spool/local/reality-cache.json`): read back through zod, dropped when invalid. */
export const scanCacheSchema = z.object({
  schema_version: z.literal('reality-cache.v2'),
  /** Per folder: its mtime when listed, and the evidence files and subfolders it held. */
  dirs: z.record(
    z.string(),
    z.object({ mtimeMs: z.number(), files: z.array(z.string()), subdirs: z.array(z.string()) }),
  ),
  /** Per evidence file: the stamp it was read at and what it said. */
  files: z.record(
    z.string(),
    z.object({
      mtimeMs: z.number(),
      size: z.number(),
      /** Content hash: a file touched but not changed (a checkout, a formatter) is not parsed again. */
      hash: z.string(),
      signals: z.array(signalSchema),
    }),
  ),
});

/**
 * What ranking needs of a verdict, kept per memory version across processes (a hook process would
 * otherwise read claims and judge ~90 memories on every start): 0 when the memory makes no current stack
 * claim (true whatever the code says), else its verdict and summary (dropped whenever the scan changes).
 */
export type RankingMemo = 0 | { verdict: 'confirmed' | 'contradicted' | 'unknown'; summary: string };

/**
 * See {@link scanCacheSchema}; `verdicts` is the ranking memo, valid for the claim reader `reader` and the
 * signals whose digest is `signals`.
 */
export type ScanCache = z.infer<typeof scanCacheSchema> & {
  verdicts?: { reader: string; signals: string; entries: Record<string, RankingMemo> };
};

/** An empty cache. */
export function emptyScanCache(): ScanCache {
  return { schema_version: 'reality-cache.v2', dirs: {}, files: {} };
}

/** What one scan found and what it cost. */
export interface ScanResult {
  signals: Signal[];
  /** Evidence files read. */
  files: string[];
  /** Files read from disk this time (0 on a warm scan of an unchanged repository). */
  read: number;
  /** Files parsed this time: read files whose content hash changed (a touched file is read, not parsed). */
  parsed: number;
  /** Folders listed this time (0 on a warm scan). */
  listed: number;
  /** True when the limits cut the scan short. */
  truncated: boolean;
  /** The cache to keep for next time (a new object; the input is not modified). */
  cache: ScanCache;
}

/**
 * Finds the repository's stack evidence below `root`. With a cache from an earlier scan, a folder is
 * listed again only when its mtime changed (adding or removing a file changes it) and a file is read again
 * only when its mtime or size changed, so an unchanged repository costs one stat per folder and per
 * evidence file. Nothing is executed; symlinks are not followed.
 */
export function scanRepository(
  root: string,
  previous: ScanCache = emptyScanCache(),
  limits: ScanLimits = DEFAULT_SCAN_LIMITS,
): ScanResult {
  const cache = emptyScanCache();
  const files: string[] = [];
  let listed = 0;
  let read = 0;
  let parsed = 0;
  let entries = 0;
  let truncated = false;

  const visit = (rel: string, depth: number) => {
    const abs = rel === '' ? root : join(root, rel);
    let mtimeMs: number;
    try {
      mtimeMs = statSync(abs).mtimeMs;
    } catch {
      return;
    }
    let listing = previous.dirs[rel];
    if (!listing || listing.mtimeMs !== mtimeMs) {
      listed++;
      listing = { mtimeMs, files: [], subdirs: [] };
      let dirents: import('node:fs').Dirent[];
      try {
        dirents = readdirSync(abs, { withFileTypes: true });
      } catch {
        return;
      }
      dirents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const d of dirents) {
        if (++entries > limits.maxEntries) {
          truncated = true;
          break;
        }
        const child = rel === '' ? d.name : `${rel}/${d.name}`;
        if (d.isDirectory()) {
          if (SKIP_DIRS.has(d.name) || (d.name.startsWith('.') && !HIDDEN_KEPT.has(d.name))) continue;
          listing.subdirs.push(d.name);
        } else if (d.isFile() && readerFor(child)) listing.files.push(d.name);
      }
    }
    cache.dirs[rel] = listing;
    for (const name of listing.files) {
      const file = rel === '' ? name : `${rel}/${name}`;
      let st: import('node:fs').Stats;
      try {
        st = statSync(join(root, file));
      } catch {
        continue;
      }
      if (st.size > limits.maxFileBytes) {
        // Too large to parse on the hook path; its name is still evidence for name-only readers.
        cache.files[file] = { mtimeMs: st.mtimeMs, size: st.size, hash: '', signals: readSignals(file, '') };
        files.push(file);
        continue;
      }
      const hit = previous.files[file];
      if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) {
        cache.files[file] = hit;
      } else {
        read++;
        let text: string;
        try {
          text = readFileSync(join(root, file), 'utf8');
        } catch {
          continue;
        }
        const digest = hash('sha1', text);
        const same = hit !== undefined && hit.hash === digest;
        if (!same) parsed++;
        const signals = same ? hit.signals : readSignals(file, text);
        cache.files[file] = { mtimeMs: st.mtimeMs, size: st.size, hash: digest, signals };
      }
      files.push(file);
    }
    if (depth >= limits.maxDepth) {
      if (listing.subdirs.length > 0) truncated = true;
      return;
    }
    for (const sub of listing.subdirs) visit(rel === '' ? sub : `${rel}/${sub}`, depth + 1);
  };
  visit('', 0);
  const signals = files.flatMap((f) => cache.files[f]?.signals ?? []);
  return { signals, files, read, parsed, listed, truncated, cache };
}

/** Parses a cache read back from disk; an invalid or foreign one is replaced by an empty cache. */
export function parseScanCache(raw: unknown): ScanCache {
  const r = scanCacheSchema.safeParse(raw);
  return r.success ? r.data : emptyScanCache();
}

// The cache file: an envelope (validated with zod) around the cache's JSON and its SHA-1. Validating every
// signal of a monorepo's cache with zod cost a hook ~5 ms; the checksum proves the body is what spool wrote
// after validating it, and a foreign, torn or edited file fails it and is rebuilt.
const cacheFileSchema = z.object({
  schema_version: z.literal('reality-cache.v2'),
  sha1: z.string(),
  body: z.string(),
});

/** A digest of a scan's signals: the ranking memo's verdicts hold while it is unchanged. */
export function signalsDigest(signals: readonly Signal[]): string {
  return hash('sha1', JSON.stringify(signals));
}

/** The text of the cache file for `cache`. */
export function encodeScanCache(cache: ScanCache): string {
  const body = JSON.stringify(cache);
  return JSON.stringify({ schema_version: cache.schema_version, sha1: hash('sha1', body), body });
}

/** Reads the cache file's text back; anything that is not a file spool wrote gives an empty cache. */
export function decodeScanCache(text: string): ScanCache {
  try {
    const env = cacheFileSchema.safeParse(JSON.parse(text));
    if (!env.success || hash('sha1', env.data.body) !== env.data.sha1) return emptyScanCache();
    return JSON.parse(env.data.body) as ScanCache;
  } catch {
    return emptyScanCache();
  }
}
