import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/core/config.js';
import type { Embedder } from '../../src/search/embedders.js';
import { enqueueTranscript, readQueue } from '../../src/store/queue.js';
import { movableClock, openTest, type TempProject, tempProject } from '../helpers.js';
import { call, connect, connectSpawned } from './helpers.js';

type Props = Record<string, Record<string, unknown>>;

const text = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;

describe('MCP polish (issue 13)', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
  });
  afterEach(() => p.cleanup());

  it('publishes the limits that are enforced (recall limit 1–100, content 64 KB, title, tags)', async () => {
    const s = openTest(p);
    const { client, close } = await connect(s);
    const { tools } = await client.listTools();
    const props = (name: string) => tools.find((t) => t.name === name)?.inputSchema.properties as Props;
    expect(props('memory_recall').limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    for (const name of ['memory_remember', 'memory_propose', 'memory_update']) {
      expect(props(name).content, name).toMatchObject({ maxLength: 64 * 1024 });
      expect(String(props(name).content?.description), name).toContain('64 KB');
      expect(props(name).title, name).toMatchObject({ maxLength: 300 });
      expect(props(name).tags, name).toMatchObject({ maxItems: 32 });
    }
    // Published limits are the enforced ones: just over is refused, at the limit is accepted.
    const zero = await client.callTool({ name: 'memory_recall', arguments: { query: 'x', limit: 0 } });
    expect(zero.isError).toBe(true);
    expect(text(zero)).toContain('INVALID_INPUT');
    const big = await client.callTool({ name: 'memory_recall', arguments: { query: 'x', limit: 101 } });
    expect(big.isError).toBe(true);
    expect(
      (await client.callTool({ name: 'memory_recall', arguments: { query: 'x', limit: 100 } })).isError,
    ).toBeFalsy();
    const over = await client.callTool({
      name: 'memory_remember',
      arguments: { content: 'a'.repeat(64 * 1024 + 1) },
    });
    expect(text(over)).toContain('CONTENT_TOO_LARGE');
    const at = await client.callTool({
      name: 'memory_remember',
      arguments: { content: `${'ab '.repeat(21_845)}a` },
    });
    expect(at.isError, text(at)).toBeFalsy();
    await close();
    await s.close();
  });

  it('publishes the project configured limits', async () => {
    const config = defaultConfig();
    config.limits.max_content_bytes = 4000;
    const s = openTest(p, { config });
    const { client, close } = await connect(s);
    const { tools } = await client.listTools();
    const content = (tools.find((t) => t.name === 'memory_remember')?.inputSchema.properties as Props)
      ?.content;
    expect(content).toMatchObject({ maxLength: 4000 });
    expect(String(content?.description)).toContain('4000 bytes');
    await close();
    await s.close();
  });

  it('inside MCP, footers and errors name MCP tools, not CLI commands', async () => {
    const s = openTest(p, { surface: 'mcp' });
    const { client, close } = await connect(s);
    await call(client, 'memory_remember', { content: 'Never deploy on Fridays', memory_type: 'constraint' });
    const wake = await call<{ prompt: string; packet: { footer: string } }>(client, 'memory_wakeup');
    expect(wake.packet.footer).toContain('(memory_recall for more)');
    expect(wake.prompt).not.toContain('spool recall');
    const ctx = await call<{ packet: { footer: string } }>(client, 'memory_context', {
      task: 'deploy friday',
    });
    expect(ctx.packet.footer).toContain('memory_recall');
    const missing = await client.callTool({ name: 'memory_get', arguments: { record_id: '01JNOPE' } });
    expect(text(missing)).toContain('NOT_FOUND: no memory 01JNOPE: check the id with memory_recall');
    expect(text(missing)).not.toMatch(/`spool /);
    const conflict = await client.callTool({
      name: 'memory_resolve',
      arguments: { conflict_id: 'cf_nope', keep: '01JNOPE' },
    });
    expect(text(conflict)).toContain('memory_conflicts');
    expect(text(conflict)).not.toMatch(/`spool /);
    // A disputed fact's marker points to the conflicts tool.
    await call(client, 'memory_remember', {
      content: 'The api uses PostgreSQL',
      fact: { subject: 'api', predicate: 'uses_database', object: 'PostgreSQL', strength: 'stated' },
    });
    const inferred = await call<{ warnings: string[]; record_id: string }>(client, 'memory_remember', {
      content: 'The api seems to use MySQL',
      fact: { subject: 'api', predicate: 'uses_database', object: 'MySQL', strength: 'inferred' },
    });
    expect(inferred.warnings.join(' ')).toContain('(memory_conflicts)');
    // It waits for review (a candidate, not recalled by default): ask why it ranks where it does.
    const found = await call<{ results: { markers: string[] }[] }>(client, 'memory_explain', {
      query: 'api mysql',
      record_id: inferred.record_id,
    });
    const markers = found.results.flatMap((r) => r.markers).filter((m) => m.includes('disputed'));
    expect(markers.length).toBeGreaterThan(0);
    for (const m of markers) expect(m).toContain('see memory_conflicts');
    await close();
    await s.close();
    // The same library on the CLI surface keeps naming commands.
    const cli = openTest(p);
    expect((await cli.wakeup()).footer).toContain('(spool recall … for more)');
    await expect(cli.get('01JNOPE')).rejects.toThrow('`spool notes`');
    await cli.close();
  });

  it('inside MCP, lint findings and the embed warning name MCP tools; their advice works over MCP', async () => {
    const clock = movableClock('2026-01-01T00:00:00Z');
    const files: Record<string, string> = {
      'fly.toml': 'app = "shop"\n',
      'src/db.ts': 'export const db = 1;\n',
    };
    mkdirSync(join(p.root, 'src'), { recursive: true });
    for (const [rel, body] of Object.entries(files)) writeFileSync(join(p.root, rel), body);
    let failEmbed = false;
    const embedder: Embedder = {
      id: 'test:flaky',
      dimensions: 2,
      embed: async (texts) => {
        if (failEmbed) throw new Error('embedder offline');
        return texts.map(() => Float32Array.from([1, 0]));
      },
    };
    const s = openTest(p, { surface: 'mcp', clock: clock.clock, embedder });
    const { client, close } = await connect(s);
    const cliCommand = /spool (recall|notes|memory|check|embed|update|reaffirm|resolve|get)\b/;
    const heroku = await call<{ record_id: string }>(client, 'memory_remember', {
      content: 'We deploy to Heroku',
      memory_type: 'fact',
      fact: { subject: 'app', predicate: 'deployment_platform', object: 'Heroku' },
      file_refs: ['src/db.ts'],
    });
    await call(client, 'memory_remember', {
      content: 'The api uses PostgreSQL',
      fact: { subject: 'api', predicate: 'uses_database', object: 'PostgreSQL', strength: 'stated' },
      reason: 'chosen for transactions',
    });
    await call(client, 'memory_propose', {
      content: 'The api seems to use MySQL',
      fact: { subject: 'api', predicate: 'uses_database', object: 'MySQL', strength: 'inferred' },
    });
    failEmbed = true;
    const unembedded = await call<{ warnings: string[] }>(client, 'memory_remember', {
      content: 'Invoices are rounded half-even',
      reason: 'accounting rule',
    });
    expect(unembedded.warnings).toEqual([
      'stored, but not embedded (embedder offline); memory_recall finds it by keyword meanwhile; ask the user to run spool’s embed command',
    ]);
    writeFileSync(join(p.root, 'src/db.ts'), 'export const db = 2;\n');
    clock.advanceDays(200);
    const lint = await client.callTool({ name: 'memory_lint', arguments: {} });
    const findings = (lint.structuredContent as { findings: { rule: string; message: string }[] }).findings;
    const byRule = Object.fromEntries(findings.map((f) => [f.rule, f.message]));
    for (const rule of [
      'fact_without_reason',
      'stale_fact',
      'code_drift',
      'contradicted_by_code',
      'open_conflict',
    ])
      expect(byRule[rule], rule).toBeDefined();
    expect(byRule.fact_without_reason).toContain(
      `add one with memory_update (record_id ${heroku.record_id}, reason)`,
    );
    expect(byRule.stale_fact).toContain(`if it still holds, memory_remember with its exact content`);
    expect(byRule.code_drift).toContain(`verify, then memory_remember with its exact content`);
    expect(byRule.contradicted_by_code).toContain('memory_check with propose: true files it for review');
    expect(byRule.open_conflict).toMatch(
      /memory_resolve \(conflict_id cf_\S+, keep: the record_id that holds\)$/,
    );
    for (const f of findings) expect(f.message, f.rule).not.toMatch(cliCommand);
    expect(text(lint)).not.toMatch(cliCommand);
    // The advice holds: stating the fact again over MCP reaffirms it, which clears the stale and drift findings.
    await call(client, 'memory_remember', {
      content: 'We deploy to Heroku',
      memory_type: 'fact',
      fact: { subject: 'app', predicate: 'deployment_platform', object: 'Heroku' },
      file_refs: ['src/db.ts'],
    });
    const after = await call<{ findings: { rule: string; target: string }[] }>(client, 'memory_lint');
    const left = after.findings.filter((f) => f.target === heroku.record_id).map((f) => f.rule);
    expect(left).not.toContain('stale_fact');
    await close();
    await s.close();
    // The CLI surface keeps naming commands.
    const cli = openTest(p, { clock: clock.clock, embedder: null });
    const cliLint = await cli.lint();
    expect(cliLint.findings.find((f) => f.rule === 'open_conflict')?.message).toMatch(
      /`spool memory resolve cf_\S+ --keep <id>`$/,
    );
    expect(cliLint.findings.find((f) => f.rule === 'contradicted_by_code')?.message).toContain(
      '`spool check --propose`',
    );
    await cli.close();
  });

  it('inside MCP, an unreadable queued transcript names memory_store_extraction to drop it, and that works', async () => {
    const s = openTest(p, { surface: 'mcp' });
    await s.init();
    const unreadable = join(p.root, 'a-folder.jsonl'); // EISDIR: exists, cannot be read as a file
    mkdirSync(unreadable);
    const stuck = enqueueTranscript(
      s.paths,
      { transcript_path: unreadable, reason: 'stop' },
      new Date(),
    ).entry;
    const { client, close } = await connect(s);
    const r = await call<{ distilled: { status: string; error?: string }[] }>(
      client,
      'memory_distill_pending',
      {
        heuristic: true,
      },
    );
    expect(r.distilled).toHaveLength(1);
    expect(r.distilled[0]?.status).toBe('failed');
    expect(r.distilled[0]?.error).toContain(
      `take it off the queue with memory_store_extraction with extractions [] and queue_ids [${stuck.id}]`,
    );
    expect(r.distilled[0]?.error).not.toMatch(/spool distill/);
    await call(client, 'memory_store_extraction', { extractions: [], queue_ids: [stuck.id] });
    expect(readQueue(s.paths)).toEqual([]);
    await close();
    await s.close();
  });

  it('memory_stats never lists a record as both most and least retrieved', async () => {
    const s = openTest(p);
    const ids: string[] = [];
    for (const c of ['Payments use Stripe', 'Queues are SQS FIFO', 'Logs go to Loki'])
      ids.push((await s.remember({ content: c })).record_id);
    await s.recall('stripe payments');
    await s.close();
    const again = openTest(p);
    const { client, close } = await connect(again);
    const st = await call<{
      most_retrieved: { record_id: string; access_count: number }[];
      least_retrieved: { record_id: string }[];
    }>(client, 'memory_stats');
    expect(st.most_retrieved.map((m) => m.record_id)).toEqual([ids[0]]);
    expect(st.least_retrieved.map((m) => m.record_id).sort()).toEqual([ids[1], ids[2]].sort());
    await close();
    await again.close();
  });
});

describe('spool mcp (spawned) speaks MCP to the agent', () => {
  it('names MCP tools in packet footers and errors', async () => {
    const p = tempProject();
    const client = await connectSpawned(p);
    await client.callTool({ name: 'memory_remember', arguments: { content: 'Builds run on Node 20' } });
    const wake = await client.callTool({ name: 'memory_wakeup', arguments: {} });
    expect(text(wake)).toContain('(memory_recall for more)');
    const missing = await client.callTool({ name: 'memory_get', arguments: { record_id: '01JNOPE' } });
    expect(text(missing)).toContain('check the id with memory_recall');
    await client.close();
    p.cleanup();
  });
});
