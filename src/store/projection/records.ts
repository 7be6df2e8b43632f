import type { StoredRecord, Tier } from '../../core/types.js';
import {
  addTagFilter,
  type ProjectionContext,
  SELECT_RECORD,
  type SelectedRow,
  toStored,
} from './context.js';
import type { Projection, RecordMeta } from './types.js';

/** The record queries of a projection: lookups, listings, packet preselection and counts. */
export type RecordQueries = Pick<
  Projection,
  | 'getByRecordId'
  | 'getByRid'
  | 'metaByRids'
  | 'findActiveByContentHash'
  | 'hasRecord'
  | 'identitySets'
  | 'recordCount'
  | 'list'
  | 'preselect'
  | 'preselectManual'
  | 'countTyped'
  | 'counts'
  | 'ridsOf'
>;

/** Prepares the record queries over `ctx` (fixed statements once, here). */
export function createRecordQueries(ctx: ProjectionContext): RecordQueries {
  const { db, prep } = ctx;
  const st = {
    getById: db.prepare(`${SELECT_RECORD} WHERE r.record_id = ?`),
    getByRid: db.prepare(`${SELECT_RECORD} WHERE r.rid = ?`),
    // One statement for any number of row ids (a JSON array): a point lookup per candidate cost ~3x more
    // per row in call overhead than reading the columns.
    metaByRids: db
      .prepare(
        'SELECT rid, record_id, tier, memory_type, state FROM records WHERE rid IN (SELECT value FROM json_each(?))',
      )
      .raw(),
    byHash: db.prepare(
      `${SELECT_RECORD} WHERE r.content_hash = ? AND r.state != 'archived' ORDER BY r.created_at LIMIT 1`,
    ),
    hasRecord: db.prepare('SELECT 1 FROM records WHERE record_id = ?').pluck(),
  };
  return {
    getByRecordId(recordId) {
      const row = st.getById.get(recordId) as SelectedRow | undefined;
      return row ? toStored(row) : undefined;
    },
    getByRid(rid) {
      const row = st.getByRid.get(rid) as SelectedRow | undefined;
      return row ? toStored(row) : undefined;
    },
    metaByRids(rids) {
      const out = new Map<number, RecordMeta>();
      if (rids.length === 0) return out;
      for (const [rid, record_id, tier, memory_type, state] of st.metaByRids.all(JSON.stringify(rids)) as [
        number,
        string,
        Tier,
        string,
        string,
      ][])
        out.set(rid, { record_id, tier, memory_type, state });
      return out;
    },
    findActiveByContentHash(hash) {
      const row = st.byHash.get(hash) as SelectedRow | undefined;
      return row ? toStored(row) : undefined;
    },
    hasRecord(recordId) {
      return st.hasRecord.get(recordId) !== undefined;
    },
    identitySets() {
      const ids = new Set<string>();
      const activeHashes = new Set<string>();
      for (const [id, hash, state] of db
        .prepare('SELECT record_id, content_hash, state FROM records')
        .raw()
        .iterate() as Iterable<[string, string, string]>) {
        ids.add(id);
        if (state !== 'archived') activeHashes.add(hash);
      }
      return { ids, activeHashes };
    },
    recordCount: ctx.recordCount,
    list(filter) {
      const where: string[] = [];
      const params: unknown[] = [];
      if (!filter.includeArchived && !filter.states) where.push("r.state != 'archived'");
      if (filter.states?.length) {
        where.push(`r.state IN (${filter.states.map(() => '?').join(',')})`);
        params.push(...filter.states);
      }
      if (filter.memoryTypes?.length) {
        where.push(`r.memory_type IN (${filter.memoryTypes.map(() => '?').join(',')})`);
        params.push(...filter.memoryTypes);
      }
      if (filter.since) {
        where.push('r.created_at >= ?');
        params.push(filter.since);
      }
      addTagFilter(filter, where, params);
      const limit = filter.limit ?? 1_000_000;
      const sql = `${SELECT_RECORD} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY r.created_at DESC, r.rid DESC LIMIT ${limit}`;
      return (prep(sql).all(...params) as SelectedRow[]).map(toStored);
    },
    preselectManual(types, limit, window) {
      const q = prep(
        `SELECT r.rid, r.tier, r.doc, a.access_count, a.last_accessed_at FROM (
           SELECT rid, tier, doc, record_id, updated_at FROM records WHERE memory_type = ? AND state = ? ORDER BY updated_at DESC LIMIT ?
         ) r LEFT JOIN access a ON a.record_id = r.record_id
         WHERE json_extract(r.doc, '$.origin.source_kind') = 'manual' ORDER BY r.updated_at DESC LIMIT ?`,
      );
      const out: StoredRecord[] = [];
      for (const t of types)
        for (const st of ['accepted', 'expiring'])
          for (const row of q.all(t, st, window, limit) as SelectedRow[]) out.push(toStored(row));
      return out;
    },
    countTyped(types, states) {
      const q = prep('SELECT count(*) FROM records WHERE memory_type = ? AND state = ?').pluck();
      let n = 0;
      for (const t of types) for (const st of states) n += q.get(t, st) as number;
      return n;
    },
    preselect(types, states, limit) {
      // One small index-ordered query per (type, state) pair instead of one sorted scan: each stops after
      // `limit` rows, so the cost does not grow with the store.
      type Ranked = SelectedRow & { state: string; updated_at: string };
      const rows: Ranked[] = [];
      const byPair = prep(
        'SELECT r.rid, r.tier, r.doc, r.state, r.updated_at, a.access_count, a.last_accessed_at FROM records r LEFT JOIN access a ON a.record_id = r.record_id WHERE r.memory_type = ? AND r.state = ? ORDER BY r.updated_at DESC LIMIT ?',
      );
      for (const t of types) for (const st of states) rows.push(...(byPair.all(t, st, limit) as Ranked[]));
      // Canonical first, then the most recently updated.
      rows.sort(
        (x, y) =>
          Number(y.state === 'canonical') - Number(x.state === 'canonical') ||
          (x.updated_at < y.updated_at ? 1 : -1),
      );
      const tq = types.map(() => '?').join(',');
      const sq = states.map(() => '?').join(',');
      // CROSS JOIN keeps access (walked down its count index) as the outer loop, so the query stops after
      // a few rows; SQLite otherwise chose to visit every record of the types (5 ms at 5,000 records).
      const used = prep(
        `SELECT r.rid, r.tier, r.doc, a.access_count, a.last_accessed_at FROM access a CROSS JOIN records r ON r.record_id = a.record_id
         WHERE r.memory_type IN (${tq}) AND r.state IN (${sq}) ORDER BY a.access_count DESC LIMIT ${Math.ceil(limit / 2)}`,
      ).all(...types, ...states) as SelectedRow[];
      const seen = new Set<number>();
      const out: StoredRecord[] = [];
      for (const row of [...rows.slice(0, limit), ...used]) {
        if (seen.has(row.rid)) continue;
        seen.add(row.rid);
        out.push(toStored(row));
      }
      return out;
    },
    counts() {
      const records = db.prepare('SELECT count(*) FROM records').pluck().get() as number;
      const events = db.prepare('SELECT count(*) FROM events').pluck().get() as number;
      const by_state = Object.fromEntries(
        (
          db.prepare('SELECT state, count(*) AS n FROM records GROUP BY state').all() as {
            state: string;
            n: number;
          }[]
        ).map((r) => [r.state, r.n]),
      );
      const by_type = Object.fromEntries(
        (
          db
            .prepare(
              "SELECT memory_type, count(*) AS n FROM records WHERE state != 'archived' GROUP BY memory_type",
            )
            .all() as { memory_type: string; n: number }[]
        ).map((r) => [r.memory_type, r.n]),
      );
      return { records, events, by_state, by_type };
    },
    ridsOf(recordIds) {
      const out = new Map<string, number>();
      const q = prep('SELECT rid FROM records WHERE record_id = ?').pluck();
      for (const id of recordIds) {
        const rid = q.get(id) as number | undefined;
        if (rid !== undefined) out.set(id, rid);
      }
      return out;
    },
  };
}
