import { createHash } from 'node:crypto';
import type pg from 'pg';
import { ErrorCode, SpoolError } from '../../core/errors.js';
import { MIGRATIONS, type Migration } from './migrations.js';
import { toSpoolError } from './pool.js';

// pg_advisory_lock key shared by every spool server migrating this database ('spool' + 'migr' as int32s).
const LOCK_A = 0x73706f6f;
const LOCK_B = 0x6d696772;

/** What {@link migrate} did. */
export interface MigrateResult {
  /** Versions applied by this call, in order. */
  applied: number[];
  /** The schema version after the call. */
  version: number;
}

/** The checksum recorded for a migration: a released migration must never change. */
export function migrationChecksum(m: Migration): string {
  return createHash('sha256').update(m.sql).digest('hex');
}

/**
 * Brings the database schema up to date. Runs as the tables' owner (the pool's login), on start. Each
 * migration runs in its own transaction and is recorded in `schema_migrations` with its checksum; a
 * session advisory lock makes servers starting together take turns, so each migration runs once. Refuses
 * (CONFIG_INVALID) a database whose recorded migrations differ from this build's, or that a newer build
 * migrated past what this one knows.
 */
export async function migrate(
  pool: pg.Pool,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<MigrateResult> {
  const what = 'migrating the server database';
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    throw toSpoolError(err, what);
  }
  let locked = false;
  let broken = false;
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', [LOCK_A, LOCK_B]);
    locked = true;
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<{ version: number; checksum: string }>(
      'SELECT version, checksum FROM schema_migrations ORDER BY version',
    );
    const known = new Map(migrations.map((m) => [m.version, m]));
    for (const row of rows) {
      const m = known.get(row.version);
      if (m === undefined) {
        throw new SpoolError(
          ErrorCode.ConfigInvalid,
          `the database has schema version ${row.version}, which this spool build does not know (a newer build migrated it): run the newer spool server`,
          { details: { version: row.version } },
        );
      }
      if (migrationChecksum(m) !== row.checksum) {
        throw new SpoolError(
          ErrorCode.ConfigInvalid,
          `schema migration ${row.version} (${m.name}) differs from the one applied to this database: released migrations must not change; restore it and add a new migration instead`,
          { details: { version: row.version } },
        );
      }
    }
    const done = new Set(rows.map((r) => r.version));
    const applied: number[] = [];
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(m.version)) continue;
      await client.query('BEGIN');
      try {
        await client.query(m.sql);
        await client.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
          m.version,
          m.name,
          migrationChecksum(m),
        ]);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        const mapped = toSpoolError(err, what);
        throw mapped.code !== ErrorCode.Internal
          ? mapped
          : new SpoolError(
              ErrorCode.Internal,
              `schema migration ${m.version} (${m.name}) failed and was rolled back: ${err instanceof Error ? err.message : String(err)}`,
              { cause: err },
            );
      }
      applied.push(m.version);
    }
    const version = Math.max(0, ...done, ...applied);
    return { applied, version };
  } catch (err) {
    throw toSpoolError(err, what);
  } finally {
    if (locked && !broken) {
      await client.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_A, LOCK_B]).catch(() => {
        broken = true;
      });
    }
    // A broken connection is destroyed, which also releases a session lock it still held.
    client.release(broken);
  }
}
