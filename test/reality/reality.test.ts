import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readClaims } from '../../src/reality/claims.js';
import {
  decodeScanCache,
  emptyScanCache,
  encodeScanCache,
  parseScanCache,
  scanRepository,
} from '../../src/reality/scan.js';
import { readSignals } from '../../src/reality/signals.js';
import { judgeMemory, manifestDirsOf, realityMarker } from '../../src/reality/verdict.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'spool-reality-'));
  dirs.push(root);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

function verdictIn(root: string, content: string, extra: Partial<Parameters<typeof judgeMemory>[0]> = {}) {
  const { signals } = scanRepository(root);
  return judgeMemory({ content, ...extra }, signals, manifestDirsOf(signals));
}

const FLY_APP = {
  'package.json': JSON.stringify(
    {
      name: 'shop',
      engines: { node: '>=20' },
      dependencies: { pg: '^8.11.0', express: '^4.19.0' },
      devDependencies: { mysql2: '^3.0.0', vitest: '^3.0.0' },
    },
    null,
    2,
  ),
  'package-lock.json': '{}',
  'fly.toml': 'app = "shop"\nprimary_region = "ams"\n',
  '.github/workflows/deploy.yml':
    'name: deploy\non: push\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      # - run: git push heroku main\n      - run: flyctl deploy --remote-only\n',
  Dockerfile: 'FROM node:20-alpine\n',
  'docker-compose.yml':
    'services:\n  db:\n    image: postgres:16-alpine\n  # legacy:\n  #   image: mysql:8\n',
  '.nvmrc': 'v20.11.1\n',
};

describe('signals', () => {
  it('reads each file kind with its source line', () => {
    const s = readSignals('.github/workflows/deploy.yml', FLY_APP['.github/workflows/deploy.yml']);
    expect(s.map((x) => `${x.predicate}:${x.id}@${x.line}`)).toEqual([
      'ci:github-actions@1',
      'deployment_platform:fly.io@9',
    ]);
    const pkg = readSignals('package.json', FLY_APP['package.json']);
    const pg = pkg.find((x) => x.id === 'postgresql');
    expect(pg).toMatchObject({ strength: 'strong', line: 7, what: 'dependency pg' });
    expect(pkg.find((x) => x.id === 'mysql')).toMatchObject({ strength: 'weak' });
    // A test runner is dev tooling by nature: strong even as a dev dependency.
    expect(pkg.find((x) => x.id === 'vitest')).toMatchObject({ strength: 'strong' });
    expect(pkg.find((x) => x.predicate === 'runtime_version')).toMatchObject({
      id: 'node@20+',
      strength: 'weak',
    });
    expect(readSignals('.nvmrc', 'v20.11.1\n')).toMatchObject([{ id: 'node@20', strength: 'strong' }]);
    expect(readSignals('docker-compose.yml', FLY_APP['docker-compose.yml']).map((x) => x.id)).toEqual([
      'postgresql',
    ]);
  });

  it('reads Python, Ruby, Go and Rust manifests', () => {
    const py = readSignals(
      'pyproject.toml',
      '[project]\nname = "x"\nrequires-python = ">=3.11"\ndependencies = ["Django>=5", "psycopg[binary]>=3"]\n[tool.poetry]\nname = "x"\n[tool.pytest.ini_options]\naddopts = "-q"\n',
    );
    expect(py.map((x) => x.id).sort()).toEqual([
      'django',
      'poetry',
      'postgresql',
      'pytest',
      'python',
      'python@3.11+',
    ]);
    const rb = readSignals(
      'Gemfile',
      "source 'https://rubygems.org'\nruby '3.2.2'\ngem 'rails', '~> 7.1'\ngem 'pg'\ngroup :development, :test do\n  gem 'sqlite3'\n  gem 'rspec-rails'\nend\n",
    );
    expect(rb.find((x) => x.id === 'sqlite')).toMatchObject({ strength: 'weak' });
    expect(rb.find((x) => x.id === 'postgresql')).toMatchObject({ strength: 'strong' });
    expect(rb.find((x) => x.id === 'ruby@3.2')).toBeDefined();
    const go = readSignals(
      'go.mod',
      'module example.com/x\n\ngo 1.22\n\nrequire (\n\tgithub.com/jackc/pgx/v5 v5.5.0\n\tgithub.com/lib/pq v1.10.9 // indirect\n)\n',
    );
    expect(go.filter((x) => x.id === 'postgresql').map((x) => x.strength)).toEqual(['strong', 'weak']);
    expect(go.find((x) => x.id === 'go@1.22')).toBeDefined();
    const rs = readSignals(
      'Cargo.toml',
      '[package]\nname = "x"\n[dependencies]\naxum = "0.7"\nrusqlite = "0.31"\n',
    );
    expect(rs.map((x) => x.id).sort()).toEqual(['axum', 'cargo', 'rust', 'sqlite']);
  });

  it('a malformed manifest says nothing instead of failing', () => {
    expect(readSignals('package.json', '{ not json')).toEqual([]);
    expect(readSignals('pyproject.toml', '[[[')).toEqual([]);
  });
});

describe('claims', () => {
  it('reads current and former claims, and needs a cue for ordinary words', () => {
    const c = (t: string) =>
      readClaims(t)
        .filter((x) => x.polarity !== 'mention')
        .map((x) => `${x.predicate}:${x.id}:${x.polarity}`);
    expect(c('We deploy with Fly.io')).toEqual(['deployment_platform:fly.io:current']);
    expect(c('We moved the catalog from MongoDB to Postgres last spring')).toEqual([
      'uses_database:postgresql:current',
      'uses_database:mongodb:former',
    ]);
    expect(c('We no longer deploy to Heroku')).toEqual(['deployment_platform:heroku:former']);
    expect(c('Render the invoice as PDF before emailing it')).toEqual([]);
    expect(c('The API is deployed on Render')).toEqual(['deployment_platform:render:current']);
    expect(c('Should we move to MySQL?')).toEqual([]);
    expect(c('CI runs on Node 18')).toContain('runtime_version:node@18:current');
    // History told in the past tense, and things called old, are not claims about today.
    expect(c('The Heroku bill was too high, so we left')).toEqual(['deployment_platform:heroku:former']);
    expect(c('The old MySQL dump is in the backups bucket')).toEqual(['uses_database:mysql:former']);
    // …unless the value is where something went.
    expect(c('The database was migrated to Postgres')).toEqual(['uses_database:postgresql:current']);
    // A floor is not a pin.
    expect(c('We need Node 18 or newer')).toEqual([]);
    expect(c('Node 18 is the minimum')).toEqual([]);
    // An ambiguous word without a cue is a mention only.
    expect(readClaims('Copy the config vars into Fly secrets').map((x) => x.polarity)).toEqual(['mention']);
  });
});

describe('verdicts', () => {
  it('does not contradict a memory that also names the value the code shows', () => {
    const root = repo(FLY_APP);
    expect(verdictIn(root, 'We compared Heroku and Fly.io and chose Fly.io').verdict).toBe('confirmed');
    expect(verdictIn(root, 'Copy the Heroku config vars into Fly secrets').verdict).toBe('unknown');
    // A former mention does not count: the memory says the code's value is gone, and the code disagrees.
    expect(verdictIn(root, 'We moved from Fly.io to Heroku in May').verdict).toBe('contradicted');
  });

  it('contradicts an outdated deploy claim with the evidence, and confirms a true one', () => {
    const root = repo(FLY_APP);
    const heroku = verdictIn(root, 'We deploy to Heroku with git push');
    expect(heroku.verdict).toBe('contradicted');
    expect(heroku.summary).toBe('fly.toml and .github/workflows/deploy.yml deploy to Fly.io, not Heroku');
    expect(heroku.proposal).toMatchObject({
      predicate: 'deployment_platform',
      object: 'Fly.io',
      source: 'fly.toml',
    });
    expect(realityMarker(heroku)).toBe(
      '⚠ the code says otherwise: fly.toml and .github/workflows/deploy.yml deploy to Fly.io, not Heroku — verify before relying',
    );
    const fly = verdictIn(root, 'Production is deployed on Fly.io');
    expect(fly.verdict).toBe('confirmed');
    expect(fly.evidence.map((s) => `${s.file}:${s.line}`).sort()).toEqual([
      '.github/workflows/deploy.yml:9',
      'fly.toml:1',
    ]);
  });

  it('keeps quiet on the traps: dev-only dependency, commented-out service, Dockerfile, ranges, former claims', () => {
    const root = repo(FLY_APP);
    // mysql2 is a dev dependency: a trace, so the code cannot call a MySQL claim false.
    expect(verdictIn(root, 'The database is MySQL').verdict).toBe('unknown');
    expect(verdictIn(root, 'Postgres is our primary database').verdict).toBe('confirmed');
    expect(verdictIn(root, 'The database is MongoDB').verdict).toBe('contradicted');
    // engines ">=20" admits 22; .nvmrc pins 20, so 18 is refuted and 20 confirmed.
    expect(verdictIn(root, 'We run on Node 18').verdict).toBe('contradicted');
    expect(verdictIn(root, 'We run on Node 20').verdict).toBe('confirmed');
    expect(verdictIn(root, 'We no longer deploy to Heroku').verdict).toBe('unknown');
    // A framework claim can be confirmed, never refuted (a project uses several).
    expect(verdictIn(root, 'The backend framework is Fastify').verdict).toBe('unknown');
    expect(verdictIn(root, 'Tests use Jest').verdict).toBe('contradicted');
  });

  it('judges structured facts by predicate and object', () => {
    const root = repo(FLY_APP);
    const v = (object: string, predicate = 'deployment_platform') =>
      verdictIn(root, `app ${predicate} ${object}`, { fact: { subject: 'app', predicate, object } }).verdict;
    expect(v('Heroku')).toBe('contradicted');
    expect(v('fly.io')).toBe('confirmed');
    expect(v('npm', 'package_manager')).toBe('confirmed');
    expect(v('pnpm', 'package_manager')).toBe('contradicted');
  });

  it('places a memory in its monorepo package through its file refs', () => {
    const root = repo({
      'pnpm-lock.yaml': '',
      'packages/api/package.json': JSON.stringify({ dependencies: { mysql2: '^3' } }),
      'packages/web/package.json': JSON.stringify({ dependencies: { pg: '^8' } }),
    });
    // Repository-wide, both engines are in use: neither claim is false.
    expect(verdictIn(root, 'The database is PostgreSQL').verdict).toBe('confirmed');
    expect(verdictIn(root, 'The database is MySQL').verdict).toBe('confirmed');
    // About the api package, Postgres is not what its code shows.
    const api = verdictIn(root, 'The database is PostgreSQL', { file_refs: ['packages/api/src/db.ts'] });
    expect(api.verdict).toBe('contradicted');
    expect(api.summary).toBe('packages/api/package.json uses MySQL, not PostgreSQL');
  });

  it('a migration in progress with both drivers present contradicts neither', () => {
    const root = repo({ 'requirements.txt': 'psycopg2-binary==2.9.9\nmysqlclient==2.2.0\n' });
    expect(verdictIn(root, 'Our database is MySQL').verdict).toBe('confirmed');
    expect(verdictIn(root, 'Our database is Postgres').verdict).toBe('confirmed');
  });
});

describe('scan cache', () => {
  it('reads nothing again while the repository is unchanged, and re-reads what changed', () => {
    const root = repo({ ...FLY_APP, 'node_modules/x/package.json': '{"dependencies":{"mongodb":"1"}}' });
    const cold = scanRepository(root);
    expect(cold.files).not.toContain('node_modules/x/package.json');
    expect(cold.read).toBe(cold.files.length);
    const warm = scanRepository(root, parseScanCache(JSON.parse(JSON.stringify(cold.cache))));
    expect(warm.read).toBe(0);
    expect(warm.listed).toBe(0);
    expect(warm.signals).toEqual(cold.signals);
    writeFileSync(join(root, 'fly.toml'), 'app = "shop-2"\n\n');
    const future = new Date(Date.now() + 5_000);
    utimesSync(join(root, 'fly.toml'), future, future);
    const after = scanRepository(root, warm.cache);
    expect(after.read).toBe(1);
    expect(after.parsed).toBe(1);
    // Touched without a change (a checkout, a formatter): read and hashed, not parsed again.
    const later = new Date(Date.now() + 7_000);
    utimesSync(join(root, 'fly.toml'), later, later);
    const touched = scanRepository(root, after.cache);
    expect(touched.read).toBe(1);
    expect(touched.parsed).toBe(0);
    expect(touched.signals).toEqual(after.signals);
    // A new evidence file changes its folder's mtime, so the folder is listed again.
    writeFileSync(join(root, 'vercel.json'), '{}');
    utimesSync(root, future, new Date(Date.now() + 10_000));
    const added = scanRepository(root, touched.cache);
    expect(added.files).toContain('vercel.json');
    // The cache file round-trips, and a tampered or torn one is discarded.
    const text = encodeScanCache(added.cache);
    expect(decodeScanCache(text)).toEqual(added.cache);
    expect(decodeScanCache(text.replace('fly.toml', 'fly.tomx'))).toEqual(emptyScanCache());
    expect(decodeScanCache(text.slice(0, 100))).toEqual(emptyScanCache());
    expect(parseScanCache({ schema_version: 'other' })).toEqual({
      schema_version: 'reality-cache.v2',
      dirs: {},
      files: {},
    });
  });
});

describe('check report', () => {
  it('judges memories against a persisted scan and proposes the superseding fact', async () => {
    const { createRealityCheck } = await import('../../src/reality/check.js');
    const { checkMemories } = await import('../../src/reality/report.js');
    const root = repo(FLY_APP);
    const cacheFile = join(root, '.spool/local/reality-cache.json');
    const warnings: string[] = [];
    const check = createRealityCheck({ root, cacheFile, warn: (m) => warnings.push(m) });
    const report = checkMemories(
      [
        { record_id: 'a', content: 'We deploy with Heroku', state: 'accepted' },
        { record_id: 'b', content: 'Postgres is the database', state: 'accepted' },
        { record_id: 'c', content: 'Write small commits', state: 'accepted' },
      ],
      check,
    );
    expect(report.contradicted.map((i) => i.record_id)).toEqual(['a']);
    expect(report.contradicted[0]?.proposal).toMatchObject({
      fact: 'app | deployment_platform | Fly.io',
      source: 'fly.toml',
    });
    expect(report.confirmed.map((i) => i.record_id)).toEqual(['b']);
    expect(report.unknown).toBe(1);
    expect(warnings).toEqual([]);
    // A second process starts from the saved cache and reads nothing.
    const again = createRealityCheck({ root, cacheFile, warn: (m) => warnings.push(m) });
    expect(again.scan().read).toBe(0);
  });
});
