import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/io.js';
import { runCli } from '../../src/cli/program.js';
import { createServeCommand } from '../../src/cli/serve-command.js';
import { createServerApp } from '../../src/server/app.js';
import { loadServerConfig } from '../../src/server/config.js';
import type { RunningServer } from '../../src/server/serve.js';
import { type PgHarness, startPg } from './pg-harness.js';
import { boot, callTool, mcpClient, memoryLogger, testConfig, textOf } from './serve-helpers.js';

let harness: PgHarness;

beforeAll(async () => {
  harness = await startPg();
}, 120_000);
afterAll(async () => harness?.stop());

function io(env: Record<string, string> = {}): CliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    env: { ...env },
    cwd: mkdtempSync(join(tmpdir(), 'spool-serve-cli-')),
    interactive: false,
  };
}

async function cli(argv: string[], env: Record<string, string>, until?: (s: RunningServer) => Promise<void>) {
  const x = io(env);
  const code = await runCli(argv, x, [createServeCommand(until ? { until } : {})]);
  return { code, out: x.out.join(''), err: x.err.join('') };
}

describe('spool serve admin + spool serve', () => {
  it('bootstraps an org, a project and a token, serves MCP with it, and revokes it', async () => {
    const env = { SPOOL_DATABASE_URL: harness.url };
    expect((await cli(['serve', 'admin', 'create-org', 'acme'], env)).code).toBe(0);
    const p = await cli(['--format', 'json', 'serve', 'admin', 'create-project', 'acme', 'api'], env);
    expect(p.code, p.err).toBe(0);
    expect(JSON.parse(p.out).slug).toBe('api');
    const bad = await cli(['serve', 'admin', 'create-token', 'acme', 'ci', '--role', 'nope=write'], env);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toContain('no project "nope"');
    const t = await cli(
      ['serve', 'admin', 'create-token', 'acme', 'ci-bot', '--role', 'api=write', '--expires', '30d'],
      env,
    );
    expect(t.code, t.err).toBe(0);
    const token = t.out.trim();
    expect(token).toMatch(/^spool_pat_/);
    expect(t.err).toContain('shown once');
    const list = await cli(['--format', 'json', 'serve', 'admin', 'list-tokens', 'acme'], env);
    const rows = JSON.parse(list.out) as { id: string; name: string }[];
    const id = rows.find((r) => r.name === 'ci-bot')?.id as string;
    expect(list.out).not.toContain(token);

    const data = mkdtempSync(join(tmpdir(), 'spool-serve-data-'));
    let seen = '';
    const served = await cli(
      ['--format', 'json', 'serve', '--port', '0', '--data', data, '--log-level', 'warn'],
      env,
      async (server) => {
        const c = await mcpClient(server.url, token);
        const r = await callTool(c, 'memory_remember', { content: 'CI deploys from the main branch only' });
        seen = textOf(r);
        await c.close();
      },
    );
    expect(served.code, served.err).toBe(0);
    expect(JSON.parse(served.out).url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(seen).toContain('"action":"created"');
    expect(served.err).not.toContain(harness.url.split('@')[0] ?? 'x');

    expect((await cli(['serve', 'admin', 'revoke-token', id], env)).code).toBe(0);
    await cli(['serve', '--port', '0', '--data', data], env, async (server) => {
      const res = await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(401);
    });
  });

  it('refuses to start without a database, naming the three ways to give one', async () => {
    const r = await cli(['serve'], {});
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('SPOOL_DATABASE_URL');
  });
});

describe('configuration', () => {
  it('flags override the environment, which overrides the file; the URL password never shows', () => {
    const dir = mkdtempSync(join(tmpdir(), 'spool-serve-conf-'));
    const file = join(dir, 'server.toml');
    writeFileSync(file, 'database_url = "postgres://u:pw@db/x"\nport = 9000\nhost = "0.0.0.0"\n');
    const c = loadServerConfig({ file, env: { SPOOL_PORT: '9100' }, flags: { host: '::1' }, cwd: dir });
    expect(c.port).toBe(9100);
    expect(c.host).toBe('::1');
    expect(c.data_dir).toBe(join(dir, 'spool-data'));
    expect(() => loadServerConfig({ env: { SPOOL_DATABASE_URL: 'mysql://u:pw@db/x' }, cwd: dir })).toThrow(
      /database_url: must be a postgres/,
    );
    try {
      loadServerConfig({
        env: { SPOOL_DATABASE_URL: 'postgres://u:hunter2@db/x', SPOOL_PORT: 'x' },
        cwd: dir,
      });
    } catch (err) {
      expect(String(err)).not.toContain('hunter2');
    }
  });
});

describe('graceful shutdown', () => {
  it('lets an in-flight write finish (and reach PostgreSQL), refuses new work with a retryable 503', async () => {
    const config = testConfig(harness.url);
    const b = await boot(config);
    const t = b.backend.tenancy;
    const org = await t.createOrg('shutdown-org');
    const project = await t.createProject(org.id, 'svc');
    const token = (await t.createToken({ orgId: org.id, name: 'dana', roles: { [project.id]: 'write' } }))
      .token;
    const client = await mcpClient(b.server.url, token);
    // Hold the project's mutex so the next write is in flight when the shutdown starts.
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const holding = b.server.host.run(project, 'test', () => gate);
    const write = callTool(client, 'memory_remember', { content: 'The svc queue retries three times' });
    await new Promise((r) => setTimeout(r, 100));
    const shutdown = b.server.shutdown('test');
    await new Promise((r) => setTimeout(r, 100));
    expect(await Promise.race([shutdown.then(() => 'closed'), Promise.resolve('waiting')])).toBe('waiting');
    release();
    await holding;
    const r = await write;
    expect(r.isError, textOf(r)).toBeFalsy();
    await shutdown;
    const id = (r.structuredContent as { record_id: string }).record_id;
    const db = new pg.Client({ connectionString: harness.url });
    await db.connect();
    const rows = await db.query('SELECT actor FROM events WHERE record_id = $1', [id]);
    await db.end();
    expect(rows.rows.map((x) => x.actor)).toEqual(['dana']);
    await client.close().catch(() => undefined);
    // After the shutdown the port is closed.
    await expect(fetch(`${b.server.url}/healthz`)).rejects.toThrow();
  });

  it('while draining, every request but the probes gets 503 SHUTTING_DOWN with Retry-After', async () => {
    const { log } = memoryLogger();
    const app = createServerApp({
      auth: {
        principal: async () => {
          throw new Error('not reached');
        },
        access: async () => {
          throw new Error('not reached');
        },
      },
      events: {
        append: async () => {
          throw new Error('not reached');
        },
        readSince: async () => {
          throw new Error('not reached');
        },
        heads: async () => {
          throw new Error('not reached');
        },
        ledgerState: async () => {
          throw new Error('not reached');
        },
      },
      host: {
        run: async () => {
          throw new Error('not reached');
        },
        rewrite: async () => {
          throw new Error('not reached');
        },
        openCount: () => 0,
        close: async () => {},
      },
      metrics: (await import('../../src/server/metrics.js')).createMetrics({
        poolStats: () => ({ total: 0, idle: 0, waiting: 0 }),
        openProjects: () => 0,
      }),
      log,
      ready: async () => true,
      draining: () => true,
    });
    for (const [method, path] of [
      ['POST', '/mcp'],
      ['GET', '/api/records'],
      ['POST', '/api/records'],
      ['POST', '/api/v1/projects/svc/events'],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('SHUTTING_DOWN');
    }
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await app.request('/readyz')).status).toBe(503);
  });
});

describe('the spool binary', () => {
  it('serves until SIGTERM, then shuts down gracefully and exits 0', async () => {
    const { spawn } = await import('node:child_process');
    const { BIN } = await import('../helpers.js');
    const data = mkdtempSync(join(tmpdir(), 'spool-serve-bin-'));
    const child = spawn(
      process.execPath,
      [BIN, '--format', 'json', 'serve', '--port', '0', '--data', data, '--log-level', 'info'],
      { env: { ...process.env, SPOOL_DATABASE_URL: harness.url }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += String(d);
    });
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d) => {
        stdout += String(d);
        const m = /"url":\s*"([^"]+)"/.exec(stdout);
        if (m?.[1]) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${stderr}`)));
    });
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const lines = stderr
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { msg: string; reason?: string });
    expect(lines.find((l) => l.msg === 'shutting down')?.reason).toBe('SIGTERM');
    expect(lines.at(-1)?.msg).toBe('stopped');
    // Logs are JSON lines on stderr and never carry the database password.
    expect(stderr).not.toContain('spool-test@');
  }, 60_000);
});

describe('database outage', () => {
  it('readyz turns 503 and requests get a retryable 503 DATABASE_UNAVAILABLE; healthz stays 200', async () => {
    const own = await startPg();
    const b = await boot(testConfig(own.url));
    try {
      const t = b.backend.tenancy;
      const org = await t.createOrg('outage');
      const p = await t.createProject(org.id, 'svc');
      const token = (await t.createToken({ orgId: org.id, name: 'erin', roles: { [p.id]: 'write' } })).token;
      expect((await fetch(`${b.server.url}/readyz`)).status).toBe(200);
      await own.stop();
      const ready = await fetch(`${b.server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect((await fetch(`${b.server.url}/healthz`)).status).toBe(200);
      const res = await fetch(`${b.server.url}/api/stats`, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('DATABASE_UNAVAILABLE');
    } finally {
      await b.server.shutdown('test');
      await own.stop();
    }
  }, 60_000);
});
