import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, isSpoolError } from '../../src/core/errors.js';
import { createPgEventStore } from '../../src/server/pg/event-store.js';
import { migrate } from '../../src/server/pg/migrate.js';
import { MIGRATIONS } from '../../src/server/pg/migrations.js';
import { createPgPool, withTx } from '../../src/server/pg/pool.js';
import { createPgTenancy } from '../../src/server/pg/tenancy.js';
import { makeChain, type PgHarness, startPg } from './pg-harness.js';

let h: PgHarness;
const pools: pg.Pool[] = [];
let dbCount = 0;

beforeAll(async () => {
  h = await startPg();
  process.stderr.write(`pg-migrate: PostgreSQL ready in ${h.startupMs} ms\n`);
});

afterAll(async () => {
  await Promise.allSettled(pools.map((p) => p.end()));
  await h?.stop();
});

async function freshPool(): Promise<pg.Pool> {
  return poolFor(await h.newDatabase(`m${++dbCount}`));
}

function poolFor(url: string): pg.Pool {
  const pool = createPgPool({ url, max: 4 });
  pools.push(pool);
  return pool;
}

async function tables(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  return rows.map((r) => r.tablename);
}

describe('migrate', () => {
  it('applies every migration once and records it; a second run does nothing', async () => {
    const pool = await freshPool();
    const first = await migrate(pool);
    expect(first).toEqual({ applied: MIGRATIONS.map((m) => m.version), version: MIGRATIONS.at(-1)!.version });
    expect(await tables(pool)).toEqual([
      'events',
      'orgs',
      'projects',
      'record_usage',
      'schema_migrations',
      'token_roles',
      'tokens',
    ]);
    const again = await migrate(pool);
    expect(again).toEqual({ applied: [], version: first.version });
    const { rows } = await pool.query('SELECT version, name, checksum FROM schema_migrations');
    expect(rows).toHaveLength(MIGRATIONS.length);
    expect(rows[0].checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lets servers starting together take turns: each migration runs exactly once', async () => {
    const url = await h.newDatabase(`m${++dbCount}`);
    const pool = poolFor(url);
    const other = poolFor(url);
    const results = await Promise.all([migrate(pool), migrate(other), migrate(pool)]);
    const applied = results.flatMap((r) => r.applied);
    expect(applied.sort()).toEqual(MIGRATIONS.map((m) => m.version));
    expect(results.every((r) => r.version === MIGRATIONS.at(-1)!.version)).toBe(true);
  });

  it('applies a later version on top, in its own transaction; a failing one is rolled back whole', async () => {
    const pool = await freshPool();
    await migrate(pool);
    // Versions after this build's last one.
    const n = MIGRATIONS.at(-1)?.version ?? 0;
    const v2 = { version: n + 1, name: 'notes', sql: 'CREATE TABLE notes (id int PRIMARY KEY);' };
    const v3bad = {
      version: n + 2,
      name: 'broken',
      sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();',
    };
    const err = await migrate(pool, [...MIGRATIONS, v2, v3bad]).catch((e: unknown) => e);
    expect(isSpoolError(err, ErrorCode.Internal)).toBe(true);
    expect(String((err as Error).message)).toMatch(
      new RegExp(`migration ${n + 2} \\(broken\\) failed and was rolled back`),
    );
    const names = await tables(pool);
    expect(names).toContain('notes');
    expect(names).not.toContain('half_done');
    const { rows } = await pool.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY 1',
    );
    expect(rows.map((r) => r.version)).toEqual([...MIGRATIONS.map((m) => m.version), n + 1]);
    // Fixed, it applies: only v3 is new.
    const fixed = { ...v3bad, sql: 'CREATE TABLE half_done (id int);' };
    expect(await migrate(pool, [...MIGRATIONS, v2, fixed])).toEqual({ applied: [n + 2], version: n + 2 });
  });

  it('refuses a database whose applied migration changed, or that a newer build migrated', async () => {
    const pool = await freshPool();
    await migrate(pool);
    const edited = MIGRATIONS.map((m) => ({ ...m, sql: `${m.sql}\n-- edited` }));
    const err = await migrate(pool, edited).catch((e: unknown) => e);
    expect(isSpoolError(err, ErrorCode.ConfigInvalid)).toBe(true);
    expect((err as Error).message).toMatch(/differs from the one applied/);

    await pool.query(`INSERT INTO schema_migrations (version, name, checksum) VALUES (99, 'future', 'x')`);
    const newer = await migrate(pool).catch((e: unknown) => e);
    expect(isSpoolError(newer, ErrorCode.ConfigInvalid)).toBe(true);
    expect((newer as Error).message).toMatch(/schema version 99/);
  });

  it('creates the app role, not the owner, with no UPDATE or DELETE on events', async () => {
    const pool = await freshPool();
    await migrate(pool);
    const { rows } = await pool.query<{ update: boolean; del: boolean; ins: boolean; owner: string }>(
      `SELECT has_table_privilege('spool_app', 'events', 'UPDATE') AS update,
              has_table_privilege('spool_app', 'events', 'DELETE') AS del,
              has_table_privilege('spool_app', 'events', 'INSERT') AS ins,
              (SELECT tableowner FROM pg_tables WHERE tablename = 'events') AS owner`,
    );
    expect(rows[0]).toEqual({ update: false, del: false, ins: true, owner: 'postgres' });
    const rls = await pool.query<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
      `SELECT relname, relrowsecurity, relforcerowsecurity FROM pg_class
        WHERE relname IN ('events', 'record_usage') AND relkind = 'r' ORDER BY relname`,
    );
    expect(rls.rows).toEqual([
      { relname: 'events', relrowsecurity: true, relforcerowsecurity: true },
      { relname: 'record_usage', relrowsecurity: true, relforcerowsecurity: true },
    ]);
    // A request transaction really runs as the app role.
    const who = await withTx(
      pool,
      'test',
      {},
      async (c) => (await c.query('SELECT current_user AS u')).rows[0].u,
    );
    expect(who).toBe('spool_app');
  });

  it('serves requests through a separate login role granted spool_app; refuses one that is not', async () => {
    const pool = await freshPool();
    await migrate(pool);
    await pool.query(`CREATE ROLE app_login LOGIN PASSWORD 'pw1'`);
    await pool.query('GRANT spool_app TO app_login');
    await pool.query(`CREATE ROLE stranger LOGIN PASSWORD 'pw2'`);
    const db = (await pool.query('SELECT current_database() AS d')).rows[0].d as string;
    const as = (user: string, password: string) => {
      const u = new URL(h.url);
      u.username = user;
      u.password = password;
      u.pathname = `/${db}`;
      return poolFor(u.toString());
    };
    const app = as('app_login', 'pw1');
    const org = await createPgTenancy(app).createOrg('viaapp');
    const project = await createPgTenancy(app).createProject(org.id, 'p');
    const chain = makeChain('w', 2).map(({ writer, line }) => ({ writer, line }));
    expect(await createPgEventStore(app).append(project.id, chain, 'me')).toEqual({
      inserted: 2,
      skipped: 0,
    });
    const err = await createPgTenancy(as('stranger', 'pw2'))
      .listProjects(org.id)
      .catch((e: unknown) => e);
    expect(isSpoolError(err, ErrorCode.ConfigInvalid)).toBe(true);
    expect((err as Error).message).toMatch(/GRANT spool_app TO/);
  });

  it('works for a non-superuser owner (CREATEROLE), whose own queries row-level security also binds', async () => {
    const h2 = await startPg();
    try {
      const su = poolFor(h2.adminUrl);
      await su.query(`CREATE ROLE owner LOGIN PASSWORD 'pw' CREATEROLE`);
      await su.query('CREATE DATABASE owned OWNER owner');
      const u = new URL(h2.url);
      u.username = 'owner';
      u.password = 'pw';
      u.pathname = '/owned';
      const pool = poolFor(u.toString());
      expect((await migrate(pool)).applied).toEqual(MIGRATIONS.map((m) => m.version));
      const t = createPgTenancy(pool);
      const org = await t.createOrg('o');
      const pa = await t.createProject(org.id, 'a');
      const pb = await t.createProject(org.id, 'b');
      const store = createPgEventStore(pool);
      await store.append(
        pa.id,
        makeChain('w', 2).map(({ writer, line }) => ({ writer, line })),
        'me',
      );
      await store.append(
        pb.id,
        makeChain('w', 3).map(({ writer, line }) => ({ writer, line })),
        'me',
      );
      expect((await store.readSince(pa.id, 0, 10)).lines).toHaveLength(2);
      // As the owner itself, without the app role: FORCE row-level security still scopes every query.
      const client = await pool.connect();
      try {
        expect((await client.query('SELECT * FROM events')).rowCount).toBe(0);
        await client.query('BEGIN');
        await client.query(`SELECT set_config('spool.project_id', $1, true)`, [pb.id]);
        expect((await client.query('SELECT * FROM events')).rowCount).toBe(3);
        await client.query('ROLLBACK');
      } finally {
        client.release();
      }
      const upd = await pool.query('UPDATE events SET actor = $1', ['x']);
      expect(upd.rowCount).toBe(0); // unscoped, the owner sees no row to change
      const c2 = await pool.connect();
      try {
        await c2.query('BEGIN');
        await c2.query(`SELECT set_config('spool.project_id', $1, true)`, [pb.id]);
        const refused = await c2.query('UPDATE events SET actor = $1', ['x']).catch((e: unknown) => e);
        expect(String((refused as Error).message)).toMatch(/append-only/);
        await c2.query('ROLLBACK');
      } finally {
        c2.release();
      }
    } finally {
      await h2.stop();
    }
  });

  it('reports an unreachable database as DATABASE_UNAVAILABLE', async () => {
    const pool = createPgPool({ url: 'postgres://postgres:x@127.0.0.1:1/none', connectTimeoutMs: 2000 });
    pools.push(pool);
    const err = await migrate(pool).catch((e: unknown) => e);
    expect(isSpoolError(err, ErrorCode.DatabaseUnavailable)).toBe(true);
    const err2 = await withTx(pool, 'probe', {}, async () => 1).catch((e: unknown) => e);
    expect(isSpoolError(err2, ErrorCode.DatabaseUnavailable)).toBe(true);
    const u = new URL(h.url);
    u.password = 'wrong';
    const wrong = await migrate(poolFor(u.toString())).catch((e: unknown) => e);
    expect(isSpoolError(wrong, ErrorCode.ConfigInvalid)).toBe(true);
    expect((wrong as Error).message).toMatch(/check the database name, user and password/);
  });
});
