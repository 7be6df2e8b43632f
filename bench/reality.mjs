// `npm run bench:reality`: the reality check on synthetic repositories (bench/reality/scenarios.mjs).
//
// Each scenario's files are written to a temp directory, scanned as spool scans a project, and every
// memory gets a verdict. Reports precision and recall of "contradicted" (the verdict that marks a memory
// at injection), accuracy of "confirmed", each miss with its evidence, and the scan's cost: a cold scan of
// a 1,000-file repository and a warm (cached) scan of a 30-package monorepo.
// One JSON object on stdout; a summary on stderr.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openSpool } from '../dist/index.js';
import { scanRepository } from '../dist/reality/scan.js';
import { judgeMemory, manifestDirsOf } from '../dist/reality/verdict.js';
import { exportLine, machine, prng, round, STACK_CLAIMS, stats } from './lib.mjs';
import { SCENARIOS } from './reality/scenarios.mjs';

const log = (m) => process.stderr.write(`bench:reality: ${m}\n`);

function writeRepo(files) {
  const root = mkdtempSync(join(tmpdir(), 'spool-bench-reality-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

function evaluate() {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let confirmedRight = 0;
  let confirmedTotal = 0;
  let memories = 0;
  const misses = [];
  const stacks = new Set();
  for (const sc of SCENARIOS) {
    stacks.add(sc.stack);
    const root = writeRepo(sc.files);
    try {
      const { signals } = scanRepository(root);
      const dirs = manifestDirsOf(signals);
      for (const m of sc.memories) {
        memories++;
        const v = judgeMemory(
          { content: m.text, fact: m.fact ?? null, file_refs: m.file_refs ?? [] },
          signals,
          dirs,
        );
        if (v.verdict === 'contradicted' && m.expect === 'contradicted') tp++;
        else if (v.verdict === 'contradicted') fp++;
        else if (m.expect === 'contradicted') fn++;
        if (m.expect === 'confirmed') {
          confirmedTotal++;
          if (v.verdict === 'confirmed') confirmedRight++;
        }
        if (v.verdict !== m.expect) {
          misses.push({
            scenario: sc.name,
            memory: m.text,
            expected: m.expect,
            got: v.verdict,
            summary: v.summary,
          });
        }
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  return {
    scenarios: SCENARIOS.length,
    stacks: [...stacks].sort(),
    memories,
    contradicted: {
      expected: tp + fn,
      precision: round(tp / Math.max(1, tp + fp)),
      recall: round(tp / Math.max(1, tp + fn)),
      true_positives: tp,
      false_positives: fp,
      false_negatives: fn,
    },
    confirmed_recall: round(confirmedRight / Math.max(1, confirmedTotal)),
    misses,
  };
}

/** A repository of `n` files: sources plus a few manifests, as a mid-sized app has. */
function bigRepo(n) {
  const files = {
    'package.json': JSON.stringify({
      dependencies: { pg: '^8', express: '^4' },
      devDependencies: { vitest: '^2' },
    }),
    'package-lock.json': '{}',
    'fly.toml': 'app = "x"\n',
    '.github/workflows/ci.yml': 'jobs:\n  t:\n    steps:\n      - run: npm test\n',
  };
  for (let i = 0; files && Object.keys(files).length < n; i++) {
    files[`src/mod${i % 40}/sub${i % 7}/file${i}.ts`] = `export const x${i} = ${i};\n`;
    if (i % 50 === 0) files[`node_modules/dep${i}/package.json`] = '{"dependencies":{"mongodb":"1"}}';
  }
  return files;
}

function monorepo(packages) {
  const files = {
    'pnpm-lock.yaml': '',
    'pnpm-workspace.yaml': 'packages: ["packages/*"]\n',
    'fly.toml': 'app="m"\n',
  };
  for (let i = 0; i < packages; i++) {
    files[`packages/p${i}/package.json`] = JSON.stringify({
      dependencies: { pg: '^8', react: '^18' },
      devDependencies: { vitest: '^2' },
    });
    for (let j = 0; j < 20; j++) files[`packages/p${i}/src/f${j}.ts`] = 'export {};\n';
  }
  return files;
}

const MARKER = '⚠ the code says otherwise:';

/**
 * Injection through the real packet code: every scenario becomes a spool project (its memories stored as
 * decisions, facts as facts), then its session-start packet and context bundles are built as the hooks and
 * MCP build them: a deploy task, and a task worded like the memory itself (so the memory surely reaches the
 * bundle). Counts the memories labelled contradicted that reach a packet, and those that reach it without
 * the marker (target 0). Ground truth is the label, so a contradiction the detector misses counts here too.
 */
async function injection() {
  let reached = 0;
  let unmarked = 0;
  let occurrences = 0;
  let falselyMarked = 0;
  const leaks = [];
  for (const sc of SCENARIOS) {
    const root = writeRepo(sc.files);
    const home = mkdtempSync(join(tmpdir(), 'spool-bench-reality-home-'));
    const spool = openSpool({ root, home, warn: () => {} });
    try {
      const ids = new Map();
      for (const m of sc.memories) {
        const r = await spool.remember({
          content: m.text,
          memory_type: m.fact ? 'fact' : 'decision',
          ...(m.fact ? { fact: m.fact, reason: 'bench' } : {}),
          ...(m.file_refs ? { file_refs: m.file_refs } : {}),
        });
        ids.set(r.record_id, m);
      }
      const packets = [await spool.wakeup({ maintenance: false })];
      packets.push(
        await spool.context({ task: 'how do we deploy this app to production?', maintenance: false }),
      );
      for (const m of sc.memories)
        if (m.expect === 'contradicted')
          packets.push(await spool.context({ task: m.text, maintenance: false }));
      const seen = new Set();
      for (const p of packets) {
        for (const item of p.sections.flatMap((s) => s.items)) {
          const m = ids.get(item.id);
          if (!m) continue;
          const marked = item.markers.some((x) => x.startsWith(MARKER));
          if (m.expect === 'contradicted') {
            occurrences++;
            seen.add(item.id);
            if (!marked) {
              unmarked++;
              leaks.push({ scenario: sc.name, packet: p.kind, memory: m.text });
            }
          } else if (marked) falselyMarked++;
        }
      }
      reached += seen.size;
    } finally {
      await spool.close();
      rmSync(root, { recursive: true, force: true });
      rmSync(home, { recursive: true, force: true });
    }
  }
  return {
    contradicted_memories_reaching_a_packet: reached,
    packet_occurrences: occurrences,
    occurrences_without_marker: unmarked,
    share_without_marker: round(unmarked / Math.max(1, occurrences)),
    other_memories_marked: falselyMarked,
    leaks,
  };
}

function timeScans() {
  const big = writeRepo(bigRepo(1000));
  const mono = writeRepo(monorepo(30));
  try {
    const cold = [];
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      scanRepository(big);
      cold.push(performance.now() - t);
    }
    const first = scanRepository(mono);
    const warm = [];
    for (let i = 0; i < 50; i++) {
      const t = performance.now();
      const r = scanRepository(mono, first.cache);
      warm.push(performance.now() - t);
      if (r.read !== 0) throw new Error('warm scan read files');
    }
    return {
      cold_scan_1000_files: stats(cold),
      warm_scan_30_package_monorepo: stats(warm),
      monorepo_evidence_files: first.files.length,
    };
  } finally {
    rmSync(big, { recursive: true, force: true });
    rmSync(mono, { recursive: true, force: true });
  }
}

/**
 * The hook path in one process: open spool, build the session-start packet, close — as `spool hook
 * session-start` does after Node's start-up — on a 30-package monorepo with 5,000 memories (40 of them stack
 * claims) and the signals cached. With `--base <dist dir of a build before the reality check>`, the two builds
 * run interleaved on the same project, so machine load hits both alike; the difference is the check's cost.
 */
async function hookPath() {
  const baseArg = process.argv.indexOf('--base');
  const builds = [['current', '../dist/index.js']];
  if (baseArg > 0) builds.push(['base', join(process.argv[baseArg + 1], 'index.js')]);
  const files = monorepo(30);
  files['.github/workflows/deploy.yml'] = 'jobs:\n  d:\n    steps:\n      - run: flyctl deploy\n';
  const claims = STACK_CLAIMS;
  // One copy of the project per build: builds may differ in index schema, and sharing one index would make
  // each rebuild it on every open.
  const dirs = [];
  try {
    const mods = [];
    for (const [name, path] of builds) {
      const root = writeRepo(files);
      const home = mkdtempSync(join(tmpdir(), 'spool-bench-reality-home-'));
      dirs.push(root, home);
      const seed = openSpool({ root, home, warn: () => {} });
      await seed.init();
      const rand = prng(7);
      const now = Date.now();
      const lines = [];
      for (let i = 0; i < 4960; i++) lines.push(exportLine(rand, i, now));
      await seed.importJsonl(`${lines.join('\n')}\n`);
      for (let i = 0; i < 40; i++)
        await seed.remember({ content: `${claims[i % claims.length]} (note ${i})`, memory_type: 'decision' });
      await seed.wakeup({ maintenance: false });
      await seed.close();
      mods.push([name, (await import(path)).openSpool, root, home]);
    }
    const samples = Object.fromEntries(builds.map(([n]) => [n, []]));
    let marked = 0;
    for (let i = 0; i < 45; i++) {
      for (const [name, open, root, home] of mods) {
        const t = performance.now();
        const s = open({ root, home, warn: () => {} });
        const p = await s.wakeup({ maintenance: false });
        await s.close();
        if (i >= 5) samples[name].push(performance.now() - t);
        if (name === 'current' && i === 0)
          marked = p.sections
            .flatMap((x) => x.items)
            .filter((x) => x.markers.some((m) => m.startsWith(MARKER))).length;
      }
    }
    const out = { records: 5000, packages: 30, packet_items_marked: marked };
    for (const [name] of builds) out[`${name}_open_wakeup_close`] = stats(samples[name]);
    if (samples.base)
      out.added_median_ms = round(stats(samples.current).median_ms - stats(samples.base).median_ms);
    return out;
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

const quality = evaluate();
const injected = await injection();
const cost = timeScans();
const hook = await hookPath();
const out = { benchmark: 'reality', machine: machine(), quality, injection: injected, cost, hook_path: hook };
process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
log(
  `${quality.scenarios} repositories (${quality.stacks.join(', ')}), ${quality.memories} memories: contradicted precision ${quality.contradicted.precision}, recall ${quality.contradicted.recall} (${quality.contradicted.expected} expected); confirmed recall ${quality.confirmed_recall}`,
);
log(
  `injection: ${injected.contradicted_memories_reaching_a_packet} contradicted memories reach a packet (${injected.packet_occurrences} times), ${injected.occurrences_without_marker} without the marker; ${injected.other_memories_marked} other memories marked`,
);
for (const l of injected.leaks) log(`  unmarked [${l.scenario}] in ${l.packet}: ${l.memory}`);
log(
  `cold scan of 1,000 files ${cost.cold_scan_1000_files.median_ms} ms; warm scan of a 30-package monorepo ${cost.warm_scan_30_package_monorepo.median_ms} ms`,
);
log(
  `hook path (open + wakeup + close, 5,000 memories, 30 packages, signals cached): ${hook.current_open_wakeup_close.median_ms} ms${hook.base_open_wakeup_close ? ` vs ${hook.base_open_wakeup_close.median_ms} ms before the reality check (+${hook.added_median_ms} ms)` : ''}`,
);
for (const m of quality.misses)
  log(`  miss [${m.scenario}] expected ${m.expected}, got ${m.got}: ${m.memory} — ${m.summary}`);
