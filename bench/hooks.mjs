// `node bench/hooks.mjs`: hook latency as JSON on stdout (progress on stderr).
// Options: --records N (5000), --runs N (30), --bin <entry> (default dist/cli/bin.js).
//
// Whole-process figures spawn `node dist/cli/bin.js hook <event>` with a Claude Code payload on stdin, exactly
// as Claude Code runs a hook, against a store of N generated records; in-process figures time `context` (the
// per-task bundle) and `wakeup` on the same store. Run `npm run build` first.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openSpool } from '../dist/index.js';
import { exportLine, machine, makeQuery, prng, round, STACK_CLAIMS, stats, time } from './lib.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const N = arg('records', 5_000);
const RUNS = arg('runs', 30);
const log = (m) => process.stderr.write(`bench: ${m}\n`);
const here = dirname(fileURLToPath(import.meta.url));
const binArg = process.argv.indexOf('--bin');
// --bin <file> measures another entry point (e.g. a candidate bin.js) with the same workload.
const BIN = binArg > 0 ? process.argv[binArg + 1] : join(here, '..', 'dist', 'cli', 'bin.js');
const HOOK_MAIN = join(here, '..', 'dist', 'hooks', 'main.js');

const base = mkdtempSync(join(tmpdir(), 'spool-bench-hooks-'));
const root = join(base, 'project');
const home = join(base, 'home');
mkdirSync(root, { recursive: true });
const result = {
  benchmark: 'spool-hooks',
  machine: machine(),
  workload: { records: N, process_runs: RUNS },
  results: {},
};

/** A pnpm monorepo of `n` packages deploying to Fly.io, with sources, as the reality check reads it. */
function writeMonorepo(dir, n) {
  const put = (rel, text) => {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };
  put('package.json', JSON.stringify({ name: 'mono', private: true, packageManager: 'pnpm@9.1.0' }));
  put('pnpm-lock.yaml', 'lockfileVersion: 9.0\n');
  put('pnpm-workspace.yaml', 'packages: ["packages/*"]\n');
  put('fly.toml', 'app = "mono"\n');
  put('.github/workflows/deploy.yml', 'jobs:\n  d:\n    steps:\n      - run: flyctl deploy --remote-only\n');
  for (let i = 0; i < n; i++) {
    put(
      `packages/p${i}/package.json`,
      JSON.stringify({
        name: `p${i}`,
        dependencies: { pg: '^8', express: '^4' },
        devDependencies: { vitest: '^2' },
      }),
    );
    for (let j = 0; j < 20; j++) put(`packages/p${i}/src/f${j}.ts`, `export const f${j} = ${j};\n`);
  }
}

function payload(event, extra = {}) {
  return JSON.stringify({
    session_id: 'bench-session',
    transcript_path: join(base, 'transcript.jsonl'),
    cwd: root,
    permission_mode: 'default',
    hook_event_name: event,
    ...extra,
  });
}

/** Spawns `argv` RUNS times (after 3 warm-ups); every run must exit 0 and print one JSON object. */
function spawnTimes(argv, stdin) {
  const env = { ...process.env, SPOOL_HOME: home };
  const samples = [];
  let lastOut = '';
  for (let i = 0; i < RUNS + 3; i++) {
    const t = performance.now();
    const r = spawnSync(process.execPath, argv, { input: stdin, env, encoding: 'utf8' });
    const ms = performance.now() - t;
    if (r.status !== 0) throw new Error(`${argv.join(' ')} exited ${r.status}: ${r.stderr}`);
    try {
      JSON.parse(r.stdout);
    } catch {
      throw new Error(
        `${argv.join(' ')} printed non-JSON: ${r.stdout.slice(0, 200)} ${r.stderr.slice(0, 200)}`,
      );
    }
    lastOut = r.stdout;
    if (i >= 3) samples.push(ms);
  }
  return { samples, lastOut };
}

try {
  const rand = prng(42);
  const now = Date.now();
  let spool = openSpool({ root, home, warn: () => {} });
  await spool.init();
  log(`importing ${N} records`);
  const lines = [];
  for (let i = 0; i < N; i++) lines.push(exportLine(rand, i, now));
  await spool.importJsonl(`${lines.join('\n')}\n`);

  log('in-process context (build_bundle)');
  const ctx = [];
  let ctxItems = 0;
  for (let i = 0; i < 120; i++) {
    const task = makeQuery(rand);
    ctx.push(
      await time(async () => {
        ctxItems += (await spool.context({ task })).item_count;
      }),
    );
  }
  result.results.context_in_process = {
    ...stats(ctx.slice(20)),
    records: N,
    budget_tokens: 2000,
    mean_items: round(ctxItems / 120),
  };

  log('in-process wakeup');
  const wake = [];
  for (let i = 0; i < 60; i++) wake.push(await time(() => spool.wakeup()));
  result.results.wakeup_in_process = { ...stats(wake.slice(10)), records: N, budget_tokens: 1500 };
  await spool.close();

  // The hook's cold path in one process, split by phase (what a hook process pays besides Node start-up).
  log('in-process cold open + wakeup');
  const coldImport = performance.now();
  spool = openSpool({ root, home, warn: () => {} });
  const coldOpen = performance.now();
  await spool.wakeup();
  const coldWake = performance.now();
  await spool.close();
  result.results.cold_open_wakeup_in_process = {
    open_ms: round(coldOpen - coldImport),
    first_wakeup_ms: round(coldWake - coldOpen),
  };

  // A failing measurement (e.g. a binary built before `hook` was registered) is reported, not fatal.
  const measure = (name, fn) => {
    try {
      result.results[name] = fn();
    } catch (err) {
      result.results[name] = { error: err.message.split('\n')[0] };
    }
  };

  log(`whole-process \`spool hook session-start\` × ${RUNS}`);
  measure('hook_session_start_process', () => {
    const r = spawnTimes([BIN, 'hook', 'session-start'], payload('SessionStart', { source: 'startup' }));
    return {
      ...stats(r.samples),
      entry: BIN,
      injected: r.lastOut.includes('additionalContext'),
    };
  });

  // The same hook through its dedicated entry (what bin.js runs when it fast-paths `hook` before loading
  // commander and every command module).
  const direct = join(base, 'hook-entry.mjs');
  writeFileSync(
    direct,
    `import { hookMain } from ${JSON.stringify(HOOK_MAIN)};\nprocess.exitCode = await hookMain(process.argv.slice(2));\n`,
  );
  measure('hook_session_start_fast_entry', () => {
    const r = spawnTimes([direct, 'session-start'], payload('SessionStart', { source: 'startup' }));
    return {
      ...stats(r.samples),
      entry: 'dist/hooks/main.js',
      injected: r.lastOut.includes('additionalContext'),
    };
  });

  log(`whole-process \`spool hook user-prompt\` and \`stop\` × ${RUNS}`);
  const promptText = makeQuery(rand);
  measure('hook_user_prompt_process', () => ({
    ...stats(
      spawnTimes([BIN, 'hook', 'user-prompt'], payload('UserPromptSubmit', { prompt: promptText })).samples,
    ),
    entry: BIN,
  }));
  measure('hook_stop_process', () => ({
    ...stats(spawnTimes([BIN, 'hook', 'stop'], payload('Stop', { stop_hook_active: false })).samples),
    entry: BIN,
  }));
  measure('hook_stop_fast_entry', () => ({
    ...stats(spawnTimes([direct, 'stop'], payload('Stop', { stop_hook_active: false })).samples),
    entry: 'dist/hooks/main.js',
  }));

  log('node start-up baseline');
  measure('node_startup_baseline', () => stats(spawnTimes(['-e', 'process.stdout.write("{}")'], '').samples));

  // Issue 14: the reality check on the hook path. The project becomes a 30-package monorepo (manifests,
  // lockfile, deploy and CI files, 20 sources per package) and 40 of the memories make stack claims, some
  // true, some outdated. The first hook scans and writes the cache (.spool/local/reality-cache.json); the
  // measured runs find the signals cached. Compare with the same figure under `--bin <build before the
  // reality check>` for the cost of the check itself.
  log('reality check: 30-package monorepo, 40 stack claims');
  writeMonorepo(root, 30);
  spool = openSpool({ root, home, warn: () => {} });
  const claims = STACK_CLAIMS;
  for (let i = 0; i < 40; i++)
    await spool.remember({ content: `${claims[i % claims.length]} (note ${i})`, memory_type: 'decision' });
  await spool.close();
  measure('hook_session_start_reality_first_uncached', () => {
    rmSync(join(root, '.spool', 'local', 'reality-cache.json'), { force: true });
    const env = { ...process.env, SPOOL_HOME: home };
    const t = performance.now();
    const r = spawnSync(process.execPath, [BIN, 'hook', 'session-start'], {
      input: payload('SessionStart', { source: 'startup' }),
      env,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`hook exited ${r.status}: ${r.stderr}`);
    return { ms: round(performance.now() - t), entry: BIN };
  });
  measure('hook_session_start_reality_monorepo', () => {
    const r = spawnTimes([BIN, 'hook', 'session-start'], payload('SessionStart', { source: 'startup' }));
    return {
      ...stats(r.samples),
      entry: BIN,
      packages: 30,
      records: N + 40,
      markers_in_packet: (r.lastOut.match(/the code says otherwise/g) ?? []).length,
    };
  });
} finally {
  rmSync(base, { recursive: true, force: true });
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
