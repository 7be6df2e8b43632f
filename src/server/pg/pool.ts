import pg from 'pg';
import { ErrorCode, isSpoolError, SpoolError } from '../../core/errors.js';
import { APP_ROLE } from './migrations.js';

/** How to reach PostgreSQL. */
export interface PgPoolOptions {
  /** A `postgres://` connection URL. */
  url: string;
  /** Most connections open at once (default 10). */
  max?: number;
  /** Give up connecting after this many milliseconds (default 5000). */
  connectTimeoutMs?: number;
  /** Cancel a statement running longer than this (default 30000). */
  statementTimeoutMs?: number;
  /** Where connection errors of idle clients are reported (default: stderr). */
  onError?: (err: Error) => void;
}

/** Creates a connection pool. Library code: errors of idle connections are reported, never thrown. */
export function createPgPool(opts: PgPoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
    statement_timeout: opts.statementTimeoutMs ?? 30_000,
    application_name: 'spool-server',
  });
  // An idle client whose server went away emits 'error' on the pool; unhandled, it would kill the process.
  const onError = opts.onError ?? ((err: Error) => process.stderr.write(`spool: postgres: ${err.message}\n`));
  pool.on('error', onError);
  return pool;
}

// SQLSTATE classes and Node errors that mean "the database is not there (now)" rather than a bad query.
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[1-3])/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);

/** The SQLSTATE of a pg error, if it is one. */
export function sqlState(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Maps a driver error to a SpoolError; `what` says what was being done. SpoolErrors pass through. */
export function toSpoolError(err: unknown, what: string): SpoolError {
  if (err instanceof SpoolError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  const message = err instanceof Error ? err.message : String(err);
  const state = sqlState(err);
  if (
    (state !== undefined && UNAVAILABLE_SQLSTATE.test(state)) ||
    (typeof code === 'string' && UNAVAILABLE_ERRNO.has(code)) ||
    /timeout exceeded when trying to connect|Connection terminated/i.test(message)
  ) {
    return new SpoolError(
      ErrorCode.DatabaseUnavailable,
      `${what}: PostgreSQL is unavailable (${message}); retry shortly, and check the database URL and server`,
      { cause: err },
    );
  }
  if (state === '3D000' || state === '28P01' || state === '28000') {
    return new SpoolError(
      ErrorCode.ConfigInvalid,
      `${what}: PostgreSQL refused the connection (${message}): check the database name, user and password in the database URL`,
      { cause: err },
    );
  }
  if (state === '42501' && /set role|permission denied to set/i.test(message)) {
    return new SpoolError(
      ErrorCode.ConfigInvalid,
      `${what}: the database login cannot switch to role ${APP_ROLE}: run GRANT ${APP_ROLE} TO <the server's login role> as an administrator`,
      { cause: err },
    );
  }
  return new SpoolError(ErrorCode.Internal, `${what}: database error ${state ?? ''} ${message}`.trim(), {
    cause: err,
  });
}

/** DATABASE_UNAVAILABLE for a failure while `what` (SpoolErrors pass through). */
export function unavailable(what: string, cause: unknown): SpoolError {
  if (isSpoolError(cause)) return cause;
  return new SpoolError(
    ErrorCode.DatabaseUnavailable,
    `${what}: PostgreSQL did not answer (${cause instanceof Error ? cause.message : String(cause)}); retry shortly`,
    { cause },
  );
}

/** Options of {@link withTx}. */
export interface TxOptions {
  /** Scope the transaction to this project: row-level security then shows and accepts only its rows. */
  projectId?: string;
  readOnly?: boolean;
  /**
   * First statements sent with the begin in the same round trip (literals only: see {@link readTx}); their
   * results are handed to `fn`, in order.
   */
  lead?: readonly string[];
}

/**
 * Runs `fn` in a transaction as {@link APP_ROLE} (so row-level security applies even when the pool logs in
 * as the tables' owner or a superuser), scoped to one project when given. Commits when `fn` resolves,
 * rolls back when it throws; driver errors come out as SpoolErrors.
 */
export async function withTx<T>(
  pool: pg.Pool,
  what: string,
  opts: TxOptions,
  fn: (client: pg.PoolClient, lead: pg.QueryResult[]) => Promise<T>,
): Promise<T> {
  const client = await checkout(pool, what);
  let broken = false;
  try {
    const begun = (await client.query(
      [beginSql(opts), ...(opts.lead ?? [])].join('; '),
    )) as unknown as pg.QueryResult[];
    const lead = opts.lead?.length ?? 0;
    const out = await fn(client, lead === 0 ? [] : begun.slice(begun.length - lead));
    await client.query('COMMIT');
    return out;
  } catch (err) {
    broken = await rollback(client);
    throw toSpoolError(err, what);
  } finally {
    client.release(broken);
  }
}

/** A pool connection, or the driver's error as a SpoolError. */
async function checkout(pool: pg.Pool, what: string): Promise<pg.PoolClient> {
  try {
    return await pool.connect();
  } catch (err) {
    throw toSpoolError(err, what);
  }
}

/**
 * The statements that open a transaction as {@link APP_ROLE}, scoped to the project when given. The
 * simple-query protocol sends several statements in one round trip but takes no parameters, so the project id
 * goes in as an escaped literal.
 */
function beginSql(opts: Pick<TxOptions, 'projectId' | 'readOnly'>): string {
  const scope =
    opts.projectId === undefined
      ? ''
      : `; SELECT set_config('spool.project_id', ${sqlText(opts.projectId)}, true)`;
  return `BEGIN${opts.readOnly ? ' READ ONLY' : ''}; SET LOCAL ROLE ${APP_ROLE}${scope}`;
}

/**
 * Rolls back after a failure (a failed statement leaves the transaction open and aborted). True when the
 * connection is gone: the caller drops it from the pool rather than hand it out again.
 */
async function rollback(client: pg.PoolClient): Promise<boolean> {
  try {
    await client.query('ROLLBACK');
    return false;
  } catch {
    return true;
  }
}

/** A PostgreSQL string literal of `s` (quotes and backslashes escaped), for {@link readTx}'s SQL. */
export function sqlText(s: string): string {
  return pg.escapeLiteral(s);
}

/** A PostgreSQL integer literal of `n`; refuses anything but a safe integer, so nothing else reaches SQL. */
export function sqlInt(n: number): string {
  if (!Number.isSafeInteger(n)) throw new SpoolError(ErrorCode.InvalidInput, `not an integer: ${n}`);
  return String(n);
}

/**
 * Runs one read-only statement in a transaction as {@link APP_ROLE}, scoped like {@link withTx}, in a single
 * round trip: the begin, the role, the project, the statement and the commit go as one simple-query message.
 * Each round trip costs the server a socket write and wake-up of PostgreSQL, and a request's reads were
 * three each (begin, statement, commit). The simple-query protocol takes no parameters, so `sql` carries its
 * values as literals: build them with {@link sqlText} and {@link sqlInt} only.
 */
export function readTx<R extends pg.QueryResultRow>(
  pool: pg.Pool,
  what: string,
  opts: Pick<TxOptions, 'projectId'>,
  sql: string,
): Promise<pg.QueryResult<R>> {
  return oneTripTx(pool, what, { ...opts, readOnly: true }, sql);
}

/**
 * {@link readTx} for statements that may write (`sql` may hold several, `;`-separated): the result is the
 * last one's. Committed when the answer arrives, as {@link withTx} would.
 */
export async function oneTripTx<R extends pg.QueryResultRow>(
  pool: pg.Pool,
  what: string,
  opts: Pick<TxOptions, 'projectId' | 'readOnly'>,
  sql: string,
): Promise<pg.QueryResult<R>> {
  const client = await checkout(pool, what);
  let broken = false;
  try {
    const results = (await client.query(
      `${beginSql(opts)}; ${sql}; COMMIT`,
    )) as unknown as pg.QueryResult<R>[];
    // BEGIN, SET, [set_config], the statements, COMMIT: the last statement's result is the one before the commit.
    const out = results[results.length - 2];
    if (!out) throw new Error(`expected a result per statement, got ${results.length}`);
    return out;
  } catch (err) {
    // A failed statement leaves the transaction open and aborted: the rest of the message was skipped.
    broken = await rollback(client);
    throw toSpoolError(err, what);
  } finally {
    client.release(broken);
  }
}
