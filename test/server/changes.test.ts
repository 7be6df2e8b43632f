import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPgBackend, type PgBackend, type RunningServer, startServer } from '../../src/server/serve.js';
import type { EventStore, ProjectRef, UsageStore } from '../../src/server/types.js';
import { type PgHarness, startPg } from './pg-harness.js';
import { callTool, mcpClient, memoryLogger, recallIdsVia, rememberVia, testConfig } from './serve-helpers.js';

// Change notices (src/server/changes.ts): an instance skips reading PostgreSQL before a request when nothing
// changed, yet still sees every write another instance acknowledged before the request — also while its
// listening connection is gone.

interface Counted {
  server: RunningServer;
  reads: { events: number; usage: number; tokens: number };
  close(): Promise<void>;
}

let harness: PgHarness;
let project: ProjectRef;
let token = '';
let admin: PgBackend;
let sql: pg.Client;
let a: Counted;
let b: Counted;
const clients: Client[] = [];

/** A server whose reads of new lines and of retrieval history are counted. */
async function bootCounted(instance: string): Promise<Counted> {
  const config = testConfig(harness.url, undefined, { instance_id: instance });
  const { log } = memoryLogger();
  const backend = await openPgBackend({ url: config.database_url, poolMax: config.pool_max, log });
  const reads = { events: 0, usage: 0, tokens: 0 };
  const events: EventStore = {
    ...backend.events,
    readSince: (...args) => {
      reads.events++;
      return backend.events.readSince(...args);
    },
  };
  const usage: UsageStore = {
    ...backend.usage,
    readSince: (...args) => {
      reads.usage++;
      return backend.usage.readSince(...args);
    },
  };
  const tenancy = {
    ...backend.tenancy,
    authenticate: (bearer: string) => {
      reads.tokens++;
      return backend.tenancy.authenticate(bearer);
    },
  };
  const server = await startServer({ config, backend: { ...backend, events, usage, tenancy }, log });
  return { server, reads, close: () => server.shutdown('test end') };
}

beforeAll(async () => {
  harness = await startPg();
  const { log } = memoryLogger();
  admin = await openPgBackend({ url: harness.url, poolMax: 2, log });
  const org = await admin.tenancy.createOrg('acme');
  project = await admin.tenancy.createProject(org.id, 'ch');
  token = (await admin.tenancy.createToken({ orgId: org.id, name: 'cat', roles: { [project.id]: 'write' } }))
    .token;
  a = await bootCounted('changes-a');
  b = await bootCounted('changes-b');
  sql = new pg.Client({ connectionString: harness.url });
  await sql.connect();
}, 120_000);

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await sql?.end();
  await a?.close();
  await b?.close();
  await admin?.close();
  await harness?.stop();
});

async function client(s: Counted): Promise<Client> {
  const c = await mcpClient(s.server.url, token, 'ch');
  clients.push(c);
  return c;
}

const WORDS = ['amber', 'birch', 'cobalt', 'dune', 'ember', 'fjord', 'garnet', 'heron', 'indigo', 'juniper'];

/** The feed is listening once a request on each server skipped its reads. */
async function listening(s: Counted, c: Client): Promise<void> {
  await vi.waitFor(
    async () => {
      await recallIdsVia(c, 'warm');
      const before = s.reads.events;
      await recallIdsVia(c, 'warm');
      expect(s.reads.events).toBe(before);
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe('change notices', () => {
  it('skip the reads when nothing changed, and never hide another instance acknowledged write', async () => {
    const ca = await client(a);
    const cb = await client(b);
    await rememberVia(ca, 'The warm up note for the change notice test');
    await listening(a, ca);
    await listening(b, cb);

    // Nothing changes: b answers without reading PostgreSQL (a read at most once NOTICE_TRUST_MS passed).
    const quiet = { ...b.reads };
    for (let i = 0; i < 10; i++) await recallIdsVia(cb, 'quiet');
    expect(b.reads.events - quiet.events).toBeLessThanOrEqual(1);
    const metrics = await (await fetch(`${b.server.url}/metrics`)).text();
    expect(metrics).toMatch(/spool_working_copy_reads_total\{source="lines",outcome="skipped"\} [1-9]/);

    // Writes on one instance are seen by the other's very next request, both ways, every time.
    for (let i = 0; i < WORDS.length; i++) {
      const [writer, reader] = i % 2 === 0 ? [ca, cb] : [cb, ca];
      const word = `${WORDS[i]}${i}`;
      const id = await rememberVia(writer, `The ${word} service pins its dependencies by hash`);
      expect(await recallIdsVia(reader, word)).toContain(id);
    }
  });

  it('read before every request while the listening connection is gone, and listen again', async () => {
    const ca = await client(a);
    const cb = await client(b);
    const { rowCount } = await sql.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'spool-server-changes'",
    );
    expect(rowCount).toBe(2);
    for (let i = 0; i < 3; i++) {
      const word = `outage${WORDS[i]}`;
      const id = await rememberVia(ca, `The ${word} queue drains before a deploy`);
      expect(await recallIdsVia(cb, word)).toContain(id);
    }
    // Listening again (reconnects after a second): reads are skipped once more, writes still seen.
    await listening(b, cb);
    const id = await rememberVia(ca, 'The kestrel job rotates the signing keys');
    expect(await recallIdsVia(cb, 'kestrel')).toContain(id);
  });

  it('see a change made outside spool that sends no notice within NOTICE_TRUST_MS', async () => {
    const cb = await client(b);
    await listening(b, cb);
    const before = b.reads.events;
    await new Promise((r) => setTimeout(r, 1_100));
    await recallIdsVia(cb, 'anything');
    expect(b.reads.events).toBe(before + 1);
  });
  it('keep a principal while no token changed, and refuse a token revoked on another connection at once', async () => {
    const org = (await admin.tenancy.findOrg('acme'))?.id as string;
    const dog = await admin.tenancy.createToken({ orgId: org, name: 'dog', roles: { [project.id]: 'read' } });
    const c = await mcpClient(b.server.url, dog.token, 'ch');
    clients.push(c);
    await listening(b, c);
    const before = b.reads.tokens;
    for (let i = 0; i < 5; i++) await recallIdsVia(c, 'anything');
    expect(b.reads.tokens - before).toBeLessThanOrEqual(1);
    await admin.tenancy.revokeToken(dog.id);
    await expect(callTool(c, 'memory_recall', { query: 'anything' })).rejects.toThrow(
      /401|revoked|Unauthorized/i,
    );
  });
});
