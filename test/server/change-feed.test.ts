import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ChangeFeed, createChangeFeed } from '../../src/server/changes.js';
import { CHANGES_CHANNEL } from '../../src/server/pg/migrations.js';
import { type PgHarness, startPg } from './pg-harness.js';
import { memoryLogger } from './serve-helpers.js';

let harness: PgHarness;
let sql: pg.Client;
let feed: ChangeFeed;

beforeAll(async () => {
  harness = await startPg();
  sql = new pg.Client({ connectionString: harness.url });
  await sql.connect();
  feed = createChangeFeed({ url: harness.url, log: memoryLogger().log, retryMs: 50 });
}, 120_000);

afterAll(async () => {
  await feed?.close();
  await sql?.end();
  await harness?.stop();
});

const notify = (payload: string) => sql.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, payload]);

async function listeningEpoch(): Promise<number> {
  let epoch: number | undefined;
  await vi.waitFor(
    async () => {
      epoch = await feed.sync();
      expect(epoch).toBeTypeOf('number');
    },
    { timeout: 10_000, interval: 20 },
  );
  return epoch as number;
}

describe('change feed', () => {
  it('counts every notice committed before a sync, by kind, project and writer', async () => {
    const epoch = await listeningEpoch();
    await notify('e p1 server-a');
    await notify('e p1 server-b');
    await notify('u p1 server-a');
    await notify('g p2 -');
    await notify('t - -');
    // Acknowledged before the sync began: counted once it resolves, with no wait of any other kind.
    expect(await feed.sync()).toBe(epoch);
    expect(feed.noted('p1', 'events')).toBe(2);
    expect(feed.noted('p1', 'events', 'server-a')).toBe(1);
    expect(feed.noted('p1', 'usage', 'server-a')).toBe(0);
    expect(feed.noted('p2', 'events', 'server-a')).toBe(1);
    expect(feed.noted('p2', 'usage', 'server-a')).toBe(1);
    expect(feed.noted('', 'tokens')).toBe(1);
    // Concurrent syncs share pings and all answer.
    const all = await Promise.all(Array.from({ length: 20 }, () => feed.sync()));
    expect(new Set(all)).toEqual(new Set([epoch]));
  });

  it('answers undefined without its connection, then listens again with a new epoch', async () => {
    const before = await listeningEpoch();
    await sql.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'spool-server-changes'",
    );
    await vi.waitFor(async () => expect(await feed.sync()).toBeUndefined(), { timeout: 5_000, interval: 10 });
    const after = await listeningEpoch();
    expect(after).toBeGreaterThan(before);
  });
});
