/**
 * Storing extractions (from a transcript, an import, a model's reply) through the normal write path: each one
 * is a `remember`, so validation, the secret gate, dedup and the predicate policy apply to bulk input exactly
 * as they do to a single write.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import { ErrorCode, isSpoolError } from '../../core/errors.js';
import { contentHash } from '../../core/hash.js';
import type { RememberArgs } from '../../core/inputs.js';
import type { RememberResult, Spool } from '../../spool.js';
import type { Extraction } from '../extraction.js';

/** Options of {@link storeExtractions}. */
export interface StoreExtractionsOptions {
  source_kind: 'manual' | 'ai_proposal' | 'session_capture' | 'distilled' | 'imported';
  session_id?: string | undefined;
  agent?: string | undefined;
  actor?: string | undefined;
  /**
   * Leave out extractions whose content matches an archived memory (default true): an archived candidate was
   * rejected by someone, and re-distilling or re-importing the same source must not bring it back.
   */
  skipArchived?: boolean;
}

/** One stored extraction: the write's result plus the extraction's position in the input. */
export interface StoredExtraction extends RememberResult {
  index: number;
}

/** One extraction the write path refused (a secret, invalid input…), with the reason. */
export interface RefusedExtraction {
  index: number;
  code: string;
  message: string;
}

/** What {@link storeExtractions} did. */
export interface StoreExtractionsResult {
  stored: StoredExtraction[];
  refused: RefusedExtraction[];
  /** Extractions left out because they repeat an archived memory. */
  skipped: { index: number; record_id: string; reason: 'archived' }[];
}

// Refusals that concern one item; any other failure (lock timeout, I/O, a closed instance) aborts the batch
// because the next item would fail the same way.
const ITEM_ERRORS = new Set<string>([
  ErrorCode.InvalidInput,
  ErrorCode.EmptyContent,
  ErrorCode.ContentTooLarge,
  ErrorCode.SecretDetected,
  ErrorCode.PathOutsideRoot,
  ErrorCode.Conflict,
]);

const PREDICATE_RE = /^[a-z0-9_]+$/i;

/** True when `ref` (relative to `root`, or absolute) names something inside `root`. */
function insideRoot(root: string, ref: string): boolean {
  const abs = isAbsolute(ref) ? resolve(ref) : resolve(root, ref);
  const rel = relative(root, abs);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
}

/** The remember input for one extraction; fields the write path would refuse for form alone are dropped. */
function toRememberArgs(spool: Spool, e: Extraction, opts: StoreExtractionsOptions): RememberArgs {
  const maxTags = Math.min(64, spool.config.limits.max_tags);
  const args: RememberArgs = {
    content: e.content,
    memory_type: e.memory_type,
    tags: e.tags
      .map((t) => t.trim())
      .filter((t) => t !== '' && t.length <= 64)
      .slice(0, maxTags),
    source_kind: opts.source_kind,
  };
  if (e.title !== undefined && e.title.trim() !== '') {
    args.title = e.title.length > spool.config.limits.max_title_chars ? undefined : e.title;
  }
  if (e.reason !== undefined && e.reason.trim() !== '') args.reason = e.reason;
  if (e.entity_refs !== undefined && e.entity_refs.length > 0) args.entity_refs = e.entity_refs.slice(0, 64);
  if (e.file_refs !== undefined) {
    // References outside the project (a home-directory path in a transcript) are dropped, not refused: the
    // memory is still worth keeping, the reference just cannot be anchored.
    const refs = [...new Set(e.file_refs.filter((f) => f.trim() !== '' && insideRoot(spool.root, f)))];
    if (refs.length > 0) args.file_refs = refs.slice(0, 64);
  }
  if (e.file_globs !== undefined) {
    // Patterns are kept as written (they name no single file); ones reaching outside the project are dropped.
    const globs = [
      ...new Set(
        e.file_globs
          .map((g) => g.trim().replace(/^\.\//, ''))
          .filter((g) => g !== '' && insideRoot(spool.root, g)),
      ),
    ];
    if (globs.length > 0) args.file_globs = globs.slice(0, 64);
  }
  if (e.fact !== undefined && PREDICATE_RE.test(e.fact.predicate)) args.fact = { ...e.fact };
  if (opts.session_id) args.session_id = opts.session_id;
  if (opts.agent) args.agent = opts.agent;
  if (opts.actor) args.actor = opts.actor;
  return args;
}

/**
 * Stores each extraction with `remember`. An extraction the write path refuses (most importantly
 * `SECRET_DETECTED`) is reported in `refused` and the batch goes on; store-level failures (lock timeout, I/O)
 * are thrown. Non-manual, non-imported source kinds land as candidates (the review queue).
 */
export async function storeExtractions(
  spool: Spool,
  extractions: readonly Extraction[],
  opts: StoreExtractionsOptions,
): Promise<StoreExtractionsResult> {
  const result: StoreExtractionsResult = { stored: [], refused: [], skipped: [] };
  if (extractions.length === 0) return result;
  const archived = new Map<string, string>();
  if (opts.skipArchived ?? true) {
    for (const r of await spool.list({ states: ['archived'], limit: 10_000 })) {
      archived.set(r.content_hash, r.record_id);
    }
  }
  for (const [index, e] of extractions.entries()) {
    const rejected = archived.get(contentHash(e.content));
    if (rejected !== undefined) {
      result.skipped.push({ index, record_id: rejected, reason: 'archived' });
      continue;
    }
    try {
      const r = await spool.remember(toRememberArgs(spool, e, opts));
      result.stored.push({ ...r, index });
    } catch (err) {
      if (isSpoolError(err) && ITEM_ERRORS.has(err.code)) {
        result.refused.push({ index, code: err.code, message: err.message });
        continue;
      }
      throw err;
    }
  }
  return result;
}
