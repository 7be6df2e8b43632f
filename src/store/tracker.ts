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
export type ReferenceMap = ReadonlyMap<string, ReferenceEntry>;

/** The on-disk schema tag of the tracker file. */
export const TRACKER_SCHEMA = 'reference-tracker.v1';

const fileSchema = z.object({
  schema_version: z.literal(TRACKER_SCHEMA),
  records: z.record(
    z.string(),
    z.object({
      last_referenced_at: z.string().refine((s) => !Number.isNaN(Date.parse(s))),
      count: z.number().int().nonnegative(),
    }),
  ),
});

/**
 * Loads the tracker. A missing, unreadable or malformed file is an empty map, never an error: the
 * tracker only tunes ranking, so losing it must cost nothing but a staleness penalty.
 */
export function readTracker(path: string): Map<string, ReferenceEntry> {
  try {
    if (!existsSync(path)) return new Map();
    const parsed = fileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return parsed.success ? new Map(Object.entries(parsed.data.records)) : new Map();
  } catch {
    return new Map();
  }
}

/** Marks `ids` as referenced at `now` (count + 1 per occurrence), atomically (temp file + rename) under `lock`. */
export function touchTracker(path: string, lock: FileLock, ids: readonly string[], now: Date): void {
  if (ids.length === 0) return;
  lock.withLock(() => {
    const map = readTracker(path);
    const at = now.toISOString();
    for (const id of ids) {
      const prev = map.get(id);
      map.set(id, { last_referenced_at: at, count: (prev?.count ?? 0) + 1 });
    }
    const records: Record<string, ReferenceEntry> = {};
    for (const [id, e] of map) records[id] = e;
    mkdirSync(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, `${JSON.stringify({ schema_version: TRACKER_SCHEMA, records })}\n`);
    renameSync(tmp, path);
  });
}

/** Whole days since the entry was last referenced (never negative), or undefined without an entry. */
export function ageDays(entry: ReferenceEntry | undefined, now: Date): number | undefined {
  if (!entry) return undefined;
  const t = Date.parse(entry.last_referenced_at);
  if (Number.isNaN(t)) return undefined;
  return Math.max(0, Math.floor((now.getTime() - t) / 86_400_000));
}

/**
 * A reader that re-parses the tracker only when its mtime or size changed: every recall reads it, and
 * parsing thousands of entries each time dominated recall latency in long-lived servers.
 */
export function createTrackerReader(path: string): () => ReadonlyMap<string, ReferenceEntry> {
  let cached: { mtimeMs: number; size: number; map: Map<string, ReferenceEntry> } | undefined;
  return () => {
    let st: { mtimeMs: number; size: number };
    try {
      st = statSync(path);
    } catch {
      cached = undefined;
      return new Map();
    }
    if (cached && cached.mtimeMs === st.mtimeMs && cached.size === st.size) return cached.map;
    const map = readTracker(path);
    cached = { mtimeMs: st.mtimeMs, size: st.size, map };
    return map;
  };
}
