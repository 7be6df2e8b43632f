import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTest, type TempProject, tempProject } from '../helpers.js';
import { ALL_TOOL_NAMES, connect, connectSpawned } from './helpers.js';

describe('MCP store tools (InMemoryTransport)', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
  });
  afterEach(() => p.cleanup());

  it('lists memory_remember and memory_recall with schemas and annotations', async () => {
    const s = openTest(p);
    const { client, close } = await connect(s);
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((t) => [t.name, t]));
    const rem = byName.get('memory_remember');
    expect(rem?.inputSchema.properties).toHaveProperty('content');
    expect(rem?.outputSchema).toBeDefined();
    expect(rem?.annotations?.readOnlyHint).toBe(false);
    expect(byName.get('memory_recall')?.annotations?.readOnlyHint).toBe(true);
    await close();
    await s.close();
  });

  it('remembers and recalls with structuredContent in snake_case', async () => {
    const s = openTest(p);
    const { client, close } = await connect(s);
    const r = await client.callTool({
      name: 'memory_remember',
      arguments: { content: 'The queue is SQS FIFO', memory_type: 'fact', tags: ['queue'] },
    });
    expect(r.isError).toBeFalsy();
    const sc = r.structuredContent as Record<string, unknown>;
    expect(sc).toMatchObject({ schema_version: 'spool.mcp.v1', action: 'created', state: 'accepted' });
    const q = await client.callTool({ name: 'memory_recall', arguments: { query: 'queue fifo' } });
    const qs = q.structuredContent as {
      result_count: number;
      results: { record_id: string; score_breakdown: unknown[] }[];
    };
    expect(qs.result_count).toBe(1);
    expect(qs.results[0]?.record_id).toBe(sc.record_id);
    expect(qs.results[0]?.score_breakdown.length).toBeGreaterThan(0);
    await close();
    await s.close();
  });

  it('returns errors the agent can act on', async () => {
    const s = openTest(p);
    const { client, close } = await connect(s);
    const empty = await client.callTool({ name: 'memory_remember', arguments: { content: '' } });
    expect(empty.isError).toBe(true);
    expect(JSON.stringify(empty.content)).toContain('content must not be empty');
    const secret = await client.callTool({
      name: 'memory_remember',
      arguments: { content: `use key sk-ant-api03-${'Xq7Lm2Pz9Rt4Wv8Kb3Nc6Hd1Jf5Gs0Ay'.repeat(3)}AA` },
    });
    expect(secret.isError).toBe(true);
    expect(JSON.stringify(secret.content)).toContain('SECRET_DETECTED');
    expect(JSON.stringify(secret.content)).toContain('redact');
    await close();
    await s.close();
  });
});

describe('spool mcp over stdio (spawned binary)', () => {
  it('serves tools to a real client through the built binary', async () => {
    const p = tempProject();
    const client = await connectSpawned(p);
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([...ALL_TOOL_NAMES].sort());
    expect(client.getServerCapabilities()?.resources).toBeDefined();
    const r = await client.callTool({
      name: 'memory_remember',
      arguments: { content: 'E2E: builds run on Node 20' },
    });
    expect(r.isError).toBeFalsy();
    const q = await client.callTool({ name: 'memory_recall', arguments: { query: 'node builds' } });
    expect((q.structuredContent as { result_count: number }).result_count).toBe(1);
    const wake = await client.readResource({ uri: 'spool://wakeup' });
    expect((wake.contents[0] as { text: string }).text).toContain('E2E: builds run on Node 20');
    const bad = await client.callTool({ name: 'memory_get', arguments: { record_id: 42 } });
    expect(bad.isError).toBe(true);
    expect(JSON.stringify(bad.content)).toContain('INVALID_INPUT');
    await client.close();
    p.cleanup();
  });
});
