import { rmSync } from 'node:fs';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProjectRef } from '../../src/server/types.js';
import { USAGE_DELAY_MS } from '../../src/server/usage-sync.js';
import { type PgHarness, startPg } from './pg-harness.js';
import { type Booted, boot, callTool, mcpClient, testConfig, textOf } from './serve-helpers.js';

let harness: PgHarness;
let a: Booted;
let b: Booted;
let project: ProjectRef;
let token: string;
const clients: Client[] = [];

beforeAll(async () => {
  harness = await startPg();
  a = await boot(testConfig(harness.url));
  b = await boot(testConfig(harness.url));
  const org = await a.backend.tenancy.createOrg('acme');
  project = await a.backend.tenancy.createProject(org.id, 'api');
  token = (
    await a.backend.tenancy.createToken({ orgId: org.id, name: 'dev', roles: { [project.id]: 'write' } })
  ).token;
}, 120_000);

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await a?.server.shutdown('test end');
  await b?.server.shutdown('test end');
  await harness?.stop();
});

async function client(server: Booted): Promise<Client> {
  const c = await mcpClient(server.server.url, token);
  clients.push(c);
  return c;
}

interface Usage {
  access_count: number;
  last_accessed_at: string | null;
}

/** Retrievals reach the shared totals within the delay. */
const settle = () => new Promise((r) => setTimeout(r, USAGE_DELAY_MS * 2));

async function usageOf(c: Client, id: string): Promise<Usage> {
  const r = await callTool(c, 'memory_get', { record_id: id });
  expect(r.isError, textOf(r)).toBeFalsy();
  const { access_count, last_accessed_at } = (r.structuredContent as { record: Usage }).record;
  return { access_count, last_accessed_at };
}

describe('retrieval history shared by server instances', () => {
  it('a recall through one instance counts on the other, and a rebuilt working copy keeps it', async () => {
    const ca = await client(a);
    const cb = await client(b);
    const remembered = async (content: string) =>
      (
        (await callTool(ca, 'memory_remember', { content, memory_type: 'fact' })).structuredContent as {
          record_id: string;
        }
      ).record_id;
    const exports = await remembered('Exports run nightly at two and land in the reports bucket');
    const backups = await remembered('Backups are kept for ninety days');

    for (let i = 0; i < 3; i++) {
      const r = await callTool(ca, 'memory_recall', { query: 'nightly exports' });
      expect(
        (r.structuredContent as { results: { record_id: string }[] }).results.map((x) => x.record_id),
      ).toEqual([exports]);
    }
    // The other instance never served a recall, yet sees the three (sent within the delay; waited for with
    // a margin, as a loaded machine may take longer than the delay to send them).
    await settle();
    const seenByB = await vi.waitFor(
      async () => {
        const u = await usageOf(cb, exports);
        expect(u.access_count).toBe(3);
        return u;
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(seenByB.last_accessed_at).not.toBeNull();
    expect((await usageOf(cb, backups)).access_count).toBe(0);

    // One more through B, seen by A: both add to the same totals.
    await callTool(cb, 'memory_recall', { query: 'nightly exports' });
    await vi.waitFor(async () => expect((await usageOf(ca, exports)).access_count).toBe(4), {
      timeout: 10_000,
      interval: 200,
    });
    // Also what B itself retrieved last, just before shutting down, is sent on the way out.
    await callTool(cb, 'memory_recall', { query: 'nightly exports' });

    // B loses its working copies (a new volume): the copy rebuilt from PostgreSQL has the history.
    await b.server.shutdown('new volume');
    rmSync(b.config.data_dir, { recursive: true, force: true });
    b = await boot(testConfig(harness.url, b.config.data_dir));
    const cb2 = await client(b);
    expect((await usageOf(cb2, exports)).access_count).toBe(5);
    await vi.waitFor(async () => expect(await usageOf(ca, exports)).toEqual(await usageOf(cb2, exports)), {
      timeout: 10_000,
      interval: 200,
    });
  });
});
