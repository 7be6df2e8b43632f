/**
 * Change notices from PostgreSQL (LISTEN on {@link CHANGES_CHANNEL}, sent by the V4 triggers): which projects'
 * lines or retrieval history changed, and by whom. A working copy that heard of no change by another writer
 * since its last read skips the read before a request, which was most of a recall's PostgreSQL work.
 *
 * Freshness is kept exact by {@link ChangeFeed.sync}: a `SELECT 1` sent on the listening connection after
 * the request arrived. PostgreSQL signals listening backends before a commit is acknowledged, and a backend
 * sends the notices it was signalled about before it answers a later query; so once that answer arrives,
 * every change acknowledged to anyone before the request has been counted here. Whenever the listener is not
 * connected and listening, `sync` says so and the copies read as before.
 */
import pg from 'pg';
import { errorFields, type Logger } from './log.js';
import { CHANGES_CHANNEL } from './pg/migrations.js';

/** What a notice is about: a project's ledger lines or its retrieval history, or any token (project ''). */
export type ChangeKind = 'events' | 'usage' | 'tokens';

/** Change notices heard on one listening connection; see the module comment. */
export interface ChangeFeed {
  /**
   * Resolves once every change committed before the call has been counted: with the listening connection's
   * epoch (a new one after each reconnect), or undefined when the feed cannot tell (not listening, or the
   * connection was lost meanwhile).
   */
  sync(): Promise<number | undefined>;
  /** How many notices of `kind` about the project (from writers other than `exceptWriter`) were counted. */
  noted(projectId: string, kind: ChangeKind, exceptWriter?: string): number;
  /** Stops listening. */
  close(): Promise<void>;
}

/** Options of {@link createChangeFeed}. */
export interface ChangeFeedOptions {
  url: string;
  log: Logger;
  /** Wait before reconnecting after the listening connection failed (default 1000 ms). */
  retryMs?: number;
  /** Longest wait for the listening connection's answer to {@link ChangeFeed.sync} (default 1000 ms). */
  pingTimeoutMs?: number;
}

interface Counts {
  total: number;
  byWriter: Map<string, number>;
}

/** Connects a listener (in the background; `sync` answers undefined until it listens). */
export function createChangeFeed(opts: ChangeFeedOptions): ChangeFeed {
  const { log } = opts;
  const retryMs = opts.retryMs ?? 1_000;
  const pingTimeoutMs = opts.pingTimeoutMs ?? 1_000;
  const counts = new Map<string, Counts>();
  let client: pg.Client | undefined;
  /** Bumped on every successful LISTEN; undefined while not listening. */
  let epoch: number | undefined;
  let epochs = 0;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let inFlight: Promise<number | undefined> | undefined;
  let queued: Promise<number | undefined> | undefined;

  const count = (key: string, writer: string) => {
    let c = counts.get(key);
    if (!c) {
      c = { total: 0, byWriter: new Map() };
      counts.set(key, c);
    }
    c.total++;
    c.byWriter.set(writer, (c.byWriter.get(writer) ?? 0) + 1);
  };

  const onNotice = (msg: pg.Notification) => {
    if (msg.channel !== CHANGES_CHANNEL || msg.payload === undefined) return;
    const [kind, projectId, writer = '-'] = msg.payload.split(' ');
    if (projectId === undefined) return;
    if (kind === 'e') count(`${projectId}\u0000events`, writer);
    else if (kind === 'u') count(`${projectId}\u0000usage`, writer);
    else if (kind === 't') count('\u0000tokens', '');
    else {
      // A generation change (a purge) concerns both, and no writer's own copy has it already.
      count(`${projectId}\u0000events`, '');
      count(`${projectId}\u0000usage`, '');
    }
  };

  const lost = (c: pg.Client, err: unknown) => {
    if (client !== c) return;
    const wasListening = epoch !== undefined;
    client = undefined;
    epoch = undefined;
    c.removeAllListeners('notification');
    void c.end().catch(() => undefined);
    if (closed) return;
    // Said once per loss, not at every failed reconnect while the database is away.
    if (wasListening)
      log.warn('change notices: listening connection lost; every request reads PostgreSQL until it is back', {
        ...errorFields(err),
      });
    else log.debug('change notices: could not listen; retrying', { ...errorFields(err) });
    schedule();
  };

  const connect = async () => {
    retry = undefined;
    if (closed) return;
    const c = new pg.Client({ connectionString: opts.url, application_name: 'spool-server-changes' });
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c, new Error('connection ended')));
    c.on('notification', onNotice);
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (err) {
      lost(c, err);
      return;
    }
    if (client !== c || closed) return;
    epochs++;
    epoch = epochs;
    log.info('change notices: listening', { epoch });
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
  };

  const ping = (): Promise<number | undefined> => {
    const e = epoch;
    const c = client;
    if (e === undefined || c === undefined) return Promise.resolve(undefined);
    let timer: NodeJS.Timeout | undefined;
    // A connection that stopped answering (a half-open socket) must not hold requests: past the timeout the
    // request reads PostgreSQL itself, and the listener starts over.
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        lost(c, new Error(`no answer in ${pingTimeoutMs} ms`));
        resolve(undefined);
      }, pingTimeoutMs);
      timer.unref();
    });
    const answered = c.query('SELECT 1').then(
      () => (epoch === e && client === c ? e : undefined),
      () => undefined,
    );
    const p = Promise.race([answered, timeout]).finally(() => clearTimeout(timer));
    inFlight = p;
    void p.then(() => {
      if (inFlight === p) inFlight = undefined;
    });
    return p;
  };

  void connect();

  return {
    sync() {
      if (epoch === undefined) return Promise.resolve(undefined);
      if (inFlight === undefined) return ping();
      // A ping already sent may have left before this call: wait for it, then send one that surely did not.
      // Every caller meanwhile shares that next ping.
      if (queued === undefined) {
        const q = inFlight.then(() => {
          if (queued === q) queued = undefined;
          return ping();
        });
        queued = q;
      }
      return queued;
    },
    noted(projectId, kind, exceptWriter) {
      const c = counts.get(`${projectId}\u0000${kind}`);
      if (!c) return 0;
      return exceptWriter === undefined ? c.total : c.total - (c.byWriter.get(exceptWriter) ?? 0);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      epoch = undefined;
      if (c) await c.end().catch(() => undefined);
    },
  };
}

/**
 * How long a working copy that heard no change notice may skip reading PostgreSQL before a request. Notices
 * cover every change made through spool; this bounds how late one that sends none is seen (an operator's
 * SQL with triggers disabled, e.g. `session_replication_role = replica`).
 */
export const NOTICE_TRUST_MS = 1_000;

/** When a working copy last read one source in full: the feed's epoch then (undefined: not read since), the
 * other writers' notices counted before the read began, and the time. */
export interface ReadMark {
  epoch: number | undefined;
  seen: number;
  at: number;
}

/**
 * Whether the copy's last read of a source is still current after a sync that answered `epoch` (undefined:
 * the feed could not tell), with `seen` notices counted now: same listening connection, no notice since, and
 * not older than {@link NOTICE_TRUST_MS}. When it is not, the mark is cleared until `done` records the read,
 * with the count taken before it began, so a notice during the read is not lost.
 */
export function checkRead(
  mark: ReadMark,
  seen: number,
  epoch: number | undefined,
  now: number,
): { current: boolean; done: () => void } {
  const current =
    epoch !== undefined && mark.epoch === epoch && mark.seen === seen && now - mark.at < NOTICE_TRUST_MS;
  if (!current) mark.epoch = undefined;
  return { current, done: () => Object.assign(mark, { epoch, seen, at: now }) };
}
