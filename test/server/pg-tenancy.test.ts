import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../src/core/clock.js';
import { ErrorCode, isSpoolError } from '../../src/core/errors.js';
import { migrate } from '../../src/server/pg/migrate.js';
import { createPgPool } from '../../src/server/pg/pool.js';
import { createPgTenancy, type PgTenancy, TOKEN_PREFIX, tokenHash } from '../../src/server/pg/tenancy.js';
import { type PgHarness, startPg } from './pg-harness.js';

let h: PgHarness;
let pool: pg.Pool;
let t: PgTenancy;
let now = Date.parse('2026-03-01T12:00:00Z');
const clock: Clock = () => new Date(now);

beforeAll(async () => {
  h = await startPg();
  process.stderr.write(`pg-tenancy: PostgreSQL ready in ${h.startupMs} ms\n`);
  pool = createPgPool({ url: h.url, max: 4 });
  await migrate(pool);
  t = createPgTenancy(pool, { clock });
});

afterAll(async () => {
  await pool?.end();
  await h?.stop();
});

async function expectCode(p: Promise<unknown>, code: ErrorCode): Promise<void> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isSpoolError(err, code), `expected ${code}, got ${String(err)}`).toBe(true);
}

describe('pg tenancy: orgs and projects', () => {
  it('creates, finds and lists; slugs are unique per org', async () => {
    const acme = await t.createOrg('acme');
    const other = await t.createOrg('other');
    expect(acme.slug).toBe('acme');
    await expectCode(t.createOrg('acme'), ErrorCode.Conflict);
    await expectCode(t.createOrg('bad slug!'), ErrorCode.InvalidInput);
    expect(await t.findOrg('acme')).toEqual(acme);
    expect(await t.findOrg('nope')).toBeUndefined();

    const web = await t.createProject(acme.id, 'web');
    const api = await t.createProject(acme.id, 'api');
    const otherWeb = await t.createProject(other.id, 'web'); // same slug, other org: fine
    expect(web).toEqual({ id: expect.any(String), orgId: acme.id, slug: 'web' });
    await expectCode(t.createProject(acme.id, 'web'), ErrorCode.Conflict);
    await expectCode(t.createProject('00000000-0000-4000-8000-000000000000', 'x'), ErrorCode.NotFound);
    expect(await t.findProject(acme.id, 'web')).toEqual(web);
    expect(await t.findProject(other.id, 'web')).toEqual(otherWeb);
    expect(await t.findProject(other.id, 'api')).toBeUndefined();
    expect(await t.findProject(acme.id, '../x')).toBeUndefined();
    expect(await t.listProjects(acme.id)).toEqual([api, web]);
  });
});

describe('pg tenancy: tokens', () => {
  it('stores only the hash; authenticates the token with its roles; refuses wrong tokens', async () => {
    const org = await t.createOrg('tok');
    const p1 = await t.createProject(org.id, 'one');
    const p2 = await t.createProject(org.id, 'two');
    const { id, token } = await t.createToken({
      orgId: org.id,
      name: 'ci',
      roles: { [p1.id]: 'write', [p2.id]: 'read' },
    });
    expect(token.startsWith(TOKEN_PREFIX)).toBe(true);
    expect(token).toHaveLength(TOKEN_PREFIX.length + 12 + 43);

    // Nothing stored contains the token or its secret part; the hash is SHA-256 of the token.
    const { rows } = await pool.query('SELECT * FROM tokens WHERE id = $1', [id]);
    const stored = JSON.stringify(rows[0], (_k, v) => (Buffer.isBuffer(v) ? v.toString('hex') : v));
    expect(stored).not.toContain(token.slice(TOKEN_PREFIX.length + 12));
    expect(stored).not.toContain(token);
    expect((rows[0].token_hash as Buffer).equals(tokenHash(token))).toBe(true);

    const principal = await t.authenticate(token);
    expect(principal).toEqual({
      tokenId: id,
      name: 'ci',
      orgId: org.id,
      roles: new Map([
        [p1.id, 'write'],
        [p2.id, 'read'],
      ]),
    });
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(await t.authenticate(`${token.slice(0, -1)}${last}`)).toBeNull(); // right lookup, wrong secret
    expect(await t.authenticate(`${TOKEN_PREFIX}${'x'.repeat(55)}`)).toBeNull(); // unknown lookup
    expect(await t.authenticate(token.slice(0, -1))).toBeNull(); // malformed
    expect(await t.authenticate('')).toBeNull();
    expect(await t.authenticate(`Bearer ${token}`)).toBeNull();
  });

  it('refuses revoked and expired tokens', async () => {
    const org = await t.createOrg('life');
    const p = await t.createProject(org.id, 'p');
    const a = await t.createToken({ orgId: org.id, name: 'a', roles: { [p.id]: 'admin' } });
    expect(await t.authenticate(a.token)).not.toBeNull();
    await t.revokeToken(a.id);
    await t.revokeToken(a.id); // idempotent
    expect(await t.authenticate(a.token)).toBeNull();
    await expectCode(t.revokeToken('00000000-0000-4000-8000-000000000000'), ErrorCode.NotFound);

    const expiresAt = new Date(now + 3_600_000);
    const b = await t.createToken({ orgId: org.id, name: 'b', roles: {}, expiresAt });
    const start = now;
    try {
      now = start + 1_800_000;
      expect((await t.authenticate(b.token))?.roles.size).toBe(0);
      now = start + 3_600_000;
      expect(await t.authenticate(b.token)).toBeNull();
    } finally {
      now = start;
    }
    await expectCode(
      t.createToken({ orgId: org.id, name: 'c', roles: {}, expiresAt: new Date(now - 1) }),
      ErrorCode.InvalidInput,
    );
  });

  it('grants roles only on projects of the token’s own org, all or nothing', async () => {
    const mine = await t.createOrg('mine');
    const theirs = await t.createOrg('theirs');
    const pm = await t.createProject(mine.id, 'p');
    const pt = await t.createProject(theirs.id, 'p');
    await expectCode(
      t.createToken({ orgId: mine.id, name: 'sneaky', roles: { [pm.id]: 'read', [pt.id]: 'admin' } }),
      ErrorCode.NotFound,
    );
    expect(await t.listTokens(mine.id)).toEqual([]);
    await expectCode(
      t.createToken({ orgId: mine.id, name: 'x', roles: { [pm.id]: 'owner' as 'admin' } }),
      ErrorCode.InvalidInput,
    );
  });

  it('lists tokens without secrets and records last use at most once a minute', async () => {
    const org = await t.createOrg('list');
    const p = await t.createProject(org.id, 'p');
    const { id, token } = await t.createToken({ orgId: org.id, name: 'dev', roles: { [p.id]: 'read' } });
    const before = await t.listTokens(org.id);
    expect(before).toEqual([
      {
        id,
        orgId: org.id,
        name: 'dev',
        roles: { [p.id]: 'read' },
        createdAt: new Date(now),
        expiresAt: null,
        revokedAt: null,
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(before)).not.toContain(token);
    const start = now;
    try {
      await t.authenticate(token);
      now = start + 30_000;
      await t.authenticate(token);
      expect((await t.listTokens(org.id))[0]?.lastUsedAt).toEqual(new Date(start));
      now = start + 61_000;
      await t.authenticate(token);
      expect((await t.listTokens(org.id))[0]?.lastUsedAt).toEqual(new Date(start + 61_000));
    } finally {
      now = start;
    }
  });
});
