import { type Context, Hono, type Next } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { ErrorCode, isSpoolError, SpoolError } from '../core/errors.js';
import { tierOf } from '../guard/write-gate.js';
import { createMcpHttpHandler } from '../mcp/http.js';
import type { Spool } from '../spool.js';
import { APP_CSS, APP_JS, INDEX_HTML } from '../web/assets/index.js';
import { createApiRoutes, SECURITY_HEADERS, statusOf } from '../web/server.js';
import { type Access, type Authenticator, bearerOf, requireRole, roleAllows } from './auth.js';
import type { ChangeFeed } from './changes.js';
import { errorFields, type Logger } from './log.js';
import type { ServerMetrics } from './metrics.js';
import type { ProjectHost } from './projects.js';
import type { PurgeResult } from './purge.js';
import { createSyncRoutes } from './sync-routes.js';
import type { EventStore, ProjectRef } from './types.js';

/** What the server's HTTP app is built from. */
export interface ServerAppDeps {
  auth: Authenticator;
  /**
   * PostgreSQL's event store: when given, the `spool push` / `spool pull` routes (`/api/v1/projects/…`) are
   * mounted, exchanging lines with it directly.
   */
  events?: EventStore;
  host: ProjectHost;
  /** Change notices: one sync per request, begun on arrival, serves its authentication and its project. */
  changes?: ChangeFeed;
  metrics: ServerMetrics;
  log: Logger;
  /** PostgreSQL reachable and migrated (for `/readyz`). */
  ready: () => Promise<boolean>;
  /** True once a graceful shutdown began: new work is refused with a retryable 503. */
  draining: () => boolean;
  /**
   * Erases a record from the project's stored ledger (src/server/purge.ts) with `actor` as the tombstone's
   * actor; when given, `POST /api/records/:id/purge` is mounted (admin role).
   */
  purge?: (
    project: ProjectRef,
    recordId: string,
    actor: string,
    reason: string | undefined,
  ) => Promise<PurgeResult>;
}

const purgeBodySchema = z.object({ reason: z.string().min(1).max(1_000).optional() }).strict();

/** Seconds a client should wait before retrying a request refused during shutdown or a database outage. */
export const RETRY_AFTER_SECONDS = 5;

/** The header naming the project a request addresses (else the token's only project). */
export const PROJECT_HEADER = 'x-spool-project';

const TOKEN_COOKIE = 'spool_token';
const PROJECT_COOKIE = 'spool_project';
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

type Env = { Variables: { spool: Spool } };

/** HTTP status of a stable error code, the server's own codes included. */
export function serverStatusOf(code: string): ContentfulStatusCode {
  switch (code) {
    case ErrorCode.Unauthorized:
      return 401;
    case ErrorCode.Forbidden:
      return 403;
    case ErrorCode.ShuttingDown:
    case ErrorCode.DatabaseUnavailable:
    case ErrorCode.LockTimeout:
      return 503;
    case ErrorCode.ChainBroken:
      return 409;
    default:
      return statusOf(code);
  }
}

/**
 * The spool a request works on: every write is recorded as the token's, whatever the caller claims, so the
 * ledger's audit trail names who wrote, accepted or archived what.
 */
export function actingAs(spool: Spool, actor: string): Spool {
  const wrapped = Object.create(spool) as Spool;
  Object.assign(wrapped, {
    remember: async (input: Parameters<Spool['remember']>[0]) => {
      teamOnly(input);
      return spool.remember({ ...input, actor });
    },
    transition: (...[id, action, opts]: Parameters<Spool['transition']>) =>
      spool.transition(id, action, { ...opts, actor }),
  } satisfies Partial<Spool>);
  return wrapped;
}

/**
 * The server keeps the team tier only: PostgreSQL receives team lines, so a secret, personal (`user`) or
 * agent-scratch memory would live in one instance's working copy and vanish with it. Refused up front.
 */
function teamOnly(input: { scope?: string | undefined; sensitivity?: string | undefined }): void {
  const scope = input.scope ?? 'project';
  const sensitivity = input.sensitivity ?? 'internal';
  if (tierOf({ scope, sensitivity }) === 'shared') return;
  const what = sensitivity === 'secret' ? 'sensitivity secret' : `scope ${scope}`;
  throw new SpoolError(
    ErrorCode.InvalidInput,
    `the organisation server keeps team memories only, and a memory with ${what} never leaves the machine that wrote it: store it in your local spool, or send it with scope project and without sensitivity secret`,
  );
}

const LOGIN_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>spool — sign in</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/app.css">
</head>
<body>
<header class="topbar"><span class="brand">spool</span></header>
<main id="main">
<h1>Sign in</h1>
<form method="post" action="/login">
<p><label>API token<br><input name="token" type="password" autocomplete="off" required></label></p>
<p><label>Project (slug; optional when the token has one project)<br><input name="project" autocomplete="off"></label></p>
<p><button type="submit">Open the dashboard</button></p>
</form>
</main>
</body>
</html>
`;

function errorJson(code: string, message: string) {
  return { error: { code, message } };
}

/** Whether a cookie-authenticated request comes from our own pages (the cookie alone proves nothing). */
function sameOrigin(c: Context): boolean {
  if (c.req.header('sec-fetch-site') === 'cross-site') return false;
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

const secureCookies = (c: Context) =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

/**
 * The organisation server's HTTP app: MCP at `/mcp`, the dashboard and its JSON API (`/api`), `/login`,
 * and the probes `/healthz`, `/readyz`, `/metrics`. Every project route authenticates a bearer token (header,
 * or the dashboard's HttpOnly cookie), resolves the project and role, and runs on the project's working
 * copy through {@link ProjectHost.run}, so a write is in PostgreSQL before its response leaves.
 */
export function createServerApp(deps: ServerAppDeps): Hono<Env> {
  const { auth, host, metrics, log } = deps;
  const app = new Hono<Env>();
  const handleMcp = createMcpHttpHandler();
  // One acting-as view per working copy and token name, so the MCP handler's per-spool cache finds it again.
  const views = new WeakMap<Spool, Map<string, Spool>>();
  const viewOf = (spool: Spool, actor: string): Spool => {
    let byActor = views.get(spool);
    if (!byActor) {
      byActor = new Map();
      views.set(spool, byActor);
    }
    let view = byActor.get(actor);
    if (!view) {
      if (byActor.size >= 1_000) byActor.clear();
      view = actingAs(spool, actor);
      byActor.set(actor, view);
    }
    return view;
  };

  // Outermost: latency, access log, security headers.
  app.use('*', async (c, next) => {
    const t0 = performance.now();
    await next();
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(k, v);
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    const seconds = (performance.now() - t0) / 1000;
    const matched = routePath(c, -1);
    const route = c.res.status === 404 && matched.endsWith('*') ? 'unmatched' : matched;
    metrics.observeRequest(route, c.req.method, c.res.status, seconds);
    const fields = {
      method: c.req.method,
      route,
      status: c.res.status,
      ms: Math.round(seconds * 10_000) / 10,
    };
    if (PROBES.has(c.req.path)) log.debug('request', fields);
    else log.info('request', fields);
  });

  // A graceful shutdown refuses new work with a retryable answer; the probes keep answering.
  app.use('*', async (c, next) => {
    if (deps.draining() && !PROBES.has(c.req.path)) {
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(
        errorJson(ErrorCode.ShuttingDown, 'the server is shutting down: retry in a few seconds'),
        503,
      );
    }
    return next();
  });

  app.onError((err, c) => {
    if (isSpoolError(err)) {
      const status = serverStatusOf(err.code);
      if (status === 503) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      if (status === 401) c.header('WWW-Authenticate', 'Bearer realm="spool"');
      if (status >= 500) log.warn('request failed', { path: c.req.path, ...errorFields(err) });
      return c.json({ error: err.toJSON() }, status);
    }
    log.error('internal error', { path: c.req.path, ...errorFields(err) });
    return c.json(errorJson(ErrorCode.Internal, 'internal error: see the server log'), 500);
  });
  app.notFound((c) => c.json(errorJson(ErrorCode.NotFound, `no route ${c.req.method} ${c.req.path}`), 404));

  // ---- probes ----
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    let ok = false;
    try {
      ok = !deps.draining() && (await deps.ready());
    } catch {
      ok = false;
    }
    if (!ok) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json({ status: ok ? 'ready' : 'unavailable' }, ok ? 200 : 503);
  });
  app.get('/metrics', async (c) =>
    c.body(await metrics.text(), 200, { 'Content-Type': metrics.contentType }),
  );

  /** The request's access from a bearer header, or (dashboard) from its cookies. */
  const accessOf = async (
    c: Context,
    allowCookie: boolean,
    synced?: Promise<number | undefined>,
  ): Promise<Access> => {
    const header = c.req.header('authorization');
    let bearer = bearerOf(header);
    let project = c.req.header(PROJECT_HEADER);
    if (header === undefined && allowCookie) {
      bearer = getCookie(c, TOKEN_COOKIE);
      if (bearer !== undefined && !sameOrigin(c)) {
        throw new SpoolError(ErrorCode.Forbidden, 'cross-site requests are refused');
      }
      project ??= getCookie(c, PROJECT_COOKIE);
    }
    const principal = await auth.principal(bearer, synced);
    return auth.access(principal, project);
  };

  // ---- MCP over Streamable HTTP (stateless: no session, every POST stands alone) ----
  app.post('/mcp', async (c) => {
    const synced = deps.changes?.sync();
    const access = await accessOf(c, false, synced);
    const res = await host.run(
      access.project,
      access.principal.name,
      (spool) =>
        handleMcp(c.req.raw, {
          spool: viewOf(spool, access.principal.name),
          canWrite: roleAllows(access.role, 'write'),
          caller: access.principal.name,
          project: access.project.slug,
        }),
      synced,
    );
    return res;
  });
  // No server-initiated stream and no session to delete in stateless mode.
  app.on(['GET', 'DELETE'], '/mcp', (c) => {
    c.header('Allow', 'POST');
    return c.json(
      errorJson('METHOD_NOT_ALLOWED', 'this MCP endpoint is stateless: send every message as a POST'),
      405,
    );
  });

  // ---- the dashboard ----
  const page = async (c: Context) => {
    try {
      await accessOf(c, true);
    } catch {
      return c.redirect('/login', 302);
    }
    return c.html(INDEX_HTML);
  };
  app.get('/', page);
  app.get('/index.html', page);
  app.get('/assets/app.js', (c) => c.body(APP_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get('/assets/app.css', (c) => c.body(APP_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  app.get('/login', (c) => c.html(LOGIN_HTML));
  app.post('/login', async (c) => {
    if (!sameOrigin(c)) return c.text('cross-site sign-in refused', 403);
    const form = await c.req.parseBody();
    const token = typeof form.token === 'string' ? form.token.trim() : '';
    const slug =
      typeof form.project === 'string' && form.project.trim() !== '' ? form.project.trim() : undefined;
    let access: Access;
    try {
      access = await auth.access(await auth.principal(token), slug);
    } catch (err) {
      const msg = isSpoolError(err) ? err.message : 'sign-in failed';
      return c.text(`${msg}\n`, isSpoolError(err) ? serverStatusOf(err.code) : 500);
    }
    const opts = { httpOnly: true, sameSite: 'Strict', path: '/', secure: secureCookies(c) } as const;
    setCookie(c, TOKEN_COOKIE, token, opts);
    setCookie(c, PROJECT_COOKIE, access.project.slug, opts);
    return c.redirect('/', 303);
  });
  app.post('/logout', (c) => {
    if (!sameOrigin(c)) return c.text('cross-site sign-out refused', 403);
    deleteCookie(c, TOKEN_COOKIE, { path: '/' });
    deleteCookie(c, PROJECT_COOKIE, { path: '/' });
    return c.redirect('/login', 303);
  });

  // ---- `spool push` / `spool pull`: lines in and out of PostgreSQL, never through a working copy ----
  if (deps.events)
    app.route(
      '/',
      createSyncRoutes({
        events: deps.events,
        authorize: async (c) => {
          const principal = await auth.principal(bearerOf(c.req.header('authorization')));
          return auth.access(principal, c.req.header(PROJECT_HEADER) ?? c.req.param('project'));
        },
        onAppended: (n) => metrics.eventsAppended(n),
      }) as unknown as Hono<Env>,
    );

  // ---- purge (admin): rewrites PostgreSQL's lines, not a working copy's, so it runs ahead of the API ----
  const purge = deps.purge;
  if (purge)
    app.post('/api/records/:id/purge', async (c) => {
      // Bearer only: a destructive operation is never ridden on the dashboard's cookie.
      const access = await accessOf(c, false);
      requireRole(access, 'admin', 'purge');
      const text = await c.req.text();
      let body: unknown = {};
      try {
        if (text.trim() !== '') body = JSON.parse(text);
      } catch {
        throw new SpoolError(
          ErrorCode.InvalidInput,
          'the purge body is not JSON: send {} or {"reason": "…"}',
        );
      }
      const parsed = purgeBodySchema.safeParse(body);
      if (!parsed.success)
        throw new SpoolError(
          ErrorCode.InvalidInput,
          'the purge body takes only an optional reason: send {} or {"reason": "…"}',
        );
      const result = await purge(
        access.project,
        c.req.param('id'),
        access.principal.name,
        parsed.data.reason,
      );
      log.info('record purged', {
        project: access.project.id,
        record: result.record_id,
        actor: access.principal.name,
        writers: result.rewritten_writers.length,
        lines: result.lines_rewritten,
        generation: result.generation,
      });
      return c.json(result);
    });

  // ---- the dashboard's JSON API, scoped to the request's project ----
  app.use('/api/*', async (c: Context<Env>, next: Next) => {
    if (c.req.path.startsWith('/api/v1/')) return next();
    const synced = deps.changes?.sync();
    const access = await accessOf(c, true, synced);
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') requireRole(access, 'write', `${method} ${c.req.path}`);
    await host.run(
      access.project,
      access.principal.name,
      async (spool) => {
        c.set('spool', viewOf(spool, access.principal.name));
        await next();
      },
      synced,
    );
  });
  app.route(
    '/api',
    createApiRoutes((c) => c.get('spool') as Spool),
  );
  return app;
}
