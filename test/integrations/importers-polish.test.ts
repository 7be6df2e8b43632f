import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseInstructionMarkdown, parseMcpMemoryJsonl } from '../../src/integrations/importers/index.js';
import { parseNote } from '../../src/store/vault-note.js';
import { cli } from '../cli/run.js';
import { tempProject } from '../helpers.js';

describe('import polish (issue 13)', () => {
  it('an "Important" heading does not override wording that states a decision or convention', () => {
    const md = [
      '## Important',
      '',
      '- We decided to keep the monolith until checkout is stable.',
      '- We chose Redis over Memcached for sessions because it persists.',
      '- NEVER commit `.env` files.',
      '- Payments run through Stripe.',
      '',
      '## Critical rules',
      '',
      '- We decided to use tabs.',
    ].join('\n');
    const items = parseInstructionMarkdown(md, { source: 'CLAUDE.md' });
    const type = (needle: string) => items.find((e) => e.content.includes(needle))?.memory_type;
    expect(type('keep the monolith')).toBe('decision');
    expect(type('Redis over Memcached')).toBe('decision');
    expect(type('.env')).toBe('constraint');
    // No cue in the wording: the heading's emphasis still files it as a constraint.
    expect(type('through Stripe')).toBe('constraint');
    // "rules" is a real classification by the author: it wins over the wording.
    expect(type('use tabs')).toBe('constraint');
  });

  it('MCP memory observations are not prefixed twice, nor titled with the name they start with', () => {
    const { extractions } = parseMcpMemoryJsonl(
      JSON.stringify({
        type: 'entity',
        name: 'John_Smith',
        entityType: 'person',
        observations: ['Speaks fluent Spanish', 'John_Smith: Graduated in 2019'],
      }),
    );
    expect(extractions.map((e) => e.content)).toEqual([
      'John_Smith: Speaks fluent Spanish',
      'John_Smith: Graduated in 2019',
    ]);
    expect(extractions.every((e) => e.title === undefined)).toBe(true);
  });

  it('an ADR vault note takes its leading heading as the title, not as content', () => {
    const n = parseNote(
      'docs/adr/001-use-postgres.md',
      '# ADR 001: Use Postgres\n\nWe will use Postgres 16.\n',
    );
    expect(n).toMatchObject({ title: 'ADR 001: Use Postgres', content: 'We will use Postgres 16.' });
    const fm = parseNote(
      'docs/adr/002.md',
      '---\nstatus: accepted\n---\n# Use Redis\n\nSessions live in Redis.\n',
    );
    expect(fm).toMatchObject({ title: 'Use Redis', content: 'Sessions live in Redis.' });
    // A heading that is not the first line stays in the text; a heading alone stays as the content.
    expect(parseNote('n/a.md', 'Intro.\n\n# Later\n\nMore.').content).toContain('# Later');
    expect(parseNote('n/b.md', '# Only a heading\n').content).toBe('# Only a heading');
  });

  it('end to end: imported observations and ADRs read once in notes, recall and vault', async () => {
    const p = tempProject();
    mkdirSync(join(p.root, 'docs', 'adr'), { recursive: true });
    const env = { SPOOL_HOME: p.home };
    writeFileSync(
      join(p.root, 'memory.jsonl'),
      `${JSON.stringify({ type: 'entity', name: 'John_Smith', entityType: 'person', observations: ['Speaks fluent Spanish'] })}\n`,
    );
    writeFileSync(
      join(p.root, 'docs/adr/001-use-postgres.md'),
      '# ADR 001: Use Postgres\n\nWe will use Postgres 16.\n',
    );
    expect((await cli(['import', 'memory.jsonl', '--from', 'mcp-memory'], { cwd: p.root, env })).code).toBe(
      0,
    );
    const notes = (await cli(['notes'], { cwd: p.root, env })).stdout;
    expect(notes).toContain('John_Smith: Speaks fluent Spanish');
    expect(notes).not.toContain('John_Smith: John_Smith');
    const r = JSON.parse(
      (await cli(['recall', 'postgres', '--format', 'json'], { cwd: p.root, env })).stdout,
    );
    const adr = r.results.find((x: { kind: string }) => x.kind === 'note');
    expect(adr).toMatchObject({ title: 'ADR 001: Use Postgres', content: 'We will use Postgres 16.' });
    p.cleanup();
  });
});
