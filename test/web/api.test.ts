import { request as httpRequest } from 'node:http';
import { Script } from 'node:vm';
import type { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/io.js';
import { runCli, storeCommands } from '../../src/cli/program.js';
import { createUiCommand } from '../../src/cli/ui-command.js';
import type { Spool } from '../../src/spool.js';
import { APP_JS, INDEX_HTML } from '../../src/web/assets/index.js';
import { createWebApp, startWebServer } from '../../src/web/server.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

const TOKEN = 'test-token-0123456789abcdefghij';
const PORT = 4321;
const HOST = `127.0.0.1:${PORT}`;
const AWS_KEY = ['AKIA', 'QYLPMN5HHHFPZAMR'].join('');

let p: TempProject;
let spool: Spool;
let app: Hono;

beforeEach(() => {
  p = tempProject('spool-web-');
  spool = openTest(p);
  app = createWebApp(spool, { token: TOKEN, port: PORT });
});

afterEach(async () => {
  await spool.close();
  p.cleanup();
});

/** An in-process request with our Host and the Bearer token unless told otherwise. */
async function call(
  method: string,
  path: string,
  opts: { body?: unknown; raw?: string; headers?: Record<string, string>; auth?: boolean } = {},
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field
): Promise<{ status: number; json: any; res: Response }> {
  const headers: Record<string, string> = { host: HOST, ...opts.headers };
  if (opts.auth !== false) headers.authorization = `Bearer ${TOKEN}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(opts.body);
  } else if (opts.raw !== undefined) body = opts.raw;
  const res = await app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json, res };
}

const types = async (id: string) => (await spool.history(id)).map((e) => e.type);

describe('web: access control', () => {
  it('refuses requests without the token (401) and accepts the Bearer token', async () => {
    for (const path of ['/api/stats', '/api/records', '/', '/assets/app.js']) {
      const r = await call('GET', path, { auth: false });
      expect(r.status, path).toBe(401);
    }
    expect((await call('GET', '/api/stats', { auth: false })).json.error.code).toBe('UNAUTHORIZED');
    expect(
      (await call('GET', '/api/stats', { auth: false, headers: { authorization: 'Bearer wrong-token' } }))
        .status,
    ).toBe(401);
    expect((await call('GET', '/api/stats')).status).toBe(200);
  });

  it('turns ?token= on the page URL into an HttpOnly SameSite=Strict cookie and strips it', async () => {
    const r = await call('GET', `/?token=${TOKEN}`, { auth: false });
    expect(r.status).toBe(302);
    expect(r.res.headers.get('location')).toBe('/');
    const cookie = r.res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^spool_ui_${PORT}=${TOKEN};`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const jar = cookie.split(';')[0]!;
    const page = await call('GET', '/', { auth: false, headers: { cookie: jar } });
    expect(page.status).toBe(200);
    expect(page.res.headers.get('content-type')).toMatch(/text\/html/);
    expect((await call('GET', '/api/stats', { auth: false, headers: { cookie: jar } })).status).toBe(200);
    expect((await call('GET', '/?token=nope', { auth: false })).status).toBe(401);
    expect(
      (await call('GET', '/api/stats', { auth: false, headers: { cookie: `spool_ui_${PORT}=nope` } })).status,
    ).toBe(401);
    // the API never takes the token from the query string
    expect((await call('GET', `/api/stats?token=${TOKEN}`, { auth: false })).status).toBe(401);
  });

  it('refuses a foreign Host (DNS rebinding) with 403', async () => {
    for (const host of [
      'evil.example:4321',
      `127.0.0.1:${PORT + 1}`,
      '127.0.0.1',
      'localhost.evil.com:4321',
    ]) {
      const r = await call('GET', '/api/stats', { headers: { host } });
      expect(r.status, host).toBe(403);
      expect(r.json.error.code).toBe('FORBIDDEN');
    }
    expect((await call('GET', '/api/stats', { headers: { host: `localhost:${PORT}` } })).status).toBe(200);
  });

  it('refuses a foreign Origin and cross-site fetches with 403', async () => {
    const body = { content: 'x' };
    for (const origin of ['http://evil.example', `http://127.0.0.1:${PORT + 1}`, 'null', `https://${HOST}`]) {
      expect((await call('POST', '/api/records', { body, headers: { origin } })).status, origin).toBe(403);
    }
    expect(
      (await call('POST', '/api/records', { body, headers: { 'sec-fetch-site': 'cross-site' } })).status,
    ).toBe(403);
    expect((await spool.stats()).records).toBe(0);
    const ok = await call('POST', '/api/records', { body, headers: { origin: `http://${HOST}` } });
    expect(ok.status).toBe(201);
  });

  it('sends a strict CSP and the other security headers on every response', async () => {
    for (const r of [
      await call('GET', '/'),
      await call('GET', '/api/stats', { auth: false }),
      await call('GET', '/api/nope'),
      await call('GET', '/api/search'),
      await call('GET', '/api/records/missing'),
    ]) {
      const csp = r.res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe');
      expect(r.res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('serves the page with no inline script or style, and a script that parses', async () => {
    expect(INDEX_HTML).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
    expect(INDEX_HTML).not.toMatch(/\sstyle=|<style|\son[a-z]+=/i);
    expect(() => new Script(APP_JS)).not.toThrow();
    expect(APP_JS).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(/);
    const js = await call('GET', '/assets/app.js');
    expect(js.res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const css = await call('GET', '/assets/app.css');
    expect(css.res.headers.get('content-type')).toMatch(/^text\/css/);
  });
});

describe('web: JSON API', () => {
  it('remembers, lists, gets and searches with an exact score breakdown', async () => {
    const created = await call('POST', '/api/records', {
      body: {
        content: 'We use PostgreSQL 16 for the billing service',
        memory_type: 'decision',
        tags: ['db'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ action: 'created', state: 'accepted' });
    const id = created.json.record_id as string;

    const list = await call('GET', '/api/records?limit=5');
    expect(list.json.result_count).toBe(1);
    expect(list.json.results[0].record_id).toBe(id);
    expect(
      (await call('GET', '/api/records?states=accepted,canonical&include_archived=true')).json.result_count,
    ).toBe(1);

    const one = await call('GET', `/api/records/${id}`);
    expect(one.json).toMatchObject({ record_id: id, memory_type: 'decision', tags: ['db'] });

    // Search with a freshly opened store, as `spool ui` runs after other processes wrote.
    await spool.close();
    spool = openTest(p);
    app = createWebApp(spool, { token: TOKEN, port: PORT });
    const found = await call('GET', '/api/search?q=postgresql%20billing&limit=5');
    expect(found.status).toBe(200);
    expect(found.json.result_count).toBe(1);
    const item = found.json.results[0];
    expect(item.record_id).toBe(id);
    const sum = (item.score_breakdown as { weight: number }[]).reduce((a, c) => a + c.weight, 0);
    expect(sum).toBe(item.score);
    // a dashboard search does not count as a retrieval unless asked
    expect((await spool.get(id)).access_count).toBe(0);
    await call('GET', '/api/search?q=postgresql&touch=true');
    expect((await spool.get(id)).access_count).toBe(1);
  });

  it('accept, reject, promote, archive, restore, edit and reaffirm land in the ledger', async () => {
    const a = await spool.remember({ content: 'Run migrations before deploys', source_kind: 'ai_proposal' });
    const b = await spool.remember({
      content: 'Tabs are banned in YAML files',
      source_kind: 'session_capture',
    });
    const review = await call('GET', '/api/review');
    expect(review.json.results.map((r: { record_id: string }) => r.record_id).sort()).toEqual(
      [a.record_id, b.record_id].sort(),
    );

    const acc = await call('POST', `/api/records/${a.record_id}/transition`, {
      body: { action: 'accept', reason: 'checked' },
    });
    expect(acc.status).toBe(200);
    expect(acc.json.state).toBe('accepted');
    const promo = await call('POST', `/api/records/${a.record_id}/transition`, {
      body: { action: 'promote' },
    });
    expect(promo.json.state).toBe('canonical');
    const hist = await spool.history(a.record_id);
    expect(hist.filter((e) => e.type === 'record.state_changed').map((e) => e.payload.to)).toEqual([
      'accepted',
      'canonical',
    ]);
    expect(hist[1]?.payload.reason).toBe('checked');

    const rej = await call('POST', `/api/records/${b.record_id}/transition`, { body: { action: 'reject' } });
    expect(rej.json.state).toBe('archived');
    const illegal = await call('POST', `/api/records/${b.record_id}/transition`, {
      body: { action: 'promote' },
    });
    expect(illegal.status).toBe(409);
    expect(illegal.json.error.code).toBe('ILLEGAL_TRANSITION');
    const restored = await call('POST', `/api/records/${b.record_id}/transition`, {
      body: { action: 'restore' },
    });
    expect(restored.json.state).toBe('candidate');

    const edit = await call('PATCH', `/api/records/${a.record_id}`, {
      body: { content: 'Run migrations before every deploy', tags: ['deploy'] },
    });
    expect(edit.status).toBe(200);
    expect(edit.json.changed.sort()).toEqual(['content', 'content_hash', 'tags']);
    const upd = (await spool.history(a.record_id)).find((e) => e.type === 'record.updated');
    expect(upd?.payload.changes).toMatchObject({
      content: 'Run migrations before every deploy',
      tags: ['deploy'],
    });

    const re = await call('POST', `/api/records/${a.record_id}/reaffirm`);
    expect(re.status).toBe(200);
    expect(await types(a.record_id)).toContain('record.reaffirmed');

    const hv = await call('GET', `/api/records/${a.record_id}/history`);
    expect(hv.json.record_id).toBe(a.record_id);
    expect(hv.json.events.map((e: { type: string }) => e.type)).toEqual(await types(a.record_id));
  });

  it('lists and resolves conflicts through the same core function as the CLI', async () => {
    const stated = await spool.remember({
      content: 'The api uses PostgreSQL',
      fact: { subject: 'api', predicate: 'uses_database', object: 'PostgreSQL', strength: 'stated' },
    });
    const inferred = await spool.remember({
      content: 'Looks like the api uses MySQL',
      fact: { subject: 'api', predicate: 'uses_database', object: 'MySQL', strength: 'inferred' },
    });
    const open = await call('GET', '/api/conflicts');
    expect(open.json.result_count).toBe(1);
    const c = open.json.conflicts[0];
    expect(c).toMatchObject({ state: 'open', subject: 'api', predicate: 'uses_database' });
    expect(c.record_ids.sort()).toEqual([stated.record_id, inferred.record_id].sort());

    const notMember = await call('POST', `/api/conflicts/${c.conflict_id}/resolve`, {
      body: { keep: 'nope' },
    });
    expect(notMember.status).toBe(400);
    expect(
      (await call('POST', '/api/conflicts/cf_missing/resolve', { body: { keep: stated.record_id } })).status,
    ).toBe(404);

    const res = await call('POST', `/api/conflicts/${c.conflict_id}/resolve`, {
      body: { keep: stated.record_id },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ state: 'resolved', keep: stated.record_id });
    expect(await types(stated.record_id)).toContain('conflict.resolved');
    expect(await types(inferred.record_id)).toContain('record.superseded');
    expect((await call('GET', '/api/conflicts')).json.result_count).toBe(0);
    expect((await call('GET', '/api/conflicts?state=resolved')).json.result_count).toBe(1);
    expect((await call('GET', '/api/conflicts?state=all')).json.result_count).toBe(1);
    const again = await call('POST', `/api/conflicts/${c.conflict_id}/resolve`, {
      body: { keep: stated.record_id },
    });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('CONFLICT');
  });

  it('reports health and stats', async () => {
    await spool.remember({ content: 'CI runs on GitHub Actions', memory_type: 'project' });
    const health = await call('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(Object.keys(health.json).sort()).toEqual([
      'contradicted',
      'disputed',
      'drifted',
      'expiring',
      'replaced',
      'stale',
    ]);
    const stats = await call('GET', '/api/stats');
    expect(stats.json).toMatchObject({ records: 1, by_type: { project: 1 }, by_state: { accepted: 1 } });
    expect(stats.json.growth).toEqual([{ day: '2026-06-01', created: 1, total: 1 }]);
  });
});

describe('web: health lists stale facts (issue 11)', () => {
  it('keeps an old unconfirmed single-value fact on the health page however often it was injected', async () => {
    const r = await spool.remember({
      content: 'We deploy on Heroku',
      fact: { subject: 'app', predicate: 'deployment_platform', object: 'Heroku' },
      valid_from: '2025-09-01T00:00:00Z',
    });
    for (let i = 0; i < 3; i++) await spool.wakeup({ maintenance: false });
    await spool.recall('deploy heroku');
    const stale = (await call('GET', '/api/health')).json.stale;
    expect(stale.map((x: { record: { record_id: string } }) => x.record.record_id)).toEqual([r.record_id]);
    expect(stale[0].markers).toContain(
      '⚠ stale: recorded 2025-09-01, not confirmed in ~9mo — verify before relying',
    );
    expect((await call('POST', `/api/records/${r.record_id}/reaffirm`)).status).toBe(200);
    expect((await call('GET', '/api/health')).json.stale).toEqual([]);
  });
});

describe('web: unreviewed candidates in search (issue 11)', () => {
  it('returns candidates only with include_candidates=true (the dashboard asks), marked as unreviewed', async () => {
    const ok = await spool.remember({ content: 'Invoices are rounded half-even', memory_type: 'convention' });
    const cand = await spool.remember({
      content: 'Invoices are rounded per line item',
      memory_type: 'convention',
      source_kind: 'distilled',
    });
    const plain = await call('GET', '/api/search?q=invoices%20rounded');
    expect(plain.json.results.map((x: { record_id: string }) => x.record_id)).toEqual([ok.record_id]);
    const all = await call('GET', '/api/search?q=invoices%20rounded&include_candidates=true');
    const got = all.json.results.find((x: { record_id: string }) => x.record_id === cand.record_id);
    expect(got.markers).toContain('◌ unreviewed candidate — not accepted yet; do not rely on it');
    expect(APP_JS).toContain("include_candidates: 'true'");
  });
});

describe('web: validation and errors', () => {
  it('answers bad input with 400 and a stable code', async () => {
    const cases: [
      string,
      string,
      { body?: unknown; raw?: string; headers?: Record<string, string> },
      string,
    ][] = [
      ['POST', '/api/records', { body: {} }, 'INVALID_INPUT'],
      ['POST', '/api/records', { body: { content: '   ' } }, 'EMPTY_CONTENT'],
      ['POST', '/api/records', { body: { content: 'x', memory_type: 'gossip' } }, 'INVALID_INPUT'],
      ['POST', '/api/records', { body: { content: 'x', extra: 1 } }, 'INVALID_INPUT'],
      ['POST', '/api/records', { body: { content: `key ${AWS_KEY}` } }, 'SECRET_DETECTED'],
      [
        'POST',
        '/api/records',
        { raw: '{not json', headers: { 'content-type': 'application/json' } },
        'INVALID_INPUT',
      ],
      [
        'POST',
        '/api/records',
        { raw: 'content=x', headers: { 'content-type': 'text/plain' } },
        'INVALID_INPUT',
      ],
      ['GET', '/api/search', {}, 'INVALID_INPUT'],
      ['GET', '/api/search?q=   ', {}, 'INVALID_INPUT'],
      ['GET', '/api/search?q=x&limit=abc', {}, 'INVALID_INPUT'],
      ['GET', '/api/search?q=x&mode=psychic', {}, 'INVALID_INPUT'],
      ['GET', '/api/search?q=x&bogus=1', {}, 'INVALID_INPUT'],
      ['GET', '/api/records?states=bogus', {}, 'INVALID_INPUT'],
      ['GET', '/api/records?since=yesterday', {}, 'INVALID_INPUT'],
      ['GET', '/api/conflicts?state=maybe', {}, 'INVALID_INPUT'],
    ];
    for (const [method, path, opts, code] of cases) {
      const r = await call(method, path, opts);
      expect(r.status, `${method} ${path} ${JSON.stringify(opts)}`).toBe(400);
      expect(r.json.error.code, `${method} ${path}`).toBe(code);
      expect(typeof r.json.error.message).toBe('string');
    }
    expect((await spool.stats()).records).toBe(0);

    const r = await spool.remember({ content: 'Releases are cut on Mondays' });
    for (const [method, path, body] of [
      ['POST', `/api/records/${r.record_id}/transition`, { action: 'explode' }],
      ['POST', `/api/records/${r.record_id}/transition`, {}],
      ['PATCH', `/api/records/${r.record_id}`, { content: 5 }],
      ['PATCH', `/api/records/${r.record_id}`, { state: 'canonical' }],
      ['POST', `/api/records/${r.record_id}/reaffirm`, { why: 'x' }],
      ['POST', '/api/conflicts/cf_x/resolve', {}],
    ] as const) {
      const res = await call(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.json.error.code).toBe('INVALID_INPUT');
    }
    expect(await types(r.record_id)).toEqual(['record.created']);
  });

  it('maps NOT_FOUND to 404 and unknown routes to a JSON 404', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/records/01NOPE', undefined],
      ['GET', '/api/records/01NOPE/history', undefined],
      ['PATCH', '/api/records/01NOPE', { content: 'x' }],
      ['POST', '/api/records/01NOPE/transition', { action: 'accept' }],
      ['POST', '/api/records/01NOPE/reaffirm', undefined],
    ] as const) {
      const r = await call(method, path, body === undefined ? {} : { body });
      expect(r.status, `${method} ${path}`).toBe(404);
      expect(r.json.error.code).toBe('NOT_FOUND');
    }
    const unknown = await call('GET', '/api/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('NOT_FOUND');
    expect((await call('DELETE', '/api/records/x')).status).toBe(404);
  });

  it('hides internal errors behind a 500 without details', async () => {
    const broken = createWebApp(
      {
        ...spool,
        stats: async () => {
          throw new Error('disk on fire at /secret/path');
        },
      } as Spool,
      { token: TOKEN, port: PORT },
    );
    const r = await broken.request('/api/stats', {
      headers: { host: HOST, authorization: `Bearer ${TOKEN}` },
    });
    expect(r.status).toBe(500);
    const j = (await r.json()) as { error: { code: string; message: string } };
    expect(j.error.code).toBe('INTERNAL');
    expect(j.error.message).not.toContain('secret');
  });
});

/** A raw HTTP request (fetch cannot set Host). */
function raw(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('web: the real server', () => {
  it('listens on 127.0.0.1 with a fresh token per run and checks Host and cookie', async () => {
    const s1 = await startWebServer(spool, { port: 0 });
    const s2 = await startWebServer(spool, { port: 0 });
    try {
      expect(s1.token).not.toBe(s2.token);
      expect(s1.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(s1.url).toBe(`http://127.0.0.1:${s1.port}/?token=${s1.token}`);
      const first = await raw(s1.port, `/?token=${s1.token}`, { host: `127.0.0.1:${s1.port}` });
      expect(first.status).toBe(302);
      const cookie = String(first.headers['set-cookie']).split(';')[0]!;
      const api = await raw(s1.port, '/api/stats', { host: `127.0.0.1:${s1.port}`, cookie });
      expect(api.status).toBe(200);
      expect(JSON.parse(api.body).records).toBe(0);
      // the other run's token does not open this one
      expect(
        (
          await raw(s1.port, '/api/stats', {
            host: `127.0.0.1:${s1.port}`,
            authorization: `Bearer ${s2.token}`,
          })
        ).status,
      ).toBe(401);
      expect((await raw(s1.port, '/api/stats', { host: `evil.example:${s1.port}`, cookie })).status).toBe(
        403,
      );
      expect((await raw(s1.port, '/api/stats', { host: `localhost:${s1.port}`, cookie })).status).toBe(200);
    } finally {
      await s1.close();
      await s2.close();
    }
    await expect(raw(s1.port, '/', {})).rejects.toThrow();
  });

  it('reports a busy port clearly', async () => {
    const s1 = await startWebServer(spool, { port: 0 });
    try {
      await expect(startWebServer(spool, { port: s1.port })).rejects.toMatchObject({ code: 'IO_ERROR' });
    } finally {
      await s1.close();
    }
  });
});

describe('spool ui', () => {
  function io(): CliIo & { out: string; err: string } {
    const o = {
      out: '',
      err: '',
      stdout: (t: string) => {
        o.out += t;
      },
      stderr: (t: string) => {
        o.err += t;
      },
      env: { SPOOL_HOME: p.home, SPOOL_NOW: '2026-06-01T12:00:00Z' },
      cwd: p.root,
      interactive: false,
    };
    return o;
  }

  it('prints the URL with the token, serves until stopped, and opens no browser with --no-open', async () => {
    await spool.remember({ content: 'Served by the CLI' });
    const cio = io();
    const opened: string[] = [];
    let seen: number | undefined;
    const cmd = createUiCommand({
      openBrowser: (u) => opened.push(u),
      until: async (server) => {
        expect(cio.out).toBe(`${server.url}\n`);
        const r = await fetch(`http://127.0.0.1:${server.port}/api/stats`, {
          headers: { authorization: `Bearer ${server.token}` },
        });
        seen = ((await r.json()) as { records: number }).records;
      },
    });
    const code = await runCli(['--root', p.root, 'ui', '--no-open', '--port', '0'], cio, [
      storeCommands,
      cmd,
    ]);
    expect(code).toBe(0);
    expect(seen).toBe(1);
    expect(opened).toEqual([]);
    expect(cio.out).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{32}\n$/);
    expect(cio.err).toContain('Ctrl+C');

    const cio2 = io();
    const code2 = await runCli(['--root', p.root, 'ui'], cio2, [
      storeCommands,
      createUiCommand({ openBrowser: (u) => opened.push(u), until: async () => {} }),
    ]);
    expect(code2).toBe(0);
    expect(opened).toEqual([cio2.out.trim()]);

    expect(
      await runCli(['--root', p.root, 'ui', '--port', 'abc'], io(), [storeCommands, createUiCommand()]),
    ).toBe(2);
  });
});
