import { describe, expect, it } from 'vitest';
import { ErrorCode, isSpoolError } from '../../src/core/errors.js';
import {
  parseInstructionMarkdown,
  parseMarkdownFolderFile,
  parseMcpMemoryJsonl,
} from '../../src/integrations/importers/index.js';

describe('parseMcpMemoryJsonl', () => {
  const jsonl = [
    '{"type":"relation","from":"Alice","to":"Acme Corp","relationType":"works_at"}',
    '{"type":"entity","name":"Alice","entityType":"person","observations":["Prefers TypeScript","Owns the billing service"]}',
    '{"type":"entity","name":"Acme Corp","entityType":"organization","observations":[]}',
    '{"type":"entity","name":"Bob","entityType":"person"',
    '',
    '{"type":"entity","name":"","entityType":"person","observations":[]}',
    '{"type":"note","text":"hello"}',
    '{"type":"relation","from":"Alice","to":"Billing","relationType":"maintains"}',
  ].join('\n');
  const { extractions, errors } = parseMcpMemoryJsonl(jsonl);

  it('turns each observation into a fact with an entity ref and the type as a tag', () => {
    const alice = extractions.filter((e) => e.content.startsWith('Alice: '));
    expect(alice.map((e) => e.content)).toEqual([
      'Alice: Prefers TypeScript',
      'Alice: Owns the billing service',
    ]);
    for (const e of alice) {
      expect(e.memory_type).toBe('fact');
      expect(e.entity_refs).toEqual([{ kind: 'person', id: 'Alice' }]);
      expect(e.tags).toEqual(['person']);
      expect(e.source).toBe('mcp-memory:line 2');
    }
  });

  it('keeps an entity without observations as one fact', () => {
    const acme = extractions.find((e) => e.content.startsWith('Acme Corp'));
    expect(acme?.content).toBe('Acme Corp is an organization');
    expect(acme?.entity_refs).toEqual([{ kind: 'organization', id: 'Acme Corp' }]);
  });

  it('turns relations into facts with refs to both ends, even when declared before the entities', () => {
    const rel = extractions.find((e) => e.content === 'Alice works at Acme Corp');
    expect(rel?.memory_type).toBe('fact');
    expect(rel?.entity_refs).toEqual([
      { kind: 'person', id: 'Alice' },
      { kind: 'organization', id: 'Acme Corp' },
    ]);
    expect(rel?.tags).toEqual(['person', 'organization']);
    expect(rel?.fact).toEqual({
      subject: 'Alice',
      predicate: 'works_at',
      object: 'Acme Corp',
      strength: 'stated',
    });
    const unknownEnd = extractions.find((e) => e.content === 'Alice maintains Billing');
    expect(unknownEnd?.entity_refs?.[1]).toEqual({ kind: 'entity', id: 'Billing' });
  });

  it('reports bad lines with their line numbers and keeps the good ones', () => {
    expect(errors.map((e) => e.line)).toEqual([4, 6, 7]);
    expect(errors[0]?.message).toMatch(/not valid JSON/);
    expect(errors[1]?.message).toMatch(/name/);
    expect(extractions).toHaveLength(5);
  });

  it('accepts an empty file', () => {
    expect(parseMcpMemoryJsonl('')).toEqual({ extractions: [], errors: [] });
  });
});

const CLAUDE_MD = `# CLAUDE.md

This file provides guidance to Claude Code (claude.ai/code) when working with code in this repository.

## Project Overview

Shop is a TypeScript monorepo for the storefront
and the admin panel.

## Commands

- \`pnpm test\` runs the unit tests
- Always run \`pnpm lint\` before pushing
- \`pnpm build\`:
  - builds every package
  - writes to \`dist/\`

\`\`\`bash
# Never run this in production
pnpm db:reset
\`\`\`

## Code Style

* Use named exports, never default exports.
* Files are kebab-case.

### Naming

1. Prefix interfaces with nothing, not \`I\`.

## Architecture Decisions

- We chose PostgreSQL over MongoDB because orders need transactions.

## Important

- NEVER commit \`.env\` files.

Setext heading
--------------

A paragraph under a setext heading.

| Command | Purpose |
| --- | --- |
| \`pnpm dev\` | starts the dev server |

<!-- a hidden comment
that spans lines -->

<!-- spool:begin -->
## Project memory (spool)
- Something synced from spool
<!-- spool:end -->
`;

describe('parseInstructionMarkdown', () => {
  const items = parseInstructionMarkdown(CLAUDE_MD, { source: 'CLAUDE.md' });
  const find = (needle: string) => items.find((e) => e.content.includes(needle));

  it('makes one record per bullet and per paragraph, titled by heading path', () => {
    expect(find('TypeScript monorepo')).toMatchObject({
      content: 'Shop is a TypeScript monorepo for the storefront and the admin panel.',
      title: 'Project Overview',
      memory_type: 'project',
      source: 'CLAUDE.md#Project Overview',
    });
    expect(find('runs the unit tests')).toMatchObject({ title: 'Commands', memory_type: 'workflow' });
    expect(find('Prefix interfaces')).toMatchObject({
      title: 'Code Style > Naming',
      memory_type: 'convention',
      source: 'CLAUDE.md#Naming',
    });
  });

  it('keeps nested bullets with their parent and short inline code', () => {
    expect(find('pnpm build')?.content).toBe('`pnpm build`:\n- builds every package\n- writes to `dist/`');
  });

  it('infers memory types from headings and wording', () => {
    expect(find('pnpm lint')?.memory_type).toBe('constraint'); // wording beats a workflow heading
    expect(find('named exports')?.memory_type).toBe('convention'); // the author's filing beats "never"
    expect(find('kebab-case')?.memory_type).toBe('convention');
    expect(find('PostgreSQL over MongoDB')).toMatchObject({
      memory_type: 'decision',
      reason: 'orders need transactions',
      content: 'We chose PostgreSQL over MongoDB because orders need transactions.',
    });
    expect(find('commit `.env` files')?.memory_type).toBe('constraint');
    expect(find('setext heading')).toMatchObject({ title: 'Setext heading', memory_type: 'note' });
  });

  it('tags records with heading words', () => {
    expect(find('kebab-case')?.tags).toEqual(['code', 'style']);
    expect(find('Prefix interfaces')?.tags).toEqual(['code', 'style', 'naming']);
  });

  it('turns table rows into records', () => {
    expect(find('starts the dev server')?.content).toBe('`pnpm dev` — starts the dev server');
  });

  it('skips code blocks, comments, the init boilerplate, file-name headings and spool blocks', () => {
    const all = items.map((e) => e.content).join('\n');
    expect(all).not.toMatch(/db:reset|Never run this in production/);
    expect(all).not.toMatch(/hidden comment|spans lines/);
    expect(all).not.toMatch(/provides guidance/);
    expect(all).not.toMatch(/synced from spool/);
    expect(items.some((e) => e.title?.includes('CLAUDE.md'))).toBe(false);
  });

  it('reads .mdc frontmatter: strips it, globs become file globs, description titles heading-less items', () => {
    const mdc = [
      '---',
      'description: React component rules',
      'globs: src/components/**/*.tsx, src/hooks/*.ts',
      'alwaysApply: false',
      '---',
      '- Components must be function components.',
      '',
      '## Hooks',
      '- Prefix custom hooks with `use`.',
    ].join('\n');
    const out = parseInstructionMarkdown(mdc, { source: '.cursor/rules/react.mdc' });
    expect(out).toHaveLength(2);
    expect(out[0]).toMatchObject({
      content: 'Components must be function components.',
      title: 'React component rules',
      memory_type: 'constraint',
      file_globs: ['src/components/**/*.tsx', 'src/hooks/*.ts'],
      source: '.cursor/rules/react.mdc',
    });
    expect(out[1]).toMatchObject({ title: 'Hooks', source: '.cursor/rules/react.mdc#Hooks' });
    expect(out.some((e) => e.content.includes('alwaysApply'))).toBe(false);
  });

  it('reads .mdc frontmatter written as YAML lists', () => {
    const mdc =
      '---\ndescription: "API"\nglobs:\n  - "api/**"\nalwaysApply: true\n---\nUse zod for request validation.\n';
    const [only] = parseInstructionMarkdown(mdc, { source: 'api.mdc' });
    expect(only).toMatchObject({
      title: 'API',
      file_globs: ['api/**'],
      content: 'Use zod for request validation.',
    });
  });

  it('returns nothing for an empty file', () => {
    expect(parseInstructionMarkdown('', { source: 'AGENTS.md' })).toEqual([]);
  });
});

describe('parseMarkdownFolderFile', () => {
  it('reads title, memory_type and tags from frontmatter', () => {
    const note = parseMarkdownFolderFile(
      'notes/db.md',
      '---\ntitle: Database\nmemory_type: fact\ntags: [Postgres, " Infra "]\nreason: we measured it\n---\n\nWe run Postgres 16.\n',
    );
    expect(note).toEqual({
      content: 'We run Postgres 16.',
      title: 'Database',
      memory_type: 'fact',
      tags: ['postgres', 'infra'],
      reason: 'we measured it',
      source: 'notes/db.md',
    });
  });

  it('falls back to the first heading, then the file name, and infers decisions from ADR folders', () => {
    const adr = parseMarkdownFolderFile(
      'docs/adr/0007-use-postgres.md',
      '# Use Postgres\n\nStatus: accepted.\n',
    );
    expect(adr).toMatchObject({
      title: 'Use Postgres',
      content: 'Status: accepted.',
      memory_type: 'decision',
    });
    const plain = parseMarkdownFolderFile('notes/deploy_steps.md', 'Deploy with `fly deploy`.\n');
    expect(plain).toMatchObject({ title: 'deploy steps', memory_type: 'note', tags: [] });
  });

  it('accepts comma-separated tags', () => {
    expect(parseMarkdownFolderFile('a.md', '---\ntags: a, B\n---\nbody\n').tags).toEqual(['a', 'b']);
  });

  it('rejects an unknown memory_type, bad YAML and an empty body with errors naming the file', () => {
    const expectError = (fn: () => unknown, code: string, pattern: RegExp) => {
      try {
        fn();
        expect.unreachable();
      } catch (err) {
        expect(isSpoolError(err)).toBe(true);
        expect((err as { code: string }).code).toBe(code);
        expect((err as Error).message).toMatch(pattern);
      }
    };
    expectError(
      () => parseMarkdownFolderFile('n/x.md', '---\nmemory_type: rumour\n---\nbody'),
      ErrorCode.InvalidInput,
      /n\/x\.md.*rumour/,
    );
    expectError(
      () => parseMarkdownFolderFile('n/y.md', '---\ntitle: [\n---\nbody'),
      ErrorCode.InvalidInput,
      /n\/y\.md/,
    );
    expectError(
      () => parseMarkdownFolderFile('n/z.md', '# Only a title\n'),
      ErrorCode.EmptyContent,
      /n\/z\.md/,
    );
  });
});
