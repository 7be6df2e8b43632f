import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEDGER_SCHEMA, type LedgerEvent } from '../../src/core/types.js';
import { encodeEvent } from '../../src/store/ledger.js';
import { resolvePaths, type SpoolPaths } from '../../src/store/paths.js';
import { purgeTransform, resealEvents } from '../../src/store/repair.js';
import { adoptResealedChains } from '../../src/store/replica-adopt.js';
import { type TempProject, tempProject } from '../helpers.js';

// adoptResealedChains (src/store/replica-adopt.ts): a local chain is replaced only by its own reseal with the
// purged records erased, byte for byte; everything else is left alone and reported.

const W = 'dev-one';

/** A sealed chain of `writer`: one event per [type, record id, text]. */
function chain(
  writer: string,
  items: [LedgerEvent['type'], string, string][],
): { events: LedgerEvent[]; lines: string[] } {
  const events: LedgerEvent[] = [];
  const lines: string[] = [];
  let prev: string | null = null;
  items.forEach(([type, record_id, text], seq) => {
    const fields = {
      schema: LEDGER_SCHEMA as typeof LEDGER_SCHEMA,
      event_id: `e-${writer}-${seq}`,
      ts: `2026-06-01T12:00:0${seq % 10}Z`,
      writer,
      seq,
      type,
      record_id,
      payload: { text },
      prev,
    };
    const { line, hash } = encodeEvent(fields);
    events.push({ ...fields, hash });
    lines.push(line);
    prev = hash;
  });
  return { events, lines };
}

/** What the server's purge stores for the chain: the same code, record after record. */
function serverReseal(events: LedgerEvent[], ids: string[]): string[] {
  let out = events.map((event) => ({ event, line: '' }));
  for (const id of ids)
    out = resealEvents(
      out.map((o) => o.event),
      purgeTransform(id),
    );
  return out.map((o) => o.line);
}

const ITEMS: [LedgerEvent['type'], string, string][] = [
  ['record.created', 'r1', 'secret word zanthropy'],
  ['record.created', 'r2', 'keep me'],
  ['record.updated', 'r1', 'zanthropy again'],
  ['record.created', 'r3', 'keep me too'],
];

describe('adoptResealedChains', () => {
  let t: TempProject;
  let paths: SpoolPaths;
  const shard = () => join(paths.ledgerDirs.shared, `${W}.jsonl`);
  const write = (lines: string[]) => {
    mkdirSync(paths.ledgerDirs.shared, { recursive: true });
    mkdirSync(paths.localDir, { recursive: true });
    writeFileSync(shard(), lines.join(''));
  };

  beforeEach(() => {
    t = tempProject('spool-adopt-');
    paths = resolvePaths(t.root, t.home);
  });
  afterEach(() => t.cleanup());

  it('replaces a chain by its purge reseal when the peer holds exactly that', () => {
    const { events, lines } = chain(W, ITEMS);
    write(lines);
    const peer = serverReseal(events, ['r1']);
    const r = adoptResealedChains(paths, new Map([[W, peer]]), ['r1']);
    expect(r).toEqual({ adopted: [{ writer: W, records: ['r1'], lines: 4 }], refused: [] });
    expect(readFileSync(shard(), 'utf8')).toBe(peer.join(''));
    expect(readFileSync(shard(), 'utf8')).not.toContain('zanthropy');
    // Again: nothing to do.
    expect(adoptResealedChains(paths, new Map([[W, peer]]), ['r1'])).toEqual({ adopted: [], refused: [] });
  });

  it('reseals local lines the peer lacks too, and accepts a peer longer than the local chain', () => {
    const { events, lines } = chain(W, ITEMS);
    // Local has all four lines, the server only the first three (the fourth is not pushed yet).
    write(lines);
    const full = serverReseal(events, ['r1']);
    const r = adoptResealedChains(paths, new Map([[W, full.slice(0, 3)]]), ['r1']);
    expect(r.adopted).toEqual([{ writer: W, records: ['r1'], lines: 4 }]);
    expect(readFileSync(shard(), 'utf8')).toBe(full.join(''));
    // The other way round: local has two lines, the server four.
    write(lines.slice(0, 2));
    const r2 = adoptResealedChains(paths, new Map([[W, full]]), ['r1']);
    expect(r2.adopted).toEqual([{ writer: W, records: ['r1'], lines: 2 }]);
    expect(readFileSync(shard(), 'utf8')).toBe(full.slice(0, 2).join(''));
  });

  it('applies several purges, and ignores purged ids this chain has only markers of', () => {
    const { events, lines } = chain(W, ITEMS);
    write(lines);
    const peer = serverReseal(events, ['r1', 'r3']);
    const r = adoptResealedChains(paths, new Map([[W, peer]]), ['r1', 'gone-elsewhere', 'r3']);
    expect(r.adopted).toEqual([{ writer: W, records: ['r1', 'r3'], lines: 4 }]);
    expect(readFileSync(shard(), 'utf8')).toBe(peer.join(''));
    // A later purge of r2 on top: r1 and r3 are markers here already and must not be re-marked.
    const later = serverReseal(events, ['r1', 'r3', 'r2']);
    const r2 = adoptResealedChains(paths, new Map([[W, later]]), ['r1', 'r3', 'r2']);
    expect(r2.adopted).toEqual([{ writer: W, records: ['r2'], lines: 4 }]);
    expect(readFileSync(shard(), 'utf8')).toBe(later.join(''));
  });

  it('erases a purged record from lines the peer never had (not pushed yet), keeping the common part', () => {
    const { events, lines } = chain(W, [
      ['record.created', 'r2', 'keep me'],
      ['record.created', 'r3', 'keep me too'],
      ['record.updated', 'r1', 'zanthropy written here'],
    ]);
    write(lines);
    for (const peer of [[], lines.slice(0, 1), lines.slice(0, 2)]) {
      write(lines);
      const r = adoptResealedChains(paths, new Map([[W, peer]]), ['r1']);
      expect(r).toEqual({ adopted: [{ writer: W, records: ['r1'], lines: 3 }], refused: [] });
      const now = readFileSync(shard(), 'utf8');
      expect(now).toBe(serverReseal(events, ['r1']).join(''));
      expect(now.startsWith(lines.slice(0, 2).join(''))).toBe(true);
      expect(now).not.toContain('zanthropy');
    }
  });

  it('refuses a peer chain that is not the reseal (edited line), or one no purge explains', () => {
    const { events, lines } = chain(W, ITEMS);
    write(lines);
    const forged = chain(W, [
      ['record.purged', 'r1', 'x'],
      ['record.created', 'r2', 'keep me, but edited'],
      ['record.purged', 'r1', 'x'],
      ['record.created', 'r3', 'keep me too'],
    ]).lines;
    const r = adoptResealedChains(paths, new Map([[W, forged]]), ['r1']);
    expect(r.adopted).toEqual([]);
    expect(r.refused.map((d) => [d.writer, d.seq])).toEqual([[W, 0]]);
    expect(r.refused[0]?.message).toMatch(/not this chain with the purged records erased/);
    // The right reseal, but the purged id is not given: nothing explains the difference.
    const r2 = adoptResealedChains(paths, new Map([[W, serverReseal(events, ['r1'])]]), ['r9']);
    expect(r2.refused[0]?.message).toMatch(/no purge on the server explains it/);
    expect(readFileSync(shard(), 'utf8')).toBe(lines.join(''));
  });

  it('refuses a damaged shard, leaves equal chains and unknown writers alone', () => {
    const { events, lines } = chain(W, ITEMS);
    write([...lines.slice(0, 3), '{"torn']);
    const r = adoptResealedChains(
      paths,
      new Map([
        [W, serverReseal(events, ['r1'])],
        ['dev-absent', ['x\n']],
      ]),
      ['r1'],
    );
    expect(r.adopted).toEqual([]);
    expect(r.refused[0]?.message).toMatch(/damaged or has a torn tail/);
    write(lines);
    expect(adoptResealedChains(paths, new Map([[W, lines.slice(0, 2)]]), ['r9'])).toEqual({
      adopted: [],
      refused: [],
    });
    expect(readFileSync(shard(), 'utf8')).toBe(lines.join(''));
  });
});
