import { existsSync, readFileSync } from 'node:fs';
import { atomicWrite } from '../store/atomic.js';
import { parseScanCache, type ScanCache, type ScanLimits, type ScanResult, scanRepository } from './scan.js';
import type { Signal } from './signals.js';
import { judgeMemory, manifestDirsOf, type RealityVerdict, type VerdictSubject } from './verdict.js';

/** The reality check of one project: its signals (scanned, cached on disk) and verdicts on memories. */
export interface RealityCheck {
  /** Scans the repository (cheap when nothing changed) and returns its signals. */
  scan(): ScanResult;
  /** The verdict on one memory against the latest scan. */
  judge(memory: VerdictSubject): RealityVerdict;
  /** The signals of the latest scan (scanning once if none was made yet). */
  signals(): readonly Signal[];
}

/** Options of {@link createRealityCheck}. */
export interface RealityCheckOptions {
  /** The repository to read. */
  root: string;
  /** Where the scan cache persists between processes (`.spool/local/reality-cache.json`); null keeps it in memory. */
  cacheFile: string | null;
  /** Where a failure to write the cache is reported (it never fails a check). */
  warn: (msg: string) => void;
  limits?: ScanLimits;
}

/**
 * Creates the reality check of a project. The scan cache is read once and written back only when the
 * scan listed a folder or read a file, so a hook on an unchanged repository writes nothing.
 */
export function createRealityCheck(options: RealityCheckOptions): RealityCheck {
  let cache: ScanCache | undefined;
  let last: ScanResult | undefined;
  let dirs: Set<string> = new Set();

  const loadCache = (): ScanCache => {
    if (cache) return cache;
    let raw: unknown = null;
    if (options.cacheFile && existsSync(options.cacheFile)) {
      try {
        raw = JSON.parse(readFileSync(options.cacheFile, 'utf8'));
      } catch {
        // A torn or foreign cache is rebuilt by the next scan.
      }
    }
    cache = parseScanCache(raw);
    return cache;
  };

  const scan = (): ScanResult => {
    const result = scanRepository(options.root, loadCache(), options.limits);
    cache = result.cache;
    last = result;
    dirs = manifestDirsOf(result.signals);
    if (options.cacheFile && (result.read > 0 || result.listed > 0)) {
      try {
        atomicWrite(options.cacheFile, JSON.stringify(result.cache));
      } catch (err) {
        options.warn(`spool: could not save the reality-check cache: ${(err as Error).message}`);
      }
    }
    return result;
  };

  return {
    scan,
    signals: () => (last ?? scan()).signals,
    judge(memory) {
      const signals = (last ?? scan()).signals;
      return judgeMemory(memory, signals, dirs);
    },
  };
}
