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

/**
 * Rewrites a shard with `transform` applied to each event, resealing the whole chain (seq from 0, each
 * `prev` the new hash before it) and replacing the file atomically. Purge uses it to replace a record's
 * content with a tombstone: the one exception to append-only.
 */
export function resealShard(path: string, transform: (ev: LedgerEvent) => PendingEvent | 'keep'): void {
  const read = readShard(path);
  const out: string[] = [];
  let prev: string | null = null;
  let seq = -1;
  const reseal = (ev: Omit<LedgerEvent, 'hash' | 'prev' | 'seq'>) => {
    seq++;
    const { line, hash } = encodeEvent({ ...ev, seq, prev });
    prev = hash;
    out.push(line);
  };
  for (const l of read.lines) {
    const t = transform(l.event);
    if (t === 'keep') reseal(l.event);
    else reseal({ ...l.event, type: t.type, record_id: t.record_id, payload: t.payload });
  }
  atomicWrite(path, out.join(''));
}
