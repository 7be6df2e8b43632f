import { describe, expect, it } from 'vitest';
import { queryTokens } from '../../src/core/tokenize.js';
import { expansionTerms } from '../../src/search/prf.js';

describe('pseudo-relevance feedback terms', () => {
  const docs = [
    { text: 'Retries use exponential backoff with jitter; jitter avoids thundering herds', weight: 3 },
    { text: 'Backoff jitter is capped at 30 seconds', weight: 2 },
    { text: 'Unrelated note about the logo colours', weight: 0 },
  ];

  it('returns the words the best matches share, weighted by how well each matched', () => {
    const terms = expansionTerms(docs, queryTokens('retry backoff'), 3);
    expect(terms[0]).toBe('jitter');
    expect(terms).not.toContain('backoff'); // already in the query
    expect(terms).not.toContain('logo'); // from a document with no weight
    expect(terms.every((t) => t.length >= 3)).toBe(true);
  });

  it('is deterministic and bounded', () => {
    const a = expansionTerms(docs, ['backoff'], 5);
    expect(a).toEqual(expansionTerms(docs, ['backoff'], 5));
    expect(a.length).toBeLessThanOrEqual(5);
    expect(expansionTerms(docs, ['backoff'], 0)).toEqual([]);
    expect(expansionTerms([], ['backoff'], 5)).toEqual([]);
  });

  it('prefers rare words over words every record uses when document frequencies are known', () => {
    const chatty = [
      { text: 'thanks thanks great great great pgbouncer', weight: 1 },
      { text: 'thanks great great pooling', weight: 1 },
    ];
    const df = (t: string) => (t === 'thank' || t === 'great' ? 1000 : 2);
    expect(expansionTerms(chatty, [], 2)).toEqual(['great', 'thank']);
    expect(expansionTerms(chatty, [], 2, df)).toEqual(['pool', 'pgbouncer']);
  });
});
