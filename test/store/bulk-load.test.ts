import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileLockHeld } from '../../src/store/lock.js';
import { openProjection, type Projection } from '../../src/store/projection.js';
import { BIN, openTest, recordLine, type TempProject, tempProject } from '../helpers.js';

const line = (i: number) =>
  recordLine({
    record_id: `01BULK${String(i).padStart(20, '0')}`,
    content: `bulk memory ${i} about the ledgerWriter module and shard ${i % 97}`,
    tags: [`t${i % 5}`],
  });

/** What the index file says about itself, read through a connection of its own (closed at once). */
function inspect(path: string): { wal: boolean; flag: string | undefined; hashIndex: boolean } {
  const db = new Database(path, { readonly: true });
  try {
    return {
      // The journal mode another connection reports: `wal` from the file header, else its own default.
      wal: db.pragma('journal_mode', { simple: true }) === 'wal',
      flag: db.prepare("SELECT value FROM meta WHERE key = 'bulk_load'").pluck().get() as string | undefined,
      hashIndex: db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'records_hash'").get() !== undefined,
    };
  } finally {
    db.close();
  }
}

const require = createRequire(import.meta.url);

/** Writes `count` record lines numbered from `from` to a file in the project; returns its path. */
function writeLines(p: TempProject, name: string, from: number, count: number): string {
  mkdirSync(p.root, { recursive: true });
  const file = join(p.root, name);
  writeFileSync(file, `${Array.from({ length: count }, (_, i) => line(from + i)).join('\n')}\n`);
  return file;
}

/** `spool import <file>` in a process of its own (the built CLI: the threaded, bulk-loading path). */
const spawnImport = (p: TempProject, file: string) =>
  spawn(process.execPath, [BIN, 'import', file, '--root', p.root], {
    env: { ...process.env, SPOOL_HOME: p.home },
    stdio: 'ignore',
  });

describe('bulk-load mode of the index', () => {
  let p: TempProject;
  let path: string;
  let proj: Projection;
  beforeEach(async () => {
    p = tempProject();
    const s = openTest(p);
    await s.importJsonl(Array.from({ length: 50 }, (_, i) => line(i)).join('\n'));
    await s.close();
    path = join(p.root, '.spool', 'local', 'index.db');
    proj = openProjection(path, () => {});
  });
  afterEach(() => {
    proj.close();
    p.cleanup();
  });

  it('leaves the WAL while alone, flags the file until it is synced, and restores everything after', () => {
    expect(proj.setBulkLoad(true)).toBe(true);
    // Read while loading: the flag names this process, the content-hash index waits for the end.
    expect(inspect(path)).toEqual({ wal: false, flag: String(process.pid), hashIndex: false });
    expect(fileLockHeld(`${path}-bulk.lock`)).toBe(true);
    const automerge = () => proj.db.prepare("SELECT v FROM fts_config WHERE k = 'automerge'").pluck().get();
    expect(automerge()).toBe(0);
    const hash = proj.getByRecordId('01BULK00000000000000000007')?.content_hash as string;
    // Lookups by hash still answer (by scan) while the index is away.
    expect(proj.findActiveByContentHash(hash)?.record_id).toBe('01BULK00000000000000000007');
    expect(proj.setBulkLoad(false)).toBe(false);
    expect(inspect(path)).toEqual({ wal: true, flag: undefined, hashIndex: true });
    expect(fileLockHeld(`${path}-bulk.lock`)).toBe(false);
    expect(automerge()).toBe(4);
    expect(proj.findActiveByContentHash(hash)?.record_id).toBe('01BULK00000000000000000007');
  });

  it('closed mid-load, the index is rebuilt on the next open', async () => {
    expect(proj.setBulkLoad(true)).toBe(true);
    proj.close();
    expect(fileLockHeld(`${path}-bulk.lock`)).toBe(false);
    const warnings: string[] = [];
    proj = openProjection(path, (m) => warnings.push(m));
    expect(warnings.join('\n')).toMatch(/was interrupted before it was synced/);
    proj.close();
    const s = openTest(p);
    expect((await s.stats()).records).toBe(50);
    await s.close();
    proj = openProjection(path, () => {});
  });

  it('keeps the WAL when another connection has the index open', () => {
    const other = new Database(path);
    try {
      other.prepare('SELECT count(*) FROM records').get();
      expect(proj.setBulkLoad(true)).toBe(false);
      expect(other.prepare("SELECT value FROM meta WHERE key = 'bulk_load'").get()).toBeUndefined();
      expect(other.pragma('journal_mode', { simple: true })).toBe('wal');
      proj.setBulkLoad(false);
    } finally {
      other.close();
    }
    expect(inspect(path)).toEqual({ wal: true, flag: undefined, hashIndex: true });
  });

  it('lets another connection open the index while a load runs, without discarding it', () => {
    expect(proj.setBulkLoad(true)).toBe(true);
    proj.transaction(() => {
      // Mid-transaction: the other side cannot switch the journal back, and must not take that for damage.
      const warnings: string[] = [];
      const reader = openProjection(path, (m) => warnings.push(m));
      expect(reader.fresh).toBe(false);
      expect(reader.counts().records).toBe(50);
      expect(warnings).toEqual([]);
      reader.close();
    });
    proj.setBulkLoad(false);
    expect(inspect(path).flag).toBeUndefined();
  });

  it('rebuilds an index whose loader died before syncing it, and trusts one whose loader still runs', async () => {
    // Flagged, but nobody holds the loader's lock: the loader is gone, even if its pid now names a
    // live process (here, this one).
    proj.setMeta('bulk_load', String(process.pid));
    proj.close();
    const warnings: string[] = [];
    proj = openProjection(path, (m) => warnings.push(m));
    expect(warnings.join('\n')).toMatch(/bulk load by process \d+ was interrupted/);
    expect(proj.fresh).toBe(true);
    proj.close();
    // The store replays the ledger into the new index: nothing acknowledged is lost.
    const s = openTest(p);
    expect((await s.stats()).records).toBe(50);
    expect((await s.doctor()).ok).toBe(true);
    await s.close();

    // A loader in another process, alive and holding its lock: its index is opened, not discarded.
    const script = `const D = require(${JSON.stringify(require.resolve('better-sqlite3'))});
      const db = new D(process.argv[1]); db.prepare('BEGIN EXCLUSIVE').run();
      process.stdout.write('held\\n'); setTimeout(() => {}, 60000);`;
    const live = spawn(process.execPath, ['-e', script, `${path}-bulk.lock`]);
    try {
      await new Promise<void>((resolve) => live.stdout.once('data', () => resolve()));
      proj = openProjection(path, () => {});
      proj.setMeta('bulk_load', String(live.pid));
      proj.close();
      const seen: string[] = [];
      proj = openProjection(path, (m) => seen.push(m));
      expect(seen).toEqual([]);
      expect(proj.fresh).toBe(false);
      // A second loader does not take over while the first one's lock is held.
      expect(proj.setBulkLoad(true)).toBe(false);
      proj.setBulkLoad(false);
    } finally {
      live.kill();
    }
  });
});

describe('whole-store bulk loads', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
  });
  afterEach(() => p.cleanup());

  it('leaves a missing index rebuilt, journaled again and complete', async () => {
    const s = openTest(p);
    // ~1.9 MB of ledger: enough for the replay to run as a bulk load.
    await s.importJsonl(Array.from({ length: 2600 }, (_, i) => line(i)).join('\n'));
    await s.close();
    const index = join(p.root, '.spool', 'local', 'index.db');
    for (const suffix of ['', '-wal', '-shm']) rmSync(index + suffix, { force: true });
    const again = openTest(p);
    expect((await again.stats()).records).toBe(2600);
    expect(inspect(index)).toEqual({ wal: true, flag: undefined, hashIndex: true });
    const report = await again.doctor();
    expect(report.ok).toBe(true);
    expect(report.projection_mismatches).toEqual([]);
    expect((await again.recall({ query: 'ledgerWriter shard 42', limit: 3 })).result_count).toBeGreaterThan(
      0,
    );
    // A second open finds the index current: nothing is replayed, nothing warned.
    await again.close();
    const third = openTest(p);
    expect((await third.stats()).records).toBe(2600);
    expect(third.warnings).toEqual([]);
    await third.close();
  });

  it('two processes importing into one project at once: every record indexed once, index equal to the ledger', async () => {
    // Seed the project so both imports find an index on disk (the first to switch journals wins).
    const seed = openTest(p);
    await seed.remember({ content: 'seed memory' });
    await seed.close();
    const runs = [0, 1].map(
      (k) =>
        new Promise<number | null>((resolve) => {
          spawnImport(p, writeLines(p, `part${k}.jsonl`, k * 10_000, 4000)).on('exit', resolve);
        }),
    );
    expect(await Promise.all(runs)).toEqual([0, 0]);
    const s = openTest(p);
    expect((await s.stats()).records).toBe(8001);
    const report = await s.doctor();
    expect(report.ok).toBe(true);
    expect(report.projection_mismatches).toEqual([]);
    expect(s.warnings).toEqual([]);
    await s.close();
    expect(inspect(join(p.root, '.spool', 'local', 'index.db'))).toEqual({
      wal: true,
      flag: undefined,
      hashIndex: true,
    });
  }, 60_000);

  it('SIGKILL during an unjournaled import: the next open rebuilds the index from the ledger', async () => {
    const file = writeLines(p, 'big.jsonl', 0, 30_000);
    const child = spawnImport(p, file);
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    // Kill once several batches are in the ledger: bulk mode starts after the first.
    const ledger = join(p.root, '.spool', 'ledger');
    const shardSize = () => {
      try {
        const f = readdirSync(ledger).find((n) => n.endsWith('.jsonl'));
        return f ? statSync(join(ledger, f)).size : 0;
      } catch {
        return 0;
      }
    };
    let done = false;
    void exited.then(() => {
      done = true;
    });
    while (!done && shardSize() < 3_000_000) await new Promise((r) => setTimeout(r, 5));
    expect(done).toBe(false);
    child.kill('SIGKILL');
    await exited;
    // The flag proves the load ran unjournaled (unless the kill tore the file so that even it is
    // unreadable, which the next open treats the same way).
    let flag: string | undefined;
    try {
      flag = inspect(join(p.root, '.spool', 'local', 'index.db')).flag;
    } catch {
      flag = 'unreadable';
    }
    expect([String(child.pid), 'unreadable']).toContain(flag);

    const s = openTest(p);
    expect(s.warnings.join('\n')).toMatch(/was interrupted|unreadable/);
    const report = await s.doctor();
    // The kill may cut the batch being written: that torn tail was never acknowledged, is the only problem
    // allowed, and repair moves it aside without touching a complete line.
    expect(report.problems.map((x) => x.kind).filter((k) => k !== 'torn_tail')).toEqual([]);
    expect(report.projection_mismatches).toEqual([]);
    if (!report.ok) {
      const repaired = await s.doctor({ repair: true });
      expect(repaired.ok).toBe(true);
      expect(repaired.repaired.torn).toBe(1);
    }
    // Everything that reached the ledger is indexed; the import can simply be run again.
    const indexed = (await s.stats()).records;
    expect(indexed).toBeGreaterThanOrEqual(3000);
    const again = await s.importJsonl(readFileSync(file, 'utf8'));
    expect(again.skipped_existing).toBe(indexed);
    expect((await s.stats()).records).toBe(30_000);
    await s.close();
  }, 120_000);
});
