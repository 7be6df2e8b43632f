/**
 * Stable error codes. Adapters map them to exit codes (CLI), `isError` results (MCP) and HTTP statuses (web).
 */
export const ErrorCode = {
  InvalidInput: 'INVALID_INPUT',
  EmptyContent: 'EMPTY_CONTENT',
  ContentTooLarge: 'CONTENT_TOO_LARGE',
  SecretDetected: 'SECRET_DETECTED',
  NotFound: 'NOT_FOUND',
  IllegalTransition: 'ILLEGAL_TRANSITION',
  LockTimeout: 'LOCK_TIMEOUT',
  LedgerCorrupt: 'LEDGER_CORRUPT',
  ConfigInvalid: 'CONFIG_INVALID',
  PathOutsideRoot: 'PATH_OUTSIDE_ROOT',
  RootNotFound: 'ROOT_NOT_FOUND',
  EmbedderFailed: 'EMBEDDER_FAILED',
  Conflict: 'CONFLICT',
  Io: 'IO_ERROR',
  Closed: 'CLOSED',
  Internal: 'INTERNAL_ERROR',
  // The organisation server (issue #15).
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  ShuttingDown: 'SHUTTING_DOWN',
  DatabaseUnavailable: 'DATABASE_UNAVAILABLE',
  /** A ledger line does not continue its writer's chain (a different line at a known seq, a gap, a bad prev). */
  ChainBroken: 'CHAIN_BROKEN',
} as const;

/** One of the stable error codes in {@link ErrorCode}. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The only error type spool throws on purpose. `message` says what went wrong and how to recover;
 * `details` carries machine-readable context (never a secret value).
 */
export class SpoolError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { cause?: unknown; details?: Record<string, unknown> } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SpoolError';
    this.code = code;
    this.details = options.details;
  }

  /** A JSON-safe view for adapters. */
  toJSON(): { code: ErrorCode; message: string; details?: Record<string, unknown> } {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

/** True when `err` is a {@link SpoolError}, optionally with the given code. */
export function isSpoolError(err: unknown, code?: ErrorCode): err is SpoolError {
  return err instanceof SpoolError && (code === undefined || err.code === code);
}
