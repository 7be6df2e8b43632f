/**
 * The server's side of `spool push` / `spool pull` (issue #15): team-tier ledger lines in and out of the
 * project's {@link EventStore}, verbatim.
 *
 * Mounting (for the app, src/server/app.ts): either pass `authorize` (resolves the request's project and
 * principal, e.g. from the bearer token and the `X-Spool-Project` header the client sends), or set them on
 * the context before these routes as `c.set('project', ProjectRef)` and `c.set('principal', Principal)` (see
 * {@link SyncVariables}). Register the sub-app (`app.route('/', createSyncRoutes(…))`) *before* the
 * dashboard's `/api/*` middleware: these routes answer from PostgreSQL directly and must not run through a
 * working copy. They check the role themselves (read to fetch, write to append), so a mount that forgets it
 * still refuses. Errors are thrown as SpoolError for the app's error handler (CHAIN_BROKEN → 409).
 *
 * Routes (relative to where the app mounts this sub-app, normally the root):
 * - `GET  /api/v1/projects/:project/heads` → `{ heads: { [writer]: { seq, hash } }, generation }`
 * - `GET  /api/v1/projects/:project/events?after=<cursor>&limit=<n>` → `{ lines: PositionedLine[], cursor,
 *   generation }`
 *
 * `generation` is the project's ledger generation (see `EventStore.ledgerState`): it grows when a purge
 * rewrites stored lines, which tells a puller to adopt the resealed chains (src/integrations/remote.ts).
 * - `POST /api/v1/projects/:project/events` `{ lines: EventLine[] }` → `AppendResult`
 */
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { ErrorCode, SpoolError } from '../core/errors.js';
import { appendBodySchema, MAX_LINES_PER_GET } from '../core/wire.js';
import { decodeLine } from '../store/ledger.js';
import { type EventStore, type Principal, type ProjectRef, ROLES, type Role } from './types.js';

/** The context variables the app sets before these routes run. */
export interface SyncVariables {
  project: ProjectRef;
  principal: Principal;
}

/** Options of {@link createSyncRoutes}. */
export interface SyncRoutesOptions {
  events: EventStore;
  /** Resolves who asks for which project; without it, the context variables of {@link SyncVariables}. */
  authorize?: (c: Context) => Promise<{ project: ProjectRef; principal: Principal }>;
  /** Largest request body accepted, in bytes (default 64 MiB: a batch of large records). */
  maxBodyBytes?: number;
  /**
   * Writers only the server itself may extend: the shards of its working copies (`server-…` by default). A
   * client may send their lines back (they are skipped as present) but never new ones: a forged line there
   * would fork the chain the server keeps writing.
   */
  reservedWriter?: (writer: string) => boolean;
  /** Told how many lines were appended / served (metrics). */
  onAppended?: (n: number) => void;
  onServed?: (n: number) => void;
}

const afterSchema = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_LINES_PER_GET).default(1_000),
});

async function access(
  c: Context<{ Variables: SyncVariables }>,
  opts: SyncRoutesOptions,
  needed: Role,
): Promise<{ project: ProjectRef; principal: Principal }> {
  const slug = c.req.param('project');
  const who = opts.authorize ? await opts.authorize(c) : undefined;
  const project = who?.project ?? (c.get('project') as ProjectRef | undefined);
  const principal = who?.principal ?? (c.get('principal') as Principal | undefined);
  // The app must resolve both before mounting these routes; a request reaching here without them is a
  // server bug, not a client's fault, and must not fall through to an unauthenticated answer.
  if (!project || !principal)
    throw new SpoolError(ErrorCode.Internal, 'sync routes reached without a resolved project and principal');
  if (slug !== undefined && slug !== project.slug && slug !== project.id)
    throw new SpoolError(
      ErrorCode.Forbidden,
      `this request was authorised for project ${project.slug}, not ${JSON.stringify(slug.slice(0, 100))}`,
    );
  const role = principal.roles.get(project.id);
  if (role === undefined || ROLES.indexOf(role) < ROLES.indexOf(needed))
    throw new SpoolError(
      ErrorCode.Forbidden,
      `this needs the ${needed} role on project ${project.slug}; this token (${principal.name}) has ${role ?? 'none'}: ask an admin for a token with ${needed} access`,
      { details: { needed, role: role ?? null } },
    );
  return { project, principal };
}

/** Creates the sub-app of the line exchange routes. */
export function createSyncRoutes(opts: SyncRoutesOptions): Hono<{ Variables: SyncVariables }> {
  const { events } = opts;
  const reserved = opts.reservedWriter ?? ((w: string) => w.startsWith('server-'));
  const app = new Hono<{ Variables: SyncVariables }>();

  app.get('/api/v1/projects/:project/heads', async (c) => {
    const { project } = await access(c, opts, 'read');
    // The generation is read first: a purge landing in between makes it look older, never newer, than the
    // heads, so the puller's next look still sees the rewrite.
    const { generation } = await events.ledgerState(project.id);
    const h = await events.heads(project.id);
    return c.json({ heads: Object.fromEntries(h), generation });
  });

  app.get('/api/v1/projects/:project/events', async (c) => {
    const { project } = await access(c, opts, 'read');
    const q = afterSchema.safeParse({ after: c.req.query('after'), limit: c.req.query('limit') });
    if (!q.success)
      throw new SpoolError(
        ErrorCode.InvalidInput,
        `bad query: ${q.error.issues[0]?.path.join('.')} ${q.error.issues[0]?.message} (after is a cursor ≥ 0, limit 1..${MAX_LINES_PER_GET})`,
      );
    const page = await events.readSince(project.id, q.data.after, q.data.limit);
    opts.onServed?.(page.lines.length);
    return c.json({
      lines: page.lines.map((l) => ({ writer: l.writer, line: l.line, position: l.position })),
      cursor: page.cursor,
      generation: page.generation,
    });
  });

  app.post(
    '/api/v1/projects/:project/events',
    bodyLimit({
      maxSize: opts.maxBodyBytes ?? 64 * 1024 * 1024,
      // 413 rather than the 400 a SpoolError of this code gets: the client should split the batch.
      onError: (c) =>
        c.json(
          {
            error: new SpoolError(
              ErrorCode.ContentTooLarge,
              `request body over ${opts.maxBodyBytes ?? 64 * 1024 * 1024} bytes: send fewer lines per request`,
            ).toJSON(),
          },
          413,
        ),
    }),
    async (c) => {
      const { project, principal } = await access(c, opts, 'write');
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch (cause) {
        throw new SpoolError(
          ErrorCode.InvalidInput,
          'the body is not JSON: send {"lines": [{writer, line}]}',
          {
            cause,
          },
        );
      }
      const body = appendBodySchema.safeParse(raw);
      if (!body.success) {
        const issue = body.error.issues[0];
        throw new SpoolError(
          ErrorCode.InvalidInput,
          `bad body at ${issue?.path.join('.') || '(root)'}: ${issue?.message}; send {"lines": [{writer, line}]} with exact JSONL lines`,
        );
      }
      const lines = body.data.lines;
      const guarded = lines.filter((l) => reserved(l.writer));
      if (guarded.length > 0) {
        const h = await events.heads(project.id);
        for (const l of guarded) {
          const d = decodeLine(l.line.slice(0, -1));
          const seq = d.ok ? d.event.seq : Number.POSITIVE_INFINITY;
          if (seq > (h.get(l.writer)?.seq ?? -1))
            throw new SpoolError(
              ErrorCode.Forbidden,
              `writer ${l.writer} is the server's own shard: clients may not add lines to it`,
              { details: { writer: l.writer } },
            );
        }
      }
      const r = await events.append(project.id, lines, principal.name);
      opts.onAppended?.(r.inserted);
      return c.json({ inserted: r.inserted, skipped: r.skipped });
    },
  );

  return app;
}
