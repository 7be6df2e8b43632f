import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  detectImportFormat,
  distillPending,
  exportMarkdown,
  importFile,
  storeExtractions,
  syncAgentsMd,
} from '../../src/integrations/ingest/index.js';
import type { Spool } from '../../src/spool.js';
import { enqueueTranscript, readQueue } from '../../src/store/queue.js';
import { cli } from '../cli/run.js';
import { movableClock, openTest, type TempProject, tempProject } from '../helpers.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const SESSION = '9b2e4c1d-0f3a-4e5b-8c7d-6a5b4c3d2e1f';
const TOKEN = `ghp_${'a1B2c3D4e5F6g7H8i9J0'.repeat(2)}`;

let n = 0;
function turn(type: 'user' | 'assistant', content: unknown): string {
  n++;
  return JSON.stringify({
    parentUuid: n === 1 ? null : `u-${n - 1}`,
    isSidechain: false,
    userType: 'external',
    cwd: '/home/dev/shop',
    sessionId: SESSION,
    version: '1.0.80',
    type,
    message:
      type === 'assistant'
        ? { id: `msg_${n}`, type: 'message', role: 'assistant', model: 'claude-sonnet-4', content }
        : { role: 'user', content },
    uuid: `u-${n}`,
    timestamp: `2026-05-30T10:${String(n).padStart(2, '0')}:00.000Z`,
  });
}
const text = (t: string) => ({ type: 'text', text: t });

/** A Claude Code transcript: decisions, a rule, tool noise, a secret and a torn line. */
function transcript(): string {
  return [
    JSON.stringify({ type: 'summary', summary: 'Payments service setup', leafUuid: 'u-0' }),
    turn(
      'user',
      'We decided to use PostgreSQL instead of MongoDB because we need transactions across orders.',
    ),
    turn('assistant', [
      text('Got it. Let me look at `src/db.ts` first.'),
      { type: 'tool_use', id: 'toolu_1', name: 'Read', input: { file_path: '/home/dev/shop/src/db.ts' } },
    ]),
    turn('user', [{ type: 'tool_result', tool_use_id: 'toolu_1', content: '// never call this directly' }]),
    turn('user', 'All migrations must be reversible so that we can roll back a bad deploy.'),
    turn(
      'user',
      `We decided to always deploy with the token ${TOKEN} because the bot account owns the repo.`,
    ),
    '{"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":"We decided',
    turn('user', 'Our convention is kebab-case file names for everything under src/.'),
    '',
  ].join('\n');
}

describe('ingest', () => {
  let p: TempProject;
  let s: Spool;
  beforeEach(() => {
    p = tempProject();
    mkdirSync(p.root, { recursive: true });
    s = openTest(p);
  });
  afterEach(async () => {
    await s.close();
    p.cleanup();
  });

  describe('distill', () => {
    it('turns a queued transcript into review candidates, refusing secrets', async () => {
      await s.init();
      const file = join(p.home, 'transcripts', `${SESSION}.jsonl`);
      mkdirSync(join(p.home, 'transcripts'), { recursive: true });
      writeFileSync(file, transcript());
      enqueueTranscript(
        s.paths,
        { transcript_path: file, session_id: SESSION, agent: 'claude-code', reason: 'stop' },
        NOW,
      );

      const r = await distillPending(s, { now: NOW });
      expect(r.failed).toEqual([]);
      expect(r.remaining).toBe(0);
      expect(r.processed).toHaveLength(1);
      const t = r.processed[0]!;
      expect(t.session_id).toBe(SESSION);
      expect(t.skipped_lines).toBe(1);
      expect(t.refused).toHaveLength(1);
      expect(t.refused[0]!.code).toBe('SECRET_DETECTED');
      expect(t.refused[0]!.message).not.toContain(TOKEN);
      expect(t.stored.length).toBeGreaterThanOrEqual(3);
      expect(t.stored.every((x) => x.state === 'candidate' && x.action === 'created')).toBe(true);

      const review = await s.review();
      const contents = review.map((x) => x.content);
      expect(contents.some((c) => c.includes('PostgreSQL instead of MongoDB'))).toBe(true);
      expect(contents.some((c) => c.includes('migrations must be reversible'))).toBe(true);
      expect(contents.some((c) => c.includes(TOKEN))).toBe(false);
      const pg = review.find((x) => x.content.includes('PostgreSQL'))!;
      expect(pg.origin).toEqual({ source_kind: 'distilled', agent: 'claude-code', session_id: SESSION });
      expect(pg.memory_type).toBe('decision');
      expect(pg.reason).toContain('transactions');
      expect(readQueue(s.paths)).toEqual([]);
    });

    it('reads each transcript incrementally and never brings back an archived candidate', async () => {
      const file = join(p.root, 'session.jsonl');
      writeFileSync(file, transcript());
      const first = await distillPending(s, { transcript: file, now: NOW });
      const created = first.processed[0]!.stored.length;
      expect(created).toBeGreaterThan(0);

      // Nothing new: nothing read, nothing written.
      const again = await distillPending(s, { transcript: file, now: NOW });
      expect(again.processed[0]).toMatchObject({ bytes_read: 0, stored: [], refused: [] });

      appendFileSync(
        file,
        `${turn('user', 'We decided to use Vitest instead of Jest because it understands ESM natively.')}\n`,
      );
      const more = await distillPending(s, { transcript: file, now: NOW });
      expect(more.processed[0]!.stored).toHaveLength(1);
      expect(more.processed[0]!.extractions[0]!.content).toContain('Vitest');

      // Reject one, re-read from the start: the rejected memory stays rejected.
      const pg = (await s.review()).find((x) => x.content.includes('PostgreSQL'))!;
      await s.transition(pg.record_id, 'archive');
      const full = await distillPending(s, { transcript: file, now: NOW, full: true });
      expect(full.processed[0]!.skipped.map((x) => x.record_id)).toEqual([pg.record_id]);
      expect(full.processed[0]!.stored.every((x) => x.action === 'updated_existing')).toBe(true);
      expect((await s.review()).some((x) => x.content.includes('PostgreSQL'))).toBe(false);
    });

    it('drops queued transcripts that are gone (reported once) and keeps unreadable ones queued', async () => {
      await s.init();
      const missing = join(p.home, 'gone.jsonl');
      const unreadable = join(p.root, 'a-folder.jsonl'); // EISDIR: exists, cannot be read as a file
      mkdirSync(unreadable);
      const good = join(p.root, 'ok.jsonl');
      writeFileSync(good, transcript());
      const gone = enqueueTranscript(s.paths, { transcript_path: missing, reason: 'stop' }, NOW).entry;
      enqueueTranscript(s.paths, { transcript_path: unreadable, reason: 'stop' }, NOW);
      enqueueTranscript(s.paths, { transcript_path: good, reason: 'pre-compact' }, NOW);
      const r = await distillPending(s, { now: NOW });
      expect(r.dropped).toEqual([{ transcript_path: missing, queue_ids: [gone.id] }]);
      expect(r.failed).toHaveLength(1);
      expect(r.failed[0]!.transcript_path).toBe(unreadable);
      expect(r.failed[0]!.message).toMatch(/cannot read transcript .*EISDIR.*spool distill --drop q_/);
      expect(r.processed.map((x) => x.transcript_path)).toEqual([good]);
      expect(readQueue(s.paths).map((e) => e.transcript_path)).toEqual([unreadable]);
      expect(r.remaining).toBe(1);

      const again = await distillPending(s, { now: NOW });
      expect(again.dropped).toEqual([]);
      expect(again.failed.map((f) => f.transcript_path)).toEqual([unreadable]);
    });

    it('spool distill drops a gone transcript once (exit 0), and --drop takes an entry off by id', async () => {
      await s.init();
      const missing = join(p.home, 'gone.jsonl');
      const unreadable = join(p.root, 'a-folder.jsonl');
      mkdirSync(unreadable);
      enqueueTranscript(s.paths, { transcript_path: missing, reason: 'stop' }, NOW);
      const stuck = enqueueTranscript(s.paths, { transcript_path: unreadable, reason: 'stop' }, NOW).entry;
      await s.close();
      const env = { SPOOL_HOME: p.home };
      const first = await cli(['distill'], { cwd: p.root, env });
      expect(first.stdout).toContain(`dropped ${missing} from the queue: the file no longer exists`);
      expect(first.stdout).toContain(`spool distill --drop ${stuck.id}`);
      expect(first.code).toBe(1); // the unreadable one is still a failure
      const second = await cli(['distill'], { cwd: p.root, env });
      expect(second.stdout).not.toContain('dropped');

      const typo = await cli(['distill', '--drop', 'q_nope'], { cwd: p.root, env });
      expect(typo.code).toBe(1);
      expect(typo.stderr).toContain('NOT_FOUND');
      expect(typo.stderr).toContain(stuck.id);
      const dropped = await cli(['distill', '--drop', stuck.id], { cwd: p.root, env });
      expect(dropped.code).toBe(0);
      expect(dropped.stdout).toBe(
        `dropped ${stuck.id} (${unreadable}) from the distill queue\n0 transcript(s) still queued\n`,
      );
      const empty = await cli(['distill'], { cwd: p.root, env });
      expect(empty.code).toBe(0);
      expect(empty.stdout).toBe('nothing to distill: the queue is empty\n');
      s = openTest(p);
    });

    it('spool distill prints what landed in the review queue', async () => {
      await s.close();
      const file = join(p.root, 'session.jsonl');
      writeFileSync(file, transcript());
      const env = { SPOOL_HOME: p.home };
      const r = await cli(['distill', '--transcript', 'session.jsonl'], { cwd: p.root, env });
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/session\.jsonl \(session 9b2e4c1d[^)]*\): \d+ new candidate\(s\), 1 refused/);
      expect(r.stdout).toMatch(/\+ \w+ \[decision\] We decided to use PostgreSQL/);
      expect(r.stdout).toContain('refused [SECRET_DETECTED]');
      expect(r.stdout).toContain('spool memory review');
      expect(r.stdout).not.toContain(TOKEN);
      const empty = await cli(['distill'], { cwd: p.root, env });
      expect(empty.stdout).toBe('nothing to distill: the queue is empty\n');
      s = openTest(p);
    });
  });

  describe('storeExtractions', () => {
    it('refuses per item, drops references outside the root and malformed facts', async () => {
      const r = await storeExtractions(
        s,
        [
          {
            content: 'The API talks to Postgres through src/db.ts',
            memory_type: 'fact',
            tags: ['db'],
            file_refs: ['src/db.ts', '../../elsewhere/x.ts', '/etc/passwd'],
          },
          { content: `Deploys use ${TOKEN}`, memory_type: 'workflow', tags: [] },
          { content: '   ', memory_type: 'note', tags: [] },
          {
            content: 'Alice works at Acme',
            memory_type: 'fact',
            tags: [],
            fact: { subject: 'Alice', predicate: 'works at', object: 'Acme', strength: 'stated' },
          },
          {
            content: 'Billing runs nightly at 02:00 UTC',
            memory_type: 'workflow',
            tags: ['billing'],
            reason: 'the bank batch closes at 01:00',
            entity_refs: [{ kind: 'service', id: 'billing' }],
          },
        ],
        { source_kind: 'ai_proposal', agent: 'test-agent' },
      );
      expect(r.stored.map((x) => x.index)).toEqual([0, 3, 4]);
      expect(r.refused.map((x) => [x.index, x.code])).toEqual([
        [1, 'SECRET_DETECTED'],
        [2, 'EMPTY_CONTENT'],
      ]);
      const db = await s.get(r.stored[0]!.record_id);
      expect(db.file_refs).toEqual(['src/db.ts']);
      expect(db.state).toBe('candidate');
      expect(db.origin).toEqual({ source_kind: 'ai_proposal', agent: 'test-agent' });
      expect((await s.get(r.stored[1]!.record_id)).fact).toBeUndefined();
      const billing = await s.get(r.stored[2]!.record_id);
      expect(billing).toMatchObject({
        reason: 'the bank batch closes at 01:00',
        entity_refs: [{ kind: 'service', id: 'billing' }],
      });
    });
  });

  describe('import', () => {
    const write = (rel: string, body: string) => {
      const f = join(p.root, rel);
      mkdirSync(join(f, '..'), { recursive: true });
      writeFileSync(f, body);
      return f;
    };

    it('detects formats from names and content', () => {
      expect(detectImportFormat('/x/CLAUDE.md', false)).toBe('claude-md');
      expect(detectImportFormat('/x/AGENTS.md', false)).toBe('agents-md');
      expect(detectImportFormat('/x/.cursor/rules/db.mdc', false)).toBe('cursor');
      expect(detectImportFormat('/x/.cursor/rules', true)).toBe('cursor');
      expect(detectImportFormat('/x/docs', true)).toBe('markdown-dir');
      expect(detectImportFormat('/x/notes.md', false)).toBe('markdown-dir');
      expect(
        detectImportFormat(
          '/x/memory.jsonl',
          false,
          '{"type":"entity","name":"A","entityType":"person","observations":[]}\n',
        ),
      ).toBe('mcp-memory');
      expect(detectImportFormat('/x/export.jsonl', false, '{"record_id":"01H","content":"x"}\n')).toBe(
        'jsonl',
      );
      expect(() => detectImportFormat('/x/data.csv', false)).toThrow(/--from/);
    });

    it('imports spool JSONL exported by another project, idempotently', async () => {
      const q = tempProject();
      try {
        const other = openTest(q);
        await other.remember({ content: 'Use zod for every input schema', memory_type: 'convention' });
        await other.remember({ content: 'Payments go through Stripe', memory_type: 'fact' });
        writeFileSync(join(p.root, 'export.jsonl'), await other.exportJsonl());
        await other.close();
        const r = await importFile(s, join(p.root, 'export.jsonl'));
        expect(r).toMatchObject({ format: 'jsonl', imported: 2, already_present: 0, errors: [] });
        expect((await importFile(s, 'export.jsonl')).already_present).toBe(2);
        expect((await s.list()).map((x) => x.content).sort()).toEqual([
          'Payments go through Stripe',
          'Use zod for every input schema',
        ]);
      } finally {
        q.cleanup();
      }
    });

    it('imports the MCP memory server JSONL', async () => {
      const f = write(
        'memory.jsonl',
        [
          '{"type":"entity","name":"payments-api","entityType":"service","observations":["Written in Go","Owned by the billing team"]}',
          '{"type":"entity","name":"billing","entityType":"team","observations":[]}',
          '{"type":"relation","from":"billing","to":"payments-api","relationType":"owns"}',
          '{"type":"bogus"}',
          '',
        ].join('\n'),
      );
      const r = await importFile(s, f);
      expect(r.format).toBe('mcp-memory');
      expect(r.imported).toBe(4);
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]!.source).toBe('memory.jsonl line 4');
      const all = await s.list();
      expect(all.every((x) => x.state === 'accepted' && x.origin.source_kind === 'imported')).toBe(true);
      expect(all.map((x) => x.content)).toContain('payments-api: Written in Go');
      const rel = all.find((x) => x.content === 'billing owns payments-api')!;
      expect(rel.fact).toMatchObject({ subject: 'billing', predicate: 'owns', object: 'payments-api' });
    });

    it('imports CLAUDE.md and AGENTS.md, refusing the item that holds a secret', async () => {
      write(
        'CLAUDE.md',
        [
          '# CLAUDE.md',
          '',
          'This file provides guidance to Claude Code (claude.ai/code) when working with code in this repository.',
          '',
          '## Commands',
          '',
          '- `pnpm test` runs the unit tests',
          '',
          '## Rules',
          '',
          '- Never commit directly to main because CI deploys main',
          `- The CI token is ${TOKEN}`,
          '',
        ].join('\n'),
      );
      const r = await importFile(s, 'CLAUDE.md');
      expect(r.format).toBe('claude-md');
      expect(r.imported).toBe(2);
      expect(r.refused).toHaveLength(1);
      expect(r.refused[0]).toMatchObject({ code: 'SECRET_DETECTED', source: 'CLAUDE.md#Rules' });
      const rule = (await s.list()).find((x) => x.content.includes('Never commit'))!;
      expect(rule).toMatchObject({ memory_type: 'constraint', state: 'accepted', reason: 'CI deploys main' });
      expect((await importFile(s, 'CLAUDE.md')).imported).toBe(0);

      write('AGENTS.md', '# Agents\n\n## Conventions\n\n- Use kebab-case file names\n');
      const a = await importFile(s, 'AGENTS.md');
      expect(a).toMatchObject({ format: 'agents-md', imported: 1 });
    });

    it('imports Cursor rules (a .mdc file or the rules folder)', async () => {
      write(
        '.cursor/rules/db.mdc',
        '---\ndescription: Database rules\nglobs: src/db/**/*.ts\nalwaysApply: false\n---\n\n- Always use parameterised queries\n',
      );
      write(
        '.cursor/rules/style.mdc',
        '---\ndescription: Style\n---\n\nPrefer named exports over default exports.\n',
      );
      const r = await importFile(s, '.cursor/rules');
      expect(r).toMatchObject({ format: 'cursor', imported: 2, errors: [] });
      const q = (await s.list()).find((x) => x.content.includes('parameterised'))!;
      expect(q.title).toBe('Database rules');
      // The glob is stored as a pattern, not as a file reference (which would never match a real path).
      expect(q.file_refs).toEqual([]);
      expect(q.file_globs).toEqual(['src/db/**/*.ts']);
      const hit = await s.recall({ query: 'queries', files: ['src/db/users/find.ts'], touch: false });
      expect(hit.results[0]?.score_breakdown.find((c) => c.source === 'FileRef')).toMatchObject({
        field: 'file_globs',
        term: 'src/db/**/*.ts',
      });
      const other = await s.recall({ query: 'queries', files: ['src/web/page.ts'], touch: false });
      expect(other.results[0]?.score_breakdown.some((c) => c.source === 'FileRef')).toBe(false);
    });

    it('importing the same sources again writes nothing: no event, no recency or access bump', async () => {
      await s.close();
      const clock = movableClock('2026-06-01T12:00:00Z');
      s = openTest(p, { clock: clock.clock });
      write(
        'memory.jsonl',
        [
          '{"type":"entity","name":"payments-api","entityType":"service","observations":["Written in Go"]}',
          '{"type":"relation","from":"billing","to":"payments-api","relationType":"owns"}',
          '',
        ].join('\n'),
      );
      write(
        'CLAUDE.md',
        '# CLAUDE.md\n\n## Rules\n\n- Never commit directly to main because CI deploys main\n',
      );
      write('AGENTS.md', '# Agents\n\n## Conventions\n\n- Use kebab-case file names\n');
      write(
        '.cursor/rules/db.mdc',
        '---\ndescription: Database rules\nglobs: src/db/**/*.ts\n---\n\n- Always use parameterised queries\n',
      );
      const sources = ['memory.jsonl', 'CLAUDE.md', 'AGENTS.md', '.cursor/rules'];
      for (const f of sources) expect((await importFile(s, f)).imported).toBeGreaterThan(0);
      const ledger = () =>
        readdirSync(s.paths.ledgerDirs.shared)
          .sort()
          .map((f) => readFileSync(join(s.paths.ledgerDirs.shared, f), 'utf8'))
          .join('');
      const before = ledger();
      const records = JSON.stringify(await s.list({ limit: 100 }));
      clock.advanceDays(3);
      for (const f of sources) {
        const again = await importFile(s, f);
        expect(again.imported).toBe(0);
        expect(again.already_present).toBeGreaterThan(0);
      }
      expect(ledger()).toBe(before);
      expect(JSON.stringify(await s.list({ limit: 100 }))).toBe(records);
      // The same item under a new heading gains a tag: that is a change, and its one merge is written.
      write('AGENTS.md', '# Agents\n\n## Naming conventions\n\n- Use kebab-case file names\n');
      expect((await importFile(s, 'AGENTS.md')).already_present).toBe(1);
      const added = ledger().slice(before.length).trim().split('\n');
      expect(added.map((l) => JSON.parse(l).type)).toEqual(['record.merged']);
      expect(
        (await s.list({ limit: 100 })).find((r) => r.content === 'Use kebab-case file names')?.tags,
      ).toContain('naming');
    });

    it('imports a Markdown folder recursively, .md files only', async () => {
      write('docs/adr/0001-use-postgres.md', '# Use Postgres\n\nWe need transactions.\n');
      write(
        'docs/notes/deploy.md',
        '---\ntitle: Deploying\nmemory_type: workflow\ntags: [deploy, fly]\n---\nRun `fly deploy` from main.\n',
      );
      write('docs/notes/broken.md', '---\nmemory_type: nonsense\n---\nbody\n');
      write('docs/notes/image.png', 'not markdown');
      write('docs/notes/readme.txt', 'not markdown either');
      const r = await importFile(s, join(p.root, 'docs'));
      expect(r.format).toBe('markdown-dir');
      expect(r.imported).toBe(2);
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]!.source).toBe('docs/notes/broken.md');
      const all = await s.list();
      expect(all.find((x) => x.title === 'Use Postgres')).toMatchObject({
        memory_type: 'decision',
        content: 'We need transactions.',
      });
      expect(all.find((x) => x.title === 'Deploying')).toMatchObject({
        memory_type: 'workflow',
        tags: ['deploy', 'fly'],
      });
    });

    it('spool import picks the format, and --from overrides it', async () => {
      await s.close();
      const env = { SPOOL_HOME: p.home };
      write('rules.txt', '## Rules\n\n- Never log personal data\n');
      const bad = await cli(['import', 'rules.txt'], { cwd: p.root, env });
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('--from');
      const ok = await cli(['import', 'rules.txt', '--from', 'agents-md'], { cwd: p.root, env });
      expect(ok.code).toBe(0);
      expect(ok.stdout).toMatch(/^imported 1 from .*rules\.txt \(agents-md\)/);
      const json = await cli(['--format', 'json', 'import', 'rules.txt', '--from', 'agents-md'], {
        cwd: p.root,
        env,
      });
      expect(JSON.parse(json.stdout)).toMatchObject({ imported: 0, already_present: 1 });
      s = openTest(p);
    });
  });

  describe('export and sync', () => {
    async function fill(): Promise<void> {
      await s.remember({
        content: 'Never commit to main',
        memory_type: 'constraint',
        title: 'Branches',
        reason: 'CI deploys main',
        tags: ['git'],
      });
      await s.remember({ content: 'Use pnpm', memory_type: 'decision', file_refs: ['package.json'] });
      await s.remember({ content: 'I like terse answers', memory_type: 'preference', scope: 'user' });
      await s.remember({
        content: 'Staging password is kept in 1Password',
        memory_type: 'fact',
        sensitivity: 'secret',
      });
      const old = await s.remember({ content: 'Use npm', memory_type: 'decision' });
      await s.transition(old.record_id, 'archive');
      await storeExtractions(s, [{ content: 'Maybe switch to Bun', memory_type: 'decision', tags: [] }], {
        source_kind: 'distilled',
      });
    }

    it('exports Markdown grouped by type, without archived and private memories', async () => {
      await fill();
      const md = await exportMarkdown(s);
      expect(md.startsWith('# Project memory (spool export)\n')).toBe(true);
      expect(md.indexOf('## Constraints')).toBeLessThan(md.indexOf('## Decisions'));
      expect(md).toContain('### Branches\n\nNever commit to main\n\n> Why: CI deploys main');
      expect(md).toContain('files: `package.json`');
      expect(md).toContain('Maybe switch to Bun');
      expect(md).not.toContain('Use npm\n');
      expect(md).not.toContain('terse answers');
      expect(md).not.toContain('1Password');
      expect(await exportMarkdown(s)).toBe(md);
      const all = await exportMarkdown(s, { includeArchived: true, includePrivate: true });
      expect(all).toContain('1Password');
      expect(all).toContain('Use npm');
    });

    it('spool export prints JSONL by default and Markdown with --format markdown', async () => {
      await fill();
      await s.close();
      const env = { SPOOL_HOME: p.home };
      const jsonl = await cli(['export'], { cwd: p.root, env });
      expect(
        jsonl.stdout
          .trim()
          .split('\n')
          .every((l) => JSON.parse(l).record_id),
      ).toBe(true);
      const md = await cli(['export', '--format', 'markdown'], { cwd: p.root, env });
      expect(md.stdout.startsWith('# Project memory (spool export)')).toBe(true);
      expect((await cli(['export', '--to', 'markdown'], { cwd: p.root, env })).stdout).toBe(md.stdout);
      s = openTest(p);
    });

    it('syncs accepted and canonical memories into AGENTS.md, idempotently, leaving other bytes alone', async () => {
      await fill();
      const before =
        '# Agents\r\n\r\nHand-written intro.\r\n\r\n<!-- spool:begin -->\r\nold\r\n<!-- spool:end -->\r\n\r\n## Footer kept\r\n';
      writeFileSync(join(p.root, 'AGENTS.md'), before);
      const r = await syncAgentsMd(s);
      expect(r).toEqual({ changed: true, path: join(p.root, 'AGENTS.md'), count: 2 });
      const text = readFileSync(join(p.root, 'AGENTS.md'), 'utf8');
      expect(text.startsWith('# Agents\r\n\r\nHand-written intro.\r\n\r\n<!-- spool:begin -->\r\n')).toBe(
        true,
      );
      expect(text.endsWith('<!-- spool:end -->\r\n\r\n## Footer kept\r\n')).toBe(true);
      expect(text).toContain('**Branches**: Never commit to main _(accepted)_');
      expect(text).not.toContain('Bun');
      expect(text).not.toContain('terse');
      expect(text).not.toContain('1Password');

      const again = await syncAgentsMd(s);
      expect(again.changed).toBe(false);
      expect(readFileSync(join(p.root, 'AGENTS.md'), 'utf8')).toBe(text);
      expect(readdirSync(p.root).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    });

    it('spool sync agents-md creates the file and reports no change the second time', async () => {
      await fill();
      await s.close();
      const env = { SPOOL_HOME: p.home };
      const first = await cli(['sync', 'agents-md'], { cwd: p.root, env });
      expect(first).toMatchObject({ code: 0 });
      expect(first.stdout).toMatch(/^updated .*AGENTS\.md: 2 memories/);
      expect(existsSync(join(p.root, 'AGENTS.md'))).toBe(true);
      const second = await cli(['sync', 'agents-md'], { cwd: p.root, env });
      expect(second.stdout).toMatch(/AGENTS\.md is up to date \(2 memories\)/);
      const claude = await cli(['--format', 'json', 'sync', 'agents-md', '--file', 'CLAUDE.md'], {
        cwd: p.root,
        env,
      });
      expect(JSON.parse(claude.stdout)).toMatchObject({
        changed: true,
        count: 2,
        path: join(p.root, 'CLAUDE.md'),
      });
      s = openTest(p);
    });
  });
});
