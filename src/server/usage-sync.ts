/**
 * Retrieval history between a server's working copies and PostgreSQL (issue #15): a copy's retrievals are
 * added to the shared totals after each request, and the totals changed since the copy last looked are
 * imported before the next, so every instance ranks with the same history and a rebuilt copy keeps it.
 */
import type { Retrieval, Spool } from '../spool.js';
import { errorFields, type Logger } from './log.js';
import type { ProjectRef, UsageDelta, UsageStore } from './types.js';

/** Retrieval totals one read asks for, and records one usage update carries. */
const USAGE_BATCH = 2_000;

/** What a working copy holds for the sync. */
export interface UsageCopy {
  project: ProjectRef;
  spool: Spool;
  /** Version of the last retrieval totals imported from the usage store (0: none yet, all are read). */
  usageCursor: number;
  /** Retrievals of this copy not yet added to the usage store (`SpoolOptions.onRetrieval` fills it). */
  pendingUsage: Retrieval[];
  /** Sums a failed usage update left, added to the next one. */
  unsentUsage: UsageDelta[];
}

/** Pull before a request, push after it; both only ever warn (usage tunes ranking, it is not truth). */
export interface UsageSync {
  pull(wc: UsageCopy): Promise<void>;
  push(wc: UsageCopy): Promise<void>;
}

/** Per-record sums of retrievals (on top of `carry`, sums not sent yet): what one usage update adds. */
export function usageDeltas(
  retrievals: readonly Retrieval[],
  carry: readonly UsageDelta[] = [],
): UsageDelta[] {
  const byId = new Map<string, UsageDelta>(carry.map((d) => [d.recordId, { ...d }]));
  const later = (a: string | null, b: string) => (a === null || b > a ? b : a);
  for (const r of retrievals) {
    for (const id of r.ids) {
      let d = byId.get(id);
      if (!d) {
        d = { recordId: id, accessed: 0, lastAccessedAt: null, referenced: 0, lastReferencedAt: null };
        byId.set(id, d);
      }
      if (r.kind === 'access') {
        d.accessed++;
        d.lastAccessedAt = later(d.lastAccessedAt, r.at);
      } else {
        d.referenced++;
        d.lastReferencedAt = later(d.lastReferencedAt, r.at);
      }
    }
  }
  return [...byId.values()];
}

/** Creates the sync over `usage`. */
export function createUsageSync(usage: UsageStore, log: Logger): UsageSync {
  /**
   * Retrieval totals changed since the copy last looked, into its index and tracker. Usage only tunes
   * ranking: when the store cannot be read, the request goes on with the history the copy has.
   */
  const pull = async (wc: UsageCopy): Promise<void> => {
    try {
      for (;;) {
        const page = await usage.readSince(wc.project.id, wc.usageCursor, USAGE_BATCH);
        if (page.rows.length > 0) await wc.spool.importUsage(page.rows);
        wc.usageCursor = page.cursor;
        if (page.rows.length < USAGE_BATCH) break;
      }
    } catch (err) {
      log.warn('could not read retrieval history: ranking with what this copy has', {
        project: wc.project.id,
        ...errorFields(err),
      });
    }
  };

  /** This request's retrievals, added to the totals; kept for the next request when that fails. */
  const push = async (wc: UsageCopy): Promise<void> => {
    if (wc.pendingUsage.length === 0 && wc.unsentUsage.length === 0) return;
    const deltas = usageDeltas(wc.pendingUsage.splice(0), wc.unsentUsage);
    wc.unsentUsage = [];
    for (let i = 0; i < deltas.length; i += USAGE_BATCH) {
      try {
        await usage.add(wc.project.id, deltas.slice(i, i + USAGE_BATCH));
      } catch (err) {
        wc.unsentUsage = deltas.slice(i);
        log.warn('could not record retrievals: they are retried with the next request', {
          project: wc.project.id,
          records: wc.unsentUsage.length,
          ...errorFields(err),
        });
        return;
      }
    }
  };
  return { pull, push };
}
