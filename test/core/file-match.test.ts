import { describe, expect, it } from 'vitest';
import {
  globMatches,
  globsOf,
  isGlobRef,
  matchFiles,
  matchTextPaths,
  pathsInText,
} from '../../src/core/file-match.js';

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

  it('reads a folder reference as naming the files in it, and nothing outside', () => {
    expect(matchFiles(['api/proto/payouts.proto'], ['api/proto'], undefined)).toEqual({
      kind: 'folder',
      ref: 'api/proto',
      file: 'api/proto/payouts.proto',
    });
    expect(matchFiles(['src/db/find.ts'], ['src/db/'], undefined)?.kind).toBe('folder');
    // A folder further up is about a whole tree: a file deep in it is only near.
    expect(matchFiles(['src/db/users/find.ts'], ['src/db/'], undefined)?.kind).toBe('near');
    expect(matchFiles(['src/db/users/find.ts'], ['src'], undefined)?.kind).toBe('near');
    expect(matchFiles(['api/protocols/a.ts'], ['api/proto'], undefined)).toBeUndefined();
    expect(matchFiles(['web/a.ts'], ['.'], undefined)).toBeUndefined();
  });

  it('finds the paths, folders and file names a memory mentions in prose', () => {
    expect(
      pathsInText(
        'Protobuf files live in api/proto, generated with buf; see ./scripts/gen.sh and schema.yml.',
      ),
    ).toEqual(['api/proto', 'scripts/gen.sh', 'schema.yml']);
    // Routes, URLs, abbreviations and dotted code names are not files.
    expect(
      pathsInText('Routes are /v1/users (see https://example.com/docs/a.html), e.g. req.log or money.Amount'),
    ).toEqual(['req.log']);
    expect(pathsInText('No paths here at all')).toEqual([]);
  });

  it('matches a task file against the paths a memory mentions: the file, its name, or a folder holding it', () => {
    const text = 'Schema changes go through migrations in db/migrations/; never edit an applied one.';
    expect(matchTextPaths(['db/migrations/0042_add_vat.sql'], text)).toEqual({
      kind: 'folder',
      ref: 'db/migrations',
      file: 'db/migrations/0042_add_vat.sql',
    });
    expect(matchTextPaths(['models/schema.yml'], 'Describe every column in schema.yml.')?.kind).toBe('exact');
    expect(matchTextPaths(['src/app.ts'], 'Config lives in src/config/app.ts')).toBeUndefined();
    expect(matchTextPaths([], text)).toBeUndefined();
  });
});
