import type { LedgerEvent, PendingEvent, Tier } from '../core/types.js';
import type { LedgerProblem, PreparedEvent, ShardRef } from './ledger.js';
import type { SpoolPaths } from './paths.js';
import type { CatchUpResult, Projection } from './projection.js';

/** Result of a full ledger verification. */
export interface VerifyReport {
  shards: { path: string; tier: Tier; events: number; torn_bytes: number }[];
  problems: LedgerProblem[];
  events: number;
  records: number;
  /** Records whose projection differs from a fresh replay of the ledger. */
  projection_mismatches: string[];
}

/**
 * Appends events to the ledger and durably seals them; passed to the callback of {@link LedgerStore.write}.
 * Returns the events as written: with their event id, timestamp, writer, `seq`, `prev` and `hash`.
 */
export type LedgerAppend = (events: (PendingEvent | PreparedEvent)[]) => LedgerEvent[];

/**
 * The ledger seam: the system of record, and the part of the store a second backend replaces first.
 *
 * The ledger is a set of append-only chains of events, one per writer and tier (`shared` is the team
 * tier that travels through git or the organisation server; `private` and `user` never leave the
 * machine). The SQLite store keeps each chain as a JSONL shard (`<tier dir>/<writer>.jsonl`). The
 * organisation server (issue #15) keeps PostgreSQL as the system of record of the team tier's lines
 * (`EventStore` in src/server/types.ts) and gives each project a working copy that is this store:
 * lines move between the two as exact bytes through src/store/replica.ts, so they keep their seals.
 *
 * An implementation must guarantee:
 * - **Append-only.** A line is never changed or removed once acknowledged, except by
 *   {@link LedgerStore.rewriteShard} (purge), which reseals the chain and is followed by a rebuild of
 *   everything derived from it.
 * - **Hash chains.** Within a chain, `seq` counts from 0 without gaps, each line's `prev` is the `hash`
 *   of the line before it (null for the first), and `hash` is the SHA-256 of the line's exact bytes with
 *   its hash field left out (src/store/ledger.ts `encodeEvent` / `decodeLine`), so lines are stored and
 *   moved as bytes, never re-serialised. Readers verify both and report a break as a
 *   {@link LedgerProblem} rather than trusting it.
 * - **One durable write per batch.** {@link LedgerStore.write} holds the tier's lock (one writer at a
 *   time per tier across processes), and each `append` writes the whole batch at once and syncs it to
 *   disk once (`fsync`; a committed transaction for a database) before returning: nothing is
 *   acknowledged that could be lost, and a batch costs one sync however many events it holds.
 * - **Crash safety.** A crash can leave at most an incomplete tail after the last whole line; it is
 *   detected, never read as an event, and moved aside (the next append, or `repairTorn`). Everything
 *   derived from the ledger (the projection) can be discarded and replayed from it at any time.
 * - **Catch-up.** {@link LedgerStore.sync} applies the lines written since the last call by any writer
 *   (this process, another process, a `git pull`, a replica pull) in chain order, and detects a chain
 *   rewritten underneath (then rebuilds).
 */
export interface LedgerStore {
  /**
   * Runs `fn` holding the tier's lock with the projection in sync. `append` durably writes events (see
   * the guarantees above), then applies them to the projection before returning, so `fn` reads its own
   * writes.
   */
  write<T>(tier: Tier, fn: (append: LedgerAppend) => T): T;
  /** Applies ledger lines written since the last call, by this or any other process. */
  sync(): CatchUpResult;
  /** The shard (chain) this process appends to in `tier`. */
  ownShard(tier: Tier): ShardRef;
  /** Every chain of every tier. */
  shards(): ShardRef[];
  /** Reads every chain from the start, checking seals and chains, and compares a replay with the projection. */
  verify(): VerifyReport;
  /** Moves torn tails aside under the lock (doctor --repair); returns how many chains were repaired. */
  repairTorn(): number;
  /**
   * Rewrites a chain with `transform` applied to its events, resealing it (purge: the record's content is
   * replaced by a tombstone), then rebuilds the projection. The one exception to append-only.
   */
  rewriteShard(ref: ShardRef, transform: (ev: LedgerEvent) => PendingEvent | 'keep'): void;
}

/**
 * The storage layer: the ledger (above) and its projection. Nothing above the store touches files or SQL;
 * the use cases reach storage only through this interface.
 *
 * What a second backend must provide, besides the {@link LedgerStore} guarantees:
 * - **The projection** ({@link Projection}, src/store/projection/types.ts): record lookups and listings,
 *   lexical candidates with BM25 over spool's own tokens (same parameters, so rankings match), facts and
 *   conflicts, access counts, history, meta, and bulk-load mode; all derived from the ledger, so it may be
 *   rebuilt, and applying the same lines must give the same records (`verify` checks this).
 * - **Vectors** (`projection.vectors`, src/store/vectors.ts): embeddings keyed by record row, dropped when
 *   a record's text changes, with nearest-neighbour search.
 * - **Vault notes** (the `*Note*` methods of the projection): an index of the Markdown notes folder.
 * - **The reference tracker** (src/store/tracker.ts), opened beside the store today: each record's last
 *   retrieval, the staleness signal; usage, not truth, so it is not in the ledger.
 */
export interface Store extends LedgerStore {
  readonly paths: SpoolPaths;
  /** The current projection (replaced by a rebuild: read it through the store, do not keep it). */
  readonly projection: Projection;
  /** Whether `.spool/` exists (reads work without it; the first write creates it). */
  initialized(): boolean;
  /** Creates `.spool/` with its `.gitignore`, and moves the projection onto disk. */
  init(configTemplate?: string): void;
  /** Recreates the projection from the ledger (access counts are carried over). */
  rebuild(onProgress?: (done: number, total: number) => void): { events: number; records: number };
  close(): void;
}
