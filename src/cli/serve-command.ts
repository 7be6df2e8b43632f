import type { Command } from 'commander';
import { parseDuration } from '../core/duration.js';
import { ErrorCode, SpoolError } from '../core/errors.js';
import type { ServerConfig } from '../server/config.js';
import type { RunningServer } from '../server/serve.js';
import type { Role } from '../server/types.js';
import { json } from './format.js';
import { intOption, usageError } from './options.js';
import type { CliContext, CommandModule } from './program.js';

/** Hooks for tests: when to stop the server (default: the first SIGINT or SIGTERM). */
export interface ServeCommandOptions {
  until?: (server: RunningServer) => Promise<void>;
}

interface DbFlags {
  database?: string;
  config?: string;
}

interface ServeFlags extends DbFlags {
  port?: number;
  host?: string;
  data?: string;
  instanceId?: string;
  logLevel?: string;
}

/** Waits for the first SIGINT or SIGTERM. */
function untilSignal(): Promise<string> {
  return new Promise((resolve) => {
    const done = (signal: NodeJS.Signals) => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      resolve(signal);
    };
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
}

const ROLE_ARG = /^([a-z0-9][a-z0-9._-]{0,99})=(read|write|admin)$/i;

function collectRole(value: string, previous: string[] = []): string[] {
  if (!ROLE_ARG.test(value)) throw usageError(`--role must be <project>=<read|write|admin>, got "${value}"`);
  return [...previous, value];
}

/** Loads the settings: flags over SPOOL_* variables over the --config file. */
async function settings(ctx: CliContext, flags: ServeFlags): Promise<ServerConfig> {
  const { loadServerConfig } = await import('../server/config.js');
  return loadServerConfig({
    file: flags.config,
    env: ctx.io.env,
    cwd: ctx.io.cwd,
    flags: {
      database_url: flags.database,
      port: flags.port,
      host: flags.host,
      data_dir: flags.data,
      instance_id: flags.instanceId,
      log_level: flags.logLevel,
    },
  });
}

/** Runs `fn` with the PostgreSQL backend (migrated), closing it afterwards. */
async function withBackend<T>(
  ctx: CliContext,
  flags: DbFlags,
  fn: (backend: import('../server/serve.js').PgBackend) => Promise<T>,
): Promise<T> {
  const config = await settings(ctx, flags);
  const [{ createLogger }, { openPgBackend }] = await Promise.all([
    import('../server/log.js'),
    import('../server/serve.js'),
  ]);
  const log = createLogger({ level: 'warn', write: (l) => ctx.io.stderr(l) });
  const backend = await openPgBackend({ url: config.database_url, poolMax: 2, log });
  try {
    return await fn(backend);
  } finally {
    await backend.close();
  }
}

async function orgBySlug(backend: import('../server/serve.js').PgBackend, slug: string) {
  const org = await backend.tenancy.findOrg(slug);
  if (!org)
    throw new SpoolError(
      ErrorCode.NotFound,
      `no organisation "${slug}": create it with \`spool serve admin create-org ${slug}\``,
    );
  return org;
}

const dbOptions = (c: Command): Command =>
  c
    .option('--database <url>', 'PostgreSQL URL (or SPOOL_DATABASE_URL)')
    .option('--config <file>', 'server settings file (TOML, or JSON by extension)');

/** Builds `spool serve` and `spool serve admin …`; {@link serveCommand} is the real one. */
export function createServeCommand(options: ServeCommandOptions = {}): CommandModule {
  return (program, ctx) => {
    const { out } = ctx;
    const serve = dbOptions(
      program
        .command('serve')
        .description(
          'run the organisation server: MCP over HTTP at /mcp, the dashboard and its API, on PostgreSQL (issue #15)',
        ),
    )
      .option('--port <n>', 'port to listen on (default 8787; or SPOOL_PORT)', intOption('--port', 0, 65_535))
      .option('--host <host>', 'address to listen on (default 127.0.0.1; or SPOOL_HOST)')
      .option('--data <dir>', 'working copies directory (default ./spool-data; or SPOOL_DATA_DIR)')
      .option('--instance-id <id>', "this server's writer id suffix (default: kept in the data dir)")
      .option('--log-level <level>', 'debug, info, warn or error (default info)')
      .action(async (flags: ServeFlags) => {
        const config = await settings(ctx, flags);
        const [{ createLogger }, { openPgBackend, startServer }, { redactDatabaseUrl }] = await Promise.all([
          import('../server/log.js'),
          import('../server/serve.js'),
          import('../server/config.js'),
        ]);
        const log = createLogger({ level: config.log_level, write: (l) => ctx.io.stderr(l) });
        log.info('starting', { database: redactDatabaseUrl(config.database_url) });
        const backend = await openPgBackend({ url: config.database_url, poolMax: config.pool_max, log });
        let server: RunningServer;
        try {
          server = await startServer({ config, backend, log });
        } catch (err) {
          await backend.close();
          throw err;
        }
        if (ctx.format('table') === 'json') out(json({ url: server.url, writer: server.writer }));
        const reason = options.until
          ? await options.until(server).then(() => 'stopped')
          : await untilSignal();
        await server.shutdown(reason);
      });

    const admin = serve
      .command('admin')
      .description(
        'bootstrap tenancy: organisations, projects and API tokens (talks to PostgreSQL directly)',
      );

    dbOptions(admin.command('create-org <slug>').description('create an organisation')).action(
      async (slug: string, flags: DbFlags) => {
        await withBackend(ctx, flags, async (b) => {
          const org = await b.tenancy.createOrg(slug);
          out(ctx.format('table') === 'json' ? json(org) : `organisation ${org.slug} (${org.id})\n`);
        });
      },
    );

    dbOptions(
      admin.command('create-project <org> <slug>').description('create a project in an organisation'),
    ).action(async (orgSlug: string, slug: string, flags: DbFlags) => {
      await withBackend(ctx, flags, async (b) => {
        const org = await orgBySlug(b, orgSlug);
        const p = await b.tenancy.createProject(org.id, slug);
        out(ctx.format('table') === 'json' ? json(p) : `project ${orgSlug}/${p.slug} (${p.id})\n`);
      });
    });

    dbOptions(admin.command('list-projects <org>').description("list an organisation's projects")).action(
      async (orgSlug: string, flags: DbFlags) => {
        await withBackend(ctx, flags, async (b) => {
          const org = await orgBySlug(b, orgSlug);
          const rows = await b.tenancy.listProjects(org.id);
          if (ctx.format('table') === 'json') out(json(rows));
          else for (const p of rows) out(`${p.slug}\t${p.id}\n`);
        });
      },
    );

    dbOptions(
      admin
        .command('create-token <org> <name>')
        .description('create an API token (printed once: only its hash is stored)')
        .requiredOption(
          '--role <project=role>',
          'a role on a project, e.g. --role api=write (repeat for more projects)',
          collectRole,
        )
        .option('--expires <duration>', 'expiry, e.g. 30d, 12h, 1y (default: never)'),
    ).action(async (orgSlug: string, name: string, flags: DbFlags & { role: string[]; expires?: string }) => {
      const expiresAt =
        flags.expires !== undefined ? new Date(Date.now() + parseDuration(flags.expires)) : undefined;
      await withBackend(ctx, flags, async (b) => {
        const org = await orgBySlug(b, orgSlug);
        const roles: Record<string, Role> = {};
        for (const r of flags.role) {
          const m = ROLE_ARG.exec(r) as RegExpExecArray;
          const slug = m[1] as string;
          const project = await b.tenancy.findProject(org.id, slug);
          if (!project)
            throw new SpoolError(
              ErrorCode.NotFound,
              `no project "${slug}" in ${orgSlug}: create it with \`spool serve admin create-project ${orgSlug} ${slug}\``,
            );
          roles[project.id] = (m[2] as string).toLowerCase() as Role;
        }
        const t = await b.tenancy.createToken({
          orgId: org.id,
          name,
          roles,
          ...(expiresAt ? { expiresAt } : {}),
        });
        if (ctx.format('table') === 'json')
          out(json({ id: t.id, token: t.token, name, expires_at: expiresAt?.toISOString() ?? null }));
        else {
          out(`${t.token}\n`);
          ctx.io.stderr(
            `token ${t.id} for ${name}: shown once, store it now (revoke with \`spool serve admin revoke-token ${t.id}\`)\n`,
          );
        }
      });
    });

    dbOptions(
      admin.command('list-tokens <org>').description("list an organisation's tokens (never the tokens)"),
    ).action(async (orgSlug: string, flags: DbFlags) => {
      await withBackend(ctx, flags, async (b) => {
        const org = await orgBySlug(b, orgSlug);
        const rows = await b.tenancy.listTokens(org.id);
        if (ctx.format('table') === 'json') out(json(rows));
        else
          for (const t of rows) {
            const state = t.revokedAt
              ? 'revoked'
              : t.expiresAt && t.expiresAt < new Date()
                ? 'expired'
                : 'active';
            out(
              `${t.id}\t${t.name}\t${state}\t${Object.entries(t.roles)
                .map(([p, r]) => `${p}=${r}`)
                .join(',')}\n`,
            );
          }
      });
    });

    dbOptions(admin.command('revoke-token <id>').description('revoke a token (effective at once)')).action(
      async (id: string, flags: DbFlags) => {
        await withBackend(ctx, flags, async (b) => {
          await b.tenancy.revokeToken(id);
          out(ctx.format('table') === 'json' ? json({ id, revoked: true }) : `revoked ${id}\n`);
        });
      },
    );
  };
}

/** `spool serve …`: the organisation server and its admin commands. */
export const serveCommand: CommandModule = createServeCommand();
