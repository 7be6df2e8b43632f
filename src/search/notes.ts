import type { SpoolConfig } from '../core/config.js';
import type { RecallInput } from '../core/inputs.js';
import { noteConfidence } from '../score/confidence.js';
import type { Relevance, Scorable, Scored } from '../score/scorer.js';
import type { Store } from '../store/store.js';
import { readNoteFile, scanVault } from '../store/vault.js';
import { parseNote, type VaultNote } from '../store/vault-note.js';
import type { RecallItem } from './rank.js';

/** What one vault scan did. */
export interface VaultSyncResult {
  indexed: number;
  removed: number;
  skipped: { path: string; reason: string }[];
}

/** Keeps the index's copy of the vault notes current; one per spool instance. */
export interface VaultIndexer {
  /**
   * Brings vault notes into the index: re-reads only files whose mtime or size changed, at most every
   * two seconds (a long-lived MCP server still sees edits quickly) unless `force`.
   */
  sync(force?: boolean): VaultSyncResult;
  /** Forgets the last scan time, so the next `sync` scans (after the index was rebuilt). */
  reset(): void;
}

/** Creates the vault indexer of the project at `root`. */
export function createVaultIndexer(root: string, vault: SpoolConfig['vault'], store: Store): VaultIndexer {
  let lastVaultScan = 0;
  return {
    sync(force = false) {
      const res: VaultSyncResult = { indexed: 0, removed: 0, skipped: [] };
      const nowMs = Date.now();
      if (!force && nowMs - lastVaultScan < 2000) return res;
      lastVaultScan = nowMs;
      const scan = scanVault(root, vault);
      res.skipped = scan.skipped;
      const stamps = store.projection.noteStamps();
      for (const f of scan.files) {
        const old = stamps.get(f.path);
        stamps.delete(f.path);
        if (old && old.mtime === f.mtimeMs && old.size === f.size) continue;
        const text = readNoteFile(f);
        if (text === undefined) continue;
        store.projection.upsertNote(parseNote(f.path, text), f.mtimeMs, f.size);
        res.indexed++;
      }
      for (const gone of stamps.keys()) {
        store.projection.deleteNote(gone);
        res.removed++;
      }
      return res;
    },
    reset() {
      lastVaultScan = 0;
    },
  };
}

/** What a note search reads. */
export interface NoteSearchEnv {
  readonly store: Store;
  readonly vault: VaultIndexer;
  readonly warn: (msg: string) => void;
}

/** Vault notes matching a recall's query tokens and filters, lexically ranked (semantic recalls get none). */
export function searchNotes(
  env: NoteSearchEnv,
  tokens: string[],
  pool: number,
  input: RecallInput,
): { note: VaultNote; relevance: Relevance }[] {
  if (tokens.length === 0 || input.mode === 'semantic') return [];
  try {
    env.vault.sync();
  } catch (err) {
    env.warn(`spool: vault scan failed: ${(err as Error).message}`);
  }
  const projection = env.store.projection;
  const hits = projection.notesLexical(tokens, pool);
  const best = hits[0]?.bm25 ?? 0;
  const out: { note: VaultNote; relevance: Relevance }[] = [];
  const tags = input.tags.map((t) => t.trim().toLowerCase()).filter(Boolean);
  hits.forEach((h, i) => {
    const note = projection.getNote(h.nid);
    if (!note) return;
    if (input.memory_types && !input.memory_types.includes(note.memory_type)) return;
    if (!tags.every((t) => note.tags.includes(t))) return;
    out.push({ note, relevance: { lexical: { bm25: h.bm25, best, rank: i + 1 } } });
  });
  return out;
}

/** A vault note as the scorer reads it. */
export function noteScorable(n: VaultNote): Scorable {
  return {
    kind: 'note',
    id: `note:${n.path}`,
    title: n.title,
    content: n.content,
    memory_type: n.memory_type,
    state: 'accepted',
    tags: n.tags,
    file_refs: [n.path],
    confidence: noteConfidence(n),
    priority: n.retrieval_priority,
    sensitivity: n.sensitivity,
    created_at: new Date(0).toISOString(),
    updated_at: new Date(0).toISOString(),
    access_count: 0,
  };
}

/** A scored vault note as a recall item. */
export function noteItem(n: VaultNote, c: Scorable, s: Scored): RecallItem {
  return {
    kind: 'note',
    path: n.path,
    record_id: c.id,
    title: n.title,
    content: n.content,
    tags: n.tags,
    memory_type: n.memory_type,
    state: 'accepted',
    scope: 'project',
    sensitivity: n.sensitivity,
    tier: 'shared',
    file_refs: [n.path],
    created_at: c.created_at,
    updated_at: c.updated_at,
    access_count: 0,
    score: s.score,
    confidence: s.confidence,
    markers: s.markers,
    score_breakdown: s.score_breakdown,
  };
}
