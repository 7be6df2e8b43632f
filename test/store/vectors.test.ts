import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createHashEmbedder } from '../../src/search/embedders.js';
import { loadVectorExtension, openVectorIndex } from '../../src/store/vectors.js';
import { openTest, tempProject } from '../helpers.js';

function unit(seed: number, dims: number): Float32Array {
  const v = new Float32Array(dims);
  let s = seed;
  for (let i = 0; i < dims; i++) {
    s = (s * 1103515245 + 12345) % 2147483648;
    v[i] = s / 2147483648 - 0.5;
  }
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

describe('vector index (sqlite-vec)', () => {
  it('finds exact neighbours, and the binary shortlist agrees with exact search on a large index', () => {
    const db = new Database(':memory:');
    loadVectorExtension(db);
    db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    const idx = openVectorIndex(db);
    expect(idx.search(unit(1, 64), 5)).toEqual([]);
    idx.ensure('test:64', 64);
    for (let i = 1; i <= 9000; i++) idx.upsert(i, unit(i, 64));
    expect(idx.count()).toBe(9000);
    // A query close to vector 4242 (small perturbation) must find it first, on the shortlist path.
    const q = unit(4242, 64).map((x, i) => x + (i % 7 === 0 ? 0.01 : 0));
    const hits = idx.search(q, 10);
    expect(hits[0]?.rid).toBe(4242);
    expect(hits[0]?.similarity).toBeGreaterThan(0.99);
    idx.remove(4242);
    expect(idx.search(q, 10)[0]?.rid).not.toBe(4242);
    // A different embedder invalidates every stored vector.
    idx.ensure('other:32', 32);
    expect(idx.count()).toBe(0);
  });

  it('the coarse-to-fine scan keeps true neighbours at 384 dimensions and 15,000 vectors', () => {
    const db = new Database(':memory:');
    loadVectorExtension(db);
    db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
    const idx = openVectorIndex(db);
    idx.ensure('test:384', 384);
    idx.upsertMany(Array.from({ length: 15_000 }, (_, i) => ({ rid: i + 1, vector: unit(i + 1, 384) })));
    let found = 0;
    for (const target of [17, 999, 5_000, 12_345, 14_999]) {
      // A noisy copy (cosine ≈ 0.9 with its original) must come back first among 15,000 random vectors.
      const noise = unit(target * 7 + 1, 384);
      const q = unit(target, 384).map((x, i) => x + 0.45 * (noise[i] ?? 0));
      const n = Math.hypot(...q);
      const hits = idx.search(
        q.map((x) => x / n),
        5,
      );
      if (hits[0]?.rid === target) found++;
    }
    expect(found).toBe(5);
  });
});

describe('hybrid recall with an embedder', () => {
  it('stores vectors on write, fuses lexical and semantic ranks, and backfills after rebuild', async () => {
    const p = tempProject();
    const s = openTest(p, { embedder: createHashEmbedder(256), config: undefined });
    await s.remember({ content: 'Payments are retried with exponential backoff' });
    await s.remember({ content: 'The frontend is written in Svelte' });
    const r = await s.recall({ query: 'payment retries backoff', mode: 'hybrid' });
    expect(r.mode_used).toBe('hybrid');
    expect(r.fallback_reason).toBeUndefined();
    const top = r.results[0]!;
    expect(top.content).toContain('exponential backoff');
    expect(top.score_breakdown.map((c) => c.source)).toEqual(expect.arrayContaining(['Lexical', 'Semantic']));
    const sum = top.score_breakdown.reduce((a, c) => a + c.weight, 0);
    expect(sum).toBe(top.score);
    const sem = await s.recall({ query: 'payment retry', mode: 'semantic' });
    expect(sem.mode_used).toBe('semantic');
    expect(sem.results[0]?.score_breakdown.some((c) => c.source === 'Lexical')).toBe(false);
    expect(await s.rebuild()).toMatchObject({ records: 2, embedded: 2 });
    const e = await s.embed();
    expect(e).toMatchObject({ embedded: 0, total_vectors: 2, embedder: 'hash:256' });
    expect((await s.recall({ query: 'svelte frontend', mode: 'semantic' })).results[0]?.content).toContain(
      'Svelte',
    );
    await s.close();
    p.cleanup();
  });

  it('degrades to lexical with fallback_reason when no embedder is configured', async () => {
    const p = tempProject();
    const s = openTest(p);
    await s.remember({ content: 'Payments are retried with exponential backoff' });
    const r = await s.recall({ query: 'backoff', mode: 'semantic' });
    expect(r).toMatchObject({
      mode_used: 'lexical',
      fallback_reason: 'embeddings_disabled',
      result_count: 1,
    });
    await expect(s.embed()).rejects.toThrow(/no embedder configured/);
    await s.close();
    p.cleanup();
  });
});
