/**
 * The records the Markdown export and the AGENTS.md sync read: every record through the public JSONL export,
 * and which of them must never be written into a shared document.
 */
import type { Spool } from '../../spool.js';

/** The fields of an exported record the export and the AGENTS.md sync read. */
export interface ExportedRecord {
  record_id: string;
  title?: string;
  content: string;
  memory_type: string;
  state: string;
  scope: string;
  sensitivity: string;
  tags: string[];
  file_refs: string[];
  reason?: string;
  created_at: string;
  origin?: { source_kind?: string };
  contradicts?: string[];
  outdated_by?: string;
}

/** Every record, via the public JSONL export (no row cap). */
export async function allRecords(spool: Spool): Promise<ExportedRecord[]> {
  const out: ExportedRecord[] = [];
  for (const line of (await spool.exportJsonl()).split('\n')) {
    if (line.trim() === '') continue;
    out.push(JSON.parse(line) as ExportedRecord);
  }
  return out;
}

/** Private-tier and personal memories: never written into a shared document. */
export function isPrivate(r: ExportedRecord): boolean {
  return r.sensitivity === 'secret' || r.scope === 'agent' || r.scope === 'user';
}
