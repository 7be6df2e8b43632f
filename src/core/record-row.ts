import { FILE_GLOB_TOKEN, globsOf } from './file-match.js';
import { indexTokens } from './tokenize.js';
import { type MemoryRecord, memoryRecordSchema, type Tier } from './types.js';

/**
 * Everything the projection stores for one record, computed without touching SQLite. Pure, so a bulk
 * import can compute it on a worker thread while the main thread writes the previous batch.
 */
export interface RecordRow {
  record_id: string;
  tier: Tier;
  state: string;
  memory_type: string;
  content_hash: string;
  created_at: string;
  updated_at: string;
  fact_subject: string | null;
  fact_predicate: string | null;
  doc: string;
  tags: string[];
  fts: [string, string, string, string];
}

/** The projection row of a record in `tier`. */
export function recordRow(rec: MemoryRecord, tier: Tier): RecordRow {
  return {
    record_id: rec.record_id,
    tier,
    state: rec.state,
    memory_type: rec.memory_type,
    content_hash: rec.content_hash,
    created_at: rec.created_at,
    updated_at: rec.updated_at,
    fact_subject: rec.fact ? rec.fact.subject.toLowerCase() : null,
    fact_predicate: rec.fact ? rec.fact.predicate.toLowerCase() : null,
    doc: canonicalDoc(rec),
    tags: rec.tags,
    fts: ftsColumns(rec),
  };
}

/**
 * Whether two versions of a record index the same text: the fields {@link ftsColumns} and the tags column are made
 * of (a review, a reaffirmation or a supersession changes none of them, so the index keeps its rows).
 */
export function sameIndexedText(a: MemoryRecord, b: MemoryRecord): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.reason === b.reason &&
    JSON.stringify([a.fact, a.tags, a.file_refs, a.symbol_refs, a.entity_refs, a.file_globs]) ===
      JSON.stringify([b.fact, b.tags, b.file_refs, b.symbol_refs, b.entity_refs, b.file_globs])
  );
}

/** The FTS columns of a record, pre-tokenized by the code-aware tokenizer. */
export function ftsColumns(r: MemoryRecord): [string, string, string, string] {
  const body = [
    r.content,
    r.reason ?? '',
    r.fact ? `${r.fact.subject} ${r.fact.predicate} ${r.fact.object}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const refs = [...r.file_refs, ...r.symbol_refs, ...r.entity_refs.map((e) => e.id)].join(' ');
  return [
    indexTokens(r.title ?? '').join(' '),
    indexTokens(body).join(' '),
    indexTokens(r.tags.join(' ')).join(' '),
    globsOf(r.file_refs, r.file_globs).length > 0
      ? `${indexTokens(refs).join(' ')} ${FILE_GLOB_TOKEN}`
      : indexTokens(refs).join(' '),
  ];
}

const RECORD_KEYS = Object.keys(memoryRecordSchema.shape) as (keyof MemoryRecord)[];
const KEY_RANK = new Map<string, number>(RECORD_KEYS.map((k, i) => [k, i]));

/**
 * Serialises a record with its keys in schema order, so the stored document is the same bytes whether it
 * came from this process's write path or from replaying the ledger (rebuild and doctor compare them).
 */
export function canonicalDoc(rec: MemoryRecord): string {
  // A record parsed by the schema already has its keys in schema order (JSON.stringify drops undefined
  // ones just as the copy below does): serialise it as it is, without the copy.
  if (inSchemaOrder(rec)) return JSON.stringify(rec);
  const out: Record<string, unknown> = {};
  for (const k of RECORD_KEYS) if (rec[k] !== undefined) out[k] = rec[k];
  return JSON.stringify(out);
}

function inSchemaOrder(rec: MemoryRecord): boolean {
  let last = -1;
  for (const k in rec) {
    const rank = KEY_RANK.get(k);
    if (rank === undefined || rank < last) return false;
    last = rank;
  }
  return true;
}
