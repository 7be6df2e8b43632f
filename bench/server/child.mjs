// The organisation server as a child process (`node dist/cli/bin.js serve …`) so the bench can `kill -9` it,
// with its per-request timings read from its debug log ("project run": queue wait, pull from PostgreSQL,
// the use case, push to PostgreSQL).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const BIN = join(import.meta.dirname, '..', '..', 'dist', 'cli', 'bin.js');
const CLK_TCK = 100;

/** utime + stime of a process in ms (Linux /proc), or undefined once it is gone. */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return undefined;
  }
}

/**
 * Starts `spool serve` on `port` with `dataDir`; resolves once `/readyz` answers 200. The returned handle
 * has `kill9()`, `stop()` (SIGTERM, graceful), `cpuMs()` (last sampled CPU time), `runs` (the parsed
 * "project run" timings), `requestMs` (the server's own time per `/mcp` request, from its access log) and
 * `problems` (warn/error log lines).
 */
export async function startServerChild({ databaseUrl, port, dataDir, poolMax, profile = true, onLine }) {
  // SPOOL_BENCH_CPU_PROF=<dir>: a V8 CPU profile of each server process, written when it exits gracefully.
  const prof = process.env.SPOOL_BENCH_CPU_PROF;
  const args = [
    ...(prof ? ['--cpu-prof', '--cpu-prof-dir', prof] : []),
    BIN,
    'serve',
    '--database',
    databaseUrl,
    '--port',
    String(port),
    '--host',
    '127.0.0.1',
    '--data',
    dataDir,
    '--instance-id',
    'bench',
    '--log-level',
    profile ? 'debug' : 'warn',
  ];
  const env = { ...process.env, SPOOL_LOG_LEVEL: profile ? 'debug' : 'warn' };
  if (poolMax !== undefined) env.SPOOL_POOL_MAX = String(poolMax);
  const t0 = performance.now();
  const proc = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const runs = [];
  const requestMs = [];
  const problems = [];
  let lastCpu = 0;
  const sampler = setInterval(() => {
    const c = cpuMsOf(proc.pid);
    if (c !== undefined) lastCpu = c;
  }, 500);
  sampler.unref();
  const exited = new Promise((resolve) => {
    proc.once('exit', (code, signal) => {
      clearInterval(sampler);
      resolve({ code, signal });
    });
  });
  const rl = createInterface({ input: proc.stderr });
  rl.on('line', (line) => {
    onLine?.(line);
    if (line.includes('"project run"')) {
      try {
        const o = JSON.parse(line);
        runs.push([o.wait_ms, o.pull_ms, o.run_ms, o.push_ms]);
      } catch {
        // a torn last line at kill -9
      }
    } else if (line.includes('"msg":"request"') && line.includes('"route":"/mcp"')) {
      try {
        requestMs.push(JSON.parse(line).ms);
      } catch {
        // a torn last line at kill -9
      }
    } else if (line.includes('"level":"warn"') || line.includes('"level":"error"')) {
      if (problems.length < 50) problems.push(line.slice(0, 600));
    }
  });
  const url = `http://127.0.0.1:${port}`;
  let ready = false;
  let exitInfo;
  void exited.then((e) => {
    exitInfo = e;
  });
  while (!ready) {
    if (exitInfo)
      throw new Error(
        `spool serve exited before it was ready (${JSON.stringify(exitInfo)}): ${problems.join('\n')}`,
      );
    try {
      const res = await fetch(`${url}/readyz`);
      ready = res.status === 200;
      await res.arrayBuffer();
    } catch {
      // not listening yet
    }
    if (!ready) await new Promise((r) => setTimeout(r, 25));
    if (performance.now() - t0 > 120_000) throw new Error('spool serve was not ready within 120 s');
  }
  return {
    url,
    pid: proc.pid,
    readyMs: performance.now() - t0,
    runs,
    requestMs,
    problems,
    exited,
    cpuMs: () => cpuMsOf(proc.pid) ?? lastCpu,
    kill9() {
      const c = cpuMsOf(proc.pid);
      if (c !== undefined) lastCpu = c;
      proc.kill('SIGKILL');
      return exited;
    },
    async stop() {
      const c = cpuMsOf(proc.pid);
      if (c !== undefined) lastCpu = c;
      proc.kill('SIGTERM');
      return exited;
    },
  };
}
