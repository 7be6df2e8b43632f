import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { ErrorCode, isSpoolError } from '../../src/core/errors.js';
import { serverStatusOf } from '../../src/server/app.js';
import { bearerOf, createAuthenticator } from '../../src/server/auth.js';
import { openPgBackend, type PgBackend } from '../../src/server/serve.js';
import { createSyncRoutes, type SyncRoutesOptions } from '../../src/server/sync-routes.js';
import type { ProjectRef } from '../../src/server/types.js';
import { type PgHarness, startPg } from './pg-harness.js';
import { memoryLogger } from './serve-helpers.js';

/** A real PostgreSQL, its backend, and the sync routes served over HTTP on loopback. */
export interface SyncServer {
  harness: PgHarness;
  backend: PgBackend;
  url: string;
  /** The HTTP app (for requests without a socket). */
  app: Hono;
  /** Another app on the same backend with other route options. */
  appWith(extra: Partial<SyncRoutesOptions>): Hono;
  orgId: string;
  project(slug: string): Promise<ProjectRef>;
  token(roles: Record<string, 'read' | 'write' | 'admin'>, name?: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL (the harness), migrates it, and serves the sync routes the way the server app mounts
 * them: the bearer token and the `X-Spool-Project` header resolved by the server's authenticator, errors
 * mapped by the server's status table.
 */
export async function startSyncServer(): Promise<SyncServer> {
  const harness = await startPg();
  const { log } = memoryLogger();
  const backend = await openPgBackend({ url: harness.url, poolMax: 5, log });
  const auth = createAuthenticator(backend.tenancy);
  const appWith = (extra: Partial<SyncRoutesOptions>) => {
    const app = new Hono();
    app.onError((err, c) =>
      isSpoolError(err)
        ? c.json({ error: err.toJSON() }, serverStatusOf(err.code))
        : c.json({ error: { code: ErrorCode.Internal, message: String(err) } }, 500),
    );
    app.route(
      '/',
      createSyncRoutes({
        events: backend.events,
        authorize: async (c) =>
          auth.access(
            await auth.principal(bearerOf(c.req.header('authorization'))),
            c.req.header('x-spool-project'),
          ),
        ...extra,
      }),
    );
    return app;
  };
  const app = appWith({});
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  const port = (server.address() as AddressInfo).port;
  const org = await backend.tenancy.createOrg('acme');
  return {
    harness,
    backend,
    url: `http://127.0.0.1:${port}`,
    app,
    appWith,
    orgId: org.id,
    project: (slug) => backend.tenancy.createProject(org.id, slug),
    token: async (roles, name = 'tester') =>
      (await backend.tenancy.createToken({ orgId: org.id, name, roles })).token,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await backend.close();
      await harness.stop();
    },
  };
}
