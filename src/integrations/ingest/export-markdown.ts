/**
 * `spool export --format markdown`: every memory as one readable Markdown document, grouped by type.
 */
import { MEMORY_TYPES } from '../../core/types.js';
import type { Spool } from '../../spool.js';
import { SECTION_TITLES } from '../agents-md.js';
import { allRecords, type ExportedRecord, isPrivate } from './records.js';

/** Options of {@link exportMarkdown}. */
export interface ExportMarkdownOptions {
  /** Include archived memories (default false). */
  includeArchived?: boolean;
  /** Include secret-sensitivity, agent-scope and user-scope memories (default false). */
  includePrivate?: boolean;
  /** Shown in the header; default: no date, so the output is stable. */
  now?: Date;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Every memory as one Markdown document, grouped by memory type (in the data model's order), oldest first
 * inside a group. By default archived memories and private ones (sensitivity `secret`, scope `agent` or
 * `user`) are left out, because a Markdown export is made to be read and shared.
 */
export async function exportMarkdown(spool: Spool, opts: ExportMarkdownOptions = {}): Promise<string> {
  const records = (await allRecords(spool)).filter(
    (r) => (opts.includeArchived || r.state !== 'archived') && (opts.includePrivate || !isPrivate(r)),
  );
  const groups = new Map<string, ExportedRecord[]>();
  for (const r of records) groups.set(r.memory_type, [...(groups.get(r.memory_type) ?? []), r]);
  const known: readonly string[] = MEMORY_TYPES;
  const order = [
    ...known.filter((t) => groups.has(t)),
    ...[...groups.keys()].filter((t) => !known.includes(t)).sort(),
  ];

  const lines = ['# Project memory (spool export)', ''];
  lines.push(
    `_${records.length} ${records.length === 1 ? 'memory' : 'memories'}${opts.now ? ` · exported ${opts.now.toISOString().slice(0, 10)}` : ''}_`,
  );
  for (const type of order) {
    const items = [...(groups.get(type) ?? [])].sort((a, b) =>
      a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.record_id < b.record_id ? -1 : 1,
    );
    lines.push('', `## ${SECTION_TITLES[type] ?? type}`);
    for (const r of items) {
      const heading = r.title && oneLine(r.title) !== '' ? oneLine(r.title) : oneLine(r.content).slice(0, 80);
      lines.push('', `### ${heading}`, '', r.content.trim());
      if (r.reason) lines.push('', `> Why: ${oneLine(r.reason)}`);
      const meta = [`\`${r.record_id}\``, r.state, `recorded ${r.created_at.slice(0, 10)}`];
      if (r.tags.length > 0) meta.push(`tags: ${r.tags.join(', ')}`);
      if (r.file_refs.length > 0) meta.push(`files: ${r.file_refs.map((f) => `\`${f}\``).join(', ')}`);
      lines.push('', `<sub>${meta.join(' · ')}</sub>`);
    }
  }
  if (order.length === 0) lines.push('', '_No memories yet._');
  return `${lines.join('\n')}\n`;
}
