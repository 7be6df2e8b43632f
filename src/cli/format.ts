import type { StoredRecord } from '../core/types.js';
import type { RecallResult } from '../spool.js';

/** Output formats every listing command understands. */
export const FORMATS = ['json', 'table', 'markdown', 'prompt', 'jsonl'] as const;
/** One of {@link FORMATS}. */
export type Format = (typeof FORMATS)[number];

/** Pretty JSON with a trailing newline. */
export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function clip(s: string, n: number): string {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
}

/** Title and content on one line; a title the content already starts with is not printed twice. */
export function headline(title: string | null | undefined, content: string): string {
  return title && !content.toLowerCase().startsWith(title.toLowerCase()) ? `${title}: ${content}` : content;
}

/** A plain-text table with padded columns. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return `${[line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')}\n`;
}

/** What an empty store says instead of "nothing matches", which would suggest rewording the query. */
export const EMPTY_STORE = 'no memories yet — add one with `spool remember "…"`\n';

/** Recall results as a table (score, type, id, text, markers); `storeEmpty` when there is nothing at all. */
export function recallTable(r: RecallResult, storeEmpty = false): string {
  if (r.results.length === 0) return storeEmpty ? EMPTY_STORE : `no memories match "${r.query}"\n`;
  const rows = r.results.map((x) => [
    x.score.toFixed(2),
    x.memory_type,
    x.confidence,
    x.record_id,
    clip(headline(x.title, x.content), 70),
  ]);
  const note = r.fallback_reason ? `(mode ${r.mode_used}: ${r.fallback_reason})\n` : '';
  const markers = r.results.flatMap((x) => x.markers.map((m) => `  ${x.record_id}: ${m}`));
  return (
    note +
    table(['score', 'type', 'conf', 'id', 'memory'], rows) +
    (markers.length ? `${markers.join('\n')}\n` : '')
  );
}

/** Records as a table (created, type, state, id, text). */
export function recordsTable(records: StoredRecord[]): string {
  if (records.length === 0) return EMPTY_STORE;
  return table(
    ['created', 'type', 'state', 'id', 'memory'],
    records.map((r) => [
      r.created_at.slice(0, 16).replace('T', ' '),
      r.memory_type,
      r.state,
      r.record_id,
      clip(headline(r.title, r.content), 70),
    ]),
  );
}

/** One record in full, human-readable. */
export function recordText(r: StoredRecord): string {
  const lines = [
    `${r.record_id}  ${r.memory_type} · ${r.state} · ${r.scope} · ${r.sensitivity} · ${r.tier} tier`,
    r.title ? `title:    ${r.title}` : undefined,
    `content:  ${r.content}`,
    r.reason ? `reason:   ${r.reason}` : undefined,
    r.fact
      ? `fact:     ${r.fact.subject} | ${r.fact.predicate} | ${r.fact.object} (${r.fact.strength})`
      : undefined,
    r.tags.length ? `tags:     ${r.tags.join(', ')}` : undefined,
    r.file_refs.length ? `files:    ${r.file_refs.join(', ')}` : undefined,
    `created:  ${r.created_at}   updated: ${r.updated_at}   accessed: ${r.access_count}×`,
    r.valid_to ? `valid to: ${r.valid_to}` : undefined,
    r.superseded_by ? `superseded by: ${r.superseded_by}` : undefined,
    r.contradicts?.length ? `⚖ contradicts: ${r.contradicts.join(', ')} — check which holds` : undefined,
    r.outdated_by ? `⚖ outdated by: ${r.outdated_by} (its wording says this changed)` : undefined,
  ];
  return `${lines.filter(Boolean).join('\n')}\n`;
}
