// `npm run bench:agent`: does what spool injects into a coding agent help it? A coding-domain scenario suite
// (bench/agent/projects/*.mjs: synthetic projects of different stacks, their memories and realistic
// developer prompts with gold labels) run through the real product from dist/ (run `npm run build` first).
//
// Per project, through the library API and the hook entry point the CLI uses:
//   1. memories are written with an injected clock (so some are months old), as a person (`remember`), an
//      agent (`memory_propose` → candidate), or distilled from a session transcript (`distillPending`, then a
//      reviewer accepts some); secret-bearing inputs are offered and must be refused;
//   2. every prompt goes through the user-prompt hook (`runHookIo`, what `spool hook user-prompt` runs; a
//      subset is also spawned as `node dist/cli/bin.js hook user-prompt` with a Claude Code payload, and
//      must inject the same) and through `memory_context` (`context({task, files})`);
//   3. the wakeup packet is built and its footer compared with what it really left out.
//
// Reports precision/recall vs the gold labels, violations (candidates, superseded or secret content injected;
// secrets stored, and credentials refused without a finding on the value itself), stale/disputed items injected without their marker, and wakeup omissions. It reports and
// never fails the process on missed targets. One JSON object on stdout; progress on stderr.
// Options: --project <name> (only that one) · --examples N (wrong injections/misses listed, default 12) ·
// --spawn-every N (spawn every Nth prompt, default 4; 0 = none). SPOOL_BENCH_KEEP=1 keeps the stores.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanSecrets } from '../dist/guard/secrets.js';
import { runHookIo } from '../dist/hooks/main.js';
import {
  DEFAULT_PROMPT_THRESHOLD,
  PROMPT_BUDGET_TOKENS,
  PROMPT_MIN_COVERAGE,
  PROMPT_MIN_RARE_COVERAGE,
  PROMPT_MIN_RELATIVE_SCORE,
} from '../dist/hooks/run.js';
import { openSpool } from '../dist/index.js';
import { distillPending } from '../dist/integrations/ingest/index.js';
import { PROJECTS } from './agent/projects/index.mjs';
import { machine, round } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const BIN = join(here, '..', 'dist', 'cli', 'bin.js');
const log = (m) => process.stderr.write(`bench:agent: ${m}\n`);
const argOf = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const ONLY = argOf('project', undefined);
const EXAMPLES = Number(argOf('examples', 12));
const SPAWN_EVERY = Number(argOf('spawn-every', 4));

/** "Now" of every scenario: memories are dated relative to it. */
const NOW = Date.parse('2026-06-01T12:00:00Z');
const DAY = 86_400_000;
const TARGETS = { hook_precision: 0.8, hook_recall: 0.8, violations: 0, markers_missing: 0 };
// Single-value predicates carry the stale marker (seed 004) once older than this and unconfirmed.
const STALE_DAYS = 180;
const SINGLE_VALUE = new Set(['uses_database', 'deployment_platform', 'auth_method', 'package_manager']);
const STALE_RE = /⚠ stale/;
const DISPUTE_RE = /⚖|contradict|conflict|disputed/i;
const REPLACED_RE = /⚖|↷|superseded|outdated|replaced|contradicts/i;

const clean = (s) => s.replace(/\s+/g, ' ').trim();
// Words of every script: a statement written all in Persian or Thai has no Latin word to match a candidate by.
// Chinese and Japanese characters count one by one, as their runs carry no spaces between words.
const words = (s) =>
  new Set(
    s
      .toLowerCase()
      .match(
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{M}\p{N}_])+/gu,
      ) ?? [],
  );
function jaccard(a, b) {
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  return inter / (a.size + b.size - inter || 1);
}

/** Paths and `@file` mentions in a prompt: what an agent would pass to memory_context as `files`. */
/** Whether the secret gate's findings on `text` cover the credential `value` itself (its whole, or 8+ of it). */
function valueCovered(text, value) {
  return scanSecrets(text).some((f) => {
    const span = text.slice(f.start, f.end);
    return span.includes(value) || (span.length >= 8 && value.includes(span));
  });
}

function filesOf(prompt) {
  const out = [];
  for (const m of prompt.matchAll(/@?((?:[\w.-]+\/)*[\w.-]+\.[a-z]{1,5})\b/gi)) {
    const p = m[1];
    if (/^(?:e\.g|i\.e)$/i.test(p) || /^\d/.test(p)) continue;
    if (!out.includes(p)) out.push(p);
  }
  return out;
}

function claudePayload(root, sessionId, prompt) {
  return JSON.stringify({
    session_id: sessionId,
    transcript_path: join(root, '..', 'transcripts', `${sessionId}.jsonl`),
    cwd: root,
    permission_mode: 'default',
    hook_event_name: 'UserPromptSubmit',
    prompt,
  });
}

/** Runs a hook in-process (what `spool hook <event>` runs) and returns the context it injects. */
async function hookContext(event, payload, root, home) {
  let out = '';
  await runHookIo(
    event,
    {
      stdout: (t) => {
        out += t;
      },
      stderr: () => {},
      env: { SPOOL_HOME: home, SPOOL_NOW: new Date(NOW).toISOString() },
      cwd: root,
      readStdin: async () => payload,
    },
    undefined,
  );
  return JSON.parse(out).hookSpecificOutput?.additionalContext ?? '';
}

/** The memory lines of an injected prompt packet (`- [confidence] content markers`). */
function injectedLines(text) {
  return text.split('\n').filter((l) => l.startsWith('- ['));
}

function transcriptLine(sessionId, i, role, text, at) {
  return JSON.stringify({
    parentUuid: i === 0 ? null : `u-${i - 1}`,
    isSidechain: false,
    userType: 'external',
    cwd: '/home/dev/project',
    sessionId,
    version: '1.0.80',
    gitBranch: 'main',
    type: role,
    message:
      role === 'assistant'
        ? { role: 'assistant', model: 'claude-sonnet-4', content: [{ type: 'text', text }] }
        : { role: 'user', content: text },
    uuid: `u-${i}`,
    timestamp: new Date(at + i * 60_000).toISOString(),
  });
}

function ratio(n, d) {
  return d === 0 ? null : round(n / d);
}

async function runProject(project, examples) {
  const base = mkdtempSync(join(tmpdir(), `spool-bench-agent-${project.name}-`));
  const root = join(base, 'project');
  const home = join(base, 'home');
  mkdirSync(root, { recursive: true });
  mkdirSync(join(base, 'transcripts'), { recursive: true });
  let now = NOW;
  const clock = () => new Date(now);
  const spool = openSpool({ root, home, clock, warn: () => {} });
  const r = {
    project: project.name,
    stack: project.stack,
    memories: 0,
    prompts: project.prompts.length,
    secrets_offered: 0,
    secrets_stored: 0,
    // Refused, but not for the value: no finding's span covers the credential (an identifier beside it was
    // taken instead), so the refusal was luck.
    secrets_value_uncovered: 0,
    // `extracted`: a stored candidate says the keyed turn (Jaccard ≥ 0.5 with it); `rule_of_turn`: a candidate
    // is a part of the turn (≥ 0.8 of its words are the turn's), as when the rule is kept without the task
    // around it; `missed` are the turns with neither.
    distill: { said: 0, extracted: 0, rule_of_turn: 0, missed: [] },
    write_errors: [],
    // `may replace <id>` warnings of remember (the replacement suggestion): on a labelled replaced or disputed
    // pair, or on another memory.
    may_replace: { on_labelled_pair: 0, other: 0 },
    // `memory lint` findings `possible_replacement` once every memory is in: same split.
    lint_possible_replacement: { on_labelled_pair: 0, other: 0 },
  };
  try {
    await spool.init();
    const byKey = new Map(); // key → spec
    const idOf = new Map(); // key → record id
    const keyOfId = new Map();
    const secretValues = [];
    for (const m of project.memories) {
      if (byKey.has(m.key)) throw new Error(`${project.name}: duplicate key ${m.key}`);
      byKey.set(m.key, m);
    }
    for (const m of project.memories) {
      for (const ref of [m.supersedes, m.disputes].filter(Boolean)) {
        if (!byKey.has(ref)) throw new Error(`${project.name}/${m.key}: unknown key ${ref}`);
      }
    }
    // Oldest first, so supersession and conflicts happen in the order a team would have written them.
    const writes = [...project.memories].sort((a, b) => b.age - a.age);
    for (const m of writes) {
      now = NOW - m.age * DAY;
      if (m.secret) {
        r.secrets_offered++;
        secretValues.push(m.secret);
        if (!valueCovered(m.text, m.secret)) r.secrets_value_uncovered++;
      }
      const args = { content: m.text, memory_type: m.type, tags: m.tags ?? [], file_refs: m.files ?? [] };
      if (m.reason) args.reason = m.reason;
      if (m.fact) {
        const [subject, predicate, object] = m.fact.split('|').map((s) => s.trim());
        args.fact = { subject, predicate, object, strength: m.inferred ? 'inferred' : 'stated' };
      }
      if (m.candidate) args.source_kind = 'ai_proposal';
      try {
        const res = await spool.remember(args);
        idOf.set(m.key, res.record_id);
        keyOfId.set(res.record_id, m.key);
        for (const w of res.warnings) {
          const other = keyOfId.get(/^may replace (\S+)/.exec(w)?.[1]);
          if (other === undefined) continue;
          const pair =
            [m.supersedes, m.disputes].includes(other) ||
            [byKey.get(other)?.supersedes, byKey.get(other)?.disputes].includes(m.key);
          if (pair) r.may_replace.on_labelled_pair++;
          else r.may_replace.other++;
        }
        if (m.secret) r.secrets_stored++;
        else r.memories++;
        if (m.canonical) await spool.transition(res.record_id, 'promote');
      } catch (err) {
        if (!m.secret) r.write_errors.push(`${m.key}: ${err.code ?? ''} ${err.message.split('\n')[0]}`);
      }
    }
    for (const m of writes.filter((x) => x.reaffirm !== undefined && idOf.has(x.key))) {
      now = NOW - m.reaffirm * DAY;
      await spool.reaffirm(idOf.get(m.key));
    }

    // One session distilled from its transcript; the reviewer accepts what was said as settled.
    for (const s of project.sessions ?? []) {
      now = NOW - s.age * DAY;
      const path = join(base, 'transcripts', `${s.id}.jsonl`);
      writeFileSync(
        path,
        `${s.turns.map((t, i) => transcriptLine(s.id, i, t.role, t.text, now)).join('\n')}\n`,
      );
      const out = await distillPending(spool, { transcript: path, now: clock(), full: true });
      const stored = out.processed.flatMap((p) =>
        p.stored.map((st) => ({ id: st.record_id, content: p.extractions[st.index].content })),
      );
      const refusedSecrets = out.processed.reduce((n, p) => n + p.refused.length, 0);
      const matched = new Set();
      for (const t of s.turns) {
        if (t.secret) {
          r.secrets_offered++;
          secretValues.push(t.secret);
          if (!valueCovered(t.text, t.secret)) r.secrets_value_uncovered++;
        }
        if (!t.key) continue;
        r.distill.said++;
        const tw = words(t.text);
        let best;
        let bestSim = 0;
        for (const st of stored) {
          const sim = jaccard(tw, words(st.content));
          if (sim > bestSim) {
            bestSim = sim;
            best = st;
          }
        }
        if (best === undefined || bestSim < 0.5) {
          const part = stored.find((st) => {
            const sw = words(st.content);
            let shared = 0;
            for (const w of sw) if (tw.has(w)) shared++;
            return sw.size >= 4 && shared / sw.size >= 0.8;
          });
          if (part !== undefined) {
            r.distill.rule_of_turn++;
            matched.add(part.id);
          } else r.distill.missed.push(t.text);
          continue;
        }
        r.distill.extracted++;
        matched.add(best.id);
        const spec = { key: t.key, type: t.type ?? 'note', text: best.content, session: s.id };
        if (t.candidate) spec.candidate = true;
        byKey.set(t.key, spec);
        idOf.set(t.key, best.id);
        keyOfId.set(best.id, t.key);
        if (!t.candidate) await spool.transition(best.id, 'accept');
      }
      // Stored secrets from the transcript: any record whose content carries a secret value.
      const secretStored = stored.filter((st) => secretValues.some((v) => st.content.includes(v)));
      r.secrets_stored += secretStored.length;
      r.distill.refused_secrets = refusedSecrets;
      // Candidates nobody said as settled (assistant proposals, asides): noise in the review queue.
      r.distill.unlabelled = stored.filter((st) => !matched.has(st.id)).map((st) => st.content);
    }
    now = NOW;
    r.memories = idOf.size - r.secrets_stored;

    // Ground truth the checks read.
    const supersededKeys = new Set(project.memories.filter((m) => m.supersedes).map((m) => m.supersedes));
    const disputedKeys = new Set();
    for (const m of project.memories) {
      if (m.disputes) {
        disputedKeys.add(m.key);
        disputedKeys.add(m.disputes);
      }
    }
    // Every memory of a labelled replaced or disputed pair, either side: a contradiction marker there is due.
    const pairKeys = new Set([
      ...disputedKeys,
      ...supersededKeys,
      ...project.memories.filter((m) => m.supersedes).map((m) => m.key),
    ]);
    const staleKeys = new Set(
      project.memories
        .filter((m) => {
          if (!m.fact || supersededKeys.has(m.key) || m.candidate || m.secret) return false;
          const pred = m.fact.split('|')[1].trim();
          const confirmed = m.reaffirm ?? m.age;
          return SINGLE_VALUE.has(pred) && m.age > STALE_DAYS && confirmed > STALE_DAYS;
        })
        .map((m) => m.key),
    );
    const candidateKeys = new Set([...byKey.values()].filter((m) => m.candidate).map((m) => m.key));
    const secretIds = new Set(
      project.memories.filter((m) => m.secret && idOf.has(m.key)).map((m) => idOf.get(m.key)),
    );
    const contentKey = [...byKey.values()]
      .filter((m) => idOf.has(m.key))
      .map((m) => ({ key: m.key, text: clean(m.text) }))
      .sort((a, b) => b.text.length - a.text.length);
    // A rendered line holds the memory's content; should rendering ever shorten it, the closest content wins.
    const contentWords = contentKey.map((c) => ({ key: c.key, words: words(c.text) }));
    const keyOfLine = (line) => {
      const exact = contentKey.find((c) => line.includes(c.text));
      if (exact) return exact.key;
      const lw = words(line);
      let best;
      let bestSim = 0.6;
      for (const c of contentWords) {
        const sim = jaccard(lw, c.words);
        if (sim >= bestSim) {
          bestSim = sim;
          best = c.key;
        }
      }
      return best;
    };

    const sessionKeys = new Set(
      (project.sessions ?? []).flatMap((x) => x.turns.filter((t) => t.key).map((t) => t.key)),
    );
    /** Scores one injection (a list of {key, markers text}) against a prompt's gold. */
    const score = (acc, prompt, injected, where, rawText) => {
      const gold = new Set(prompt.gold);
      // A statement of a session that the distiller missed stays gold: nothing can inject it, it is a miss.
      for (const g of gold) {
        if (!byKey.has(g) && !sessionKeys.has(g)) throw new Error(`${project.name}: gold key ${g} unknown`);
      }
      const keys = injected.map((i) => i.key ?? '(unknown)');
      acc.injected += keys.length;
      acc.gold += gold.size;
      acc.tp += keys.filter((k) => gold.has(k)).length;
      if (keys.length > 0) acc.prompts_injected++;
      if (gold.size === 0 && keys.length > 0) acc.noise_prompts++;
      // Where the misses come from: prompts that got nothing at all, and prompts naming a file.
      if (gold.size > 0 && keys.length === 0) acc.silent_prompts++;
      const missedHere = [...gold].filter((g) => !keys.includes(g)).length;
      if (filesOf(prompt.text).length > 0) acc.missed_in_file_prompts += missedHere;
      const violations = [];
      for (const i of injected) {
        if (i.key && candidateKeys.has(i.key)) {
          acc.candidates_injected++;
          violations.push(`candidate ${i.key}`);
        }
        // A replaced memory may still appear as history when it says so (its marker names the replacement);
        // shown as if current, it misleads the agent.
        if (i.key && supersededKeys.has(i.key)) {
          if (REPLACED_RE.test(i.markers)) acc.superseded_marked++;
          else {
            acc.superseded_injected++;
            violations.push(`superseded ${i.key}`);
          }
        }
        if (i.id && secretIds.has(i.id)) acc.secret_injected++;
        if (i.key && staleKeys.has(i.key) && !STALE_RE.test(i.markers)) {
          acc.stale_unmarked++;
          violations.push(`stale without marker ${i.key}`);
        }
        // A contradiction marker on a memory of no labelled pair cries wolf: the agent doubts a memory that holds.
        if (i.key && DISPUTE_RE.test(i.markers) && !pairKeys.has(i.key)) acc.false_alarms++;
        if (i.key && disputedKeys.has(i.key) && !DISPUTE_RE.test(i.markers)) {
          acc.disputed_unmarked++;
          violations.push(`disputed without marker ${i.key}`);
        }
      }
      if (secretValues.some((v) => rawText.includes(v))) acc.secret_injected++;
      const fp = keys.filter((k) => !gold.has(k));
      const fn = [...gold].filter((g) => !keys.includes(g));
      if (
        (fp.length > 0 || fn.length > 0 || violations.length > 0) &&
        examples.length < Math.max(400, EXAMPLES)
      ) {
        examples.push({
          project: project.name,
          via: where,
          prompt: prompt.text,
          wrong: fp.map((k) => `${k}: ${byKey.get(k)?.text.slice(0, 90) ?? k}`),
          missed: fn.map((k) => `${k}: ${byKey.get(k)?.text.slice(0, 90)}`),
          violations,
        });
      }
    };
    const acc = () => ({
      injected: 0,
      gold: 0,
      tp: 0,
      prompts_injected: 0,
      noise_prompts: 0,
      silent_prompts: 0,
      superseded_marked: 0,
      missed_in_file_prompts: 0,
      candidates_injected: 0,
      superseded_injected: 0,
      secret_injected: 0,
      stale_unmarked: 0,
      disputed_unmarked: 0,
      false_alarms: 0,
    });
    const hook = acc();
    const ctx = acc();
    const hookMisses = [];
    let spawned = 0;
    const spawnMismatch = [];

    for (const [pi, prompt] of project.prompts.entries()) {
      const sessionId = `bench-${project.name}-${Math.floor(pi / 6)}`;
      const payload = claudePayload(root, sessionId, prompt.text);
      const text = await hookContext('user-prompt', payload, root, home);
      const hookItems = injectedLines(text).map((l) => ({ key: keyOfLine(l), markers: l }));
      score(hook, prompt, hookItems, 'hook', text);
      for (const g of prompt.gold)
        if (!hookItems.some((i) => i.key === g)) hookMisses.push({ prompt: prompt.text, key: g });

      if (SPAWN_EVERY > 0 && pi % SPAWN_EVERY === 0) {
        spawned++;
        const p = spawnSync(process.execPath, [BIN, 'hook', 'user-prompt'], {
          input: payload,
          encoding: 'utf8',
          env: { ...process.env, SPOOL_HOME: home, SPOOL_NOW: new Date(NOW).toISOString() },
        });
        const spawnedText =
          p.status === 0 ? (JSON.parse(p.stdout).hookSpecificOutput?.additionalContext ?? '') : null;
        const a = injectedLines(text).map(keyOfLine).join(',');
        const b =
          spawnedText === null ? `exit ${p.status}` : injectedLines(spawnedText).map(keyOfLine).join(',');
        if (a !== b) {
          spawnMismatch.push({
            prompt: prompt.text,
            in_process: a,
            spawned: b,
            stderr: p.stderr.slice(0, 300),
          });
        }
      }

      const files = prompt.files ?? filesOf(prompt.text);
      const packet = await spool.context({ task: prompt.text, files });
      const items = packet.sections.flatMap((s) => s.items);
      const ctxItems = items.map((i) => ({ key: keyOfId.get(i.id), id: i.id, markers: i.markers.join(' ') }));
      score(
        ctx,
        prompt,
        ctxItems,
        'memory_context',
        items.map((i) => `${i.content} ${i.markers.join(' ')}`).join('\n'),
      );
    }

    // post-tool-use: after an Edit of a file, the memories naming that file, once per session. Gold: the
    // reviewed, current memories whose file_refs name it. The same edit again must add nothing.
    const edit = acc();
    let reinjected = 0;
    const editedFiles = [
      ...new Set(project.memories.flatMap((m) => (m.secret ? [] : (m.files ?? [])))),
    ].filter((f) => /\.[a-z]{1,5}$/i.test(f));
    for (const [fi, file] of editedFiles.entries()) {
      const payload = JSON.stringify({
        session_id: `bench-${project.name}-edit-${fi}`,
        transcript_path: join(base, 'transcripts', 'edit.jsonl'),
        cwd: root,
        permission_mode: 'default',
        hook_event_name: 'PostToolUse',
        tool_name: 'Edit',
        tool_input: { file_path: join(root, file), old_string: 'a', new_string: 'b' },
        tool_response: { filePath: join(root, file), success: true },
      });
      const runEdit = () => hookContext('post-tool-use', payload, root, home);
      const first = await runEdit();
      const gold = project.memories
        .filter(
          (m) => (m.files ?? []).includes(file) && !m.candidate && !m.secret && !supersededKeys.has(m.key),
        )
        .map((m) => m.key);
      const items = injectedLines(first).map((l) => ({ key: keyOfLine(l), markers: l }));
      score(edit, { text: `(edited ${file})`, gold }, items, 'post-tool-use', first);
      // Memories the first edit left out for its limit may follow on the second; what it showed may not.
      const shownFirst = new Set(injectedLines(first));
      reinjected += injectedLines(await runEdit()).filter((l) => shownFirst.has(l)).length;
    }

    for (const f of (await spool.lint()).findings) {
      if (f.rule !== 'possible_replacement') continue;
      const older = keyOfId.get(f.target);
      const newer = keyOfId.get(/^(\S+) \(newer\)/.exec(f.message)?.[1]);
      const spec = byKey.get(newer);
      const pair =
        spec !== undefined &&
        ([spec.supersedes, spec.disputes].includes(older) || byKey.get(older)?.disputes === newer);
      if (pair) r.lint_possible_replacement.on_labelled_pair++;
      else r.lint_possible_replacement.other++;
    }

    // Wakeup: what it shows, what it says it left out, and what it really left out.
    const wake = await spool.wakeup();
    const shown = wake.sections.flatMap((s) => s.items);
    // Expiring facts (old, unconfirmed) are still current and still shown, with their marker. A memory the
    // scenario replaced counts too while spool still lists it as active (it was outdated by a contradiction
    // hint, not archived): the wakeup leaves it out, and its footer must count it.
    // A credential the gate let through is an ordinary memory to spool: the footer counts it when it is left
    // out, so it counts here too (that it was stored at all is reported as `secrets_stored`).
    const active = await spool.list({ limit: 10_000, states: ['accepted', 'canonical', 'expiring'] });
    const footerOmitted = Number(/(\d+) omitted/.exec(wake.footer)?.[1] ?? Number.NaN);
    const wakeViolations = shown.filter((i) => {
      const k = keyOfId.get(i.id);
      const replacedAsCurrent = supersededKeys.has(k) && !REPLACED_RE.test(i.markers.join(' '));
      return candidateKeys.has(k) || replacedAsCurrent || secretIds.has(i.id);
    });
    const canonicalKeys = project.memories.filter((m) => m.canonical).map((m) => m.key);
    const shownKeys = new Set(shown.map((i) => keyOfId.get(i.id)));
    const shownIds = new Set(shown.map((i) => i.id));
    const reallyOmitted = active.filter((x) => !shownIds.has(x.record_id)).length;
    r.wakeup = {
      shown: shown.length,
      eligible: active.length,
      really_omitted: reallyOmitted,
      footer_omitted: footerOmitted,
      json_omitted: wake.omitted,
      footer_honest: footerOmitted === reallyOmitted,
      tokens: wake.tokens,
      budget_tokens: wake.budget_tokens,
      violations: wakeViolations.map((i) => keyOfId.get(i.id) ?? i.id),
      canonical_missing: canonicalKeys.filter((k) => !shownKeys.has(k)),
      stale_unmarked: shown.filter(
        (i) => staleKeys.has(keyOfId.get(i.id)) && !STALE_RE.test(i.markers.join(' ')),
      ).length,
      disputed_unmarked: shown.filter(
        (i) => disputedKeys.has(keyOfId.get(i.id)) && !DISPUTE_RE.test(i.markers.join(' ')),
      ).length,
      false_alarms: shown.filter(
        (i) => DISPUTE_RE.test(i.markers.join(' ')) && !pairKeys.has(keyOfId.get(i.id)),
      ).length,
    };
    const misses = await missReasons(spool, hookMisses, idOf);
    r.hook = { ...summarize(hook), misses_by_reason: misses.counts, misses: misses.each };
    r.memory_context = summarize(ctx);
    r.post_tool_use = {
      ...summarize(edit),
      edits: editedFiles.length,
      reinjected_on_second_edit: reinjected,
    };
    r.spawned_hook_runs = spawned;
    r.spawned_hook_mismatches = spawnMismatch;
    r.labels = {
      superseded: supersededKeys.size,
      disputed: disputedKeys.size,
      stale: staleKeys.size,
      candidates: candidateKeys.size,
      session_distilled: (project.sessions ?? []).reduce(
        (n, s) => n + s.turns.filter((t) => t.key).length,
        0,
      ),
    };
    r._acc = { hook, ctx, edit };
    return r;
  } finally {
    await spool.close();
    // SPOOL_BENCH_KEEP=1 keeps each project's store to look into (`spool recall … --explain` in it).
    if (process.env.SPOOL_BENCH_KEEP === '1') log(`${project.name}: store kept in ${base}`);
    else rmSync(base, { recursive: true, force: true });
  }
}

/** The bars of the user-prompt hook, in the order its bundle applies them (src/hooks/run.ts). */
const HOOK_BARS = [
  ['coverage', { min_coverage: PROMPT_MIN_COVERAGE, min_rare_coverage: PROMPT_MIN_RARE_COVERAGE }],
  ['min_score', { min_score: DEFAULT_PROMPT_THRESHOLD }],
  ['relative_score', { min_relative_score: PROMPT_MIN_RELATIVE_SCORE }],
  ['limit_or_budget', { limit: 10, budget_tokens: PROMPT_BUDGET_TOKENS }],
];

/**
 * Why the hook left each gold memory out: the prompt's bundle is built again with every bar open, then the
 * hook's bars are put back one at a time; the first that drops the memory is the reason (`no_overlap`: not
 * among the 100 best matches sharing a word of the prompt's topic, or shares none). Run after the project's
 * prompts, so the tracker holds every prompt's touches: a diagnosis, close to but not exactly the hook's run.
 */
async function missReasons(spool, misses, idOf) {
  const out = { no_overlap: 0, ...Object.fromEntries(HOOK_BARS.map(([name]) => [name, 0])), kept: 0 };
  const each = [];
  const open = {
    maintenance: false,
    limit: 100,
    budget_tokens: 1_000_000,
    min_coverage: 0,
    min_rare_coverage: 0,
    min_score: 0,
    min_relative_score: 0,
  };
  for (const m of misses) {
    const id = idOf.get(m.key);
    const has = async (opts) =>
      (await spool.context({ ...opts, task: m.prompt })).sections.some((s) =>
        s.items.some((i) => i.id === id),
      );
    let opts = open;
    let reason = (await has(opts)) ? undefined : 'no_overlap';
    for (const [name, bar] of HOOK_BARS) {
      if (reason !== undefined) break;
      opts = { ...opts, ...bar };
      if (!(await has(opts))) reason = name;
    }
    out[reason ?? 'kept']++;
    each.push({ prompt: m.prompt, key: m.key, reason: reason ?? 'kept' });
  }
  return { counts: out, each };
}

function summarize(a) {
  return {
    precision: ratio(a.tp, a.injected),
    recall: ratio(a.tp, a.gold),
    injected: a.injected,
    gold: a.gold,
    true_positives: a.tp,
    prompts_with_injection: a.prompts_injected,
    empty_gold_prompts_with_injection: a.noise_prompts,
    prompts_with_gold_but_nothing_injected: a.silent_prompts,
    gold_missed_in_prompts_naming_a_file: a.missed_in_file_prompts,
    violations: {
      candidates_injected: a.candidates_injected,
      superseded_injected: a.superseded_injected,
      secret_injected: a.secret_injected,
    },
    markers_missing: { stale: a.stale_unmarked, disputed: a.disputed_unmarked },
    superseded_injected_with_marker: a.superseded_marked,
    false_alarms: a.false_alarms,
  };
}

const started = performance.now();
const projects = ONLY ? PROJECTS.filter((p) => p.name === ONLY) : PROJECTS;
if (projects.length === 0) throw new Error(`no project named ${ONLY}`);
const examples = [];
const perProject = [];
for (const p of projects) {
  log(`${p.name}: ${p.memories.length} memories, ${p.prompts.length} prompts`);
  perProject.push(await runProject(p, examples));
}
const sum = (f) => perProject.reduce((n, p) => n + f(p), 0);
const total = (which) => {
  const keys = Object.keys(perProject[0]._acc[which]);
  const a = Object.fromEntries(keys.map((k) => [k, sum((p) => p._acc[which][k])]));
  return summarize(a);
};
const hook = total('hook');
hook.misses_by_reason = {};
for (const p of perProject)
  for (const [k, v] of Object.entries(p.hook.misses_by_reason))
    hook.misses_by_reason[k] = (hook.misses_by_reason[k] ?? 0) + v;
const context = total('ctx');
const postEdit = {
  ...total('edit'),
  edits: sum((p) => p.post_tool_use.edits),
  reinjected_on_second_edit: sum((p) => p.post_tool_use.reinjected_on_second_edit),
};
const violations =
  sum((p) => p.secrets_stored) +
  Object.values(hook.violations).reduce((a, b) => a + b, 0) +
  Object.values(context.violations).reduce((a, b) => a + b, 0) +
  Object.values(postEdit.violations).reduce((a, b) => a + b, 0) +
  sum((p) => p.wakeup.violations.length);
const markersMissing =
  hook.markers_missing.stale +
  hook.markers_missing.disputed +
  context.markers_missing.stale +
  context.markers_missing.disputed +
  sum((p) => p.wakeup.stale_unmarked + p.wakeup.disputed_unmarked);
for (const p of perProject) delete p._acc;
const overall = {
  projects: perProject.length,
  memories: sum((p) => p.memories),
  prompts: sum((p) => p.prompts),
  hook,
  memory_context: context,
  post_tool_use: postEdit,
  secrets_offered: sum((p) => p.secrets_offered),
  secrets_stored: sum((p) => p.secrets_stored),
  secrets_value_uncovered: sum((p) => p.secrets_value_uncovered),
  may_replace: {
    on_labelled_pair: sum((p) => p.may_replace.on_labelled_pair),
    other: sum((p) => p.may_replace.other),
  },
  lint_possible_replacement: {
    on_labelled_pair: sum((p) => p.lint_possible_replacement.on_labelled_pair),
    other: sum((p) => p.lint_possible_replacement.other),
  },
  distill_rule_of_turn: sum((p) => p.distill.rule_of_turn),
  distill_missed: sum((p) => p.distill.missed.length),
  distill_unlabelled: sum((p) => p.distill.unlabelled?.length ?? 0),
  wakeup_footer_dishonest: perProject.filter((p) => !p.wakeup.footer_honest).map((p) => p.project),
  wakeup_canonical_missing: sum((p) => p.wakeup.canonical_missing.length),
  spawned_hook_runs: sum((p) => p.spawned_hook_runs),
  spawned_hook_mismatches: sum((p) => p.spawned_hook_mismatches.length),
  violations,
  markers_missing: markersMissing,
};
const met = {
  hook_precision: (hook.precision ?? 0) >= TARGETS.hook_precision,
  hook_recall: (hook.recall ?? 0) >= TARGETS.hook_recall,
  violations: violations === TARGETS.violations,
  markers_missing: markersMissing === TARGETS.markers_missing,
  wakeup_footer_honest: overall.wakeup_footer_dishonest.length === 0,
};
// Hook failures first (they are what the targets are about), then the context bundle's.
const shownExamples = [
  ...examples.filter((e) => e.via === 'hook'),
  ...examples.filter((e) => e.via !== 'hook'),
].slice(0, EXAMPLES);
process.stdout.write(
  `${JSON.stringify(
    {
      benchmark: 'spool-agent',
      machine: machine(),
      seconds: round((performance.now() - started) / 1000),
      targets: TARGETS,
      met,
      overall,
      projects: perProject,
      examples: shownExamples,
    },
    null,
    2,
  )}\n`,
);
