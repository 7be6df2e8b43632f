import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { ProjectionContext } from './context.js';
import type { Projection } from './types.js';

/** How often and when a record was last retrieved: usage, kept in the projection only. */
export interface AccessStat {
  record_id: string;
  access_count: number;
  last_accessed_at: string | null;
}

/** Access counting for retrieved records. */
export type AccessWrites = Pick<Projection, 'touchAccess'>;

/** Prepares the access counter over `ctx`. */
export function createAccessWrites(ctx: ProjectionContext): AccessWrites {
  const { db } = ctx;
  const touch = db.prepare(
    `INSERT INTO access(record_id, access_count, last_accessed_at) VALUES (?, 1, ?)
     ON CONFLICT(record_id) DO UPDATE SET access_count = access_count + 1, last_accessed_at = excluded.last_accessed_at`,
  );
  return {
    touchAccess(recordIds, at) {
      if (recordIds.length === 0) return;
      db.transaction(() => {
        for (const id of recordIds) touch.run(id, at);
      }).immediate();
    },
  };
}

/** Access statistics survive a rebuild: they are usage, not truth, and the ledger does not hold them. */
export function readAccessStats(path: string): AccessStat[] {
  if (!existsSync(path)) return [];
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      return db.prepare('SELECT record_id, access_count, last_accessed_at FROM access').all() as AccessStat[];
    } finally {
      db.close();
    }
  } catch {
    return [];
  }
}

/**
 * Puts statistics read by {@link readAccessStats} back into a rebuilt projection, in one transaction;
 * rows of records the rebuilt index no longer holds (purged) are dropped.
 */
export function restoreAccessStats(projection: Pick<Projection, 'db'>, stats: AccessStat[]): void {
  if (stats.length === 0) return;
  const { db } = projection;
  const ins = db.prepare(
    'INSERT OR REPLACE INTO access(record_id, access_count, last_accessed_at) SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM records WHERE record_id = ?)',
  );
  db.transaction(() => {
    for (const a of stats) ins.run(a.record_id, a.access_count, a.last_accessed_at, a.record_id);
  }).immediate();
}
