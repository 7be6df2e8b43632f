import { existsSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Tier } from '../core/types.js';

/** Every path spool uses for one project plus the user tier (SPEC §2). */
export interface SpoolPaths {
  root: string;
  spoolDir: string;
  configFile: string;
  gitignoreFile: string;
  localDir: string;
  indexDb: string;
  trackerFile: string;
  distillQueue: string;
  projectLock: string;
  writerFile: string;
  notesDir: string;
  userHome: string;
  userLocalDir: string;
  userLock: string;
  userWriterFile: string;
  ledgerDirs: Record<Tier, string>;
}

/** The user tier's home: `SPOOL_HOME`, else `~/.spool`. */
export function defaultHome(env: NodeJS.ProcessEnv = process.env): string {
  return env.SPOOL_HOME && env.SPOOL_HOME.length > 0 ? resolve(env.SPOOL_HOME) : join(homedir(), '.spool');
}

/** Lays out the paths for `root` (the project directory, not `.spool`) and the user `home`. */
export function resolvePaths(root: string, home: string): SpoolPaths {
  const absRoot = resolve(root);
  const spoolDir = join(absRoot, '.spool');
  const localDir = join(spoolDir, 'local');
  const userHome = resolve(home);
  const userLocalDir = join(userHome, 'local');
  return {
    root: absRoot,
    spoolDir,
    configFile: join(spoolDir, 'config.toml'),
    gitignoreFile: join(spoolDir, '.gitignore'),
    localDir,
    indexDb: join(localDir, 'index.db'),
    trackerFile: join(localDir, 'reference-tracker.json'),
    distillQueue: join(localDir, 'distill-pending.queue'),
    projectLock: join(localDir, 'ledger.lock'),
    writerFile: join(localDir, 'writer-id'),
    notesDir: join(spoolDir, 'notes'),
    userHome,
    userLocalDir,
    userLock: join(userLocalDir, 'ledger.lock'),
    userWriterFile: join(userLocalDir, 'writer-id'),
    ledgerDirs: {
      shared: join(spoolDir, 'ledger'),
      private: join(localDir, 'ledger'),
      user: join(userHome, 'ledger'),
    },
  };
}

/**
 * The project root for a working directory: the nearest ancestor holding `.spool/`, else the git
 * work-tree root, else `cwd` itself — so running anywhere inside a repository finds its memory.
 */
export function findRoot(cwd: string): string {
  const start = resolve(cwd);
  let gitRoot: string | undefined;
  let dir = start;
  for (;;) {
    const spool = join(dir, '.spool');
    if (existsSync(spool) && statSync(spool).isDirectory()) return dir;
    if (gitRoot === undefined && existsSync(join(dir, '.git'))) gitRoot = dir;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return gitRoot ?? start;
}
