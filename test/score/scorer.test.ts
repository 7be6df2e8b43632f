import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { noteConfidence, recordConfidence, stalenessWeight } from '../../src/score/confidence.js';
import { type Scorable, scoreCandidate } from '../../src/score/scorer.js';
import { movableClock, openTest, prng as rng, tempProject } from '../helpers.js';

const base: Scorable = {
  kind: 'record',
  id: 'r1',
  content: 'The API uses PostgreSQL',
  memory_type: 'fact',
  state: 'accepted',
  tags: [],
  file_refs: [],
  confidence: 'medium',
  sensitivity: 'internal',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  access_count: 0,
};
const env = {
  now: new Date('2026-06-01T00:00:00Z'),
  drifted: [],
  singleValuePredicates: ['uses_database'],
  staleDays: 180,
};
const q = { mode: 'lexical' as const, text: '', names: [], files: [], typeHints: [] };

describe('additive scorer', () => {
  it('score is exactly the sum of the breakdown (property test over random candidates and queries)', () => {
    const r = rng(7);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
    for (let i = 0; i < 3000; i++) {
      const c: Scorable = {
        ...base,
        kind: pick(['record', 'note'] as const),
        memory_type: pick(['constraint', 'decision', 'convention', 'fact', 'note'] as const),
        state: pick(['accepted', 'canonical', 'candidate', 'expiring', 'archived']),
        confidence: pick(['high', 'medium', 'low'] as const),
        priority: pick(['high', 'normal', 'low', undefined] as const),
        sensitivity: pick(['public', 'internal', 'secret']),
        file_refs: r() < 0.5 ? ['src/a/b.ts'] : [],
        access_count: Math.floor(r() * 1000),
        updated_at: new Date(env.now.getTime() - r() * 60 * 86_400_000).toISOString(),
        fact:
          r() < 0.3
            ? { subject: 'api', predicate: 'uses_database', object: 'pg', strength: 'stated' }
            : undefined,
        title: r() < 0.5 ? 'Database choice' : undefined,
      };
      const best = 1 + r() * 30;
      const mode = pick(['lexical', 'semantic', 'hybrid'] as const);
      const rel = {
        lexical: r() < 0.8 ? { bm25: best * r(), best, rank: 1 + Math.floor(r() * 50) } : undefined,
        semantic: r() < 0.5 ? { similarity: r() * 2 - 1, rank: 1 + Math.floor(r() * 50) } : undefined,
      };
      const s = scoreCandidate(
        c,
        Object.fromEntries(Object.entries(rel).filter(([, v]) => v)),
        {
          mode,
          text: r() < 0.5 ? 'why the database choice in src/a/b.ts' : 'x',
          names: r() < 0.5 ? ['src/a/b.ts'] : [],
          files: r() < 0.5 ? ['src/a/b.ts', 'src/a/c.ts'] : [],
          typeHints: r() < 0.5 ? ['decision'] : [],
        },
        {
          ...env,
          referencedDaysAgo: r() < 0.5 ? Math.floor(r() * 200) : undefined,
          drifted: r() < 0.2 ? ['src/a/b.ts'] : [],
        },
      );
      let sum = 0;
      for (const b of s.score_breakdown) sum += b.weight;
      expect(sum).toBe(s.score);
      // Summing in another order gives the very same number (weights are dyadic).
      expect([...s.score_breakdown].reverse().reduce((a, b) => a + b.weight, 0)).toBe(s.score);
      expect(s.score_breakdown.filter((b) => b.source === 'Confidence')).toHaveLength(1);
    }
  });

  it('confidence tiers follow seed 003 exactly', () => {
    const rec = (state: string, source_kind: string, sensitivity = 'internal') =>
      recordConfidence({
        state: state as never,
        origin: { source_kind: source_kind as never },
        sensitivity: sensitivity as never,
      });
    expect(rec('canonical', 'distilled')).toBe('high');
    expect(rec('accepted', 'manual')).toBe('high');
    expect(rec('accepted', 'ai_proposal')).toBe('medium');
    expect(rec('candidate', 'manual')).toBe('low');
    expect(rec('canonical', 'manual', 'secret')).toBe('medium');
    expect(rec('accepted', 'distilled', 'secret')).toBe('low');
    expect(noteConfidence({ source_of_truth: true, retrieval_priority: 'low' })).toBe('high');
    expect(noteConfidence({ retrieval_priority: 'high', memory_type: 'decision' })).toBe('high');
    expect(noteConfidence({ retrieval_priority: 'high', memory_type: 'note' })).toBe('medium');
    expect(noteConfidence({ retrieval_priority: 'low' })).toBe('low');
    expect(noteConfidence({ sensitivity: 'secret' })).toBe('low');
    expect(noteConfidence({})).toBe('medium');
    const w = (c: 'high' | 'medium' | 'low', kind: 'note' | 'record') =>
      scoreCandidate({ ...base, kind, confidence: c }, {}, q, env).score_breakdown.find(
        (b) => b.source === 'Confidence',
      )?.weight;
    expect([w('high', 'note'), w('medium', 'note'), w('low', 'note')]).toEqual([6, 0, -4]);
    expect([w('high', 'record'), w('medium', 'record'), w('low', 'record')]).toEqual([5, 0, -3]);
  });

  it('staleness tiers follow seed 001 exactly', () => {
    expect([undefined, 0, 14, 15, 30, 31, 60, 61, 90, 91, 400].map(stalenessWeight)).toEqual([
      0, 0, 0, -2, -2, -4, -4, -6, -6, -8, -8,
    ]);
    const s60 = scoreCandidate(base, {}, q, { ...env, referencedDaysAgo: 60 });
    expect(s60.score_breakdown.find((b) => b.source === 'Staleness')?.weight).toBe(-4);
    expect(scoreCandidate(base, {}, q, env).score_breakdown.some((b) => b.source === 'Staleness')).toBe(
      false,
    );
    expect(
      scoreCandidate(base, {}, q, { ...env, referencedDaysAgo: 3 }).score_breakdown.some(
        (b) => b.source === 'Staleness',
      ),
    ).toBe(false);
    // Notes are not tracked (seed 001, out of scope): no staleness even with an old reference.
    expect(
      scoreCandidate({ ...base, kind: 'note' }, {}, q, {
        ...env,
        referencedDaysAgo: 200,
      }).score_breakdown.some((b) => b.source === 'Staleness'),
    ).toBe(false);
  });

  it('recency decays over 30 days and access grows with the log of the count', () => {
    const at = (days: number) =>
      scoreCandidate(
        { ...base, updated_at: new Date(env.now.getTime() - days * 86_400_000).toISOString() },
        {},
        q,
        env,
      ).score_breakdown.find((b) => b.source === 'Recency')?.weight ?? 0;
    expect(at(0)).toBe(2);
    expect(at(15)).toBeCloseTo(1, 2);
    expect(at(31)).toBe(0);
    const acc = (n: number) =>
      scoreCandidate({ ...base, access_count: n }, {}, q, env).score_breakdown.find(
        (b) => b.source === 'Access',
      )?.weight ?? 0;
    expect(acc(0)).toBe(0);
    expect(acc(10)).toBeGreaterThan(acc(2));
    expect(acc(1e9)).toBe(2);
  });
});

describe('code anchors and drift', () => {
  it('stores a hash per referenced file and marks drift when the file changes', async () => {
    const p = tempProject();
    mkdirSync(join(p.root, 'src'), { recursive: true });
    writeFileSync(join(p.root, 'src/cache.ts'), 'export const ttl = 60;\n');
    const s = openTest(p);
    const r = await s.remember({
      content: 'Cache TTL is 60 seconds',
      file_refs: [join(p.root, 'src/cache.ts')],
    });
    const rec = await s.get(r.record_id);
    expect(rec.file_refs).toEqual(['src/cache.ts']);
    expect(rec.code_anchors[0]?.sha).toMatch(/^[0-9a-f]{64}$/);
    expect((await s.recall('cache ttl')).results[0]?.markers).toEqual([]);
    writeFileSync(join(p.root, 'src/cache.ts'), 'export const ttl = 300;\n');
    const hit = (await s.recall('cache ttl')).results[0]!;
    expect(hit.markers).toEqual(['⚠ code changed since recorded: src/cache.ts — verify']);
    expect(hit.score_breakdown.find((b) => b.source === 'CodeDrift')?.weight).toBe(-3);
    await s.close();
    p.cleanup();
  });
});

describe('reference tracker (seed 001 test plan)', () => {
  it('is created on first retrieval, touched after each, and drives staleness', async () => {
    const p = tempProject();
    const clock = movableClock('2026-01-01T00:00:00Z');
    const s = openTest(p, { clock: clock.clock });
    const r = await s.remember({ content: 'Feature flags are read at startup only' });
    const { existsSync, readFileSync, writeFileSync: write } = await import('node:fs');
    const file = join(p.root, '.spool/local/reference-tracker.json');
    expect(existsSync(file)).toBe(false);
    await s.recall('feature flags');
    await new Promise((res) => setTimeout(res, 400)); // touches are batched (250 ms)
    expect(JSON.parse(readFileSync(file, 'utf8')).records[r.record_id].count).toBe(1);
    clock.advanceDays(45);
    const stale = (await s.recall({ query: 'feature flags', touch: false })).results[0]!;
    expect(stale.score_breakdown.find((b) => b.source === 'Staleness')).toMatchObject({
      weight: -4,
      term: '45d',
    });
    write(file, '{ not json');
    const fine = (await s.recall({ query: 'feature flags', touch: false })).results[0]!;
    expect(fine.score_breakdown.some((b) => b.source === 'Staleness')).toBe(false);
    await s.close();
    p.cleanup();
  });
});
