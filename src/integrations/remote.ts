/**
 * `spool remote/push/pull` (issue #15): the team tier's ledger lines exchanged with an organisation server
 * over HTTP, verbatim and chain-verified on both sides, idempotent by event id.
 *
 * - Remotes live in `.spool/local/remotes.json` (gitignored: a clone's remotes and pull cursor are its own).
 * - A token is never written into the project. Either the remote names an environment variable
 *   (`--token-env VAR`, read at every push/pull), or `--token` stores it in the user's spool home
 *   (`$SPOOL_HOME/credentials.json`, default `~/.spool/credentials.json`, mode 0600) keyed by the remote's
 *   project URL. Without either, `SPOOL_TOKEN` is used.
 * - push asks the server for each writer's head and sends the local lines after it; pull fetches the lines
 *   after the remote's stored cursor (a server position) and appends them with `appendForeign`. Only the
 *   team tier is read or written (see src/store/replica.ts): secret-tier and personal memories never leave
 *   the machine.
 *
 * The wire schemas below are shared with the server's routes (src/server/sync-routes.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { atomicWrite } from '../store/atomic.js';
import type { FileLock } from '../store/lock.js';
import type { SpoolPaths } from '../store/paths.js';
import {
  appendForeign,
  type DivergedWriter,
  heads as localHeads,
  type ReplicaCursor,
  readLines,
  WRITER_ID,
} from '../store/replica.js';

/** The largest line accepted on the wire: a 16 MiB record, escaped, with room to spare. */
export const MAX_LINE_CHARS = 40 * 1024 * 1024;
/** The most lines one POST may carry. */
export const MAX_LINES_PER_POST = 10_000;
/** The most lines one GET may return. */
export const MAX_LINES_PER_GET = 5_000;

/** One team-tier line on the wire: exact JSONL text with its newline. */
export const wireLineSchema = z
  .object({
    writer: z.string().regex(WRITER_ID, 'a writer id is a shard name: letters, digits, . _ -'),
    line: z
      .string()
      .min(2)
      .max(MAX_LINE_CHARS)
      .refine(
        (l) => l.endsWith('\n') && l.indexOf('\n') === l.length - 1,
        'one JSONL line ending in a newline',
      ),
  })
  .strict();

/** Body of `POST …/events`. */
export const appendBodySchema = z.object({ lines: z.array(wireLineSchema).max(MAX_LINES_PER_POST) }).strict();

/** Answer of `POST …/events`. */
export const appendAnswerSchema = z.object({
  inserted: z.number().int().min(0),
  skipped: z.number().int().min(0),
});

/** Answer of `GET …/events`. */
export const eventsAnswerSchema = z.object({
  lines: z.array(z.object({ writer: z.string(), line: z.string(), position: z.number().int().min(0) })),
  cursor: z.number().int().min(0),
});

/** Answer of `GET …/heads`. */
export const headsAnswerSchema = z.object({
  heads: z.record(z.string(), z.object({ seq: z.number().int().min(0), hash: z.string() })),
});

/** A remote name: like a git remote's. */
export const REMOTE_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

const remoteSchema = z.object({
  url: z.string(),
  base: z.string(),
  project: z.string(),
  token_env: z.string().optional(),
  /** Server position of the last line pulled. */
  pull_cursor: z.number().int().min(0).default(0),
});

const remotesFileSchema = z.object({
  version: z.literal(1),
  remotes: z.record(z.string(), remoteSchema),
});

const credentialsSchema = z.object({
  version: z.literal(1),
  tokens: z.record(z.string(), z.string()),
});

/** A configured remote. */
export type Remote = z.output<typeof remoteSchema> & { name: string };

/** How a remote's token is found, for `spool remote list` (never the token itself). */
export type TokenSource = { kind: 'env'; name: string } | { kind: 'stored' } | { kind: 'default-env' };

const remotesFile = (paths: SpoolPaths) => join(paths.localDir, 'remotes.json');
const credentialsFile = (paths: SpoolPaths) => join(paths.userHome, 'credentials.json');

function readJson<T>(file: string, schema: z.ZodType<T>, empty: T, what: string): T {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return empty;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (cause) {
    throw new SpoolError(ErrorCode.ConfigInvalid, `${file} is not valid JSON: fix or delete it (${what})`, {
      cause,
    });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new SpoolError(
      ErrorCode.ConfigInvalid,
      `${file} is not a valid ${what} file (${parsed.error.issues[0]?.message ?? 'bad shape'}): fix or delete it`,
    );
  return parsed.data;
}

function readRemotesFile(paths: SpoolPaths): z.output<typeof remotesFileSchema> {
  return readJson(remotesFile(paths), remotesFileSchema, { version: 1, remotes: {} }, 'spool remotes');
}

function writeRemotesFile(paths: SpoolPaths, data: z.output<typeof remotesFileSchema>): void {
  atomicWrite(remotesFile(paths), `${JSON.stringify(data, null, 2)}\n`);
}

function readCredentials(paths: SpoolPaths): z.output<typeof credentialsSchema> {
  return readJson(credentialsFile(paths), credentialsSchema, { version: 1, tokens: {} }, 'spool credentials');
}

function writeCredentials(paths: SpoolPaths, data: z.output<typeof credentialsSchema>): void {
  // 0600 on creation; atomicWrite keeps the bits of an existing file, which was created 0600 here.
  atomicWrite(credentialsFile(paths), `${JSON.stringify(data, null, 2)}\n`, 0o600);
}

/**
 * Splits a remote URL into the server base and the project slug. Accepted: the project's API URL
 * (`https://host/api/v1/projects/<slug>`) or the short form `https://host[/prefix]/<slug>`.
 */
export function parseRemoteUrl(url: string): { base: string; project: string; url: string } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new SpoolError(
      ErrorCode.InvalidInput,
      `"${url}" is not a URL: give the project's address, e.g. https://spool.example.com/my-project`,
    );
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw new SpoolError(
      ErrorCode.InvalidInput,
      `"${url}" is not an http(s) URL: spool servers speak HTTP(S)`,
    );
  if (u.username || u.password)
    throw new SpoolError(
      ErrorCode.InvalidInput,
      'a remote URL must not carry credentials: pass the token with --token-env VAR or --token',
    );
  const parts = u.pathname.split('/').filter((p) => p.length > 0);
  const api = parts.findIndex((p, i) => p === 'api' && parts[i + 1] === 'v1' && parts[i + 2] === 'projects');
  let prefix: string[];
  let project: string | undefined;
  if (api >= 0) {
    prefix = parts.slice(0, api);
    project = parts[api + 3];
    if (parts.length > api + 4) project = undefined;
  } else {
    prefix = parts.slice(0, -1);
    project = parts.at(-1);
  }
  if (project === undefined || !/^[a-z0-9][a-z0-9._-]{0,99}$/i.test(decodeURIComponent(project)))
    throw new SpoolError(
      ErrorCode.InvalidInput,
      `"${url}" does not name a project: end it with the project's slug, e.g. ${u.origin}/my-project`,
    );
  const base = `${u.origin}${prefix.length > 0 ? `/${prefix.join('/')}` : ''}`;
  const slug = decodeURIComponent(project);
  return { base, project: slug, url: `${base}/api/v1/projects/${encodeURIComponent(slug)}` };
}

/** The remotes of a project, sorted by name. */
export function listRemotes(paths: SpoolPaths): (Remote & { token: TokenSource })[] {
  const file = readRemotesFile(paths);
  const creds = readCredentials(paths);
  return Object.entries(file.remotes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, r]) => {
      const token: TokenSource = r.token_env
        ? { kind: 'env', name: r.token_env }
        : creds.tokens[r.url] !== undefined
          ? { kind: 'stored' }
          : { kind: 'default-env' };
      return { ...r, name, token };
    });
}

/** Adds a remote; `token` is stored in the user's credentials file (0600), never in the project. */
export function addRemote(
  paths: SpoolPaths,
  input: { name: string; url: string; tokenEnv?: string; token?: string },
): Remote {
  if (!REMOTE_NAME.test(input.name))
    throw new SpoolError(
      ErrorCode.InvalidInput,
      `"${input.name}" is not a remote name: use letters, digits, . _ - (e.g. origin)`,
    );
  if (input.tokenEnv !== undefined && input.token !== undefined)
    throw new SpoolError(ErrorCode.InvalidInput, 'give --token-env or --token, not both');
  if (input.tokenEnv !== undefined && !/^[A-Za-z_][A-Za-z0-9_]{0,127}$/.test(input.tokenEnv))
    throw new SpoolError(
      ErrorCode.InvalidInput,
      `"${input.tokenEnv}" is not an environment variable name: pass the variable's name, not its value`,
    );
  const file = readRemotesFile(paths);
  if (file.remotes[input.name])
    throw new SpoolError(
      ErrorCode.Conflict,
      `remote ${input.name} exists already: remove it first (\`spool remote remove ${input.name}\`)`,
    );
  const parsed = parseRemoteUrl(input.url);
  const remote = {
    url: parsed.url,
    base: parsed.base,
    project: parsed.project,
    pull_cursor: 0,
    ...(input.tokenEnv !== undefined ? { token_env: input.tokenEnv } : {}),
  };
  if (input.token !== undefined) {
    const token = input.token.trim();
    if (token.length === 0 || /\s/.test(token))
      throw new SpoolError(
        ErrorCode.InvalidInput,
        'the token is empty or holds spaces: paste it as shown once',
      );
    const creds = readCredentials(paths);
    creds.tokens[parsed.url] = token;
    writeCredentials(paths, creds);
  }
  file.remotes[input.name] = remote;
  writeRemotesFile(paths, file);
  ensureLedgerMergeRule(paths);
  return { ...remote, name: input.name };
}

/** The git attribute that merges two copies of a shard where one holds more of the chain than the other. */
export const LEDGER_MERGE_RULE = 'ledger/*.jsonl merge=union';

/**
 * Makes sure `.spool/.gitattributes` merges ledger shards with git's union driver. A pull appends the server's
 * lines to teammates' shards here; when the same teammate's commit brings a shorter run of that chain, a plain
 * merge sees two different additions at the end of the file and conflicts. Both sides are one append-only
 * chain, so the union of the two additions is the longer run. Returns whether the file changed.
 */
export function ensureLedgerMergeRule(paths: SpoolPaths): boolean {
  const file = join(paths.spoolDir, '.gitattributes');
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // Absent: created below.
  }
  if (text.split(/\r?\n/).some((l) => l.trim() === LEDGER_MERGE_RULE)) return false;
  const sep = text.length === 0 || text.endsWith('\n') ? '' : '\n';
  atomicWrite(
    file,
    `${text}${sep}# spool: a ledger shard is one append-only chain; keep the longer run when two copies meet\n${LEDGER_MERGE_RULE}\n`,
  );
  return true;
}

/** Removes a remote and the token stored for it (unless another remote of the same URL still uses it). */
export function removeRemote(paths: SpoolPaths, name: string): Remote {
  const file = readRemotesFile(paths);
  const r = file.remotes[name];
  if (!r) throw unknownRemote(name, Object.keys(file.remotes));
  delete file.remotes[name];
  writeRemotesFile(paths, file);
  if (!Object.values(file.remotes).some((o) => o.url === r.url)) {
    const creds = readCredentials(paths);
    if (creds.tokens[r.url] !== undefined) {
      delete creds.tokens[r.url];
      writeCredentials(paths, creds);
    }
  }
  return { ...r, name };
}

function unknownRemote(name: string, known: string[]): SpoolError {
  return new SpoolError(
    ErrorCode.NotFound,
    known.length === 0
      ? `no remote ${name}: add one with \`spool remote add ${name} <url> --token-env VAR\``
      : `no remote ${name}: the remotes are ${known.join(', ')}`,
    { details: { name, known } },
  );
}

/** The remote `name`, or when none is given: the only remote, else `origin`. */
export function resolveRemote(paths: SpoolPaths, name?: string): Remote {
  const file = readRemotesFile(paths);
  const names = Object.keys(file.remotes);
  const pick = name ?? (names.length === 1 ? names[0] : 'origin');
  const r = pick === undefined ? undefined : file.remotes[pick];
  if (!r || pick === undefined) {
    if (name === undefined && names.length > 1)
      throw new SpoolError(
        ErrorCode.InvalidInput,
        `there are ${names.length} remotes and none is called origin: name one (${names.join(', ')})`,
      );
    throw unknownRemote(pick ?? 'origin', names);
  }
  return { ...r, name: pick };
}

/** The bearer token of a remote: its environment variable, else the stored one, else `SPOOL_TOKEN`. */
export function tokenFor(paths: SpoolPaths, remote: Remote, env: NodeJS.ProcessEnv): string {
  if (remote.token_env) {
    const v = env[remote.token_env];
    if (v === undefined || v.trim().length === 0)
      throw new SpoolError(
        ErrorCode.Unauthorized,
        `remote ${remote.name} reads its token from $${remote.token_env}, which is not set: export it first`,
      );
    return v.trim();
  }
  const stored = readCredentials(paths).tokens[remote.url];
  if (stored !== undefined) return stored;
  const fallback = env.SPOOL_TOKEN;
  if (fallback !== undefined && fallback.trim().length > 0) return fallback.trim();
  throw new SpoolError(
    ErrorCode.Unauthorized,
    `no token for remote ${remote.name}: set SPOOL_TOKEN, or re-add the remote with --token-env VAR or --token`,
  );
}

/** The HTTP side of the exchange with one project on a server. */
export interface RemoteClient {
  heads(): Promise<Map<string, { seq: number; hash: string }>>;
  readSince(after: number, limit: number): Promise<z.output<typeof eventsAnswerSchema>>;
  append(lines: readonly { writer: string; line: string }[]): Promise<{ inserted: number; skipped: number }>;
}

/** Options of {@link createRemoteClient}. */
export interface RemoteClientOptions {
  base: string;
  project: string;
  token: string;
  /** Injected for tests; default the global fetch. */
  fetch?: typeof fetch;
  /** Per request; default 120 s (a 10k-line batch of large records takes a while on a slow link). */
  timeoutMs?: number;
}

const KNOWN_CODES = new Set<string>(Object.values(ErrorCode));

/** Creates the client of `/api/v1/projects/<project>/…` on `base`. */
export function createRemoteClient(opts: RemoteClientOptions): RemoteClient {
  const doFetch = opts.fetch ?? fetch;
  const root = `${opts.base}/api/v1/projects/${encodeURIComponent(opts.project)}`;
  const headers = {
    authorization: `Bearer ${opts.token}`,
    'x-spool-project': opts.project,
    accept: 'application/json',
  };
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    let res: Response;
    try {
      res = await doFetch(`${root}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 120_000),
      });
    } catch (cause) {
      throw new SpoolError(
        ErrorCode.Io,
        `cannot reach ${opts.base} (${(cause as Error).message}): check the remote URL and that the server runs`,
        { cause },
      );
    }
    const text = await res.text();
    let raw: unknown;
    try {
      raw = text.length > 0 ? JSON.parse(text) : undefined;
    } catch {
      raw = undefined;
    }
    if (!res.ok) throw httpError(res.status, raw, `${method} ${root}${path}`);
    const parsed = schema.safeParse(raw);
    if (!parsed.success)
      throw new SpoolError(
        ErrorCode.Io,
        `${opts.base} answered ${method} ${path} with an unexpected body (${parsed.error.issues[0]?.message}): is it a spool server of this version?`,
      );
    return parsed.data;
  }
  return {
    async heads() {
      const r = await call('GET', '/heads', headsAnswerSchema);
      return new Map(Object.entries(r.heads));
    },
    readSince(after, limit) {
      return call('GET', `/events?after=${after}&limit=${limit}`, eventsAnswerSchema);
    },
    append(lines) {
      return call('POST', '/events', appendAnswerSchema, {
        lines: lines.map((l) => ({ writer: l.writer, line: l.line })),
      });
    },
  };
}

/** A server's error answer as a SpoolError: its own code and message when it sent them. */
function httpError(status: number, raw: unknown, what: string): SpoolError {
  const obj = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const inner = (obj.error && typeof obj.error === 'object' ? obj.error : obj) as Record<string, unknown>;
  const code =
    typeof inner.code === 'string' && KNOWN_CODES.has(inner.code) ? (inner.code as ErrorCode) : undefined;
  const message = typeof inner.message === 'string' ? inner.message : undefined;
  const fallback =
    status === 401
      ? ErrorCode.Unauthorized
      : status === 403
        ? ErrorCode.Forbidden
        : status === 404
          ? ErrorCode.NotFound
          : status === 409
            ? ErrorCode.ChainBroken
            : status === 413
              ? ErrorCode.ContentTooLarge
              : ErrorCode.Io;
  return new SpoolError(
    code ?? fallback,
    `the server refused ${what} (HTTP ${status}): ${message ?? 'no reason given'}`,
    {
      details: { status },
    },
  );
}

/** Progress of a push or pull: lines done so far and the total when known. */
export type ExchangeProgress = (done: number, total: number) => void;

/** Options of {@link push} and {@link pull}. */
export interface ExchangeOptions {
  env: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
  onProgress?: ExchangeProgress;
  /** Lines per request (default 2,000 for push, 5,000 for pull). */
  batchLines?: number;
  /** Pull only: the ledger lock to append under (the caller's store's). */
  lock?: FileLock;
  /**
   * Pull only: fetch everything from the first line instead of after the stored cursor (lines already here
   * are skipped) — after the server's database was restored or replaced, when stored positions mean nothing.
   */
  full?: boolean;
  /** Pull only: told when a torn tail is moved aside. */
  onTorn?: (info: { shard: string; bytes: number; tornFile: string }) => void;
}

/** What {@link push} did. */
export interface PushResult {
  remote: string;
  /** Lines sent (the server's answer splits them into inserted and skipped). */
  sent: number;
  inserted: number;
  skipped: number;
  /** Writers that had lines to send. */
  writers: string[];
  /** Local shards with damaged lines: their lines stop before the damage. */
  problems: string[];
  /** Writers whose local chain differs from the server's (nothing of theirs was sent). */
  diverged: DivergedWriter[];
}

/** What {@link pull} did. */
export interface PullResult {
  remote: string;
  received: number;
  inserted: number;
  skipped: number;
  cursor: number;
  /** Writers whose lines were left out because their chain here differs from the server's. */
  diverged: DivergedWriter[];
}

// A request body stays near this size (one line may exceed it on its own): big enough to amortise the
// round trip, small enough for the server's body limit and one PostgreSQL transaction.
const PUSH_BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Sends the team-tier lines the server lacks: asks for each writer's head, then posts the local lines after
 * it in chain order. Running it again sends nothing. A local chain that differs from the server's at the
 * server's head is refused (`CHAIN_BROKEN`) before anything is sent.
 */
export async function push(
  paths: SpoolPaths,
  remoteName: string | undefined,
  opts: ExchangeOptions,
): Promise<PushResult> {
  const remote = resolveRemote(paths, remoteName);
  const client = createRemoteClient({
    base: remote.base,
    project: remote.project,
    token: tokenFor(paths, remote, opts.env),
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  const serverHeads = await client.heads();
  let cursors = new Map<string, ReplicaCursor>();
  for (const [w, h] of serverHeads) cursors.set(w, { seq: h.seq, hash: h.hash });
  let total = 0;
  for (const [w, h] of localHeads(paths)) total += Math.max(0, h.seq - (serverHeads.get(w)?.seq ?? -1));
  const batchLines = Math.min(opts.batchLines ?? 2_000, MAX_LINES_PER_POST);
  const result: PushResult = {
    remote: remote.name,
    sent: 0,
    inserted: 0,
    skipped: 0,
    writers: [],
    problems: [],
    diverged: [],
  };
  const writers = new Set<string>();
  opts.onProgress?.(0, total);
  for (;;) {
    // One writer's forked chain must not keep the others' lines from the server.
    const page = readLines(paths, cursors, { limit: batchLines, skipDiverged: true });
    for (const p of page.problems) if (!result.problems.includes(p.shard)) result.problems.push(p.shard);
    addDiverged(result.diverged, page.diverged);
    let i = 0;
    while (i < page.lines.length) {
      let bytes = 0;
      let j = i;
      while (
        j < page.lines.length &&
        (j === i || bytes + (page.lines[j]?.line.length ?? 0) <= PUSH_BATCH_BYTES)
      ) {
        bytes += page.lines[j]?.line.length ?? 0;
        j++;
      }
      const chunk = page.lines.slice(i, j);
      const r = await client.append(chunk);
      for (const l of chunk) writers.add(l.writer);
      result.sent += chunk.length;
      result.inserted += r.inserted;
      result.skipped += r.skipped;
      opts.onProgress?.(result.sent, Math.max(total, result.sent));
      i = j;
    }
    if (!page.more) break;
    cursors = page.cursors;
  }
  result.writers = [...writers].sort();
  return result;
}

/**
 * Fetches the lines after the remote's stored cursor and appends them to the team tier (verified, idempotent),
 * saving the cursor after every batch so an interrupted pull resumes. The projection indexes them on the
 * next open. Running it again fetches nothing.
 */
export async function pull(
  paths: SpoolPaths,
  remoteName: string | undefined,
  opts: ExchangeOptions,
): Promise<PullResult> {
  const remote = resolveRemote(paths, remoteName);
  const client = createRemoteClient({
    base: remote.base,
    project: remote.project,
    token: tokenFor(paths, remote, opts.env),
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  const limit = Math.min(opts.batchLines ?? MAX_LINES_PER_GET, MAX_LINES_PER_GET);
  let cursor = opts.full ? 0 : remote.pull_cursor;
  // Only for the progress bar: the lines this ledger lacks (what comes back of its own is extra).
  let total = 0;
  if (opts.onProgress) {
    const mine = localHeads(paths);
    for (const [w, h] of await client.heads()) total += Math.max(0, h.seq - (mine.get(w)?.seq ?? -1));
    opts.onProgress(0, total);
  }
  const result: PullResult = {
    remote: remote.name,
    received: 0,
    inserted: 0,
    skipped: 0,
    cursor,
    diverged: [],
  };
  for (;;) {
    const page = await client.readSince(cursor, limit);
    if (page.lines.length === 0) break;
    const r = appendForeign(paths, page.lines, {
      ...(opts.lock ? { lock: opts.lock } : {}),
      ...(opts.onTorn ? { onTorn: opts.onTorn } : {}),
      skipDiverged: true,
    });
    addDiverged(result.diverged, r.diverged);
    result.received += page.lines.length;
    result.inserted += r.inserted;
    result.skipped += r.skipped;
    if (page.cursor <= cursor) break;
    cursor = page.cursor;
    saveCursor(paths, remote.name, cursor);
    opts.onProgress?.(Math.min(result.inserted, total), Math.max(total, result.inserted));
  }
  result.cursor = cursor;
  return result;
}

/** Adds newly found diverged writers, each once (at the first seq found). */
function addDiverged(into: DivergedWriter[], found: readonly DivergedWriter[] | undefined): void {
  for (const d of found ?? []) if (!into.some((x) => x.writer === d.writer)) into.push(d);
}

function saveCursor(paths: SpoolPaths, name: string, cursor: number): void {
  const file = readRemotesFile(paths);
  const r = file.remotes[name];
  // Removed while pulling: nothing to remember the cursor for.
  if (!r) return;
  r.pull_cursor = cursor;
  writeRemotesFile(paths, file);
}
