import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, isSpoolError } from '../../src/core/errors.js';
import { createPgEventStore } from '../../src/server/pg/event-store.js';
import { migrate } from '../../src/server/pg/migrate.js';
import { createPgPool, withTx } from '../../src/server/pg/pool.js';
import { createPgTenancy } from '../../src/server/pg/tenancy.js';
import type { EventLine, EventStore } from '../../src/server/types.js';
import { lineHash } from '../../src/store/ledger.js';
import { makeChain, type PgHarness, startPg } from './pg-harness.js';

let h: PgHarness;
let pool: pg.Pool;
let store: EventStore;
let orgId: string;
let n = 0;

beforeAll(async () => {
  h = await startPg();
  process.stderr.write(`pg-event-store: PostgreSQL ready in ${h.startupMs} ms\n`);
  pool = createPgPool({ url: h.url, max: 8 });
  await migrate(pool);
  store = createPgEventStore(pool);
  orgId = (await createPgTenancy(pool).createOrg('acme')).id;
});

afterAll(async () => {
  await pool?.end();
  await h?.stop();
});

async function newProject(): Promise<string> {
  return (await createPgTenancy(pool).createProject(orgId, `p${++n}`)).id;
}

const lines = (c: { writer: string; line: string }[]): EventLine[] =>
  c.map(({ writer, line }) => ({ writer, line }));

async function expectCode(p: Promise<unknown>, code: ErrorCode, message?: RegExp): Promise<void> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isSpoolError(err, code), `expected ${code}, got ${String(err)}`).toBe(true);
  if (message) expect((err as Error).message).toMatch(message);
}

async function count(projectId: string): Promise<number> {
  return (await store.readSince(projectId, 0, 50_000)).lines.length;
}

describe('pg event store', () => {
  it('round-trips real lines verbatim, in position order, with heads per writer', async () => {
    const p = await newProject();
    const a = makeChain('alice-laptop', 3);
    const b = makeChain('bob.ci', 2);
    expect(await store.append(p, lines([...a, ...b]), 'alice')).toEqual({ inserted: 5, skipped: 0 });
    const all = await store.readSince(p, 0, 100);
    expect(all.lines.map((l) => l.line)).toEqual([...a, ...b].map((l) => l.line));
    expect(all.lines.map((l) => l.writer)).toEqual([...a, ...b].map((l) => l.writer));
    const positions = all.lines.map((l) => l.position);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
    expect(all.cursor).toBe(positions.at(-1));

    // Paging: cursor moves on; past the end nothing, cursor kept.
    const page1 = await store.readSince(p, 0, 2);
    const page2 = await store.readSince(p, page1.cursor, 2);
    const page3 = await store.readSince(p, page2.cursor, 2);
    expect([...page1.lines, ...page2.lines, ...page3.lines].map((l) => l.line)).toEqual(
      all.lines.map((l) => l.line),
    );
    const end = await store.readSince(p, all.cursor, 10);
    // Generation 0: no purge ever rewrote this project's lines.
    expect(end).toEqual({ lines: [], cursor: all.cursor, generation: 0 });

    const heads = await store.heads(p);
    expect(heads).toEqual(
      new Map([
        ['alice-laptop', { seq: 2, hash: a[2]!.hash }],
        ['bob.ci', { seq: 1, hash: b[1]!.hash }],
      ]),
    );
    // The actor is kept per event.
    const { rows } = await withTx(pool, 't', { projectId: p }, (c) =>
      c.query<{ actor: string }>('SELECT DISTINCT actor FROM events'),
    );
    expect(rows).toEqual([{ actor: 'alice' }]);
  });

  it('continues a chain from the stored head and is idempotent by event id', async () => {
    const p = await newProject();
    const first = makeChain('w1', 3);
    await store.append(p, lines(first), 'x');
    expect(await store.append(p, lines(first), 'x')).toEqual({ inserted: 0, skipped: 3 });
    const more = makeChain('w1', 2, { seq: 2, hash: first[2]!.hash });
    // A re-push of known lines followed by new ones: the known are skipped, the new appended.
    expect(await store.append(p, lines([...first.slice(1), ...more]), 'x')).toEqual({
      inserted: 2,
      skipped: 2,
    });
    // The same line twice in one batch counts once.
    const next = makeChain('w1', 1, { seq: 4, hash: more[1]!.hash });
    expect(await store.append(p, lines([...next, ...next]), 'x')).toEqual({ inserted: 1, skipped: 1 });
    expect(await count(p)).toBe(6);
    expect((await store.heads(p)).get('w1')?.seq).toBe(5);
  });

  it('refuses a gap, a bad prev, an edited line and a reused event id, inserting nothing of the batch', async () => {
    const p = await newProject();
    const base = makeChain('w', 2);
    await store.append(p, lines(base), 'x');
    const head = { seq: 1, hash: base[1]!.hash };
    const good = makeChain('other', 2); // valid lines of another writer in the same batch
    const all = async (bad: EventLine[], message: RegExp) => {
      await expectCode(store.append(p, [...lines(good), ...bad], 'x'), ErrorCode.ChainBroken, message);
      expect(await count(p)).toBe(2);
    };

    const gap = makeChain('w', 2, head).slice(1); // seq 3 without seq 2
    await all(lines(gap), /does not follow seq 1/);

    const badPrev = makeChain('w', 1, { seq: 1, hash: 'f'.repeat(64) });
    await all(lines(badPrev), /does not link/);

    const next = makeChain('w', 1, head)[0]!;
    const edited = next.line.replace('memory 2', 'memory 9');
    await all([{ writer: 'w', line: edited }], /hash does not match/);

    // A different line under an event id already stored.
    const reused = makeChain('w', 1, head, 'other')[0]!.line.replace('ev-w-2-other', base[0]!.eventId);
    await all([{ writer: 'w', line: rehash(reused) }], /already stored as a different line/);
    // Another line at a seq already stored (a fork), under a new event id.
    const fork = makeChain('w', 1, { seq: 0, hash: base[0]!.hash }, 'fork');
    await all(lines(fork), /seq 1 is already stored as another line/);
    // Two different lines under one event id within the batch.
    const twin = makeChain('w', 1, head, 'a')[0]!;
    const twin2 = makeChain('w', 1, head, 'b')[0]!.line.replace('ev-w-2-b', 'ev-w-2-a');
    await all(
      [
        { writer: 'w', line: twin.line },
        { writer: 'w', line: rehash(twin2) },
      ],
      /reuses event id/,
    );
    expect(await store.heads(p)).toEqual(new Map([['w', head]]));
  });

  it('refuses malformed input before touching the database', async () => {
    const p = await newProject();
    const [l] = makeChain('w', 1);
    await expectCode(
      store.append(p, [{ writer: 'other', line: l!.line }], 'x'),
      ErrorCode.InvalidInput,
      /writer w/,
    );
    await expectCode(
      store.append(p, [{ writer: 'w', line: l!.line.trimEnd() }], 'x'),
      ErrorCode.InvalidInput,
    );
    await expectCode(store.append(p, [{ writer: 'w', line: '{"nope":1}\n' }], 'x'), ErrorCode.InvalidInput);
    await expectCode(store.append(p, [{ writer: '../etc', line: l!.line }], 'x'), ErrorCode.InvalidInput);
    await expectCode(store.append('not-a-uuid', lines([l!]), 'x'), ErrorCode.InvalidInput);
    await expectCode(store.append(p, lines([l!]), ''), ErrorCode.InvalidInput);
    await expectCode(
      store.append('00000000-0000-4000-8000-000000000000', lines([l!]), 'x'),
      ErrorCode.NotFound,
    );
    await expectCode(store.readSince(p, -1, 10), ErrorCode.InvalidInput);
    await expectCode(store.readSince(p, 0, 0), ErrorCode.InvalidInput);
    expect(await count(p)).toBe(0);
  });

  it('takes concurrent appends of two writers (and racing re-pushes) without loss or reordering', async () => {
    const p = await newProject();
    const chains = { a: makeChain('a', 60), b: makeChain('b', 60) };
    const pushes: Promise<unknown>[] = [];
    for (const [w, chain] of Object.entries(chains)) {
      // Each writer pushes its chain in chunks of 10, one after another; the two writers race, and every
      // chunk is also pushed a second time concurrently (a retried request).
      pushes.push(
        (async () => {
          for (let i = 0; i < chain.length; i += 10) {
            const chunk = lines(chain.slice(i, i + 10));
            const [r1, r2] = await Promise.all([store.append(p, chunk, w), store.append(p, chunk, w)]);
            expect(r1.inserted + r2.inserted).toBe(chunk.length);
            expect(r1.skipped + r2.skipped).toBe(chunk.length);
          }
        })(),
      );
    }
    // A reader pulling meanwhile never sees a position below its cursor appear later.
    const seen: number[] = [];
    let cursor = 0;
    let done = false;
    const reader = (async () => {
      while (!done) {
        const r = await store.readSince(p, cursor, 7);
        seen.push(...r.lines.map((l) => l.position));
        cursor = r.cursor;
      }
    })();
    await Promise.all(pushes);
    done = true;
    await reader;
    const rest = await store.readSince(p, cursor, 1000);
    seen.push(...rest.lines.map((l) => l.position));
    expect(seen).toHaveLength(120);
    const all = await store.readSince(p, 0, 1000);
    expect(all.lines.map((l) => l.position)).toEqual(seen);
    for (const w of ['a', 'b'] as const) {
      expect(all.lines.filter((l) => l.writer === w).map((l) => l.line)).toEqual(
        chains[w].map((c) => c.line),
      );
    }
  });
});

describe('pg walls: row-level security and append-only', () => {
  it('a project scope is a quoted value, never SQL: a hostile id sees nothing and runs nothing', async () => {
    const pa = await newProject();
    await store.append(pa, lines(makeChain('w', 2)), 'x');
    const hostile = `${pa}', true); DROP TABLE events; SELECT set_config('a.b', 'c`;
    const seen = await withTx(pool, 't', { projectId: hostile, readOnly: true }, async (c) => {
      const setting = await c.query<{ v: string }>(`SELECT current_setting('spool.project_id') AS v`);
      const n = await c.query<{ n: string }>('SELECT count(*) AS n FROM events');
      return { setting: setting.rows[0]!.v, n: n.rows[0]!.n };
    }).catch((e: unknown) => e);
    // The whole string reached PostgreSQL as the setting's value: the policy's uuid cast refuses it.
    expect(isSpoolError(seen)).toBe(true);
    expect(((seen as Error).cause as { code?: string }).code).toBe('22P02');
    expect((seen as Error).message).toContain(hostile);
    expect(await count(pa)).toBe(2);
  });

  it('a transaction scoped to project A sees and writes only A, even with a query missing its WHERE', async () => {
    const pa = await newProject();
    const pb = await newProject();
    await store.append(pa, lines(makeChain('w', 3)), 'x');
    await store.append(pb, lines(makeChain('w', 5)), 'x');
    const seenByA = await withTx(pool, 't', { projectId: pa, readOnly: true }, async (c) => {
      const all = await c.query<{ n: string; p: string[] }>(
        'SELECT count(*) AS n, array_agg(DISTINCT project_id::text) AS p FROM events',
      );
      return all.rows[0]!;
    });
    expect(seenByA).toEqual({ n: '3', p: [pa] });
    // Unscoped: nothing at all.
    const unscoped = await withTx(
      pool,
      't',
      {},
      async (c) => (await c.query('SELECT * FROM events')).rowCount,
    );
    expect(unscoped).toBe(0);
    // Writing into B while scoped to A is refused by the policy.
    const [l] = makeChain('z', 1);
    const err = await withTx(pool, 't', { projectId: pa }, (c) =>
      c.query(
        `INSERT INTO events (project_id, writer, seq, event_id, type, record_id, actor, ts, prev, hash, line)
         VALUES ($1, 'z', 0, 'e', 'record.created', 'r', 'x', now(), NULL, 'h', $2)`,
        [pb, l!.line],
      ),
    ).catch((e: unknown) => e);
    expect(isSpoolError(err)).toBe(true);
    expect(((err as Error).cause as { code?: string }).code).toBe('42501');
    expect(await count(pb)).toBe(5);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of events, for the app role and the owner alike', async () => {
    const p = await newProject();
    await store.append(p, lines(makeChain('w', 2)), 'x');
    for (const sql of ['UPDATE events SET actor = $1', 'DELETE FROM events WHERE actor <> $1']) {
      // App role: no privilege at all.
      const asApp = await withTx(pool, 't', { projectId: p }, (c) => c.query(sql, ['evil'])).catch(
        (e: unknown) => e,
      );
      expect(((asApp as Error).cause as { code?: string }).code).toBe('42501');
      expect((asApp as Error).message).toMatch(/permission denied/);
      // Owner (here a superuser, which bypasses RLS too): the trigger refuses.
      const asOwner = await pool.query(sql, ['evil']).catch((e: unknown) => e);
      expect((asOwner as Error).message).toMatch(/append-only/);
    }
    const trunc = await pool.query('TRUNCATE events').catch((e: unknown) => e);
    expect((trunc as Error).message).toMatch(/append-only: TRUNCATE refused/);
    expect(await count(p)).toBe(2);

    // The purge hatch: within a transaction that sets spool.purging, the owner may rewrite (rolled back here).
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT set_config('spool.purging', 'on', true)`);
      const r = await client.query('UPDATE events SET actor = $1 WHERE project_id = $2', ['purger', p]);
      expect(r.rowCount).toBe(2);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    // The setting was local to that transaction.
    const after = await pool.query('UPDATE events SET actor = $1', ['evil']).catch((e: unknown) => e);
    expect((after as Error).message).toMatch(/append-only/);
  });
});

/** Re-seals a line whose body was changed on purpose (a well-formed but different line). */
function rehash(line: string): string {
  const m = /,"hash":"[0-9a-f]{64}"\}\n$/.exec(line)!;
  const body = `${line.slice(0, m.index)}}`;
  return `${body.slice(0, -1)},"hash":"${lineHash(body)}"}\n`;
}
