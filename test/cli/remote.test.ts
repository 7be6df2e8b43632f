import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectRef } from '../../src/server/types.js';
import type { TempProject } from '../helpers.js';
import { makeChain } from '../server/pg-harness.js';
import { type SyncServer, startSyncServer } from '../server/sync-helpers.js';
import { cli, cliProject } from './run.js';

let srv: SyncServer;
let proj: ProjectRef;
let token = '';

beforeAll(async () => {
  srv = await startSyncServer();
  proj = await srv.project('web');
  token = await srv.token({ [proj.id]: 'write' }, 'dev');
}, 120_000);

afterAll(async () => {
  await srv?.stop();
});

describe('spool remote / push / pull', () => {
  const temps: TempProject[] = [];
  afterEach(() => {
    for (const t of temps.splice(0)) t.cleanup();
  });
  const clone = () => {
    const c = cliProject();
    temps.push(c.p);
    const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
      cli(['--root', c.p.root, ...args], { cwd: c.p.root, env: { ...c.env, ...env } });
    return { ...c, run };
  };

  it('adds, lists and removes remotes; a --token is kept 0600 in the spool home, never in the project', async () => {
    const a = clone();
    const add = await a.run(['remote', 'add', 'origin', `${srv.url}/web`, '--token', token]);
    expect(add).toMatchObject({ code: 0, stdout: `added remote origin: ${srv.url}/api/v1/projects/web\n` });
    expect((await a.run(['remote', 'add', 'ci', `${srv.url}/web`, '--token-env', 'WEB_TOKEN'])).code).toBe(0);
    const creds = join(a.p.home, 'credentials.json');
    expect(statSync(creds).mode & 0o777).toBe(0o600);
    expect(readFileSync(creds, 'utf8')).toContain(token);
    const remotes = readFileSync(join(a.p.root, '.spool', 'local', 'remotes.json'), 'utf8');
    expect(remotes).not.toContain(token);
    expect(readFileSync(join(a.p.root, '.spool', '.gitignore'), 'utf8')).toContain('local/');
    // Pulled lines of teammates' shards merge with their own commits of the same chain (git's union driver).
    expect(readFileSync(join(a.p.root, '.spool', '.gitattributes'), 'utf8')).toBe(
      '# spool: a ledger shard is one append-only chain; keep the longer run when two copies meet\nledger/*.jsonl merge=union\n',
    );

    const list = await a.run(['remote', 'list']);
    expect(list.stdout).toBe(
      `ci\t${srv.url}/api/v1/projects/web\ttoken from $WEB_TOKEN\norigin\t${srv.url}/api/v1/projects/web\ttoken stored in ~/.spool\n`,
    );
    expect(list.stdout).not.toContain(token);
    const json = JSON.parse((await a.run(['--format', 'json', 'remote', 'list'])).stdout) as {
      name: string;
    }[];
    expect(json.map((r) => r.name)).toEqual(['ci', 'origin']);

    expect((await a.run(['remote', 'add', 'origin', `${srv.url}/web`])).stderr).toContain('CONFLICT');
    expect(
      readFileSync(join(a.p.root, '.spool', '.gitattributes'), 'utf8').match(/merge=union/g),
    ).toHaveLength(1);
    expect((await a.run(['remote', 'add', 'x', 'ftp://host/web'])).code).toBe(2);
    // None given: origin (with its stored token); the project has no team memory yet.
    expect((await a.run(['push'])).stdout).toBe('origin is up to date: nothing to push\n');
    // ci's variable is not set.
    expect((await a.run(['push', 'ci'])).stderr).toContain('$WEB_TOKEN');

    expect((await a.run(['remote', 'remove', 'origin'])).code).toBe(0);
    // The stored token went with its last remote of that URL… but ci shares the URL, so it stays.
    expect(readFileSync(creds, 'utf8')).toContain(token);
    // Two remotes, neither called origin: push must be told which.
    expect((await a.run(['remote', 'add', 'backup', `${srv.url}/other`, '--token-env', 'X'])).code).toBe(0);
    expect((await a.run(['push'])).stderr).toContain('name one');
    expect((await a.run(['remote', 'remove', 'backup'])).code).toBe(0);
    expect((await a.run(['remote', 'remove', 'ci'])).code).toBe(0);
    expect(readFileSync(creds, 'utf8')).not.toContain(token);
    expect((await a.run(['remote', 'remove', 'ci'])).stderr).toContain('NOT_FOUND');
  });

  it('push and pull twice: the second run moves nothing, both sides recall the same ids and scores', async () => {
    const a = clone();
    const b = clone();
    const env = { WEB_TOKEN: token };
    for (const c of [
      'The web app renders on the server with Next.js',
      'Images are served from the CDN with a one-year cache',
    ])
      expect((await a.run(['remember', c])).code).toBe(0);
    expect((await b.run(['remember', 'The CDN purges on every deploy of the web app'])).code).toBe(0);
    for (const c of [a, b])
      expect(
        (await c.run(['remote', 'add', 'origin', `${srv.url}/web`, '--token-env', 'WEB_TOKEN'])).code,
      ).toBe(0);

    const p1 = await a.run(['push'], env);
    expect(p1).toMatchObject({
      code: 0,
      stdout: 'pushed 2 line(s) of 1 writer(s) to origin: 2 new, 0 already there\n',
    });
    expect((await a.run(['push'], env)).stdout).toBe('origin is up to date: nothing to push\n');
    expect((await b.run(['push', 'origin'], env)).code).toBe(0);

    expect((await b.run(['pull'], env)).stdout).toBe('pulled 3 line(s) from origin: 2 new, 1 already here\n');
    expect((await b.run(['pull'], env)).stdout).toBe('nothing new on origin\n');
    expect((await b.run(['pull', '--full'], env)).stdout).toBe(
      'pulled 3 line(s) from origin: 0 new, 3 already here\n',
    );
    const pa = JSON.parse((await a.run(['--format', 'json', 'pull'], env)).stdout) as { inserted: number };
    expect(pa.inserted).toBe(1);
    expect((await a.run(['pull'], env)).stdout).toBe('nothing new on origin\n');
    expect((await a.run(['push'], env)).stdout).toBe('origin is up to date: nothing to push\n');
    expect((await b.run(['push'], env)).stdout).toBe('origin is up to date: nothing to push\n');

    const recallOf = async (c: typeof a) => {
      const r = JSON.parse((await c.run(['--format', 'json', 'recall', 'CDN web app'])).stdout) as {
        results: { record_id: string; score: number }[];
      };
      return r.results.map((x) => [x.record_id, x.score]);
    };
    const ra = await recallOf(a);
    expect(ra.length).toBeGreaterThanOrEqual(3);
    expect(await recallOf(b)).toEqual(ra);
  });

  it('keeps secret-tier and personal memories home', async () => {
    const a = clone();
    const b = clone();
    const env = { WEB_TOKEN: token };
    await a.run(['remember', 'The staging database password rotates monthly', '--sensitivity', 'secret']);
    await a.run(['remember', 'I review pull requests before lunch', '--scope', 'user']);
    await a.run(['remember', 'Feature branches are deleted after merge']);
    for (const c of [a, b])
      await c.run(['remote', 'add', 'origin', `${srv.url}/web`, '--token-env', 'WEB_TOKEN']);
    const pushed = JSON.parse((await a.run(['--format', 'json', 'push'], env)).stdout) as {
      inserted: number;
    };
    expect(pushed.inserted).toBe(1);
    expect((await b.run(['pull'], env)).code).toBe(0);
    const onB = (await b.run(['export'])).stdout;
    expect(onB).toContain('Feature branches are deleted');
    expect(onB).not.toContain('rotates monthly');
    expect(onB).not.toContain('before lunch');
    expect(existsSync(join(b.p.root, '.spool', 'local', 'ledger'))).toBe(false);
    expect(existsSync(join(b.p.home, 'ledger'))).toBe(false);
  });

  it('git merges a pulled run of a teammate’s shard with their shorter commit of it (union rule)', async () => {
    const a = clone();
    expect(
      (await a.run(['remote', 'add', 'origin', `${srv.url}/web`, '--token-env', 'WEB_TOKEN'])).code,
    ).toBe(0);
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
        cwd: a.p.root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const shard = join(a.p.root, '.spool', 'ledger', 'teammate.jsonl');
    const chain = makeChain('teammate', 6).map((c) => c.line);
    git('init', '-q', '-b', 'main');
    writeFileSync(shard, chain.slice(0, 2).join(''));
    git('add', '.spool/.gitattributes', '.spool/.gitignore', '.spool/ledger');
    git('commit', '-qm', 'base');
    git('checkout', '-qb', 'teammate');
    writeFileSync(shard, chain.slice(0, 4).join(''));
    git('commit', '-qam', 'the teammate commits two more lines');
    git('checkout', '-q', 'main');
    // Here the same chain arrived further along through `spool pull`.
    writeFileSync(shard, chain.join(''));
    git('commit', '-qam', 'pulled from the server');
    git('merge', '-q', 'teammate', '-m', 'merge');
    expect(readFileSync(shard, 'utf8')).toBe(chain.join(''));
  });
});
