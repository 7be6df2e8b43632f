import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isSpoolError } from '../../src/core/errors.js';
import { renderAgentsBlock } from '../../src/integrations/agents-md.js';
import { keywordTags } from '../../src/integrations/extraction.js';
import { distillPending, importFile, syncAgentsMd } from '../../src/integrations/ingest/index.js';
import type { Spool } from '../../src/spool.js';
import { cli, cliProject } from '../cli/run.js';
import { openTest, type TempProject } from '../helpers.js';
import { call, callError, connect } from '../mcp/helpers.js';

// Issue 11 item 1: credentials in assignments and prose, whatever the value's alphabet.
const SECRETS = [
  'password=CorrectHorseBatteryStaple',
  'password: CorrectHorseBatteryStaple',
  'the admin password is CorrectHorseBatteryStaple',
  'btw the staging DB password is hunter2hunter2',
];
const VALUES = /CorrectHorseBatteryStaple|hunter2hunter2/i;

describe('the secret gate on every write path', () => {
  let p: TempProject;
  let env: NodeJS.ProcessEnv;
  beforeEach(() => {
    ({ p, env } = cliProject());
  });
  afterEach(() => p.cleanup());

  it('spool remember refuses each, names --redact, and stores it redacted with --redact', async () => {
    for (const text of SECRETS) {
      const r = await cli(['remember', text], { cwd: p.root, env });
      expect(r.code, text).toBe(1);
      expect(r.stderr).toContain('SECRET_DETECTED');
      expect(r.stderr).toContain('--redact');
      expect(r.stderr).not.toContain('redact: true');
      expect(r.stderr).not.toMatch(VALUES);
    }
    expect(JSON.parse((await cli(['notes', '--format', 'json'], { cwd: p.root, env })).stdout)).toMatchObject(
      { results: [] },
    );
    for (const text of SECRETS) {
      const r = await cli(['remember', text, '--redact', '--format', 'json'], { cwd: p.root, env });
      expect(r.code, text).toBe(0);
    }
    const ledger = await cli(['export'], { cwd: p.root, env });
    expect(ledger.stdout).toContain('[REDACTED:');
    expect(ledger.stdout).not.toMatch(VALUES);
    // Talk about passwords and placeholders stay accepted.
    for (const text of [
      'The admin password is stored in 1Password, never in the repo.',
      'password: <your-password>',
      'DB_PASSWORD=$DB_PASSWORD',
    ]) {
      expect((await cli(['remember', text], { cwd: p.root, env })).code, text).toBe(0);
    }
  });

  it('spool remember takes text starting with "-" after --, and hints at it otherwise', async () => {
    const pem =
      '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----';
    const bad = await cli(['remember', pem], { cwd: p.root, env });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('put -- before it');
    const other = await cli(['remember', 'x', '--bogus'], { cwd: p.root, env });
    expect(other.code).toBe(2);
    expect(other.stderr).not.toContain('put -- before it');
    const ok = await cli(['remember', '--type', 'reference', '--', pem], { cwd: p.root, env });
    expect(ok.code, ok.stderr).toBe(0);
    expect((await cli(['export'], { cwd: p.root, env })).stdout).toContain('BEGIN PUBLIC KEY');
  });

  describe('library and MCP paths', () => {
    let s: Spool;
    beforeEach(() => {
      s = openTest(p);
    });
    afterEach(async () => {
      await s.close();
    });

    it('memory update refuses a secret (and redacts on request)', async () => {
      const r = await s.remember({ content: 'The staging DB is at db.staging.internal' });
      for (const text of SECRETS) {
        const err = await s.update(r.record_id, { content: text }).catch((e: unknown) => e);
        expect(isSpoolError(err, 'SECRET_DETECTED'), text).toBe(true);
      }
      const red = await s.update(r.record_id, { content: SECRETS[2]!, redact: true });
      expect(red.record.content).not.toMatch(VALUES);
    });

    it('MCP remember, propose, update and store_extraction refuse them and name redact: true', async () => {
      const { client, close } = await connect(s);
      try {
        const base = await call<{ record_id: string }>(client, 'memory_remember', {
          content: 'Deploys go through the staging cluster first',
        });
        for (const text of SECRETS) {
          for (const [tool, args] of [
            ['memory_remember', { content: text }],
            ['memory_propose', { content: text }],
            ['memory_update', { record_id: base.record_id, content: text }],
          ] as const) {
            const msg = await callError(client, tool, args);
            expect(msg, `${tool}: ${text}`).toContain('SECRET_DETECTED');
            expect(msg).toContain('redact: true');
            expect(msg).not.toMatch(VALUES);
          }
        }
        const stored = await call<{ stored_count: number; refused_count: number }>(
          client,
          'memory_store_extraction',
          { extractions: SECRETS.map((content) => ({ content, memory_type: 'fact' })) },
        );
        expect(stored).toMatchObject({ stored_count: 0, refused_count: SECRETS.length });
      } finally {
        await close();
      }
      expect(await s.exportJsonl()).not.toMatch(VALUES);
    });

    it('distill refuses the transcript line, never tags the value, and keeps the rest', async () => {
      await s.init();
      const file = join(p.home, 'session.jsonl');
      mkdirSync(p.home, { recursive: true });
      const line = (content: string) =>
        JSON.stringify({ type: 'user', sessionId: 's1', message: { role: 'user', content } });
      writeFileSync(
        file,
        [
          line('btw the staging DB password is hunter2hunter2'),
          line('We decided to use pnpm because npm workspaces keep breaking our hoisting.'),
          line('The admin password is CorrectHorseBatteryStaple, use it for the demo.'),
          // Phrased as a decision, so the distiller does make a candidate of it and the gate must refuse it.
          line('We decided that the staging DB password is hunter2hunter2 because everyone knows it.'),
        ].join('\n') + '\n',
      );
      const r = await distillPending(s, { transcript: file, now: new Date('2026-06-01T12:00:00Z') });
      const t = r.processed[0]!;
      expect(t.stored.length).toBeGreaterThanOrEqual(1);
      expect(t.refused.length).toBeGreaterThanOrEqual(1);
      expect(t.refused.every((x) => x.code === 'SECRET_DETECTED')).toBe(true);
      for (const x of t.refused) expect(x.message).not.toMatch(VALUES);
      const ledger = await s.exportJsonl();
      expect(ledger).toContain('pnpm');
      expect(ledger).not.toMatch(VALUES);
      expect(keywordTags('btw the staging DB password is hunter2hunter2', 20)).not.toContain(
        'hunter2hunter2',
      );
    });

    it('import (CLAUDE.md and spool JSONL) refuses the items with secrets and imports the rest', async () => {
      writeFileSync(
        join(p.root, 'CLAUDE.md'),
        `# Project\n\n- Use pnpm for installs.\n${SECRETS.map((x) => `- ${x}`).join('\n')}\n`,
      );
      const md = await importFile(s, 'CLAUDE.md');
      expect(md.refused.length).toBe(SECRETS.length);
      const rec = JSON.parse((await s.exportJsonl()).trim().split('\n')[0]!);
      const lines = SECRETS.map((content, i) =>
        JSON.stringify({ ...rec, record_id: `01JZZZZZZZZZZZZZZZZZZZZZ${i}0`, content }),
      );
      writeFileSync(join(p.root, 'in.jsonl'), lines.join('\n') + '\n');
      const jl = await importFile(s, 'in.jsonl');
      expect(jl.errors.length + jl.refused.length).toBe(SECRETS.length);
      expect(await s.exportJsonl()).not.toMatch(VALUES);
    });

    it('vault notes are indexed with the secret redacted', async () => {
      mkdirSync(join(p.root, 'docs/adr'), { recursive: true });
      writeFileSync(
        join(p.root, 'docs/adr/0002-staging.md'),
        '# Staging database\nThe staging database runs Postgres 16.\nthe admin password is CorrectHorseBatteryStaple\n',
      );
      const { notes } = await s.notesIndex();
      expect(notes.length).toBeGreaterThanOrEqual(1);
      const r = await s.recall('staging database postgres');
      const note = r.results.find((x) => x.kind === 'note');
      expect(note).toBeDefined();
      expect(JSON.stringify(r)).not.toMatch(VALUES);
    });

    it('sync agents-md never writes a secret, even one already stored', async () => {
      await s.remember({ content: 'We deploy with Fly.io', memory_type: 'decision' });
      await syncAgentsMd(s);
      expect(readFileSync(join(p.root, 'AGENTS.md'), 'utf8')).toContain('Fly.io');
      // A record from an old ledger, written before the gate knew the format, reaches the renderer as-is.
      const block = renderAgentsBlock(
        SECRETS.map((content) => ({ content, memory_type: 'fact', state: 'accepted', title: content })),
      );
      expect(block).not.toMatch(VALUES);
      expect(block).toContain('[REDACTED:');
    });
  });
});
