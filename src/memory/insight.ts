import type { StoredRecord } from '../core/types.js';
import { type CheckItem, checkMemories, planProposals, type RealityReport } from '../reality/report.js';
import { scoreCandidate } from '../score/scorer.js';
import { driftOf, toScorable } from '../search/rank.js';
import { ageDays } from '../store/tracker.js';
import { unsettledChanges } from '../truth/write-hints.js';
import type { SpoolContext } from './context.js';
import { rememberSync } from './remember.js';
import type { HealthItem, HealthReport, SpoolStats } from './types.js';

/** `stats`: counts, growth per day, and the most and least retrieved memories. */
export function stats(ctx: SpoolContext): SpoolStats {
  const { store, redactor } = ctx;
  ctx.syncStore();
  const all = store.projection.list({ includeArchived: true });
  const perDay = new Map<string, number>();
  for (const r of all)
    perDay.set(r.created_at.slice(0, 10), (perDay.get(r.created_at.slice(0, 10)) ?? 0) + 1);
  let total = 0;
  const growth = [...perDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, created]) => {
      total += created;
      return { day, created, total };
    });
  const active = all.filter((r) => r.state !== 'archived');
  const brief = (stored: StoredRecord) => {
    const r = redactor.record(stored);
    return {
      record_id: r.record_id,
      title: r.title ?? null,
      content: r.content,
      access_count: r.access_count,
    };
  };
  const byAccess = [...active].sort(
    (a, b) => b.access_count - a.access_count || (a.created_at < b.created_at ? -1 : 1),
  );
  const most = byAccess.slice(0, 10).filter((r) => r.access_count > 0);
  // With few memories the two ends of one ranking overlap: a record is listed at one end only.
  const least = byAccess.slice(most.length).slice(-10).reverse();
  return {
    ...store.projection.counts(),
    shards: store.shards().length,
    growth,
    most_retrieved: most.map(brief),
    least_retrieved: least.map(brief),
  };
}

/** `health`: memories that need attention: stale, code-drifted, expiring, disputed, contradicted by the code. */
export function health(ctx: SpoolContext): HealthReport {
  const { store, config, redactor } = ctx;
  ctx.syncStore();
  const now = ctx.clock();
  const tracker = ctx.references.read();
  const report: HealthReport = {
    stale: [],
    drifted: [],
    expiring: [],
    disputed: [],
    contradicted: [],
    replaced: [],
  };
  const replacedBy = new Map<string, string[]>();
  const live = store.projection.list({ includeArchived: false });
  for (const { older, newer } of unsettledChanges(store.projection, live))
    replacedBy.set(older, [...(replacedBy.get(older) ?? []), newer]);
  for (const r of live) {
    const entry = tracker.get(r.record_id);
    const days = ageDays(entry, now);
    const drifted = driftOf(ctx, r);
    const s = scoreCandidate(
      toScorable(ctx, r),
      {},
      { mode: 'lexical', text: '', names: [], files: [], typeHints: [] },
      {
        now,
        referencedDaysAgo: days,
        drifted,
        singleValuePredicates: config.facts.single_value_predicates,
        staleDays: config.facts.injection_stale_days,
        surface: ctx.surface,
      },
    );
    const item = (reasons: string[]): HealthItem => ({
      record: redactor.record(r),
      reasons,
      markers: s.markers,
      last_referenced_days: days,
      drifted,
    });
    const staleMarkerText = s.markers.find((m) => m.startsWith('⚠ stale'));
    if (staleMarkerText || (days !== undefined && days > 30)) {
      report.stale.push(item([staleMarkerText ?? `not retrieved for ${days} days`]));
    }
    if (drifted.length > 0) report.drifted.push(item(drifted.map((d) => `${d} changed since recorded`)));
    if (r.state === 'expiring')
      report.expiring.push(item(['unconfirmed for too long: reaffirm or let it lapse']));
    if (r.disputed) report.disputed.push(item(['conflicts with another fact']));
    const refuted = s.score_breakdown.find((c) => c.source === 'Reality' && c.term === 'contradicted');
    if (refuted) report.contradicted.push(item([refuted.reason]));
    const newer = replacedBy.get(r.record_id);
    if (newer)
      report.replaced.push(
        item(newer.map((id) => `${id} (newer) says something changed and shares its specifics`)),
      );
  }
  return report;
}

/**
 * `check`: every active memory's stack claim judged against the repository (issue 14); `propose` files each
 * contradiction's superseding fact as a candidate for review.
 */
export function check(ctx: SpoolContext, opts: { propose?: boolean }): RealityReport {
  const { store, redactor } = ctx;
  ctx.syncStore();
  const all = store.projection.list({ includeArchived: true });
  const report = checkMemories(
    all.filter((r) => r.state !== 'archived'),
    ctx.reality,
  );
  const proposed: RealityReport['proposed'] = [];
  if (opts.propose) {
    const existing = all.flatMap((r) => (r.fact ? [r.fact] : []));
    for (const p of planProposals(report, existing)) {
      const res = rememberSync(ctx, {
        content: p.content,
        memory_type: 'fact',
        fact: { subject: p.subject, predicate: p.predicate, object: p.object, strength: 'inferred' },
        reason: `the repository says so (${p.source}); proposed by the reality check`,
        tags: ['reality-check'],
        source_kind: 'ai_proposal',
        actor: 'spool check',
      });
      proposed.push({
        record_id: res.record_id,
        fact: `${p.subject} | ${p.predicate} | ${p.object}`,
        source: p.source,
        for_record_id: p.for_record_id,
      });
    }
  }
  const hide = (it: CheckItem): CheckItem => {
    const r = redactor.item({ title: it.title, content: it.content, markers: [] }, it.record_id);
    return r.content === it.content && r.title === it.title
      ? it
      : { ...it, title: r.title, content: r.content };
  };
  return {
    ...report,
    contradicted: report.contradicted.map(hide),
    confirmed: report.confirmed.map(hide),
    proposed,
  };
}

/**
 * `toldChanges`: the store's unsettled told changes, older and newer record ids (what lint's
 * `possible_replacement` and the health page's "Maybe replaced" list), for outputs that show every memory.
 */
export function toldChanges(ctx: SpoolContext): { older: string; newer: string }[] {
  ctx.syncStore();
  const index = ctx.store.projection;
  return unsettledChanges(index, index.list({ includeArchived: false }));
}
