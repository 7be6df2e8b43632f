import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readShard } from '../../src/store/ledger.js';
import { openTest, type TempProject, tempProject } from '../helpers.js';

const WRITER = join(process.cwd(), 'test', 'fixtures', 'writer.mjs');

function run(args: string[]): { child: ChildProcess; acked: string[]; done: Promise<number | null> } {
  const child = spawn(process.execPath, [WRITER, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const acked: string[] = [];
  let buf = '';
  child.stdout?.on('data', (d: Buffer) => {
    buf += d.toString();
    const lines = buf.split('\n');
    buf = lines.pop() ?? '';
    acked.push(...lines.filter(Boolean));
  });
  let err = '';
  child.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const done = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      if (code !== 0 && code !== null) process.stderr.write(err);
      resolve(code);
    }),
  );
  return { child, acked, done };
}

function shardsOf(root: string): string[] {
  const dir = join(root, '.spool', 'ledger');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .map((f) => join(dir, f));
}

describe('ledger reliability', () => {
  let p: TempProject;
  beforeEach(() => {
    p = tempProject();
  });
  afterEach(() => p.cleanup());

  it('4 processes × 250 concurrent remembers → exactly 1,000 records, valid chains, index equal to ledger', async () => {
    const runs = [0, 1, 2, 3].map((i) => run([p.root, p.home, `w${i}`, '250']));
    const codes = await Promise.all(runs.map((r) => r.done));
    expect(codes).toEqual([0, 0, 0, 0]);
    const acked = runs.flatMap((r) => r.acked);
    expect(new Set(acked).size).toBe(1000);
    let events = 0;
    for (const shard of shardsOf(p.root)) {
      const read = readShard(shard);
      expect(read.problems).toEqual([]);
      expect(read.trailing).toBe(0);
      events += read.lines.length;
    }
    expect(events).toBe(1000);
    const s = openTest(p);
    const stats = await s.stats();
    expect(stats.records).toBe(1000);
    const report = await s.doctor();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.projection_mismatches).toEqual([]);
    for (const id of acked.slice(0, 50)) expect((await s.get(id)).record_id).toBe(id);
    await s.close();
  }, 120_000);

  it('SIGKILL mid-append 25 times: no acknowledged write lost, ledger readable, doctor --repair is clean', async () => {
    const allAcked: string[] = [];
    for (let round = 0; round < 25; round++) {
      const r = run([p.root, p.home, `k${round}`, '100000']);
      // Kill at a varying point after the writer has started acknowledging writes.
      await new Promise<void>((resolve) => {
        const target = 3 + ((round * 7) % 23);
        const timer = setInterval(() => {
          if (r.acked.length >= target) {
            clearInterval(timer);
            r.child.kill('SIGKILL');
            resolve();
          }
        }, 2);
      });
      await r.done;
      allAcked.push(...r.acked);
      if (round % 5 === 4) {
        // Simulate a torn write the way a power cut leaves one: half a line with no newline.
        appendFileSync(shardsOf(p.root)[0]!, '{"schema":"memory-ledger.v1","event_id":"01TORN","ts":"2026');
      }
    }
    const s = openTest(p);
    const before = await s.doctor();
    const after = await s.doctor({ repair: true });
    expect(after.ok).toBe(true);
    expect(after.problems).toEqual([]);
    if (before.problems.some((x) => x.kind === 'torn_tail')) expect(after.repaired.torn).toBeGreaterThan(0);
    for (const id of allAcked) expect((await s.get(id)).record_id).toBe(id);
    const torn = readdirSync(join(p.root, '.spool', 'ledger')).filter((f) => f.endsWith('.torn'));
    expect(torn.length).toBeGreaterThan(0);
    expect(readFileSync(join(p.root, '.spool', 'ledger', torn[0]!), 'utf8')).toContain('01TORN');
    const stats = await s.stats();
    expect(stats.records).toBeGreaterThanOrEqual(allAcked.length);
    await s.close();
  }, 180_000);
});
