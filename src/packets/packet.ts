import { nextStep, type Surface } from '../core/surface.js';
import type { Confidence } from '../score/confidence.js';

/** One memory inside a packet. */
export interface PacketItem {
  kind: 'record' | 'note';
  /** Record id, or `note:<path>` for vault notes. */
  id: string;
  title: string | null;
  content: string;
  memory_type: string;
  confidence: Confidence;
  markers: string[];
  score: number;
  /** Estimated tokens of this item's rendered line. */
  tokens: number;
}

/** A titled group of items (wakeup sections; a context bundle has one). */
export interface PacketSection {
  name: string;
  items: PacketItem[];
}

/** A packet ready to inject (SPEC §6). */
export interface Packet {
  kind: 'wakeup' | 'context';
  task?: string;
  sections: PacketSection[];
  item_count: number;
  tokens: number;
  omitted: number;
  budget_tokens: number;
  footer: string;
}

/** Output formats of packets. */
export const PACKET_FORMATS = ['prompt', 'markdown', 'json'] as const;
/** One of {@link PACKET_FORMATS}. */
export type PacketFormat = (typeof PACKET_FORMATS)[number];

/**
 * Token estimate used everywhere packets are budgeted: one token per 4 UTF-16 characters, rounded up.
 * It is the common rule of thumb for English and code with BPE tokenizers, needs no model files, and
 * being one function it is at least consistent: the budget and the footer always agree.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * Wakeup sections by memory type, in injection order. `limit` is each section's guaranteed share, filled
 * first so no kind of memory crowds out the others; budget left after every section has had its share goes
 * to the rest of the sections that `spill` (not to notes: a session should not start with a history).
 */
export const WAKEUP_SECTIONS: { name: string; types: readonly string[]; limit: number; spill: boolean }[] = [
  { name: 'Constraints', types: ['constraint'], limit: 8, spill: true },
  { name: 'Decisions', types: ['decision'], limit: 6, spill: true },
  { name: 'Conventions', types: ['convention'], limit: 6, spill: true },
  { name: 'Project', types: ['project', 'fact', 'reference'], limit: 6, spill: true },
  { name: 'Preferences', types: ['preference'], limit: 4, spill: true },
  { name: 'Recent', types: ['workflow', 'incident', 'note'], limit: 5, spill: false },
];

/** A wakeup section before the budget: its items ranked best first, its share and whether it spills. */
export interface RankedSection extends PacketSection {
  limit: number;
  spill: boolean;
  /**
   * Each item's trust tier (parallel to `items`, higher first: canonical above hand-written high
   * confidence); the confidence's rank when absent.
   */
  trust?: number[];
}

const TRUST: Record<Confidence, number> = { high: 2, medium: 1, low: 0 };

/**
 * Picks the wakeup's items within the budget (issue 11): first each section up to its share, the most trusted
 * tier of every section before the next tier of any (a canonical fact in a later section does not lose its
 * place to an unreviewed-confidence constraint of an earlier one), then, while budget remains, the items
 * beyond the shares of sections that spill, more trusted first, then by section order and rank. Nothing is
 * cut silently: `omitted` counts every item offered and not kept plus
 * `omittedBefore` (eligible memories that were never offered, e.g. beyond a preselection).
 */
export function assembleWakeup(
  sections: RankedSection[],
  budget: number,
  header: string,
  omittedBefore: number,
  surface: Surface = 'cli',
): Packet {
  const offered = sections.reduce((n, s) => n + s.items.length, 0);
  let used = estimateTokens(header) + footerReserve(omittedBefore + offered, surface);
  const kept = sections.map(() => new Set<PacketItem>());
  const take = (si: number, item: PacketItem): void => {
    const sec = sections[si];
    const set = kept[si];
    if (!sec || !set) return;
    const cost = item.tokens + (set.size === 0 ? estimateTokens(`## ${sec.name}`) : 0);
    if (used + cost > budget) return;
    used += cost;
    set.add(item);
  };
  const tierOf = (sec: RankedSection, i: number): number =>
    sec.trust?.[i] ?? TRUST[sec.items[i]?.confidence ?? 'low'];
  const tiers = [...new Set(sections.flatMap((sec) => sec.items.map((_, i) => tierOf(sec, i))))].sort(
    (a, b) => b - a,
  );
  for (const tier of tiers)
    sections.forEach((sec, si) => {
      sec.items.slice(0, sec.limit).forEach((item, i) => {
        if (tierOf(sec, i) === tier) take(si, item);
      });
    });
  const rest = sections.flatMap((sec, si) =>
    sec.spill
      ? sec.items
          .slice(sec.limit)
          .map((item, rank) => ({ item, si, rank, tier: tierOf(sec, sec.limit + rank) }))
      : [],
  );
  rest.sort((a, b) => b.tier - a.tier || a.si - b.si || a.rank - b.rank);
  for (const { item, si } of rest) take(si, item);
  const chosen = sections.map((sec, si) => ({
    name: sec.name,
    items: sec.items.filter((i) => kept[si]?.has(i)),
  }));
  const count = chosen.reduce((n, s) => n + s.items.length, 0);
  return assemble('wakeup', chosen, budget, header, undefined, surface, omittedBefore + offered - count);
}

/** Tokens set aside for the footer, whatever its numbers turn out to be (at most `maxOmitted` omitted). */
function footerReserve(maxOmitted: number, surface: Surface): number {
  return estimateTokens(footerLine(99_999, 9_999_999, Math.max(999, maxOmitted), surface));
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The compact one-line form of an item, shared by the prompt format and the budget. */
export function itemLine(i: PacketItem): string {
  const head =
    i.title && !i.content.toLowerCase().startsWith(i.title.toLowerCase()) ? `${clean(i.title)}: ` : '';
  const markers = i.markers.length ? ` ${i.markers.join(' ')}` : '';
  return `- [${i.confidence}] ${head}${clean(i.content)}${markers}`;
}

/** The fields of a ranked result a packet needs (a recall item has them all). */
export interface PacketSource {
  kind: 'record' | 'note';
  record_id: string;
  title: string | null;
  content: string;
  memory_type: string;
  confidence: Confidence;
  markers: string[];
  score: number;
}

/** A packet item from a ranked result, with its token cost. */
export function packetItem(x: PacketSource): PacketItem {
  const item: PacketItem = {
    kind: x.kind,
    id: x.record_id,
    title: x.title,
    content: x.content,
    memory_type: x.memory_type,
    confidence: x.confidence,
    markers: x.markers,
    score: x.score,
    tokens: 0,
  };
  item.tokens = estimateTokens(itemLine(item));
  return item;
}

/** The footer line (SPEC §6); it points to the recall command of the `surface` the packet is read on. */
export function footerLine(count: number, tokens: number, omitted: number, surface: Surface = 'cli'): string {
  const noun = count === 1 ? 'memory' : 'memories';
  return `spool: ${count} ${noun} · ~${tokens} tokens · ${omitted} omitted (${nextStep(surface, 'recall')} for more)`;
}

/**
 * Fills sections in order until the token budget is spent. An item that does not fit is omitted (and
 * counted) but smaller later items may still fit, so the budget is used well and never exceeded.
 */
export function assemble(
  kind: Packet['kind'],
  sections: PacketSection[],
  budget: number,
  header: string,
  task?: string,
  surface: Surface = 'cli',
  omittedBefore = 0,
): Packet {
  const offered = sections.reduce((n, s) => n + s.items.length, 0);
  let used = estimateTokens(header) + footerReserve(omittedBefore + offered, surface);
  // Items left out before assembly (limits, preselection) count as omitted like those the budget cuts.
  let omitted = omittedBefore;
  const out: PacketSection[] = [];
  for (const sec of sections) {
    const kept: PacketItem[] = [];
    const secHeader = estimateTokens(`## ${sec.name}`);
    for (const item of sec.items) {
      const cost = item.tokens + (kept.length === 0 ? secHeader : 0);
      if (used + cost > budget) {
        omitted++;
        continue;
      }
      used += cost;
      kept.push(item);
    }
    if (kept.length > 0) out.push({ name: sec.name, items: kept });
  }
  const count = out.reduce((n, s) => n + s.items.length, 0);
  const packet: Packet = {
    kind,
    sections: out,
    item_count: count,
    tokens: 0,
    omitted,
    budget_tokens: budget,
    footer: '',
  };
  if (task !== undefined) packet.task = task;
  const body = renderPrompt({ ...packet, footer: '' }, header);
  packet.tokens = estimateTokens(body) + estimateTokens(footerLine(count, 0, omitted, surface));
  packet.footer = footerLine(count, packet.tokens, omitted, surface);
  return packet;
}

function renderPrompt(p: Packet, header: string): string {
  const lines = [header];
  for (const s of p.sections) {
    lines.push(`## ${s.name}`);
    for (const i of s.items) lines.push(itemLine(i));
  }
  if (p.footer) lines.push(p.footer);
  return lines.join('\n');
}

/** The header of each packet kind. */
export function packetHeader(p: Pick<Packet, 'kind' | 'task'>): string {
  return p.kind === 'wakeup'
    ? '# Project memory (spool) — verify items marked ⚠ or ⚖ before relying on them'
    : `# Relevant project memory (spool) for: ${clean(p.task ?? '').slice(0, 200)}`;
}

/** Renders a packet as compact prompt text, Markdown, or JSON. */
export function formatPacket(p: Packet, format: PacketFormat): string {
  if (format === 'json') return `${JSON.stringify(p, null, 2)}\n`;
  const header = packetHeader(p);
  if (format === 'prompt') return `${renderPrompt(p, header)}\n`;
  const lines = [header, ''];
  for (const s of p.sections) {
    lines.push(`## ${s.name}`, '');
    for (const i of s.items) {
      const title = i.title ? `**${clean(i.title)}** — ` : '';
      lines.push(`- ${title}${clean(i.content)} _(${i.confidence} confidence · \`${i.id}\`)_`);
      for (const m of i.markers) lines.push(`  - ${m}`);
    }
    lines.push('');
  }
  lines.push(`_${p.footer}_`);
  return `${lines.join('\n')}\n`;
}
