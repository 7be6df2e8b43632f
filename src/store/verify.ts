import type Database from 'better-sqlite3';
import { canonicalDoc } from '../core/record-row.js';
import { reduceRecord } from '../core/reduce.js';
import type { MemoryRecord } from '../core/types.js';
import { readShard, type ShardRef } from './ledger.js';
import type { VerifyReport } from './types.js';

/**
 * Reads every shard from the start (checking seals and chains), replays the events into records in
 * memory, and reports every record whose projected document differs from the replay or is missing on
 * either side. The caller syncs first, so a difference is a fault, not lag.
 */
export function verifyLedger(shards: ShardRef[], projectionDb: Database.Database): VerifyReport {
  const report: VerifyReport = {
    shards: [],
    problems: [],
    events: 0,
    records: 0,
    projection_mismatches: [],
  };
  const replay = new Map<string, MemoryRecord>();
  for (const ref of shards) {
    let count = 0;
    const read = readShard(ref.path, 0, undefined, (l) => {
      count++;
      try {
        const red = reduceRecord(replay.get(l.event.record_id), l.event);
        if (red.kind === 'upsert') replay.set(l.event.record_id, red.record);
        else if (red.kind === 'purge') replay.delete(l.event.record_id);
      } catch {
        // Reported as a problem by the projection already; replay skips it the same way.
      }
    });
    report.shards.push({ path: ref.path, tier: ref.tier, events: count, torn_bytes: read.trailing });
    report.problems.push(...read.problems);
    if (read.trailing > 0) {
      report.problems.push({
        kind: 'torn_tail',
        shard: ref.path,
        line: read.lastLine + 1,
        offset: read.end,
        message: `${read.trailing} bytes after the last complete line (an interrupted write)`,
      });
    }
    report.events += count;
  }
  report.records = replay.size;
  const seen = new Set<string>();
  for (const row of projectionDb.prepare('SELECT record_id, doc FROM records').iterate() as Iterable<{
    record_id: string;
    doc: string;
  }>) {
    seen.add(row.record_id);
    const want = replay.get(row.record_id);
    if (!want || canonicalDoc(want) !== row.doc) report.projection_mismatches.push(row.record_id);
  }
  for (const id of replay.keys()) if (!seen.has(id)) report.projection_mismatches.push(id);
  return report;
}
