import { describe, expect, it } from 'vitest';
import { CONJUNCTIONS, splitAtConnectives } from '../../src/truth/contradiction-vocab.js';

const words = (text: string, code: string[] = []) =>
  text.split(' ').map((raw) => ({ raw, code: code.includes(raw) }));
const raws = (subs: { raw: string }[][]) => subs.map((s) => s.map((w) => w.raw).join(' '));

describe('splitAtConnectives', () => {
  it('splits at a connective and drops it, so a negation does not reach past it', () => {
    expect(raws(splitAtConnectives(words('we do not use redis but we use memcached'), CONJUNCTIONS))).toEqual(
      ['we do not use redis', 'we use memcached'],
    );
  });

  it('starts a new sub-clause at "in favour of" / "in favor of"', () => {
    for (const text of ['dropped mysql in favour of postgres', 'dropped mysql in favor of postgres'])
      expect(raws(splitAtConnectives(words(text), CONJUNCTIONS))).toEqual(['dropped mysql', 'postgres']);
  });

  it('never reads a code word as a connective', () => {
    expect(raws(splitAtConnectives(words('set but to true', ['but']), CONJUNCTIONS))).toEqual([
      'set but to true',
    ]);
    expect(raws(splitAtConnectives(words('call in favour of', ['in']), CONJUNCTIONS))).toEqual([
      'call in favour of',
    ]);
  });

  it('uses the set it is given and keeps no empty sub-clause', () => {
    expect(raws(splitAtConnectives(words('but a so b but'), new Set(['so'])))).toEqual(['but a', 'b but']);
    expect(splitAtConnectives(words('but'), CONJUNCTIONS)).toEqual([]);
  });
});
