// Shared helpers for the benchmarks: timing stats, machine description, synthetic developer memories.
import { cpus, totalmem } from 'node:os';

export function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return {
    n: s.length,
    median_ms: round(q(0.5)),
    p95_ms: round(q(0.95)),
    min_ms: round(s[0]),
    max_ms: round(s[s.length - 1]),
  };
}

export function round(x) {
  return Math.round(x * 1000) / 1000;
}

export function machine() {
  return {
    cpus: cpus().length,
    cpu_model: cpus()[0]?.model ?? 'unknown',
    mem_gb: round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
}

export async function time(fn) {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/** A deterministic PRNG (mulberry32) so every run benchmarks the same workload. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A corpus with a realistic, Zipf-distributed vocabulary: real memory stores have a long tail of
// component names, identifiers and domain words, and a few very common terms.
const SYL = [
  'ka',
  'lo',
  'mi',
  'ne',
  'tor',
  'vex',
  'qua',
  'ri',
  'zen',
  'pal',
  'dor',
  'fi',
  'gu',
  'sha',
  'bel',
  'cor',
  'lin',
  'mak',
  'nor',
  'pet',
];
function pseudoWord(i) {
  let w = '';
  let n = i + 20;
  do {
    w += SYL[n % SYL.length];
    n = Math.floor(n / SYL.length);
  } while (n > 0);
  return w;
}
const VOCAB = Array.from({ length: 30_000 }, (_, i) => pseudoWord(i));
const COMPONENTS = Array.from(
  { length: 2_000 },
  (_, i) => `${pseudoWord(i * 7 + 3)}-${pseudoWord(i * 13 + 5)}`,
);
const TECH = [
  'postgres',
  'redis',
  'sqlite',
  'kafka',
  'sqs',
  'zod',
  'pino',
  'fly.io',
  'vercel',
  'vitest',
  'msgpack',
  'protobuf',
  'grpc',
  'graphql',
  'websockets',
  'opentelemetry',
  'sentry',
  'docker',
  'terraform',
  'nginx',
  'rabbitmq',
  'elasticsearch',
  'clickhouse',
  'duckdb',
  's3',
  'cloudflare',
  'auth0',
  'keycloak',
  'stripe',
  'twilio',
  'esbuild',
  'vite',
  'turbo',
  'pnpm',
  'bun',
  'deno',
  'prisma',
  'drizzle',
  'knex',
  'typeorm',
];
const VERBS = [
  'must use',
  'uses',
  'should avoid',
  'depends on',
  'was migrated to',
  'never calls',
  'wraps',
  'validates input with',
  'logs through',
  'retries with',
  'caches results in',
  'is deployed on',
  'reads config from',
  'is tested with',
  'serialises with',
];
const REASONS = [
  'because latency matters',
  'since the old one leaked memory',
  'so that retries are safe',
  'because the team knows it',
  'due to licence terms',
  'to keep the bundle small',
  'after the march outage',
  'for compliance',
  'because it is cheaper',
  'to simplify on-call',
];
const IDENTS = [
  'parseHttpRequest',
  'user_session_id',
  'src/store/ledger.ts',
  'BillingClient.charge',
  'retryPolicy',
  'MAX_BATCH_SIZE',
  'lib/auth/jwt.ts',
  'invoice_total_cents',
  'OrderRepository',
  'web/routes/admin.tsx',
];
const TYPES = ['decision', 'constraint', 'convention', 'fact', 'note', 'workflow', 'incident', 'project'];

function zipf(n, s = 1.07) {
  const cdf = new Float64Array(n);
  let acc = 0;
  for (let i = 0; i < n; i++) {
    acc += 1 / (i + 1) ** s;
    cdf[i] = acc;
  }
  return (rand) => {
    const x = rand() * acc;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}
const vocabIdx = zipf(VOCAB.length);
const compIdx = zipf(COMPONENTS.length);
const techIdx = zipf(TECH.length, 0.8);

export function makeMemory(rand, i) {
  const pick = (a) => a[Math.floor(rand() * a.length)];
  const words = [];
  const extra = 5 + Math.floor(rand() * 10);
  for (let k = 0; k < extra; k++) words.push(VOCAB[vocabIdx(rand)]);
  const parts = [`the ${COMPONENTS[compIdx(rand)]}`, pick(VERBS), TECH[techIdx(rand)], words.join(' ')];
  if (rand() < 0.6) parts.push(pick(REASONS));
  if (rand() < 0.3) parts.push(`(see ${pick(IDENTS)})`);
  parts.push(`#${i}`);
  return { content: parts.join(' '), memory_type: pick(TYPES), tags: [TECH[techIdx(rand)].split('.')[0]] };
}

/** A query naming a few terms of some memory (most real queries target something that exists). */
export function makeQuery(rand) {
  const m = makeMemory(rand, 0)
    .content.split(' ')
    .filter((w) => w.length > 3 && !w.startsWith('#'));
  const n = 2 + Math.floor(rand() * 3);
  const out = [];
  for (let k = 0; k < n && m.length > 0; k++) out.push(m.splice(Math.floor(rand() * m.length), 1)[0]);
  return rand() < 0.2 ? `why does ${out.join(' ')}` : out.join(' ');
}
export function exportLine(rand, i, now) {
  const m = makeMemory(rand, i);
  const id = `01BENCH${String(i).padStart(19, '0')}`;
  const t = new Date(now - (100_000 - i) * 60_000).toISOString();
  return JSON.stringify({
    record_id: id,
    content: m.content,
    memory_type: m.memory_type,
    scope: 'project',
    state: 'accepted',
    origin: { source_kind: 'imported' },
    sensitivity: 'internal',
    tags: m.tags,
    entity_refs: [],
    file_refs: [],
    symbol_refs: [],
    code_anchors: [],
    valid_from: t,
    supersedes: [],
    created_at: t,
    updated_at: t,
    content_hash: 'x',
  });
}

/**
 * Stack claims for the reality-check benchmarks: some agree with the synthetic monorepo (Fly.io, PostgreSQL,
 * pnpm), some are outdated (Heroku, MySQL, yarn), so the packet carries both kinds of verdict.
 */
export const STACK_CLAIMS = Object.freeze([
  'We deploy to Heroku with git push',
  'Production runs on Fly.io',
  'The database is PostgreSQL',
  'Orders are stored in MySQL',
  'Tests use Jest',
  'Unit tests run with Vitest',
  'We use pnpm workspaces',
  'Install dependencies with yarn',
]);
