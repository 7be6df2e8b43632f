import { describe, expect, it } from 'vitest';
import {
  matchWeight,
  RELEVANCE_SCALE,
  type Relevance,
  type Scorable,
  type ScoringQuery,
  scoreCandidate,
  TEMPORAL_WEIGHT,
} from '../../src/score/scorer.js';

const candidate: Scorable = {
  kind: 'record',
  id: 'r1',
  content: 'x',
  memory_type: 'note',
  state: 'accepted',
  tags: [],
  file_refs: [],
  confidence: 'medium',
  sensitivity: 'internal',
  created_at: '2020-01-01T00:00:00Z',
  updated_at: '2020-01-01T00:00:00Z',
  access_count: 0,
};
const env = { now: new Date('2026-01-01T00:00:00Z'), drifted: [], singleValuePredicates: [], staleDays: 180 };
const query = (mode: ScoringQuery['mode']): ScoringQuery => ({
  mode,
  text: 'q',
  names: [],
  files: [],
  typeHints: [],
});

const relevanceOf = (rel: Relevance, mode: ScoringQuery['mode']) =>
  scoreCandidate(candidate, rel, query(mode), env).score_breakdown.filter(
    (c) => c.source === 'Lexical' || c.source === 'Semantic',
  );

describe('relevance contributions', () => {
  const rel: Relevance = {
    lexical: { bm25: 4, best: 8, rank: 3, share: 0.8 },
    expansion: { bm25: 6, best: 6, rank: 1, share: 0.2, terms: ['jitter', 'backoff'] },
    semantic: { similarity: 0.5, rank: 2 },
    temporal: { label: 'March 2024' },
    context: { from: 'r0', weight: 3.5 },
  };

  it('splits lexical relevance between the query as written and its expansion', () => {
    const parts = relevanceOf(rel, 'lexical');
    expect(parts.map((c) => [c.field, c.weight])).toEqual([
      ['bm25', RELEVANCE_SCALE * 0.8 * 0.5],
      ['expansion', RELEVANCE_SCALE * 0.2],
      ['valid_from', TEMPORAL_WEIGHT],
    ]);
    expect(parts[1]?.term).toBe('jitter backoff');
    expect(parts[1]?.reason).toContain('expanded with: jitter backoff');
  });

  it('fuses every ranking by RRF in hybrid mode', () => {
    const parts = relevanceOf(rel, 'hybrid');
    expect(parts.map((c) => c.field)).toEqual(['bm25', 'expansion', 'vector', 'valid_from']);
    const unit = (RELEVANCE_SCALE / 2) * 61;
    expect(parts[0]?.weight).toBeCloseTo((unit * 0.8) / 63, 2);
    expect(parts[2]?.weight).toBeCloseTo(unit / 62, 2);
  });

  it('reports what the match is worth exactly as the breakdown counts it, without context', () => {
    for (const mode of ['lexical', 'semantic', 'hybrid'] as const) {
      const parts = relevanceOf(rel, mode);
      expect(matchWeight(rel, mode)).toBe(parts.reduce((a, c) => a + c.weight, 0));
    }
    const s = scoreCandidate(candidate, rel, query('lexical'), env);
    expect(s.score_breakdown.find((c) => c.source === 'Context')).toMatchObject({ term: 'r0', weight: 3.5 });
    expect(s.score).toBe(s.score_breakdown.reduce((a, c) => a + c.weight, 0));
  });

  it('keeps a single ranking at full scale when no share is given', () => {
    const parts = relevanceOf({ lexical: { bm25: 2, best: 2, rank: 1 } }, 'lexical');
    expect(parts).toHaveLength(1);
    expect(parts[0]?.weight).toBe(RELEVANCE_SCALE);
    expect(matchWeight({}, 'lexical')).toBe(0);
  });
});
