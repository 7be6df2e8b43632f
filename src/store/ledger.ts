import * as crypto from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  existsSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  statSync,
  writeSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { ErrorCode, SpoolError } from '../core/errors.js';
import type { RecordRow } from '../core/record-row.js';
import {
  LEDGER_SCHEMA,
  type LedgerEvent,
  ledgerEventSchema,
  type PendingEvent,
  type Tier,
} from '../core/types.js';
import { fsyncPath } from './atomic.js';
import { eachLine, type LinesRead } from './shard-lines.js';

/** One shard file of one tier. */
export interface ShardRef {
  tier: Tier;
  writer: string;
  path: string;
}

/** Something wrong found while reading a shard. */
export interface LedgerProblem {
  kind: 'torn_tail' | 'bad_json' | 'bad_schema' | 'bad_hash' | 'broken_chain' | 'seq_gap';
  shard: string;
  line: number;
  offset: number;
  message: string;
}

/** One verified (or at least parsed) event with its position in the shard. */
export interface ShardLine {
  event: LedgerEvent;
  offset: number;
  end: number;
  line: number;
  /** The projection row computed ahead of the append (bulk import), so the index need not reduce it. */
  row?: RecordRow;
}

/**
 * A `record.created` event whose projection row was computed ahead of the append (on a bulk import's
 * worker thread): the main thread then only seals, writes and indexes it. The payload is the row's
 * canonical document, so the line and the index hold the very same record.
 */
export interface PreparedEvent {
  type: 'record.created';
  record_id: string;
  row: RecordRow;
}

/** What {@link readShard} found between `from` and the last complete line. */
export interface ShardRead {
  lines: ShardLine[];
  problems: LedgerProblem[];
  /** Byte offset just past the last complete line. */
  end: number;
  /** Bytes after the last newline (a torn or in-flight line). */
  trailing: number;
  /** Number of the last complete line read (absolute, counting from the start of the shard). */
  lastLine: number;
}

// `crypto.hash` (Node ≥ 20.12) skips the Hash object: half the cost for a line-sized input, and a
// bulk import hashes 100,000 lines on its critical thread. Older 20.x releases fall back.
const oneShotHash = (crypto as { hash?: (alg: string, data: string, enc: 'hex') => string }).hash;

const HASH_SUFFIX = /,"hash":"([0-9a-f]{64})"\}$/;

/**
 * The chain hash of a line. SHA-256 from node:crypto (native) rather than BLAKE3 in JS: every line is
 * hashed on write and on every verification, and the native digest is ~8× faster here. Content
 * hashes (dedup, code anchors) stay BLAKE3 as the spec fixes them.
 */
export function lineHash(body: string): string {
  return oneShotHash
    ? oneShotHash('sha256', body, 'hex')
    : crypto.createHash('sha256').update(body).digest('hex');
}

/** Serialises an event and seals it with its hash, as one JSONL line (with the newline). */
export function encodeEvent(
  event: Omit<LedgerEvent, 'hash'> & { hash?: string },
  payloadJson = JSON.stringify(event.payload),
): { line: string; hash: string } {
  // Spliced by hand so a payload serialised elsewhere (a worker thread) yields the very bytes that
  // JSON.stringify of the whole event would: same keys, same order.
  const q = JSON.stringify;
  const body = `{"schema":${q(event.schema)},"event_id":${q(event.event_id)},"ts":${q(event.ts)},"writer":${q(event.writer)},"seq":${q(event.seq)},"type":${q(event.type)},"record_id":${q(event.record_id)},"payload":${payloadJson},"prev":${q(event.prev)}}`;
  const hash = lineHash(body);
  return { line: `${body.slice(0, -1)},"hash":"${hash}"}\n`, hash };
}

/**
 * Parses one line and checks its seal. The hash covers the exact bytes written before the hash field,
 * so verification needs no canonical JSON: strip the suffix and rehash.
 */
export function decodeLine(
  text: string,
):
  | { ok: true; event: LedgerEvent }
  | { ok: false; kind: 'bad_json' | 'bad_schema' | 'bad_hash'; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, kind: 'bad_json', message: 'line is not valid JSON' };
  }
  const parsed = ledgerEventSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      kind: 'bad_schema',
      message: parsed.error.issues[0]?.message ?? 'not a ledger event',
    };
  }
  const m = HASH_SUFFIX.exec(text);
  if (!m || lineHash(`${text.slice(0, m.index)}}`) !== parsed.data.hash) {
    return { ok: false, kind: 'bad_hash', message: 'hash does not match the line (edited or corrupted)' };
  }
  return { ok: true, event: parsed.data };
}

/** The shards of one tier directory, sorted by file name for a stable replay order. */
export function listShards(dir: string, tier: Tier): ShardRef[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => ({ tier, writer: basename(f, '.jsonl'), path: join(dir, f) }));
}

/**
 * Reads complete lines of a shard from byte `from`, verifying hashes and the chain against `prev`/`seq`
 * (the state at `from`). Reads in chunks; with `onLine`, lines are handed over one by one instead of
 * being collected, so even a huge shard costs only a chunk of memory.
 */
export function readShard(
  path: string,
  from = 0,
  chain: { prev: string | null; seq: number; line: number } = { prev: null, seq: -1, line: 0 },
  onLine?: (line: ShardLine) => void,
): ShardRead {
  const lines: ShardLine[] = [];
  const problems: LedgerProblem[] = [];
  const shard = basename(path);
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (cause) {
    throw new SpoolError(ErrorCode.Io, `cannot read ledger shard ${path}: check its permissions`, { cause });
  }
  let prev = chain.prev;
  let seq = chain.seq;
  let lineNo = chain.line;
  let end = from;
  let read: LinesRead;
  try {
    read = eachLine(fd, from, ({ text, offset, end: lineEnd }) => {
      lineNo++;
      end = lineEnd;
      if (text.trim().length === 0) return;
      const decoded = decodeLine(text);
      if (!decoded.ok) {
        problems.push({ kind: decoded.kind, shard, line: lineNo, offset, message: decoded.message });
        return;
      }
      const ev = decoded.event;
      if (ev.prev !== prev) {
        problems.push({
          kind: 'broken_chain',
          shard,
          line: lineNo,
          offset,
          message: 'prev does not match the previous line (a line was removed, reordered or edited)',
        });
      } else if (ev.seq !== seq + 1) {
        problems.push({
          kind: 'seq_gap',
          shard,
          line: lineNo,
          offset,
          message: `seq ${ev.seq} follows ${seq}`,
        });
      }
      prev = ev.hash;
      seq = ev.seq;
      const sl = { event: ev, offset, end: lineEnd, line: lineNo };
      if (onLine) onLine(sl);
      else lines.push(sl);
    });
  } finally {
    closeSync(fd);
  }
  return { lines, problems, end, trailing: read.trailing, lastLine: lineNo };
}

interface TailState {
  size: number;
  seq: number;
  hash: string | null;
}

/** Appends events to this process's shard of each tier. Callers hold the tier's lock. */
export interface ShardWriter {
  /**
   * Writes the events' lines in one `write`, then fsyncs once: when this returns, every event is durable.
   * Repairs a torn tail first (moving it to `<shard>.torn`) and reports it through `onTorn`.
   */
  append(tier: Tier, events: (PendingEvent | PreparedEvent)[], now: string, newId: () => string): ShardLine[];
  shardPath(tier: Tier): string;
  close(): void;
}

/** Creates the writer for `writer`'s shards in the given tier directories. */
export function createShardWriter(
  dirs: Record<Tier, string>,
  writers: Record<Tier, string>,
  onTorn: (info: { shard: string; bytes: number; tornFile: string }) => void,
): ShardWriter {
  const fds = new Map<Tier, number>();
  const tails = new Map<Tier, TailState>();

  const pathOf = (tier: Tier) => join(dirs[tier], `${writers[tier]}.jsonl`);

  function open(tier: Tier): number {
    const existing = fds.get(tier);
    if (existing !== undefined) {
      if (sameFile(existing, pathOf(tier))) return existing;
      // The shard was replaced under this process (a purge elsewhere, or a pull adopting a chain a server
      // purge resealed): appending to the old file would acknowledge writes no reader ever sees.
      closeSync(existing);
      fds.delete(tier);
      tails.delete(tier);
    }
    mkdirSync(dirs[tier], { recursive: true });
    const path = pathOf(tier);
    const created = !existsSync(path);
    const fd = openSync(path, 'a+');
    if (created) fsyncDir(dirs[tier]);
    fds.set(tier, fd);
    return fd;
  }

  function loadTail(tier: Tier, fd: number, path: string): TailState {
    const size = fstatSync(fd).size;
    const cached = tails.get(tier);
    if (cached && cached.size === size) return cached;
    if (size === 0) return { size: 0, seq: -1, hash: null };
    // Scan back for the last complete line; records are capped well below this window.
    const window = Math.min(size, 4 * 1024 * 1024);
    const buf = Buffer.allocUnsafe(window);
    readSync(fd, buf, 0, window, size - window);
    let lastNl = buf.lastIndexOf(0x0a);
    let effective = size;
    if (lastNl !== window - 1) {
      const keep = lastNl < 0 ? size - window : size - window + lastNl + 1;
      const tornBytes = buf.subarray(lastNl + 1);
      const tornFile = `${path}.torn`;
      appendFileSync(tornFile, Buffer.concat([tornBytes, Buffer.from('\n')]));
      ftruncateSync(fd, keep);
      fsyncSync(fd);
      onTorn({ shard: basename(path), bytes: tornBytes.length, tornFile });
      effective = keep;
      if (lastNl < 0) return { size: effective, seq: -1, hash: null };
    }
    const prevNl = lastNl > 0 ? buf.lastIndexOf(0x0a, lastNl - 1) : -1;
    const text = buf.toString('utf8', prevNl + 1, lastNl);
    lastNl = -1;
    const decoded = decodeLine(text);
    if (!decoded.ok) {
      throw new SpoolError(
        ErrorCode.LedgerCorrupt,
        `the last line of ${path} is damaged (${decoded.message}): run \`spool doctor --repair\``,
        { details: { shard: path } },
      );
    }
    return { size: effective, seq: decoded.event.seq, hash: decoded.event.hash };
  }

  return {
    shardPath: pathOf,
    append(tier, events, now, newId) {
      const fd = open(tier);
      const path = pathOf(tier);
      let tail = loadTail(tier, fd, path);
      const written: ShardLine[] = [];
      // The batch is encoded as one string and converted once: a Buffer per line cost a bulk import
      // more than the hashing did.
      let text = '';
      for (const ev of events) {
        const prepared = 'row' in ev ? ev : undefined;
        const fields = {
          event_id: newId(),
          ts: now,
          writer: writers[tier],
          seq: tail.seq + 1,
          type: ev.type,
          record_id: ev.record_id,
          prev: tail.hash,
        };
        let event: LedgerEvent;
        let line: string;
        if (prepared) {
          const payloadJson = `{"record":${prepared.row.doc}}`;
          const sealed = encodeEvent({ schema: LEDGER_SCHEMA, ...fields, payload: {} }, payloadJson);
          line = sealed.line;
          event = new PreparedLedgerEvent(fields, payloadJson, sealed.hash);
        } else {
          event = { schema: LEDGER_SCHEMA, ...fields, payload: (ev as PendingEvent).payload, hash: '' };
          const sealed = encodeEvent(event);
          line = sealed.line;
          event.hash = sealed.hash;
        }
        text += line;
        const bytes = Buffer.byteLength(line, 'utf8');
        const sl: ShardLine = { event, offset: tail.size, end: tail.size + bytes, line: 0 };
        if (prepared) sl.row = prepared.row;
        written.push(sl);
        tail = { size: tail.size + bytes, seq: event.seq, hash: event.hash };
      }
      // Whole lines only, in one write: a crash can tear at most the tail, which the next append or
      // doctor moves aside; nothing is acknowledged before the fsync.
      const buf = Buffer.from(text, 'utf8');
      let off = 0;
      while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
      fsyncSync(fd);
      tails.set(tier, tail);
      return written;
    },
    close() {
      for (const fd of fds.values()) closeSync(fd);
      fds.clear();
    },
  };
}

/**
 * A sealed event whose payload is a projection row's document, parsed only if someone reads it: the
 * bulk path never does. A class, so the lazy field is a prototype getter rather than a per-object
 * accessor (defining one per event made each a slow dictionary object). Not for spreading: the payload
 * lives on the prototype.
 */
class PreparedLedgerEvent implements LedgerEvent {
  readonly schema = LEDGER_SCHEMA;
  readonly event_id: string;
  readonly ts: string;
  readonly writer: string;
  readonly seq: number;
  readonly type: LedgerEvent['type'];
  readonly record_id: string;
  readonly prev: string | null;
  readonly hash: string;
  #json: string;
  #payload: LedgerEvent['payload'] | undefined;

  constructor(fields: Omit<LedgerEvent, 'schema' | 'payload' | 'hash'>, payloadJson: string, hash: string) {
    this.event_id = fields.event_id;
    this.ts = fields.ts;
    this.writer = fields.writer;
    this.seq = fields.seq;
    this.type = fields.type;
    this.record_id = fields.record_id;
    this.prev = fields.prev;
    this.hash = hash;
    this.#json = payloadJson;
  }

  get payload(): LedgerEvent['payload'] {
    this.#payload ??= JSON.parse(this.#json) as LedgerEvent['payload'];
    return this.#payload;
  }
}

/** Whether `fd` is still the file at `path` (one stat per append: cheap next to the fsync). */
function sameFile(fd: number, path: string): boolean {
  try {
    const open = fstatSync(fd);
    const current = statSync(path);
    return open.ino === current.ino && open.dev === current.dev;
  } catch {
    return false;
  }
}

/** Makes a new directory entry durable: without it a crash can lose a freshly created shard file. */
function fsyncDir(dir: string): void {
  try {
    fsyncPath(dir);
  } catch {
    // Some filesystems refuse fsync on directories; the data itself is still fsynced.
  }
}
