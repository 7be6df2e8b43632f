import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { ErrorCode, isSpoolError, SpoolError } from '../core/errors.js';
import {
  describeZodError,
  recallInputSchema,
  rememberInputSchema,
  updateInputSchema,
} from '../core/inputs.js';
import { STATES } from '../core/types.js';
import type { Spool } from '../spool.js';
import { APP_CSS, APP_JS, INDEX_HTML } from './assets/index.js';

/** Options of {@link createWebApp}. */
export interface WebAppOptions {
  /** The per-run secret every request must carry (query on the page URL, then a cookie; or a Bearer header). */
  token: string;
  /**
   * The port the server listens on, for the Host check (a function when it is only known after listening).
   * Without it (in-process use) any port on 127.0.0.1 or localhost is accepted.
   */
  port?: number | (() => number | undefined);
}

/** A running dashboard server. */
export interface WebServer {
  /** The URL to open, carrying the token. */
  url: string;
  port: number;
  token: string;
  close: () => Promise<void>;
}

/** Security headers on every response (SPEC §8: the dashboard never runs foreign or inline code). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
const MAX_BODY_BYTES = 17 * 1024 * 1024;

/** HTTP status of each stable error code. */
export function statusOf(code: string): ContentfulStatusCode {
  switch (code) {
    case ErrorCode.NotFound:
      return 404;
    case ErrorCode.InvalidInput:
    case ErrorCode.EmptyContent:
    case ErrorCode.ContentTooLarge:
    case ErrorCode.SecretDetected:
    case ErrorCode.PathOutsideRoot:
      return 400;
    case ErrorCode.IllegalTransition:
    case ErrorCode.Conflict:
      return 409;
    default:
      return 500;
  }
}

/** A new random per-run token (192 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** Compares two secrets in constant time (hashing first, so lengths leak nothing either). */
function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined || given.length === 0) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

// ---- request schemas (query strings arrive as strings; the library re-validates with its own schemas) ----

const csv = z
  .string()
  .max(4096)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x.length > 0),
  );
const flag = z.enum(['true', 'false', '1', '0']).transform((s) => s === 'true' || s === '1');
const intParam = z
  .string()
  .regex(/^\d{1,6}$/, 'must be a whole number')
  .transform((s) => Number(s));

const searchQuery = z
  .object({
    q: z.string().max(10_000),
    limit: intParam.optional(),
    mode: z.enum(['lexical', 'semantic', 'hybrid']).optional(),
    tags: csv.optional(),
    files: csv.optional(),
    include_archived: flag.optional(),
    include_candidates: flag.optional(),
    touch: flag.optional(),
  })
  .strict();

const listQuery = z
  .object({
    limit: intParam.optional(),
    since: z
      .string()
      .refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO-8601 timestamp')
      .optional(),
    include_archived: flag.optional(),
    states: csv.pipe(z.array(z.enum(STATES))).optional(),
  })
  .strict();

const limitQuery = z.object({ limit: intParam.optional() }).strict();
const conflictsQuery = z.object({ state: z.enum(['open', 'resolved', 'all']).optional() }).strict();
const emptyQuery = z.object({}).strict();

const idParam = z.string().min(1).max(256);

const transitionBody = z
  .object({
    action: z.enum(['propose', 'accept', 'promote', 'archive', 'restore', 'reject']),
    reason: z.string().max(8000).optional(),
  })
  .strict();
const resolveBody = z.object({ keep: idParam }).strict();
const emptyBody = z.object({}).strict();

function invalid(what: string, err: z.ZodError): SpoolError {
  return new SpoolError(ErrorCode.InvalidInput, `invalid ${what}: ${describeZodError(err)}`, { cause: err });
}

function parseWith<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw invalid(what, r.error);
  return r.data;
}

function query<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return parseWith(schema, c.req.query(), 'query');
}

function param(c: Context, name: string): string {
  return parseWith(idParam, c.req.param(name), name);
}

async function body<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (text.trim().length === 0) return parseWith(schema, {}, 'body');
  if (!/^application\/json\b/i.test(type)) {
    throw new SpoolError(ErrorCode.InvalidInput, 'send the body as JSON (Content-Type: application/json)');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SpoolError(ErrorCode.InvalidInput, 'the body is not valid JSON');
  }
  return parseWith(schema, data, 'body');
}

function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/**
 * The dashboard as a Hono app: the page, its assets, and a JSON API under `/api` that only routes — it
 * parses the request, calls the same library functions as the CLI and MCP server, and returns their JSON.
 */
export function createWebApp(spool: Spool, options: WebAppOptions): Hono {
  const { token } = options;
  if (token.length < 16)
    throw new SpoolError(ErrorCode.InvalidInput, 'the web token must be at least 16 characters');
  const portNow = (): number | undefined =>
    typeof options.port === 'function' ? options.port() : options.port;
  const cookieName = () => `spool_ui_${portNow() ?? 'local'}`;

  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(k, v);
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });

  // DNS-rebinding and cross-site defence: only our own host names, only our own origin.
  app.use('*', async (c, next) => {
    const host = (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase();
    const port = portNow();
    const m = /^([a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(host);
    const hostOk =
      m !== null &&
      LOCAL_HOSTS.has(m[1] ?? '') &&
      (port === undefined ? true : m[2] !== undefined && Number(m[2]) === port);
    if (!hostOk)
      return c.json(
        errorBody('FORBIDDEN', 'unexpected Host header: open the URL printed by `spool ui`'),
        403,
      );
    const origin = c.req.header('origin');
    if (origin !== undefined && origin.toLowerCase() !== `http://${host}`) {
      return c.json(errorBody('FORBIDDEN', 'cross-origin requests are refused'), 403);
    }
    const unsafe = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    if ((unsafe || c.req.path.startsWith('/api/')) && c.req.header('sec-fetch-site') === 'cross-site') {
      return c.json(errorBody('FORBIDDEN', 'cross-site requests are refused'), 403);
    }
    return next();
  });

  // The token: `?token=` on a page URL becomes an HttpOnly cookie (and leaves the address bar);
  // every other request carries the cookie or `Authorization: Bearer <token>`.
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const queryToken = url.searchParams.get('token');
    if (
      queryToken !== null &&
      (c.req.method === 'GET' || c.req.method === 'HEAD') &&
      !url.pathname.startsWith('/api/')
    ) {
      if (!sameSecret(queryToken, token))
        return c.text('invalid token: open the URL printed by `spool ui`', 401);
      setCookie(c, cookieName(), token, { httpOnly: true, sameSite: 'Strict', path: '/' });
      url.searchParams.delete('token');
      return c.redirect(url.pathname + url.search, 302);
    }
    const auth = c.req.header('authorization');
    const bearer = auth?.startsWith('Bearer ') ? auth.slice(7).trim() : undefined;
    if (sameSecret(bearer, token) || sameSecret(getCookie(c, cookieName()), token)) return next();
    if (url.pathname.startsWith('/api/')) {
      return c.json(
        errorBody('UNAUTHORIZED', 'missing or wrong token: open the URL printed by `spool ui`'),
        401,
      );
    }
    return c.text('spool ui: open the URL printed by `spool ui` (it carries a per-run token)', 401);
  });

  app.onError((err, c) => {
    if (isSpoolError(err)) return c.json({ error: err.toJSON() }, statusOf(err.code));
    return c.json(errorBody('INTERNAL', 'internal error: see the terminal running `spool ui`'), 500);
  });
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json(errorBody(ErrorCode.NotFound, `no route ${c.req.method} ${c.req.path}`), 404)
      : c.text('not found', 404),
  );

  // ---- the page ----
  const page = (c: Context) => c.html(INDEX_HTML);
  app.get('/', page);
  app.get('/index.html', page);
  app.get('/assets/app.js', (c) => c.body(APP_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get('/assets/app.css', (c) => c.body(APP_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));

  // ---- the JSON API ----
  app.route(
    '/api',
    createApiRoutes(() => spool),
  );
  return app;
}

/**
 * The dashboard's JSON API (mounted at `/api`) on the spool `spoolOf` gives for a request: the local
 * dashboard's one spool, or the organisation server's working copy of the request's project.
 */
export function createApiRoutes(spoolOf: (c: Context) => Spool): Hono {
  const api = new Hono();
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody(ErrorCode.ContentTooLarge, 'request body too large'), 413),
    }),
  );

  api.get('/search', async (c) => {
    const spool = spoolOf(c);
    const q = query(c, searchQuery);
    const input = parseWith(
      recallInputSchema,
      {
        query: q.q,
        ...(q.limit !== undefined ? { limit: q.limit } : {}),
        ...(q.mode !== undefined ? { mode: q.mode } : {}),
        ...(q.tags !== undefined ? { tags: q.tags } : {}),
        ...(q.files !== undefined ? { files: q.files } : {}),
        ...(q.include_archived !== undefined ? { include_archived: q.include_archived } : {}),
        ...(q.include_candidates !== undefined ? { include_candidates: q.include_candidates } : {}),
        touch: q.touch ?? false,
      },
      'search',
    );
    return c.json(await spool.recall(input));
  });

  api.get('/records', async (c) => {
    const spool = spoolOf(c);
    const q = query(c, listQuery);
    const rows = await spool.list({
      ...(q.limit !== undefined ? { limit: q.limit } : {}),
      ...(q.since !== undefined ? { since: q.since } : {}),
      ...(q.include_archived !== undefined ? { includeArchived: q.include_archived } : {}),
      ...(q.states !== undefined ? { states: q.states } : {}),
    });
    return c.json({ result_count: rows.length, results: rows });
  });

  api.post('/records', async (c) => {
    const spool = spoolOf(c);
    const input = await body(c, rememberInputSchema);
    return c.json(await spool.remember(input), 201);
  });

  api.get('/records/:id', async (c) => {
    const spool = spoolOf(c);
    query(c, emptyQuery);
    return c.json(await spool.get(param(c, 'id')));
  });

  api.patch('/records/:id', async (c) => {
    const spool = spoolOf(c);
    const id = param(c, 'id');
    const changes = await body(c, updateInputSchema);
    return c.json(await spool.update(id, changes));
  });

  api.get('/records/:id/history', async (c) => {
    const spool = spoolOf(c);
    const id = param(c, 'id');
    return c.json({ record_id: id, events: await spool.history(id) });
  });

  api.post('/records/:id/transition', async (c) => {
    const spool = spoolOf(c);
    const id = param(c, 'id');
    const b = await body(c, transitionBody);
    return c.json(await spool.transition(id, b.action, b.reason ? { reason: b.reason } : {}));
  });

  api.post('/records/:id/reaffirm', async (c) => {
    const spool = spoolOf(c);
    const id = param(c, 'id');
    await body(c, emptyBody);
    return c.json(await spool.reaffirm(id));
  });

  api.get('/review', async (c) => {
    const spool = spoolOf(c);
    const q = query(c, limitQuery);
    const rows = await spool.review(q.limit !== undefined ? { limit: q.limit } : {});
    return c.json({ result_count: rows.length, results: rows });
  });

  api.get('/conflicts', async (c) => {
    const spool = spoolOf(c);
    const q = query(c, conflictsQuery);
    const rows = await spool.conflicts(q.state === 'all' ? undefined : (q.state ?? 'open'));
    return c.json({ result_count: rows.length, conflicts: rows });
  });

  api.post('/conflicts/:id/resolve', async (c) => {
    const spool = spoolOf(c);
    const id = param(c, 'id');
    const b = await body(c, resolveBody);
    return c.json(await spool.resolve(id, b.keep));
  });

  api.get('/health', async (c) => {
    const spool = spoolOf(c);
    query(c, emptyQuery);
    return c.json(await spool.health());
  });

  api.get('/stats', async (c) => {
    const spool = spoolOf(c);
    query(c, emptyQuery);
    return c.json(await spool.stats());
  });

  return api;
}

/**
 * Serves the dashboard on 127.0.0.1 only (`port: 0` picks a free port) with a fresh token unless one is
 * given. Resolves once listening.
 */
export async function startWebServer(
  spool: Spool,
  options: { port?: number; token?: string } = {},
): Promise<WebServer> {
  const token = options.token ?? newToken();
  const requested = options.port ?? 0;
  if (!Number.isInteger(requested) || requested < 0 || requested > 65_535) {
    throw new SpoolError(ErrorCode.InvalidInput, `--port must be 0–65535, got ${requested}`);
  }
  let port: number | undefined;
  const app = createWebApp(spool, { token, port: () => port });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: requested }, (info: AddressInfo) => {
      port = info.port;
      s.off('error', onError);
      resolve(s);
    });
    const onError = (err: NodeJS.ErrnoException) => {
      reject(
        new SpoolError(
          ErrorCode.Io,
          err.code === 'EADDRINUSE'
            ? `port ${requested} is in use: pick another with --port, or --port 0 for any free port`
            : `cannot listen on 127.0.0.1:${requested}: ${err.message}`,
          { cause: err },
        ),
      );
    };
    s.once('error', onError);
  });
  const bound = port as number;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${bound}/?token=${token}`,
    port: bound,
    token,
    close() {
      closing ??= new Promise<void>((resolve) => {
        const http = server as import('node:http').Server;
        http.close(() => resolve());
        http.closeAllConnections?.();
      });
      return closing;
    },
  };
}
