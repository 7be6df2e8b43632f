import { describe, expect, it } from 'vitest';
import { createIdFactory, fixedClock } from '../../src/core/clock.js';

describe('createIdFactory', () => {
  it('makes unique, sortable ULIDs with uniformly random characters', () => {
    const ids = createIdFactory(fixedClock('2026-06-01T12:00:00Z'));
    const a = Array.from({ length: 20_000 }, () => ids());
    expect(new Set(a).size).toBe(a.length);
    for (const id of a) expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    // One millisecond throughout: monotonic ids still sort in creation order.
    expect([...a].sort()).toEqual(a);
    // Fresh randomness per millisecond: each of the 32 characters appears near 1/32 of the time.
    let t = Date.parse('2026-06-01T12:00:00Z');
    const fresh = createIdFactory(() => new Date(t++));
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++)
      for (const ch of fresh().slice(10)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(32);
    for (const n of counts.values()) expect(Math.abs(n / (4000 * 16) - 1 / 32)).toBeLessThan(0.006);
  });
});
