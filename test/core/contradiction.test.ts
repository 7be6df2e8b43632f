import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ContradictionInput, contradictionHint } from '../../src/core/contradiction.js';

interface Pair {
  older: ContradictionInput;
  newer: ContradictionInput;
  contradicts: boolean;
  note: string;
}

const pairs = JSON.parse(
  readFileSync(new URL('../fixtures/contradiction-pairs.json', import.meta.url), 'utf8'),
) as Pair[];

const fact = (content: string): ContradictionInput => ({ content, memory_type: 'fact' });

describe('contradiction fixture', () => {
  it('has enough hard cases of both kinds', () => {
    expect(pairs.filter((p) => p.contradicts).length).toBeGreaterThanOrEqual(25);
    expect(pairs.filter((p) => !p.contradicts).length).toBeGreaterThanOrEqual(60);
  });

  it('reaches precision >= 0.9 and recall >= 0.6', () => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const misses: string[] = [];
    for (const p of pairs) {
      const hint = contradictionHint(p.older, p.newer);
      if (hint.contradicts && p.contradicts) tp++;
      else if (hint.contradicts) fp++;
      else if (p.contradicts) fn++;
      if (hint.contradicts !== p.contradicts) {
        misses.push(
          `${p.contradicts ? 'FN' : 'FP'} [${hint.signals.join(',')}] ${p.older.content} || ${p.newer.content}`,
        );
      }
    }
    const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
    const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
    console.error(
      `contradiction: ${pairs.length} pairs, tp=${tp} fp=${fp} fn=${fn}, ` +
        `precision=${precision.toFixed(3)} recall=${recall.toFixed(3)}\n${misses.join('\n')}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.6);
  });
});

describe('contradictionHint', () => {
  it('never fires across memory types, but still reports overlap', () => {
    const hint = contradictionHint(
      { content: 'We use Redis for caching.', memory_type: 'decision' },
      { content: 'We no longer use Redis for caching.', memory_type: 'fact' },
    );
    expect(hint).toEqual({ contradicts: false, overlap: 1, signals: [] });
  });

  it('names the signals that fired', () => {
    expect(
      contradictionHint(fact('We use Redis for caching.'), fact('We no longer use Redis for caching.'))
        .signals,
    ).toEqual(['negation', 'no_longer']);
    expect(
      contradictionHint(fact('Use npm for installs.'), fact('Use pnpm instead of npm for installs.')).signals,
    ).toContain('instead_of');
    expect(
      contradictionHint(
        fact('Unit tests run with Jest.'),
        fact('We switched from Jest to Vitest for unit tests.'),
      ).signals,
    ).toEqual(['switched']);
    expect(
      contradictionHint(
        fact('Feature flags are managed in LaunchDarkly.'),
        fact('We replaced LaunchDarkly with Unleash for feature flags.'),
      ).signals,
    ).toEqual(['replaced']);
    expect(
      contradictionHint(
        fact('Moment.js is deprecated for date handling.'),
        fact('Use Moment.js for date handling.'),
      ).signals,
    ).toContain('deprecated');
    expect(contradictionHint(fact('The timeout is 30s.'), fact('The timeout is 60s.')).signals).toEqual([
      'different_value',
    ]);
  });

  it('compares quantities by value, not spelling', () => {
    expect(
      contradictionHint(fact('The timeout is 1 minute.'), fact('The timeout is 60 seconds.')).contradicts,
    ).toBe(false);
    expect(
      contradictionHint(fact('Logs are kept for 30 days.'), fact('Logs are kept for 90 days.')).contradicts,
    ).toBe(true);
    expect(contradictionHint(fact('Node 18 is required.'), fact('Node 18.17 is required.')).contradicts).toBe(
      false,
    );
    expect(contradictionHint(fact('We use Postgres 15.'), fact('We use Postgres 16.')).contradicts).toBe(
      true,
    );
  });

  it('treats spellings of one value as the same value', () => {
    expect(contradictionHint(fact('We use Postgres.'), fact('We use PostgreSQL.')).contradicts).toBe(false);
  });

  it('ignores negations that are part of identifiers or state bounds', () => {
    expect(
      contradictionHint(
        fact('Enable the no-unused-vars rule.'),
        fact('Enable the no-unused-vars rule in CI.'),
      ).contradicts,
    ).toBe(false);
    expect(
      contradictionHint(
        fact('API responses are cached for 5 minutes.'),
        fact("Don't cache API responses for more than 5 minutes."),
      ).contradicts,
    ).toBe(false);
    expect(
      contradictionHint(
        fact('Run migrations after deploy.'),
        fact("Don't forget to run migrations after deploy."),
      ).contradicts,
    ).toBe(false);
  });

  it('handles empty content', () => {
    expect(contradictionHint(fact(''), fact(''))).toEqual({ contradicts: false, overlap: 0, signals: [] });
  });
});
