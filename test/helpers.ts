import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '../src/core/clock.js';
import { openSpool, type Spool, type SpoolOptions } from '../src/spool.js';

/** A temp project + user home, removed by `cleanup`. */
export interface TempProject {
  root: string;
  home: string;
  cleanup: () => void;
}

/** Creates an empty project directory and a separate user home. */
export function tempProject(prefix = 'spool-test-'): TempProject {
  const base = mkdtempSync(join(tmpdir(), prefix));
  const root = join(base, 'project');
  const home = join(base, 'home');
  return { root, home, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

/** A mutable fixed clock for tests that move time. */
export function movableClock(iso: string): {
  clock: () => Date;
  set: (iso: string) => void;
  advanceDays: (d: number) => void;
} {
  let t = Date.parse(iso);
  return {
    clock: () => new Date(t),
    set: (s) => {
      t = Date.parse(s);
    },
    advanceDays: (d) => {
      t += d * 86_400_000;
    },
  };
}

/** Opens spool on a temp project with a fixed clock and a silent warn sink. */
export function openTest(p: TempProject, extra: Partial<SpoolOptions> = {}): Spool & { warnings: string[] } {
  const warnings: string[] = [];
  const spool = openSpool({
    root: p.root,
    home: p.home,
    clock: fixedClock('2026-06-01T12:00:00Z'),
    warn: (m) => warnings.push(m),
    ...extra,
  });
  return Object.assign(spool, { warnings });
}

/** The built CLI entry point, for spawned tests. */
export const BIN = join(process.cwd(), 'dist', 'cli', 'bin.js');

/** mulberry32: a small seeded PRNG, so generated test data (and a failing case) can be replayed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One line of spool JSONL (an exported record) with every required field; `fields` overrides or adds.
 * `content_hash` is deliberately wrong: import recomputes it.
 */
export function recordLine(fields: { record_id: string; content: string } & Record<string, unknown>): string {
  const t = typeof fields.created_at === 'string' ? fields.created_at : '2026-05-01T00:00:00.000Z';
  return JSON.stringify({
    memory_type: 'note',
    scope: 'project',
    state: 'accepted',
    origin: { source_kind: 'imported' },
    sensitivity: 'internal',
    tags: [],
    entity_refs: [],
    file_refs: [],
    symbol_refs: [],
    code_anchors: [],
    valid_from: t,
    supersedes: [],
    created_at: t,
    updated_at: t,
    content_hash: 'x',
    ...fields,
  });
}
