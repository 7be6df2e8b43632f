/**
 * The HTTP client of a server's ledger-line exchange routes (`/api/v1/projects/<project>/heads|events`, see
 * src/server/sync-routes.ts), validating every answer against the shared wire schemas (src/core/wire.ts).
 */
import type { z } from 'zod';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { appendAnswerSchema, eventsAnswerSchema, headsAnswerSchema } from '../core/wire.js';

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
