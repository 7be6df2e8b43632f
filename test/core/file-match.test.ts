import { describe, expect, it } from 'vitest';
import { globMatches, globsOf, isGlobRef, matchFiles } from '../../src/core/file-match.js';

describe('file matching', () => {
  it('matches a task file exactly, by name when the task gives no folder, then by glob, then beside', () => {
    const refs = ['src/billing/invoice.ts'];
    expect(matchFiles(['src/billing/invoice.ts'], refs, undefined)).toEqual({
      kind: 'exact',
      ref: 'src/billing/invoice.ts',
      file: 'src/billing/invoice.ts',
    });
    expect(matchFiles(['invoice.ts'], refs, undefined)?.kind).toBe('exact');
    expect(matchFiles(['lib/invoice.ts'], refs, undefined)).toBeUndefined();
    expect(matchFiles(['src/billing/tax.ts'], refs, undefined)?.kind).toBe('near');
    expect(matchFiles(['src/billing/tax/vat.ts'], [], ['src/billing/**/*.ts'])).toEqual({
      kind: 'glob',
      ref: 'src/billing/**/*.ts',
      file: 'src/billing/tax/vat.ts',
    });
    expect(matchFiles(['src/web/page.ts'], [], ['src/billing/**/*.ts'])).toBeUndefined();
    expect(matchFiles([], refs, ['**'])).toBeUndefined();
  });

  it('reads legacy patterns stored among file references as globs, and only `*` makes a pattern', () => {
    expect(isGlobRef('src/**/*.ts')).toBe(true);
    expect(isGlobRef('app/[slug]/page.tsx')).toBe(false);
    expect(globsOf(['src/db/**/*.ts', 'src/db.ts'], ['*.sql'])).toEqual(['*.sql', 'src/db/**/*.ts']);
    expect(matchFiles(['src/db/users/find.ts'], ['src/db/**/*.ts'], undefined)?.kind).toBe('glob');
    expect(matchFiles(['app/[slug]/page.tsx'], ['app/[slug]/page.tsx'], undefined)?.kind).toBe('exact');
  });

  it('applies a pattern without a slash to the file name anywhere, as Cursor does', () => {
    expect(globMatches('*.tsx', 'app/components/button.tsx')).toBe(true);
    expect(globMatches('*.tsx', 'app/components/button.ts')).toBe(false);
    expect(globMatches('src/db/**', 'src/db/x/y.ts')).toBe(true);
    expect(globMatches('**/*.test.ts', 'test/a.test.ts')).toBe(true);
    expect(globMatches('src/{api,web}/**/*.ts', 'src/web/a/b.ts')).toBe(true);
    expect(globMatches('.github/**', '.github/workflows/ci.yml')).toBe(true);
  });
});
