// `npm run bench`: performance figures as JSON on stdout (progress on stderr).
// Options: --records N (default 100000), --skip-hybrid.
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indexTokens } from '../dist/core/tokenize.js';
import { scanSecrets } from '../dist/guard/secrets.js';
import { openSpool } from '../dist/index.js';
import { createHashEmbedder } from '../dist/search/embedders.js';
import { exportLine, machine, makeMemory, makeQuery, prng, round, stats, time } from './lib.mjs';

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const N = arg('records', 100_000);
const log = (m) => process.stderr.write(`bench: ${m}\n`);
const here = new URL('.', import.meta.url).pathname;

const base = mkdtempSync(join(tmpdir(), 'spool-bench-'));
const root = join(base, 'project');
const home = join(base, 'home');
const result = {
  benchmark: 'spool',
  machine: machine(),
  workload: { records: N, corpus: 'synthetic developer memories, Zipf vocabulary (bench/lib.mjs)' },
  results: {},
};

// Tokenizing one memory per script: ASCII takes the hand-written scanner, accented Latin the regexes, Thai
// ICU's word breaker as well. Medians of 200 batches of 100 calls, in microseconds per call.
const TOKENIZE_TEXTS = {
  english:
    'Never publish to Kafka inside a DB transaction; insert into the outbox table in the same tx and the outbox-relay publishes it (pkg/outbox). We once had a commit fail after the event went out.',
  vietnamese:
    'Không được publish Kafka trong transaction DB; phải insert vào bảng outbox trong cùng tx rồi outbox-relay sẽ publish (pkg/outbox). Đã từng có commit lỗi nhưng event đã ra ngoài.',
  thai: 'ห้าม publish Kafka ตรงๆ ระหว่าง DB transaction เด็ดขาด ให้ insert ลง outbox table ใน tx เดียวกัน แล้ว outbox-relay จะ publish ให้เอง (pkg/outbox). เคยมีเคส commit ไม่ผ่านแต่ event ออกไปแล้ว ร้านได้ออเดอร์ผี',
};

function tokenizeBench() {
  const out = {};
  for (const [script, text] of Object.entries(TOKENIZE_TEXTS)) {
    for (let i = 0; i < 500; i++) indexTokens(text);
    const perCall = [];
    for (let b = 0; b < 200; b++) {
      const start = process.hrtime.bigint();
      for (let i = 0; i < 100; i++) indexTokens(text);
      perCall.push(Number(process.hrtime.bigint() - start) / 1e5);
    }
    const s = stats(perCall);
    out[script] = { chars: text.length, median_us: s.median_ms, p95_us: s.p95_ms };
  }
  return out;
}

// Credential lines mixed into the secret scan's text, one of each common form (none is a real credential).
const SCAN_SECRETS = [
  'the staging DB password is hunter2hunter2',
  'DATABASE_URL=postgres://app:S3cr3t-pa55@db.internal:5432/app',
  'STRIPE_SECRET_KEY=sk_live_51HfakeFAKEfake0000000000000000aaaaBBBBccccDDDD',
  'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  '"token": "ghp_0123456789abcdefABCDEF0123456789abcd"',
];

/**
 * The secret gate's scan (run on every write and every output) over ~10 MB of memories with credentials mixed
 * in, and over inputs built to make a regex backtrack: milliseconds per scan and MB/s. The tests only bound
 * these loosely (no super-linear blow-up); the throughput is measured here.
 */
function secretScanBench(rand) {
  const lines = [];
  let size = 0;
  for (let i = 0; size < 10_000_000; i++) {
    const line = i % 50 === 0 ? SCAN_SECRETS[(i / 50) % SCAN_SECRETS.length] : makeMemory(rand, i).content;
    lines.push(line);
    size += line.length + 1;
  }
  const inputs = {
    mixed_10mb: lines.join('\n'),
    one_long_token: 'a'.repeat(10_000_000),
    repeated_keywords: 'password= token: key=: '.repeat(420_000),
    url_fragments: '://a:b'.repeat(1_700_000),
  };
  const out = {};
  for (const [name, text] of Object.entries(inputs)) {
    const samples = [];
    let findings = 0;
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      findings = scanSecrets(text).length;
      samples.push(performance.now() - start);
    }
    const s = stats(samples);
    out[name] = {
      chars: text.length,
      findings,
      ...s,
      mb_per_s: round(text.length / 1e6 / (s.median_ms / 1000)),
    };
  }
  return out;
}

try {
  log('tokenize');
  result.results.tokenize = tokenizeBench();
  log('secret scan');
  result.results.secret_scan = secretScanBench(prng(7));
  const rand = prng(42);
  const now = Date.now();
  log(`writing ${N} records to a JSONL file`);
  const file = join(base, 'import.jsonl');
  const out = createWriteStream(file);
  for (let i = 0; i < N; i++)
    if (!out.write(`${exportLine(rand, i, now)}\n`)) await new Promise((r) => out.once('drain', r));
  await new Promise((r) => out.end(r));

  log('bulk import (fresh process)');
  const imp = JSON.parse(
    execFileSync(process.execPath, [join(here, 'import-child.mjs'), root, home, file], {
      maxBuffer: 1 << 20,
    }).toString(),
  );
  result.results.bulk_import = {
    records: imp.imported,
    ms: round(imp.ms),
    records_per_s: Math.round(imp.imported / (imp.ms / 1000)),
    // CPU of both threads, and the main thread's busy time: when the latter is close to `ms`, the main
    // thread (ledger appends, SQLite) is what limits the import.
    cpu_ms: round(imp.cpu_ms),
    main_thread_busy_ms: round(imp.main_busy_ms),
    peak_rss_mb: round(imp.peak_rss_mb),
  };

  let spool = openSpool({ root, home, warn: () => {} });
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
  result.results.peak_rss_mb = round(process.resourceUsage().maxRSS / 1024);

  log('cold open + first recall');
  const cold = await time(async () => {
    spool = openSpool({ root, home, warn: () => {} });
    await spool.recall({ query: 'postgres', mode: 'lexical' });
  });
  result.results.cold_open_first_recall = { ms: round(cold) };
  await spool.close();

  if (!process.argv.includes('--skip-hybrid')) {
    log('embedding every record (384-d hashing embedder: synthetic vectors)');
    spool = openSpool({ root, home, warn: () => {}, embedder: createHashEmbedder(384) });
    const embedMs = await time(() => spool.embed());
    log('hybrid recall');
    const hybrid = [];
    for (let i = 0; i < 200; i++) {
      const q = makeQuery(rand);
      hybrid.push(await time(() => spool.recall({ query: q, mode: 'hybrid', limit: 10 })));
    }
    result.results.hybrid_recall = {
      ...stats(hybrid.slice(20)),
      records: N,
      dimensions: 384,
      embed_backfill_ms: round(embedMs),
      breakdown_included: true,
      note: 'includes embedding the query',
    };
    await spool.close();
  }
} finally {
  rmSync(base, { recursive: true, force: true });
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
