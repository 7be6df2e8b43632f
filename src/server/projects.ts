import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfig } from '../core/config.js';
import { ErrorCode, isSpoolError, SpoolError } from '../core/errors.js';
import { openSpool, type Retrieval, type Spool } from '../spool.js';
import { type FileLock, openFileLock } from '../store/lock.js';
import { appendForeign, type ReplicaCursor, readLines } from '../store/replica.js';
import { type ChangeFeed, checkRead, type ReadMark } from './changes.js';
import { errorFields, type Logger } from './log.js';
import { createKeyedMutex } from './mutex.js';
import { unavailable } from './pg/pool.js';
import type { EventLine, EventStore, ProjectRef, UsageStore } from './types.js';
import { createUsageSync, type UsageCopy } from './usage-sync.js';
import {
  completeEnd,
  deleteCopyDirs,
  linesFrom,
  readPullCursor,
  savePullCursor,
} from './working-copy-files.js';

/** How many lines one pull asks PostgreSQL for at a time. */
const PULL_BATCH = 2_000;
/** How many lines one push sends in one append call (one transaction). */
const PUSH_BATCH = 2_000;

/** Options of {@link createProjectHost}. */
export interface ProjectHostOptions {
  /** The server's data directory; working copies live in `<dataDir>/projects/<projectId>/`. */
  dataDir: string;
  /** This server's writer id (`server-<instanceId>`): the shard its working copies append to. */
  writer: string;
  events: EventStore;
  /**
   * Where retrieval history lives: working copies hand their retrievals to it after each request and import
   * the totals before the next, so every instance ranks alike and a rebuilt copy keeps the history. Without
   * it a working copy keeps its own.
   */
  usage?: UsageStore;
  log: Logger;
  /** Most working copies open at once; the least recently used one is closed beyond it. */
  maxOpen: number;
  /**
   * Change notices: a copy that heard of no change by another writer since its last read skips the read
   * before a request (see changes.ts). Without it every request reads.
   */
  changes?: ChangeFeed;
  /** Told, per request and source, whether the copy read PostgreSQL or skipped it (metrics). */
  onRead?: (source: 'lines' | 'usage', skipped: boolean) => void;
  /** Told how many lines were pushed to / pulled from PostgreSQL (metrics). */
  onPushed?: (n: number) => void;
  onPulled?: (n: number) => void;
}

/**
 * The server's working copies. Every request on a project runs through {@link ProjectHost.run}: under the
 * project's mutex it pulls new lines from PostgreSQL, runs the use case on the project's `Spool`, then pushes
 * the lines the server's own shard gained — so an acknowledged write is in PostgreSQL, and a project's
 * writes reach PostgreSQL in chain order.
 */
export interface ProjectHost {
  /**
   * Runs `fn` on the project's working copy, pulling first and pushing after; `actor` is kept per event.
   * `synced`: a {@link ChangeFeed.sync} begun when the request arrived (else one begins when its turn comes):
   * the copy sees every change acknowledged before it began.
   */
  run<T>(
    project: ProjectRef,
    actor: string,
    fn: (spool: Spool) => Promise<T>,
    synced?: Promise<number | undefined>,
  ): Promise<T>;
  /**
   * Runs `fn` (a rewrite of the project's stored lines: a purge) under the project's mutex, so no request on
   * this server interleaves with it; when it succeeds, the project's working copy is deleted — with any
   * copy moved aside earlier — since it holds the old lines: the next request rebuilds it from PostgreSQL.
   */
  rewrite<T>(project: ProjectRef, fn: () => Promise<T>): Promise<T>;
  /** How many working copies are open. */
  openCount(): number;
  /** Refuses new work (SHUTTING_DOWN), waits for the running work, closes every working copy. */
  close(): Promise<void>;
}

interface WorkingCopy extends UsageCopy {
  project: ProjectRef;
  dir: string;
  spool: Spool;
  lock: FileLock;
  /** PostgreSQL position of the last line pulled. */
  cursor: number;
  /** The project's ledger generation the copy's lines were pulled at (see EventStore.generation). */
  generation: number;
  /** Byte offset in the own shard up to which lines are known to be in PostgreSQL. */
  pushed: number;
  ownShard: string;
  cursorFile: string;
  /**
   * Per source (lines, retrieval history): the change feed's epoch, the other writers' notices counted and
   * the time when the copy last read it in full. The epoch is undefined until a read succeeds.
   */
  read: Record<'events' | 'usage', ReadMark>;
}

/** Creates the host of the server's working copies. */
export function createProjectHost(opts: ProjectHostOptions): ProjectHost {
  const { events, log, writer } = opts;
  const open = new Map<string, WorkingCopy>();
  const opening = new Map<string, Promise<WorkingCopy>>();
  const mutex = createKeyedMutex();
  let closing = false;

  const shuttingDown = () =>
    new SpoolError(ErrorCode.ShuttingDown, 'the server is shutting down: retry in a few seconds', {
      details: { retryable: true },
    });

  const saveCursor = (wc: WorkingCopy) => {
    savePullCursor(wc.cursorFile, { cursor: wc.cursor, generation: wc.generation });
  };

  /**
   * Lines from PostgreSQL after the cursor into the shards; `all` includes this server's own writer.
   * `rewritten` (nothing pulled) when a purge rewrote stored lines since the copy was made: the copy must go.
   */
  const pull = async (wc: WorkingCopy, all: boolean): Promise<'ok' | 'rewritten'> => {
    let total = 0;
    for (;;) {
      let batch: Awaited<ReturnType<EventStore['readSince']>>;
      try {
        batch = await events.readSince(wc.project.id, wc.cursor, PULL_BATCH);
      } catch (err) {
        throw unavailable(`reading project ${wc.project.slug}`, err);
      }
      if (batch.generation !== wc.generation) return 'rewritten';
      if (batch.lines.length === 0) break;
      // Our own lines are in the shard already (they were written here first), unless the working copy
      // is being rebuilt: then `all` restores them too.
      const lines: EventLine[] = [];
      for (const l of batch.lines) {
        if (all || l.writer !== writer) lines.push({ writer: l.writer, line: l.line });
      }
      if (lines.length > 0) {
        const r = appendForeign(wc.spool.paths, lines, { lock: wc.lock });
        total += r.inserted;
      }
      wc.cursor = batch.cursor;
      if (batch.lines.length < PULL_BATCH) break;
    }
    if (total > 0) opts.onPulled?.(total);
    if (total > 0 || all) saveCursor(wc);
    return 'ok';
  };

  const usageSync = opts.usage ? createUsageSync(opts.usage, log, undefined, writer) : undefined;
  const changes = opts.changes;

  /** Sends `lines` to PostgreSQL in batches. */
  const send = async (wc: WorkingCopy, lines: EventLine[], actor: string): Promise<void> => {
    for (let i = 0; i < lines.length; i += PUSH_BATCH) {
      const chunk = lines.slice(i, i + PUSH_BATCH);
      let r: Awaited<ReturnType<EventStore['append']>>;
      try {
        r = await events.append(wc.project.id, chunk, actor);
      } catch (err) {
        throw unavailable(`saving to project ${wc.project.slug}`, err);
      }
      opts.onPushed?.(r.inserted);
    }
  };

  /** The own shard's lines written since the last push, to PostgreSQL. */
  const push = async (wc: WorkingCopy, actor: string): Promise<void> => {
    const { lines, end } = linesFrom(wc.ownShard, wc.pushed);
    if (lines.length === 0) return;
    await send(
      wc,
      lines.map((line) => ({ writer, line })),
      actor,
    );
    wc.pushed = end;
  };

  /**
   * Brings a working copy and PostgreSQL together: local team lines PostgreSQL lacks are pushed (a write
   * acknowledged locally whose push never happened), then everything after the saved cursor is pulled —
   * all of it for a new or lost working copy, which is so rebuilt from PostgreSQL.
   */
  const reconcile = async (wc: WorkingCopy): Promise<'ok' | 'rewritten'> => {
    let pgHeads: Map<string, { seq: number; hash: string }>;
    try {
      pgHeads = await events.heads(wc.project.id);
    } catch (err) {
      throw unavailable(`opening project ${wc.project.slug}`, err);
    }
    const cursors = new Map<string, ReplicaCursor>();
    for (const [w, h] of pgHeads) cursors.set(w, { seq: h.seq, hash: h.hash });
    const missing = readLines(wc.spool.paths, cursors);
    if (missing.lines.length > 0) {
      log.warn('working copy held lines PostgreSQL lacked: pushing them', {
        project: wc.project.id,
        lines: missing.lines.length,
      });
      await send(
        wc,
        missing.lines.map((l) => ({ writer: l.writer, line: l.line })),
        writer,
      );
    }
    // 'rewritten': a purge committed between the generation check at open and this pull.
    if ((await pull(wc, true)) === 'rewritten') return 'rewritten';
    wc.pushed = completeEnd(wc.ownShard);
    return 'ok';
  };

  /**
   * Deletes a project's working copy directory, and any copy of it moved aside earlier: after a purge they
   * hold erased content. The copy must be closed.
   */
  const discard = (project: ProjectRef, why: string): void => {
    const asideDeleted = deleteCopyDirs(join(opts.dataDir, 'projects', project.id));
    log.info('working copy deleted: it is rebuilt from PostgreSQL', {
      project: project.id,
      why,
      aside_deleted: asideDeleted,
    });
  };

  /**
   * Opens (creating or rebuilding as needed) a project's working copy and reconciles it with PostgreSQL. A
   * copy made at an older ledger generation holds lines a purge rewrote: it is deleted and made anew
   * (`attempt` bounds the retries when purges keep landing while it opens). A copy newer than the database
   * (restored from a backup) keeps its lines: its own chain's acknowledged writes that the restore lost
   * are pushed back, and everything else is re-read from the start.
   */
  const openCopy = async (project: ProjectRef, attempt = 0): Promise<WorkingCopy> => {
    const dir = join(opts.dataDir, 'projects', project.id);
    let state: { generation: number; lastPosition: number };
    try {
      state = await events.ledgerState(project.id);
    } catch (err) {
      throw unavailable(`opening project ${project.slug}`, err);
    }
    mkdirSync(dir, { recursive: true });
    const pendingUsage: Retrieval[] = [];
    const spool = openSpool({
      root: dir,
      // The user tier of a working copy stays inside it: nothing is shared between projects on a server.
      home: join(dir, '.spool', 'local', 'server-home'),
      config: { ...defaultConfig(), writer },
      embedder: null,
      surface: 'mcp',
      warn: (m) => log.warn(m, { project: project.id }),
      ...(opts.usage ? { onRetrieval: (r: Retrieval) => pendingUsage.push(r) } : {}),
    });
    let lock: FileLock | undefined;
    let stale = false;
    try {
      await spool.init();
      lock = openFileLock(spool.paths.projectLock);
      const cursorFile = join(spool.paths.localDir, 'server-pull-cursor.json');
      const saved = readPullCursor(cursorFile);
      let cursor = saved?.cursor ?? 0;
      const savedGeneration = saved?.generation;
      const { generation, lastPosition } = state;
      if (savedGeneration !== undefined && savedGeneration < generation) {
        stale = true;
      } else if (savedGeneration !== undefined && (savedGeneration > generation || cursor > lastPosition)) {
        log.warn(
          'the database is older than this working copy (restored from a backup?): pushing back the lines of this server it lacks, re-reading the rest',
          {
            project: project.id,
            cursor,
            last_position: lastPosition,
            generation,
            saved_generation: savedGeneration,
          },
        );
        cursor = 0;
      }
      if (!stale) {
        const wc: WorkingCopy = {
          project,
          dir,
          spool,
          lock,
          cursor,
          generation,
          pushed: 0,
          ownShard: join(spool.paths.ledgerDirs.shared, `${writer}.jsonl`),
          cursorFile,
          usageCursor: 0,
          pendingUsage,
          unsentUsage: [],
          read: {
            events: { epoch: undefined, seen: 0, at: 0 },
            usage: { epoch: undefined, seen: 0, at: 0 },
          },
        };
        const t0 = performance.now();
        stale = (await reconcile(wc)) === 'rewritten';
        if (!stale) {
          log.info('working copy open', {
            project: project.id,
            slug: project.slug,
            cursor: wc.cursor,
            ms: Math.round(performance.now() - t0),
          });
          return wc;
        }
      }
    } catch (err) {
      lock?.close();
      await spool.close().catch(() => undefined);
      throw err;
    }
    lock?.close();
    await spool.close().catch(() => undefined);
    if (attempt >= 3)
      throw new SpoolError(
        ErrorCode.DatabaseUnavailable,
        `project ${project.slug} kept being purged while its working copy was rebuilt: retry shortly`,
        { details: { retryable: true } },
      );
    discard(project, 'the ledger was rewritten by a purge');
    return openCopy(project, attempt + 1);
  };

  const closeCopy = async (wc: WorkingCopy): Promise<void> => {
    open.delete(wc.project.id);
    await usageSync?.flush(wc);
    try {
      await wc.spool.close();
    } catch (err) {
      log.warn('closing a working copy failed', { project: wc.project.id, ...errorFields(err) });
    }
    wc.lock.close();
  };

  const get = async (project: ProjectRef): Promise<WorkingCopy> => {
    const hit = open.get(project.id);
    if (hit) {
      // Most recently used last: the Map's order is the eviction order.
      open.delete(project.id);
      open.set(project.id, hit);
      return hit;
    }
    let pending = opening.get(project.id);
    if (!pending) {
      pending = openCopy(project).finally(() => opening.delete(project.id));
      opening.set(project.id, pending);
    }
    const wc = await pending;
    open.set(project.id, wc);
    while (open.size > opts.maxOpen) {
      const [oldestId] = open.keys();
      if (oldestId === undefined || oldestId === project.id) break;
      const oldest = open.get(oldestId);
      open.delete(oldestId);
      // Closed under its own mutex, so no request on it is cut short.
      if (oldest) void mutex.run(oldestId, () => closeCopy(oldest));
    }
    return wc;
  };

  /**
   * A working copy whose chains disagree with PostgreSQL (an edited or damaged shard, lines that PostgreSQL
   * refuses) is moved aside, kept for inspection, and rebuilt from PostgreSQL, the system of record.
   */
  const quarantine = async (project: ProjectRef, err: unknown): Promise<void> => {
    const wc = open.get(project.id);
    if (wc) await closeCopy(wc);
    const dir = join(opts.dataDir, 'projects', project.id);
    const aside = `${dir}.diverged-${Date.now()}`;
    if (existsSync(dir)) renameSync(dir, aside);
    log.error('working copy disagrees with PostgreSQL: moved aside, rebuilding it from PostgreSQL', {
      project: project.id,
      aside,
      ...errorFields(err),
    });
  };

  /**
   * The project's working copy, pulled up to date (rebuilt once if it disagrees with PostgreSQL), and which
   * reads of PostgreSQL that took.
   */
  const fresh = async (
    project: ProjectRef,
    synced: Promise<number | undefined> | undefined,
  ): Promise<{ wc: WorkingCopy; read: string }> => {
    for (let attempt = 0; ; attempt++) {
      let wc: WorkingCopy;
      try {
        wc = await get(project);
        // After the sync every change committed before now is counted: a copy that heard none from another
        // writer since its last read (on the same listening connection, not too long ago) has them all.
        // A retry (a purge, a quarantine) syncs anew: the first sync's answer is spent.
        const epoch = changes ? await (attempt === 0 && synced ? synced : changes.sync()) : undefined;
        const now = performance.now();
        const check = (kind: 'events' | 'usage') =>
          checkRead(wc.read[kind], changes?.noted(project.id, kind, writer) ?? 0, epoch, now);
        const lines = check('events');
        if ((lines.current ? 'ok' : await pull(wc, false)) === 'ok') {
          if (!lines.current) lines.done();
          const usage = usageSync ? check('usage') : undefined;
          if (usage && (await usageSync?.pull(wc, usage.current)) && !usage.current) usage.done();
          opts.onRead?.('lines', lines.current);
          if (usage) opts.onRead?.('usage', usage.current);
          const read = [lines.current ? '' : 'lines', usage?.current === false ? 'usage' : ''];
          return { wc, read: read.filter(Boolean).join('+') || 'none' };
        }
      } catch (err) {
        if (!isSpoolError(err, ErrorCode.ChainBroken) || attempt > 0) throw err;
        await quarantine(project, err);
        continue;
      }
      // Another server purged the project since this copy was pulled: its lines are stale, and it holds the
      // erased content. Deleted, and made anew from PostgreSQL.
      if (attempt >= 3)
        throw new SpoolError(
          ErrorCode.DatabaseUnavailable,
          `project ${project.slug} kept being purged while its working copy was rebuilt: retry shortly`,
          { details: { retryable: true } },
        );
      await closeCopy(wc);
      discard(project, 'the ledger was rewritten by a purge');
    }
  };

  const run = <T>(
    project: ProjectRef,
    actor: string,
    fn: (spool: Spool) => Promise<T>,
    synced?: Promise<number | undefined>,
  ): Promise<T> => {
    if (closing) return Promise.reject(shuttingDown());
    const queued = performance.now();
    return mutex.run(project.id, async () => {
      const t0 = performance.now();
      const { wc, read } = await fresh(project, synced);
      const t1 = performance.now();
      let result: T | undefined;
      let failure: unknown;
      let failed = false;
      try {
        result = await fn(wc.spool);
      } catch (err) {
        failed = true;
        failure = err;
      }
      const t2 = performance.now();
      // Pushed even when the use case failed half-way: whatever reached the shard must reach PostgreSQL.
      await push(wc, actor);
      usageSync?.schedule(wc);
      const ms = (a: number, b: number) => Math.round((b - a) * 100) / 100;
      log.debug('project run', {
        project: project.id,
        wait_ms: ms(queued, t0),
        pull_ms: ms(t0, t1),
        run_ms: ms(t1, t2),
        push_ms: ms(t2, performance.now()),
        read,
      });
      if (failed) throw failure;
      return result as T;
    });
  };

  const rewrite = <T>(project: ProjectRef, fn: () => Promise<T>): Promise<T> => {
    if (closing) return Promise.reject(shuttingDown());
    return mutex.run(project.id, async () => {
      // Retrievals this copy has not sent yet go before the rewrite, which deletes the erased record's history.
      const before = open.get(project.id);
      if (before) await usageSync?.flush(before);
      const out = await fn();
      const wc = open.get(project.id);
      if (wc) await closeCopy(wc);
      discard(project, 'purged through this server');
      return out;
    });
  };

  return {
    run,
    rewrite,
    openCount: () => open.size,
    async close() {
      closing = true;
      await mutex.idle();
      await Promise.all([...opening.values()].map((p) => p.catch(() => undefined)));
      for (const wc of [...open.values()]) await closeCopy(wc);
    },
  };
}
