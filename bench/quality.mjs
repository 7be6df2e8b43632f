// `npm run bench:quality -- --locomo <file>`: retrieval quality on LoCoMo-format conversations.
//
// Each dialog turn becomes one memory in a fresh store (public API only); every question goes through
// `recall` and is scored by turn-level evidence recall@k (LoCoMo paper: per question, the fraction of its
// evidence dia_ids among the top k, averaged over questions) and the MRR of the first evidence hit.
// The data file is read from the path given and never copied: its licence does not allow redistribution.
//
// Options: --locomo <file> (required) · --mode lexical|hybrid|semantic (default lexical) · --embedder none|hash
// (hash: the deterministic hashing embedder, so the store keeps vectors and hybrid recall fuses them) ·
// --limit-conversations N · --per-question (adds each question's first hit rank).
// One JSON object on stdout; progress on stderr.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openSpool } from '../dist/index.js';
import { createHashEmbedder } from '../dist/search/embedders.js';
import { machine, round, stats } from './lib.mjs';

const KS = [5, 10, 25];
const LIMIT = 25;
// Names the LoCoMo release uses for its question categories (used for labels only).
const CATEGORY_NAMES = {
  1: 'multi-hop',
  2: 'temporal',
  3: 'open-domain',
  4: 'single-hop',
  5: 'adversarial',
};

const log = (m) => process.stderr.write(`bench:quality: ${m}\n`);

function parseArgs(argv) {
  const opts = {
    locomo: null,
    mode: 'lexical',
    embedder: 'none',
    limitConversations: Infinity,
    perQuestion: false,
  };
  for (let i = 2; i < argv.length; i++) {
    const a = argv[i];
    const val = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--locomo') opts.locomo = val();
    else if (a === '--mode') opts.mode = val();
    else if (a === '--embedder') opts.embedder = val();
    else if (a === '--limit-conversations') opts.limitConversations = Number(val());
    else if (a === '--per-question') opts.perQuestion = true;
    else throw new Error(`unknown option ${a}`);
  }
  if (!opts.locomo)
    throw new Error(
      'usage: bench/quality.mjs --locomo <file> [--mode lexical|hybrid|semantic] [--embedder hash]',
    );
  if (!['lexical', 'hybrid', 'semantic'].includes(opts.mode))
    throw new Error('--mode must be lexical, hybrid or semantic');
  if (!['none', 'hash'].includes(opts.embedder)) throw new Error(`--embedder must be none or hash`);
  if (!(opts.limitConversations > 0)) throw new Error('--limit-conversations must be a positive number');
  return opts;
}

/** Sessions of a LoCoMo conversation in order: [{n, date, turns}]. */
function sessionsOf(conv) {
  const out = [];
  for (const key of Object.keys(conv)) {
    const m = /^session_(\d+)$/.exec(key);
    if (!m || !Array.isArray(conv[key])) continue;
    out.push({ n: Number(m[1]), date: conv[`${key}_date_time`] ?? null, turns: conv[key] });
  }
  return out.sort((a, b) => a.n - b.n);
}

/** "1:56 pm on 8 May, 2023" → ISO timestamp, or undefined. */
function parseSessionDate(s) {
  if (typeof s !== 'string') return undefined;
  const m = /(\d{1,2}):(\d{2})\s*(am|pm)\s+on\s+(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})/i.exec(s);
  if (!m) {
    const t = Date.parse(s);
    return Number.isNaN(t) ? undefined : new Date(t).toISOString();
  }
  const [, hh, mm, ampm, day, month, year] = m;
  let hour = Number(hh) % 12;
  if (ampm.toLowerCase() === 'pm') hour += 12;
  const t = Date.parse(`${day} ${month} ${year} ${String(hour).padStart(2, '0')}:${mm}:00 UTC`);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

/** What a memory of one turn says: who said it, the text, and a shared photo's caption. */
function turnContent(turn) {
  const caption =
    typeof turn.blip_caption === 'string' && turn.blip_caption.trim() ? turn.blip_caption.trim() : '';
  const photo = caption ? ` [shares a photo: ${caption}]` : '';
  return `${turn.speaker}: ${String(turn.text ?? '').trim()}${photo}`;
}

/** Evidence ids of a question; the release has a few malformed entries ("D8:6; D9:17", "D"). */
function evidenceOf(qa) {
  const out = new Set();
  for (const e of qa.evidence ?? []) {
    for (const part of String(e).split(/[;,\s]+/)) {
      const m = /^D(\d+):(\d+)$/.exec(part.trim());
      if (m) out.add(`D${Number(m[1])}:${Number(m[2])}`);
    }
  }
  return [...out];
}

function newTally() {
  return { questions: 0, recall: Object.fromEntries(KS.map((k) => [k, 0])), rr: 0 };
}

function addTally(t, recalls, rr) {
  t.questions++;
  for (const k of KS) t.recall[k] += recalls[k];
  t.rr += rr;
}

function summarize(t) {
  const n = Math.max(1, t.questions);
  const out = { questions: t.questions };
  for (const k of KS) out[`recall@${k}`] = round(t.recall[k] / n);
  out.mrr = round(t.rr / n);
  return out;
}

async function runConversation(sample, opts, acc) {
  const conv = sample.conversation;
  const base = mkdtempSync(join(tmpdir(), 'spool-quality-'));
  const spool = openSpool({
    root: join(base, 'project'),
    home: join(base, 'home'),
    warn: () => {},
    embedder: opts.embedder === 'hash' ? createHashEmbedder() : null,
  });
  const diaOf = new Map(); // record_id → [dia_id]
  const known = new Set(); // dia_ids stored
  let turns = 0;
  let rejected = 0;
  let deduplicated = 0;
  try {
    for (const session of sessionsOf(conv)) {
      const validFrom = parseSessionDate(session.date);
      for (const turn of session.turns) {
        if (typeof turn?.dia_id !== 'string') continue;
        turns++;
        const content = turnContent(turn);
        let res;
        try {
          res = await spool.remember({
            content,
            session_id: `${sample.sample_id ?? 'conversation'}/session_${session.n}`,
            actor: String(turn.speaker).slice(0, 128),
            ...(validFrom ? { valid_from: validFrom } : {}),
          });
        } catch (err) {
          rejected++;
          log(`  ${turn.dia_id} not stored: ${err.message}`);
          continue;
        }
        if (res.action === 'updated_existing') deduplicated++;
        const list = diaOf.get(res.record_id) ?? [];
        if (list.length === 0) diaOf.set(res.record_id, list);
        list.push(turn.dia_id);
        known.add(turn.dia_id);
      }
    }

    const latencies = [];
    const modes = new Set();
    const perQuestion = [];
    let skipped = 0;
    for (const qa of sample.qa ?? []) {
      const evidence = evidenceOf(qa).filter((d) => known.has(d));
      if (evidence.length === 0 || typeof qa.question !== 'string' || qa.question.trim() === '') {
        skipped++;
        continue;
      }
      const t0 = performance.now();
      const res = await spool.recall({ query: qa.question, limit: LIMIT, mode: opts.mode, touch: false });
      latencies.push(performance.now() - t0);
      modes.add(res.mode_used);
      const ranked = res.results.map((r) => r.record_id);

      const want = new Set(evidence);
      const found = new Set();
      const recalls = {};
      let firstHit = 0;
      let k = 0;
      for (let i = 0; i < ranked.length; i++) {
        const dias = diaOf.get(ranked[i]) ?? [];
        for (const d of dias) if (want.has(d)) found.add(d);
        if (firstHit === 0 && dias.some((d) => want.has(d))) firstHit = i + 1;
        while (k < KS.length && KS[k] === i + 1) recalls[KS[k++]] = found.size / want.size;
      }
      while (k < KS.length) recalls[KS[k++]] = found.size / want.size;
      const rr = firstHit > 0 ? 1 / firstHit : 0;
      const cat = String(qa.category ?? 'unknown');
      addTally(acc.overall, recalls, rr);
      acc.byCategory[cat] ??= newTally();
      addTally(acc.byCategory[cat], recalls, rr);
      if (opts.perQuestion) {
        perQuestion.push({
          question: qa.question,
          category: qa.category,
          evidence,
          first_hit_rank: firstHit || null,
          'recall@10': round(recalls[10]),
        });
      }
    }
    acc.latencies.push(...latencies);
    return {
      sample_id: sample.sample_id ?? null,
      turns,
      memories: diaOf.size,
      deduplicated,
      rejected,
      questions_skipped_no_evidence: skipped,
      mode_used: [...modes],
      recall_latency: stats(latencies),
      ...(opts.perQuestion ? { per_question: perQuestion } : {}),
    };
  } finally {
    await spool.close();
    rmSync(base, { recursive: true, force: true });
  }
}

async function main() {
  const opts = parseArgs(process.argv);
  const path = resolve(opts.locomo);
  const raw = readFileSync(path);
  const data = JSON.parse(raw.toString('utf8'));
  const samples = (Array.isArray(data) ? data : [data]).slice(0, opts.limitConversations);
  if (opts.mode !== 'lexical' && opts.embedder === 'none')
    log(`note: --mode ${opts.mode} without --embedder degrades to lexical (no embedder configured)`);

  const acc = { overall: newTally(), byCategory: {}, latencies: [] };
  const conversations = [];
  const started = performance.now();
  for (const [i, sample] of samples.entries()) {
    log(`conversation ${i + 1}/${samples.length} (${sample.sample_id ?? '?'})`);
    conversations.push(await runConversation(sample, opts, acc));
  }

  const byCategory = {};
  for (const cat of Object.keys(acc.byCategory).sort()) {
    byCategory[cat] = { name: CATEGORY_NAMES[cat] ?? null, ...summarize(acc.byCategory[cat]) };
  }
  const result = {
    benchmark: 'spool-locomo-retrieval',
    machine: machine(),
    file: {
      path,
      sha256: createHash('sha256').update(raw).digest('hex'),
      conversations: samples.length,
    },
    config: {
      mode: opts.mode,
      embedder: opts.embedder,
      embedder_note:
        opts.embedder === 'hash'
          ? 'createHashEmbedder(384): feature hashing of words, bigrams and trigrams — a lexical proxy, not a semantic model'
          : null,
      recall_limit: LIMIT,
      touch: false,
      memory:
        'content "<speaker>: <text> [shares a photo: <caption>]", session_id per session, actor = speaker, valid_from = session date',
      metric:
        'turn-level evidence recall@k averaged over questions with evidence; MRR of the first evidence hit within the top 25',
    },
    results: {
      overall: summarize(acc.overall),
      by_category: byCategory,
      recall_latency: stats(acc.latencies),
      wall_s: round((performance.now() - started) / 1000),
      conversations,
    },
  };
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

main().catch((err) => {
  process.stderr.write(`bench:quality: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
