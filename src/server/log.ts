/**
 * Structured logs for the organisation server: one JSON object per line on stderr (stdout stays free, and a
 * log shipper parses lines without guessing). Never log a token, a database password or memory content.
 */

/** Severity levels, least severe first. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
/** One of {@link LOG_LEVELS}. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Fields added to a log line (JSON-safe values). */
export type LogFields = Record<string, unknown>;

/** A structured logger; `child` adds fixed fields to every line it writes. */
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /** Lines below this level are dropped (default `info`). */
  level?: LogLevel;
  /** Where a finished line goes (default stderr). */
  write?: (line: string) => void;
  /** Timestamps (injected for tests). */
  clock?: () => Date;
  /** Fields on every line. */
  base?: LogFields;
}

/** An error as loggable fields: code, message, never its stack's locals. */
export function errorFields(err: unknown): LogFields {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    return { error: err.message, ...(typeof code === 'string' ? { code } : {}) };
  }
  return { error: String(err) };
}

/** Creates a JSON-lines logger. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const min = LOG_LEVELS.indexOf(options.level ?? 'info');
  const write = options.write ?? ((line: string) => process.stderr.write(line));
  const clock = options.clock ?? (() => new Date());
  const make = (base: LogFields): Logger => {
    const emit = (level: LogLevel, msg: string, fields?: LogFields) => {
      if (LOG_LEVELS.indexOf(level) < min) return;
      let line: string;
      try {
        line = JSON.stringify({ ts: clock().toISOString(), level, msg, ...base, ...fields });
      } catch {
        // A field that cannot be serialised (a cycle) must not take the request down with it.
        line = JSON.stringify({ ts: clock().toISOString(), level, msg, ...base, fields: 'unserialisable' });
      }
      write(`${line}\n`);
    };
    return {
      debug: (m, f) => emit('debug', m, f),
      info: (m, f) => emit('info', m, f),
      warn: (m, f) => emit('warn', m, f),
      error: (m, f) => emit('error', m, f),
      child: (fields) => make({ ...base, ...fields }),
    };
  };
  return make(options.base ?? {});
}
