// Static checks of the deployment files (Dockerfile, docker-compose.yml): there is no Docker on the test
// machine, so these check that what the files name exists in the code — the settings they set are ones the
// server reads, the entrypoint is a real CLI command, the probe a real route, ports and paths agree.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { allCommands } from '../../src/cli/commands.js';
import { buildProgram } from '../../src/cli/program.js';
import { createServerApp } from '../../src/server/app.js';
import type { Authenticator } from '../../src/server/auth.js';
import { configFromEnv, loadServerConfig } from '../../src/server/config.js';
import { createMetrics } from '../../src/server/metrics.js';
import type { ProjectHost } from '../../src/server/projects.js';
import { memoryLogger } from './serve-helpers.js';

const ROOT = join(import.meta.dirname, '..', '..');
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const compose = parseYaml(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Record<string, unknown>>;
  volumes?: Record<string, unknown>;
};

/** The Dockerfile's instructions of the runtime (last) stage, with continuation lines joined. */
function runtimeStage(): { op: string; args: string }[] {
  const joined = dockerfile.replace(/\\\n/g, ' ');
  const stages = joined.split(/^FROM /m);
  const last = stages.at(-1) ?? '';
  return `FROM ${last}`
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => {
      const m = /^([A-Z]+)\s+(.*)$/.exec(l);
      return { op: m?.[1] ?? '', args: m?.[2] ?? '' };
    });
}

/** The `ENV` settings of the runtime stage. */
function dockerEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const i of runtimeStage().filter((x) => x.op === 'ENV')) {
    for (const m of i.args.matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g)) env[m[1] as string] = m[2] as string;
  }
  return env;
}

/** Compose's `${NAME:-default}` substitution, with the defaults (what `docker compose config` prints). */
function interpolate(v: string): string {
  return v.replace(
    /\$\{([A-Z_][A-Z0-9_]*)(?::?-([^}]*))?\}/g,
    (_m, _name, dflt: string | undefined) => dflt ?? '',
  );
}

describe('Dockerfile', () => {
  it('is multi-stage on node:20-bookworm-slim, builds with npm ci + npm run build, installs production deps only', () => {
    const froms = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(froms.length).toBeGreaterThanOrEqual(2);
    for (const f of froms) expect(f).toBe('node:20-bookworm-slim');
    expect(dockerfile).toMatch(/RUN npm ci[^\n]*\n/);
    expect(dockerfile).toMatch(/RUN npm run build/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    // The runtime stage copies node_modules from the production install, not the build's (dev) one.
    const copies = runtimeStage().filter((i) => i.op === 'COPY');
    expect(copies.some((c) => /--from=build \/prod\/node_modules/.test(c.args))).toBe(true);
    expect(copies.some((c) => /--from=build \/src\/node_modules/.test(c.args))).toBe(false);
    // package.json scripts the build relies on exist.
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.build).toBeDefined();
  });

  it('runs as a non-root user', () => {
    const users = runtimeStage().filter((i) => i.op === 'USER');
    expect(users.length).toBe(1);
    expect(users[0]?.args).not.toMatch(/^(root|0)(:|$)/);
  });

  it('sets only settings the server reads, and they validate', () => {
    const env = dockerEnv();
    const spoolVars = Object.keys(env).filter((k) => k.startsWith('SPOOL_'));
    expect(spoolVars.length).toBeGreaterThan(0);
    for (const name of spoolVars) {
      expect(Object.keys(configFromEnv({ [name]: env[name] })), `${name} is read by config.ts`).toHaveLength(
        1,
      );
    }
    const cfg = loadServerConfig({ env: { ...env, SPOOL_DATABASE_URL: 'postgres://x@db/x' }, cwd: '/' });
    // Listening on every interface inside the container, or the published port would reach nothing.
    expect(cfg.host).toBe('0.0.0.0');
    // The data directory is the volume, and it is the directory the non-root user owns.
    const volumes = runtimeStage().filter((i) => i.op === 'VOLUME');
    expect(volumes.flatMap((v) => JSON.parse(v.args) as string[])).toContain(cfg.data_dir);
    expect(dockerfile).toContain(`chown node:node ${cfg.data_dir}`);
    // EXPOSE is the port the server listens on.
    const expose = runtimeStage().find((i) => i.op === 'EXPOSE');
    expect(Number(expose?.args)).toBe(cfg.port);
  });

  it('enters `spool serve`, a command the CLI has, from the compiled CLI the build produces', () => {
    const entry = runtimeStage().find((i) => i.op === 'ENTRYPOINT');
    const argv = JSON.parse(entry?.args ?? '[]') as string[];
    expect(argv[0]).toBe('node');
    // /app/dist/cli/bin.js is the build output (tsconfig.build: src -> dist) of src/cli/bin.ts.
    expect(argv[1]).toBe('/app/dist/cli/bin.js');
    expect(existsSync(join(ROOT, 'src', 'cli', 'bin.ts'))).toBe(true);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
    };
    expect(`/app/${pkg.bin.spool}`).toBe(argv[1]);
    const program = buildProgram(
      { stdout: () => {}, stderr: () => {}, env: {}, cwd: '/', interactive: false },
      allCommands,
      () => {},
    );
    const names = argv.slice(2);
    expect(names).toEqual(['serve']);
    const serve = program.commands.find((c) => c.name() === names[0]);
    expect(serve, 'spool serve exists').toBeDefined();
    // `docker run <image> admin create-org …` lands on the admin subcommands.
    expect(serve?.commands.map((c) => c.name())).toContain('admin');
  });

  it('probes /healthz on the configured port, a route the server answers without a database', async () => {
    const hc = runtimeStage().find((i) => i.op === 'HEALTHCHECK');
    expect(hc?.args).toMatch(/process\.env\.SPOOL_PORT\|\|8787/);
    const path = /http:\/\/127\.0\.0\.1:\$\{[^}]+\}(\/[a-z]+)/.exec(hc?.args ?? '')?.[1];
    expect(path).toBe('/healthz');
    const { log } = memoryLogger();
    const app = createServerApp({
      // /healthz touches neither authentication nor working copies: unusable stand-ins prove it.
      auth: {} as Authenticator,
      host: {} as ProjectHost,
      metrics: createMetrics({ poolStats: () => ({ total: 0, idle: 0, waiting: 0 }), openProjects: () => 0 }),
      log,
      ready: async () => false,
      draining: () => false,
    });
    const res = await app.request(path ?? '/');
    expect(res.status).toBe(200);
  });
});

describe('docker-compose.yml', () => {
  const spool = compose.services.spool as {
    environment: Record<string, string>;
    depends_on: Record<string, { condition: string }>;
    volumes: string[];
    ports: string[];
    command?: unknown;
    entrypoint?: unknown;
  };
  const postgres = compose.services.postgres as {
    image: string;
    environment: Record<string, string>;
    volumes: string[];
    healthcheck: { test: string[] };
  };

  it('runs PostgreSQL 16 or 17 with a data volume and a healthcheck, and the server waits for it', () => {
    expect(postgres.image).toMatch(/^postgres:1[67]\b/);
    expect(postgres.volumes.some((v) => v.split(':')[1] === '/var/lib/postgresql/data')).toBe(true);
    expect(postgres.healthcheck.test.join(' ')).toMatch(/pg_isready/);
    expect(spool.depends_on.postgres?.condition).toBe('service_healthy');
    const named = (v: string) => v.split(':')[0] as string;
    for (const v of [...postgres.volumes, ...spool.volumes])
      expect(Object.keys(compose.volumes ?? {})).toContain(named(v));
  });

  it('sets only settings the server reads; with compose defaults they validate and reach the postgres service', () => {
    const env = Object.fromEntries(
      Object.entries(spool.environment).map(([k, v]) => [k, interpolate(String(v))]),
    );
    for (const name of Object.keys(env)) {
      expect(Object.keys(configFromEnv({ [name]: env[name] })), `${name} is read by config.ts`).toHaveLength(
        1,
      );
    }
    const cfg = loadServerConfig({ env, cwd: '/' });
    const url = new URL(cfg.database_url);
    expect(url.hostname).toBe('postgres');
    expect(url.username).toBe(interpolate(postgres.environment.POSTGRES_USER ?? ''));
    expect(url.password).toBe(interpolate(postgres.environment.POSTGRES_PASSWORD ?? ''));
    expect(url.pathname).toBe(`/${interpolate(postgres.environment.POSTGRES_DB ?? '')}`);
    expect(cfg.host).toBe('0.0.0.0');
    // The published port is the one the server listens on, the data volume its data dir.
    expect(spool.ports.map((p) => Number(p.split(':').at(-1)))).toContain(cfg.port);
    expect(spool.volumes.map((v) => v.split(':')[1])).toContain(cfg.data_dir);
    // It keeps the image's entrypoint (`spool serve`), so `docker compose run spool admin …` works.
    expect(spool.entrypoint).toBeUndefined();
    expect(spool.command).toBeUndefined();
    // Drains before the SIGKILL.
    const grace = /^(\d+)s$/.exec(
      String((compose.services.spool as { stop_grace_period?: string }).stop_grace_period),
    );
    expect(Number(grace?.[1]) * 1000).toBeGreaterThan(cfg.shutdown_timeout_ms);
  });
});
