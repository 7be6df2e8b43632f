/**
 * The context every use case runs in, built once per spool instance by {@link createSpoolContext}.
 *
 * Layers, inner first; a module imports only from its own layer or inner ones (Biome's noImportCycles
 * guards the rest):
 *
 * 1. `core/` — the pure domain (types, config, inputs, lifecycle rules, fact policy, tokenizer, hashing).
 * 2. `guard/` — the secret gate, output redaction, the write gate.
 * 3. `store/` — the only code touching ledger files and SQLite (`Store`), the tracker, the vault files.
 * 4. The middle layer, in this order (each may import the ones before it, never after):
 *    `score/` (scoring a candidate) ← `truth/` (states in force, staleness, contradictions on write, fact
 *    supersession and conflict resolution, the expiry sweep) ← `reality/` (the repository's own say) ←
 *    `search/` (candidates → ranked, judged, redacted items; vault notes) ← `packets/` (wakeup and context
 *    bundles, built by calling search).
 * 5. `memory/` — one module per use case, each a set of functions taking this context: `remember`,
 *    `recall`, `lifecycle`, `hygiene`, `insight`, `transfer`, `packets`. `src/spool.ts` is the composition
 *    root: it builds the context and returns the `Spool` facade, whose methods delegate here.
 * 6. `integrations/`, then the adapters `cli/`, `mcp/`, `web/`, `hooks/`.
 *
 * Per-instance state (pending access counts and tracker touches, the vault scan time, the closed flag)
 * lives in objects made here: no module keeps mutable state.
 */
import { existsSync, readFileSync } from 'node:fs';
import { type Clock, createIdFactory, systemClock } from '../core/clock.js';
import { defaultConfig, parseConfig, type SpoolConfig } from '../core/config.js';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { nextStep } from '../core/surface.js';
import type { StoredRecord } from '../core/types.js';
import { createOutputRedactor } from '../guard/secrets-output.js';
import { createWriteGate, type WriteGate } from '../guard/write-gate.js';
import { createRealityCheck } from '../reality/check.js';
import { createEmbedder, type Embedder, truncateForEmbedding } from '../search/embedders.js';
import { createVaultIndexer } from '../search/notes.js';
import type { SearchEnv } from '../search/ranked-search.js';
import { createFileHasher } from '../store/files.js';
import { openFileLock } from '../store/lock.js';
import { defaultHome, resolvePaths } from '../store/paths.js';
import { openStore, type Store } from '../store/store.js';
import { createMemoryTracker, createTracker, type Tracker } from '../store/tracker.js';
import { type SweepResult, sweepExpired } from '../truth/expiry.js';
import type { Retrieval, SpoolOptions } from './types.js';

/**
 * Access counts and tracker touches from retrievals, written in batches: one write transaction per recall
 * was a tenth of an MCP round trip. Every read except recall applies the counts first (see
 * {@link SpoolContext.syncStore}), so `get`, `list` and the dashboard always show them; a recall ranks with
 * counts at most 250 ms old.
 */
export interface AccessBatcher {
  /** Counts an access of `ids` at `at` and marks them referenced (a recall's results). */
  record(ids: string[], at: string): void;
  /** Marks `ids` referenced in the tracker (seed 001), fire-and-forget (a delivered packet's records). */
  touch(ids: string[]): void;
  /** Writes pending access counts now. */
  flushAccess(): void;
  /** Writes everything pending now and stops the timer (close). */
  flush(): void;
}

/** What the access batcher writes to. */
export interface AccessBatcherDeps {
  store: Store;
  references: Tracker;
  clock: Clock;
  warn: (msg: string) => void;
  /** Takes the retrievals instead of the store and tracker (see `SpoolOptions.onRetrieval`). */
  sink?: ((retrieval: Retrieval) => void) | undefined;
}

/** Creates the access batcher of one spool instance. */
export function createAccessBatcher(deps: AccessBatcherDeps): AccessBatcher {
  const { store, references, clock, warn, sink } = deps;
  if (sink) {
    // Handed over at once: the host keeps the history, and nothing here is pending at close.
    const referenced = (ids: string[], at: string) => {
      if (ids.length > 0) sink({ kind: 'reference', ids, at });
    };
    return {
      record(ids, at) {
        if (ids.length === 0) return;
        sink({ kind: 'access', ids, at });
        referenced(ids, clock().toISOString());
      },
      touch(ids) {
        referenced(ids, clock().toISOString());
      },
      flushAccess() {},
      flush() {},
    };
  }
  let pendingAccess: { ids: string[]; at: string }[] = [];
  let pendingTouch: string[] = [];
  let touchTimer: NodeJS.Timeout | undefined;

  function flushAccess(): void {
    if (pendingAccess.length === 0) return;
    const batch = pendingAccess;
    pendingAccess = [];
    try {
      store.projection.transaction(() => {
        for (const { ids, at } of batch) store.projection.touchAccess(ids, at);
      });
    } catch (err) {
      warn(`spool: could not record access counts: ${(err as Error).message}`);
    }
  }

  function flushTouches(): void {
    touchTimer = undefined;
    flushAccess();
    if (pendingTouch.length === 0) return;
    const ids = pendingTouch;
    pendingTouch = [];
    try {
      if (!store.initialized()) return;
      references.touch(ids, clock());
    } catch (err) {
      // Fire-and-forget by design (seed 001): a failed touch must never fail a retrieval.
      warn(`spool: could not update the reference tracker: ${(err as Error).message}`);
    }
  }

  function touch(recordIds: string[]): void {
    pendingTouch.push(...recordIds);
    // Batched: a busy MCP server rewrites the tracker at most a few times a second, and close() flushes.
    if (!touchTimer) {
      touchTimer = setTimeout(flushTouches, 250);
      touchTimer.unref();
    }
  }

  return {
    record(ids, at) {
      pendingAccess.push({ ids, at });
      touch(ids);
    },
    touch,
    flushAccess,
    flush() {
      if (touchTimer) clearTimeout(touchTimer);
      flushTouches();
    },
  };
}

/** Everything a use case needs; one per spool instance. */
export interface SpoolContext extends SearchEnv {
  readonly ids: () => string;
  /** The configured embedder (writes fail loudly; see `queryEmbedder` for searches). */
  readonly embedder: Embedder | null;
  readonly gate: WriteGate;
  readonly access: AccessBatcher;
  /** Throws `Closed` once the instance is closed. */
  ensureOpen(): void;
  /** Catches the index up with the ledger, after applying pending access counts. */
  syncStore(): void;
  /** The expiry sweep now; without `force` at most once a day. */
  sweep(force: boolean): SweepResult;
  /** The lazy daily sweep; a failure only costs a warning. */
  maintain(): void;
  /** Writes pending side-channel updates (tracker, reality cache) and releases files; idempotent. */
  close(): void;
}

/** Reads `.spool/config.toml`, or the defaults when there is none. */
export function loadConfig(file: string): SpoolConfig {
  if (!existsSync(file)) return defaultConfig();
  return parseConfig(readFileSync(file, 'utf8'), file);
}

/** Builds the context of a spool instance. Nothing is created on disk. */
export function createSpoolContext(options: SpoolOptions): SpoolContext {
  const clock = options.clock ?? systemClock;
  const ids = options.ids ?? createIdFactory(clock);
  const warn = options.warn ?? ((m: string) => process.stderr.write(`${m}\n`));
  const surface = options.surface ?? 'cli';
  // Every record and item handed out passes through it: a secret stored before the gate knew its format
  // leaves spool as [REDACTED:<kind>] (issue 11).
  const redactor = createOutputRedactor(surface);
  const paths = resolvePaths(options.root, options.home ?? defaultHome());
  const config = options.config ?? loadConfig(paths.configFile);
  const store: Store = openStore(paths, { writer: config.writer, warn, clock, newId: ids });
  const hasher = createFileHasher(paths.root);
  const reality = createRealityCheck({
    root: paths.root,
    cacheFile: `${paths.localDir}/reality-cache.json`,
    // Reading a project never creates .spool/: without one the scan cache stays in memory.
    canPersist: () => existsSync(paths.spoolDir),
    warn,
  });
  let trackerLock: ReturnType<typeof openFileLock> | undefined;
  // A host that keeps retrieval history (onRetrieval) puts it back on every request: no file to keep.
  const references = options.onRetrieval
    ? createMemoryTracker()
    : createTracker(paths.trackerFile, () => {
        trackerLock ??= openFileLock(`${paths.localDir}/tracker.lock`);
        return trackerLock;
      });
  const embedder: Embedder | null =
    options.embedder !== undefined ? options.embedder : createEmbedder(config.embedder);
  // Retrieval must survive an embedder that is down: a failed query embedding degrades to lexical.
  const queryEmbedder: Embedder | null = embedder && {
    id: embedder.id,
    get dimensions() {
      return embedder.dimensions;
    },
    async embed(texts: string[]) {
      try {
        return await embedder.embed(texts);
      } catch (err) {
        warn(`spool: embedding the query failed (${(err as Error).message}); using lexical results only`);
        return [];
      }
    },
  };
  const access = createAccessBatcher({ store, references, clock, warn, sink: options.onRetrieval });
  let closed = false;

  const sweep = (force: boolean): SweepResult => {
    // Retrievals still in the batch count as use: an expiring fact read a moment ago must not lapse.
    access.flush();
    return sweepExpired({ store, facts: config.facts, references: references.read }, clock(), force);
  };

  return {
    paths,
    config,
    store,
    clock,
    ids,
    warn,
    surface,
    redactor,
    hasher,
    reality,
    references,
    embedder,
    queryEmbedder,
    gate: createWriteGate({ limits: config.limits, root: paths.root }),
    vault: createVaultIndexer(paths.root, config.vault, store),
    access,
    ensureOpen() {
      if (closed)
        throw new SpoolError(
          ErrorCode.Closed,
          'this spool instance is closed: open a new one with openSpool()',
        );
    },
    syncStore() {
      access.flushAccess();
      store.sync();
    },
    sweep,
    maintain() {
      try {
        sweep(false);
      } catch (err) {
        warn(`spool: expiry sweep skipped: ${(err as Error).message}`);
      }
    },
    close() {
      if (closed) return;
      access.flush();
      reality.flush();
      closed = true;
      trackerLock?.close();
      store.close();
    },
  };
}

/** The record `recordId`, or a `NotFound` error saying how to find the right id. */
export function mustGet(ctx: SpoolContext, recordId: string): StoredRecord {
  const r = ctx.store.projection.getByRecordId(recordId);
  if (!r) {
    throw new SpoolError(
      ErrorCode.NotFound,
      `no memory ${recordId}: check the id with ${nextStep(ctx.surface, 'findId')}`,
    );
  }
  return r;
}

/** Embeds records and stores their vectors; returns how many were embedded. */
export async function embedRecords(
  ctx: SpoolContext,
  rows: { rid: number; text: string }[],
): Promise<number> {
  const { embedder, store } = ctx;
  if (!embedder || rows.length === 0) return 0;
  const vecs = await embedder.embed(rows.map((r) => truncateForEmbedding(r.text)));
  const first = vecs[0];
  if (!first) return 0;
  store.projection.vectors.ensure(embedder.id, first.length);
  store.projection.vectors.upsertMany(
    vecs.flatMap((vector, i) => {
      const row = rows[i];
      return row ? [{ rid: row.rid, vector }] : [];
    }),
  );
  return vecs.length;
}
