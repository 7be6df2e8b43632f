import { readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { z } from 'zod';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { describeZodError } from '../core/inputs.js';
import { LOG_LEVELS } from './log.js';

/**
 * The server's settings (12-factor): a file (TOML or JSON, keys as below), overridden by the environment
 * (`SPOOL_<KEY>` upper-cased: SPOOL_DATABASE_URL, SPOOL_PORT, …), overridden by command-line flags.
 */
export const serverConfigSchema = z
  .object({
    database_url: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .describe('PostgreSQL connection URL'),
    port: z.number().int().min(0).max(65_535).default(8787),
    host: z.string().min(1).max(255).default('127.0.0.1'),
    /** Working copies live under `<data_dir>/projects/<projectId>/`. */
    data_dir: z.string().min(1).default('./spool-data'),
    /** This server's writer id suffix (`server-<instance_id>`); default: created once in the data dir. */
    instance_id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,40}$/, 'lower-case letters, digits and dashes, at most 41')
      .optional(),
    log_level: z.enum(LOG_LEVELS).default('info'),
    pool_max: z.number().int().min(1).max(1000).default(10),
    /** How long a graceful shutdown waits for in-flight requests before closing anyway. */
    shutdown_timeout_ms: z.number().int().min(0).max(600_000).default(10_000),
    /** Most working copies kept open at once (least recently used ones are closed). */
    max_open_projects: z.number().int().min(1).max(10_000).default(256),
  })
  .strict();

/** Validated server settings. */
export type ServerConfig = z.output<typeof serverConfigSchema>;

/** Keys read from the environment, with the variable each one comes from. */
const ENV_KEYS = {
  database_url: 'SPOOL_DATABASE_URL',
  port: 'SPOOL_PORT',
  host: 'SPOOL_HOST',
  data_dir: 'SPOOL_DATA_DIR',
  instance_id: 'SPOOL_INSTANCE_ID',
  log_level: 'SPOOL_LOG_LEVEL',
  pool_max: 'SPOOL_POOL_MAX',
  shutdown_timeout_ms: 'SPOOL_SHUTDOWN_TIMEOUT_MS',
  max_open_projects: 'SPOOL_MAX_OPEN_PROJECTS',
} as const satisfies Record<keyof ServerConfig, string>;

const NUMERIC = new Set<string>(['port', 'pool_max', 'shutdown_timeout_ms', 'max_open_projects']);

/** Reads a config file: TOML unless it ends in `.json`. */
export function readConfigFile(path: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (cause) {
    throw new SpoolError(ErrorCode.ConfigInvalid, `cannot read --config ${path}: check the path`, { cause });
  }
  try {
    const data: unknown = extname(path).toLowerCase() === '.json' ? JSON.parse(text) : parseToml(text);
    if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a table');
    return data as Record<string, unknown>;
  } catch (cause) {
    throw new SpoolError(
      ErrorCode.ConfigInvalid,
      `--config ${path} is not valid ${extname(path) === '.json' ? 'JSON' : 'TOML'}: fix its syntax`,
      { cause },
    );
  }
}

/** The settings the environment gives (numbers parsed; a non-number is left for zod to refuse). */
export function configFromEnv(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(ENV_KEYS)) {
    const v = env[name];
    if (v === undefined || v === '') continue;
    out[key] = NUMERIC.has(key) && /^\d+$/.test(v) ? Number(v) : v;
  }
  return out;
}

/**
 * Merges file < environment < flags and validates. `cwd` resolves a relative data dir. The message of a
 * failure names the key and where to set it, never the database URL (it may hold a password).
 */
export function loadServerConfig(input: {
  file?: string | undefined;
  env: NodeJS.ProcessEnv;
  flags?: Record<string, unknown>;
  cwd: string;
}): ServerConfig {
  const fromFile = input.file ? readConfigFile(resolve(input.cwd, input.file)) : {};
  const flags = Object.fromEntries(Object.entries(input.flags ?? {}).filter(([, v]) => v !== undefined));
  const merged = { ...fromFile, ...configFromEnv(input.env), ...flags };
  if (merged.database_url === undefined) {
    throw new SpoolError(
      ErrorCode.ConfigInvalid,
      'no database: pass --database postgres://…, set SPOOL_DATABASE_URL, or database_url in the --config file',
    );
  }
  const r = serverConfigSchema.safeParse(merged);
  if (!r.success) {
    throw new SpoolError(
      ErrorCode.ConfigInvalid,
      `invalid server settings: ${describeZodError(r.error)} (flags, SPOOL_* variables or the --config file)`,
      { cause: r.error },
    );
  }
  return { ...r.data, data_dir: resolve(input.cwd, r.data.data_dir) };
}

/** The database URL with any password replaced, for logs and messages. */
export function redactDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(unparsable)';
  }
}
