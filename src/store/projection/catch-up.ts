import { statSync } from 'node:fs';
import { decodeLine, readShard, type ShardRef } from '../ledger.js';
import type { EventApplier } from './apply.js';
import type { ProjectionContext } from './context.js';
import { readRange } from './events.js';
import type { CatchUpResult, Projection } from './types.js';

/**
 * Bringing the projection up to the ledger: the `shards` table remembers, per shard, how far it was read
 * and the hash of the last line, so a catch-up reads only what was appended since, and a shard rewritten
 * underneath (purge, a rewrite by git) is detected and reported for a rebuild.
 */
export type CatchUp = Pick<Projection, 'catchUp' | 'applyOwn'>;

/** Prepares the shard bookkeeping over `ctx`; lines are applied through `applier`. */
export function createCatchUp(ctx: ProjectionContext, applier: EventApplier): CatchUp {
  const { db } = ctx;
  const st = {
    shard: db.prepare('SELECT * FROM shards WHERE path = ?'),
    upsertShard: db.prepare(
      `INSERT INTO shards(path, tier, offset, last_line_start, last_hash, seq, line) VALUES (@path, @tier, @offset, @last_line_start, @last_hash, @seq, @line)
       ON CONFLICT(path) DO UPDATE SET offset=excluded.offset, last_line_start=excluded.last_line_start, last_hash=excluded.last_hash, seq=excluded.seq, line=excluded.line`,
    ),
  };
  return {
    catchUp(shards, onProgress) {
      const result: CatchUpResult = { applied: 0, problems: [], rewritten: [] };
      const pending: { ref: ShardRef; size: number }[] = [];
      for (const ref of shards) {
        let size: number;
        try {
          size = statSync(ref.path).size;
        } catch {
          continue;
        }
        const known = st.shard.get(ref.path) as { offset: number } | undefined;
        if (!known || known.offset !== size) pending.push({ ref, size });
      }
      if (pending.length === 0) return result;
      const total = pending.reduce((n, p) => n + p.size, 0);
      let done = 0;
      db.transaction(() => {
        for (const { ref } of pending) {
          const known = st.shard.get(ref.path) as
            | { offset: number; last_line_start: number; last_hash: string | null; seq: number; line: number }
            | undefined;
          let from = known?.offset ?? 0;
          const size = statSync(ref.path).size;
          if (
            known &&
            (size < known.offset ||
              !unchangedPrefix(ref.path, known.last_line_start, known.offset, known.last_hash))
          ) {
            result.rewritten.push(ref.path);
            continue;
          }
          if (known && size === known.offset) continue;
          let lastStart = known?.last_line_start ?? 0;
          let lastHash = known?.last_hash ?? null;
          let seq = known?.seq ?? -1;
          // Lines are applied as they are read: a large shard never sits in memory whole.
          const read = readShard(
            ref.path,
            from,
            { prev: known?.last_hash ?? null, seq: known?.seq ?? -1, line: known?.line ?? 0 },
            (l) => {
              try {
                applier.apply(l.event, ref.tier, { shard: ref.path, offset: l.offset, end: l.end });
              } catch (err) {
                result.problems.push({
                  kind: 'bad_schema',
                  shard: ref.path,
                  line: l.line,
                  offset: l.offset,
                  message: (err as Error).message,
                });
              }
              lastStart = l.offset;
              lastHash = l.event.hash;
              seq = l.event.seq;
              result.applied++;
            },
          );
          result.problems.push(...read.problems);
          from = read.end;
          st.upsertShard.run({
            path: ref.path,
            tier: ref.tier,
            offset: from,
            last_line_start: lastStart,
            last_hash: lastHash,
            seq,
            line: Math.max(known?.line ?? 0, countLines(read)),
          });
          done += size;
          onProgress?.(done, total);
        }
      }).immediate();
      return result;
    },
    applyOwn(ref, lines) {
      const first = lines[0];
      const last = lines[lines.length - 1];
      if (!first || !last) return true;
      return db
        .transaction(() => {
          const known = st.shard.get(ref.path) as { offset: number; line: number } | undefined;
          if ((known?.offset ?? 0) !== first.offset) return false;
          for (const l of lines) {
            const at = { shard: ref.path, offset: l.offset, end: l.end };
            // A row computed off-thread from the very record this line carries: only the inserts remain.
            if (l.row) applier.applyCreated(l.event, ref.tier, at, l.row);
            else applier.apply(l.event, ref.tier, at, true);
          }
          st.upsertShard.run({
            path: ref.path,
            tier: ref.tier,
            offset: last.end,
            last_line_start: last.offset,
            last_hash: last.event.hash,
            seq: last.event.seq,
            line: (known?.line ?? 0) + lines.length,
          });
          return true;
        })
        .immediate();
    },
  };
}

/** Checks that the line we last read is still where we left it; otherwise the shard was rewritten. */
function unchangedPrefix(path: string, start: number, end: number, hash: string | null): boolean {
  if (end === 0) return true;
  const text = readRange(path, start, end - start);
  if (text === undefined) return false;
  const d = decodeLine(text.replace(/\n$/, ''));
  return d.ok && d.event.hash === hash;
}

/** Lines of the shard read so far (its last line number), for the next read to continue counting. */
function countLines(read: {
  lines: { line: number }[];
  problems: { line: number }[];
  lastLine: number;
}): number {
  if (read.lastLine > 0) return read.lastLine;
  let max = 0;
  for (const l of read.lines) max = Math.max(max, l.line);
  for (const p of read.problems) max = Math.max(max, p.line);
  return max;
}
