import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, isSpoolError } from '../../src/core/errors.js';
import { addRemote, pull, push } from '../../src/integrations/remote.js';
import { createServerApp, serverStatusOf } from '../../src/server/app.js';
import { bearerOf, createAuthenticator } from '../../src/server/auth.js';
import { createMetrics } from '../../src/server/metrics.js';
import { createProjectHost, type ProjectHost } from '../../src/server/projects.js';
import { openPgBackend, type PgBackend } from '../../src/server/serve.js';
import { createSyncRoutes } from '../../src/server/sync-routes.js';
import type { ProjectRef } from '../../src/server/types.js';
import type { Spool } from '../../src/spool.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';
import { type PgHarness, startPg } from './pg-harness.js';
import { callTool, mcpClient, memoryLogger } from './serve-helpers.js';

// The whole exchange the design describes: developers' ledgers <-> HTTP sync routes <-> PostgreSQL <-> the
// server's working copy (MCP). The sync routes are mounted ahead of the server app, as the app should.

let harness: PgHarness;
let backend: PgBackend;
let host: ProjectHost;
let server: Server;
let url = '';
let dataDir = '';
let web: ProjectRef;
let token = '';

beforeAll(async () => {
  harness = await startPg();
  const { log } = memoryLogger();
  backend = await openPgBackend({ url: harness.url, poolMax: 5, log });
  dataDir = mkdtempSync(join(tmpdir(), 'spool-sync-serve-'));
  host = createProjectHost({ dataDir, writer: 'server-synctest', events: backend.events, log, maxOpen: 4 });
  const auth = createAuthenticator(backend.tenancy);
  const metrics = createMetrics({
    poolStats: () => backend.poolStats(),
    openProjects: () => host.openCount(),
  });
  const serverApp = createServerApp({
    auth,
    host,
    metrics,
    log,
    ready: () => backend.ready(),
    draining: () => false,
  });
  const app = new Hono();
  app.onError((err, c) =>
    isSpoolError(err)
      ? c.json({ error: err.toJSON() }, serverStatusOf(err.code))
      : c.json({ error: { code: ErrorCode.Internal, message: String(err) } }, 500),
  );
  app.route(
    '/',
    createSyncRoutes({
      events: backend.events,
      authorize: async (c) =>
        auth.access(
          await auth.principal(bearerOf(c.req.header('authorization'))),
          c.req.header('x-spool-project'),
        ),
    }),
  );
  app.route('/', serverApp);
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const org = await backend.tenancy.createOrg('acme');
  web = await backend.tenancy.createProject(org.id, 'web');
  token = (await backend.tenancy.createToken({ orgId: org.id, name: 'dev', roles: { [web.id]: 'write' } }))
    .token;
}, 120_000);

afterAll(async () => {
  await host?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await backend?.close();
  await harness?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
      const b = clone();
      await pull(b.paths, undefined, { env: {} });
      const ra = await a.recall('checkout page edge rendering');
      const rb = await b.recall('checkout page edge rendering');
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
