import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRef } from '../../src/server/types.js';
import { type PgHarness, startPg } from './pg-harness.js';
import { type Booted, boot, mcpClient, recallIdsVia, rememberVia, testConfig } from './serve-helpers.js';

// The operator's restore (README, "Operating the server"): the database goes back to a backup while a
// server's working copy holds writes it acknowledged after it. The copy notices the database is older than
// itself, pushes those writes back, and re-reads everything else.

let harness: PgHarness;
let r: Booted;
let project: ProjectRef;
let token = '';
let sql: pg.Client;
const clients: Client[] = [];

beforeAll(async () => {
  harness = await startPg();
  r = await boot(testConfig(harness.url, undefined, { instance_id: 'restore-r' }));
  const t = r.backend.tenancy;
  const org = await t.createOrg('acme');
  project = await t.createProject(org.id, 'rs');
  token = (await t.createToken({ orgId: org.id, name: 'wes', roles: { [project.id]: 'write' } })).token;
  sql = new pg.Client({ connectionString: harness.url });
  await sql.connect();
}, 120_000);

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => undefined);
  await sql?.end();
  await r?.server.shutdown('test end');
  await harness?.stop();
});

async function client(b: Booted): Promise<Client> {
  const c = await mcpClient(b.server.url, token, 'rs');
  clients.push(c);
  return c;
}

async function eventIds(): Promise<string[]> {
  const { rows } = await sql.query<{ event_id: string }>(
    'SELECT event_id FROM events WHERE project_id = $1 ORDER BY writer, seq',
    [project.id],
  );
  return rows.map((x) => x.event_id);
}

describe('a database restored from a backup older than a working copy', () => {
  it('gets the writes the server acknowledged after the backup back from the working copy', async () => {
    const c = await client(r);
    const early = await rememberVia(c, 'The invoice service batches exports every night at two');
    const { rows } = await sql.query<{ p: string }>(
      'SELECT max(position) AS p FROM events WHERE project_id = $1',
      [project.id],
    );
    const backupPoint = Number(rows[0]?.p);
    const late1 = await rememberVia(c, 'The invoice exports are encrypted with the finance team key');
    // Another server's write after the backup, pulled by r: r's saved cursor moves past the backup point.
    const other = await boot(testConfig(harness.url, undefined, { instance_id: 'restore-o' }));
    const late2 = await rememberVia(
      await client(other),
      'The invoice service retries a failed export after ten minutes',
    );
    await other.server.shutdown('restore');
    expect(await recallIdsVia(c, 'invoice export retries')).toContain(late2);
    const acknowledged = await eventIds();
    await r.server.shutdown('restore');

    // The restore: PostgreSQL as it was at the backup point (rows after it gone, the position sequence back).
    await sql.query('BEGIN');
    await sql.query(`SELECT set_config('spool.purging', 'on', true)`);
    await sql.query('DELETE FROM events WHERE project_id = $1 AND position > $2', [project.id, backupPoint]);
    await sql.query(`SELECT setval(pg_get_serial_sequence('events', 'position'), $1)`, [backupPoint]);
    await sql.query('COMMIT');
    expect((await eventIds()).length).toBeLessThan(acknowledged.length);

    // Before r is back, a server with an empty data directory writes: its line takes a position r's old
    // cursor has already passed, which r must not skip.
    const fresh = await boot(testConfig(harness.url, undefined, { instance_id: 'restore-s' }));
    try {
      const c3 = await client(fresh);
      const between = await rememberVia(c3, 'The invoice exports moved to the new storage bucket in May');

      r = await boot(r.config);
      const c2 = await client(r);
      expect(await recallIdsVia(c2, 'invoice exports')).toEqual(
        expect.arrayContaining([early, late1, late2, between]),
      );
      expect(r.lines.some((l) => l.includes('the database is older than this working copy'))).toBe(true);
      // Every acknowledged line is in PostgreSQL again, and the chains go on.
      const stored = await eventIds();
      for (const id of acknowledged) expect(stored).toContain(id);
      const after = await rememberVia(c2, 'The invoice service keeps exports for seven years');
      // The fresh server sees what r pushed back.
      expect(await recallIdsVia(c3, 'invoice exports service')).toEqual(
        expect.arrayContaining([early, late1, late2, between, after]),
      );
    } finally {
      await fresh.server.shutdown('test end');
    }
  });
});
