import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemoryRecord, PendingEvent } from '../../src/core/types.js';
import { readShard } from '../../src/store/ledger.js';
import { resolvePaths } from '../../src/store/paths.js';
import { openStore, type Store } from '../../src/store/store.js';
import { recordLine, type TempProject, tempProject } from '../helpers.js';

// The Store seam's guarantees (src/store/types.ts), checked on the SQLite store through its interface
// only: what a second backend must also pass.

const created = (id: string, content: string): PendingEvent => ({
  type: 'record.created',
  record_id: id,
  payload: { record: JSON.parse(recordLine({ record_id: id, content, title: id })) as MemoryRecord },
});

describe('store seam', () => {
  let p: TempProject;
  let store: Store;
  let n = 0;
  beforeEach(() => {
    p = tempProject();
    n = 0;
    store = openStore(resolvePaths(p.root, p.home), {
      warn: () => {},
      clock: () => new Date('2026-06-01T00:00:00.000Z'),
      newId: () => `ev${String(n++).padStart(4, '0')}`,
    });
  });
  afterEach(() => {
    store.close();
    p.cleanup();
  });

  it('appends a batch as one sealed chain and reads its own writes inside the lock', () => {
    const seen = store.write('shared', (append) => {
      const written = append([created('r1', 'alpha one'), created('r2', 'beta two'), created('r3', 'gamma')]);
      expect(written.map((e) => e.seq)).toEqual([0, 1, 2]);
      expect(written[1]?.prev).toBe(written[0]?.hash);
      expect(written[2]?.prev).toBe(written[1]?.hash);
      return store.projection.getByRecordId('r2')?.content;
    });
    expect(seen).toBe('beta two');
    const shard = store.ownShard('shared');
    const read = readShard(shard.path);
    expect(read.problems).toEqual([]);
    expect(read.lines.map((l) => l.event.record_id)).toEqual(['r1', 'r2', 'r3']);
    // A second batch continues the same chain.
    const next = store.write('shared', (append) => append([created('r4', 'delta')]));
    expect(next[0]).toMatchObject({ seq: 3, prev: read.lines[2]?.event.hash });
    expect(store.verify()).toMatchObject({ problems: [], events: 4, records: 4, projection_mismatches: [] });
  });

  it('verify finds a projection that differs from the ledger, and rebuild restores it keeping access counts', () => {
    store.write('shared', (append) => append([created('r1', 'alpha'), created('r2', 'beta')]));
    store.projection.touchAccess(['r1', 'r1'], '2026-06-02T00:00:00.000Z');
    store.projection.db.prepare("UPDATE records SET doc = '{}' WHERE record_id = 'r2'").run();
    expect(store.verify().projection_mismatches).toEqual(['r2']);
    expect(store.rebuild()).toEqual({ events: 2, records: 2 });
    expect(store.verify().projection_mismatches).toEqual([]);
    expect(store.projection.getByRecordId('r1')?.access_count).toBe(2);
  });

  it('rewriteShard reseals the chain, and the projection follows the rewritten ledger', () => {
    store.write('shared', (append) => append([created('r1', 'alpha secret'), created('r2', 'beta')]));
    const ref = store.ownShard('shared');
    store.rewriteShard(ref, (ev) =>
      ev.record_id === 'r1' ? { type: 'record.purged', record_id: 'r1', payload: {} } : 'keep',
    );
    const read = readShard(ref.path);
    expect(read.problems).toEqual([]);
    expect(read.lines.map((l) => l.event.seq)).toEqual([0, 1]);
    expect(readFileSync(ref.path, 'utf8')).not.toContain('alpha secret');
    expect(store.projection.getByRecordId('r1')).toBeUndefined();
    expect(store.projection.getByRecordId('r2')?.content).toBe('beta');
    // The writer reopens the rewritten shard at its new tail.
    const next = store.write('shared', (append) => append([created('r3', 'gamma')]));
    expect(next[0]).toMatchObject({ seq: 2, prev: read.lines[1]?.event.hash });
  });

  it('a torn tail is never read as an event and repairTorn moves it aside', () => {
    store.write('shared', (append) => append([created('r1', 'alpha')]));
    const ref = store.ownShard('shared');
    appendFileSync(ref.path, '{"schema":"memory-ledger.v1","event_id":"half');
    const report = store.verify();
    expect(report.events).toBe(1);
    expect(report.problems.map((x) => x.kind)).toEqual(['torn_tail']);
    expect(store.repairTorn()).toBe(1);
    expect(existsSync(`${ref.path}.torn`)).toBe(true);
    expect(store.verify()).toMatchObject({ problems: [], events: 1, projection_mismatches: [] });
  });
});
