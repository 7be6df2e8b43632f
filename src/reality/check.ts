import { existsSync, readFileSync } from 'node:fs';
import { atomicWrite } from '../store/atomic.js';
import { CLAIM_READER_VERSION, type StackClaim } from './claims.js';
import {
  decodeScanCache,
  emptyScanCache,
  encodeScanCache,
  type RankingMemo,
  type ScanCache,
  type ScanLimits,
  type ScanResult,
  scanRepository,
  signalsDigest,
} from './scan.js';
import type { Signal } from './signals.js';
import {
  claimsOf,
  judgeMemory,
  manifestDirsOf,
  type RealityVerdict,
  type VerdictSubject,
} from './verdict.js';

/** The reality check of one project: its signals (scanned, cached on disk) and verdicts on memories. */
export interface RealityCheck {
  /** Scans the repository now (cheap when nothing changed) and returns its signals. */
  scan(): ScanResult;
  /** The verdict on one memory against the latest scan (scanning once if none was made yet). */
  judge(memory: VerdictSubject): RealityVerdict;
  /** The signals of the latest scan (scanning once if none was made yet). */
  signals(): readonly Signal[];
  /**
   * The verdict used while ranking: undefined when the memory makes no stack claim (most memories), so
   * the repository is scanned only once some memory does. `key` identifies the memory's version
   * (record id and update time): claims are read once per version, verdicts kept until the scan changes.
   * The scan is refreshed at most every `refreshMs`, so a long-lived MCP server still sees edits.
   */
  verdictOf(key: string, memory: VerdictSubject): RankingVerdict | undefined;
  /**
   * Saves the ranking memo when it gained entries (at close), so the next process neither reads claims nor
   * judges memories it has seen. Never throws; a failure is reported through `warn`.
   */
  flush(): void;
}

/** What ranking reads of a verdict (the full one, with evidence, comes from `judge`). */
export type RankingVerdict = Exclude<RankingMemo, 0>;

/** Options of {@link createRealityCheck}. */
export interface RealityCheckOptions {
  /** The repository to read. */
  root: string;
  /** Where the scan cache persists between processes (`.spool/local/reality-cache.json`); null keeps it in memory. */
  cacheFile: string | null;
  /**
   * Whether the cache may be written now. Reading a project must not create `.spool/`: a project without
   * one keeps its cache in memory.
   */
  canPersist?: () => boolean;
  /** Where a failure to write the cache is reported (it never fails a check). */
  warn: (msg: string) => void;
  limits?: ScanLimits;
  /** How old a scan `verdictOf` may reuse (default 2 s). */
  refreshMs?: number;
  /** Monotonic milliseconds, for the refresh window (default `performance.now`). */
  nowMs?: () => number;
}

// Bounds the per-version memo (and the cache file holding it); past it the memo starts over.
const MEMO_LIMIT = 20_000;
// Past this many entries the file keeps only those this process looked up: old versions of edited memories
// would otherwise grow the file every hook reads.
const PERSIST_LIMIT = 2_000;

/**
 * Creates the reality check of a project. The scan cache is read once and written back only when the
 * scan listed a folder or read a file, so a hook on an unchanged repository writes nothing.
 */
export function createRealityCheck(options: RealityCheckOptions): RealityCheck {
  const refreshMs = options.refreshMs ?? 2000;
  const nowMs = options.nowMs ?? (() => performance.now());
  let cache: ScanCache | undefined;
  let last: ScanResult | undefined;
  let lastAt = 0;
  let dirs: Set<string> = new Set();
  const claims = new Map<string, StackClaim[]>();
  // Per memory version: 0 (no current claim) or its ranking verdict; loaded from and saved to the cache.
  let memo = new Map<string, RankingMemo>();
  let memoDirty = false;
  const used = new Set<string>();
  // The digest of the signals the memo's verdicts were judged against.
  let memoSignals = '';

  const loadCache = (): ScanCache => {
    if (cache) return cache;
    let text = '';
    if (options.cacheFile && existsSync(options.cacheFile)) {
      try {
        text = readFileSync(options.cacheFile, 'utf8');
      } catch {
        // An unreadable cache is rebuilt by the next scan.
      }
    }
    cache = text ? decodeScanCache(text) : emptyScanCache();
    const saved = cache.verdicts;
    // A memo written by another claim reader may hold claims this one reads differently.
    if (saved?.reader === CLAIM_READER_VERSION && saved.entries && typeof saved.entries === 'object') {
      memo = new Map(Object.entries(saved.entries));
      memoSignals = saved.signals;
    }
    return cache;
  };

  const scan = (): ScanResult => {
    const result = scanRepository(options.root, loadCache(), options.limits);
    const changed = result.read > 0 || result.listed > 0;
    cache = result.cache;
    last = result;
    lastAt = nowMs();
    dirs = manifestDirsOf(result.signals);
    if (changed) {
      // A re-listed folder or a touched file rarely changes the signals. Verdicts depend on them; "no
      // current claim" does not.
      const digest = signalsDigest(result.signals);
      if (digest !== memoSignals) for (const [k, v] of memo) if (v !== 0) memo.delete(k);
      memoSignals = digest;
      save();
    }
    return result;
  };

  const save = () => {
    const persist = options.canPersist ?? (() => true);
    if (!options.cacheFile || !cache || !persist()) return;
    try {
      const body: ScanCache = {
        ...cache,
        verdicts: {
          reader: CLAIM_READER_VERSION,
          signals: memoSignals || (last ? signalsDigest(last.signals) : ''),
          entries: Object.fromEntries(
            memo.size > PERSIST_LIMIT ? [...memo].filter(([k]) => used.has(k)) : memo,
          ),
        },
      };
      atomicWrite(options.cacheFile, encodeScanCache(body));
      memoDirty = false;
    } catch (err) {
      options.warn(`spool: could not save the reality-check cache: ${(err as Error).message}`);
    }
  };

  const remember = (key: string, v: RankingMemo) => {
    if (memo.size >= MEMO_LIMIT) {
      memo.clear();
      claims.clear();
    }
    memo.set(key, v);
    memoDirty = true;
  };

  const current = (): ScanResult => last ?? scan();

  return {
    scan,
    signals: () => current().signals,
    judge: (memory) => judgeMemory(memory, current().signals, dirs),
    verdictOf(key, memory) {
      loadCache();
      used.add(key);
      const known = memo.get(key);
      // Most memories claim nothing about the stack: they cost no scan.
      if (known === 0) return undefined;
      if (known === undefined) {
        let mine = claims.get(key);
        if (!mine) {
          mine = claimsOf(memory);
          claims.set(key, mine);
        }
        if (!mine.some((c) => c.polarity === 'current')) {
          remember(key, 0);
          return undefined;
        }
      }
      if (!last || nowMs() - lastAt >= refreshMs) scan();
      const kept = memo.get(key);
      if (kept) return kept;
      const mine = claims.get(key) ?? claimsOf(memory);
      // Only the signals of the predicates claimed: a monorepo has hundreds, a claim concerns a few.
      const wanted = new Set(mine.map((c) => c.predicate));
      const signals = current().signals.filter((s) => wanted.has(s.predicate));
      const v = judgeMemory(memory, signals, dirs, mine);
      const ranking: RankingVerdict = { verdict: v.verdict, summary: v.summary };
      remember(key, ranking);
      return ranking;
    },
    flush() {
      if (memoDirty) save();
    },
  };
}
