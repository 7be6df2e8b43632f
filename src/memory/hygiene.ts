import { nextStep, nextStepFor } from '../core/surface.js';
import { tokenSet } from '../core/tokenize.js';
import type { StoredRecord } from '../core/types.js';
import { checkMemories } from '../reality/report.js';
import { toScorable } from '../search/rank.js';
import type { SweepResult } from '../truth/expiry.js';
import { staleFactMarker } from '../truth/staleness.js';
import { unsettledChanges } from '../truth/write-hints.js';
import type { SpoolContext } from './context.js';
import type { DedupSuggestion, DoctorReport, LintFinding, LintReport } from './types.js';

/** `sweep`: the expiry sweep; `force: false` runs it at most once a day. */
export function sweep(ctx: SpoolContext, opts: { force?: boolean }): SweepResult {
  ctx.syncStore();
  return ctx.sweep(opts.force ?? true);
}

/**
 * Every record, archived ones too, whose stored text holds a secret by today's rules. `live`, when the caller
 * has already read the unarchived records, saves reading them again (lint at 100k records).
 */
function storedSecrets(
  ctx: SpoolContext,
  live?: readonly StoredRecord[],
): { record_id: string; kinds: string[] }[] {
  const { store, redactor } = ctx;
  const out: { record_id: string; kinds: string[] }[] = [];
  const all = live
    ? [...live, ...store.projection.list({ states: ['archived'] })]
    : store.projection.list({ includeArchived: true });
  for (const r of all) {
    const kinds = redactor.kindsIn(r);
    if (kinds.length > 0) out.push({ record_id: r.record_id, kinds });
  }
  return out;
}

/** `doctor`: verifies the ledger against the index; `repair` moves torn tails aside and rebuilds. */
export function doctor(ctx: SpoolContext, opts: { repair?: boolean }): DoctorReport {
  const { store } = ctx;
  let report = store.verify();
  const repaired = { torn: 0, rebuilt: false };
  if (opts.repair) {
    repaired.torn = store.repairTorn();
    if (report.projection_mismatches.length > 0 && repaired.torn === 0) {
      store.rebuild();
      repaired.rebuilt = true;
    }
    if (repaired.torn > 0) repaired.rebuilt = true;
    report = store.verify();
  }
  ctx.syncStore();
  return {
    ...report,
    ok: report.problems.length === 0 && report.projection_mismatches.length === 0,
    repaired,
    stored_secrets: storedSecrets(ctx),
  };
}

/** `dedup`: pairs of active memories of one type and tier whose token sets overlap at least `threshold`. */
export function dedup(ctx: SpoolContext, opts: { threshold?: number }): DedupSuggestion[] {
  const { store, redactor } = ctx;
  ctx.syncStore();
  const threshold = opts.threshold ?? 0.8;
  const out: DedupSuggestion[] = [];
  const seen = new Set<string>();
  for (const r of store.projection.list({ includeArchived: false })) {
    const mine = tokenSet(r.content);
    if (mine.size === 0) continue;
    const rare = [...mine]
      .map((t) => ({ t, df: store.projection.docFreq(t) }))
      .filter((x) => x.df > 0)
      .sort((a, b) => a.df - b.df)
      .slice(0, 6)
      .map((x) => x.t);
    for (const h of store.projection.lexical(rare, 6, { includeArchived: false }, 3000)) {
      const o = store.projection.getByRid(h.rid);
      if (!o || o.record_id === r.record_id || o.memory_type !== r.memory_type || o.tier !== r.tier) continue;
      const key = [r.record_id, o.record_id].sort().join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      const theirs = tokenSet(o.content);
      let inter = 0;
      for (const t of mine) if (theirs.has(t)) inter++;
      const sim = inter / (mine.size + theirs.size - inter);
      if (sim < threshold) continue;
      // Keep the more trusted, then the older one: merging should never demote knowledge.
      const rank = (x: StoredRecord) =>
        ({ canonical: 3, accepted: 2, expiring: 1 })[x.state as 'canonical'] ?? 0;
      const [keep, dup] =
        rank(r) > rank(o) ||
        (rank(r) === rank(o) &&
          (r.created_at < o.created_at || (r.created_at === o.created_at && r.record_id < o.record_id)))
          ? [r, o]
          : [o, r];
      out.push({
        keep: keep.record_id,
        duplicate: dup.record_id,
        similarity: Math.round(sim * 1000) / 1000,
        keep_content: redactor.record(keep).content,
        duplicate_content: redactor.record(dup).content,
      });
    }
  }
  return out.sort((a, b) => b.similarity - a.similarity);
}

/** `lint`: problems in the memory (stale or conflicting facts, drift, the code disagreeing, secrets, notes). */
export function lint(ctx: SpoolContext): LintReport {
  const { store, config, surface, hasher } = ctx;
  ctx.syncStore();
  const findings: LintFinding[] = [];
  const live = store.projection.list({ includeArchived: false });
  const lintNow = ctx.clock();
  const values = new Map<string, Set<string>>();
  const confirmed = (r: StoredRecord) => toScorable(ctx, r);
  for (const r of live) {
    if (r.fact && !r.reason) {
      findings.push({
        severity: 'warning',
        rule: 'fact_without_reason',
        target: r.record_id,
        message: `fact "${r.fact.subject} ${r.fact.predicate} ${r.fact.object}" has no reason: add one with ${nextStepFor(surface, 'addReason', r.record_id)}`,
      });
    }
    const stale = staleFactMarker(r, confirmed, lintNow, config.facts);
    if (stale) {
      findings.push({
        severity: 'warning',
        rule: 'stale_fact',
        target: r.record_id,
        message: `${stale}: if it still holds, ${nextStepFor(surface, 'reaffirm', r.record_id)}; if not, update or archive it`,
      });
    }
    if (r.fact && config.facts.single_value_predicates.includes(r.fact.predicate)) {
      const key = `${r.fact.subject.toLowerCase()}|${r.fact.predicate}`;
      const set = values.get(key) ?? new Set<string>();
      set.add(r.fact.object.trim().toLowerCase());
      values.set(key, set);
    }
    for (const a of r.code_anchors) {
      const now = hasher.hash(a.path);
      if (a.sha !== null && now === null) {
        findings.push({
          severity: 'warning',
          rule: 'missing_file',
          target: r.record_id,
          message: `${a.path} no longer exists: update or archive the memory`,
        });
      } else if (a.sha !== null && now !== a.sha) {
        findings.push({
          severity: 'warning',
          rule: 'code_drift',
          target: r.record_id,
          message: `${a.path} changed since recorded: verify, then ${nextStepFor(surface, 'reaffirm', r.record_id)}`,
        });
      }
    }
  }
  for (const [key, set] of values) {
    if (set.size > 1) {
      const [subject, predicate] = key.split('|');
      findings.push({
        severity: 'error',
        rule: 'conflicting_facts',
        target: `${subject} ${predicate}`,
        message: `${predicate} of ${subject} has ${set.size} active values (${[...set].join(', ')}): archive the wrong one`,
      });
    }
  }
  // A fresh scan: lint runs in CI, where the code just changed.
  for (const c of checkMemories(live, ctx.reality).contradicted) {
    findings.push({
      severity: 'error',
      rule: 'contradicted_by_code',
      target: c.record_id,
      message: `the code says otherwise: ${c.summary}${c.proposal ? ` (proposal: ${c.proposal.fact}, from ${c.proposal.source})` : ''}: ${nextStep(surface, 'proposeFromCode')} files it for review, or archive the memory`,
    });
  }
  // A newer memory telling a change about an older one's specifics, with nothing linking them: packets mark
  // such a pair only when they show both, so a person settles it here.
  for (const { older, newer } of unsettledChanges(store.projection, live)) {
    findings.push({
      severity: 'warning',
      rule: 'possible_replacement',
      target: older,
      message: `${newer} (newer) says something changed and shares its specifics: if ${older} no longer holds, ${nextStepFor(surface, 'archive', older)}; if it still holds, ${nextStepFor(surface, 'reaffirm', older)}`,
    });
  }
  for (const c of store.projection.conflicts('open')) {
    findings.push({
      severity: 'error',
      rule: 'open_conflict',
      target: c.conflict_id,
      message: `unresolved conflict on ${c.subject} ${c.predicate}: ${nextStepFor(surface, 'resolve', c.conflict_id)}`,
    });
  }
  for (const s of storedSecrets(ctx, live)) {
    findings.push({
      severity: 'error',
      rule: 'stored_secret',
      target: s.record_id,
      message: `holds ${s.kinds.join(', ')} stored before the secret gate knew the format (agents see it redacted): ${nextStepFor(surface, 'purge', s.record_id)}, and rotate it`,
    });
  }
  ctx.vault.sync(true);
  for (const n of store.projection.listNotes()) {
    if (n.secrets.length > 0) {
      findings.push({
        severity: 'error',
        rule: 'secret_in_note',
        target: n.path,
        message: `contains ${n.secrets.join(', ')} (redacted in the index): remove it from the file and rotate it`,
      });
    }
    if (n.frontmatter_error) {
      findings.push({
        severity: 'warning',
        rule: 'note_frontmatter',
        target: n.path,
        message: `frontmatter ignored: ${n.frontmatter_error}`,
      });
    }
  }
  const errors = findings.filter((f) => f.severity === 'error').length;
  return { errors, warnings: findings.length - errors, findings };
}
