import { describe, expect, it } from 'vitest';
import { contentHash, normalizeContent } from '../../src/core/hash.js';
import { prng } from '../helpers.js';

describe('normalizeContent', () => {
  it('collapses every kind of whitespace run to one space, trims and lowercases', () => {
    expect(normalizeContent('  Use  PNPM\tfor\n\nthe\u00a0monorepo ')).toBe('use pnpm for the monorepo');
    expect(normalizeContent('already normal text')).toBe('already normal text');
    expect(normalizeContent('one\u2003em space')).toBe('one em space');
  });

  it('matches the plain collapse-trim-lowercase definition on random whitespace mixes', () => {
    const reference = (c: string) => c.replace(/\s+/g, ' ').trim().toLowerCase();
    const pieces = [' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u3000', '\ufeff', 'a', 'B', 'x y', 'É'];
    const rand = prng(5);
    for (let k = 0; k < 5000; k++) {
      let t = '';
      for (let i = 0; i < 8; i++) t += pieces[Math.floor(rand() * pieces.length)];
      expect(normalizeContent(t), JSON.stringify(t)).toBe(reference(t));
    }
  });

  it('gives duplicates that differ only in spacing and case the same content hash', () => {
    expect(contentHash('Deploy  on\tFridays')).toBe(contentHash('deploy on fridays'));
    expect(contentHash('deploy on fridays')).not.toBe(contentHash('deploy on mondays'));
  });
});
