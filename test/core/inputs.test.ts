import { describe, expect, it } from 'vitest';
import { factInputSchema, rememberInputSchema } from '../../src/core/inputs.js';

describe('fact input', () => {
  it('joins a relation written in words into its snake_case predicate', () => {
    const parse = (predicate: string) =>
      factInputSchema.parse({ subject: 'work order', predicate, object: 'backend only' }).predicate;
    expect(parse('is set by')).toBe('is_set_by');
    expect(parse(' next-day delivery ')).toBe('next_day_delivery');
    expect(parse('uses_database')).toBe('uses_database');
  });

  it('keeps a relation written in another language: Latin accents dropped, case folded, other scripts kept', () => {
    const parse = (predicate: string) =>
      factInputSchema.parse({ subject: 'décomptes RO', predicate, object: 'NOEMIE' }).predicate;
    expect(parse('reçus via')).toBe('recus_via');
    expect(parse('Identifié via')).toBe('identifie_via');
    expect(parse('Uses_Database')).toBe('uses_database');
    // A Japanese voicing mark is spelling, not an accent.
    expect(parse('が使う')).toBe('が使う');
    // Catalan's middle dot and an apostrophe inside a word are spelling, in either form of the dot.
    expect(parse('passarel·la')).toBe('passarella');
    expect(parse('instaŀlat a')).toBe('installat_a');
    expect(parse("s'executa a")).toBe('sexecuta_a');
  });

  it('still refuses a predicate that is not words, naming the expected form', () => {
    const r = rememberInputSchema.safeParse({
      content: 'x',
      fact: { subject: 'api', predicate: 'uses/db', object: 'pg' },
    });
    expect(r.success).toBe(false);
    expect(JSON.stringify(r.error?.issues)).toContain('snake_case predicate');
  });
});
