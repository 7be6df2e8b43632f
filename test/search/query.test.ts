import { describe, expect, it } from 'vitest';
import { analyzeQuery, searchTokens } from '../../src/search/query.js';

describe('query analysis', () => {
  it('drops question framing but keeps the topic it frames', () => {
    expect(searchTokens('What kind of database do we use?')).toEqual(['databas', 'us', 'db']);
    expect(searchTokens('Which types of tests are flaky?')).toEqual(['test', 'flaki']);
    // Outside the framing, `kind` and `type` are ordinary words.
    expect(searchTokens('kind words about the type checker')).toEqual(
      expect.arrayContaining(['kind', 'type', 'checker']),
    );
  });

  it("drops pronoun contractions but keeps names' possessives", () => {
    expect(searchTokens("That's what I'm asking: let's deploy")).toEqual(['ask', 'deploi']);
    expect(searchTokens("you've we'll they're it'd")).toEqual([]);
    expect(searchTokens("Alice's review")).toEqual(['alic', 'review']);
  });

  it('searches the other forms of irregular verbs, after the tokens of the text', () => {
    const t = searchTokens('Why did we choose SQLite?');
    expect(t.slice(0, 2)).toEqual(['choos', 'sqlite']);
    expect(t).toEqual(expect.arrayContaining(['chose', 'chosen']));
    expect(searchTokens('who wrote the parser')).toEqual(['wrote', 'parser', 'write', 'written']);
    // Every token once, even when the text already holds several forms.
    const both = searchTokens('go went gone');
    expect(new Set(both).size).toBe(both.length);
    // Forms that are stopwords are never added (the index has none).
    expect(searchTokens('done')).toEqual(['done']);
  });

  it('searches the long form of a short form developers write, and back', () => {
    expect(searchTokens('which db do we use')).toEqual(['db', 'us', 'databas']);
    expect(searchTokens('the database schema')).toEqual(['databas', 'schema', 'db']);
    expect(searchTokens('deploy to k8s')).toEqual(expect.arrayContaining(['k8s', 'kubernet']));
    expect(searchTokens('pg connection pool')).toEqual(expect.arrayContaining(['postgr', 'postgresql']));
    // Words that only look alike are not linked: `production` stems to `product`.
    expect(searchTokens('prod outage')).toEqual(['prod', 'outag']);
  });

  it('reads dated spans and keeps the other cues', () => {
    const q = analyzeQuery('Why did we pick parseHttpRequest in March 2024?');
    expect(q.dates.map((d) => d.label)).toEqual(['March 2024']);
    expect(q.names).toContain('parsehttprequest');
    expect(q.typeHints).toContain('decision');
    expect(q.match).toBe(q.tokens.map((t) => `"${t}"`).join(' OR '));
    expect(analyzeQuery('what?').match).toBeNull();
  });
});
