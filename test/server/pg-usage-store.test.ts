import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, isSpoolError } from '../../src/core/errors.js';
import { migrate } from '../../src/server/pg/migrate.js';
import { createPgPool, withTx } from '../../src/server/pg/pool.js';
import { createPgTenancy } from '../../src/server/pg/tenancy.js';
import { createPgUsageStore } from '../../src/server/pg/usage-store.js';
import type { UsageDelta, UsageStore } from '../../src/server/types.js';
import { type PgHarness, startPg } from './pg-harness.js';

let h: PgHarness;
let pool: pg.Pool;
let usage: UsageStore;
let orgId: string;
let n = 0;

beforeAll(async () => {
  h = await startPg();
  pool = createPgPool({ url: h.url, max: 8 });
  await migrate(pool);
  usage = createPgUsageStore(pool);
  orgId = (await createPgTenancy(pool).createOrg('acme')).id;
});

afterAll(async () => {
  await pool?.end();
  await h?.stop();
});

async function newProject(): Promise<string> {
  return (await createPgTenancy(pool).createProject(orgId, `u${++n}`)).id;
}

const delta = (recordId: string, over: Partial<UsageDelta> = {}): UsageDelta => ({
  recordId,
  accessed: 1,
  lastAccessedAt: '2026-06-01T10:00:00.000Z',
  referenced: 1,
  lastReferencedAt: '2026-06-01T10:00:00.000Z',
  ...over,
});

describe('pg usage store', () => {
  it('adds to the totals, keeps the latest times, and reads only what changed since a cursor', async () => {
    const p = await newProject();
    await usage.add(p, [delta('a'), delta('b', { accessed: 0, lastAccessedAt: null, referenced: 2 })]);
    const first = await usage.readSince(p, 0, 100);
    expect(first.rows.map(({ version: _v, ...r }) => r)).toEqual([
      {
        record_id: 'a',
        access_count: 1,
        last_accessed_at: '2026-06-01T10:00:00.000Z',
        reference_count: 1,
        last_referenced_at: '2026-06-01T10:00:00.000Z',
      },
      {
        record_id: 'b',
        access_count: 0,
        last_accessed_at: null,
        reference_count: 2,
        last_referenced_at: '2026-06-01T10:00:00.000Z',
      },
    ]);
    // An older retrieval arriving late adds its count but does not move the time back.
    await usage.add(p, [
      delta('a', { accessed: 2, lastAccessedAt: '2026-05-01T00:00:00.000Z', referenced: 0 }),
    ]);
    const next = await usage.readSince(p, first.cursor, 100);
    expect(
      next.rows.map((r) => [r.record_id, r.access_count, r.last_accessed_at, r.reference_count]),
    ).toEqual([['a', 3, '2026-06-01T10:00:00.000Z', 1]]);
    expect(next.cursor).toBeGreaterThan(first.cursor);
    expect((await usage.readSince(p, next.cursor, 100)).rows).toEqual([]);
    // Pages in version order.
    const paged = await usage.readSince(p, 0, 1);
    expect(paged.rows.map((r) => r.record_id)).toEqual(['b']);
  });

  it('keeps projects apart, also for a query that forgets its filter (row-level security)', async () => {
    const pa = await newProject();
    const pb = await newProject();
    await usage.add(pa, [delta('shared-id')]);
    await usage.add(pb, [delta('shared-id', { accessed: 5 })]);
    expect((await usage.readSince(pa, 0, 100)).rows.map((r) => r.access_count)).toEqual([1]);
    expect((await usage.readSince(pb, 0, 100)).rows.map((r) => r.access_count)).toEqual([5]);
    const seen = await withTx(pool, 't', { projectId: pa, readOnly: true }, async (c) => {
      const { rows } = await c.query<{ n: string }>('SELECT count(*) AS n FROM record_usage');
      return rows[0]?.n;
    });
    expect(seen).toBe('1');
  });

  it('refuses malformed input with INVALID_INPUT and writes nothing', async () => {
    const p = await newProject();
    for (const bad of [
      [delta('a', { accessed: -1 })],
      [delta('', {})],
      [delta('a', { lastAccessedAt: 'yesterday' })],
    ]) {
      const err = await usage.add(p, bad).catch((e: unknown) => e);
      expect(isSpoolError(err, ErrorCode.InvalidInput), String(err)).toBe(true);
    }
    const notProject = await usage.add('not-a-uuid', [delta('a')]).catch((e: unknown) => e);
    expect(isSpoolError(notProject, ErrorCode.InvalidInput)).toBe(true);
    expect((await usage.readSince(p, 0, 100)).rows).toEqual([]);
  });
});
