import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import {
  CallToolResultSchema,
  type JSONRPCMessage,
  LATEST_PROTOCOL_VERSION,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMcpServer } from '../../src/mcp/server.js';
import { allTools } from '../../src/mcp/stdio.js';
import type { Spool } from '../../src/spool.js';
import { openTest, prng, type TempProject, tempProject } from '../helpers.js';
import { ALL_TOOL_NAMES } from './helpers.js';

const SEED = 0x5eed_2026;
const CALLS = 2_400;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
interface PropSchema {
  type?: string | string[];
}

/** A raw JSON-RPC client: it sends whatever it is given, no client-side validation at all. */
function rawClient(t: InMemoryTransport) {
  const waiting = new Map<number, (m: JSONRPCMessage) => void>();
  t.onmessage = (m) => {
    const id = (m as { id?: unknown }).id;
    if (typeof id === 'number' && ('result' in m || 'error' in m)) {
      waiting.get(id)?.(m);
      waiting.delete(id);
    }
  };
  let next = 1;
  return {
    request(method: string, params: unknown): Promise<JSONRPCMessage> {
      const id = next++;
      const msg = { jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) };
      return new Promise((resolve, reject) => {
        waiting.set(id, resolve);
        setTimeout(() => reject(new Error(`no reply to ${method} #${id} within 10 s`)), 10_000).unref();
        t.send(msg as JSONRPCMessage).catch(reject);
      });
    },
    notify(method: string): Promise<void> {
      return t.send({ jsonrpc: '2.0', method } as JSONRPCMessage);
    },
  };
}

/** Builds malformed tools/call params; every case carries at least one defect that must be refused. */
function generator(rand: () => number, tools: Tool[]) {
  const int = (n: number) => Math.floor(rand() * n);
  const pick = <T>(a: readonly T[]): T => a[int(a.length)]!;
  const huge = () =>
    pick(['x', 'é', '🦄', 'ab\u0000c', '{"a":'])
      .repeat(1 + int((5 * 1024 * 1024) / 2))
      .slice(0, (1 + int(5)) * 1024 * 1024);
  const word = () =>
    pick(['', ' ', 'a', 'record_id', '__proto__', 'constructor', 'null', '💥', 'x'.repeat(300)]);
  const scalar = (): Json =>
    pick<() => Json>([() => null, () => true, () => -1, () => 1e308, () => 0.5, () => word()])();
  const deep = (): Json => {
    let v: Json = scalar();
    const depth = 1 + int(rand() < 0.1 ? 5_000 : 50);
    for (let i = 0; i < depth; i++) v = rand() < 0.5 ? [v] : { [word() || 'k']: v };
    return v;
  };
  const garbage = (): Json =>
    pick<() => Json>([scalar, deep, () => [], () => ({}), () => [scalar(), deep()]])();
  /** A value that is certainly not of the given JSON Schema type. */
  const wrongFor = (s: PropSchema | undefined): Json => {
    const type = Array.isArray(s?.type) ? s?.type[0] : s?.type;
    switch (type) {
      case 'string':
        return pick<Json>([null, 42, true, [], { a: 1 }, ['x'], deep()]);
      case 'number':
      case 'integer':
        return pick<Json>([null, '1', true, [], {}, Number.NaN as unknown as Json, 'NaN']);
      case 'boolean':
        return pick<Json>([null, 'true', 1, [], {}]);
      case 'array':
        return pick<Json>([null, 'a,b', 3, { 0: 'a' }, true]);
      case 'object':
        return pick<Json>([null, 'x', 7, [], true]);
      default:
        return pick<Json>([null, 12345, [[[]]]]);
    }
  };
  const knownArgs = (tool: Tool): Record<string, Json> => {
    const out: Record<string, Json> = {};
    for (const [k, s] of Object.entries(tool.inputSchema.properties ?? {})) {
      if (rand() < 0.4) out[k] = rand() < 0.5 ? garbage() : wrongFor(s as PropSchema);
    }
    return out;
  };

  return (): { params: unknown; kind: string } => {
    const tool = pick(tools);
    const props = Object.entries(tool.inputSchema.properties ?? {}) as [string, PropSchema][];
    const required = tool.inputSchema.required ?? [];
    const choice = int(9);
    // A tool that takes no arguments (memory_lint) has no field to get wrong: it gets an unknown one instead.
    switch (props.length === 0 && choice >= 2 && choice <= 4 ? 1 : choice) {
      case 0: // unknown tool
        return {
          kind: 'unknown-tool',
          params: {
            name: pick([
              `memory_${word()}`,
              '',
              'MEMORY_RECALL',
              'memory_recall ',
              rand() < 0.1 ? huge() : 'x',
            ]),
            arguments: knownArgs(tool),
          },
        };
      case 1: // unknown argument (every input schema is strict)
        return {
          kind: 'unknown-arg',
          params: { name: tool.name, arguments: { ...knownArgs(tool), [`zz_${word()}`]: garbage() } },
        };
      case 2: {
        // a required field missing (or, for tools without one, a wrong type)
        const args: Record<string, Json> = {};
        for (const [k, s] of props) if (rand() < 0.5) args[k] = wrongFor(s);
        if (required.length > 0) {
          delete args[pick(required)];
          return { kind: 'missing-field', params: { name: tool.name, arguments: args } };
        }
        const [k, s] = pick(props);
        return { kind: 'wrong-type', params: { name: tool.name, arguments: { ...args, [k]: wrongFor(s) } } };
      }
      case 3: {
        // one wrong type among otherwise random fields
        const [k, s] = pick(props);
        return {
          kind: 'wrong-type',
          params: { name: tool.name, arguments: { ...knownArgs(tool), [k]: wrongFor(s) } },
        };
      }
      case 4: {
        // a 1–5 MB string in a string field, plus an unknown field so it can never be valid
        const strings = props.filter(([, s]) => s.type === 'string');
        const args: Record<string, Json> = {};
        for (const [k] of strings.length ? strings : props) args[k] = huge();
        if (rand() < 0.5) args[`zz_${word()}`] = 1;
        else if (required.length > 0 && strings.length === 0) delete args[required[0]!];
        else args[pick(props)[0]] = wrongFor(pick(props)[1]);
        return { kind: 'huge-string', params: { name: tool.name, arguments: args } };
      }
      case 5: // nested garbage in every field, plus a certainly-wrong one
        return {
          kind: 'nested-garbage',
          params: {
            name: tool.name,
            arguments: {
              ...Object.fromEntries(props.map(([k]) => [k, deep()])),
              ...(props.length ? { [pick(props)[0]]: wrongFor(pick(props)[1]) } : {}),
              zz: deep(),
            },
          },
        };
      case 6: // arguments that are not an object
        return {
          kind: 'args-not-object',
          params: { name: tool.name, arguments: pick<Json>([null, [], [{}], 'args', 0, true, [tool.name]]) },
        };
      case 7: // params that are not an object, or have no usable name
        return {
          kind: 'bad-params',
          params: pick<unknown>([
            null,
            [],
            'memory_recall',
            42,
            {},
            { arguments: {} },
            { name: 7 },
            { name: null },
            { name: [tool.name] },
            { name: { n: 1 } },
          ]),
        };
      default: // several defects at once
        return {
          kind: 'mixed',
          params: {
            name: rand() < 0.3 ? `${tool.name}_x` : tool.name,
            arguments: {
              ...knownArgs(tool),
              [`zz${int(99)}`]: garbage(),
              ...(props.length ? { [pick(props)[0]]: wrongFor(pick(props)[1]) } : {}),
            },
          },
        };
    }
  };
}

/** Either a JSON-RPC error with a numeric code, or an isError CallToolResult with text. */
function wellFormedError(m: JSONRPCMessage): string | undefined {
  if ('error' in m) {
    const e = m.error as { code?: unknown; message?: unknown };
    return Number.isInteger(e.code) && typeof e.message === 'string' ? undefined : 'malformed JSON-RPC error';
  }
  if (!('result' in m)) return 'neither result nor error';
  const r = CallToolResultSchema.safeParse(m.result);
  if (!r.success) return 'result is not a CallToolResult';
  if (r.data.isError !== true) return 'a malformed call succeeded';
  const first = r.data.content[0];
  if (first?.type !== 'text' || first.text.length === 0) return 'error without text';
  if (first.text.length > 4_000) return 'error text echoes the input';
  if (!/^[A-Z_]+: \S/.test(first.text)) return 'error text does not start with an error code';
  return undefined;
}

describe('MCP fuzz: malformed tool calls', () => {
  let p: TempProject;
  let s: Spool;
  beforeEach(() => {
    p = tempProject();
    s = openTest(p);
  });
  afterEach(async () => {
    await s.close();
    p.cleanup();
  });

  it(`answers ${CALLS} malformed calls with well-formed errors and keeps serving`, {
    timeout: 60_000,
  }, async () => {
    const escaped: unknown[] = [];
    const onUncaught = (e: unknown) => escaped.push(e);
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onUncaught);
    const server = createMcpServer(s, allTools);
    const serverErrors: unknown[] = [];
    server.server.onerror = (e) => serverErrors.push(e);
    const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = rawClient(clientSide);
    await clientSide.start();
    try {
      const init = await client.request('initialize', {
        protocolVersion: LATEST_PROTOCOL_VERSION,
        capabilities: {},
        clientInfo: { name: 'fuzzer', version: '0' },
      });
      expect('result' in init).toBe(true);
      await client.notify('notifications/initialized');
      const listed = await client.request('tools/list', {});
      const tools = (listed as unknown as { result: { tools: Tool[] } }).result.tools;
      expect(tools).toHaveLength(ALL_TOOL_NAMES.length);

      const next = generator(prng(SEED), tools);
      const kinds = new Map<string, number>();
      const outcomes = new Map<string, number>();
      const t0 = performance.now();
      for (let i = 0; i < CALLS; i += 16) {
        const batch = Array.from({ length: Math.min(16, CALLS - i) }, next);
        const replies = await Promise.all(batch.map((c) => client.request('tools/call', c.params)));
        replies.forEach((reply, j) => {
          const c = batch[j]!;
          kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
          const problem = wellFormedError(reply);
          if (problem) {
            const shown = JSON.stringify(c.params, (_k, v) =>
              typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length})` : v,
            );
            throw new Error(
              `call ${i + j} (${c.kind}): ${problem}\nparams: ${shown?.slice(0, 2000)}\nreply: ${JSON.stringify(reply).slice(0, 2000)}`,
            );
          }
          const outcome =
            'error' in reply
              ? `rpc ${(reply.error as { code: number }).code}`
              : (
                  CallToolResultSchema.parse((reply as { result: unknown }).result).content[0] as {
                    text: string;
                  }
                ).text.split(':')[0]!;
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
        });
      }
      const ms = performance.now() - t0;
      // Tool-level refusals carry spool's error codes; protocol-level ones, JSON-RPC codes.
      for (const o of outcomes.keys()) {
        expect(['INVALID_INPUT', 'UNKNOWN_TOOL', 'CONTENT_TOO_LARGE', 'rpc -32600', 'rpc -32602']).toContain(
          o,
        );
      }
      // Unknown methods are refused too.
      const unknown = await client.request('tools/explode', {});
      expect(wellFormedError(unknown)).toBeUndefined();

      // Every category was exercised, nothing was written, and nothing escaped.
      expect([...kinds.keys()].sort()).toEqual([
        'args-not-object',
        'bad-params',
        'huge-string',
        'missing-field',
        'mixed',
        'nested-garbage',
        'unknown-arg',
        'unknown-tool',
        'wrong-type',
      ]);
      expect((await s.stats()).records).toBe(0);
      expect(escaped).toEqual([]);
      expect(serverErrors).toEqual([]);
      expect(ms).toBeLessThan(30_000);

      // The server still answers valid calls.
      const ok = await client.request('tools/call', {
        name: 'memory_remember',
        arguments: { content: 'After the fuzz the server still works', memory_type: 'fact' },
      });
      const okResult = CallToolResultSchema.parse((ok as { result: unknown }).result);
      expect(okResult.isError).toBeFalsy();
      expect(okResult.structuredContent).toMatchObject({ action: 'created', state: 'accepted' });
      const recall = await client.request('tools/call', {
        name: 'memory_recall',
        arguments: { query: 'fuzz server works' },
      });
      expect(
        (recall as unknown as { result: { structuredContent: { result_count: number } } }).result
          .structuredContent.result_count,
      ).toBe(1);
    } finally {
      process.off('uncaughtException', onUncaught);
      process.off('unhandledRejection', onUncaught);
      await server.close();
    }
  });
});
