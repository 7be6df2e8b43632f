import { describe, expect, it, vi } from 'vitest';
import type { UsageDelta, UsageStore, UsageTotals } from '../../src/server/types.js';
import { createUsageSync, type UsageCopy, usageDeltas } from '../../src/server/usage-sync.js';
import type { Spool, UsageRow } from '../../src/spool.js';
import { memoryLogger } from './serve-helpers.js';

const T1 = '2026-06-01T10:00:00.000Z';
const T2 = '2026-06-01T11:00:00.000Z';

describe('usageDeltas', () => {
  it('sums retrievals per record with their latest times, on top of sums not sent yet', () => {
    const carry: UsageDelta[] = [
      { recordId: 'a', accessed: 2, lastAccessedAt: T2, referenced: 0, lastReferencedAt: null },
    ];
    expect(
      usageDeltas(
        [
          { kind: 'access', ids: ['a', 'b'], at: T1 },
          { kind: 'reference', ids: ['a', 'b'], at: T1 },
          { kind: 'reference', ids: ['b'], at: T2 },
        ],
        carry,
      ),
    ).toEqual([
      { recordId: 'a', accessed: 3, lastAccessedAt: T2, referenced: 1, lastReferencedAt: T1 },
      { recordId: 'b', accessed: 1, lastAccessedAt: T1, referenced: 2, lastReferencedAt: T2 },
    ]);
    expect(carry[0]?.accessed).toBe(2);
  });
});

describe('usage sync', () => {
  function copy(imported: UsageRow[][]): UsageCopy {
    const spool = {
      importUsage: async (rows: readonly UsageRow[]) => {
        imported.push([...rows]);
        return rows.length;
      },
    } as unknown as Spool;
    return {
      project: { id: 'p', orgId: 'o', slug: 'api' },
      spool,
      usageCursor: 0,
      pendingUsage: [],
      unsentUsage: [],
    };
  }

  it('keeps what a failed update carried and adds it once with the next one', async () => {
    const added: UsageDelta[][] = [];
    let fail = true;
    const store: UsageStore = {
      add: async (_p, deltas) => {
        if (fail) throw new Error('connection refused');
        added.push([...deltas]);
        return undefined;
      },
      readSince: async () => ({ rows: [], cursor: 0 }),
    };
    const { log, lines } = memoryLogger();
    const sync = createUsageSync(store, log);
    const wc = copy([]);
    wc.pendingUsage.push({ kind: 'access', ids: ['a'], at: T1 });
    await sync.flush(wc);
    expect(added).toEqual([]);
    expect(wc.unsentUsage.map((d) => d.accessed)).toEqual([1]);
    expect(lines.join('')).toContain('could not record retrievals');
    fail = false;
    wc.pendingUsage.push({ kind: 'access', ids: ['a'], at: T2 });
    await sync.flush(wc);
    expect(added).toEqual([
      [{ recordId: 'a', accessed: 2, lastAccessedAt: T2, referenced: 0, lastReferencedAt: null }],
    ]);
    expect([wc.pendingUsage, wc.unsentUsage]).toEqual([[], []]);
    await sync.flush(wc);
    expect(added).toHaveLength(1);
  });

  it('sends within the delay, not per request, and a pull sends its own retrievals older than the delay first', async () => {
    const added: UsageDelta[][] = [];
    let order: string[] = [];
    const store: UsageStore = {
      add: async (_p, deltas) => {
        order.push('add');
        added.push([...deltas]);
        return undefined;
      },
      readSince: async (_p, cursor) => {
        order.push('read');
        return { rows: [], cursor };
      },
    };
    let t = 0;
    const sync = createUsageSync(store, memoryLogger().log, () => t);
    const wc = copy([]);
    for (let i = 0; i < 3; i++) {
      wc.pendingUsage.push({ kind: 'access', ids: ['a'], at: T1 });
      sync.schedule(wc);
    }
    expect(added).toEqual([]);
    // A request within the delay reads without sending.
    t = 100;
    await sync.pull(wc);
    expect(order).toEqual(['read']);
    // Past the delay, the pull sends first, all three as one sum.
    t = 300;
    order = [];
    await sync.pull(wc);
    expect(order).toEqual(['add', 'read']);
    expect(added.map((d) => d.map((x) => x.accessed))).toEqual([[3]]);
    // The timer has nothing left to send.
    await new Promise((r) => setTimeout(r, 300));
    expect(added).toHaveLength(1);
    // Scheduled and left alone, the timer sends it.
    wc.pendingUsage.push({ kind: 'reference', ids: ['b'], at: T2 });
    sync.schedule(wc);
    expect(added).toHaveLength(1);
    await vi.waitFor(() => expect(added.map((d) => d.map((x) => x.recordId))).toEqual([['a'], ['b']]), {
      timeout: 5_000,
      interval: 20,
    });
  });

  it('imports every changed total page by page, then only what changed after', async () => {
    const totals: UsageTotals[] = Array.from({ length: 2_500 }, (_, i) => ({
      record_id: `r${i}`,
      access_count: 1,
      last_accessed_at: T1,
      reference_count: 1,
      last_referenced_at: T1,
      version: i + 1,
    }));
    const store: UsageStore = {
      add: async () => undefined,
      readSince: async (_p, cursor, limit) => {
        const rows = totals.filter((t) => t.version > cursor).slice(0, limit);
        return { rows, cursor: rows.at(-1)?.version ?? cursor };
      },
    };
    const imported: UsageRow[][] = [];
    const wc = copy(imported);
    const sync = createUsageSync(store, memoryLogger().log);
    await sync.pull(wc);
    expect(imported.map((p) => p.length)).toEqual([2_000, 500]);
    expect(wc.usageCursor).toBe(2_500);
    await sync.pull(wc);
    expect(imported).toHaveLength(2);
  });

  it('goes on with the history the copy has when the store cannot be read', async () => {
    const store: UsageStore = {
      add: async () => undefined,
      readSince: async () => {
        throw new Error('connection refused');
      },
    };
    const { log, lines } = memoryLogger();
    const wc = copy([]);
    await createUsageSync(store, log).pull(wc);
    expect(wc.usageCursor).toBe(0);
    expect(lines.join('')).toContain('could not read retrieval history');
  });
  it('alone, imports the totals its own updates returned instead of reading; otherwise reads past them', async () => {
    let version = 10;
    const reads: number[] = [];
    const writers: (string | undefined)[] = [];
    const store: UsageStore = {
      add: async (_p, deltas, writer) => {
        writers.push(writer);
        return deltas.map((d) => ({
          record_id: d.recordId,
          access_count: d.accessed,
          last_accessed_at: d.lastAccessedAt,
          reference_count: 0,
          last_referenced_at: null,
          version: ++version,
        }));
      },
      readSince: async (_p, cursor) => {
        reads.push(cursor);
        return { rows: [], cursor: version };
      },
    };
    const imported: UsageRow[][] = [];
    const wc = copy(imported);
    const sync = createUsageSync(store, memoryLogger().log, undefined, 'server-x');
    wc.pendingUsage.push({ kind: 'access', ids: ['a'], at: T1 });
    await sync.flush(wc);
    expect(writers).toEqual(['server-x']);
    expect(await sync.pull(wc, true)).toBe(true);
    expect(reads).toEqual([]);
    expect(imported.map((p) => p.map((r) => [r.record_id, r.access_count]))).toEqual([[['a', 1]]]);
    expect(wc.usageCursor).toBe(11);
    // Nothing new: nothing imported, still no read.
    await sync.pull(wc, true);
    expect(imported).toHaveLength(1);
    // Not alone: a read from the cursor, and what it covered is not imported again after it.
    wc.pendingUsage.push({ kind: 'access', ids: ['b'], at: T2 });
    await sync.flush(wc);
    await sync.pull(wc, false);
    expect(reads).toEqual([11]);
    expect(wc.usageCursor).toBe(12);
    await sync.pull(wc, true);
    expect(imported).toHaveLength(1);
  });
});
