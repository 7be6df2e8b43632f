/**
 * A project's remotes for `spool push/pull` (issue #15): where they point and how their token is found.
 *
 * - Remotes live in `.spool/local/remotes.json` (gitignored: a clone's remotes and pull cursor are its own).
 * - A token is never written into the project. Either the remote names an environment variable
 *   (`--token-env VAR`, read at every push/pull), or `--token` stores it in the user's spool home
 *   (`$SPOOL_HOME/credentials.json`, default `~/.spool/credentials.json`, mode 0600) keyed by the remote's
 *   project URL. Without either, `SPOOL_TOKEN` is used.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { atomicWrite } from '../store/atomic.js';
import type { SpoolPaths } from '../store/paths.js';

/** A remote name: like a git remote's. */
export const REMOTE_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

const remoteSchema = z.object({
  url: z.string(),
  base: z.string(),
  project: z.string(),
  token_env: z.string().optional(),
  /** Server position of the last line pulled. */
  pull_cursor: z.number().int().min(0).default(0),
  /**
   * The server's ledger generation the cursor was saved at: a newer one means the server rewrote lines
   * before the cursor (a purge), which the pull then adopts. 0 for a remote pulled before purges existed.
   */
  pull_generation: z.number().int().min(0).default(0),
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
    pull_generation: 0,
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

/**
 * Remembers the server position of the last line pulled from remote `name` (a pull resumes after it) and,
 * when given, the server's ledger generation that position belongs to.
 */
export function saveRemoteCursor(paths: SpoolPaths, name: string, cursor: number, generation?: number): void {
  const file = readRemotesFile(paths);
  const r = file.remotes[name];
  // Removed while pulling: nothing to remember the cursor for.
  if (!r) return;
  r.pull_cursor = cursor;
  if (generation !== undefined) r.pull_generation = generation;
  writeRemotesFile(paths, file);
}
