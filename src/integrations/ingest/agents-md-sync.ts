/**
 * `spool sync agents-md`: the accepted project memories written into spool's marked block of AGENTS.md (or
 * CLAUDE.md), every other byte of the file kept.
 */
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { ErrorCode, SpoolError } from '../../core/errors.js';
import { contradictionMarkers, newerSideMarker, olderSideMarker } from '../../score/markers.js';
import { realityMarkerText } from '../../score/scorer.js';
import type { Spool } from '../../spool.js';
import { atomicWrite } from '../../store/atomic.js';
import { type AgentsBlockItem, renderAgentsBlock, upsertMarkedBlock } from '../agents-md.js';
import { allRecords, isPrivate } from './records.js';

/** What {@link syncAgentsMd} did. */
export interface SyncAgentsMdResult {
  changed: boolean;
  path: string;
  /** Memories in the block. */
  count: number;
}

/**
 * Writes the accepted and canonical project memories into the spool block of an AGENTS.md (or CLAUDE.md,
 * created when missing). Only the text between `<!-- spool:begin -->` and `<!-- spool:end -->` is spool's;
 * every other byte stays. Secret, agent-scope and user-scope memories never go in (the file is committed).
 * Idempotent: nothing is written when the block is already up to date. The write is atomic.
 */
export async function syncAgentsMd(spool: Spool, file = 'AGENTS.md'): Promise<SyncAgentsMdResult> {
  const path = resolve(spool.root, file);
  // A memory the code contradicts keeps its place but says so: agents read this file as current truth.
  const refuted = new Map((await spool.check()).contradicted.map((c) => [c.record_id, c.summary]));
  const records = await allRecords(spool);
  // Agents read this file as current truth: a memory contradicted by another in force says so (issue 11).
  const inForce = new Set(records.filter((r) => r.state !== 'archived').map((r) => r.record_id));
  // The file shows every memory side by side, so a told change nobody settled is marked on both sides, as in
  // a packet that shows both.
  const told = new Map<string, string[]>();
  const tell = (id: string, marker: string) => told.set(id, [...(told.get(id) ?? []), marker]);
  for (const { older, newer } of await spool.toldChanges()) {
    tell(older, olderSideMarker(newer));
    tell(newer, newerSideMarker(older));
  }
  const items = records
    .filter((r) => (r.state === 'accepted' || r.state === 'canonical') && !isPrivate(r))
    .map((r) => {
      const item: AgentsBlockItem = {
        content: r.content,
        memory_type: r.memory_type,
        state: r.state,
      };
      if (r.title) item.title = r.title;
      const markers = contradictionMarkers(
        (r.contradicts ?? []).filter((id) => inForce.has(id)),
        r.outdated_by,
      );
      markers.push(...(told.get(r.record_id) ?? []));
      const summary = refuted.get(r.record_id);
      if (summary) markers.unshift(realityMarkerText(summary));
      if (markers.length > 0) item.markers = markers;
      return item;
    });
  let before = '';
  let mode: number | undefined;
  try {
    before = readFileSync(path, 'utf8');
    mode = statSync(path).mode & 0o777;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new SpoolError(ErrorCode.Io, `cannot read ${path}: ${(err as Error).message}`, { cause: err });
    }
  }
  const { text, changed } = upsertMarkedBlock(before, renderAgentsBlock(items));
  if (changed) atomicWrite(path, text, mode);
  return { changed, path, count: items.length };
}
