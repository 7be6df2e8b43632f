import { readFileSync } from 'node:fs';
import { CONFIG_TEMPLATE } from '../core/config.js';
import { ErrorCode, SpoolError } from '../core/errors.js';
import type { Tier } from '../core/types.js';
import type { ImportItem } from '../guard/write-gate.js';
import type { PreparedEvent } from '../store/ledger.js';
import { restoreAccessStats } from '../store/projection.js';
import { purgeTransform } from '../store/repair.js';
import type { ReferenceEntry } from '../store/tracker.js';
import { embedRecords, mustGet, type SpoolContext } from './context.js';
import { createInlinePreparer, createThreadedPreparer, type ImportPreparer } from './import-pipeline.js';
import type { ImportResult, UsageRow } from './types.js';

/** `init`: creates `.spool/` with its config template. */
export function init(ctx: SpoolContext): { created: boolean; root: string } {
  const created = !ctx.store.initialized();
  ctx.store.init(CONFIG_TEMPLATE);
  return { created, root: ctx.paths.root };
}

/** `embed`: embeds records that have no vector yet (needs a configured embedder). */
export async function embed(
  ctx: SpoolContext,
  onProgress?: (done: number, total: number) => void,
): Promise<{ embedded: number; total_vectors: number; embedder: string }> {
  const { store, embedder } = ctx;
  ctx.syncStore();
  if (!embedder) {
    throw new SpoolError(
      ErrorCode.ConfigInvalid,
      'no embedder configured: set [embedder] provider in .spool/config.toml (see the README)',
    );
  }
  let done = 0;
  let after = 0;
  const total = store.projection.counts().records - store.projection.vectors.count();
  for (;;) {
    const batch = store.projection.vectors.missing(64, after);
    const last = batch[batch.length - 1];
    if (!last) break;
    after = last.rid;
    const n = await embedRecords(ctx, batch);
    if (n === 0) break;
    done += n;
    onProgress?.(done, Math.max(total, done));
  }
  return { embedded: done, total_vectors: store.projection.vectors.count(), embedder: embedder.id };
}

/** `rebuild`: recreates the index from the ledger, and the vectors when an embedder is configured. */
export async function rebuild(
  ctx: SpoolContext,
  onProgress?: (done: number, total: number) => void,
): Promise<{ events: number; records: number; embedded: number; ms: number }> {
  const t0 = performance.now();
  const r = ctx.store.rebuild(onProgress);
  ctx.vault.reset();
  let embedded = 0;
  if (ctx.embedder) {
    // Vectors are part of the projection: rebuild them too (best effort; `spool embed` retries).
    try {
      embedded = (await embed(ctx)).embedded;
    } catch (err) {
      ctx.warn(`spool: index rebuilt, but vectors were not (${(err as Error).message}); run \`spool embed\``);
    }
  }
  return { ...r, embedded, ms: Math.round(performance.now() - t0) };
}

/** `exportJsonl`: every record, archived ones too, oldest first, one JSON line each. */
export function exportJsonl(ctx: SpoolContext): string {
  ctx.syncStore();
  return ctx.store.projection
    .list({ includeArchived: true })
    .reverse()
    .map((r) => {
      const { tier: _t, access_count: _a, last_accessed_at: _l, ...rec } = r;
      return `${JSON.stringify(rec)}\n`;
    })
    .join('');
}

/**
 * `importJsonl`: spool JSONL, a whole text or lines streamed from a file (bounded memory). Records already
 * present (by id) are skipped, active duplicates (by content hash) counted and left out.
 */
export async function importJsonl(
  ctx: SpoolContext,
  input: string | AsyncIterable<string>,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportResult> {
  const { store, config, paths } = ctx;
  const result: ImportResult = { imported: 0, skipped_existing: 0, duplicates: 0, errors: [] };
  ctx.syncStore();
  // Existing identities are loaded once: per-line lookups would dominate a bulk import.
  const { ids: seenIds, activeHashes: seenHashes } = store.projection.identitySets();
  const total = typeof input === 'string' ? input.split('\n').length : 0;
  // Chunks are prepared (parsed, gated, hashed, tokenized) off the main thread while the previous
  // one is appended and indexed. Appends are batched: each batch is one write, one fsync and one
  // index transaction, and bounds memory and lock hold time.
  const CHUNK_LINES = 1000;
  const CHUNK_CHARS = 1 << 20;
  const DEPTH = 4;
  const WARMUP_CHUNKS = 2;
  const BATCH = 1000;
  const gateOpts = { limits: config.limits, root: paths.root };
  let preparer: ImportPreparer | undefined;
  let byTier = new Map<Tier, PreparedEvent[]>();
  let pending = 0;
  let lastLine = 0;
  let bulk = false;
  let submitted = 0;
  const flush = () => {
    for (const [tier, events] of byTier) {
      store.write(tier, (append) => append(events));
      result.imported += events.length;
    }
    byTier = new Map();
    pending = 0;
    // Bulk mode starts after the first batch of an import of several chunks: that write has moved a
    // new store's index onto disk, and a single chunk is not worth leaving the WAL for.
    if (!bulk && submitted > 1) {
      bulk = true;
      store.projection.setBulkLoad(true);
    }
    onProgress?.(lastLine, Math.max(total, lastLine));
  };
  const consume = (items: ImportItem[]) => {
    for (const item of items) {
      if (item.kind === 'blank') continue;
      lastLine = item.line;
      const recordId = item.kind === 'error' ? item.record_id : item.row.record_id;
      if (recordId !== undefined && seenIds.has(recordId)) {
        result.skipped_existing++;
        continue;
      }
      if (item.kind === 'error') {
        result.errors.push({ line: item.line, code: item.code, message: item.message });
        continue;
      }
      const { row } = item;
      if (!item.archived && seenHashes.has(row.content_hash)) {
        result.duplicates++;
        continue;
      }
      seenIds.add(row.record_id);
      seenHashes.add(row.content_hash);
      const list = byTier.get(row.tier) ?? [];
      list.push({ type: 'record.created', record_id: row.record_id, row });
      byTier.set(row.tier, list);
      if (++pending >= BATCH) flush();
    }
  };
  const inflight: Promise<() => ImportItem[]>[] = [];
  let chunk: string[] = [];
  let chunkChars = 0;
  let first = 1;
  let lineNo = 0;
  // A worker pays off only for more than one chunk; a single chunk is prepared inline. A worker
  // takes ~0.3 s to return its first chunk (thread, modules, cold JIT), time this thread would
  // spend waiting: it prepares the first chunks itself meanwhile.
  let inline: ImportPreparer | undefined;
  const submit = (final: boolean) => {
    submitted++;
    preparer ??= final ? createInlinePreparer(gateOpts) : createThreadedPreparer(gateOpts);
    let target = preparer;
    if (preparer.threaded && submitted <= WARMUP_CHUNKS) {
      inline ??= createInlinePreparer(gateOpts);
      target = inline;
    }
    const prepared = target.prepare(chunk, first);
    // Rejections are observed when awaited; this keeps a failed worker from leaving unhandled ones.
    prepared.catch(() => {});
    inflight.push(prepared);
    chunk = [];
    chunkChars = 0;
    first = lineNo + 1;
  };
  try {
    for await (const line of typeof input === 'string' ? splitLines(input) : input) {
      lineNo++;
      chunk.push(line);
      chunkChars += line.length;
      if (chunk.length < CHUNK_LINES && chunkChars < CHUNK_CHARS) continue;
      submit(false);
      // A few chunks in flight: the worker prepares the next ones while this thread writes, and
      // the queue absorbs either side's pauses (GC, fsync) without letting memory grow.
      if (inflight.length >= DEPTH) consume((await (inflight.shift() as Promise<() => ImportItem[]>))());
    }
    if (chunk.length > 0) submit(true);
    while (inflight.length > 0) consume((await (inflight.shift() as Promise<() => ImportItem[]>))());
    flush();
    // A bulk load (a quarter of the index or more) leaves the full-text index fragmented.
    // seenIds now holds every record id in the index, the imported ones included.
    if (result.imported >= 1000 && result.imported * 4 >= seenIds.size) store.projection.optimizeText();
  } finally {
    if (bulk) store.projection.setBulkLoad(false);
    await preparer?.close();
  }
  return result;
}

/** `purge`: erases a memory's content for good (rewrites its shards) and appends a tombstone. */
export function purge(
  ctx: SpoolContext,
  recordId: string,
  opts: { reason?: string },
): { record_id: string; rewritten_shards: string[] } {
  const { store } = ctx;
  ctx.syncStore();
  const rec = mustGet(ctx, recordId);
  const rewritten: string[] = [];
  for (const ref of store.shards()) {
    if (!readFileSync(ref.path, 'utf8').includes(`"record_id":"${recordId}"`)) continue;
    store.rewriteShard(ref, purgeTransform(recordId));
    rewritten.push(ref.path);
  }
  store.write(rec.tier, (append) =>
    append([
      {
        type: 'record.purged',
        record_id: recordId,
        payload: { reason: opts.reason ?? 'purged', at: ctx.clock().toISOString() },
      },
    ]),
  );
  return { record_id: recordId, rewritten_shards: rewritten };
}

function* splitLines(text: string): Generator<string> {
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    if (nl < 0) {
      yield text.slice(start);
      return;
    }
    yield text.slice(start, nl);
    start = nl + 1;
  }
}

/**
 * `importUsage`: sets records' retrieval history to the given totals: access counts in the index, entries
 * in the reference tracker. Absolute values, so importing the same rows again changes nothing. Rows of
 * records this instance does not hold (not pulled yet, purged) are skipped.
 */
export function importUsage(ctx: SpoolContext, rows: readonly UsageRow[]): number {
  const { store } = ctx;
  if (rows.length === 0 || !store.initialized()) return 0;
  // This instance's own pending counts and touches land first, so the totals given replace them.
  ctx.access.flush();
  store.sync();
  const held = rows.filter((r) => store.projection.hasRecord(r.record_id));
  restoreAccessStats(
    store.projection,
    held
      .filter((r) => r.access_count > 0)
      .map((r) => ({
        record_id: r.record_id,
        access_count: r.access_count,
        last_accessed_at: r.last_accessed_at,
      })),
  );
  const refs = new Map<string, ReferenceEntry>();
  for (const r of held)
    if (r.reference_count > 0 && r.last_referenced_at !== null)
      refs.set(r.record_id, { count: r.reference_count, last_referenced_at: r.last_referenced_at });
  ctx.references.set(refs);
  return held.length;
}
