import { describe, expect, it } from 'vitest';
import { contradictionHint } from '../../src/truth/contradiction.js';
import { createDescribedLeftBehind } from '../../src/truth/contradiction-history.js';

const describedLeftBehind = (older: string, newer: string) => createDescribedLeftBehind(newer)(older);

const hint = (older: string, newer: string, olderType = 'decision', newerType = 'decision') =>
  contradictionHint({ content: older, memory_type: olderType }, { content: newer, memory_type: newerType });

describe('a described state left behind ("from A to B")', () => {
  it('outdates the memory that says A, though A is no named value', () => {
    const older = 'pricing: $0.12 per cow per month, metered on the peak milking herd count';
    const newer =
      'We moved billing from per-cow metered usage to three flat tiers: Paddock, Herd and Station.';
    expect(describedLeftBehind(older, newer)).toEqual({
      from: 'per-cow metered usage',
      to: 'three flat tiers',
    });
    const h = hint(older, newer);
    expect(h.contradicts).toBe(true);
    expect(h.replaced).toBe('older');
    expect(h.clash).toContain('per-cow metered usage');
  });

  it('reads one word left behind when it is written as a name', () => {
    const h = hint(
      'ranked mmr = elo, K=32, everyone starts at 1000',
      'Ranked rating moved from Elo to Glicko-2.',
    );
    expect(h.contradicts).toBe(true);
    expect(h.replaced).toBe('older');
    // Across types too: a fact and the decision that changed it.
    expect(
      hint('The app uses Yarn 1 for dependencies.', 'We switched from Yarn to bun for installs.', 'fact')
        .replaced,
    ).toBe('older');
  });

  it('leaves alone flows, common words, numbers and memories that already say B', () => {
    // A flow, not a change.
    expect(
      describedLeftBehind(
        'Processed files stay in the inbox folder for a day.',
        'Files are moved from the inbox folder to archive/ by the sweeper.',
      ),
    ).toBeUndefined();
    // One common word of a renamed package is in many memories that are not the old state.
    expect(
      describedLeftBehind(
        'Input validation errors are collected per row.',
        'we switched from nf-validation to nf-schema 2.1',
      ),
    ).toBeUndefined();
    // A number is the amount reader's to compare.
    expect(
      describedLeftBehind('The nightly export takes 15 minutes.', 'Cache TTL went from 15 minutes to five.'),
    ).toBeUndefined();
    // The older memory already says the new state: it is not the one left behind.
    expect(
      describedLeftBehind(
        'Billing uses three flat tiers; per-cow metered usage is gone.',
        'We moved billing from per-cow metered usage to three flat tiers.',
      ),
    ).toBeUndefined();
  });
});
