import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMcpServer, type ToolModule } from '../../src/mcp/server.js';
import type { Spool } from '../../src/spool.js';
import { openTest, recordLine, type TempProject, tempProject } from '../helpers.js';
import { ALL_TOOL_NAMES, call, callError, connect } from './helpers.js';

interface Rec {
  record_id: string;
  state: string;
  content: string;
  origin: { source_kind: string; agent?: string };
  tags: string[];
}

const SECRET = `sk-ant-api03-${'Xq7Lm2Pz9Rt4Wv8Kb3Nc6Hd1Jf5Gs0Ay'.repeat(3)}AA`;

function draftLine(id: string, content: string): string {
  return recordLine({ record_id: id, content, memory_type: 'convention', state: 'draft', tags: ['draft'] });
}

describe('MCP tools (real Client over InMemoryTransport)', () => {
  let p: TempProject;
  let s: Spool;
  let client: Client;
  let close: () => Promise<void>;
  beforeEach(async () => {
    p = tempProject();
    s = openTest(p);
    ({ client, close } = await connect(s, { name: 'claude-test' }));
    // Listing first makes the client validate every structuredContent against the published outputSchema.
    await client.listTools();
  });
  afterEach(async () => {
    await close();
    await s.close();
    p.cleanup();
  });

  it('lists exactly the SPEC tools and memory_lint, each fully described and annotated', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([...ALL_TOOL_NAMES]);
    for (const t of tools) {
      expect(t.title, t.name).toBeTruthy();
      expect(t.description?.length, t.name).toBeGreaterThan(40);
      expect(t.inputSchema.type).toBe('object');
      for (const [field, schema] of Object.entries(t.inputSchema.properties ?? {})) {
        expect((schema as { description?: string }).description, `${t.name}.${field}`).toBeTruthy();
      }
      expect(t.outputSchema?.type, t.name).toBe('object');
      expect(t.outputSchema?.properties, t.name).toHaveProperty('schema_version');
      const a = t.annotations;
      expect(typeof a?.readOnlyHint, t.name).toBe('boolean');
      expect(typeof a?.destructiveHint, t.name).toBe('boolean');
      expect(typeof a?.idempotentHint, t.name).toBe('boolean');
      expect(a?.openWorldHint, t.name).toBe(false);
    }
    const byName = new Map(tools.map((t) => [t.name, t]));
    for (const ro of ['memory_recall', 'memory_get', 'memory_context', 'memory_wakeup', 'memory_stats']) {
      expect(byName.get(ro)?.annotations?.readOnlyHint, ro).toBe(true);
    }
    expect(byName.get('memory_archive')?.annotations?.destructiveHint).toBe(true);
    expect(byName.get('memory_accept')?.annotations?.readOnlyHint).toBe(false);
  });

  it('remember, recall, get, explain, context, wakeup, history, stats', async () => {
    const a = await call<{ record_id: string; action: string; schema_version: string }>(
      client,
      'memory_remember',
      {
        content: 'Billing retries use exponential backoff capped at 30 seconds',
        memory_type: 'decision',
        tags: ['billing'],
        file_refs: ['src/billing/client.ts'],
        reason: 'the provider rate-limits bursts',
      },
    );
    expect(a).toMatchObject({ schema_version: 'spool.mcp.v1', action: 'created' });
    await call(client, 'memory_remember', {
      content: 'Never log full card numbers',
      memory_type: 'constraint',
      tags: ['billing', 'pci'],
    });

    const rec = await call<{ results: { record_id: string }[] }>(client, 'memory_recall', {
      query: 'exponential backoff',
    });
    expect(rec.results.map((r) => r.record_id)).toContain(a.record_id);

    const got = await call<{ record: Rec & { reason: string; file_refs: string[] } }>(client, 'memory_get', {
      record_id: a.record_id,
    });
    expect(got.record).toMatchObject({
      record_id: a.record_id,
      state: 'accepted',
      reason: 'the provider rate-limits bursts',
    });
    expect(got.record.origin).toMatchObject({ source_kind: 'manual', agent: 'claude-test' });

    const ex = await call<{
      result_count: number;
      results: { score: number; score_breakdown: { weight: number }[] }[];
    }>(client, 'memory_explain', { query: 'backoff' });
    expect(ex.result_count).toBeGreaterThan(0);
    const first = ex.results[0]!;
    const sum = first.score_breakdown.reduce((n, c) => n + c.weight, 0);
    expect(sum).toBeCloseTo(first.score, 9);
    const one = await call<{ matched: boolean; record_id: string }>(client, 'memory_explain', {
      query: 'completely unrelated words',
      record_id: a.record_id,
    });
    expect(one).toMatchObject({ matched: false, record_id: a.record_id });

    const ctxRaw = await client.callTool({
      name: 'memory_context',
      arguments: {
        task: 'add retry to the billing client',
        files: ['src/billing/client.ts'],
        budget_tokens: 500,
      },
    });
    const ctx = ctxRaw.structuredContent as {
      prompt: string;
      packet: { kind: string; budget_tokens: number; sections: { items: { id: string }[] }[] };
    };
    expect(ctx.packet.kind).toBe('context');
    expect(ctx.packet.budget_tokens).toBe(500);
    expect(ctx.packet.sections[0]?.items.map((i) => i.id)).toContain(a.record_id);
    expect(ctx.prompt).toContain('exponential backoff');
    // The text block is the prompt text, ready to read.
    expect((ctxRaw.content as { text: string }[])[0]?.text).toBe(ctx.prompt);

    const wake = await call<{ prompt: string; packet: { kind: string; item_count: number; footer: string } }>(
      client,
      'memory_wakeup',
      { budget_tokens: 800 },
    );
    expect(wake.packet).toMatchObject({ kind: 'wakeup', item_count: 2 });
    expect(wake.prompt).toContain('## Constraints');
    expect(wake.prompt).toContain(wake.packet.footer);

    const hist = await call<{ event_count: number; events: { type: string }[] }>(client, 'memory_history', {
      record_id: a.record_id,
    });
    expect(hist.events[0]?.type).toBe('record.created');

    const st = await call<{
      records: number;
      by_state: Record<string, number>;
      health: Record<string, number>;
    }>(client, 'memory_stats', { include_health: true });
    expect(st.records).toBe(2);
    expect(st.by_state.accepted).toBe(2);
    expect(st.health).toMatchObject({ stale: 0, drifted: 0, expiring: 0, disputed: 0 });
  });

  it('memory_lint lists stale single-value facts, however often they were injected (issue 11)', async () => {
    const r = await s.remember({
      content: 'We deploy on Heroku',
      fact: { subject: 'app', predicate: 'deployment_platform', object: 'Heroku' },
      reason: 'it was the cheapest',
      valid_from: '2025-09-01T00:00:00Z',
    });
    await call(client, 'memory_wakeup', {});
    await call(client, 'memory_recall', { query: 'deploy heroku' });
    const lint = await call<{
      errors: number;
      warnings: number;
      findings: { rule: string; target: string }[];
    }>(client, 'memory_lint', {});
    expect(lint).toMatchObject({ errors: 0, warnings: 1 });
    expect(lint.findings).toEqual([
      expect.objectContaining({ severity: 'warning', rule: 'stale_fact', target: r.record_id }),
    ]);
  });

  it('memory_recall returns proposed candidates only with include_candidates, marked unreviewed (issue 11)', async () => {
    const prop = await call<{ record_id: string; state: string }>(client, 'memory_propose', {
      content: 'The billing worker retries webhooks five times',
      memory_type: 'convention',
    });
    expect(prop.state).toBe('candidate');
    const plain = await call<{ result_count: number }>(client, 'memory_recall', {
      query: 'billing webhooks',
    });
    expect(plain.result_count).toBe(0);
    const asked = await call<{ results: { record_id: string; markers: string[] }[] }>(
      client,
      'memory_recall',
      {
        query: 'billing webhooks',
        include_candidates: true,
      },
    );
    expect(asked.results.map((r) => r.record_id)).toEqual([prop.record_id]);
    expect(asked.results[0]?.markers).toContain(
      '◌ unreviewed candidate — not accepted yet; do not rely on it',
    );
    const ctx = await call<{ packet: { item_count: number } }>(client, 'memory_context', {
      task: 'billing webhooks retries',
    });
    expect(ctx.packet.item_count).toBe(0);
  });

  it('propose → review queue → accept → promote → archive → restore, update, history', async () => {
    const prop = await call<{ mode: string; record_id: string; state: string; action: string }>(
      client,
      'memory_propose',
      {
        content: 'The api package uses zod for request validation',
        memory_type: 'convention',
        tags: ['api'],
      },
    );
    expect(prop).toMatchObject({ mode: 'new', state: 'candidate', action: 'created' });
    const got = await call<{ record: Rec }>(client, 'memory_get', { record_id: prop.record_id });
    expect(got.record.origin).toMatchObject({ source_kind: 'ai_proposal', agent: 'claude-test' });

    const queue = await call<{ count: number; records: Rec[] }>(client, 'memory_review_queue', {});
    expect(queue.records.map((r) => r.record_id)).toEqual([prop.record_id]);

    const steps: [string, string, string][] = [
      ['memory_accept', 'candidate', 'accepted'],
      ['memory_promote', 'accepted', 'canonical'],
      ['memory_archive', 'canonical', 'archived'],
      ['memory_restore', 'archived', 'canonical'],
    ];
    for (const [tool, from, to] of steps) {
      const r = await call<{ previous_state: string; state: string; record: Rec }>(client, tool, {
        record_id: prop.record_id,
        reason: `test ${tool}`,
      });
      expect(r, tool).toMatchObject({ previous_state: from, state: to });
      expect(r.record.state).toBe(to);
    }
    expect((await call<{ count: number }>(client, 'memory_review_queue', { limit: 5 })).count).toBe(0);

    const up = await call<{ changed: string[]; record: Rec }>(client, 'memory_update', {
      record_id: prop.record_id,
      tags: ['api', 'validation'],
    });
    expect(up.changed).toEqual(['tags']);
    expect(up.record.tags).toEqual(['api', 'validation']);

    const hist = await call<{ events: { type: string; payload: { action?: string; reason?: string } }[] }>(
      client,
      'memory_history',
      { record_id: prop.record_id },
    );
    expect(hist.events.map((e) => e.payload.action).filter(Boolean)).toEqual([
      'accept',
      'promote',
      'archive',
      'restore',
    ]);
    expect(hist.events.some((e) => e.payload.reason === 'test memory_archive')).toBe(true);
    expect(hist.events.at(-1)?.type).toBe('record.updated');

    // Illegal moves and unknown ids are isError results that say what to do.
    const illegal = await callError(client, 'memory_promote', { record_id: prop.record_id });
    expect(illegal).toMatch(/^ILLEGAL_TRANSITION: cannot promote a canonical memory/);
    expect(illegal).toContain('to recover');
    const missing = await callError(client, 'memory_get', { record_id: '01NOPE' });
    expect(missing).toMatch(/^NOT_FOUND: .*memory_recall/);
    const secret = await callError(client, 'memory_propose', { content: `the key is ${SECRET}` });
    expect(secret).toMatch(/^SECRET_DETECTED/);
    expect(secret).not.toContain(SECRET);
    const both = await callError(client, 'memory_propose', { content: 'x y z', record_id: prop.record_id });
    expect(both).toMatch(/^INVALID_INPUT: memory_propose: .*exactly one of content/);
    const emptyUpdate = await callError(client, 'memory_update', {
      record_id: prop.record_id,
      content: '  ',
    });
    expect(emptyUpdate).toMatch(/^EMPTY_CONTENT/);
  });

  it('memory_propose with record_id moves a draft into the review queue', async () => {
    const id = '01DRAFT0000000000000000001';
    const imp = await s.importJsonl(
      `${draftLine(id, 'Test files live next to their source as *.test.ts')}\n`,
    );
    expect(imp.imported).toBe(1);
    const r = await call<{ mode: string; previous_state: string; state: string; action: string }>(
      client,
      'memory_propose',
      { record_id: id, reason: 'looks right' },
    );
    expect(r).toMatchObject({
      mode: 'existing',
      previous_state: 'draft',
      state: 'candidate',
      action: 'proposed',
    });
    const again = await callError(client, 'memory_propose', { record_id: id });
    expect(again).toMatch(/^ILLEGAL_TRANSITION: cannot propose a candidate memory/);
    const rejected = await call<{ state: string }>(client, 'memory_archive', {
      record_id: id,
      reason: 'reject',
    });
    expect(rejected.state).toBe('archived');
  });

  it('conflicts and resolve', async () => {
    const stated = await call<{ record_id: string }>(client, 'memory_remember', {
      content: 'The api uses PostgreSQL 16',
      memory_type: 'fact',
      fact: { subject: 'api', predicate: 'uses_database', object: 'PostgreSQL 16' },
    });
    const inferred = await call<{ record_id: string; warnings: string[] }>(client, 'memory_propose', {
      content: 'The api seems to use MySQL',
      memory_type: 'fact',
      fact: { subject: 'api', predicate: 'uses_database', object: 'MySQL', strength: 'inferred' },
    });
    expect(inferred.warnings.join(' ')).toContain('conflict');

    const open = await call<{
      count: number;
      conflicts: {
        conflict_id: string;
        record_ids: string[];
        records: { record_id: string; content: string }[];
      }[];
    }>(client, 'memory_conflicts', {});
    expect(open.count).toBe(1);
    const c = open.conflicts[0]!;
    expect(c.record_ids.sort()).toEqual([stated.record_id, inferred.record_id].sort());
    expect(c.records.map((r) => r.content)).toContain('The api seems to use MySQL');
    expect((await call<{ open_conflicts: number }>(client, 'memory_review_queue', {})).open_conflicts).toBe(
      1,
    );

    const bad = await callError(client, 'memory_resolve', {
      conflict_id: c.conflict_id,
      keep: '01SOMETHINGELSE',
    });
    expect(bad).toMatch(/^INVALID_INPUT/);
    const res = await call<{ conflict: { state: string; keep: string } }>(client, 'memory_resolve', {
      conflict_id: c.conflict_id,
      keep: stated.record_id,
    });
    expect(res.conflict).toMatchObject({ state: 'resolved', keep: stated.record_id });
    expect((await call<{ count: number }>(client, 'memory_conflicts', {})).count).toBe(0);
    expect((await call<{ count: number }>(client, 'memory_conflicts', { state: 'resolved' })).count).toBe(1);
    expect((await call<{ count: number }>(client, 'memory_conflicts', { state: 'all' })).count).toBe(1);
    const twice = await callError(client, 'memory_resolve', {
      conflict_id: c.conflict_id,
      keep: stated.record_id,
    });
    expect(twice).toMatch(/^CONFLICT: .*already resolved/);
    expect(
      (await call<{ record: Rec }>(client, 'memory_get', { record_id: inferred.record_id })).record.state,
    ).toBe('archived');
  });

  it('serves spool://wakeup as Markdown', async () => {
    await call(client, 'memory_remember', { content: 'Deploys go through fly.io', memory_type: 'project' });
    const { resources } = await client.listResources();
    const wake = resources.find((r) => r.uri === 'spool://wakeup');
    expect(wake).toMatchObject({ mimeType: 'text/markdown', name: 'wakeup' });
    const read = await client.readResource({ uri: 'spool://wakeup' });
    const c = read.contents[0] as { uri: string; mimeType: string; text: string };
    expect(c).toMatchObject({ uri: 'spool://wakeup', mimeType: 'text/markdown' });
    expect(c.text).toContain('# Project memory (spool)');
    expect(c.text).toContain('Deploys go through fly.io');
    expect(c.text).toMatch(/spool: 1 memory ·/);
  });

  it('answers unknown tools, wrong types and unknown fields with actionable isError results', async () => {
    expect(await callError(client, 'memory_forget', {})).toMatch(/^UNKNOWN_TOOL: .*memory_remember/);
    expect(await callError(client, 'memory_recall', { query: 42 })).toMatch(
      /^INVALID_INPUT: memory_recall: query: .*expected string/,
    );
    expect(await callError(client, 'memory_get', {})).toMatch(/^INVALID_INPUT: memory_get: record_id/);
    expect(await callError(client, 'memory_accept', { record_id: 'x', force: true })).toMatch(
      /unknown field\(s\) "force" \(allowed: record_id, reason\)/,
    );
    const huge = await callError(client, 'memory_get', { record_id: 'x'.repeat(2_000_000) });
    expect(huge.length).toBeLessThan(2_100);
  });
});

describe('MCP dispatcher guarantees', () => {
  it('turns thrown bugs and results that break the outputSchema into INTERNAL_ERROR results', async () => {
    const p = tempProject();
    const s = openTest(p);
    const broken: ToolModule = ({ tool }) => {
      tool({
        name: 'memory_throws',
        title: 'Throws',
        description: 'A tool whose handler throws a plain Error.',
        input: z.object({}).strict(),
        output: z.object({ schema_version: z.string() }),
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
        run: async () => {
          throw new TypeError('boom');
        },
      });
      tool({
        name: 'memory_lies',
        title: 'Lies',
        description: 'A tool whose result does not match its outputSchema.',
        input: z.object({}).strict(),
        output: z.object({ schema_version: z.string(), count: z.number() }),
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
        run: async () => ({ count: 'three' }),
      });
    };
    const server = createMcpServer(s, [broken]);
    const [a, b] = InMemoryTransport.createLinkedPair();
    const client = new Client({ name: 't', version: '1' });
    await Promise.all([server.connect(a), client.connect(b)]);
    expect(await callError(client, 'memory_throws')).toMatch(/^INTERNAL_ERROR: boom — retry/);
    expect(await callError(client, 'memory_lies')).toMatch(
      /^INTERNAL_ERROR: memory_lies .*outputSchema.*count/,
    );
    await client.close();
    await server.close();
    await s.close();
    p.cleanup();
  });
});
