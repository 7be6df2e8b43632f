import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRemote, pull, push } from '../../src/integrations/remote.js';
import type { ProjectRef } from '../../src/server/types.js';
import type { Spool } from '../../src/spool.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';
import { type PgHarness, startPg } from './pg-harness.js';
import { type Booted, boot, callTool, mcpClient, testConfig } from './serve-helpers.js';

// The whole exchange the design describes, on the real `spool serve` runtime: developers' ledgers <-> the
// HTTP sync routes <-> PostgreSQL <-> the server's working copy (MCP).

let harness: PgHarness;
let b: Booted;
let url = '';
let web: ProjectRef;
let token = '';

beforeAll(async () => {
  harness = await startPg();
  b = await boot(testConfig(harness.url));
  url = b.server.url;
  const org = await b.backend.tenancy.createOrg('acme');
  web = await b.backend.tenancy.createProject(org.id, 'web');
  token = (await b.backend.tenancy.createToken({ orgId: org.id, name: 'dev', roles: { [web.id]: 'write' } }))
    .token;
}, 120_000);

afterAll(async () => {
  await b?.server.shutdown('test end');
  await harness?.stop();
});

describe('developers and the server working copy converge through PostgreSQL', () => {
  const temps: TempProject[] = [];
  const spools: Spool[] = [];
  afterAll(async () => {
    for (const s of spools) await s.close();
    for (const t of temps) t.cleanup();
  });
  const clone = () => {
    const t = tempProject('spool-sync-serve-');
    temps.push(t);
    const s = openTest(t);
    spools.push(s);
    addRemote(s.paths, { name: 'origin', url: `${url}/web`, token });
    return s;
  };

  it('a push is seen by MCP on the server; a write over MCP comes back with a pull', async () => {
    const a = clone();
    const mine = await a.remember({ content: 'The checkout page is rendered on the edge with streaming' });
    expect((await push(a.paths, undefined, { env: {} })).inserted).toBe(1);

    const mcp = await mcpClient(url, token, 'web');
    try {
      const rec = await callTool(mcp, 'memory_recall', { query: 'checkout page rendered edge' });
      const ids = (rec.structuredContent as { results: { record_id: string }[] }).results.map(
        (x) => x.record_id,
      );
      expect(ids).toContain(mine.record_id);

      const w = await callTool(mcp, 'memory_remember', {
        content: 'The checkout page falls back to server rendering when the edge is down',
      });
      expect(w.isError).toBeFalsy();
      const theirs = (w.structuredContent as { record_id: string }).record_id;

      const p = await pull(a.paths, undefined, { env: {} });
      expect(p.inserted).toBeGreaterThanOrEqual(1);
      expect((await a.get(theirs)).record_id).toBe(theirs);
      expect((await push(a.paths, undefined, { env: {} })).sent).toBe(0);
      expect((await pull(a.paths, undefined, { env: {} })).received).toBe(0);

      // A fresh clone gets everything; both clones rank the same memories with the same scores, and the
      // server's working copy holds the same memories.
      const c = clone();
      await pull(c.paths, undefined, { env: {} });
      const ra = await a.recall('checkout page edge rendering');
      const rb = await c.recall('checkout page edge rendering');
      expect(rb.results.map((x) => [x.record_id, x.score])).toEqual(
        ra.results.map((x) => [x.record_id, x.score]),
      );
      const rs = await callTool(mcp, 'memory_recall', { query: 'checkout page edge rendering' });
      const serverIds = (rs.structuredContent as { results: { record_id: string }[] }).results.map(
        (x) => x.record_id,
      );
      expect(new Set(serverIds)).toEqual(new Set(ra.results.map((x) => x.record_id)));
    } finally {
      await mcp.close();
    }
  });
});
