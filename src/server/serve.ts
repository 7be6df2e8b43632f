import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { type Clock, createIdFactory, systemClock } from '../core/clock.js';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { createServerApp } from './app.js';
import { createAuthenticator } from './auth.js';
import { type ChangeFeed, createChangeFeed } from './changes.js';
import type { ServerConfig } from './config.js';
import { errorFields, type Logger } from './log.js';
import { createMetrics, type PoolStats } from './metrics.js';
import { createPgEventStore } from './pg/event-store.js';
import { migrate } from './pg/migrate.js';
import { createPgPool } from './pg/pool.js';
import { createPgTenancy, type PgTenancy } from './pg/tenancy.js';
import { createPgUsageStore } from './pg/usage-store.js';
import { createProjectHost, type ProjectHost } from './projects.js';
import { createPgPurger, type RecordPurger } from './purge.js';
import type { EventStore, Tenancy, UsageStore } from './types.js';

/** The database side of the server: PostgreSQL's event store and tenancy, and its pool. */
export interface ServerBackend {
  events: EventStore;
  tenancy: Tenancy;
  /** Server-side purge (admin role); without it the purge route is not mounted. */
  purger?: RecordPurger;
  /**
   * Retrieval history shared by instances; without it each working copy keeps its own (and loses it when
   * rebuilt).
   */
  usage?: UsageStore;
  /** PostgreSQL answers and the schema is migrated. */
  ready(): Promise<boolean>;
  poolStats(): PoolStats;
  /**
   * Starts listening for change notices (one connection of its own), so working copies skip reads when
   * nothing changed; without it every request reads. The caller closes it.
   */
  listen?(log: Logger): ChangeFeed;
  close(): Promise<void>;
}

/** {@link ServerBackend} on PostgreSQL, with the admin side of its tenancy. */
export interface PgBackend extends ServerBackend {
  tenancy: PgTenancy;
  purger: RecordPurger;
  usage: UsageStore;
  /** Schema version after the migrations run on open. */
  schemaVersion: number;
}

/**
 * Connects to PostgreSQL and runs the migrations (versioned, transactional, one server at a time). Fails
 * with DATABASE_UNAVAILABLE when the database cannot be reached, CONFIG_INVALID for a schema it cannot use.
 */
export async function openPgBackend(input: {
  url: string;
  poolMax: number;
  log: Logger;
  /** Stamps purge tombstones (default: the wall clock). */
  clock?: Clock;
}): Promise<PgBackend> {
  const pool = createPgPool({
    url: input.url,
    max: input.poolMax,
    onError: (err) => input.log.warn('idle database connection failed', errorFields(err)),
  });
  let migrated: Awaited<ReturnType<typeof migrate>>;
  try {
    migrated = await migrate(pool);
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  if (migrated.applied.length > 0)
    input.log.info('database migrated', { applied: migrated.applied, version: migrated.version });
  let ended = false;
  return {
    events: createPgEventStore(pool),
    tenancy: createPgTenancy(pool),
    usage: createPgUsageStore(pool),
    purger: createPgPurger(pool, {
      clock: input.clock ?? systemClock,
      newId: createIdFactory(input.clock ?? systemClock),
    }),
    schemaVersion: migrated.version,
    async ready() {
      if (ended) return false;
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (log) => createChangeFeed({ url: input.url, log }),
    async close() {
      if (ended) return;
      ended = true;
      await pool.end();
    },
  };
}

/** Options of {@link startServer}. */
export interface StartServerOptions {
  config: ServerConfig;
  backend: ServerBackend;
  log: Logger;
}

/** A listening server. */
export interface RunningServer {
  /** `http://host:port` it listens on. */
  url: string;
  port: number;
  /** The writer id of this server's shard in every project (`server-<instanceId>`). */
  writer: string;
  host: ProjectHost;
  /**
   * Graceful shutdown: stop accepting connections, refuse new requests (503 SHUTTING_DOWN, Retry-After),
   * let in-flight requests finish (up to `shutdown_timeout_ms`), close the working copies and the pool.
   * Safe to call more than once.
   */
  shutdown(reason?: string): Promise<void>;
  /** Resolves once a shutdown completed. */
  closed: Promise<void>;
}

/** This server's instance id: from the config, else created once in the data dir (kept across restarts). */
export function instanceIdFor(config: ServerConfig): string {
  if (config.instance_id) return config.instance_id;
  mkdirSync(config.data_dir, { recursive: true });
  const file = join(config.data_dir, 'instance-id');
  try {
    const id = readFileSync(file, 'utf8').trim();
    if (/^[a-z0-9][a-z0-9-]{0,40}$/.test(id)) return id;
  } catch {
    // Absent: create below.
  }
  const id = randomBytes(6).toString('hex');
  try {
    writeFileSync(file, `${id}\n`, { flag: 'wx' });
    return id;
  } catch {
    // Another process created it first: use theirs.
    return readFileSync(file, 'utf8').trim();
  }
}

/** Starts the server on the configured host and port; resolves once it listens. */
export async function startServer(opts: StartServerOptions): Promise<RunningServer> {
  const { config, backend, log } = opts;
  const writer = `server-${instanceIdFor(config)}`;
  let draining = false;
  let inflight = 0;
  let idle: (() => void) | undefined;

  // The host's counters feed the metrics, which read the host's size: built in that order, joined late.
  const counters = {
    pushed: (_n: number) => {},
    pulled: (_n: number) => {},
    read: (_source: 'lines' | 'usage', _skipped: boolean) => {},
  };
  const changes = backend.listen?.(log);
  const host = createProjectHost({
    dataDir: config.data_dir,
    writer,
    events: backend.events,
    ...(changes ? { changes } : {}),
    ...(backend.usage ? { usage: backend.usage } : {}),
    log,
    maxOpen: config.max_open_projects,
    onPushed: (n) => counters.pushed(n),
    onPulled: (n) => counters.pulled(n),
    onRead: (source, skipped) => counters.read(source, skipped),
  });
  const metrics = createMetrics({
    poolStats: () => backend.poolStats(),
    openProjects: () => host.openCount(),
  });
  counters.pushed = (n) => metrics.eventsAppended(n);
  counters.pulled = (n) => metrics.eventsPulled(n);
  counters.read = (source, skipped) => metrics.copyRead(source, skipped);

  const app = createServerApp({
    ...(changes ? { changes } : {}),
    auth: createAuthenticator(backend.tenancy, changes),
    events: backend.events,
    host,
    metrics,
    log,
    ready: () => backend.ready(),
    draining: () => draining,
    ...(backend.purger
      ? {
          purge: (project, recordId, actor, reason) =>
            host.rewrite(project, () =>
              (backend.purger as RecordPurger).purge({
                projectId: project.id,
                recordId,
                actor,
                writer,
                reason,
              }),
            ),
        }
      : {}),
  });
  let port = 0;
  const http = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info: AddressInfo) => {
      port = info.port;
      s.off('error', onError);
      // In flight = from the request's arrival until its response is written out (not merely produced).
      s.on('request', (_req, res) => {
        inflight++;
        res.once('close', () => {
          inflight--;
          if (inflight === 0) idle?.();
        });
      });
      resolve(s as Server);
    });
    const onError = (err: NodeJS.ErrnoException) => {
      reject(
        new SpoolError(
          ErrorCode.Io,
          err.code === 'EADDRINUSE'
            ? `port ${config.port} is in use on ${config.host}: pick another with --port or SPOOL_PORT`
            : `cannot listen on ${config.host}:${config.port}: ${err.message}`,
          { cause: err },
        ),
      );
    };
    s.once('error', onError);
  });
  const hostPart = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${hostPart}:${port}`;
  log.info('listening', { url, writer, data_dir: config.data_dir });

  let resolveClosed: () => void = () => {};
  const closed = new Promise<void>((r) => {
    resolveClosed = r;
  });
  let shutting: Promise<void> | undefined;
  const shutdown = (reason = 'requested'): Promise<void> => {
    shutting ??= (async () => {
      const t0 = performance.now();
      log.info('shutting down', { reason, inflight });
      draining = true;
      // No new connections; idle keep-alive ones are dropped, busy ones finish their request.
      const stopped = new Promise<void>((r) => http.close(() => r()));
      http.closeIdleConnections?.();
      if (inflight > 0) {
        await Promise.race([
          new Promise<void>((r) => {
            idle = r;
          }),
          new Promise<void>((r) => setTimeout(r, config.shutdown_timeout_ms).unref()),
        ]);
      }
      if (inflight > 0) log.warn('shutdown timeout: cutting in-flight requests', { inflight });
      // Connections whose last response is written are idle now; anything left is cut.
      http.closeIdleConnections?.();
      http.closeAllConnections?.();
      await stopped;
      try {
        await host.close();
      } catch (err) {
        log.error('closing working copies failed', errorFields(err));
      }
      await changes?.close();
      try {
        await backend.close();
      } catch (err) {
        log.error('closing the database pool failed', errorFields(err));
      }
      log.info('stopped', { ms: Math.round(performance.now() - t0) });
      resolveClosed();
    })();
    return shutting;
  };

  return { url, port, writer, host, shutdown, closed };
}
