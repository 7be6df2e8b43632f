/**
 * Retrieval history between a server's working copies and PostgreSQL (issue #15): a copy's retrievals are
 * added to the shared totals after each request, and the totals changed since the copy last looked are
 * imported before the next, so every instance ranks with the same history and a rebuilt copy keeps it.
 */
import type { Retrieval, Spool } from '../spool.js';
import { errorFields, type Logger } from './log.js';
import type { ProjectRef, UsageDelta, UsageStore, UsageTotals } from './types.js';

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
  /**
   * Totals this copy's own updates came back with, not imported yet: when nobody else changed the project's
   * history since the last read, they are all that changed, and are imported instead of reading it again.
   */
  returnedUsage?: UsageTotals[] | undefined;
  /** Sync state: the pending update's timer, when its oldest retrieval came, the update in flight. */
  usageTimer?: NodeJS.Timeout | undefined;
  usagePendingSince?: number | undefined;
  usageInFlight?: Promise<void> | undefined;
}

/**
 * Retrievals are sent in batches, at most {@link USAGE_DELAY_MS} after they happen: an update per request cost
 * ~4 ms of a recall's time and a quarter of the server's throughput. The local store ranks with counts at most
 * as old (its access batcher), so the server's rankings see the same freshness.
 */
export const USAGE_DELAY_MS = 250;

/** Pull before a request, schedule after it; all only ever warn (usage tunes ranking, it is not truth). */
export interface UsageSync {
  /**
   * Imports the totals changed since the copy last looked; its own retrievals older than the delay first.
   * `alone`: no other writer changed the project's history since the copy's last read (the change notices
   * say so), so the totals its own updates returned are imported without reading. False when the store
   * could not be read.
   */
  pull(wc: UsageCopy, alone?: boolean): Promise<boolean>;
  /** Sends the copy's retrievals within the delay (call after a request). */
  schedule(wc: UsageCopy): void;
  /** Sends what is pending now (closing a copy). */
  flush(wc: UsageCopy): Promise<void>;
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
export function createUsageSync(
  usage: UsageStore,
  log: Logger,
  now: () => number = () => performance.now(),
  writer?: string,
): UsageSync {
  /**
   * Retrieval totals changed since the copy last looked, into its index and tracker. Usage only tunes
   * ranking: when the store cannot be read, the request goes on with the history the copy has.
   */
  const pull = async (wc: UsageCopy, alone = false): Promise<boolean> => {
    // This copy's own retrievals are in the totals once older than the delay, as a local store's would be.
    if (wc.usagePendingSince !== undefined && now() - wc.usagePendingSince >= USAGE_DELAY_MS) await flush(wc);
    else if (wc.usageInFlight) await wc.usageInFlight;
    // Totals at or below the cursor were read already, as new as the read saw them (or newer).
    const unread = () => (wc.returnedUsage ?? []).filter((r) => r.version > wc.usageCursor);
    if (alone) {
      const returned = unread();
      wc.returnedUsage = undefined;
      if (returned.length > 0) {
        await wc.spool.importUsage(returned);
        wc.usageCursor = Math.max(wc.usageCursor, ...returned.map((r) => r.version));
      }
      return true;
    }
    try {
      for (;;) {
        const page = await usage.readSince(wc.project.id, wc.usageCursor, USAGE_BATCH);
        if (page.rows.length > 0) await wc.spool.importUsage(page.rows);
        wc.usageCursor = page.cursor;
        if (page.rows.length < USAGE_BATCH) break;
      }
      // An update that committed after the read's snapshot is still to import.
      const left = unread();
      wc.returnedUsage = left.length > 0 ? left : undefined;
      return true;
    } catch (err) {
      log.warn('could not read retrieval history: ranking with what this copy has', {
        project: wc.project.id,
        ...errorFields(err),
      });
      return false;
    }
  };

  /** This request's retrievals, added to the totals; kept for the next request when that fails. */
  const send = async (wc: UsageCopy): Promise<void> => {
    if (wc.pendingUsage.length === 0 && wc.unsentUsage.length === 0) return;
    const deltas = usageDeltas(wc.pendingUsage.splice(0), wc.unsentUsage);
    wc.unsentUsage = [];
    for (let i = 0; i < deltas.length; i += USAGE_BATCH) {
      try {
        const back = await usage.add(wc.project.id, deltas.slice(i, i + USAGE_BATCH), writer);
        if (back && back.length > 0) wc.returnedUsage = [...(wc.returnedUsage ?? []), ...back];
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
  /** One update at a time per copy: a second flush waits for the first, then sends what came since. */
  const flush = async (wc: UsageCopy): Promise<void> => {
    if (wc.usageTimer) clearTimeout(wc.usageTimer);
    wc.usageTimer = undefined;
    while (wc.usageInFlight) await wc.usageInFlight;
    wc.usagePendingSince = undefined;
    if (wc.pendingUsage.length === 0 && wc.unsentUsage.length === 0) return;
    const inFlight = send(wc);
    wc.usageInFlight = inFlight;
    try {
      await inFlight;
    } finally {
      wc.usageInFlight = undefined;
      // Retrievals that came during the update go with the next one; sums the store refused wait for the
      // next request (retrying on a timer would only repeat the warning while the database is away).
      if (wc.pendingUsage.length > 0) schedule(wc);
    }
  };

  const schedule = (wc: UsageCopy): void => {
    if (wc.pendingUsage.length === 0 && wc.unsentUsage.length === 0) return;
    wc.usagePendingSince ??= now();
    if (wc.usageTimer) return;
    wc.usageTimer = setTimeout(() => {
      wc.usageTimer = undefined;
      void flush(wc);
    }, USAGE_DELAY_MS);
    wc.usageTimer.unref();
  };

  return { pull, schedule, flush };
}
