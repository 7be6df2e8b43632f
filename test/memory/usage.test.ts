import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Retrieval, UsageRow } from '../../src/spool.js';
import { readTracker } from '../../src/store/tracker.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

let p: TempProject | undefined;
afterEach(() => {
  p?.cleanup();
  p = undefined;
});

describe('retrieval history handed to a host (onRetrieval) and put back (importUsage)', () => {
  it('hands over every retrieval instead of writing it locally', async () => {
    p = tempProject();
    const seen: Retrieval[] = [];
    const s = openTest(p, { onRetrieval: (r) => seen.push(r) });
    await s.init();
    const a = await s.remember({ content: 'Invoices are rounded half-even to the cent' });
    await s.remember({ content: 'Deploys run on Fly.io' });

    const r = await s.recall({ query: 'invoice rounding' });
    expect(r.results.map((x) => x.record_id)).toEqual([a.record_id]);
    expect(seen).toEqual([
      { kind: 'access', ids: [a.record_id], at: '2026-06-01T12:00:00.000Z' },
      { kind: 'reference', ids: [a.record_id], at: '2026-06-01T12:00:00.000Z' },
    ]);
    await s.context({ task: 'fix invoice rounding' });
    expect(seen.at(-1)).toEqual({ kind: 'reference', ids: [a.record_id], at: '2026-06-01T12:00:00.000Z' });

    // Nothing was written here: no access count, no tracker file, also after close (nothing pending).
    expect((await s.get(a.record_id)).access_count).toBe(0);
    // What the host puts back counts, and is kept in memory only (the host has it).
    const row = {
      record_id: a.record_id,
      access_count: 4,
      last_accessed_at: '2026-06-01T12:00:00.000Z',
      reference_count: 5,
      last_referenced_at: '2026-02-01T12:00:00.000Z',
    };
    const staleness = async () =>
      (await s.explain('invoice rounding', a.record_id)).results[0]?.score_breakdown.find(
        (c) => c.source === 'Staleness',
      );
    const before = await staleness();
    expect(await s.importUsage([row])).toBe(1);
    expect((await s.get(a.record_id)).access_count).toBe(4);
    // The ranking reads the imported reference: last retrieved four months ago, so it sinks (seed 001).
    expect(before).toBeUndefined();
    expect((await staleness())?.weight).toBe(-8);
    await s.close();
    expect(existsSync(s.paths.trackerFile)).toBe(false);
  });

  it('sets the given totals, again and again to the same result, and skips records it does not hold', async () => {
    p = tempProject();
    const s = openTest(p);
    await s.init();
    const a = await s.remember({ content: 'Invoices are rounded half-even to the cent' });
    const b = await s.remember({ content: 'Deploys run on Fly.io' });
    await s.recall({ query: 'invoice rounding' });
    const rows: UsageRow[] = [
      {
        record_id: a.record_id,
        access_count: 7,
        last_accessed_at: '2026-05-30T08:00:00.000Z',
        reference_count: 9,
        last_referenced_at: '2026-05-31T08:00:00.000Z',
      },
      {
        record_id: b.record_id,
        access_count: 0,
        last_accessed_at: null,
        reference_count: 2,
        last_referenced_at: '2026-04-01T00:00:00.000Z',
      },
      {
        record_id: '01UNKNOWN0000000000000000Z',
        access_count: 3,
        last_accessed_at: '2026-05-30T08:00:00.000Z',
        reference_count: 3,
        last_referenced_at: '2026-05-30T08:00:00.000Z',
      },
    ];
    for (let i = 0; i < 2; i++) {
      expect(await s.importUsage(rows)).toBe(2);
      const got = await s.get(a.record_id);
      expect([got.access_count, got.last_accessed_at]).toEqual([7, '2026-05-30T08:00:00.000Z']);
      expect((await s.get(b.record_id)).access_count).toBe(0);
      const tracker = readTracker(s.paths.trackerFile);
      expect(tracker.get(a.record_id)).toEqual({ count: 9, last_referenced_at: '2026-05-31T08:00:00.000Z' });
      expect(tracker.get(b.record_id)).toEqual({ count: 2, last_referenced_at: '2026-04-01T00:00:00.000Z' });
      expect(tracker.get('01UNKNOWN0000000000000000Z')).toBeUndefined();
    }
    expect(JSON.parse(readFileSync(s.paths.trackerFile, 'utf8')).schema_version).toBe('reference-tracker.v1');
    await s.close();
  });
});
