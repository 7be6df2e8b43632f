/**
 * Applying an install plan to the file system: unchanged files are not touched, changed ones are backed up
 * under the tier's `local/backups/` first, every write is atomic, and the files (and folders) an install
 * creates are remembered per tier so an uninstall that empties them deletes them again.
 */
import {
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  unlinkSync,
} from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { z } from 'zod';
import { ErrorCode, SpoolError } from '../../core/errors.js';
import { atomicWrite } from '../../store/atomic.js';
import { unifiedDiff } from './diff.js';
import type { InstallChange } from './types.js';

/** What one install/uninstall did to one file. */
export interface InstallFileReport {
  path: string;
  kind: InstallChange['kind'];
  changed: boolean;
  /** True when the file was (or, dry, would be) deleted: an uninstall emptied a file spool had created. */
  deleted?: boolean;
  /** The copy of the previous file, when one existed and was changed (not on dry runs). */
  backup?: string;
  /** What the user should know (an entry that pointed at another project was repointed or left, …). */
  notes: string[];
  diff: string;
}

/** Where one tier keeps what install needs to remember: backups and the files it created. */
export interface TierDirs {
  /** `<root>/.spool/local` or the user tier's `local`. */
  local: string;
  /** The folder backups mirror paths from (the project root, or the home directory). */
  base: string;
  /** For the project tier: `.spool/`, which must carry its `.gitignore` before `local/` is written. */
  spoolDir?: string;
}

/** A configuration file's text, or null when it does not exist (the `read` of planning). */
export function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new SpoolError(ErrorCode.Io, `cannot read ${path}: ${(err as Error).message}`, { cause: err });
  }
}

/** `20260601T120000Z`: sortable, and valid in file names on every OS. */
function stamp(d: Date): string {
  return d
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
}

// Same content as the one `spool init` writes: local/ (backups included) never reaches git.
const GITIGNORE = '# spool: private tier, index and caches stay on this machine\nlocal/\n';

function ensureLocal(dirs: TierDirs): void {
  if (dirs.spoolDir !== undefined && !existsSync(join(dirs.spoolDir, '.gitignore'))) {
    atomicWrite(join(dirs.spoolDir, '.gitignore'), GITIGNORE);
  }
  mkdirSync(dirs.local, { recursive: true });
}

/**
 * Copies `path` to `<local>/backups/<timestamp>/<path relative to the tier's base>` — kept out of the
 * repository (a backup beside `.mcp.json` would be committed by `git add .`), never overwriting an older one.
 */
function backup(path: string, dirs: TierDirs, now: Date): string {
  ensureLocal(dirs);
  const rel = relative(dirs.base, path);
  const name = rel.startsWith('..') || isAbsolute(rel) ? path.replace(/[:\\/]+/g, '_') : rel;
  for (let i = 0; ; i++) {
    const target = join(dirs.local, 'backups', i === 0 ? stamp(now) : `${stamp(now)}-${i}`, name);
    if (existsSync(target)) continue;
    try {
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(path, target, constants.COPYFILE_EXCL);
      return target;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw new SpoolError(ErrorCode.Io, `cannot back up ${path}: ${(err as Error).message}`, { cause: err });
    }
  }
}

/** The files (and folders) installs created, per tier: what an uninstall may delete again. */
const createdSchema = z.object({
  schema_version: z.literal('install-created.v1'),
  files: z.array(z.string()),
  dirs: z.array(z.string()),
});
/** See {@link createdSchema}. */
export type Created = z.infer<typeof createdSchema>;

const createdFile = (dirs: TierDirs) => join(dirs.local, 'install-created.json');

/** The files and folders installs created in a tier (empty when the list is missing or damaged). */
export function readCreated(dirs: TierDirs): Created {
  const text = readOrNull(createdFile(dirs));
  const empty: Created = { schema_version: 'install-created.v1', files: [], dirs: [] };
  if (text === null) return empty;
  try {
    return createdSchema.parse(JSON.parse(text));
  } catch {
    // A damaged list only means uninstall leaves `{}` files behind, as it would without one.
    return empty;
  }
}

function writeCreated(dirs: TierDirs, created: Created): void {
  ensureLocal(dirs);
  atomicWrite(createdFile(dirs), `${JSON.stringify(created, null, 2)}\n`);
}

/** The folders `mkdir -p` would create for `path`, outermost first. */
function missingDirs(path: string): string[] {
  const out: string[] = [];
  for (let d = dirname(path); !existsSync(d); d = dirname(d)) {
    out.unshift(d);
    if (dirname(d) === d) break;
  }
  return out;
}

/**
 * Applies planned changes: files that need no change are not touched; changed files that existed are backed
 * up first (under the tier's `local/backups/`); every write is atomic; files spool creates are remembered,
 * so that an uninstall which empties them deletes them (and the folders it created for them) again. With
 * `dryRun` nothing is written.
 */
export function applyChanges(
  changes: InstallChange[],
  dryRun: boolean,
  now: Date,
  tiers: Record<InstallChange['tier'], TierDirs>,
): InstallFileReport[] {
  const reports: InstallFileReport[] = [];
  const created = new Map<TierDirs, Created>();
  const createdOf = (dirs: TierDirs) => {
    let c = created.get(dirs);
    if (c === undefined) {
      c = readCreated(dirs);
      created.set(dirs, c);
    }
    return c;
  };
  for (const c of changes) {
    const changed = c.before !== c.after;
    const report: InstallFileReport = {
      path: c.path,
      kind: c.kind,
      changed,
      notes: c.notes,
      diff: changed ? unifiedDiff(c.path, c.before, c.after ?? '') : '',
    };
    if (c.after === null) report.deleted = true;
    if (changed && !dryRun) {
      const dirs = tiers[c.tier];
      if (c.before !== null) report.backup = backup(c.path, dirs, now);
      if (c.after === null) {
        unlinkSync(c.path);
        const list = createdOf(dirs);
        list.files = list.files.filter((f) => f !== c.path);
        // Innermost first: a folder spool made goes once nothing else is in it.
        for (const d of [...list.dirs].reverse()) {
          if (!c.path.startsWith(`${d}/`) && !c.path.startsWith(`${d}\\`)) continue;
          if (existsSync(d) && readdirSync(d).length === 0) rmdirSync(d);
          if (!existsSync(d)) list.dirs = list.dirs.filter((x) => x !== d);
        }
      } else {
        const made = c.before === null ? missingDirs(c.path) : [];
        atomicWrite(c.path, c.after);
        if (c.before === null) {
          const list = createdOf(dirs);
          list.files = [...new Set([...list.files, c.path])];
          list.dirs = [...new Set([...list.dirs, ...made])];
        }
      }
    }
    reports.push(report);
  }
  for (const [dirs, list] of created) writeCreated(dirs, list);
  return reports;
}
