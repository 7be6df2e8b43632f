import { readFileSync, writeFileSync } from 'node:fs';
import type { LedgerEvent, PendingEvent } from '../core/types.js';
import { atomicWrite } from './atomic.js';
import { encodeEvent, readShard } from './ledger.js';

// The two ways a shard's bytes change other than by appending. Both run under the tier's lock (the
// caller holds it) and both are followed by a rebuild of the projection (the caller's too).

/**
 * Moves a shard's torn tail (bytes after its last complete line, left by an interrupted write) to
 * `<shard>.torn`, keeping the complete lines. Returns whether there was one.
 */
export function cutTornTail(path: string): boolean {
  const read = readShard(path);
  if (read.trailing === 0) return false;
  const buf = readFileSync(path);
  writeFileSync(`${path}.torn`, buf.subarray(read.end), { flag: 'a' });
  writeFileSync(`${path}.torn`, '\n', { flag: 'a' });
  atomicWrite(path, buf.subarray(0, read.end));
  return true;
}

/** What a purge does to each event of a shard: the record's events become markers naming what was erased. */
export function purgeTransform(recordId: string): (ev: LedgerEvent) => PendingEvent | 'keep' {
  return (ev) =>
    ev.record_id === recordId
      ? { type: 'record.purged', record_id: recordId, payload: { erased: ev.type } }
      : 'keep';
}

/**
 * A chain's events with `transform` applied, resealed (seq from 0, each `prev` the new hash before it):
 * the exact lines {@link resealShard} writes. Pure, so the organisation server's purge, which rewrites the
 * chain in PostgreSQL, produces the very bytes a local purge would.
 */
export function resealEvents(
  events: readonly LedgerEvent[],
  transform: (ev: LedgerEvent) => PendingEvent | 'keep',
): { event: LedgerEvent; line: string }[] {
  const out: { event: LedgerEvent; line: string }[] = [];
  let prev: string | null = null;
  let seq = -1;
  for (const ev of events) {
    const t = transform(ev);
    const base = t === 'keep' ? ev : { ...ev, type: t.type, record_id: t.record_id, payload: t.payload };
    seq++;
    const { line, hash } = encodeEvent({ ...base, seq, prev });
    out.push({ event: { ...base, seq, prev, hash }, line });
    prev = hash;
  }
  return out;
}

/**
 * Rewrites a shard with `transform` applied to each event, resealing the whole chain (seq from 0, each
 * `prev` the new hash before it) and replacing the file atomically. Purge uses it to replace a record's
 * content with a tombstone: the one exception to append-only.
 */
export function resealShard(path: string, transform: (ev: LedgerEvent) => PendingEvent | 'keep'): void {
  const read = readShard(path);
  const out = resealEvents(
    read.lines.map((l) => l.event),
    transform,
  );
  atomicWrite(path, out.map((o) => o.line).join(''));
}
