import type { StoredRecord } from '../core/types.js';
import type { Confidence } from '../score/confidence.js';
import { type Scored, type ScoringQuery, scoreCandidate } from '../score/scorer.js';
import { noteScorable } from '../search/notes.js';
import { driftOf, toScorable } from '../search/rank.js';
import type { SearchEnv } from '../search/ranked-search.js';
import { ageDays } from '../store/tracker.js';
import { stateBeforeExpiry } from '../truth/expiry.js';
import { INJECTABLE_STATES } from '../truth/staleness.js';
import {
  assembleWakeup,
  estimateTokens,
  itemLine,
  type Packet,
  type PacketItem,
  packetHeader,
  packetItem,
  type RankedSection,
  WAKEUP_SECTIONS,
} from './packet.js';
import { markToldChanges } from './told-changes.js';

// Newest records per type and state searched for hand-written ones by the wakeup: bounds its cost.
const MANUAL_WINDOW = 200;

/**
 * Trust rank of a wakeup item: canonical (or a canonical fact expiring, shown with its marker until someone
 * reaffirms it), then by confidence (hand-written accepted is high).
 */
function wakeupTrust(r: StoredRecord, confidence: Confidence, before: string | undefined): number {
  if (r.state === 'canonical' || before === 'canonical') return 3;
  return confidence === 'high' ? 2 : confidence === 'medium' ? 1 : 0;
}

/** A scored record as a packet item, redacted. */
function toPacketItem(env: SearchEnv, r: StoredRecord, s: Scored): PacketItem {
  return packetItem(
    env.redactor.item(
      {
        ...s,
        kind: 'record' as const,
        record_id: r.record_id,
        title: r.title ?? null,
        content: r.content,
        memory_type: r.memory_type,
      },
      r.record_id,
    ),
  );
}

/**
 * The session-start packet (SPEC §6): every reviewed memory of a section's types ranked by trust, then
 * score, within `budget` tokens, and the vault's key notes. Reads only: the caller syncs the index, runs
 * maintenance and records the delivered items as referenced.
 */
export function buildWakeup(env: SearchEnv, budget: number): Packet {
  const { config, store, surface, warn, redactor } = env;
  const now = env.clock();
  const tracker = env.references.read();
  const sq: ScoringQuery = { mode: 'lexical', text: '', names: [], files: [], typeHints: [] };
  // Every reviewed memory of a section's types is eligible; those never offered count as omitted.
  let notOffered = 0;
  const sections: RankedSection[] = WAKEUP_SECTIONS.map((sec) => {
    const pool = new Map<string, StoredRecord>();
    // Hand-written memories are found even behind many newer imported or distilled ones.
    if (sec.spill)
      for (const r of store.projection.preselectManual(sec.types, sec.limit * 3, MANUAL_WINDOW))
        pool.set(r.record_id, r);
    for (const r of store.projection.preselect(sec.types, INJECTABLE_STATES, sec.limit * 3))
      pool.set(r.record_id, r);
    const ranked = [...pool.values()]
      .map((r) => {
        const entry = tracker.get(r.record_id);
        const s = scoreCandidate(toScorable(env, r), {}, sq, {
          now,
          referencedDaysAgo: ageDays(entry, now),
          drifted: driftOf(env, r),
          singleValuePredicates: config.facts.single_value_predicates,
          staleDays: config.facts.injection_stale_days,
          surface,
        });
        const before = stateBeforeExpiry(r, (id) => store.projection.history(id));
        return { trust: wakeupTrust(r, s.confidence, before), item: toPacketItem(env, r, s) };
      })
      // Trust first: canonical and hand-written memories never lose their place to newer or more
      // retrieved ones (recency, access and retrieval staleness only order within a trust tier).
      .sort((a, b) => b.trust - a.trust || b.item.score - a.item.score || (a.item.id < b.item.id ? 1 : -1));
    // Clamped: a write by another process between the count and the preselection must not go negative.
    notOffered += Math.max(0, store.projection.countTyped(sec.types, INJECTABLE_STATES) - ranked.length);
    return {
      name: sec.name,
      items: ranked.map((x) => x.item),
      trust: ranked.map((x) => x.trust),
      limit: sec.limit,
      spill: sec.spill,
    };
  });
  // The items each section shows first, read side by side as the hook's are (see markToldChanges).
  const heads = sections.flatMap((sec) => sec.items.slice(0, sec.limit));
  markToldChanges(
    store.projection,
    heads,
    heads.map((i) => ({ ...i, record_id: i.id })),
  );
  try {
    env.vault.sync();
    const keyNotes = store.projection
      .listNotes()
      .map((n) => ({ n, c: noteScorable(n) }))
      .filter(({ c }) => c.confidence === 'high')
      .map(({ n, c }) => {
        const sc = scoreCandidate(c, {}, sq, {
          now,
          drifted: [],
          singleValuePredicates: config.facts.single_value_predicates,
          staleDays: config.facts.injection_stale_days,
          surface,
        });
        const item: PacketItem = redactor.item(
          {
            kind: 'note',
            id: c.id,
            title: n.title,
            content: n.content.slice(0, 600),
            memory_type: n.memory_type,
            confidence: sc.confidence,
            markers: sc.markers,
            score: sc.score,
            tokens: 0,
          },
          c.id,
        );
        item.tokens = estimateTokens(itemLine(item));
        return item;
      })
      .sort((a, b) => b.score - a.score);
    if (keyNotes.length > 0) sections.push({ name: 'Key notes', items: keyNotes, limit: 4, spill: false });
  } catch (err) {
    warn(`spool: vault notes skipped: ${(err as Error).message}`);
  }
  return assembleWakeup(sections, budget, packetHeader({ kind: 'wakeup' }), notOffered, surface);
}
