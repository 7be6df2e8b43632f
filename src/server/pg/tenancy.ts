import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { z } from 'zod';
import { type Clock, systemClock } from '../../core/clock.js';
import { ErrorCode, SpoolError } from '../../core/errors.js';
import { type Principal, type ProjectRef, ROLES, type Role, type Tenancy } from '../types.js';
import { readTx, sqlState, sqlText, withTx } from './pool.js';

/**
 * Prefix of every spool token: recognisable in a leaked config or log (secret scanners can match it), and
 * tells a token from other bearer strings before any database work.
 */
export const TOKEN_PREFIX = 'spool_pat_';

// The token after the prefix: a 12-character public lookup key (9 random bytes), then the 43-character
// secret (32 random bytes, 256 bits), both base64url. The lookup key finds the row; the SHA-256 of the whole
// token is compared in constant time. Fixed lengths, since base64url itself contains '_' and '-'.
const TOKEN_RE = /^spool_pat_([A-Za-z0-9_-]{12})([A-Za-z0-9_-]{43})$/;

/** How long a token's last_used_at may lag: authentication writes it at most this often per token. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** A token as an admin lists it: never the token itself, nor its hash. */
export interface TokenInfo {
  id: string;
  orgId: string;
  name: string;
  roles: Record<string, Role>;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** {@link Tenancy} on PostgreSQL, plus what an admin needs besides. */
export interface PgTenancy extends Tenancy {
  /** The org with this slug, if any. */
  findOrg(slug: string): Promise<{ id: string; slug: string } | undefined>;
  /** The org's tokens, newest first, including revoked and expired ones. */
  listTokens(orgId: string): Promise<TokenInfo[]>;
}

/** Options of {@link createPgTenancy}. */
export interface PgTenancyOptions {
  /** Decides token expiry and last-use times (default: the wall clock). */
  clock?: Clock;
}

const SLUG = /^[a-z0-9][a-z0-9._-]{0,99}$/i;
const uuid = z.uuid();
const slugSchema = z
  .string()
  .regex(SLUG, 'a slug is 1-100 letters, digits, ".", "_" or "-", starting alphanumeric');
const createTokenSchema = z.object({
  orgId: uuid,
  name: z.string().trim().min(1).max(128),
  roles: z.record(uuid, z.enum(ROLES)),
  expiresAt: z.date().optional(),
});

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (!r.success) {
    throw new SpoolError(ErrorCode.InvalidInput, `${what}: ${r.error.issues[0]?.message ?? 'invalid'}`, {
      details: { issues: r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) },
    });
  }
  return r.data;
}

/** SHA-256 of a token: what the database keeps instead of the token. */
export function tokenHash(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

interface ProjectRow {
  id: string;
  org_id: string;
  slug: string;
}

const toRef = (r: ProjectRow): ProjectRef => ({ id: r.id, orgId: r.org_id, slug: r.slug });

/** Creates the tenancy (orgs, projects, tokens) over a pool; queries run as the app role. */
export function createPgTenancy(pool: pg.Pool, opts: PgTenancyOptions = {}): PgTenancy {
  const clock = opts.clock ?? systemClock;

  return {
    async createOrg(slug: string) {
      parse(slugSchema, slug, 'org slug');
      return withTx(pool, 'creating an org', {}, async (c) => {
        try {
          const { rows } = await c.query<{ id: string; slug: string }>(
            'INSERT INTO orgs (slug) VALUES ($1) RETURNING id, slug',
            [slug],
          );
          return rows[0]!;
        } catch (err) {
          if (sqlState(err) === '23505')
            throw new SpoolError(ErrorCode.Conflict, `an org "${slug}" exists already: pick another slug`, {
              details: { slug },
            });
          throw err;
        }
      });
    },

    async findOrg(slug: string) {
      if (!SLUG.test(slug)) return undefined;
      return withTx(pool, 'finding an org', { readOnly: true }, async (c) => {
        const { rows } = await c.query<{ id: string; slug: string }>(
          'SELECT id, slug FROM orgs WHERE slug = $1',
          [slug],
        );
        return rows[0];
      });
    },

    async createProject(orgId: string, slug: string) {
      parse(uuid, orgId, 'org id');
      parse(slugSchema, slug, 'project slug');
      return withTx(pool, 'creating a project', {}, async (c) => {
        try {
          const { rows } = await c.query<ProjectRow>(
            'INSERT INTO projects (org_id, slug) VALUES ($1, $2) RETURNING id, org_id, slug',
            [orgId, slug],
          );
          return toRef(rows[0]!);
        } catch (err) {
          if (sqlState(err) === '23505')
            throw new SpoolError(
              ErrorCode.Conflict,
              `the org has a project "${slug}" already: pick another slug`,
              { details: { orgId, slug } },
            );
          if (sqlState(err) === '23503')
            throw new SpoolError(ErrorCode.NotFound, `no org ${orgId}: create the org first`, {
              details: { orgId },
            });
          throw err;
        }
      });
    },

    async findProject(orgId: string, slug: string) {
      parse(uuid, orgId, 'org id');
      if (!SLUG.test(slug)) return undefined;
      return withTx(pool, 'finding a project', { readOnly: true }, async (c) => {
        const { rows } = await c.query<ProjectRow>(
          'SELECT id, org_id, slug FROM projects WHERE org_id = $1 AND slug = $2',
          [orgId, slug],
        );
        return rows[0] ? toRef(rows[0]) : undefined;
      });
    },

    async listProjects(orgId: string) {
      parse(uuid, orgId, 'org id');
      return withTx(pool, 'listing projects', { readOnly: true }, async (c) => {
        const { rows } = await c.query<ProjectRow>(
          'SELECT id, org_id, slug FROM projects WHERE org_id = $1 ORDER BY slug',
          [orgId],
        );
        return rows.map(toRef);
      });
    },

    async createToken(input) {
      const { orgId, name, roles, expiresAt } = parse(createTokenSchema, input, 'token');
      if (expiresAt !== undefined && expiresAt.getTime() <= clock().getTime())
        throw new SpoolError(
          ErrorCode.InvalidInput,
          'a token must expire in the future: pass a later expiry',
        );
      const lookup = randomBytes(9).toString('base64url');
      const token = `${TOKEN_PREFIX}${lookup}${randomBytes(32).toString('base64url')}`;
      const projectIds = Object.keys(roles);
      return withTx(pool, 'creating a token', {}, async (c) => {
        let id: string;
        try {
          const { rows } = await c.query<{ id: string }>(
            `INSERT INTO tokens (org_id, name, lookup, token_hash, created_at, expires_at)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
            [orgId, name, lookup, tokenHash(token), clock(), expiresAt ?? null],
          );
          id = rows[0]!.id;
          if (projectIds.length > 0)
            await c.query(
              `INSERT INTO token_roles (token_id, org_id, project_id, role)
               SELECT $1, $2, p, r FROM unnest($3::uuid[], $4::text[]) AS u(p, r)`,
              [id, orgId, projectIds, projectIds.map((p) => roles[p])],
            );
        } catch (err) {
          // The composite key refuses a role on a project of another org just as one on no project.
          if (sqlState(err) === '23503')
            throw new SpoolError(
              ErrorCode.NotFound,
              `the org ${orgId} or one of the token's projects (${projectIds.join(', ')}) does not exist in that org: grant roles only on the org's own projects`,
              { details: { orgId, projectIds } },
            );
          throw err;
        }
        return { id, token };
      });
    },

    async revokeToken(tokenId: string) {
      parse(uuid, tokenId, 'token id');
      await withTx(pool, 'revoking a token', {}, async (c) => {
        const { rowCount } = await c.query(
          'UPDATE tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL',
          [tokenId, clock()],
        );
        if (rowCount === 0) {
          const found = await c.query('SELECT 1 FROM tokens WHERE id = $1', [tokenId]);
          if (found.rowCount === 0)
            throw new SpoolError(
              ErrorCode.NotFound,
              `no token ${tokenId}: list the org's tokens for their ids`,
              {
                details: { tokenId },
              },
            );
        }
      });
    },

    async authenticate(bearer: string): Promise<Principal | null> {
      const m = typeof bearer === 'string' ? TOKEN_RE.exec(bearer) : null;
      if (!m) return null;
      const presented = tokenHash(bearer);
      const now = clock();
      // Read in one round trip (every request authenticates); the rare last-use write goes on its own.
      const { rows } = await readTx<{
        id: string;
        name: string;
        org_id: string;
        token_hash: Buffer;
        expires_at: Date | null;
        revoked_at: Date | null;
        last_used_at: Date | null;
        roles: [string, Role][];
      }>(
        pool,
        'authenticating a token',
        {},
        `SELECT t.id, t.name, t.org_id, t.token_hash, t.expires_at, t.revoked_at, t.last_used_at,
                coalesce(json_agg(json_build_array(r.project_id, r.role)) FILTER (WHERE r.project_id IS NOT NULL),
                         '[]') AS roles
           FROM tokens t LEFT JOIN token_roles r ON r.token_id = t.id
          WHERE t.lookup = ${sqlText(m[1] as string)}
          GROUP BY t.id`,
      );
      const row = rows[0];
      if (row === undefined) return null;
      if (row.token_hash.length !== presented.length || !timingSafeEqual(row.token_hash, presented))
        return null;
      if (row.revoked_at !== null) return null;
      if (row.expires_at !== null && row.expires_at.getTime() <= now.getTime()) return null;
      // Written at most once a minute per token, so authentication stays (almost always) read-only.
      if (row.last_used_at === null || now.getTime() - row.last_used_at.getTime() >= LAST_USED_RESOLUTION_MS)
        await withTx(pool, "noting a token's use", {}, (c) =>
          c.query('UPDATE tokens SET last_used_at = $2 WHERE id = $1', [row.id, now]),
        );
      return {
        tokenId: row.id,
        name: row.name,
        orgId: row.org_id,
        roles: new Map(row.roles),
        expiresAt: row.expires_at ?? undefined,
      };
    },

    async listTokens(orgId: string) {
      parse(uuid, orgId, 'org id');
      return withTx(pool, 'listing tokens', { readOnly: true }, async (c) => {
        const { rows } = await c.query<{
          id: string;
          org_id: string;
          name: string;
          created_at: Date;
          expires_at: Date | null;
          revoked_at: Date | null;
          last_used_at: Date | null;
          roles: [string, Role][];
        }>(
          `SELECT t.id, t.org_id, t.name, t.created_at, t.expires_at, t.revoked_at, t.last_used_at,
                  coalesce(json_agg(json_build_array(r.project_id, r.role)) FILTER (WHERE r.project_id IS NOT NULL),
                           '[]') AS roles
             FROM tokens t LEFT JOIN token_roles r ON r.token_id = t.id
            WHERE t.org_id = $1
            GROUP BY t.id
            ORDER BY t.created_at DESC, t.id`,
          [orgId],
        );
        return rows.map((r) => ({
          id: r.id,
          orgId: r.org_id,
          name: r.name,
          roles: Object.fromEntries(r.roles),
          createdAt: r.created_at,
          expiresAt: r.expires_at,
          revokedAt: r.revoked_at,
          lastUsedAt: r.last_used_at,
        }));
      });
    },
  };
}
