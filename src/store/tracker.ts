import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { FileLock } from './lock.js';

/** One record's retrieval history (seed 001). */
export interface ReferenceEntry {
  last_referenced_at: string;
  count: number;
}

/** Record id → its last retrieval; the staleness signal. */
export interface ReferenceMap {
  get(recordId: string): ReferenceEntry | undefined;
  readonly size: number;
}

/** The on-disk schema tag of the tracker file. */
export const TRACKER_SCHEMA = 'reference-tracker.v1';

const fileSchema = z.object({
  schema_version: z.literal(TRACKER_SCHEMA),
  records: z.custom<Record<string, unknown>>(
    (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    'records must be an object',
  ),
});

const entrySchema = z.object({
  last_referenced_at: z.string().refine((s) => !Number.isNaN(Date.parse(s))),
  count: z.number().int().nonnegative(),
});

/**
 * The tracker's entries, each validated when first read. A ranking reads a few dozen of the thousands a
 * long-lived project accumulates, and validating all of them up front (~4 µs each) was the largest part
 * of a hook's work. A malformed entry reads as absent, as a malformed file does.
 */
class References implements ReferenceMap {
  private readonly checked = new Map<string, ReferenceEntry | undefined>();
  constructor(readonly raw: Readonly<Record<string, unknown>>) {}
  get size(): number {
    return Object.keys(this.raw).length;
  }
  get(recordId: string): ReferenceEntry | undefined {
    if (this.checked.has(recordId)) return this.checked.get(recordId);
    const value = Object.hasOwn(this.raw, recordId) ? this.raw[recordId] : undefined;
    const parsed = value === undefined ? undefined : entrySchema.safeParse(value);
    const entry = parsed?.success ? parsed.data : undefined;
    this.checked.set(recordId, entry);
    return entry;
  }
}

/**
 * Loads the tracker. A missing, unreadable or malformed file is an empty map, never an error: the
 * tracker only tunes ranking, so losing it must cost nothing but a staleness penalty.
 */
export function readTracker(path: string): ReferenceMap {
  return loadReferences(path);
}

function loadReferences(path: string): References {
  try {
    if (!existsSync(path)) return new References({});
    const parsed = fileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return new References(parsed.success ? parsed.data.records : {});
  } catch {
    return new References({});
  }
}

/** Marks `ids` as referenced at `now` (count + 1 per occurrence), atomically (temp file + rename) under `lock`. */
export function touchTracker(path: string, lock: FileLock, ids: readonly string[], now: Date): void {
  createTracker(path, () => lock).touch(ids, now);
}

/** Whole days since the entry was last referenced (never negative), or undefined without an entry. */
export function ageDays(entry: ReferenceEntry | undefined, now: Date): number | undefined {
  if (!entry) return undefined;
  const t = Date.parse(entry.last_referenced_at);
  if (Number.isNaN(t)) return undefined;
  return Math.max(0, Math.floor((now.getTime() - t) / 86_400_000));
}

/** The tracker of one store: cached reads and touches. */
export interface Tracker {
  /** The current entries; re-read only when the file's mtime or size changed. */
  read(): ReferenceMap;
  /** Marks `ids` as referenced at `now` (count + 1 per occurrence), atomically, under the lock. */
  touch(ids: readonly string[], now: Date): void;
  /** Replaces the entries of the given records, atomically, under the lock (retrieval history imported). */
  set(entries: ReadonlyMap<string, ReferenceEntry>): void;
}

/**
 * Opens the tracker at `path`. Every recall reads it and every packet touches it, so parsed entries are
 * kept while the file is unchanged (by mtime and size): parsing thousands of entries per read dominated
 * recall in long-lived servers, and a hook used to parse the file twice (to rank, then to touch).
 */
export function createTracker(path: string, lock: () => FileLock): Tracker {
  let cached: { mtimeMs: number; size: number; refs: References } | undefined;
  const stat = (): { mtimeMs: number; size: number } | undefined => {
    try {
      return statSync(path);
    } catch {
      return undefined;
    }
  };
  const current = (): References => {
    const st = stat();
    if (!st) {
      cached = undefined;
      return new References({});
    }
    if (cached && cached.mtimeMs === st.mtimeMs && cached.size === st.size) return cached.refs;
    const refs = loadReferences(path);
    cached = { mtimeMs: st.mtimeMs, size: st.size, refs };
    return refs;
  };
  // Written whole (temp file + rename); the written entries become the cache.
  const save = (records: Record<string, unknown>): void => {
    mkdirSync(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify({ schema_version: TRACKER_SCHEMA, records })}\n`);
    renameSync(tmp, path);
    const st = stat();
    cached = st ? { mtimeMs: st.mtimeMs, size: st.size, refs: new References(records) } : undefined;
  };
  return {
    read: current,
    touch(ids, now) {
      if (ids.length === 0) return;
      lock().withLock(() => {
        // Entries not touched are written back as they were read (unvalidated ones included: a
        // malformed entry stays ignored on read, and rewriting the file must not cost validating it).
        const before = current();
        const records: Record<string, unknown> = { ...before.raw };
        const at = now.toISOString();
        const counts = new Map<string, number>();
        for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
        for (const [id, n] of counts) {
          const prev = before.get(id);
          records[id] = { last_referenced_at: at, count: (prev?.count ?? 0) + n };
        }
        save(records);
      });
    },
    set(entries) {
      if (entries.size === 0) return;
      lock().withLock(() => {
        const records: Record<string, unknown> = { ...current().raw };
        for (const [id, e] of entries)
          records[id] = { last_referenced_at: e.last_referenced_at, count: e.count };
        save(records);
      });
    },
  };
}

/**
 * A tracker held in memory only, for an instance whose host keeps retrieval history elsewhere
 * (`SpoolOptions.onRetrieval`) and puts it back with every request: writing a file that the next import
 * replaces would cost a whole-file rewrite per request and save nothing.
 */
export function createMemoryTracker(): Tracker {
  let records: Record<string, unknown> = {};
  let refs = new References(records);
  const replace = (next: Record<string, unknown>) => {
    records = next;
    refs = new References(records);
  };
  return {
    read: () => refs,
    touch(ids, now) {
      if (ids.length === 0) return;
      const next: Record<string, unknown> = { ...records };
      const at = now.toISOString();
      const counts = new Map<string, number>();
      for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
      for (const [id, n] of counts)
        next[id] = { last_referenced_at: at, count: (refs.get(id)?.count ?? 0) + n };
      replace(next);
    },
    set(entries) {
      if (entries.size === 0) return;
      const next: Record<string, unknown> = { ...records };
      for (const [id, e] of entries) next[id] = { last_referenced_at: e.last_referenced_at, count: e.count };
      replace(next);
    },
  };
}
