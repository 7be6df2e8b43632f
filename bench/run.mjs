// `npm run bench`: performance figures as JSON on stdout (progress on stderr). Options: --records N.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSpool } from '../dist/index.js';
import { exportLine, machine, makeMemory, makeQuery, prng, round, stats, time } from './lib.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const N = arg('records', 100_000);
const log = (m) => process.stderr.write(`bench: ${m}\n`);

const base = mkdtempSync(join(tmpdir(), 'spool-bench-'));
const root = join(base, 'project');
const home = join(base, 'home');
const result = { benchmark: 'spool', machine: machine(), workload: { records: N }, results: {} };

try {
  const rand = prng(42);
  const now = Date.now();
  let spool = openSpool({ root, home, warn: () => {} });

  log(`importing ${N} records`);
  const lines = [];
  for (let i = 0; i < N; i++) lines.push(exportLine(rand, i, now));
  const text = `${lines.join('\n')}\n`;
  let imported = 0;
  const importMs = await time(async () => {
    imported = (await spool.importJsonl(text)).imported;
  });
  result.results.bulk_import = {
    records: imported,
    ms: round(importMs),
    records_per_s: Math.round(imported / (importMs / 1000)),
  };

  log('remember');
  const remember = [];
  for (let i = 0; i < 300; i++) {
    const m = makeMemory(rand, N + i);
    remember.push(await time(() => spool.remember(m)));
  }
  result.results.remember = { ...stats(remember.slice(20)), records: N, includes_fsync: true };

  log('lexical recall');
  const recall = [];
  for (let i = 0; i < 300; i++) {
    const q = makeQuery(rand);
    recall.push(await time(() => spool.recall({ query: q, mode: 'lexical', limit: 10 })));
  }
  result.results.lexical_recall = {
    ...stats(recall.slice(20)),
    records: N,
    limit: 10,
    breakdown_included: true,
  };

  log('rebuild');
  const rebuildMs = await time(() => spool.rebuild());
  result.results.rebuild = {
    events: N + 300,
    ms: round(rebuildMs),
    events_per_s: Math.round((N + 300) / (rebuildMs / 1000)),
  };

  await spool.close();
  log('cold open + first recall');
  const cold = await time(async () => {
    spool = openSpool({ root, home, warn: () => {} });
    await spool.recall({ query: 'postgres', mode: 'lexical' });
  });
  result.results.cold_open_first_recall = { ms: round(cold) };
  await spool.close();
  result.results.peak_rss_mb = round(process.resourceUsage().maxRSS / 1024);
} finally {
  rmSync(base, { recursive: true, force: true });
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
