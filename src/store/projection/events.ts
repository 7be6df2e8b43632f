import { closeSync, openSync, readSync } from 'node:fs';
import type { LedgerEvent, Tier } from '../../core/types.js';
import { decodeLine } from '../ledger.js';
import type { ProjectionContext } from './context.js';
import type { HistoryEntry, Projection } from './types.js';

/** Where a ledger line lies: its shard and byte range. */
export interface LineAt {
  shard: string;
  offset: number;
  end: number;
}

/**
 * The `events` table: one row per applied ledger line. Rows point into the shard instead of copying
 * payloads: history is rare, writes are not.
 */
export interface EventRows extends Pick<Projection, 'history'> {
  insert(ev: LedgerEvent, tier: Tier, at: LineAt): void;
}

/** Prepares the event-row statements over `ctx`. */
export function createEventRows(ctx: ProjectionContext): EventRows {
  const { db } = ctx;
  const insertEvent = db.prepare(
    'INSERT INTO events(event_id, record_id, ts, type, writer, seq, tier, shard, offset, length) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const history = db.prepare('SELECT * FROM events WHERE record_id = ? ORDER BY ts, writer, seq');
  return {
    insert(ev, tier, at) {
      insertEvent.run(
        ev.event_id,
        ev.record_id,
        ev.ts,
        ev.type,
        ev.writer,
        ev.seq,
        tier,
        at.shard,
        at.offset,
        at.end - at.offset,
      );
    },
    history(recordId) {
      const rows = history.all(recordId) as {
        event_id: string;
        ts: string;
        type: LedgerEvent['type'];
        writer: string;
        seq: number;
        tier: Tier;
        shard: string;
        offset: number;
        length: number;
      }[];
      return rows.map((e): HistoryEntry => {
        const line = readRange(e.shard, e.offset, e.length);
        const d = line === undefined ? undefined : decodeLine(line.replace(/\n$/, ''));
        const payload = d?.ok && d.event.event_id === e.event_id ? d.event.payload : {};
        return {
          event_id: e.event_id,
          ts: e.ts,
          type: e.type,
          writer: e.writer,
          seq: e.seq,
          tier: e.tier,
          payload,
        };
      });
    },
  };
}

/** Reads `length` bytes of a shard at `offset`; undefined when the file cannot be read. */
export function readRange(path: string, offset: number, length: number): string | undefined {
  try {
    const buf = Buffer.allocUnsafe(length);
    const fd = openSync(path, 'r');
    try {
      readSync(fd, buf, 0, length, offset);
    } finally {
      closeSync(fd);
    }
    return buf.toString('utf8');
  } catch {
    return undefined;
  }
}
